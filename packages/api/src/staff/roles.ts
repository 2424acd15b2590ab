/**
 * What each console role may do (decision 031). Shop staff work on their own shop's tables, look up
 * orders and gift card balances; managers do everything, in every shop, including coupons,
 * issuing or blocking gift cards and the categories' staff-set order (decision 056). The console asks here before it shows a page or changes a row.
 */
import type { StaffMember } from './auth.ts';

export type StaffAction =
  | 'tables.view'
  | 'tables.manage'
  | 'orders.view'
  | 'giftcards.lookup'
  | 'giftcards.manage'
  | 'coupons.view'
  | 'coupons.manage'
  | 'merchandising.manage';

const STAFF_ACTIONS: ReadonlySet<StaffAction> = new Set(['tables.view', 'tables.manage', 'orders.view', 'giftcards.lookup']);

/** Whether the member may take the action; for table actions, in the given shop. */
export function may(member: StaffMember, action: StaffAction, shop?: { storeLocationId: number | null }): boolean {
  if (member.role === 'manager') return true;
  if (!STAFF_ACTIONS.has(action)) return false;
  if (shop === undefined || member.storeLocationId === null) return true;
  return shop.storeLocationId === member.storeLocationId;
}

/** The shop whose tables the member sees: their own, or every shop (null) for managers and staff without one. */
export function tableScope(member: StaffMember): number | null {
  return member.role === 'manager' ? null : member.storeLocationId;
}
