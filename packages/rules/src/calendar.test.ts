import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dutchHolidays,
  easterSunday,
  isDutchHoliday,
  isKnownTimeZone,
  startOfZonedDay,
  storeTimeZone,
  weekdayOf,
  zonedDate,
  zonedParts,
} from './calendar.ts';

describe('dutchHolidays', () => {
  // New Year, Easter Sunday and Monday, King's Day, Liberation Day, Ascension, Whit Sunday and Monday, Christmas.
  it.each([
    [2025, ['01-01', '04-20', '04-21', '04-26', '05-05', '05-29', '06-08', '06-09', '12-25', '12-26']],
    [2026, ['01-01', '04-05', '04-06', '04-27', '05-05', '05-14', '05-24', '05-25', '12-25', '12-26']],
    [2027, ['01-01', '03-28', '03-29', '04-27', '05-05', '05-06', '05-16', '05-17', '12-25', '12-26']],
    [2031, ['01-01', '04-13', '04-14', '04-26', '05-05', '05-22', '06-01', '06-02', '12-25', '12-26']],
  ])('P16, P17: lists the %i holidays, computed by the same rules every year', (year, days) => {
    expect(dutchHolidays(year)).toEqual(days.map((day) => `${year}-${day}`));
  });

  it('P17: a holiday is recognised in any year without a fixed list', () => {
    expect(isDutchHoliday('2040-04-02')).toBe(true); // Easter Monday 2040
    expect(isDutchHoliday('2099-12-26')).toBe(true);
    expect(isDutchHoliday('2040-04-03')).toBe(false);
  });

  it("P17: King's Day moves to 26 April when the 27th is a Sunday", () => {
    expect(dutchHolidays(2031)).toContain('2031-04-26');
    expect(dutchHolidays(2031)).not.toContain('2031-04-27');
  });

  it('P17: Easter follows the Gregorian computus', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(1818)).toBe('1818-03-22');
  });

  it('returns a copy, so callers cannot change the calendar', () => {
    dutchHolidays(2025).pop();
    expect(dutchHolidays(2025)).toHaveLength(10);
  });

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => dutchHolidays(1500)).toThrow(RangeError);
    expect(() => dutchHolidays(2025.5)).toThrow(RangeError);
  });

  it('isDutchHoliday', () => {
    expect(isDutchHoliday('2025-12-25')).toBe(true);
    expect(isDutchHoliday('2025-12-24')).toBe(false);
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-12-24', '2025-12-27')).toBe(3);
    expect(weekdayOf('2025-12-24')).toBe(3);
  });
});

describe('dates in a time zone', () => {
  it('finds the midnight a day starts with in Amsterdam, in winter, in summer and on both switch days', () => {
    expect(startOfZonedDay('2026-01-15', 'Europe/Amsterdam').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfZonedDay('2026-07-01', 'Europe/Amsterdam').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The clocks go forward at 02:00 on 29 March and back at 03:00 on 25 October: midnight keeps the day's first offset.
    expect(startOfZonedDay('2026-03-29', 'Europe/Amsterdam').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfZonedDay('2026-03-30', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfZonedDay('2026-10-25', 'Europe/Amsterdam').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfZonedDay('2026-10-26', 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfZonedDay('2026-01-15', 'Europe/London').toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('reads the wall clock and the calendar day of an instant in a store zone, the shop zone for one it does not know', () => {
    expect(zonedParts(new Date('2026-06-30T22:30:05Z'), 'Europe/Amsterdam')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
      second: 5,
    });
    expect(zonedDate(new Date('2026-06-30T22:30:00Z'), 'Europe/Amsterdam')).toBe('2026-07-01');
    expect(zonedDate(new Date('2026-06-30T22:30:00Z'), 'Europe/London')).toBe('2026-06-30');
    expect(zonedDate(new Date('2026-06-30T22:30:00Z'), 'Mars/Olympus_Mons')).toBe('2026-07-01');
    expect(storeTimeZone('Mars/Olympus_Mons')).toBe('Europe/Amsterdam');
    expect(storeTimeZone(null)).toBe('Europe/Amsterdam');
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('x'.repeat(1_000))).toBe(false);
  });
});
