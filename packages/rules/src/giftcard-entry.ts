/**
 * A gift card as the shopper types it (V7): a 19-digit number (the spaces printed on the card may
 * stay; they are removed) and a 6-digit PIN. One rule for the balance page and the payment step (in
 * the browser and on the server) and for the API; the Zod schemas of `validation.ts` read it too.
 * No schema library here, so a page that checks a card stays light.
 */
import { giftcard } from './constants.ts';

/** A checked field: the digits to send on, or what is wrong with it. */
export type GiftcardEntryCheck = { ok: true; digits: string } | { ok: false; problem: 'required' | 'invalid' };

const NUMBER = new RegExp(`^\\d{${giftcard.cardDigits}}$`);
const PIN = new RegExp(`^\\d{${giftcard.pinDigits}}$`);

/** A field's text; anything else (a file, a missing field) counts as not filled in. */
function typed(value: unknown): string | null {
  if (typeof value !== 'string') return '';
  return value.length > giftcard.entryMaxLength ? null : value.trim();
}

function check(value: unknown, pattern: RegExp, normalise: (text: string) => string): GiftcardEntryCheck {
  const text = typed(value);
  if (text === null) return { ok: false, problem: 'invalid' };
  if (text === '') return { ok: false, problem: 'required' };
  const digits = normalise(text);
  return pattern.test(digits) ? { ok: true, digits } : { ok: false, problem: 'invalid' };
}

/** A card number as typed → its 19 digits, spaces removed. */
export function checkGiftcardNumber(value: unknown): GiftcardEntryCheck {
  return check(value, NUMBER, (text) => text.replace(/\s/g, ''));
}

/** A PIN as typed → its 6 digits. */
export function checkGiftcardPin(value: unknown): GiftcardEntryCheck {
  return check(value, PIN, (text) => text);
}
