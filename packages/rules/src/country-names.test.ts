import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.ts';

describe('countryName', () => {
  it("names a country in the shop's languages, whatever the code's case", () => {
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('nl', 'de')).toBe('Niederlande');
    expect(countryName('GB', 'nl')).toBe('Verenigd Koninkrijk');
    expect(countryName('DE', 'en')).toBe('Germany');
  });

  it('keeps a code Intl cannot name, and a language it does not know, instead of failing', () => {
    expect(countryName('not a code', 'nl')).toBe('not a code');
    expect(countryName('NL', '')).toBe('NL');
  });
});
