import { IntlMessageFormat } from 'intl-messageformat';
import { formatLongDate, formatMessageText, locales } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.server.ts';
import { intlTag } from './catalogue.ts';
import { createIntl } from './intl.tsx';

/** Values that reach every branch: counts for zero, one and many, and text for the other arguments. */
const SAMPLES = [0, 1, 2, 7, 1234].map((count) => ({
  count,
  total: count,
  index: 3,
  percent: 25,
  quantity: count,
  step: 2,
  year: 2026,
  name: 'Van Arkel',
  brand: 'Atelier Vos',
  size: 'XL',
  colour: 'Navy',
}));

function argumentNames(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] as string);
}

describe('message formatting', () => {
  it('formats every shop text exactly as ICU MessageFormat does, in every language', () => {
    for (const locale of locales) {
      const tag = intlTag(locale);
      for (const [id, text] of Object.entries(catalogue[locale])) {
        for (const sample of SAMPLES) {
          const values = { ...Object.fromEntries(argumentNames(text).map((name) => [name, `‹${name}›`])), ...pick(sample, text) };
          const expected = String(new IntlMessageFormat(text, tag).format(values));
          expect(formatMessageText(tag, text, values), `${locale}:${id}`).toBe(expected);
        }
      }
    }
  });

  it('chooses exact matches before plural categories and formats # as a number', () => {
    const text = '{count, plural, =0 {Winkelwagen, leeg} one {# artikel} other {# artikelen}}';
    expect(formatMessageText('nl-NL', text, { count: 0 })).toBe('Winkelwagen, leeg');
    expect(formatMessageText('nl-NL', text, { count: 1 })).toBe('1 artikel');
    expect(formatMessageText('de-DE', text, { count: 1500 })).toBe('1.500 artikelen');
  });

  it('honours ICU apostrophe quoting and select', () => {
    expect(formatMessageText('en-GB', "It''s '{literal}' {name}", { name: 'here' })).toBe("It's {literal} here");
    expect(formatMessageText('en-GB', '{kind, select, gift {A gift} other {An item}}', { kind: 'gift' })).toBe('A gift');
    expect(formatMessageText('en-GB', '{kind, select, gift {A gift} other {An item}}', { kind: 'shirt' })).toBe('An item');
  });

  it('rejects syntax it does not support instead of printing it', () => {
    expect(() => formatMessageText('en-GB', 'On {day, date, short}')).toThrow(/Unsupported argument format/);
    expect(() => formatMessageText('en-GB', '{count, plural, one {x}}', { count: 1 })).toThrow(/"other"/);
  });

  it('shows the key of a missing text and formats numbers in the store language', () => {
    const intl = createIntl('de', { 'a.b': 'Hallo {name}' });
    expect(intl.formatMessage({ id: 'a.b' }, { name: 'Jan' })).toBe('Hallo Jan');
    expect(intl.formatMessage({ id: 'x.y' })).toBe('x.y');
    expect(intl.formatNumber(4.5, { minimumFractionDigits: 1 })).toBe('4,5');
    expect(intl.locale).toBe('de-DE');
  });

  it("writes a date in the store locale's order: British day-month for en, never the US order", () => {
    const day = new Date('2026-11-28T10:00:00Z');
    expect(formatLongDate(day, 'en', 'Europe/Amsterdam')).toBe('28 November 2026');
    expect(formatLongDate(day, 'nl', 'Europe/Amsterdam')).toBe('28 november 2026');
    expect(formatLongDate(day, 'de', 'Europe/Amsterdam')).toBe('28. November 2026');
  });
});

/** Numeric sample values for the arguments a text uses, so plural arguments get numbers. */
function pick(sample: Record<string, string | number>, text: string): Record<string, string | number> {
  return Object.fromEntries(
    argumentNames(text)
      .filter((name) => name in sample)
      .map((name) => [name, sample[name] as string | number]),
  );
}
