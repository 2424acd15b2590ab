import { describe, expect, it } from 'vitest';
import { isIsoCountryCode, isoCountryCodes } from './iso-countries.ts';
import { formatPostcode, isValidPostcode, normalizePostcode } from './postcode.ts';

describe('isValidPostcode', () => {
  it('V9: NL is 4 digits plus 2 letters', () => {
    expect(isValidPostcode('nl', '1234AB')).toBe(true);
    expect(isValidPostcode('NL', '1234 AB')).toBe(true);
    expect(isValidPostcode('nl', '1234ab')).toBe(true);
    expect(isValidPostcode('nl', '123AB')).toBe(false);
    expect(isValidPostcode('nl', '12345')).toBe(false);
  });

  it('V9: US is 5 digits with an optional hyphen and 4 digits', () => {
    expect(isValidPostcode('us', '12345')).toBe(true);
    expect(isValidPostcode('us', '12345-6789')).toBe(true);
    expect(isValidPostcode('us', '1234')).toBe(false);
  });

  it('V9: DE, IT, ES, FI are 5 digits', () => {
    expect(isValidPostcode('de', '10115')).toBe(true);
    expect(isValidPostcode('de', '1011')).toBe(false);
    expect(isValidPostcode('it', '00184')).toBe(true);
    expect(isValidPostcode('es', '28013')).toBe(true);
    expect(isValidPostcode('fi', '00100')).toBe(true);
  });

  it('V9: JP, PL and CA patterns', () => {
    expect(isValidPostcode('jp', '123-4567')).toBe(true);
    expect(isValidPostcode('jp', '1234567')).toBe(false);
    expect(isValidPostcode('pl', '12-345')).toBe(true);
    expect(isValidPostcode('pl', '12345')).toBe(false);
    expect(isValidPostcode('ca', 'K1A0B1')).toBe(true);
    expect(isValidPostcode('ca', 'K1A 0B1')).toBe(true);
    expect(isValidPostcode('ca', '123456')).toBe(false);
  });

  it('V9: GB letters and digits', () => {
    expect(isValidPostcode('gb', 'SW1A 1AA')).toBe(true);
    expect(isValidPostcode('gb', 'sw1a1aa')).toBe(true);
    expect(isValidPostcode('gb', '12345')).toBe(false);
  });

  it('V9: the shop’s own store countries', () => {
    expect(isValidPostcode('be', '1000')).toBe(true);
    expect(isValidPostcode('ch', '8001')).toBe(true);
    expect(isValidPostcode('dk', '1050')).toBe(true);
    expect(isValidPostcode('no', '0150')).toBe(true);
    expect(isValidPostcode('se', '114 55')).toBe(true);
  });

  it('V11: an ISO country without its own pattern uses the generic one', () => {
    // Qatar and Ghana are in the ISO list but not in the per-country table.
    expect(isValidPostcode('qa', 'AB-12 3')).toBe(true);
    expect(isValidPostcode('gh', 'GA-184-1234')).toBe(false);
    expect(isValidPostcode('gh', 'GA1841234')).toBe(true);
    expect(isValidPostcode('qa', 'A')).toBe(false);
    expect(isValidPostcode('qa', '12_34')).toBe(false);
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
