/**
 * Gift card commands of the staff console (A21, decisions 031 and 041): finding a card by (part of)
 * its number, issuing a card (its PIN is shown once and kept only as a hash), blocking and
 * unblocking, and the card's transactions. They take typed values; the console reads its forms.
 */
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { giftcard } from '@shop/rules';
import type { CommandContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { orders } from '../checkout/tables.ts';
import { staffUsers } from '../staff/tables.ts';
import { hashGiftCardPin, newGiftCardNumber, newGiftCardPin } from './numbers.ts';
import { giftCardTransactions, giftCards } from './tables.ts';

/** What staff may issue: the amounts the shop sells cards for (D11; `giftcard` in @shop/rules, in euros). */
export const ISSUE_MIN_CENTS = giftcard.minValue * 100;
export const ISSUE_MAX_CENTS = giftcard.maxValue * 100;
/** A card may be valid for at most this many years from today. */
const MAX_VALID_YEARS = 5;
/** How many cards a search by part of a number lists. */
const SEARCH_LIMIT = 20;

/** The latest last valid day a card issued now may have. */
export function latestGiftCardExpiry(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_VALID_YEARS);
  return limit;
}

/** Whether a card's last valid moment is after tomorrow's start and at most five years on. */
export function isIssuableExpiry(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() > now.getTime() + 24 * 3_600_000 && expiresAt <= latestGiftCardExpiry(now);
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
  ctx: CommandContext,
  input: { amount: number; expiresAt: Date },
  staffId: number,
): Promise<IssuedGiftCard> {
  const now = ctx.now();
  if (!Number.isSafeInteger(input.amount) || input.amount < ISSUE_MIN_CENTS || input.amount > ISSUE_MAX_CENTS)
    throw new RangeError(`a gift card is issued for ${giftcard.minValue} to ${giftcard.maxValue} euro`);
  if (!isIssuableExpiry(input.expiresAt, now)) throw new RangeError('a gift card is valid after tomorrow and at most five years');
  return ctx.db.transaction(async (tx) => {
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

/** The digits of a card number as staff type it (spaces and dashes as printed are left out). */
export const GIFT_CARD_SEARCH = new RegExp(`^\\d{4,${giftcard.cardDigits}}$`);

/**
 * Cards by number: the whole 19 digits, or at least its last 4 (`GIFT_CARD_SEARCH`; anything else
 * finds nothing).
 */
export async function findGiftCards(ctx: CommandContext, digits: string): Promise<GiftCardRow[]> {
  if (!GIFT_CARD_SEARCH.test(digits)) return [];
  const where = digits.length === giftcard.cardDigits ? eq(giftCards.number, digits) : like(giftCards.number, `%${digits}`);
  return ctx.db.select(cardColumns).from(giftCards).where(where).orderBy(asc(giftCards.number)).limit(SEARCH_LIMIT);
}

/** The newest cards (bought, issued by staff or seeded), for the console's first view. */
export async function recentGiftCards(ctx: CommandContext, limit = 20): Promise<GiftCardRow[]> {
  return ctx.db.select(cardColumns).from(giftCards).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(limit);
}

export async function findGiftCard(ctx: CommandContext, id: number): Promise<GiftCardRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [card] = await ctx.db.select(cardColumns).from(giftCards).where(eq(giftCards.id, id)).limit(1);
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
export async function giftCardTransactionsOf(ctx: CommandContext, cardId: number): Promise<GiftCardTransactionView[]> {
  return ctx.db
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
export async function setGiftCardBlocked(ctx: CommandContext, id: number, blocked: boolean, staffId: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const changed = await ctx.db
    .update(giftCards)
    .set({ status: blocked ? 'blocked' : 'active', changedBy: staffId })
    .where(blocked ? eq(giftCards.id, id) : and(eq(giftCards.id, id), eq(giftCards.status, 'blocked')))
    .returning({ id: giftCards.id });
  return changed.length > 0;
}
