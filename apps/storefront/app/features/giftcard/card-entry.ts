/**
 * A gift card as the shopper types it (V7): a 19-digit number (the spaces printed on the card may
 * stay; they are removed) and a 6-digit PIN. `checkCardEntry` reads both with the shared rule of
 * @shop/rules (`checkGiftcardNumber`, `checkGiftcardPin`, which the API applies too), in the
 * browser and on the server alike, so the messages are the same with or without scripts.
 */
import { checkGiftcardNumber, checkGiftcardPin, giftcard } from '@shop/rules';

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

/** Longest text taken from a field (the shared rule refuses anything longer). */
export const CARD_INPUT_MAX = giftcard.entryMaxLength;

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

/** The check of a typed number and PIN, with the form's message keys. */
export function checkCardEntry(input: { number: unknown; pin: unknown }): CardEntry {
  const number = checkGiftcardNumber(input.number);
  const pin = checkGiftcardPin(input.pin);
  if (number.ok && pin.ok) return { ok: true, number: number.digits, pin: pin.digits };
  const errors: CardEntryErrors = {};
  if (!number.ok) errors.number = number.problem === 'required' ? 'numberRequired' : 'invalidNumber';
  if (!pin.ok) errors.pin = pin.problem === 'required' ? 'pinRequired' : 'pinInvalid';
  return { ok: false, errors };
}

/** A number, typed or as the API masks it, as the shop shows it: its last 4 digits ("•••• 7890"). */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits === '' ? '' : `•••• ${digits.slice(-4)}`;
}
