/** The balance-check page's answers (CO17, V7): a card's balance and expiry date, or what was wrong. */
import { formatLongDate, formatPrice, type Locale } from '@shop/rules';
import type { GiftCardFormErrors } from './card-entry.ts';
import { maskCardNumber } from './card-entry.ts';

export interface BalanceView {
  /** The card as shown: its last 4 digits. */
  code: string;
  balance: string;
  /** The last day the card can be used, in the store language; null when it does not expire. */
  expires: string | null;
}

export type BalanceActionData =
  | { ok: true; card: BalanceView }
  | {
      ok: false;
      /** A message per field, or for the card as a whole. */
      errors: GiftCardFormErrors;
      /** The number as typed, to fill in again (never the PIN). */
      number: string;
    };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An API date ("2027-11-26" or a timestamp) as "26 november 2027"; null for none or nonsense. */
export function expiryDate(value: string | null | undefined, language: Locale, timeZone = 'Europe/Amsterdam'): string | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDate(date, language, dateOnly ? 'UTC' : timeZone);
}

/** Shapes the API's account for the page; the code shown is the one typed, masked. */
export function toBalanceView(
  account: { balance: { value: number }; expiration_date?: string | null | undefined },
  typedNumber: string,
  language: Locale,
): BalanceView {
  return {
    code: maskCardNumber(typedNumber),
    balance: formatPrice(account.balance.value, language),
    expires: expiryDate(account.expiration_date, language),
  };
}
