/**
 * Calendar dates without a time zone, as ISO 'YYYY-MM-DD' strings, and the Dutch holidays that
 * the delivery promise skips (000 §9; P16, P17).
 */

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

/** One wall-clock format per zone: constructing an Intl format costs far more than using it. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and time a wall clock in `timeZone` shows at an instant (24-hour clock). */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}
