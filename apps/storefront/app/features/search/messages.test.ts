import { describe, expect, it } from 'vitest';
import { createIntl } from '../../lib/i18n/intl.tsx';
import { messages } from './messages.ts';

describe('search texts', () => {
  it('S8: the overlay count has a singular and a plural label in every language', () => {
    const count = (locale: 'nl' | 'en' | 'de', value: number) =>
      createIntl(locale, messages[locale]).formatMessage({ id: 'search.overlay.count' }, { count: value });
    expect([count('nl', 1), count('nl', 7)]).toEqual(['1 product', '7 producten']);
    expect([count('en', 1), count('en', 7)]).toEqual(['1 product', '7 products']);
    expect([count('de', 1), count('de', 7)]).toEqual(['1 Produkt', '7 Produkte']);
  });

  it('every text exists in nl, en and de', () => {
    const keys = (locale: 'nl' | 'en' | 'de') => Object.keys(messages[locale]).sort();
    expect(keys('en')).toEqual(keys('nl'));
    expect(keys('de')).toEqual(keys('nl'));
  });
});
