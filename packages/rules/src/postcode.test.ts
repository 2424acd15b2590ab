import { describe, expect, it } from 'vitest';
import { isIsoCountryCode, isoCountryCodes } from './iso-countries.ts';
import { formatPostcode, isValidPostcode, normalizePostcode } from './postcode.ts';

/** V9, V11: postcodes each country's pattern takes and refuses (qa and gh have no pattern of their own: V11's generic one). */
const postcodes: Record<string, { valid: string[]; invalid: string[] }> = {
  nl: { valid: ['1234AB', '1234 AB', '1234ab'], invalid: ['123AB', '12345'] },
  us: { valid: ['12345', '12345-6789'], invalid: ['1234'] },
  de: { valid: ['10115'], invalid: ['1011'] },
  it: { valid: ['00184'], invalid: [] },
  es: { valid: ['28013'], invalid: [] },
  fi: { valid: ['00100'], invalid: [] },
  jp: { valid: ['123-4567'], invalid: ['1234567'] },
  pl: { valid: ['12-345'], invalid: ['12345'] },
  ca: { valid: ['K1A0B1', 'K1A 0B1'], invalid: ['123456'] },
  gb: { valid: ['SW1A 1AA', 'sw1a1aa'], invalid: ['12345'] },
  be: { valid: ['1000'], invalid: [] },
  ch: { valid: ['8001'], invalid: [] },
  dk: { valid: ['1050'], invalid: [] },
  no: { valid: ['0150'], invalid: [] },
  se: { valid: ['114 55'], invalid: [] },
  qa: { valid: ['AB-12 3'], invalid: ['A', '12_34'] },
  gh: { valid: ['GA1841234'], invalid: ['GA-184-1234'] },
};

describe('isValidPostcode', () => {
  it.each(Object.entries(postcodes))('V9, V11: %s takes its own postcodes and refuses others', (country, { valid, invalid }) => {
    for (const postcode of valid) expect(isValidPostcode(country, postcode), postcode).toBe(true);
    for (const postcode of invalid) expect(isValidPostcode(country, postcode), postcode).toBe(false);
  });

  it('V9: the country code may be upper case', () => {
    expect(isValidPostcode('NL', '1234 AB')).toBe(true);
  });

  it("V10, V11: a code outside ISO 3166-1 throws 'Invalid country code: {code}'", () => {
    expect(() => isValidPostcode('XX', '1234')).toThrow('Invalid country code: XX');
    expect(() => isValidPostcode('xx', '1234')).toThrow('Invalid country code: XX');
    expect(() => isValidPostcode('INTL', '1234')).toThrow('Invalid country code: INTL');
    expect(() => isValidPostcode('', '1234')).toThrow('Invalid country code: ');
  });

  it('normalizes the postcode', () => {
    expect(normalizePostcode(' 1234 ab ')).toBe('1234 AB');
  });
});

describe('ISO country list', () => {
  it('V11: holds the 249 assigned codes plus XK', () => {
    expect(isoCountryCodes.size).toBe(250);
    expect(isIsoCountryCode('nl')).toBe(true);
    expect(isIsoCountryCode('UK')).toBe(false);
    expect(isIsoCountryCode('EL')).toBe(false);
  });
});

describe('formatPostcode', () => {
  it('writes a Dutch postcode with its space and a British one with the space before the inward code', () => {
    expect(formatPostcode('NL', '1012AB')).toBe('1012 AB');
    expect(formatPostcode('nl', ' 1012 ab ')).toBe('1012 AB');
    expect(formatPostcode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(formatPostcode('GB', 'M1 1AE')).toBe('M1 1AE');
  });

  it('leaves other countries and what does not fit the pattern as typed, trimmed and upper-cased', () => {
    expect(formatPostcode('DE', '50672')).toBe('50672');
    expect(formatPostcode('BE', ' 2000 ')).toBe('2000');
    expect(formatPostcode('NL', '1012A')).toBe('1012A');
    expect(formatPostcode(null, '1012ab')).toBe('1012AB');
  });
});
