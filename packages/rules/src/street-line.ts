/**
 * A street written on one line ("Damrak 1-3 hs"), as a Magento client sends it, split into the
 * street, house number and addition the shop stores (decision 060). The house number is the
 * digits a number token starts with; what follows it ("-3 hs", "/2", "bis", " b") is the addition.
 */
import { maxLengths } from './constants.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

export interface StreetParts {
  street: string;
  houseNumber: string;
  /** Empty when the line has none. */
  addition: string;
}

export type StreetLineResult = { ok: true; parts: StreetParts } | { ok: false; error: ValidationMessageKey };

/**
 * Countries that write the house number before the street ("10 Downing Street", "12 rue de
 * Rivoli"). Every other country writes it after the street, as the Netherlands, Belgium, Germany,
 * Austria and Switzerland do.
 */
export const NUMBER_FIRST_COUNTRIES: readonly string[] = ['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'FR', 'LU'];

/** The longest line read: a street, a house number and an addition with the spaces between them. */
export const MAX_STREET_LINE_LENGTH = maxLengths.street + maxLengths.houseNumber + maxLengths.houseNumberAddition + 2;

/** Tabs and line breaks read as a space; other control and format characters (zero-width, bidi) are refused. */
const DISALLOWED = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const WHITESPACE = /[\s\u00a0]+/g;
/** A number token: digits, then at most an addition glued to it ("12a", "1-3", "16/2", "1001bis"). */
const NUMBER_TOKEN = /^(\d+)(.*)$/;
/** "17." in "Straße des 17. Juni" is a day, not a house number. */
const ORDINAL = /^\d+\.$/;
/** A house number on its own: digits, maybe letters glued to them ("12", "12a"). */
const PLAIN_NUMBER = /^\d+\p{L}{0,3}$/u;
/** French and English number words that belong to the number when it comes first ("10 bis rue …"). */
const NUMBER_FIRST_ADDITION = /^(?:bis|ter|quater|\p{L})$/iu;
const LEADING_SEPARATORS = /^[\s,;:\-/]+/;
const TRAILING_SEPARATORS = /[\s,;:\-/]+$/;

function tidy(text: string): string {
  return text.replace(LEADING_SEPARATORS, '').replace(TRAILING_SEPARATORS, '');
}

function parts(street: string, houseNumber: string, addition: string): StreetParts | null {
  const cleanStreet = tidy(street);
  if (!/\p{L}/u.test(cleanStreet)) return null;
  return { street: cleanStreet, houseNumber, addition: tidy(addition) };
}

/** "Damrak 1-3 hs": the first number token after the street's first word, unless the rest is one more number. */
function numberLast(tokens: string[]): StreetParts | null {
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    const match = NUMBER_TOKEN.exec(token);
    if (!match || ORDINAL.test(token)) continue;
    const rest = tokens.slice(i + 1);
    // "Plein 1944 12": a number in the street's name, the house number after it.
    if (rest.length === 1 && PLAIN_NUMBER.test(rest[0]!)) continue;
    const found = parts(tokens.slice(0, i).join(' '), match[1]!, [match[2]!, ...rest].join(' '));
    if (found) return found;
  }
  return null;
}

/** "10 Downing Street", "221B Baker Street", "10 bis rue de Rivoli". */
function numberFirst(tokens: string[]): StreetParts | null {
  const match = NUMBER_TOKEN.exec(tokens[0] ?? '');
  if (!match || tokens.length < 2) return null;
  const glued = tidy(match[2]!);
  const word = tokens[1]!;
  const takesWord = glued === '' && tokens.length > 2 && NUMBER_FIRST_ADDITION.test(word);
  return parts(tokens.slice(takesWord ? 2 : 1).join(' '), match[1]!, takesWord ? word : glued);
}

/**
 * Splits a one-line street by the country's convention: number after the street, or before it in
 * NUMBER_FIRST_COUNTRIES (a line in the other order is tried next there). A line without a house
 * number is refused with `street.houseNumberMissing`; an oversized line with `street.tooLong`; a
 * control character with `street.invalid`.
 */
export function splitStreetLine(line: string, countryCode: string): StreetLineResult {
  if (line.length > MAX_STREET_LINE_LENGTH) return { ok: false, error: 'street.tooLong' };
  const spaced = line.replace(WHITESPACE, ' ').trim();
  if (DISALLOWED.test(spaced)) return { ok: false, error: 'street.invalid' };
  if (spaced === '') return { ok: false, error: 'street.required' };
  const tokens = spaced.split(' ');
  const found = NUMBER_FIRST_COUNTRIES.includes(countryCode.toUpperCase())
    ? (numberFirst(tokens) ?? numberLast(tokens))
    : numberLast(tokens);
  return found ? { ok: true, parts: found } : { ok: false, error: 'street.houseNumberMissing' };
}
