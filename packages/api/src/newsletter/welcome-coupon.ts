/** The 10-euro single-use coupon a confirmed newsletter sign-up receives once per address (NL8, NL9). */
import { randomInt } from 'node:crypto';
import { coupons } from '../coupon/tables.ts';
import type { Tx } from '../platform/db.ts';

/** 10 euro off the order, in cents. */
export const WELCOME_COUPON_AMOUNT = 1000;
export const WELCOME_COUPON_PREFIX = 'WELKOM-';
/** The coupon can be used for a year after the sign-up is confirmed. */
const VALID_DAYS = 365;
/** No 0/O, 1/I/L: the code is typed over from an e-mail. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 10;

function newCouponCode(): string {
  let code = WELCOME_COUPON_PREFIX;
  for (let i = 0; i < RANDOM_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Inserts a fresh welcome coupon for one store and returns its code and last valid moment. */
export async function createWelcomeCoupon(tx: Tx, storeCode: string, now: Date): Promise<{ code: string; validUntil: Date }> {
  const validUntil = new Date(now.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  // About 50 bits of randomness: a clash is all but impossible, but a retry costs nothing.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCouponCode();
    const inserted = await tx
      .insert(coupons)
      .values({
        code,
        description: 'Newsletter welcome: 10 euro off, not valid on sale and promotion items',
        type: 'fixed',
        amount: WELCOME_COUPON_AMOUNT,
        excludesSale: true,
        usageLimit: 1,
        storeCodes: [storeCode],
        active: true,
        fromDate: now,
        toDate: validUntil,
      })
      .onConflictDoNothing()
      .returning({ code: coupons.code });
    if (inserted.length > 0) return { code, validUntil };
  }
  throw new Error('could not create a unique welcome coupon code');
}
