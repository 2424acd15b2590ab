/**
 * The payment provider seam (ARCHITECTURE §1): the shop opens a payment when an order is placed and
 * trusts only the provider's record of its outcome. The built-in sandbox works like a provider's
 * test mode: a hosted page (server/src/payment) where the shopper pays, cancels or is refused.
 * A real provider is a second implementation of PaymentProvider.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, storePageUrl, type Locale } from '@shop/rules';
import { localize } from '../catalog/localize.ts';
import { orderHome } from '../store/addresses.ts';
import { findStoreByCode } from '../store/service.ts';
import { carts } from '../cart/tables.ts';
import type { CommandContext } from '../platform/context.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { acceptLatePayment } from './late-payment.ts';
import { confirmPaidOrder } from './order-mail.ts';
import { applyPaymentOutcome, type FinalPaymentStatus, type PaymentOutcome } from './order-status.ts';
import { type PaymentRow, orders, paymentMethods, payments } from './tables.ts';
import { sendIssuedGiftCardMails } from '../giftcard/card-mail.ts';

export interface NewPayment {
  orderId: number;
  orderNumber: string;
  /** Cents. */
  amount: number;
  currency: string;
  method: string;
  issuer: string | null;
}

export interface PaymentRedirect {
  reference: string;
  /** Where to send the shopper, relative to the shop's origin. */
  redirectUrl: string;
  /** The payment's fields as the provider names them (placeOrder's payment_provider.data). */
  data: { key: string; value: string }[];
}

export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment for a placed order, inside the order's transaction. */
  start(tx: DbOrTx, payment: NewPayment): Promise<PaymentRedirect>;
  /** The redirect of a payment opened before (placing an order twice returns the same). */
  redirectFor(payment: PaymentRow, orderNumber: string): PaymentRedirect;
}

/** Provider result codes the failed page knows (spec 001 §8; OC3): 890 cancelled by the shopper, 63 refused. */
export const RESULT_CODES = { cancelled: 890, refused: 63 } as const;

export type SandboxAction = 'approve' | 'cancel' | 'refuse';

const OUTCOMES: Record<SandboxAction, { status: FinalPaymentStatus; resultCode: number | null }> = {
  approve: { status: 'paid', resultCode: null },
  cancel: { status: 'cancelled', resultCode: RESULT_CODES.cancelled },
  refuse: { status: 'refused', resultCode: RESULT_CODES.refused },
};

const REFERENCE = /^[0-9a-f]{32}$/;

/** Whether a text has the shape of a sandbox payment reference (32 hex characters, 128 bits). */
export function isPaymentReference(value: string): boolean {
  return REFERENCE.test(value);
}

function redirectOf(
  payment: Pick<PaymentRow, 'reference' | 'amount' | 'method' | 'issuer'>,
  currency: string,
  orderNumber: string,
): PaymentRedirect {
  const redirectUrl = `/payment/${payment.reference}`;
  const data = [
    { key: 'reference', value: payment.reference },
    { key: 'amount', value: (payment.amount / 100).toFixed(2) },
    { key: 'currency', value: currency },
    { key: 'method', value: payment.method },
    ...(payment.issuer ? [{ key: 'issuer', value: payment.issuer }] : []),
    { key: 'order_number', value: orderNumber },
  ];
  return { reference: payment.reference, redirectUrl, data };
}

/** The sandbox provider: payments live in the payments table, the hosted page is served by the shop server. */
export const sandboxPaymentProvider: PaymentProvider = {
  name: 'sandbox',
  async start(tx, payment) {
    const reference = randomBytes(16).toString('hex');
    await tx.insert(payments).values({
      orderId: payment.orderId,
      provider: 'sandbox',
      method: payment.method,
      issuer: payment.issuer,
      amount: payment.amount,
      status: 'open',
      reference,
    });
    return redirectOf(
      { reference, amount: payment.amount, method: payment.method, issuer: payment.issuer },
      payment.currency,
      payment.orderNumber,
    );
  },
  redirectFor(payment, orderNumber) {
    return redirectOf(payment, 'EUR', orderNumber);
  },
};

/** The provider orders are paid with. */
export const paymentProvider: PaymentProvider = sandboxPaymentProvider;

/** What the hosted page shows about a payment. */
export interface HostedPayment {
  reference: string;
  status: PaymentRow['status'];
  resultCode: number | null;
  amount: number;
  currency: string;
  orderNumber: string;
  method: string;
  methodTitle: string;
  issuerName: string | null;
  /** Where the provider sends the shopper back to: the checkout's return page on the order's store (decision 046). */
  returnUrl: string;
  /** The language of the store the order was placed in: the hosted page speaks to the shopper in it. */
  language: Locale;
}

/** The storefront's page that asks the API for a payment's result (CO16). */
export function paymentReturnPath(reference: string): string {
  return `/checkout/return/?reference=${encodeURIComponent(reference)}`;
}

/**
 * The language of a store's pages, for a hosted page about no known payment (the request's store);
 * null for an unknown or over-long store code.
 */
export async function storePageLanguage(ctx: CommandContext, storeCode: string): Promise<Locale | null> {
  if (!/^[a-z_]{1,32}$/.test(storeCode)) return null;
  const store = await findStoreByCode(ctx.db, storeCode);
  return store && isLocale(store.language) ? store.language : null;
}

/** A sandbox payment for the hosted page; null for an unknown reference. */
export async function describeSandboxPayment(ctx: CommandContext, reference: string): Promise<HostedPayment | null> {
  if (!isPaymentReference(reference)) return null;
  const { db } = ctx;
  const [found] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference))
    .limit(1);
  if (!found || found.payment.provider !== 'sandbox') return null;
  const { payment, order } = found;
  const [methods, store] = await Promise.all([
    db.select().from(paymentMethods).where(eq(paymentMethods.storeCode, order.storeCode)),
    findStoreByCode(db, order.storeCode),
  ]);
  const method = methods.find((m) => m.code === payment.method);
  const language: Locale = store && isLocale(store.language) ? store.language : defaultLocale;
  return {
    reference,
    status: payment.status,
    resultCode: payment.resultCode,
    amount: payment.amount,
    currency: order.currency,
    orderNumber: order.number,
    method: payment.method,
    methodTitle: (method && localize(method.title, language)) ?? order.paymentMethod.title,
    issuerName: payment.issuer ? (method?.issuers.find((i) => i.code === payment.issuer)?.name ?? payment.issuer) : null,
    returnUrl: storePageUrl(await orderHome(db, order), paymentReturnPath(reference)),
    language,
  };
}

/**
 * What deciding a payment needs (decision 041): the database (the decision opens its own
 * transaction), the clock, and who hears of an order it made paid: the order confirmation and the
 * bought cards' mails go out through `mail` (none without one). A resolver's context satisfies it;
 * the hosted payment page builds its own.
 */
export type PaymentCommandContext = CommandContext & { db: Db; mail?: Mailer; log?: Logger };

/**
 * Records the shopper's decision on the hosted page and applies it to the order, in one
 * transaction. Only an open payment changes: repeating a decision (or a late one) changes nothing,
 * except paying a payment the shop let expire, which is taken up again or refunded (acceptLatePayment).
 * When this decision made the order paid, the order confirmation is sent after the commit (once:
 * only one transaction can move the order from pending to paid).
 * Returns the payment as it stands afterwards, or null for an unknown reference.
 */
export async function decideSandboxPayment(
  ctx: PaymentCommandContext,
  reference: string,
  action: SandboxAction,
): Promise<PaymentRow | null> {
  if (!isPaymentReference(reference)) return null;
  const decided = await recordSandboxDecision(ctx.db, reference, action, ctx.now());
  if (decided?.paidOrderId != null && ctx.mail) {
    await confirmPaidOrder(ctx.db, ctx.mail, decided.paidOrderId, ctx.log);
    await sendIssuedGiftCardMails(ctx.db, ctx.mail, decided.issuedGiftCards, ctx.log);
  }
  return decided?.payment ?? null;
}

async function recordSandboxDecision(
  db: Db,
  reference: string,
  action: SandboxAction,
  now: Date,
): Promise<({ payment: PaymentRow } & PaymentOutcome) | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ paymentId: payments.id, cartId: orders.cartId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.reference, reference))
      .limit(1);
    if (!found) return null;
    // Lock order as everywhere else: the cart first, then the payment (restoreCart does the same).
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, found.cartId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.paymentId)).for('update');
    if (!payment) return null;
    // Money that arrives after the shop let the payment expire is taken up or refunded, never ignored.
    if (payment.status === 'expired' && action === 'approve') return acceptLatePayment(tx, payment, now);
    if (payment.status !== 'open') return { payment, paidOrderId: null, issuedGiftCards: [] };
    const outcome = OUTCOMES[action];
    const [updated] = await tx
      .update(payments)
      .set({ status: outcome.status, resultCode: outcome.resultCode, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return { payment: updated as PaymentRow, ...(await applyPaymentOutcome(tx, updated as PaymentRow, now)) };
  });
}
