import { describe, expect, it } from 'vitest';
import { groupDigits, pluralOf, writeWholeNumber } from './digits.ts';
import { formatMessageText, intlTag } from './message-format.ts';
import { formatPrice } from './money.ts';
import { locales } from './locales.ts';

const TAGS = locales.map(intlTag);

/** Whole numbers around every grouping boundary, both signs, and the largest safe one. */
const WHOLE = [
  ...Array.from({ length: 2_100 }, (_, i) => i),
  ...[9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 1_234_567_890, Number.MAX_SAFE_INTEGER],
].flatMap((n) => [n, -n]);

describe('numbers written without Intl (decision 067)', () => {
  it.each(TAGS)('writes whole numbers in %s as Intl.NumberFormat does', (tag) => {
    const intl = new Intl.NumberFormat(tag);
    for (const n of WHOLE) expect(writeWholeNumber(tag, n), `${n}`).toBe(intl.format(n));
  });

  it('leaves other tags and numbers that are not safe integers to Intl', () => {
    expect(writeWholeNumber('fr-FR', 1000)).toBeUndefined();
    expect(writeWholeNumber('nl-NL', 1.5)).toBeUndefined();
    expect(writeWholeNumber('nl-NL', 2 ** 60)).toBeUndefined();
    expect(writeWholeNumber('nl-NL', Number.NaN)).toBeUndefined();
  });

  it('groups digits by threes', () => {
    expect(groupDigits(0, '.')).toBe('0');
    expect(groupDigits(123, '.')).toBe('123');
    expect(groupDigits(1234, '.')).toBe('1.234');
    expect(groupDigits(123456789, ',')).toBe('123,456,789');
  });

  it.each(TAGS)('gives the plural category in %s as Intl.PluralRules does', (tag) => {
    const rules = new Intl.PluralRules(tag);
    const values = [...WHOLE, 0.5, 1.5, -1.5, 0.1, 1.01, 2.5, Number.NaN, Number.POSITIVE_INFINITY];
    for (const n of values) expect(pluralOf(tag, n), `${n}`).toBe(rules.select(n));
    // The bare language tags follow the same rule.
    expect(pluralOf(tag.slice(0, 2), 1)).toBe('one');
  });

  it('leaves plural rules of other languages to Intl', () => {
    expect(pluralOf('fr-FR', 0)).toBeUndefined();
    // Through the message formatter: French counts 0 as "one", which only Intl knows.
    expect(formatMessageText('fr-FR', '{n, plural, one {# article} other {# articles}}', { n: 0 })).toBe('0 article');
  });

  it('formats counts in messages as Intl does', () => {
    const text = '{n, plural, one {# artikel} other {# artikelen}}';
    expect(formatMessageText('nl-NL', text, { n: 1 })).toBe('1 artikel');
    expect(formatMessageText('nl-NL', text, { n: 12345 })).toBe('12.345 artikelen');
    expect(formatMessageText('en-GB', text, { n: 12345 })).toBe('12,345 artikelen');
    expect(formatMessageText('nl-NL', text, { n: 1.5 })).toBe('1,5 artikelen');
  });

  it.each(locales)('writes prices in %s with the digits and euro sign Intl gives', (locale) => {
    const digits = new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const sign = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    for (let cents = 0; cents < 250_000; cents += 37) {
      const written = formatPrice(cents / 100, locale, { currencyLabel: false });
      const expected = digits.format(cents / 100).replace(/([.,])00$/, '$1-');
      expect(written, `${cents}`).toBe(expected);
    }
    expect(formatPrice(49.95, locale).startsWith(sign ?? '?')).toBe(true);
  });
});
