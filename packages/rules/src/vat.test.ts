import { describe, expect, it } from 'vitest';
import { isValidVatNumber, normalizeVatNumber } from './vat.ts';

describe('isValidVatNumber', () => {
  it("V12: accepts 'nl123456789b01' after upper-casing", () => {
    expect(isValidVatNumber('nl123456789b01')).toBe(true);
    expect(isValidVatNumber('NL123456789B01')).toBe(true);
  });

  it("V12: rejects 'US123'", () => {
    expect(isValidVatNumber('US123')).toBe(false);
  });

  it('V12: accepts each covered country with its prefix', () => {
    const samples = [
      'ATU12345678',
      'BE0123456789',
      'BG123456789',
      'CY12345678L',
      'CZ12345678',
      'DE123456789',
      'DK12345678',
      'EE123456789',
      'EL123456789',
      'GR123456789',
      'ESX1234567X',
      'FI12345678',
      'FRXX123456789',
      'GB123456789',
      'GBGD001',
      'HU12345678',
      'IE1234567T',
      'IE1234567WA',
      'IT12345678901',
      'LT123456789',
      'LU12345678',
      'LV12345678901',
      'MT12345678',
      'PL1234567890',
      'PT123456789',
      'RO1234567890',
      'SE123456789001',
      'SI12345678',
      'SK1234567890',
    ];
    for (const sample of samples) expect(isValidVatNumber(sample), sample).toBe(true);
  });

  it('V12: the country prefix is optional', () => {
    expect(isValidVatNumber('123456789B01')).toBe(true);
    expect(isValidVatNumber('U12345678')).toBe(true);
  });

  it('V12: rejects wrong lengths, other countries and empty values', () => {
    const samples = ['', 'NL123456789C01', 'NL12345678B01', 'DE1234567', 'ATU1234567', 'XX123456789B01', 'CHE123456789'];
    for (const sample of samples) expect(isValidVatNumber(sample), sample).toBe(false);
  });

  it('V12: the optional prefix makes some numbers readable two ways', () => {
    // Without a prefix, two characters plus nine digits is the French format, so this passes.
    expect(isValidVatNumber('NL123456789')).toBe(true);
  });

  it('ignores spaces, dots and hyphens as written by people', () => {
    expect(normalizeVatNumber(' nl 1234.56789-b01 ')).toBe('NL123456789B01');
    expect(isValidVatNumber('NL 123456789 B01')).toBe(true);
  });
});
