/**
 * Postcode check per country (001 §5; V9–V11). The per-country table is the maintained
 * `postcode-validator` list; ISO countries it does not cover get a generic international pattern.
 */

import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isoCountryCodes } from './iso-countries.ts';

/** Letters, digits, spaces and hyphens, 2–10 characters, starting and ending with a letter or digit. */
const GENERIC_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

/** Trims and upper-cases a postcode, the form every pattern is checked against. */
export function normalizePostcode(postcode: string): string {
  return postcode.trim().toUpperCase();
}

/**
 * Whether a postcode fits the country's pattern (V9). The country code is upper-cased; a code
 * outside ISO 3166-1 alpha-2 throws 'Invalid country code: {code}' (V10, V11).
 */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const code = countryCode.trim().toUpperCase();
  if (!isoCountryCodes.has(code)) throw new Error(`Invalid country code: ${code}`);
  const value = normalizePostcode(postcode);
  if (postcodeValidatorExistsForCountry(code)) return postcodeValidator(value, code);
  return GENERIC_POSTCODE.test(value);
}

/** Countries whose postcodes are written in two parts with one space: the digits, then the letters or the inward code. */
const SPACED_POSTCODES: Record<string, RegExp> = {
  NL: /^(\d{4})\s*([A-Z]{2})$/,
  GB: /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/,
};

/**
 * A postcode as the country writes it on an envelope: "1012AB" → "1012 AB" (NL), "sw1a1aa" →
 * "SW1A 1AA" (GB); other countries' postcodes are only trimmed and upper-cased. Every address a
 * shopper reads (pages, e-mails) shows its postcode through here; what the shopper typed is kept.
 */
export function formatPostcode(countryCode: string | null | undefined, postcode: string): string {
  const value = normalizePostcode(postcode);
  const parts = SPACED_POSTCODES[(countryCode ?? '').trim().toUpperCase()]?.exec(value);
  return parts ? `${parts[1]} ${parts[2]}` : value;
}
