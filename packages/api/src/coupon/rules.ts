/**
 * The coupon's rules in one place (decision 028): which codes are accepted, which lines a coupon
 * takes money off and how much. Pure functions: the same rules answer when a code is applied, on
 * every cart read and again inside placeOrder's transaction.
 */
import { maxLengths } from '@shop/rules';
import type { CartLine } from '../cart/lines.ts';
import type { coupons } from './tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Longest code accepted; longer input is refused without a query. */

/** Why a code cannot be applied, or why a held coupon takes nothing off. */
export type CouponProblem =
  /** Unknown, switched off, outside its dates, another store's, used up or used up by this customer. */
  | 'INVALID'
  /** The lines the coupon applies to do not reach its minimum subtotal. */
  | 'MIN_SUBTOTAL'
  /** No line in the cart is one the coupon applies to (gift cards, or sale items for a coupon that excludes them). */
  | 'NO_ELIGIBLE_ITEMS';

/** Control characters: no code holds them (and PostgreSQL text cannot hold NUL). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The shopper's input as a stored code (trimmed, upper case), or why it cannot be one. A code with
 * control characters cannot exist: it is `INVALID` without a query, shown without them.
 */
export function normalizeCouponCode(
  input: string,
): { code: string } | { problem: 'EMPTY' | 'TOO_LONG' } | { problem: 'INVALID'; shown: string } {
  const code = input.trim();
  if (code === '') return { problem: 'EMPTY' };
  if (code.length > maxLengths.coupon) return { problem: 'TOO_LONG' };
  if (CONTROL.test(code)) return { problem: 'INVALID', shown: code.replace(new RegExp(CONTROL, 'g'), '').toUpperCase() };
  return { code: code.toUpperCase() };
}

/** What a line is judged on as a sale or promotion item. */
type SaleLine = Pick<CartLine, 'kind' | 'product' | 'shown' | 'unitInclTax' | 'regularUnitInclTax'>;

/** A line the coupon may take money off, with its row total including VAT. */
export interface DiscountableLine {
  rowInclTax: number;
  eligible: boolean;
}

/**
 * Whether a line is a sale or promotion item: charged below its regular price (a special or tier
 * price, a bundle below its own price; the same regular price the cart's OFFER total counts from,
 * decision 040) or carrying a promotion text ("2e halve prijs").
 */
export function isSaleLine(line: SaleLine): boolean {
  if (line.kind === 'giftcard') return false;
  if (line.unitInclTax < line.regularUnitInclTax) return true;
  const promo = (text: Record<string, string> | null | undefined) =>
    Object.values(text ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');
  return promo(line.shown.promoText) || promo(line.product.promoText);
}

/** Gift cards are never discounted; sale and promotion items not when the coupon excludes them. */
export function isEligibleLine(coupon: Pick<CouponRow, 'excludesSale'>, line: SaleLine): boolean {
  if (line.kind === 'giftcard') return false;
  return !(coupon.excludesSale && isSaleLine(line));
}

/** What the coupon looks at besides its own row. */
export interface CouponCircumstances {
  storeCode: string;
  now: Date;
  /** Uses of the coupon by this customer (account, else the cart's e-mail) not given back; 0 when not known yet. */
  customerUses: number;
  lines: DiscountableLine[];
}

/** Why the coupon takes nothing off this cart, or null when it applies. */
export function couponProblem(coupon: CouponRow | null, at: CouponCircumstances): CouponProblem | null {
  if (!coupon || !coupon.active) return 'INVALID';
  if (coupon.fromDate && at.now < coupon.fromDate) return 'INVALID';
  if (coupon.toDate && at.now > coupon.toDate) return 'INVALID';
  if (coupon.storeCodes.length > 0 && !coupon.storeCodes.includes(at.storeCode)) return 'INVALID';
  if (coupon.usageLimit != null && coupon.timesUsed >= coupon.usageLimit) return 'INVALID';
  if (coupon.usesPerCustomer != null && at.customerUses >= coupon.usesPerCustomer) return 'INVALID';
  if (coupon.amount <= 0 || (coupon.type !== 'percent' && coupon.type !== 'fixed')) return 'INVALID';
  const eligible = at.lines.filter((line) => line.eligible && line.rowInclTax > 0);
  if (eligible.length === 0) return 'NO_ELIGIBLE_ITEMS';
  if (eligibleSubtotal(at.lines) < coupon.minSubtotal) return 'MIN_SUBTOTAL';
  return null;
}

/** The row totals (VAT included) of the lines the coupon applies to: what its minimum is measured against. */
export function eligibleSubtotal(lines: DiscountableLine[]): number {
  return lines.reduce((total, line) => total + (line.eligible ? line.rowInclTax : 0), 0);
}

/**
 * Makes the line shares add up to `total`: the difference left by rounding goes to the largest
 * line, then (only if that line is full or would go below zero) to the next largest. No line gets
 * more than its cap or less than nothing.
 */
function settle(shares: number[], caps: number[], total: number): number[] {
  const result = [...shares];
  let left = total - result.reduce((sum, share) => sum + share, 0);
  const order = caps.map((cap, index) => ({ cap, index })).sort((a, b) => b.cap - a.cap || a.index - b.index);
  for (const { cap, index } of order) {
    if (left === 0) break;
    const current = result[index] as number;
    const next = Math.min(cap, Math.max(0, current + left));
    left -= next - current;
    result[index] = next;
  }
  return result;
}

/**
 * Cents off each line, VAT included, in line order (CA14, CA16). `percent`: `amount` basis points
 * of each eligible row, rounded per line, the rounding difference on the largest line so the sum is
 * the percentage of the eligible subtotal. `fixed`: `amount` cents spread over the eligible rows in
 * proportion to their totals, never more than those totals.
 */
export function lineDiscounts(coupon: Pick<CouponRow, 'type' | 'amount'>, lines: DiscountableLine[]): number[] {
  const caps = lines.map((line) => (line.eligible ? Math.max(0, line.rowInclTax) : 0));
  const base = caps.reduce((sum, cap) => sum + cap, 0);
  if (base === 0 || coupon.amount <= 0) return lines.map(() => 0);
  if (coupon.type === 'percent') {
    const rate = Math.min(10_000, coupon.amount);
    const shares = caps.map((cap) => Math.round((cap * rate) / 10_000));
    return settle(shares, caps, Math.round((base * rate) / 10_000));
  }
  const total = Math.min(coupon.amount, base);
  const shares = caps.map((cap) => Math.floor((total * cap) / base));
  return settle(shares, caps, total);
}
