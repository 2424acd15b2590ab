import { describe, expect, it } from 'vitest';
import {
  deliveryDate,
  deliveryDaysOption,
  deliveryMessage,
  deliveryTimeZone,
  deliveryUspText,
  fillDeliveryDays,
  parcelPointDeliveryDate,
} from './delivery.ts';

/**
 * Times are Europe/Amsterdam wall-clock times written with their UTC offset:
 * +01:00 in winter time, +02:00 in summer time (last Sunday of March to last Sunday of October).
 */
const at = (isoWithOffset: string) => new Date(isoWithOffset);

describe('deliveryDate', () => {
  it('P12: Mon 20:59 → Tue, Mon 21:00 → Wed (winter time)', () => {
    expect(deliveryDate(at('2025-03-10T20:59:59+01:00')).isoDate).toBe('2025-03-11');
    expect(deliveryDate(at('2025-03-10T21:00:00+01:00')).isoDate).toBe('2025-03-12');
  });

  it('P12: Mon 20:59 → Tue, Mon 21:00 → Wed (summer time)', () => {
    expect(deliveryDate(at('2025-06-16T20:59:00+02:00')).isoDate).toBe('2025-06-17');
    expect(deliveryDate(at('2025-06-16T21:00:00+02:00')).isoDate).toBe('2025-06-18');
    // 19:30 UTC is already 21:30 in Amsterdam.
    expect(deliveryDate(at('2025-06-16T19:30:00Z')).isoDate).toBe('2025-06-18');
  });

  it('P12: Sat 10:00 → Tue', () => {
    expect(deliveryDate(at('2025-03-08T10:00:00+01:00'))).toEqual({
      isoDate: '2025-03-11',
      weekday: 2,
      daysAhead: 3,
    });
  });

  it('P12: the cutoff follows the given time zone', () => {
    // 21:30 in Amsterdam is 20:30 in London, so the London wall clock is still before the cutoff.
    expect(deliveryDate(at('2025-03-10T21:30:00+01:00'), 'Europe/London').isoDate).toBe('2025-03-11');
  });

  it('P12, P16: a late order on New Year’s Eve is processed on 2 January', () => {
    expect(deliveryDate(at('2025-12-31T22:00:00+01:00'))).toEqual({
      isoDate: '2026-01-03',
      weekday: 6,
      daysAhead: 3,
    });
  });

  it('P12: the night the clocks go back counts by the wall clock', () => {
    // Sunday 2025-10-26, 20:59 winter time: processed that Sunday, delivered Tuesday.
    expect(deliveryDate(at('2025-10-26T20:59:00+01:00')).isoDate).toBe('2025-10-28');
  });
});

describe('deliveryUspText (nl)', () => {
  // Each row: the case as the spec names it, an Amsterdam wall-clock moment and the nl wording.
  it.each([
    ["P13: Mon 10:00 → 'Morgen in huis*'", at('2025-03-10T10:00:00+01:00'), 'Morgen in huis*'],
    ["P13: Mon 22:00 → 'Overmorgen in huis*'", at('2025-03-10T22:00:00+01:00'), 'Overmorgen in huis*'],
    ["P13: Sun 10:00 → 'Overmorgen in huis*'", at('2025-03-09T10:00:00+01:00'), 'Overmorgen in huis*'],
    ["P12, P13: Sat 10:00 → 'Dinsdag in huis*'", at('2025-03-08T10:00:00+01:00'), 'Dinsdag in huis*'],
    ["P13: Fri 22:00 → 'Dinsdag in huis*'", at('2025-03-07T22:00:00+01:00'), 'Dinsdag in huis*'],
    ["P13, P16: Wed 2025-12-24 10:00 → 'Zaterdag in huis*'", at('2025-12-24T10:00:00+01:00'), 'Zaterdag in huis*'],
    ["P13: Thu 2025-12-25 10:00 → 'Dinsdag in huis*'", at('2025-12-25T10:00:00+01:00'), 'Dinsdag in huis*'],
    ["P13, P17: Wed 2025-05-28 10:00 (Ascension next day) → 'Overmorgen in huis*'", at('2025-05-28T10:00:00+02:00'), 'Overmorgen in huis*'],
    ["P17: Sat 2026-05-02 10:00 (Liberation Day on Tue) → 'Woensdag in huis*'", at('2026-05-02T10:00:00+02:00'), 'Woensdag in huis*'],
  ])('%s', (_case, moment, wording) => {
    expect(deliveryUspText(moment, 'nl')).toBe(wording);
  });
});

describe('deliveryMessage in en and de', () => {
  // Each row: an Amsterdam wall-clock moment, then the English and the German wording.
  it.each([
    ['2025-03-10T10:00:00+01:00', 'Delivered tomorrow', 'Morgen bei dir'],
    ['2025-03-10T22:00:00+01:00', 'Delivered the day after tomorrow', 'Übermorgen bei dir'],
    ['2025-03-08T10:00:00+01:00', 'Delivered on Tuesday', 'Am Dienstag bei dir'],
    ['2025-12-24T10:00:00+01:00', 'Delivered on Saturday', 'Am Samstag bei dir'],
  ])('M14: ordered %s → %s, %s', (moment, en, de) => {
    expect(deliveryMessage(at(moment), 'en')).toBe(en);
    expect(deliveryMessage(at(moment), 'de')).toBe(de);
  });

  it('M14: German selling-point wording', () => {
    expect(deliveryUspText(at('2026-05-02T10:00:00+02:00'), 'de')).toBe('Am Mittwoch bei dir*');
  });
});

/** A fixed clock across weekends, holidays and New Year in years the spec does not list (P17). */
describe('delivery promise in other years', () => {
  const promise = (iso: string) => deliveryDate(at(iso));
  const nl = (iso: string) => deliveryUspText(at(iso), 'nl');

  it('P12, P13, P17: Easter 2027 (28–29 March) across the weekend', () => {
    expect(nl('2027-03-26T10:00:00+01:00')).toBe('Morgen in huis*');
    // Friday after 21:00: processed Saturday; Sunday, Easter Monday (a Monday too) skipped.
    expect(promise('2027-03-26T22:00:00+01:00')).toEqual({ isoDate: '2027-03-30', weekday: 2, daysAhead: 4 });
    expect(nl('2027-03-27T10:00:00+01:00')).toBe('Dinsdag in huis*');
    // Easter Sunday and Monday are no processing days: processed Tuesday, delivered Wednesday.
    expect(promise('2027-03-28T10:00:00+02:00').isoDate).toBe('2027-03-31');
    expect(nl('2027-03-28T10:00:00+02:00')).toBe('Woensdag in huis*');
  });

  it("P12, P13, P17: King's Day 2027 (Tuesday 27 April)", () => {
    expect(nl('2027-04-26T10:00:00+02:00')).toBe('Overmorgen in huis*');
    // After 21:00 the order falls on King's Day, so processing waits until Wednesday.
    expect(nl('2027-04-26T21:00:00+02:00')).toBe('Donderdag in huis*');
  });

  it('P12, P17: Liberation Day and Ascension 2027 fall on consecutive days', () => {
    expect(promise('2027-05-04T10:00:00+02:00')).toEqual({ isoDate: '2027-05-07', weekday: 5, daysAhead: 3 });
    expect(nl('2027-05-04T10:00:00+02:00')).toBe('Vrijdag in huis*');
  });

  it('P12, P13, P16: Christmas 2027 on a Saturday', () => {
    expect(promise('2027-12-24T10:00:00+01:00')).toEqual({ isoDate: '2027-12-28', weekday: 2, daysAhead: 4 });
    expect(nl('2027-12-24T10:00:00+01:00')).toBe('Dinsdag in huis*');
  });

  it('P12, P16: New Year 2028 on a Saturday, across the year boundary', () => {
    // Ordered on New Year's Eve after 21:00: New Year is no processing day, Sunday is.
    expect(promise('2027-12-31T22:00:00+01:00')).toEqual({ isoDate: '2028-01-04', weekday: 2, daysAhead: 4 });
    expect(promise('2027-12-30T21:30:00+01:00')).toEqual({ isoDate: '2028-01-04', weekday: 2, daysAhead: 5 });
  });

  it("P12, P17: King's Day 2031 moves to Saturday 26 April", () => {
    expect(promise('2031-04-25T10:00:00+02:00')).toEqual({ isoDate: '2031-04-29', weekday: 2, daysAhead: 4 });
    expect(nl('2031-04-25T10:00:00+02:00')).toBe('Dinsdag in huis*');
  });

  it('P12, P13, P17: Easter 2031 (13–14 April) and Liberation Day 2031 on a Monday', () => {
    expect(nl('2031-04-12T10:00:00+02:00')).toBe('Dinsdag in huis*');
    expect(nl('2031-05-02T10:00:00+02:00')).toBe('Morgen in huis*');
    expect(nl('2031-05-03T10:00:00+02:00')).toBe('Dinsdag in huis*');
    // Ordered on the holiday itself: processed Tuesday, delivered Wednesday.
    expect(promise('2031-05-05T10:00:00+02:00')).toEqual({ isoDate: '2031-05-07', weekday: 3, daysAhead: 2 });
    expect(nl('2031-05-05T10:00:00+02:00')).toBe('Overmorgen in huis*');
  });

  it('P12, P13, P17: Ascension 2031 (Thursday 22 May) and Whitsun 2031 (1–2 June)', () => {
    expect(nl('2031-05-21T10:00:00+02:00')).toBe('Overmorgen in huis*');
    expect(nl('2031-05-21T21:00:00+02:00')).toBe('Zaterdag in huis*');
    expect(nl('2031-05-31T10:00:00+02:00')).toBe('Dinsdag in huis*');
    // Whit Sunday and Monday are no processing days: processed Tuesday, delivered Wednesday.
    expect(promise('2031-05-31T22:00:00+02:00')).toEqual({ isoDate: '2031-06-04', weekday: 3, daysAhead: 4 });
  });

  it('P12, P13, P16: Christmas 2031 on Thursday and Friday', () => {
    expect(nl('2031-12-24T10:00:00+01:00')).toBe('Zaterdag in huis*');
    // After 21:00 both Christmas days pass before processing on Saturday; Sunday and Monday are skipped.
    expect(promise('2031-12-24T22:00:00+01:00')).toEqual({ isoDate: '2031-12-30', weekday: 2, daysAhead: 6 });
  });

  it('P12, P13, P16: New Year 2032 on a Thursday', () => {
    expect(promise('2031-12-31T10:00:00+01:00')).toEqual({ isoDate: '2032-01-02', weekday: 5, daysAhead: 2 });
    expect(nl('2031-12-31T10:00:00+01:00')).toBe('Overmorgen in huis*');
    expect(nl('2031-12-31T22:00:00+01:00')).toBe('Zaterdag in huis*');
  });

  it('P13, M14: the same moments in English and German', () => {
    expect(deliveryUspText(at('2031-12-31T22:00:00+01:00'), 'en')).toBe('Delivered on Saturday*');
    expect(deliveryUspText(at('2031-12-31T22:00:00+01:00'), 'de')).toBe('Am Samstag bei dir*');
    expect(deliveryUspText(at('2027-04-26T10:00:00+02:00'), 'en')).toBe('Delivered the day after tomorrow*');
    expect(deliveryUspText(at('2027-04-26T10:00:00+02:00'), 'de')).toBe('Übermorgen bei dir*');
    expect(deliveryUspText(at('2027-03-26T10:00:00+01:00'), 'en')).toBe('Delivered tomorrow*');
  });
});

describe('parcel point delivery', () => {
  it('P10, P11: orders for a parcel point count to 17:00, home delivery to 21:00', () => {
    expect(parcelPointDeliveryDate(at('2027-03-09T16:59:00+01:00')).isoDate).toBe('2027-03-10');
    expect(parcelPointDeliveryDate(at('2027-03-09T17:00:00+01:00')).isoDate).toBe('2027-03-11');
    expect(deliveryDate(at('2027-03-09T17:00:00+01:00')).isoDate).toBe('2027-03-10');
  });
});

describe('wrong input', () => {
  it('P15: an unknown or missing store time zone falls back to Europe/Amsterdam instead of failing the page', () => {
    expect(deliveryTimeZone('Mars/Olympus_Mons')).toBe('Europe/Amsterdam');
    expect(deliveryTimeZone('')).toBe('Europe/Amsterdam');
    expect(deliveryTimeZone(null)).toBe('Europe/Amsterdam');
    expect(deliveryTimeZone('Europe/London')).toBe('Europe/London');
    expect(deliveryTimeZone('x'.repeat(10_000))).toBe('Europe/Amsterdam');
    expect(deliveryUspText(at('2027-03-08T21:30:00+01:00'), 'nl', 'Not/AZone')).toBe('Overmorgen in huis*');
  });

  it('P12: an invalid moment is refused with a clear error', () => {
    expect(() => deliveryDate(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('selling-point description', () => {
  it('P6, P7: {days} becomes the delivery-days option, everywhere in the text', () => {
    expect(fillDeliveryDays('Bezorging binnen {days} werkdagen', 2)).toBe('Bezorging binnen 2 werkdagen');
    expect(fillDeliveryDays('{days}/{days}', 0)).toBe('0/0');
    expect(fillDeliveryDays('Zonder plaatshouder', 9)).toBe('Zonder plaatshouder');
  });

  it('P7: only the options 0 to 9 are accepted', () => {
    for (const wrong of [-1, 10, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => fillDeliveryDays('{days}', wrong)).toThrow(RangeError);
    }
  });

  it('P7: an oversized description is cut, not copied whole', () => {
    expect(fillDeliveryDays(`${'x'.repeat(10_000)}{days}`, 1)).toHaveLength(500);
  });

  it('P7, P12: the option is the days until delivery, at most 9', () => {
    expect(deliveryDaysOption(at('2027-03-08T10:00:00+01:00'))).toBe(1);
    expect(deliveryDaysOption(at('2031-12-24T22:00:00+01:00'))).toBe(6);
  });
});

describe('one ordinary week (Mon 8 – Sun 14 March 2027, no holidays)', () => {
  // Each row: an Amsterdam wall-clock moment, the promised day, days ahead and the nl, en and de wording.
  const week: [string, string, number, string, string, string][] = [
    ['2027-03-08T10:00:00+01:00', '2027-03-09', 1, 'Morgen in huis', 'Delivered tomorrow', 'Morgen bei dir'],
    ['2027-03-08T21:00:00+01:00', '2027-03-10', 2, 'Overmorgen in huis', 'Delivered the day after tomorrow', 'Übermorgen bei dir'],
    ['2027-03-09T20:59:00+01:00', '2027-03-10', 1, 'Morgen in huis', 'Delivered tomorrow', 'Morgen bei dir'],
    ['2027-03-10T23:30:00+01:00', '2027-03-12', 2, 'Overmorgen in huis', 'Delivered the day after tomorrow', 'Übermorgen bei dir'],
    ['2027-03-11T12:00:00+01:00', '2027-03-12', 1, 'Morgen in huis', 'Delivered tomorrow', 'Morgen bei dir'],
    // Friday before the cut-off: Saturday is a delivery day.
    ['2027-03-12T20:00:00+01:00', '2027-03-13', 1, 'Morgen in huis', 'Delivered tomorrow', 'Morgen bei dir'],
    // Friday after the cut-off: processed Saturday, no delivery on Sunday or Monday.
    ['2027-03-12T21:15:00+01:00', '2027-03-16', 4, 'Dinsdag in huis', 'Delivered on Tuesday', 'Am Dienstag bei dir'],
    ['2027-03-13T10:00:00+01:00', '2027-03-16', 3, 'Dinsdag in huis', 'Delivered on Tuesday', 'Am Dienstag bei dir'],
    ['2027-03-13T22:00:00+01:00', '2027-03-16', 3, 'Dinsdag in huis', 'Delivered on Tuesday', 'Am Dienstag bei dir'],
    ['2027-03-14T10:00:00+01:00', '2027-03-16', 2, 'Overmorgen in huis', 'Delivered the day after tomorrow', 'Übermorgen bei dir'],
    ['2027-03-14T21:00:00+01:00', '2027-03-16', 2, 'Overmorgen in huis', 'Delivered the day after tomorrow', 'Übermorgen bei dir'],
  ];

  it.each(week)('P12, P13, M14: ordered %s → %s (%i days ahead)', (moment, day, days, nl, en, de) => {
    const now = at(moment);
    expect(deliveryDate(now)).toMatchObject({ isoDate: day, daysAhead: days });
    expect(deliveryDaysOption(now)).toBe(days);
    expect(deliveryMessage(now, 'nl')).toBe(nl);
    expect(deliveryMessage(now, 'en')).toBe(en);
    expect(deliveryMessage(now, 'de')).toBe(de);
    expect(deliveryUspText(now, 'nl')).toBe(`${nl}*`);
  });

  it('P15: the same moment read in another zone is another day: the store zone decides', () => {
    // Saturday 00:30 in Amsterdam is still Friday 23:30 in London; both after the cut-off.
    const now = at('2027-03-13T00:30:00+01:00');
    expect(deliveryDate(now, 'Europe/Amsterdam')).toMatchObject({ isoDate: '2027-03-16', daysAhead: 3 });
    expect(deliveryDate(now, 'Europe/London')).toMatchObject({ isoDate: '2027-03-16', daysAhead: 4 });
  });
});
