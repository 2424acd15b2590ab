/**
 * placeOrder (CO1, CO13, CO14): in one transaction on the locked cart, check that everything is
 * set, reserve stock with conditional updates, write the order and open its payment. Placing the
 * same cart again returns the same order.
 */
import { randomInt } from 'node:crypto';
import type { ErrorCode } from '@shop/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import { transactionReader } from '../cart/catalog-reader.ts';
import { productLabel } from '../cart/item-requests.ts';
import { buildCartModel, lineProblems, type CartModel } from '../cart/model.ts';
import { assertCartAccess, cartNotActiveError, cartNotFoundError, forgetStock, lockCart, onTransaction } from '../cart/service.ts';
import { type CartRow, carts } from '../cart/tables.ts';
import { demandByProduct, OUT_OF_STOCK_MESSAGE, type LineError } from '../cart/stock.ts';
import { lineOptionPairs } from '../cart/views.ts';
import { localize } from '../catalog/localize.ts';
import { productName } from '../catalog/product-view.ts';
import { stockItems } from '../catalog/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { inputError, userError, type ErrorParamValues } from '../platform/errors.ts';
import { currentCustomerId } from '../customer/auth.ts';
import { customers } from '../customer/tables.ts';
import { effectiveBillingAddress, isDeliveryAddress } from './addresses.ts';
import { confirmPaidOrder } from './order-mail.ts';
import { latestOrderOf, type PaymentOutcome } from './order-status.ts';
import { type OrderRow, orderItems, orders, payments } from './tables.ts';
import { checkPaymentChoice, storePaymentMethods } from './payment.ts';
import { paymentProvider, type PaymentRedirect } from './payment-provider.ts';
import { checkPickupCode } from './shipping.ts';
import { claimCouponForOrder } from '../coupon/order-use.ts';
import { redeemGiftCardsForOrder } from '../giftcard/redeem.ts';
import { sendIssuedGiftCardMails } from '../giftcard/card-mail.ts';
import {
  GIFT_CARD_PAYMENT,
  giftCardPaymentMethod,
  giftCardPaymentRedirect,
  paidByGiftCards,
  PAYMENT_NOT_COVERED_MESSAGE,
  payWithGiftCards,
} from '../giftcard/payment.ts';
import { inStoreOrderFields } from '../instore/order.ts';
import { enforceRateLimit } from '../ratelimit/limiter.ts';
import { storeHome } from '../store/addresses.ts';

export interface PlacedOrderResult {
  order: { order_number: string; order_id: string; pay_redirect_url: string };
  pay_redirect_url: string;
  payment_provider: { redirect: string; data: { key: string; value: string }[] };
}

/** Magento's "Cannot place order: …" with our code (decision 038). */
function cannotPlace<C extends ErrorCode>(code: C, params: ErrorParamValues<C>, reason: string) {
  return userError(code, params, `Cannot place order: ${reason}`);
}

function resultOf(orderNumber: string, redirect: PaymentRedirect): PlacedOrderResult {
  return {
    order: { order_number: orderNumber, order_id: orderNumber, pay_redirect_url: redirect.redirectUrl },
    pay_redirect_url: redirect.redirectUrl,
    payment_provider: { redirect: redirect.redirectUrl, data: redirect.data },
  };
}

/**
 * What is missing before an order can be placed, named as the checkout names it. An order the gift
 * cards pay in full needs no payment method; otherwise `free` is no choice.
 */
function missingParts(cart: CartRow, model: CartModel): MissingPart[] {
  const missing: MissingPart[] = [];
  if (model.lines.length === 0 && model.missing.length === 0) missing.push('items');
  if (!cart.email) missing.push('email');
  if (!isDeliveryAddress(cart.shippingAddress)) missing.push('shipping_address');
  if (!effectiveBillingAddress(cart)) missing.push('billing_address');
  if (!model.selectedMethod) missing.push('shipping_method');
  // With gift cards applied, a missing method is told as what it is: the cards no longer pay everything (below).
  if (cart.giftCardIds.length === 0 && (!cart.paymentMethod || cart.paymentMethod.code === GIFT_CARD_PAYMENT))
    missing.push('payment_method');
  return missing;
}

/** What CHECKOUT_INCOMPLETE names in `missing`, and how the message words it. */
const MISSING_TEXTS = {
  items: 'the cart has no items',
  email: 'e-mail address',
  shipping_address: 'shipping address',
  billing_address: 'billing address',
  shipping_method: 'shipping method',
  payment_method: 'payment method',
} as const;
type MissingPart = keyof typeof MISSING_TEXTS;

/** A new order number: the store code and 9 random digits, unique. */
async function newOrderNumber(tx: Tx, storeCode: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = `${storeCode.toUpperCase()}${randomInt(100_000_000, 1_000_000_000)}`;
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
    if (!taken) return number;
  }
  throw new Error('could not find a free order number');
}

/** Takes every unit the order needs from stock, or refuses the whole order (nothing is taken). */
async function reserveStock(ctx: RequestContext, tx: Tx, model: CartModel): Promise<{ productId: number; qty: number }[]> {
  const demand = demandByProduct(model.lines.map((l) => ({ parts: l.parts.filter((p) => !p.rule?.unlimited) })));
  const parts = new Map(model.lines.flatMap((l) => l.parts.map((p) => [p.productId, p.product] as const)));
  const reservations: { productId: number; qty: number }[] = [];
  // Always in product id order, so concurrent orders lock stock rows in the same order (no deadlocks).
  for (const [productId, qty] of [...demand.entries()].sort((a, b) => a[0] - b[0])) {
    const taken = await tx
      .update(stockItems)
      .set({ qty: sql`${stockItems.qty} - ${qty}` })
      .where(and(eq(stockItems.productId, productId), sql`${stockItems.qty} >= ${qty}`))
      .returning({ productId: stockItems.productId });
    if (taken.length === 0) {
      const product = parts.get(productId);
      const name = product ? productLabel(product, ctx.language) : String(productId);
      throw cannotPlace('CART_OUT_OF_STOCK', { sku: product?.sku ?? String(productId), product: name }, `${OUT_OF_STOCK_MESSAGE}: ${name}`);
    }
    reservations.push({ productId, qty });
  }
  return reservations;
}

async function existingOrderResult(tx: Tx, order: OrderRow): Promise<PlacedOrderResult | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  if (!payment) return null;
  const redirect =
    payment.provider === GIFT_CARD_PAYMENT
      ? giftCardPaymentRedirect(payment, order.number)
      : paymentProvider.redirectFor(payment, order.number);
  return resultOf(order.number, redirect);
}

/** A customer's cart is ordered with the account's e-mail address as it is now. */
async function withAccountEmail(tx: Tx, cart: CartRow): Promise<CartRow> {
  if (cart.customerId == null) return cart;
  const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, cart.customerId)).limit(1);
  return customer ? { ...cart, email: customer.email } : cart;
}

/** Places the cart's order and opens its payment (CO13); see the module comment for the rules. */
/** A partner code as the landing parameter carries it (CK10). */
const AFFILIATE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export async function placeOrder(
  ctx: RequestContext,
  maskedId: string,
  options: { affiliateCode?: string | null } = {},
): Promise<PlacedOrderResult> {
  await enforceRateLimit(ctx, 'placeOrder', maskedId);
  const affiliateCode = options.affiliateCode ?? null;
  if (affiliateCode !== null && !AFFILIATE_CODE.test(affiliateCode)) {
    throw inputError('INPUT_INVALID', { field: 'affiliate_code' }, 'The partner code may hold 1 to 64 letters, digits, "-" or "_".');
  }
  const customerId = await currentCustomerId(ctx);
  // Where the order's mails and the payment's return lead (decision 046), read before the transaction.
  const home = await storeHome(ctx);
  const { result, outcome } = await ctx.db.transaction(
    async (tx): Promise<{ result: PlacedOrderResult; outcome: PaymentOutcome | null }> => {
      const locked = await lockCart(tx, ctx, maskedId);
      if (!locked) throw cartNotFoundError(maskedId);
      assertCartAccess(customerId, locked, maskedId);
      const cart = await withAccountEmail(tx, locked);
      const previous = await latestOrderOf(tx, cart.id);
      if (previous && previous.status !== 'canceled') {
        const again = await existingOrderResult(tx, previous);
        if (again) return { result: again, outcome: null };
      }
      if (!cart.isActive) throw cartNotActiveError();

      const txCtx = onTransaction(ctx, tx);
      const model = await buildCartModel(txCtx, cart, { db: tx, reader: transactionReader(tx) });
      const missing = missingParts(cart, model);
      if (missing.length > 0) {
        const text = missing.map((part) => MISSING_TEXTS[part]).join(', ');
        throw cannotPlace('CHECKOUT_INCOMPLETE', { missing: missing.join(',') }, `missing ${text}`);
      }
      if (model.missing.length > 0) throw cannotPlace('CHECKOUT_PRODUCTS_GONE', {}, 'some products in the cart no longer exist');
      const problems = lineProblems(model);
      if (problems.length > 0) {
        // The code is the first line problem's, a shortage before any other: what the shopper must fix first.
        const first = problems.find((problem) => problem.error_code === 'CART_LINE_OUT_OF_STOCK') ?? (problems[0] as LineError);
        const params = Object.fromEntries(first.error_params.map((param) => [param.name, param.value]));
        // The params were built for this very code (cart/stock.ts).
        throw cannotPlace(first.error_code, params as never, problems.map((problem) => problem.message).join(', '));
      }
      const byGiftCards = paidByGiftCards(model);
      if (!byGiftCards && (!cart.paymentMethod || cart.paymentMethod.code === GIFT_CARD_PAYMENT)) {
        throw cannotPlace('GIFT_CARD_PAYMENT_NOT_COVERED', {}, PAYMENT_NOT_COVERED_MESSAGE);
      }

      const method = model.selectedMethod as NonNullable<CartModel['selectedMethod']>;
      const shippingAddress = cart.shippingAddress as NonNullable<CartRow['shippingAddress']>;
      const pickupCode = await checkPickupCode(tx, method, shippingAddress.pickup_location_code ?? null);
      const storeMethods = await storePaymentMethods(tx, cart.storeCode);
      const { method: payment, choice } = byGiftCards
        ? { method: giftCardPaymentMethod(storeMethods, cart.storeCode), choice: { issuer: null } }
        : checkPaymentChoice(storeMethods, cart.paymentMethod as NonNullable<CartRow['paymentMethod']>, ctx.language);

      const reservations = await reserveStock(ctx, tx, model);
      const totals = model.totals;
      const inStore = await inStoreOrderFields(txCtx, tx, cart);
      const [order] = await tx
        .insert(orders)
        .values({
          number: await newOrderNumber(tx, cart.storeCode),
          storeCode: cart.storeCode,
          cartId: cart.id,
          customerId: cart.customerId,
          email: cart.email as string,
          status: 'pending_payment',
          billingAddress: effectiveBillingAddress(cart) as NonNullable<CartRow['billingAddress']>,
          shippingAddress: { ...shippingAddress, pickup_location_code: pickupCode },
          shippingMethod: {
            carrier_code: method.carrierCode,
            method_code: method.methodCode,
            carrier_title: localize(method.carrierTitle, ctx.language) ?? method.carrierCode,
            method_title: localize(method.methodTitle, ctx.language) ?? method.methodCode,
          },
          shippingManagerOption: cart.shippingManagerOption,
          paymentMethod: { code: payment.code, title: localize(payment.title, ctx.language) ?? payment.code, issuer: choice.issuer },
          couponCode: cart.couponCode,
          affiliateCode: affiliateCode ?? cart.affiliateCode,
          ...inStore,
          currency: ctx.store.baseCurrencyCode,
          storeHome: home,
          subtotalInclTax: totals.subtotalInclTax,
          subtotalExclTax: totals.subtotalExclTax,
          discountAmount: totals.discount,
          shippingInclTax: totals.shippingInclTax,
          taxAmount: totals.tax,
          grandTotal: totals.grandTotal,
          stockReservations: reservations,
          // The shop's clock, which also decides when an unpaid order's reservation expires.
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning();
      const placed = order as OrderRow;
      const items = await Promise.all(
        model.lines.map(async (line, index) => {
          const t = totals.lines[index] as (typeof totals.lines)[number];
          return {
            orderId: placed.id,
            productId: line.product.id,
            sku: line.row.sku,
            parentSku: line.row.parentSku,
            name: productName(line.shown, ctx.language),
            quantity: line.row.quantity,
            priceInclTax: t.unitInclTax,
            priceExclTax: t.unitExclTax,
            rowTotalInclTax: t.rowInclTax,
            taxAmount: t.rowTax,
            discountAmount: t.discount,
            selectedOptions: await lineOptionPairs(txCtx, line),
          };
        }),
      );
      await tx.insert(orderItems).values(items);
      await claimCouponForOrder(txCtx, tx, model, placed);
      const giftCardAmount = await redeemGiftCardsForOrder(txCtx, tx, model, placed);
      if (byGiftCards) {
        const paid = await payWithGiftCards(tx, { ...placed, giftCardAmount }, ctx.now());
        return { result: resultOf(placed.number, paid.redirect), outcome: paid.outcome };
      }
      const redirect = await paymentProvider.start(tx, {
        orderId: placed.id,
        orderNumber: placed.number,
        amount: placed.grandTotal - giftCardAmount,
        currency: placed.currency,
        method: payment.code,
        issuer: choice.issuer,
      });
      await tx
        .update(carts)
        .set({ status: 'pending_payment', isActive: false, updatedAt: ctx.now() })
        .where(and(eq(carts.id, cart.id), ne(carts.status, 'ordered')));
      return { result: resultOf(placed.number, redirect), outcome: null };
    },
  );
  forgetStock(ctx);
  if (outcome?.paidOrderId != null) {
    await confirmPaidOrder(ctx.db, ctx.mail, outcome.paidOrderId, ctx.log);
    await sendIssuedGiftCardMails(ctx.db, ctx.mail, outcome.issuedGiftCards, ctx.log);
  }
  return result;
}
