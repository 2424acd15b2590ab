import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  createAddressFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './account-schemas.ts';
import { de } from './texts/de.ts';
import { en } from './texts/en.ts';
import { nl } from './texts/nl.ts';
import { registration } from './account-forms.fixture.ts';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

/** The field errors of a parse; none when it succeeded. */
function errorsOf(result: {
  status?: string;
  error?: Record<string, string[] | null> | null;
}): Record<string, string[] | null | undefined> {
  return result.status === 'error' ? (result.error ?? {}) : {};
}

describe('account forms', () => {
  it('V4: a password needs 8 characters, a capital, a digit and a punctuation mark', () => {
    const errorOf = (password: string) => {
      const result = parseWithZod(form({ ...registration, password, passwordConfirmation: password }), { schema: registerFormSchema });
      return result.status === 'success' ? null : errorsOf(result).password?.[0];
    };
    expect(errorOf('abcdef1!')).toBe('password.capital');
    expect(errorOf('Abcdefgh1')).toBe('password.punctuation');
    expect(errorOf('Abc1!')).toBe('password.minLength');
    expect(errorOf('Abcdefg!')).toBe('password.digit');
    expect(errorOf('Abcdef1!')).toBeNull();
  });

  it('V4: a confirmation that does not match is reported on the confirmation field', () => {
    const result = parseWithZod(form({ ...registration, passwordConfirmation: 'Abcdef1?' }), { schema: registerFormSchema });
    expect(result.status).toBe('error');
    expect(errorsOf(result).passwordConfirmation).toEqual(['password.mismatch']);
  });

  it('V4: an empty "repeat password" says the field is required on register, reset and password change', () => {
    const register = parseWithZod(form({ ...registration, passwordConfirmation: '' }), { schema: registerFormSchema });
    const reset = parseWithZod(form({ email: 'jan@example.nl', token: 'abc', password: 'Abcdef1!', passwordConfirmation: '' }), {
      schema: resetPasswordFormSchema,
    });
    const change = parseWithZod(form({ currentPassword: 'Oud1!wachtwoord', password: 'Abcdef1!', passwordConfirmation: '' }), {
      schema: changePasswordFormSchema,
    });
    for (const result of [register, reset, change]) {
      expect(errorsOf(result).passwordConfirmation).toEqual(['passwordConfirmation.required']);
    }
  });

  it('V4: the required confirmation reads as such in every store language', () => {
    for (const texts of [nl, en, de]) {
      expect(texts['checkout.validation.passwordConfirmation.required']).toBeTruthy();
      expect(texts['checkout.validation.passwordConfirmation.required']).not.toBe(texts['checkout.validation.password.mismatch']);
    }
  });

  it('A7: register needs a gender from the list, names and a valid e-mail; the newsletter box is optional', () => {
    const missing = parseWithZod(form({ ...registration, gender: '', firstname: ' ', email: 'jan@' }), { schema: registerFormSchema });
    expect(errorsOf(missing).gender).toEqual(['gender.required']);
    expect(errorsOf(missing).firstname).toEqual(['firstname.required']);
    expect(errorsOf(missing).email).toEqual(['email.invalid']);
    const hostile = parseWithZod(form({ ...registration, gender: '<script>' }), { schema: registerFormSchema });
    expect(errorsOf(hostile).gender).toEqual(['gender.required']);
    const ok = parseWithZod(form({ ...registration, newsletter: 'on' }), { schema: registerFormSchema });
    expect(ok.status === 'success' && ok.value.newsletter).toBe(true);
  });

  it('A7: oversized names and e-mail addresses are refused before they reach the API', () => {
    const result = parseWithZod(form({ ...registration, firstname: 'x'.repeat(101), email: `${'x'.repeat(250)}@example.nl` }), {
      schema: registerFormSchema,
    });
    expect(errorsOf(result).firstname).toEqual(['name.tooLong']);
    expect(errorsOf(result).email).toEqual(['email.tooLong']);
  });

  it('A4: login needs an e-mail and a password but does not judge the password', () => {
    expect(parseWithZod(form({ email: 'jan@example.nl', password: 'x' }), { schema: loginFormSchema }).status).toBe('success');
    const empty = parseWithZod(form({ email: '', password: '' }), { schema: loginFormSchema });
    expect(errorsOf(empty).email).toEqual(['email.required']);
    expect(errorsOf(empty).password).toEqual(['password.required']);
  });

  it('A9: the new password form needs the token and e-mail from the link', () => {
    const result = parseWithZod(form({ email: 'jan@example.nl', token: '', password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' }), {
      schema: resetPasswordFormSchema,
    });
    expect(errorsOf(result).token).toEqual(['resetToken.required']);
  });

  it('A12: changing the password needs the current one', () => {
    const result = parseWithZod(form({ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' }), { schema: changePasswordFormSchema });
    expect(errorsOf(result).currentPassword).toEqual(['account.validation.currentPassword']);
  });

  it('A13, V5: an address needs a numeric house number and a postcode that fits the country', () => {
    const schema = createAddressFormSchema({ telephoneRequired: false });
    const result = parseWithZod(
      form({
        'address.firstname': 'Jan',
        'address.lastname': 'de Vries',
        'address.street': 'Kalverstraat',
        'address.houseNumber': '12a',
        'address.postcode': '12345',
        'address.city': 'Amsterdam',
        'address.countryCode': 'NL',
      }),
      { schema },
    );
    expect(errorsOf(result)['address.houseNumber']).toEqual(['houseNumber.numeric']);
    expect(errorsOf(result)['address.postcode']).toEqual(['postcode.invalid']);
  });
});
