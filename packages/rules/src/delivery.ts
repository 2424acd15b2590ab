/**
 * The delivery promise shown in the selling-point bar (000 §1, §4, §9; P12–P17).
 */

import { addDays, daysBetween, isDutchHoliday, isoDate, storeTimeZone, weekdayOf, zonedParts, type IsoDate } from './calendar.ts';
import { delivery } from './constants.ts';
import type { Locale } from './locales.ts';

export interface DeliveryPromise {
  /** Expected delivery day as ISO 'YYYY-MM-DD' in the store's time zone. */
  isoDate: IsoDate;
  /** Day of the week of the delivery, 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Calendar days from today (store time zone) to the delivery day. */
  daysAhead: number;
}

/** No real calendar needs more; the bound only protects against an endless loop. */
const MAX_DAYS_SEARCHED = 60;

/** The zone the delivery promise is computed in (P15): `storeTimeZone`. */
export const deliveryTimeZone = storeTimeZone;

/** The calendar date and hour that a wall clock in the given time zone shows at an instant. */
export function wallClock(now: Date, timeZone: string): { date: IsoDate; hour: number } {
  if (Number.isNaN(now.getTime())) throw new RangeError('The delivery promise needs a valid moment');
  const parts = zonedParts(now, deliveryTimeZone(timeZone));
  return { date: isoDate(parts.year, parts.month, parts.day), hour: parts.hour };
}

function nextDayMatching(from: IsoDate, accept: (date: IsoDate) => boolean): IsoDate {
  let date = from;
  for (let step = 0; step < MAX_DAYS_SEARCHED; step++) {
    if (accept(date)) return date;
    date = addDays(date, 1);
  }
  throw new Error(`No suitable day within ${MAX_DAYS_SEARCHED} days of ${from}`);
}

const isDeliveryDay = (date: IsoDate): boolean =>
  !(delivery.excludedWeekdays as readonly number[]).includes(weekdayOf(date)) && !isDutchHoliday(date);

/**
 * The expected delivery day for an order placed at `now` (P12): before 21:00 the order is
 * processed that day, later the next day, holidays skipped; delivery is the first day after
 * processing that is not a Sunday, Monday or holiday. Processing itself may fall on a weekend.
 * Holidays are computed for the year in question, so the promise holds in any year (P17).
 */
export function deliveryDate(now: Date, timeZone: string = delivery.timeZone, cutoffHour: number = delivery.cutoffHour): DeliveryPromise {
  const today = wallClock(now, timeZone);
  const orderDay = today.hour < cutoffHour ? today.date : addDays(today.date, 1);
  const processingDay = nextDayMatching(orderDay, (date) => !isDutchHoliday(date));
  const deliveryDay = nextDayMatching(addDays(processingDay, 1), isDeliveryDay);
  return {
    isoDate: deliveryDay,
    weekday: weekdayOf(deliveryDay),
    daysAhead: daysBetween(today.date, deliveryDay),
  };
}

/**
 * The day an order for a parcel point arrives there (P10, P11): the same calendar as home
 * delivery, with the 17:00 cut-off instead of 21:00.
 */
export function parcelPointDeliveryDate(now: Date, timeZone: string = delivery.timeZone): DeliveryPromise {
  return deliveryDate(now, timeZone, delivery.parcelPointCutoffHour);
}

const wording: Record<Locale, { tomorrow: string; dayAfterTomorrow: string; onWeekday: (weekday: string) => string }> = {
  nl: { tomorrow: 'Morgen in huis', dayAfterTomorrow: 'Overmorgen in huis', onWeekday: (day) => `${day} in huis` },
  en: {
    tomorrow: 'Delivered tomorrow',
    dayAfterTomorrow: 'Delivered the day after tomorrow',
    onWeekday: (day) => `Delivered on ${day}`,
  },
  de: { tomorrow: 'Morgen bei dir', dayAfterTomorrow: 'Übermorgen bei dir', onWeekday: (day) => `Am ${day} bei dir` },
};

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

function weekdayName(date: IsoDate, locale: Locale): string {
  let format = weekdayFormats.get(locale);
  if (!format) weekdayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })));
  const name = format.format(new Date(`${date}T12:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The delivery wording (P13, M14), checked in this order: 1 day ahead "tomorrow", 2 days ahead
 * "the day after tomorrow", a Tuesday, otherwise the weekday name.
 */
export function deliveryMessage(now: Date, locale: Locale, timeZone: string = delivery.timeZone): string {
  const promise = deliveryDate(now, timeZone);
  const words = wording[locale];
  if (promise.daysAhead === 1) return words.tomorrow;
  if (promise.daysAhead === 2) return words.dayAfterTomorrow;
  // The spec's separate Tuesday case ("Dinsdag in huis") reads the same as the weekday rule.
  return words.onWeekday(weekdayName(promise.isoDate, locale));
}

/** The delivery selling-point text: the message with an asterisk (P13). */
export function deliveryUspText(now: Date, locale: Locale, timeZone: string = delivery.timeZone): string {
  return `${deliveryMessage(now, locale, timeZone)}*`;
}

/** The placeholder a selling point's description holds for the delivery days (P6, P7). */
export const DELIVERY_DAYS_PLACEHOLDER = '{days}';

/**
 * The delivery-days option (0 to 9, P6, P7) for an order placed at `now`: the days until the
 * promised delivery, at most 9.
 */
export function deliveryDaysOption(now: Date, timeZone: string = delivery.timeZone): number {
  const options = delivery.deliveryDaysOptions;
  const days = deliveryDate(now, timeZone).daysAhead;
  return Math.min(Math.max(days, options[0]), options[options.length - 1] ?? 9);
}

/**
 * A selling point's description with every `{days}` replaced by a delivery-days option (P7).
 * Only the options 0 to 9 are accepted; the description is capped, as it comes from editors.
 */
export function fillDeliveryDays(template: string, days: number): string {
  if (!(delivery.deliveryDaysOptions as readonly number[]).includes(days)) {
    throw new RangeError(`Not a delivery-days option: ${days}`);
  }
  return template.slice(0, 500).replaceAll(DELIVERY_DAYS_PLACEHOLDER, String(days));
}
