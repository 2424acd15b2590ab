/**
 * Reading the console's form fields: amounts typed in euros (comma or point), whole numbers, dates
 * from `<input type="date">` in the shops' time zone. Every reader answers a value or null
 * (unreadable); the forms' schemas (forms.ts) turn null into the field's message. Dates meet
 * instants through the shop's time-zone helpers in @shop/rules (decision 045).
 */
import { addDays, isoDate, startOfZonedDay, zonedDate, type IsoDate } from '@shop/rules';

/** The shops are in the Netherlands, Belgium and Germany: one time zone. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** Longest text the console reads from any one field; longer input is refused, never cut. */
export const MAX_FIELD_LENGTH = 200;

const MONEY = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "12", "12,5", "12.50" → cents; anything else (signs, thousands separators, letters) → null. */
export function parseEuros(text: string): number | null {
  const match = MONEY.exec(text.trim().replace(/^€\s*/, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them again: "12,50". */
export function centsToField(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number from `min` to `max`, or null. */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** Whether the text holds control characters (other than none at all): refused in single-line fields. */
export function hasControlCharacters(text: string): boolean {
  return /[\u0000-\u001f\u007f]/.test(text);
}

/** "2026-12-01" as a calendar date of the years the console accepts; anything else → null. */
function shopDate(text: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return null;
  const date = isoDate(year, month, day);
  // 2026-02-30 would roll over into March: not a date.
  return date === match[0] ? date : null;
}

/** "2026-12-01" → midnight at the start of that day in the shops' time zone; a non-date → null. */
export function parseShopDate(text: string): Date | null {
  const date = shopDate(text);
  return date ? startOfZonedDay(date, SHOP_TIME_ZONE) : null;
}

/** The last second of that day in the shops' time zone (the day a coupon or card is last valid). */
export function endOfShopDay(text: string): Date | null {
  const date = shopDate(text);
  return date ? new Date(startOfZonedDay(addDays(date, 1), SHOP_TIME_ZONE).getTime() - 1000) : null;
}

/** A moment as the date field shows it ("2026-12-01"), in the shops' time zone. */
export function shopDateField(at: Date): string {
  return zonedDate(at, SHOP_TIME_ZONE);
}
