/**
 * A gift card as the shopper types it (V7): a 19-digit number (the spaces printed on the card may
 * stay; they are removed) and a 6-digit PIN. The browser checks with `checkCardEntry`, which holds
 * no schema library so the pages stay light; the server parses with the shared rule
 * (`giftcardBalanceSchema` of @shop/rules, card-entry.server.ts) and gives the same answer
 * (card-entry.test.ts holds the two together), so the messages are the same with or without scripts.
 */
import { giftcard } from '@shop/rules';

/** What can be wrong with a gift card, as message keys under `giftcard.error.*` (CO17 and the shop's additions). */
export type GiftCardErrorKey =
  | 'callError'
  | 'numberRequired'
  | 'invalidNumber'
  | 'noData'
  | 'inactive'
  | 'pinRequired'
  | 'pinInvalid'
  | 'noBalance'
  | 'locked'
  | 'alreadyApplied'
  | 'notNeeded'
  | 'limit'
  | 'nothingToPay'
  | 'forGiftCards'
  | 'notApplied'
  | 'balanceChanged'
  | 'notCovered'
  /** The API's rate limit for this shopper (decision 034). */
  | 'tooManyRequests';

export type NumberErrorKey = Extract<GiftCardErrorKey, 'numberRequired' | 'invalidNumber'>;
export type PinErrorKey = Extract<GiftCardErrorKey, 'pinRequired' | 'pinInvalid'>;

/** The form's field names, the same on the balance page and in the payment step. */
export const CARD_FIELDS = { number: 'giftCardNumber', pin: 'giftCardPin' } as const;

/** Longest text taken from a field: far above any card number typed with spaces, far below anything harmful. */
export const CARD_INPUT_MAX = 64;

export interface CardEntryErrors {
  number?: NumberErrorKey;
  pin?: PinErrorKey;
}

/**
 * What a refused gift card form shows: a message per field, or one for the card as a whole with
 * the values its text names (the API's parameters, e.g. `{minutes}` of a locked number, `{max}` cards).
 */
export interface GiftCardFormErrors extends CardEntryErrors {
  card?: GiftCardErrorKey;
  values?: Record<string, string>;
}

export type CardEntry = { ok: true; number: string; pin: string } | { ok: false; errors: CardEntryErrors };

const NUMBER = new RegExp(`^\\d{${giftcard.cardDigits}}$`);
const PIN = new RegExp(`^\\d{${giftcard.pinDigits}}$`);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The browser's check of a typed number and PIN. */
export function checkCardEntry(input: { number: unknown; pin: unknown }): CardEntry {
  const rawNumber = text(input.number);
  const pin = text(input.pin);
  const number = rawNumber.replace(/\s/g, '');
  const errors: CardEntryErrors = {};
  if (rawNumber === '') errors.number = 'numberRequired';
  else if (rawNumber.length > CARD_INPUT_MAX || !NUMBER.test(number)) errors.number = 'invalidNumber';
  if (pin === '') errors.pin = 'pinRequired';
  else if (!PIN.test(pin)) errors.pin = 'pinInvalid';
  return errors.number || errors.pin ? { ok: false, errors } : { ok: true, number, pin };
}

/** A number, typed or as the API masks it, as the shop shows it: its last 4 digits ("•••• 7890"). */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits === '' ? '' : `•••• ${digits.slice(-4)}`;
}
