import { describe, expect, it } from 'vitest';
import { deliveryDate, deliveryMessage, deliveryUspText } from './delivery.ts';

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
  const nl = (iso: string) => deliveryUspText(at(iso), 'nl');

  it("P13: Mon 10:00 → 'Morgen in huis*'", () => {
    expect(nl('2025-03-10T10:00:00+01:00')).toBe('Morgen in huis*');
  });

  it("P13: Mon 22:00 → 'Overmorgen in huis*'", () => {
    expect(nl('2025-03-10T22:00:00+01:00')).toBe('Overmorgen in huis*');
  });

  it("P13: Sun 10:00 → 'Overmorgen in huis*'", () => {
    expect(nl('2025-03-09T10:00:00+01:00')).toBe('Overmorgen in huis*');
  });

  it("P12, P13: Sat 10:00 → 'Dinsdag in huis*'", () => {
    expect(nl('2025-03-08T10:00:00+01:00')).toBe('Dinsdag in huis*');
  });

  it("P13: Fri 22:00 → 'Dinsdag in huis*'", () => {
    expect(nl('2025-03-07T22:00:00+01:00')).toBe('Dinsdag in huis*');
  });

  it("P13, P16: Wed 2025-12-24 10:00 → 'Zaterdag in huis*'", () => {
    expect(nl('2025-12-24T10:00:00+01:00')).toBe('Zaterdag in huis*');
  });

  it("P13: Thu 2025-12-25 10:00 → 'Dinsdag in huis*'", () => {
    expect(nl('2025-12-25T10:00:00+01:00')).toBe('Dinsdag in huis*');
  });

  it("P13, P17: Wed 2025-05-28 10:00 (Ascension next day) → 'Overmorgen in huis*'", () => {
    expect(nl('2025-05-28T10:00:00+02:00')).toBe('Overmorgen in huis*');
  });

  it("P17: Sat 2026-05-02 10:00 (Liberation Day on Tue) → 'Woensdag in huis*'", () => {
    expect(nl('2026-05-02T10:00:00+02:00')).toBe('Woensdag in huis*');
  });
});

describe('deliveryMessage in en and de', () => {
  it('M14: English wording', () => {
    expect(deliveryMessage(at('2025-03-10T10:00:00+01:00'), 'en')).toBe('Delivered tomorrow');
    expect(deliveryMessage(at('2025-03-10T22:00:00+01:00'), 'en')).toBe('Delivered the day after tomorrow');
    expect(deliveryMessage(at('2025-03-08T10:00:00+01:00'), 'en')).toBe('Delivered on Tuesday');
    expect(deliveryMessage(at('2025-12-24T10:00:00+01:00'), 'en')).toBe('Delivered on Saturday');
  });

  it('M14: German wording', () => {
    expect(deliveryMessage(at('2025-03-10T10:00:00+01:00'), 'de')).toBe('Morgen bei dir');
    expect(deliveryMessage(at('2025-03-10T22:00:00+01:00'), 'de')).toBe('Übermorgen bei dir');
    expect(deliveryMessage(at('2025-03-08T10:00:00+01:00'), 'de')).toBe('Am Dienstag bei dir');
    expect(deliveryMessage(at('2025-12-24T10:00:00+01:00'), 'de')).toBe('Am Samstag bei dir');
    expect(deliveryUspText(at('2026-05-02T10:00:00+02:00'), 'de')).toBe('Am Mittwoch bei dir*');
  });
});
