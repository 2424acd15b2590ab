/**
 * Gift cards in the staff console (A21, decision 031): finding a card by (part of) its number,
 * issuing a card (its PIN is shown once and kept only as a hash), blocking and unblocking, and the
 * card's transactions. Messages are keys the console translates.
 */
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { orders } from '../checkout/tables.ts';
import { staffUsers } from '../staff/tables.ts';
import { endOfShopDay, MAX_FIELD_LENGTH, parseEuros } from '../staff/form-values.ts';
import { hashGiftCardPin, newGiftCardNumber, newGiftCardPin } from './numbers.ts';
import { giftCardTransactions, giftCards } from './tables.ts';

/** What staff may issue: the amounts the shop sells cards for (D11). */
export const ISSUE_MIN_CENTS = 500;
export const ISSUE_MAX_CENTS = 50_000;
/** A card may be valid for at most this many years from today. */
const MAX_VALID_YEARS = 5;
/** How many cards a search by part of a number lists. */
const SEARCH_LIMIT = 20;

export type GiftCardField = 'amount' | 'expiresOn' | 'number';
export type GiftCardMessage =
  | 'giftcard.amount.required'
  | 'giftcard.amount.invalid'
  | 'giftcard.expiresOn.required'
  | 'giftcard.expiresOn.invalid'
  | 'giftcard.expiresOn.past'
  | 'giftcard.expiresOn.tooFar'
  | 'giftcard.number.invalid';
export type GiftCardErrors = Partial<Record<GiftCardField, GiftCardMessage>>;

export interface GiftCardFormValues {
  amount: string;
  expiresOn: string;
}

export function giftCardFormValues(body: Record<string, unknown>): GiftCardFormValues {
  return {
    amount: typeof body.amount === 'string' ? body.amount : '',
    expiresOn: typeof body.expiresOn === 'string' ? body.expiresOn : '',
  };
}

/** Checks the issue form: an amount of 5 to 500 euro and a last valid day after today, at most 5 years on. */
export function parseGiftCardForm(
  values: GiftCardFormValues,
  now: Date,
): { ok: true; amount: number; expiresAt: Date } | { ok: false; errors: GiftCardErrors } {
  const errors: GiftCardErrors = {};
  let amount = 0;
  if (!values.amount.trim()) errors.amount = 'giftcard.amount.required';
  else {
    const cents = values.amount.length > MAX_FIELD_LENGTH ? null : parseEuros(values.amount);
    if (cents === null || cents < ISSUE_MIN_CENTS || cents > ISSUE_MAX_CENTS) errors.amount = 'giftcard.amount.invalid';
    else amount = cents;
  }
  let expiresAt: Date | null = null;
  if (!values.expiresOn.trim()) errors.expiresOn = 'giftcard.expiresOn.required';
  else {
    expiresAt = values.expiresOn.length > MAX_FIELD_LENGTH ? null : endOfShopDay(values.expiresOn);
    const limit = new Date(now);
    limit.setUTCFullYear(limit.getUTCFullYear() + MAX_VALID_YEARS);
    if (!expiresAt) errors.expiresOn = 'giftcard.expiresOn.invalid';
    else if (expiresAt.getTime() <= now.getTime() + 24 * 3_600_000) errors.expiresOn = 'giftcard.expiresOn.past';
    else if (expiresAt > limit) errors.expiresOn = 'giftcard.expiresOn.tooFar';
  }
  if (Object.keys(errors).length > 0 || !expiresAt) return { ok: false, errors };
  return { ok: true, amount, expiresAt };
}

export interface IssuedGiftCard {
  id: number;
  number: string;
  /** Shown to staff once, right after issuing; only its hash is stored. */
  pin: string;
  balance: number;
  expiresAt: Date;
}

async function insertCard(tx: Tx, now: Date, amount: number, expiresAt: Date, staffId: number): Promise<IssuedGiftCard> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = newGiftCardNumber();
    const pin = newGiftCardPin();
    const [card] = await tx
      .insert(giftCards)
      .values({
        number,
        pinHash: hashGiftCardPin(pin),
        balance: amount,
        initialBalance: amount,
        status: 'active',
        kind: 'manual',
        expiresAt,
        createdAt: now,
        changedBy: staffId,
      })
      .onConflictDoNothing({ target: giftCards.number })
      .returning({ id: giftCards.id });
    if (card) return { id: card.id, number, pin, balance: amount, expiresAt };
  }
  throw new Error('could not find a free gift card number');
}

/** Issues a card with its `issue` transaction in one transaction. */
export async function issueGiftCard(
  db: DbOrTx,
  now: Date,
  input: { amount: number; expiresAt: Date },
  staffId: number,
): Promise<IssuedGiftCard> {
  return db.transaction(async (tx) => {
    const card = await insertCard(tx, now, input.amount, input.expiresAt, staffId);
    await tx.insert(giftCardTransactions).values({ giftCardId: card.id, kind: 'issue', amount: input.amount, staffId, createdAt: now });
    return card;
  });
}

export type GiftCardRow = Omit<typeof giftCards.$inferSelect, 'pinHash'>;

const cardColumns = {
  id: giftCards.id,
  number: giftCards.number,
  balance: giftCards.balance,
  initialBalance: giftCards.initialBalance,
  currency: giftCards.currency,
  status: giftCards.status,
  kind: giftCards.kind,
  orderId: giftCards.orderId,
  orderItemId: giftCards.orderItemId,
  recipientName: giftCards.recipientName,
  recipientEmail: giftCards.recipientEmail,
  expiresAt: giftCards.expiresAt,
  createdAt: giftCards.createdAt,
  changedBy: giftCards.changedBy,
};

/**
 * Cards by number: the whole 19 digits, or at least its last 4 (spaces and dashes ignored, as
 * printed on a card). Anything else answers the field's message.
 */
export async function findGiftCards(
  db: DbOrTx,
  query: string,
): Promise<{ ok: true; cards: GiftCardRow[] } | { ok: false; errors: GiftCardErrors }> {
  const digits = query.length > 60 ? '' : query.replace(/[\s-]/g, '');
  if (!/^\d{4,19}$/.test(digits)) return { ok: false, errors: { number: 'giftcard.number.invalid' } };
  const where = digits.length === 19 ? eq(giftCards.number, digits) : like(giftCards.number, `%${digits}`);
  const cards = await db.select(cardColumns).from(giftCards).where(where).orderBy(asc(giftCards.number)).limit(SEARCH_LIMIT);
  return { ok: true, cards };
}

/** The newest cards (bought, issued by staff or seeded), for the console's first view. */
export async function recentGiftCards(db: DbOrTx, limit = 20): Promise<GiftCardRow[]> {
  return db.select(cardColumns).from(giftCards).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(limit);
}

export async function findGiftCard(db: DbOrTx, id: number): Promise<GiftCardRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [card] = await db.select(cardColumns).from(giftCards).where(eq(giftCards.id, id)).limit(1);
  return card ?? null;
}

export interface GiftCardTransactionView {
  id: number;
  kind: string;
  amount: number;
  orderNumber: string | null;
  staffName: string | null;
  createdAt: Date;
}

/** The card's transactions, newest first. */
export async function giftCardTransactionsOf(db: DbOrTx, cardId: number): Promise<GiftCardTransactionView[]> {
  return db
    .select({
      id: giftCardTransactions.id,
      kind: giftCardTransactions.kind,
      amount: giftCardTransactions.amount,
      orderNumber: orders.number,
      staffName: staffUsers.name,
      createdAt: giftCardTransactions.createdAt,
    })
    .from(giftCardTransactions)
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .leftJoin(staffUsers, eq(staffUsers.id, giftCardTransactions.staffId))
    .where(eq(giftCardTransactions.giftCardId, cardId))
    .orderBy(desc(giftCardTransactions.createdAt), desc(giftCardTransactions.id));
}

/**
 * Blocks a card (it then pays nothing and answers as blocked) or unblocks a blocked one. One
 * conditional statement: false when the card does not exist or is not in the state to change.
 */
export async function setGiftCardBlocked(db: DbOrTx, id: number, blocked: boolean, staffId: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const changed = await db
    .update(giftCards)
    .set({ status: blocked ? 'blocked' : 'active', changedBy: staffId })
    .where(blocked ? eq(giftCards.id, id) : and(eq(giftCards.id, id), eq(giftCards.status, 'blocked')))
    .returning({ id: giftCards.id });
  return changed.length > 0;
}
