import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { password as passwordRules } from './constants.ts';
import {
  couponSchema,
  createAddressSchema,
  emailSchema,
  giftcardBalanceSchema,
  giftcardNumberSchema,
  giftcardPinSchema,
  giftValueSchema,
  houseNumberSchema,
  isFirstFileWithinLimit,
  loginSchema,
  messageKeysByField,
  newsletterSchema,
  optionalPhoneSchema,
  passwordSchema,
  passwordWithConfirmationSchema,
  phoneSchema,
  quantitySchema,
  resetPasswordSchema,
  sizeSelectionSchema,
  vatNumberSchema,
} from './validation.ts';
import { isValidationMessageKey, validationMessages } from './validation-messages.ts';

/** The message keys of a failed parse, or [] when it passes. */
function keys(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const validAddress = {
  firstname: 'Jan',
  lastname: 'de Vries',
  street: 'Kalverstraat',
  houseNumber: '12',
  postcode: '1012 NX',
  city: 'Amsterdam',
  countryCode: 'nl',
};

describe('email', () => {
  it("V1: empty → 'email is required', invalid → 'fill in your valid email'", () => {
    expect(keys(newsletterSchema, { email: '' })).toEqual(['email.required']);
    expect(keys(newsletterSchema, {})).toEqual(['email.required']);
    expect(keys(emailSchema, '   ')).toEqual(['email.required']);
    expect(keys(emailSchema, 'a@')).toEqual(['email.invalid']);
    expect(validationMessages['email.required']).toBe('email is required');
    expect(validationMessages['email.invalid']).toBe('fill in your valid email');
  });

  it('V1, V13: accepts a valid address, trimmed, up to 254 characters', () => {
    expect(emailSchema.parse(' jan@example.nl ')).toBe('jan@example.nl');
    const domain = Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.') + '.nl';
    const local = 'a'.repeat(254 - 1 - domain.length);
    expect(keys(emailSchema, `${local}@${domain}`)).toEqual([]);
    expect(keys(emailSchema, `${local}a@${domain}`)).toEqual(['email.tooLong']);
  });
});

describe('phone', () => {
  it("V2: at least 8 digits, digits only ('1234567' no, '12345678' yes, '0612-345678' no)", () => {
    expect(keys(phoneSchema, '1234567')).toEqual(['phone.minDigits']);
    expect(keys(phoneSchema, '12345678')).toEqual([]);
    expect(keys(phoneSchema, '0612-345678')).toEqual(['phone.digitsOnly']);
    expect(keys(phoneSchema, '')).toEqual(['phone.required']);
  });

  it('V3: the optional phone is checked only when filled', () => {
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(keys(optionalPhoneSchema, '123')).toEqual(['phone.minDigits']);
  });
});

describe('password', () => {
  it("V4: 'abcdef1!' and 'Abcdefgh1' rejected, 'Abcdef1!' accepted", () => {
    expect(keys(passwordSchema, 'abcdef1!')).toEqual(['password.capital']);
    expect(keys(passwordSchema, 'Abcdefgh1')).toEqual(['password.punctuation']);
    expect(keys(passwordSchema, 'Abcdef1!')).toEqual([]);
  });

  it('V4: asks for as many kinds of character as Magento clients are told (required_character_classes_number)', () => {
    const kinds = ['A', '1', '!'];
    expect(kinds).toHaveLength(passwordRules.requiredCharacterClasses);
    expect(keys(passwordSchema, `abcdefgh${kinds.join('')}`)).toEqual([]);
    for (const left of kinds) {
      const others = kinds.filter((kind) => kind !== left).join('');
      expect(keys(passwordSchema, `abcdefgh${others}`)).not.toEqual([]);
    }
  });

  it('V4: reports length and digit first', () => {
    expect(keys(passwordSchema, '')).toEqual(['password.required']);
    expect(keys(passwordSchema, 'Ab1!')).toEqual(['password.minLength']);
    expect(keys(passwordSchema, 'Abcdefg!')).toEqual(['password.digit']);
    expect(keys(passwordSchema, 'Abcdef1$')).toEqual([]);
  });

  it('V4: a mismatching confirmation is an error on the confirmation field', () => {
    const result = passwordWithConfirmationSchema.safeParse({ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1?' });
    expect(result.success).toBe(false);
    if (!result.success) expect(messageKeysByField(result.error)).toEqual({ passwordConfirmation: 'password.mismatch' });
    expect(keys(passwordWithConfirmationSchema, { password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' })).toEqual([]);
  });

  it('V4: an empty confirmation says it is required, not that the passwords differ', () => {
    for (const passwordConfirmation of ['', undefined]) {
      const result = passwordWithConfirmationSchema.safeParse({ password: 'Abcdef1!', passwordConfirmation });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(messageKeysByField(result.error)).toEqual({ passwordConfirmation: 'passwordConfirmation.required' });
        expect(result.error.issues.map((issue) => issue.message)).not.toContain('password.mismatch');
      }
    }
  });

  it('V6: the reset token is required', () => {
    const base = { password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' };
    expect(keys(resetPasswordSchema, { ...base, token: '' })).toEqual(['resetToken.required']);
    expect(keys(resetPasswordSchema, { ...base, token: 'abc' })).toEqual([]);
  });

  it('V13: login needs e-mail and password but not a strong one', () => {
    expect(keys(loginSchema, { email: 'jan@example.nl', password: 'old' })).toEqual([]);
    expect(keys(loginSchema, { email: '', password: '' })).toEqual(['email.required', 'password.required']);
  });
});

describe('address', () => {
  const address = createAddressSchema();

  it('V5: an empty form gives an error per required field', () => {
    const result = address.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(messageKeysByField(result.error)).toEqual({
        firstname: 'firstname.required',
        lastname: 'lastname.required',
        street: 'street.required',
        houseNumber: 'houseNumber.required',
        postcode: 'postcode.required',
        city: 'city.required',
        countryCode: 'country.required',
      });
    }
  });

  it("V5: house number '12' accepted, 'twelve' rejected", () => {
    expect(keys(houseNumberSchema, '12')).toEqual([]);
    expect(keys(houseNumberSchema, 'twelve')).toEqual(['houseNumber.numeric']);
  });

  it('V9: the postcode must fit the country', () => {
    expect(address.parse(validAddress)).toMatchObject({ countryCode: 'NL', postcode: '1012 NX' });
    expect(keys(address, { ...validAddress, postcode: '123AB' })).toEqual(['postcode.invalid']);
    expect(keys(address, { ...validAddress, countryCode: 'de', postcode: '10115' })).toEqual([]);
  });

  it('V9: a postcode error shows alongside other field errors', () => {
    expect(keys(address, { ...validAddress, city: '', postcode: '123AB' }).sort()).toEqual(['city.required', 'postcode.invalid']);
  });

  it('V10: an unknown country is a field error, not a crash', () => {
    expect(keys(address, { ...validAddress, countryCode: 'XX' })).toEqual(['country.invalid']);
  });

  it('V3: telephone required when the store says so', () => {
    expect(keys(createAddressSchema({ telephoneRequired: true }), validAddress)).toEqual(['phone.required']);
    expect(keys(address, { ...validAddress, telephone: '0612345678' })).toEqual([]);
  });

  it('V13: names are at most 100 characters, streets 200', () => {
    expect(keys(address, { ...validAddress, firstname: 'a'.repeat(101) })).toEqual(['name.tooLong']);
    expect(keys(address, { ...validAddress, street: 'a'.repeat(200) })).toEqual([]);
    expect(keys(address, { ...validAddress, street: 'a'.repeat(201) })).toEqual(['street.tooLong']);
  });

  it('V12: an optional VAT number is checked and normalized', () => {
    expect(address.parse({ ...validAddress, vatId: 'nl 123456789 b01' }).vatId).toBe('NL123456789B01');
    expect(keys(vatNumberSchema, 'US123')).toEqual(['vat.invalid']);
  });
});

describe('gift card', () => {
  it('V7: card number 19 digits, 18 and 20 rejected', () => {
    expect(keys(giftcardNumberSchema, '1'.repeat(19))).toEqual([]);
    expect(giftcardNumberSchema.parse('1234 5678 9012 3456 789')).toBe('1234567890123456789');
    expect(keys(giftcardNumberSchema, '1'.repeat(18))).toEqual(['giftcard.cardNumber.invalid']);
    expect(keys(giftcardNumberSchema, '1'.repeat(20))).toEqual(['giftcard.cardNumber.invalid']);
  });

  it('V7: PIN 6 digits, 5 and 7 rejected', () => {
    expect(keys(giftcardPinSchema, '123456')).toEqual([]);
    expect(keys(giftcardPinSchema, '12345')).toEqual(['giftcard.pin.invalid']);
    expect(keys(giftcardPinSchema, '1234567')).toEqual(['giftcard.pin.invalid']);
    expect(keys(giftcardBalanceSchema, { cardNumber: '', pin: '' })).toEqual(['giftcard.cardNumber.required', 'giftcard.pin.required']);
  });

  it('D12: gift value 4.99 rejected, 5 and 500 accepted, 501 rejected', () => {
    expect(keys(giftValueSchema, 4.99)).toEqual(['giftcard.value.range']);
    expect(giftValueSchema.parse(5)).toBe(5);
    expect(giftValueSchema.parse('500')).toBe(500);
    expect(giftValueSchema.parse('12,50')).toBe(12.5);
    expect(keys(giftValueSchema, 501)).toEqual(['giftcard.value.range']);
    expect(keys(giftValueSchema, '')).toEqual(['giftcard.value.required']);
    expect(keys(giftValueSchema, 'ten')).toEqual(['giftcard.value.invalid']);
  });

  it('at least 1 size must be selected', () => {
    expect(keys(sizeSelectionSchema, [])).toEqual(['size.required']);
    expect(keys(sizeSelectionSchema, ['M'])).toEqual([]);
  });
});

describe('other forms', () => {
  it('V13: quantity is a positive whole number up to the maximum', () => {
    const quantity = quantitySchema(5);
    expect(quantity.parse('3')).toBe(3);
    expect(keys(quantity, 0)).toEqual(['quantity.invalid']);
    expect(keys(quantity, 1.5)).toEqual(['quantity.invalid']);
    expect(keys(quantity, 'two')).toEqual(['quantity.invalid']);
    expect(keys(quantity, 6)).toEqual(['quantity.max']);
    expect(quantitySchema().parse(1000)).toBe(1000);
  });

  it('V13: a coupon is not empty', () => {
    expect(keys(couponSchema, ' ')).toEqual(['coupon.required']);
    expect(couponSchema.parse(' WELCOME10 ')).toBe('WELCOME10');
  });

  it('V8: the first chosen file may not exceed the byte limit', () => {
    expect(isFirstFileWithinLimit([{ size: 1000 }], 1000)).toBe(true);
    expect(isFirstFileWithinLimit([{ size: 1001 }, { size: 1 }], 1000)).toBe(false);
    expect(isFirstFileWithinLimit([], 1000)).toBe(true);
  });
});

describe('validationMessages', () => {
  it('has English text for every key the schemas can report', () => {
    const reported = [
      keys(emailSchema, ''),
      keys(phoneSchema, 'x'),
      keys(passwordSchema, 'x'),
      keys(createAddressSchema({ telephoneRequired: true }), {}),
      keys(giftcardBalanceSchema, {}),
      keys(giftValueSchema, 1),
      keys(quantitySchema(1), 2),
      keys(couponSchema, ''),
    ].flat();
    for (const key of reported) expect(isValidationMessageKey(key), key).toBe(true);
    for (const text of Object.values(validationMessages)) expect(text.length).toBeGreaterThan(0);
  });
});
