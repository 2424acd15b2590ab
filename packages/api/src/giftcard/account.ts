/**
 * Checking a gift card by number and PIN (CO17, V7): the shared form rules first, then one counted
 * attempt per well-formed number and PIN (ten within ten minutes lock the number for ten minutes),
 * then the card. An unknown number and a wrong PIN get the same answer; a card's status is told
 * only to whoever knows its PIN.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { checkGiftcardNumber, checkGiftcardPin, zonedDate } from '@shop/rules';
import { countThrottledAttempt, LOGIN_THROTTLE } from '../customer/throttle.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { enforceRateLimit } from '../ratelimit/limiter.ts';
import { toMoney } from '../cart/totals.ts';
import { giftCardError } from './messages.ts';
import { hashGiftCardPin, maskGiftCardNumber } from './numbers.ts';
import { giftCards } from './tables.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** The throttle key of a card number (customer/throttle.ts). */
export const throttleKey = (number: string) => `giftcard:${number}`;

/** A card number as typed (spaces as printed on the card allowed) → its 19 digits; refuses anything else (the shared rule). */
export function readGiftCardNumber(code: string | null | undefined): string {
  const number = checkGiftcardNumber(code);
  if (!number.ok) throw giftCardError('GIFT_CARD_INVALID_NUMBER');
  return number.digits;
}

/** A PIN as typed → its 6 digits; missing and malformed PINs are refused with their own message (the shared rule). */
export function readGiftCardPin(pin: string | null | undefined): string {
  const digits = checkGiftcardPin(pin);
  if (!digits.ok) throw giftCardError(digits.problem === 'required' ? 'GIFT_CARD_PIN_REQUIRED' : 'GIFT_CARD_INVALID_PIN');
  return digits.digits;
}

function pinMatches(card: GiftCardRow, pin: string): boolean {
  const given = Buffer.from(hashGiftCardPin(pin), 'hex');
  const stored = Buffer.from(card.pinHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Whether a card can pay now: active and not past its expiry. */
export function isUsable(card: Pick<GiftCardRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return card.status === 'active' && (card.expiresAt == null || card.expiresAt.getTime() > now.getTime());
}

/**
 * The card with this number and PIN, checked as decision 029 describes. The attempt is counted on
 * `db` outside any transaction, so a refusal that rolls the caller's work back still counts.
 */
export async function verifyGiftCard(
  ctx: RequestContext,
  code: string | null | undefined,
  pin: string | null | undefined,
): Promise<GiftCardRow> {
  await enforceRateLimit(ctx, 'giftCard');
  const number = readGiftCardNumber(code);
  const digits = readGiftCardPin(pin);
  const now = ctx.now();
  if (!(await countThrottledAttempt(ctx.db, throttleKey(number), now)))
    throw giftCardError('GIFT_CARD_LOCKED', { minutes: LOGIN_THROTTLE.lockMinutes });
  const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1);
  if (!card || !pinMatches(card, digits)) throw giftCardError('GIFT_CARD_NOT_FOUND');
  if (!isUsable(card, now)) throw giftCardError('GIFT_CARD_INACTIVE');
  return card;
}

/** The calendar day a card expires on, in the store's time zone (YYYY-MM-DD); null without expiry. */
export function expirationDate(expiresAt: Date | null, timeZone: string): string | null {
  return expiresAt ? zonedDate(expiresAt, timeZone) : null;
}

/** giftCardAccount: the masked number, balance and expiry of a card, given its number and PIN. */
export async function giftCardAccount(ctx: RequestContext, code: string, pin: string | null | undefined) {
  const card = await verifyGiftCard(ctx, code, pin);
  return {
    code: maskGiftCardNumber(card.number),
    balance: toMoney(card.balance, card.currency),
    expiration_date: expirationDate(card.expiresAt, ctx.store.timezone),
  };
}

/** Reads cards by id (one statement), for callers that hold only ids. */
export async function cardsById(db: DbOrTx, ids: readonly number[]): Promise<Map<number, GiftCardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(giftCards)
    .where(inArray(giftCards.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
