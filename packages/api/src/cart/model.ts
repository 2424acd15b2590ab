/**
 * Everything a cart response is built from: its priced lines, totals and delivery options. The
 * GraphQL Cart type resolves from this model (cart fields here, checkout fields in checkout/).
 */
import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { findMethod, methodPrice, storeShippingMethods, type ShippingMethodRow } from '../checkout/shipping-methods.ts';
import { requestReader, type CatalogReader } from './catalog-reader.ts';
import { cartItemsOf } from './contents.ts';
import { priceLines, type CartLine, type MissingLine } from './lines.ts';
import type { LineError } from './stock.ts';
import { type CartRow, cartItems } from './tables.ts';
import { computeTotals, type CartTotals } from './totals.ts';
import { cartCouponDiscount, type CouponDiscount } from '../coupon/discount.ts';
import { appliedGiftCards, type AppliedGiftCards } from '../giftcard/cart-cards.ts';

export interface CartModel {
  row: CartRow;
  lines: CartLine[];
  /** Lines whose product no longer exists; they count for nothing and block placing the order. */
  missing: MissingLine[];
  totals: CartTotals;
  /** The store's active delivery options. */
  methods: ShippingMethodRow[];
  /** The chosen option while the store still offers it. */
  selectedMethod: ShippingMethodRow | null;
  /** The cart's coupon and what it takes off each line; null without one (or when it no longer applies). */
  coupon: CouponDiscount | null;
  /** Gift cards applied to the cart and what they pay of the grand total. */
  giftCards: AppliedGiftCards;
}

export interface ModelSource {
  db: DbOrTx;
  reader: CatalogReader;
}

/**
 * Builds the cart model; reads through `source` (a transaction when placing), else through the
 * request's loaders, where the lines and their products come in one statement.
 */
export async function buildCartModel(ctx: RequestContext, row: CartRow, source?: ModelSource): Promise<CartModel> {
  const db = source?.db ?? ctx.db;
  const reader = source?.reader ?? requestReader(ctx);
  const [items, methods] = await Promise.all([
    source ? db.select().from(cartItems).where(eq(cartItems.cartId, row.id)).orderBy(asc(cartItems.id)) : cartItemsOf(ctx).load(row.id),
    storeShippingMethods(db, row.storeCode),
  ]);
  const { lines, missing } = await priceLines(reader, items, { high: ctx.store.taxRateHigh });
  const selectedMethod = row.shippingMethod ? findMethod(methods, row.shippingMethod.carrier_code, row.shippingMethod.method_code) : null;
  const priced = lines.map((line) => ({
    unitInclTax: line.unitInclTax,
    regularUnitInclTax: line.regularUnitInclTax,
    quantity: line.row.quantity,
    taxRate: line.taxRate,
  }));
  const coupon = await cartCouponDiscount(ctx, db, row, lines);
  const discounts = coupon?.lineDiscounts ?? [];
  const withoutShipping = computeTotals(priced, { priceInclTax: null, taxRate: ctx.store.taxRateHigh }, discounts);
  const shippingPrice = selectedMethod ? methodPrice(selectedMethod, ctx.store, withoutShipping.subtotalWithDiscountInclTax) : null;
  const totals = computeTotals(priced, { priceInclTax: shippingPrice, taxRate: ctx.store.taxRateHigh }, discounts);
  const giftCards = await appliedGiftCards(ctx, db, row, totals.grandTotal);
  return { row, lines, missing, totals, methods, selectedMethod, coupon, giftCards };
}

/** Every line error of the cart in line order, each message once (what placing the order refuses on). */
export function lineProblems(model: CartModel): LineError[] {
  const problems = new Map(model.lines.flatMap((line) => line.errors.map((error) => [error.message, error] as const)));
  return [...problems.values()];
}
