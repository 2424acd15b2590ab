/**
 * Gift cards and orders: the cards applied to a cart pay their part when the order is placed (never
 * taking a balance below 0), an unpaid cancelled order gives it back, and the gift cards an order
 * bought are issued when it is paid. Every balance change is a row in gift_card_transactions, and
 * the ledger is what makes a refund or an issue happen once.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { giftcardOfPairs } from '../cart/giftcard-items.ts';
import type { CartModel } from '../cart/model.ts';
import { type OrderRow, orderItems, orders } from '../checkout/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { balanceChangedError } from './messages.ts';
import { hashGiftCardPin, newGiftCardNumber, newGiftCardPin } from './numbers.ts';
import { giftCards, giftCardTransactions } from './tables.ts';

/** How long a card bought in the shop can be spent (decision 029). */
export const GIFT_CARD_VALIDITY_YEARS = 2;

/** Locks the cards' rows in id order, so concurrent orders always wait for each other the same way. */
async function lockCards(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]))
    .orderBy(asc(giftCards.id))
    .for('update');
}

/** Takes the applied cards' part from their balances for the order; returns the cents paid, or refuses the order. */
export async function redeemGiftCardsForOrder(ctx: RequestContext, tx: Tx, model: CartModel, order: OrderRow): Promise<number> {
  const paying = model.giftCards.cards.filter((card) => card.applied > 0);
  if (paying.length === 0) return 0;
  const now = ctx.now();
  const byId = [...paying].sort((a, b) => a.giftCardId - b.giftCardId);
  await lockCards(
    tx,
    byId.map((card) => card.giftCardId),
  );
  for (const card of byId) {
    const taken = await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${card.applied}` })
      .where(
        and(
          eq(giftCards.id, card.giftCardId),
          eq(giftCards.status, 'active'),
          sql`${giftCards.balance} >= ${card.applied}`,
          or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, now)),
        ),
      )
      .returning({ id: giftCards.id });
    if (taken.length === 0) throw balanceChangedError(card.number);
  }
  await tx
    .insert(giftCardTransactions)
    .values(
      paying.map((card) => ({ giftCardId: card.giftCardId, kind: 'redeem', amount: -card.applied, orderId: order.id, createdAt: now })),
    );
  const amount = paying.reduce((sum, card) => sum + card.applied, 0);
  await tx.update(orders).set({ giftCardAmount: amount }).where(eq(orders.id, order.id));
  return amount;
}

/**
 * Gives back what an unpaid, cancelled order took from gift cards: per card, whatever its redeem
 * rows for this order are not yet matched by refund rows. Calling it again gives back nothing more.
 */
export async function refundGiftCardsOfOrder(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  const touched = await tx
    .selectDistinct({ id: giftCardTransactions.giftCardId })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), inArray(giftCardTransactions.kind, ['redeem', 'refund'])));
  if (touched.length === 0) return;
  await lockCards(
    tx,
    touched.map((row) => row.id),
  );
  // Read after the lock: a refund that committed meanwhile is counted.
  const owed = await tx
    .select({ id: giftCardTransactions.giftCardId, net: sql<string>`sum(${giftCardTransactions.amount})` })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), inArray(giftCardTransactions.kind, ['redeem', 'refund'])))
    .groupBy(giftCardTransactions.giftCardId)
    .orderBy(asc(giftCardTransactions.giftCardId));
  for (const row of owed) {
    const back = -Number(row.net);
    if (back <= 0) continue;
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${back}` })
      .where(eq(giftCards.id, row.id));
    await tx.insert(giftCardTransactions).values({ giftCardId: row.id, kind: 'refund', amount: back, orderId, createdAt: now });
  }
}

/** A card issued for a paid order; the PIN is only here, in memory, until its mail is sent. */
export interface IssuedGiftCard {
  id: number;
  orderId: number;
  number: string;
  pin: string;
  kind: 'physical' | 'virtual';
  amount: number;
  expiresAt: Date;
  senderName: string | null;
  senderEmail: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
}

/** The expiry of a card issued at `now`. */
export function expiryFrom(now: Date): Date {
  const expires = new Date(now.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + GIFT_CARD_VALIDITY_YEARS);
  return expires;
}

/** Inserts a card under a new number, drawing another number on the (rare) clash. */
async function insertNewCard(tx: DbOrTx, values: Omit<typeof giftCards.$inferInsert, 'number'>): Promise<{ id: number; number: string }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = newGiftCardNumber();
    const [row] = await tx
      .insert(giftCards)
      .values({ ...values, number })
      .onConflictDoNothing({ target: giftCards.number })
      .returning({ id: giftCards.id });
    if (row) return { id: row.id, number };
  }
  throw new Error('could not find a free gift card number');
}

/**
 * Issues the gift cards a paid order bought, one card per unit of each gift card line, once: a
 * line that already has its cards gets no more. Returns the new cards with their PINs in clear, for
 * the mails sent after the commit (only the hash is stored).
 */
export async function issueGiftCardsForOrder(tx: DbOrTx, orderId: number, now: Date): Promise<IssuedGiftCard[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const lines = items.flatMap((item) => {
    const card = giftcardOfPairs(item.selectedOptions);
    return card ? [{ item, card }] : [];
  });
  if (lines.length === 0) return [];
  const existing = await tx
    .select({ itemId: giftCards.orderItemId, n: sql<string>`count(*)` })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .groupBy(giftCards.orderItemId);
  const done = new Map(existing.map((row) => [row.itemId, Number(row.n)]));
  const issued: IssuedGiftCard[] = [];
  const expiresAt = expiryFrom(now);
  for (const { item, card } of lines) {
    const kind = card.giftcard_type === 'physical' ? 'physical' : 'virtual';
    for (let unit = done.get(item.id) ?? 0; unit < item.quantity; unit++) {
      const pin = newGiftCardPin();
      const { id, number } = await insertNewCard(tx, {
        pinHash: hashGiftCardPin(pin),
        balance: card.giftcard_amount,
        initialBalance: card.giftcard_amount,
        currency: 'EUR',
        status: 'active',
        kind,
        orderId,
        orderItemId: item.id,
        recipientName: card.recipient_name ?? null,
        recipientEmail: card.recipient_email ?? null,
        expiresAt,
        createdAt: now,
      });
      await tx
        .insert(giftCardTransactions)
        .values({ giftCardId: id, kind: 'issue', amount: card.giftcard_amount, orderId, createdAt: now });
      issued.push({
        id,
        orderId,
        number,
        pin,
        kind,
        amount: card.giftcard_amount,
        expiresAt,
        senderName: card.sender_name ?? null,
        senderEmail: card.sender_email ?? null,
        recipientName: card.recipient_name ?? null,
        recipientEmail: card.recipient_email ?? null,
        message: card.message ?? null,
      });
    }
  }
  return issued;
}
