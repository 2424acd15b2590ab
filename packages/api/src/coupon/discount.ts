/**
 * The cart's coupon as money: which lines it takes how much off (CA14, CA16). Called by the cart
 * model for every cart read; a cart without a coupon costs nothing, a cart with one a single
 * statement (the coupon and the customer's uses of it).
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CartLine } from '../cart/lines.ts';
import type { CartRow } from '../cart/tables.ts';
import { couponStanding, type CouponHolder } from './standing.ts';

export interface CouponDiscount {
  /** The coupon's code as stored. */
  code: string;
  /** The discount row's label. */
  label: string;
  /** Cents off each line, VAT included, in the order of `lines`. */
  lineDiscounts: number[];
}

/** Whose coupon uses count for this cart (decision 028). */
export function holderOf(row: Pick<CartRow, 'storeCode' | 'customerId' | 'email'>): CouponHolder {
  return { storeCode: row.storeCode, customerId: row.customerId ?? null, email: row.email ?? null };
}

/**
 * The discount of the cart's coupon, or null when it has none or the coupon does not apply now
 * (the cart keeps the code; `Cart.coupon_not_applied` says why).
 */
export async function cartCouponDiscount(ctx: RequestContext, db: DbOrTx, row: CartRow, lines: CartLine[]): Promise<CouponDiscount | null> {
  if (!row.couponCode) return null;
  const standing = await couponStanding(db, row.couponCode, holderOf(row), lines, ctx.now());
  if (standing.problem) return null;
  // The label is the code (spec 001 §3, CA3): the shopper recognises what they typed.
  return { code: standing.code, label: standing.code, lineDiscounts: standing.discounts };
}
