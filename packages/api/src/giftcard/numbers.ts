/**
 * Gift card numbers and PINs (V7): a number is 19 digits, a PIN 6. New numbers start with the
 * shop's card prefix; both come from the system's secure random source. A PIN is kept only as its
 * SHA-256, and the ten-tries lock (login_throttle, key `giftcard:{number}`) is what keeps it secret.
 */
import { createHash, randomInt } from 'node:crypto';
import { giftcard } from '@shop/rules';

/** The first digits of every card the shop issues. */
export const GIFT_CARD_PREFIX = '606436';

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i++) digits += String(randomInt(10));
  return digits;
}

/** A new card number (unique only with the database's unique index: retry on a clash). */
export function newGiftCardNumber(): string {
  return GIFT_CARD_PREFIX + randomDigits(giftcard.cardDigits - GIFT_CARD_PREFIX.length);
}

export function newGiftCardPin(): string {
  return randomDigits(giftcard.pinDigits);
}

/** The SHA-256 (hex) of a PIN, as `gift_cards.pin_hash` stores it. */
export function hashGiftCardPin(pin: string): string {
  return createHash('sha256').update(pin).digest('hex');
}

/** The number as shown once applied: all but the last 4 digits masked. */
export function maskGiftCardNumber(number: string): string {
  return `${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
