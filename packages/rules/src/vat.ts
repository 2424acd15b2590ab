/**
 * European VAT number check (001 §5; V12): the value is upper-cased and matched against one
 * combined pattern; the country prefix is optional.
 */

/** Number formats per country; Greece is matched under both its VAT prefix EL and its ISO code GR. */
const vatFormats: Record<string, string> = {
  AT: 'U\\d{8}',
  BE: '[01]\\d{9}',
  BG: '\\d{9,10}',
  CY: '\\d{8}[A-Z]',
  CZ: '\\d{8,10}',
  DE: '\\d{9}',
  DK: '\\d{8}',
  EE: '\\d{9}',
  'EL|GR': '\\d{9}',
  ES: '[A-Z\\d]\\d{7}[A-Z\\d]',
  FI: '\\d{8}',
  FR: '[A-HJ-NP-Z\\d]{2}\\d{9}',
  GB: '\\d{9}|\\d{12}|GD[0-4]\\d{2}|HA[5-9]\\d{2}',
  HU: '\\d{8}',
  IE: '\\d[A-Z\\d+*]\\d{5}[A-Z]{1,2}',
  IT: '\\d{11}',
  LT: '\\d{9}|\\d{12}',
  LU: '\\d{8}',
  LV: '\\d{11}',
  MT: '\\d{8}',
  NL: '\\d{9}B\\d{2}',
  PL: '\\d{10}',
  PT: '\\d{9}',
  RO: '[1-9]\\d{1,9}',
  SE: '\\d{10}01',
  SI: '\\d{8}',
  SK: '\\d{10}',
};

/** Exported for display in validation messages and for servers that log the rule in use. */
export const vatNumberPattern = new RegExp(
  `^(?:${Object.entries(vatFormats)
    .map(([prefix, format]) => `(?:${prefix})?(?:${format})`)
    .join('|')})$`,
);

/** Spaces, dots and hyphens are how people write VAT numbers, not part of them. */
export function normalizeVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** Whether a value is a European VAT number, with or without its country prefix (V12). */
export function isValidVatNumber(value: string): boolean {
  return vatNumberPattern.test(normalizeVatNumber(value));
}
