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
