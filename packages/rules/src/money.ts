/**
 * Price display (000 §5; 001 §9; K3, K4, CA15). Amounts in the UI are euros; storage uses cents.
 */

import { eurosToCents } from './cents.ts';
import { groupDigits, separatorsOf } from './digits.ts';
import type { Locale } from './locales.ts';

export interface FormatPriceOptions {
  /** Show the euro sign; the checkout hides it unless the language is German or global English. */
  currencyLabel?: boolean;
}

/**
 * Number formats per locale. Intl places the euro sign after the amount in German ("49,95 €"),
 * while K4 wants it before the amount everywhere, so the sign is placed by us and the digits are
 * written as Intl writes them for the locale's tag (digits.ts, without Intl while a page starts). Spacing follows Intl's own euro formats for the language that puts the sign
 * first: Dutch separates it with a space ("€ 49,95", as nl-NL does) and German follows Dutch
 * because it shares the comma decimal; English writes it attached ("€49.95", as en-GB and en-IE
 * do). A negative amount puts the minus before the sign: "- € 10,-" and "-€10.-".
 */
const localeFormats: Record<Locale, { tag: string; signSeparator: string; minusSeparator: string }> = {
  nl: { tag: 'nl-NL', signSeparator: ' ', minusSeparator: ' ' },
  de: { tag: 'de-DE', signSeparator: ' ', minusSeparator: ' ' },
  en: { tag: 'en-GB', signSeparator: '', minusSeparator: '' },
};

/** The euro sign as Intl writes it in the euro's own formats (digits.test.ts checks it). */
const EURO_SIGN = '€';

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeFormats[locale].tag, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * Written prices by locale, sign and cents: a listing writes 36 tiles' prices per render and a
 * catalogue has few distinct prices, while `formatToParts` costs more than the rest of a tile's
 * view model. Emptied when full, so it stays within `WRITTEN_PRICES_MAX` entries.
 */
const writtenPrices = new Map<string, string>();
export const WRITTEN_PRICES_MAX = 2_000;

/** How many written prices `formatPrice` keeps now (never more than `WRITTEN_PRICES_MAX`). */
export function writtenPricesKept(): number {
  return writtenPrices.size;
}

/** Formats a euro amount: 2 decimals, `.00` shown as `.-`, euro sign first (K3, K4). */
export function formatPrice(amount: number, locale: Locale, options: FormatPriceOptions = {}): string {
  const cents = eurosToCents(amount);
  const showSign = options.currencyLabel ?? true;
  const key = `${locale}${showSign ? '+' : '-'}${cents}`;
  const kept = writtenPrices.get(key);
  if (kept !== undefined) return kept;
  const written = writePrice(cents, locale, showSign);
  if (writtenPrices.size >= WRITTEN_PRICES_MAX) writtenPrices.clear();
  writtenPrices.set(key, written);
  return written;
}

/** The amount's digits with two decimals, `.00` written `.-`: "1.234,50", "49,-". */
function writeDigits(absoluteCents: number, locale: Locale): string {
  const separators = separatorsOf(localeFormats[locale].tag);
  if (!separators || !Number.isSafeInteger(absoluteCents)) {
    const parts = numberFormat(locale).formatToParts(absoluteCents / 100);
    return parts.map((part) => (part.type === 'fraction' && /^0+$/.test(part.value) ? '-' : part.value)).join('');
  }
  const fraction = absoluteCents % 100;
  const whole = groupDigits((absoluteCents - fraction) / 100, separators.group);
  return `${whole}${separators.decimal}${fraction === 0 ? '-' : String(fraction).padStart(2, '0')}`;
}

function writePrice(cents: number, locale: Locale, showSign: boolean): string {
  const negative = cents < 0;
  const digits = writeDigits(Math.abs(cents), locale);

  const { signSeparator, minusSeparator } = localeFormats[locale];
  const body = showSign ? `${EURO_SIGN}${signSeparator}${digits}` : digits;
  return negative ? `-${showSign ? minusSeparator : ''}${body}` : body;
}

/** Converts integer cents to euros. */
export function centsToEuros(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Not a finite amount: ${cents}`);
  return Math.round(cents) / 100;
}

/**
 * Adds euro amounts as the API gives them (Money.value), exactly: a bundle's price with the size
 * surcharges the API computed (decision 040). Only for showing a sum the API does not give whole;
 * prices and discounts themselves are computed by the API.
 */
export function sumPrices(amounts: readonly number[]): number {
  return centsToEuros(amounts.reduce((total, amount) => total + eurosToCents(amount), 0));
}

const TEN_CENTS = 10;

/** A line priced under 0.1 euro is shown as free (CA15). */
export function isFree(amount: number): boolean {
  return eurosToCents(amount) < TEN_CENTS;
}

/** A discount row shows only when its value is at least 0.1 euro either way (CA15). */
export function showDiscountRow(amount: number): boolean {
  return Math.abs(eurosToCents(amount)) >= TEN_CENTS;
}
