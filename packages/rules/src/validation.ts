/**
 * Form field rules as Zod schemas (000 §5; 001 §5; V1–V13, D12). Issue messages are keys of
 * `validationMessages`; each field reports only its first failing rule, the one a form shows.
 */

import { z } from 'zod';
import { maxLengths, password as passwordRules, phone as phoneRules } from './constants.ts';
import { checkGiftcardNumber, checkGiftcardPin, type GiftcardEntryCheck } from './giftcard-entry.ts';
import { checkGiftcardAmount } from './giftcard-options.ts';
import { isIsoCountryCode } from './iso-countries.ts';
import { isValidPostcode } from './postcode.ts';
import type { ValidationMessageKey } from './validation-messages.ts';
import { isValidVatNumber, normalizeVatNumber } from './vat.ts';

type Rule = readonly [test: (value: string) => boolean, key: ValidationMessageKey];

const maxLength = (max: number) => (value: string) => value.length <= max;
const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
const emailFormat = z.email();

/** A trimmed, required text field that reports its first failing rule. */
function textField(requiredKey: ValidationMessageKey, rules: readonly Rule[] = []) {
  return z
    .string({ error: requiredKey })
    .trim()
    .superRefine((value, ctx) => {
      const failed: ValidationMessageKey | undefined = value === '' ? requiredKey : rules.find(([test]) => !test(value))?.[1];
      if (failed) ctx.addIssue({ code: 'custom', message: failed });
    });
}

/** Treats an empty or blank value as absent, so optional fields are checked only when filled. */
function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
}

/** E-mail: required, at most 254 characters, a valid address (V1, V13). */
export const emailSchema = textField('email.required', [
  [maxLength(maxLengths.email), 'email.tooLong'],
  [(value) => emailFormat.safeParse(value).success, 'email.invalid'],
]);

/** Newsletter sign-up form (V1). */
export const newsletterSchema = z.object({ email: emailSchema });

/** Phone: digits only, at least 8 (V2). */
export const phoneSchema = textField('phone.required', [
  [matches(/^\d+$/), 'phone.digitsOnly'],
  [(value) => value.length >= phoneRules.minDigits, 'phone.minDigits'],
  [maxLength(20), 'phone.tooLong'],
]);

/** Phone where the store does not require it: empty is fine, a filled value is checked (V3). */
export const optionalPhoneSchema = optionalField(phoneSchema);

/**
 * Password: at least 8 characters with 1 capital, 1 digit and 1 punctuation mark (V4). Symbols
 * such as `$` or `+` count as punctuation, as shoppers expect. Not trimmed: spaces are characters.
 */
export const passwordSchema = z.string({ error: 'password.required' }).superRefine((value, ctx) => {
  const rules: readonly Rule[] = [
    [(v) => v !== '', 'password.required'],
    [(v) => v.length >= passwordRules.minLength, 'password.minLength'],
    [matches(/\p{Lu}/u), 'password.capital'],
    [matches(/\p{Nd}/u), 'password.digit'],
    [matches(/[\p{P}\p{S}]/u), 'password.punctuation'],
    [maxLength(128), 'password.tooLong'],
  ];
  const failed = rules.find(([test]) => !test(value));
  if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
});

/** Whether a password confirmation matches the password (V4). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * A new password with its confirmation (V4). An empty confirmation is reported as missing, a
 * filled one that differs as a mismatch, both on the confirmation field.
 */
export const passwordWithConfirmationSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: z.string({ error: 'passwordConfirmation.required' }).min(1, 'passwordConfirmation.required'),
  })
  .refine((value) => passwordsMatch(value.password, value.passwordConfirmation), {
    path: ['passwordConfirmation'],
    error: 'password.mismatch',
    // Compared only once there is a confirmation; an empty one is reported as missing above.
    when: ({ value }) => {
      const confirmation = (value as { passwordConfirmation?: unknown } | undefined)?.passwordConfirmation;
      return typeof confirmation === 'string' && confirmation !== '';
    },
  });

/** Password reset: token required (V6) plus the new password. */
export const resetPasswordSchema = passwordWithConfirmationSchema.safeExtend({
  token: textField('resetToken.required'),
});

/** Login: e-mail and password required; the password's strength is not checked here (V13). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'password.required' }).min(1, 'password.required'),
});

export const firstnameSchema = textField('firstname.required', [[maxLength(maxLengths.name), 'name.tooLong']]);
export const lastnameSchema = textField('lastname.required', [[maxLength(maxLengths.name), 'name.tooLong']]);
export const genderSchema = textField('gender.required');
export const streetSchema = textField('street.required', [[maxLength(maxLengths.street), 'street.tooLong']]);
export const citySchema = textField('city.required', [[maxLength(maxLengths.city), 'city.tooLong']]);
export const postcodeSchema = textField('postcode.required', [[maxLength(maxLengths.postcode), 'postcode.invalid']]);

/** House number: required and numeric (V5); additions such as "a" go in their own field. */
export const houseNumberSchema = textField('houseNumber.required', [
  [matches(/^\d+$/), 'houseNumber.numeric'],
  [maxLength(maxLengths.houseNumber), 'houseNumber.tooLong'],
]);

export const houseNumberAdditionSchema = optionalField(
  z.string().trim().max(maxLengths.houseNumberAddition, 'houseNumberAddition.tooLong'),
);

/** Country: an ISO 3166-1 alpha-2 code, returned upper-cased. */
export const countryCodeSchema = textField('country.required', [[isIsoCountryCode, 'country.invalid']]).transform((code) =>
  code.toUpperCase(),
);

/** VAT number (V12), returned without spaces, dots or hyphens and upper-cased. */
export const vatNumberSchema = textField('vat.invalid', [[isValidVatNumber, 'vat.invalid']]).transform(normalizeVatNumber);

export interface AddressSchemaOptions {
  /** The store's telephone_required flag (V3). */
  telephoneRequired?: boolean;
}

/** An address with its required fields (V5) and a postcode that fits the country (V9). */
export function createAddressSchema(options: AddressSchemaOptions = {}) {
  return z
    .object({
      firstname: firstnameSchema,
      lastname: lastnameSchema,
      street: streetSchema,
      houseNumber: houseNumberSchema,
      houseNumberAddition: houseNumberAdditionSchema,
      postcode: postcodeSchema,
      city: citySchema,
      countryCode: countryCodeSchema,
      telephone: options.telephoneRequired ? phoneSchema : optionalPhoneSchema,
      company: optionalField(z.string().trim().max(maxLengths.name, 'name.tooLong')),
      vatId: optionalField(vatNumberSchema),
    })
    .superRefine((address, ctx) => {
      const { countryCode, postcode } = address;
      if (typeof countryCode !== 'string' || typeof postcode !== 'string') return;
      if (!isIsoCountryCode(countryCode) || postcode === '') return;
      if (!isValidPostcode(countryCode, postcode)) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'postcode.invalid' });
      }
    });
}

/** A gift card field checked by the shared rule (`giftcard-entry.ts`), reported with this field's message keys. */
function giftcardField(check: (value: unknown) => GiftcardEntryCheck, requiredKey: ValidationMessageKey, invalidKey: ValidationMessageKey) {
  return z.unknown().transform((value, ctx) => {
    const result = check(value);
    if (result.ok) return result.digits;
    ctx.addIssue({ code: 'custom', message: result.problem === 'required' ? requiredKey : invalidKey });
    return z.NEVER;
  });
}

/** Gift card number: 19 digits; spaces as printed on the card are removed (V7). */
export const giftcardNumberSchema = giftcardField(checkGiftcardNumber, 'giftcard.cardNumber.required', 'giftcard.cardNumber.invalid');

/** Gift card PIN: 6 digits (V7). */
export const giftcardPinSchema = giftcardField(checkGiftcardPin, 'giftcard.pin.required', 'giftcard.pin.invalid');

/** Gift card balance check form (V7). */
export const giftcardBalanceSchema = z.object({ cardNumber: giftcardNumberSchema, pin: giftcardPinSchema });

/** Gift value in euros, 5 to 500 with at most two decimals (D12); form text may use a decimal comma. The rule is `checkGiftcardAmount`. */
export const giftValueSchema = z.unknown().transform((value, ctx) => {
  const result = checkGiftcardAmount(value);
  if (result.ok) return result.amount;
  ctx.addIssue({ code: 'custom', message: `giftcard.value.${result.problem}` satisfies ValidationMessageKey });
  return z.NEVER;
});

/** At least 1 size must be selected. */
export const sizeSelectionSchema = z.array(z.string().min(1), { error: 'size.required' }).min(1, 'size.required');

/** Quantity: a whole number of at least 1 and at most `max` (V13). */
export function quantitySchema(max: number = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: 'quantity.invalid' }).int('quantity.invalid').min(1, 'quantity.invalid').max(max, 'quantity.max'),
  );
}

/** Discount code: not empty (V13). */
export const couponSchema = textField('coupon.required', [[maxLength(maxLengths.coupon), 'coupon.tooLong']]);

/** filesize (V8): fails when the first chosen file exceeds the byte limit. */
export function isFirstFileWithinLimit(files: ArrayLike<{ size: number }>, maxBytes: number): boolean {
  const first = files[0];
  return first === undefined || first.size <= maxBytes;
}

/** The first message key per field of a failed parse, as forms and the API return them. */
export function messageKeysByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}
