/**
 * Checking the account's own fields (names, e-mail, gender, date of birth, tax number) with the shared
 * rules; each problem is a graphql-input error naming the field, with the shared message and key.
 */
import { emailSchema, firstnameSchema, lastnameSchema, maxLengths, validationMessages, type ValidationMessageKey } from '@shop/rules';
import type { z } from 'zod';
import { inputError, userError } from '../platform/errors.ts';

/** Prefix, suffix and middle name are short in every country; Magento keeps 40 and 255. */
const MAX_SHORT_NAME = 40;
const MAX_TAXVAT = 50;
/** Control characters (NUL and friends) are never part of a name or an address. */
const CONTROL = /\p{Cc}/u;

function ruleError(field: string, key: ValidationMessageKey) {
  return userError('CUSTOMER_FIELD_INVALID', { field, rule: key }, validationMessages[key], 'graphql-input', { field, key });
}

function firstKey(error: z.ZodError, fallback: ValidationMessageKey): ValidationMessageKey {
  const message = error.issues[0]?.message;
  return message && Object.hasOwn(validationMessages, message) ? (message as ValidationMessageKey) : fallback;
}

/** Refuses text containing control characters, which no form can produce (hostile input). */
export function assertPlainText(field: string, value: string | null | undefined): void {
  if (value != null && CONTROL.test(value))
    throw userError('INPUT_CHARACTERS', { field }, `"${field}" contains characters that are not allowed`, 'graphql-input', { field });
}

/** A well-formed e-mail address, trimmed and lower-cased (V1, V13). */
export function parseEmail(raw: string | null | undefined, field = 'email'): string {
  const parsed = emailSchema.safeParse(raw ?? '');
  if (!parsed.success) throw ruleError(field, firstKey(parsed.error, 'email.invalid'));
  return parsed.data.toLowerCase();
}

/** A required name (first or last): trimmed, at most 100 characters. */
export function parseRequiredName(field: 'firstname' | 'lastname', raw: string | null | undefined): string {
  assertPlainText(field, raw);
  const parsed = (field === 'firstname' ? firstnameSchema : lastnameSchema).safeParse(raw ?? '');
  if (!parsed.success) throw ruleError(field, firstKey(parsed.error, `${field}.required`));
  return parsed.data;
}

/** An optional short text: trimmed, null when blank, within `max` characters. */
export function parseOptionalText(field: string, raw: string | null | undefined, max = MAX_SHORT_NAME): string | null {
  if (raw == null) return null;
  assertPlainText(field, raw);
  const value = raw.trim();
  if (value === '') return null;
  if (value.length > max)
    throw userError('INPUT_TOO_LONG', { field, max }, `"${field}" can be at most ${max} characters`, 'graphql-input', { field });
  return value;
}

export const parseMiddlename = (raw: string | null | undefined) => parseOptionalText('middlename', raw, maxLengths.name);
export const parseTaxvat = (raw: string | null | undefined) => parseOptionalText('taxvat', raw, MAX_TAXVAT);

/** Magento's gender values: 1 male, 2 female, 3 not specified; 0 or null clears it. */
export function parseGender(raw: number | null | undefined): number | null {
  if (raw == null || raw === 0) return null;
  if (raw === 1 || raw === 2 || raw === 3) return raw;
  throw userError('INPUT_INVALID', { field: 'gender' }, '"gender" must be 1 (male), 2 (female) or 3 (not specified)', 'graphql-input', {
    field: 'gender',
  });
}

/** A date of birth as YYYY-MM-DD: a real date after 1900 and not in the future; blank clears it. */
export function parseDateOfBirth(raw: string | null | undefined, today: Date): string | null {
  if (raw == null || raw.trim() === '') return null;
  const value = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  const real = date != null && date.toISOString().slice(0, 10) === value;
  if (!real || date.getUTCFullYear() < 1900 || date.getTime() > today.getTime()) {
    throw userError(
      'INPUT_INVALID',
      { field: 'date_of_birth' },
      '"date_of_birth" must be a date in the past, written YYYY-MM-DD',
      'graphql-input',
      {
        field: 'date_of_birth',
      },
    );
  }
  return value;
}

/** Magento's answer when e-mail and password must come together. */
export function assertPasswordForEmail(password: string | null | undefined): string {
  if (password == null || password === '')
    throw inputError('CUSTOMER_PASSWORD_REQUIRED', { field: 'password' }, 'Provide the current "password" to change "email".');
  return password;
}
