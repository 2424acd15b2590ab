/**
 * Coupons on a cart (CA14, V13): Magento's applyCouponToCart and removeCouponFromCart, through the
 * cart's own transaction and access rules, and what the cart says about a coupon it holds that
 * takes nothing off. The rules themselves are in `rules.ts` (decision 028).
 */
import { maxLengths } from '@shop/rules';
import { transactionReader } from '../cart/catalog-reader.ts';
import type { CartLine } from '../cart/lines.ts';
import { buildCartModel, type CartModel } from '../cart/model.ts';
import { mutateCart, onTransaction } from '../cart/service.ts';
import type { CartRow } from '../cart/tables.ts';
import { toMoney } from '../cart/totals.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { holderOf } from './discount.ts';
import {
  CART_WITHOUT_PRODUCTS_MESSAGE,
  COUPON_ALREADY_APPLIED_MESSAGE,
  COUPON_MISSING_MESSAGE,
  COUPON_TOO_LONG_MESSAGE,
  couponProblemError,
  couponProblemMessage,
} from './messages.ts';
import { normalizeCouponCode, type CouponProblem } from './rules.ts';
import { couponStanding } from './standing.ts';

/** The stored form of the shopper's code, or the input error (checked before the cart is touched). */
export function couponCodeOf(input: string): string {
  const normalized = normalizeCouponCode(input);
  if ('code' in normalized) return normalized.code;
  if (normalized.problem === 'INVALID') throw couponProblemError('INVALID', normalized.shown, 0);
  if (normalized.problem === 'EMPTY') throw inputError('COUPON_REQUIRED', {}, COUPON_MISSING_MESSAGE);
  throw inputError('COUPON_TOO_LONG', { max: maxLengths.coupon }, COUPON_TOO_LONG_MESSAGE);
}

/**
 * Applies a coupon to the cart (one per cart): refused with a message when the cart already holds
 * one, has no lines, or the coupon does not apply to it now; the cart is then unchanged.
 */
export async function applyCouponToCart(ctx: RequestContext, maskedId: string, input: string): Promise<CartRow> {
  const code = couponCodeOf(input);
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    if (cart.couponCode) throw inputError('COUPON_ALREADY_APPLIED', {}, COUPON_ALREADY_APPLIED_MESSAGE);
    const model = await buildCartModel(onTransaction(ctx, tx), cart, { db: tx, reader: transactionReader(tx) });
    if (model.lines.length === 0) throw inputError('COUPON_CART_EMPTY', {}, CART_WITHOUT_PRODUCTS_MESSAGE);
    const standing = await couponStanding(tx, code, holderOf(cart), model.lines, ctx.now());
    if (standing.problem) throw couponProblemError(standing.problem, code, standing.coupon?.minSubtotal ?? 0);
    return { couponCode: code };
  });
}

/** Removes the cart's coupon; a cart without one is returned as it is. */
export async function removeCouponFromCart(ctx: RequestContext, maskedId: string): Promise<CartRow> {
  return mutateCart(ctx, maskedId, async (_tx, cart) => (cart.couponCode ? { couponCode: null } : undefined));
}

/** A coupon the cart holds while it takes nothing off, and why (Cart.coupon_not_applied). */
export interface CouponNotApplied {
  code: string;
  reason: CouponProblem;
  message: string;
  minimum_subtotal: ReturnType<typeof toMoney> | null;
}

/** Why the cart's coupon takes nothing off, or null when it has none or it applies. */
export async function couponNotApplied(ctx: RequestContext, model: CartModel): Promise<CouponNotApplied | null> {
  const code = model.row.couponCode;
  if (!code || model.coupon) return null;
  const standing = await couponStanding(ctx.db, code, holderOf(model.row), model.lines as CartLine[], ctx.now());
  // Read a moment later the coupon may apply again: the next read of the cart will show it.
  if (!standing.problem) return null;
  const reason = standing.problem;
  const minimum = standing.coupon?.minSubtotal ?? 0;
  return {
    code,
    reason,
    message: couponProblemMessage(reason, code, minimum),
    minimum_subtotal: reason === 'MIN_SUBTOTAL' ? toMoney(minimum) : null,
  };
}
