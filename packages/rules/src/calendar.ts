/**
 * Calendar dates without a time zone, as ISO 'YYYY-MM-DD' strings, and the Dutch holidays that
 * the delivery promise skips (000 §9; P16, P17); and where dates meet instants, the shop's one
 * time-zone library, @date-fns/tz (decision 045): a wall clock in a zone, the midnight a day
 * starts with in a zone. Only its `tzOffset` (a zone's UTC offset at an instant, about 0.3 KB),
 * as the delivery promise runs in the browser on every page.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';
import { delivery } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as ISO 'YYYY-MM-DD'. */
export type IsoDate = string;

function toUtcMs(isoDate: IsoDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Builds an ISO date from a year, a month (1–12) and a day. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return fromUtcMs(Date.UTC(year, month - 1, day));
}

/** The date a number of days later (or earlier when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from one date to another. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian computus). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const holidayCache = new Map<number, readonly IsoDate[]>();

/**
 * Dutch holidays of a year, sorted (P16, P17): New Year, Easter Sunday and Monday, King's Day
 * (27 April, or 26 April when the 27th is a Sunday), Liberation Day, Ascension, Whit Sunday and
 * Monday, Christmas and Boxing Day. Liberation Day counts every year, as the spec lists it for
 * both 2025 and 2026.
 */
export function dutchHolidays(year: number): IsoDate[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`No holiday calendar for year ${year}`);
  }
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    const kingsDay = isoDate(year, 4, 27);
    holidays = [
      isoDate(year, 1, 1),
      easter,
      addDays(easter, 1),
      weekdayOf(kingsDay) === 0 ? isoDate(year, 4, 26) : kingsDay,
      isoDate(year, 5, 5),
      addDays(easter, 39),
      addDays(easter, 49),
      addDays(easter, 50),
      isoDate(year, 12, 25),
      isoDate(year, 12, 26),
    ].sort();
    holidayCache.set(year, holidays);
  }
  return [...holidays];
}

/** Whether a date is a Dutch holiday. */
export function isDutchHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  return (holidayCache.get(year) ?? dutchHolidays(year)).includes(date);
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a wall clock in `timeZone` shows at an instant (24-hour clock). */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const wall = new Date(at.getTime() + tzOffset(timeZone, at) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The instant a calendar day begins in `timeZone` (its midnight, whatever the offset that day). */
export function startOfZonedDay(date: IsoDate, timeZone: string): Date {
  const utcMidnight = toUtcMs(date);
  // The offset at UTC midnight can differ from the offset at the zone's midnight (a DST switch
  // between the two): take the offset again at the first estimate.
  const estimate = utcMidnight - tzOffset(timeZone, new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - tzOffset(timeZone, new Date(estimate)) * 60_000);
}

/** Zones already checked, known or not; bounded, as a zone name comes from configuration. */
const checkedZones = new Map<string, boolean>();

/** Whether the runtime knows `timeZone` by that name (a mistyped store setting is not one). */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = checkedZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    if (checkedZones.size < 100) checkedZones.set(timeZone, known);
  }
  return known;
}

/**
 * The zone to compute a store's dates in: its own when the runtime knows it, otherwise the shop's
 * (P15). A mistyped zone in the store configuration must not take every page down with it.
 */
export function storeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : delivery.timeZone;
}

/** The calendar day a wall clock in the store's zone shows at an instant. */
export function zonedDate(at: Date, timeZone: string | null | undefined): IsoDate {
  const wall = zonedParts(at, storeTimeZone(timeZone));
  return isoDate(wall.year, wall.month, wall.day);
}
