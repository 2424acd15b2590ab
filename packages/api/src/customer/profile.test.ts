import { describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../cart/cart-fixtures.ts';
import { refusalOf } from '../platform/testing.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import {
  CHANGE_PASSWORD,
  CUSTOMER,
  EMAIL_AVAILABLE,
  NEW_PASSWORD,
  PASSWORD,
  SIGN_IN,
  signedUpCustomer,
  signIn,
  uniqueEmail,
  UPDATE_CUSTOMER,
  UPDATE_CUSTOMER_V2,
  UPDATE_EMAIL,
  NOT_AUTHORIZED,
} from './customer-fixtures.ts';
import { EMAIL_TAKEN, SIGN_IN_FAILED, WRONG_PASSWORD } from './service.ts';

// The signed-in customer's own account: profile, e-mail address and password (A12, A19), and whether an
// address is free. Registration and signing in (with its limits) are in accounts.test.ts.

const t = testApiForFile({ products: 10 });

describe('profile (A12, A19)', () => {
  it('A12: updateCustomer changes the given fields only; an empty optional text clears it', async () => {
    const { token } = await signedUpCustomer(t, { middlename: 'van' });
    const updated = dataOf(await t.query(UPDATE_CUSTOMER, { input: { firstname: ' Piet ', middlename: '', gender: 1 } }, { token }))
      .updateCustomer.customer;
    expect(updated).toMatchObject({ firstname: 'Piet', middlename: null, lastname: 'Jansen', gender: 1 });
    const v2 = dataOf(await t.query(UPDATE_CUSTOMER_V2, { input: { lastname: 'Pietersen', date_of_birth: '1975-01-31' } }, { token }))
      .updateCustomerV2.customer;
    expect(v2).toMatchObject({ firstname: 'Piet', lastname: 'Pietersen', date_of_birth: '1975-01-31', dob: '1975-01-31' });
  });

  it('A12: bad profile input is refused and nothing changes', async () => {
    const { token } = await signedUpCustomer(t);
    for (const change of [
      { firstname: '' },
      { lastname: 'x'.repeat(101) },
      { gender: -1 },
      { date_of_birth: 'gisteren' },
      { taxvat: 't'.repeat(51) },
    ]) {
      expect(errorOf(await t.query(UPDATE_CUSTOMER_V2, { input: change }, { token })).category).toBe('graphql-input');
    }
    expect(dataOf(await t.query(CUSTOMER, {}, { token })).customer).toMatchObject({ firstname: 'Jan', lastname: 'Jansen', gender: null });
  });

  it('A20: profile changes need a valid token', async () => {
    expect(errorOf(await t.query(UPDATE_CUSTOMER, { input: { firstname: 'X' } }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(UPDATE_CUSTOMER_V2, { input: { firstname: 'X' } }, { token: 'nope' }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(CHANGE_PASSWORD, { current: PASSWORD, next: NEW_PASSWORD }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(UPDATE_EMAIL, { email: uniqueEmail(), password: PASSWORD }))).toEqual(NOT_AUTHORIZED);
  });

  it('A12: a new e-mail needs the current password and must be free', async () => {
    const { token, email } = await signedUpCustomer(t);
    const taken = await signedUpCustomer(t);
    const next = uniqueEmail('verhuisd');
    expect(errorOf(await t.query(UPDATE_CUSTOMER, { input: { email: next } }, { token })).message).toBe(
      'Provide the current "password" to change "email".',
    );
    expect(refusalOf(await t.query(UPDATE_CUSTOMER, { input: { email: next } }, { token }))).toEqual({
      code: 'CUSTOMER_PASSWORD_REQUIRED',
      params: { field: 'password' },
    });
    expect(refusalOf(await t.query(UPDATE_CUSTOMER, { input: { email: next, password: 'Wrong!Pass1' } }, { token }))).toEqual({
      code: 'CUSTOMER_WRONG_PASSWORD',
      params: {},
    });
    expect(errorOf(await t.query(UPDATE_CUSTOMER, { input: { email: next, password: 'Wrong!Pass1' } }, { token }))).toEqual({
      message: WRONG_PASSWORD,
      category: 'graphql-authentication',
    });
    expect(errorOf(await t.query(UPDATE_CUSTOMER, { input: { email: taken.email, password: PASSWORD } }, { token })).message).toBe(
      EMAIL_TAKEN,
    );
    expect(errorOf(await t.query(UPDATE_CUSTOMER, { input: { email: 'kapot@', password: PASSWORD } }, { token })).message).toBe(
      'fill in your valid email',
    );
    expect(dataOf(await t.query(CUSTOMER, {}, { token })).customer.email).toBe(email);
    const changed = dataOf(await t.query(UPDATE_CUSTOMER, { input: { email: next.toUpperCase(), password: PASSWORD } }, { token }));
    expect(changed.updateCustomer.customer.email).toBe(next);
    expect(await signIn(t, next, PASSWORD)).toBeTruthy();
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD })).message).toBe(SIGN_IN_FAILED);
  });

  it('A12: updateCustomerEmail changes the address with the password', async () => {
    const { token } = await signedUpCustomer(t);
    const next = uniqueEmail('nieuw');
    expect(errorOf(await t.query(UPDATE_EMAIL, { email: next, password: 'Wrong!Pass1' }, { token })).message).toBe(WRONG_PASSWORD);
    expect(dataOf(await t.query(UPDATE_EMAIL, { email: next, password: PASSWORD }, { token })).updateCustomerEmail.customer.email).toBe(
      next,
    );
  });

  it('A12: changeCustomerPassword checks the current password and the rules, then revokes every session', async () => {
    const { token, email } = await signedUpCustomer(t);
    const second = await signIn(t, email, PASSWORD);
    expect(errorOf(await t.query(CHANGE_PASSWORD, { current: 'Wrong!Pass1', next: NEW_PASSWORD }, { token }))).toEqual({
      message: WRONG_PASSWORD,
      category: 'graphql-authentication',
    });
    expect(errorOf(await t.query(CHANGE_PASSWORD, { current: PASSWORD, next: 'zwak' }, { token }))).toEqual({
      message: 'password must be at least 8 characters',
      category: 'graphql-input',
    });
    expect(dataOf(await t.query(CUSTOMER, {}, { token })).customer.email).toBe(email);
    expect(dataOf(await t.query(CHANGE_PASSWORD, { current: PASSWORD, next: NEW_PASSWORD }, { token })).changeCustomerPassword.email).toBe(
      email,
    );
    expect(errorOf(await t.query(CUSTOMER, {}, { token }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(CUSTOMER, {}, { token: second }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD })).message).toBe(SIGN_IN_FAILED);
    expect(await signIn(t, email, NEW_PASSWORD)).toBeTruthy();
  });

  it('A19: updateCustomer is_subscribed false unsubscribes the account', async () => {
    const { token } = await signedUpCustomer(t);
    const answer = await t.query(
      `mutation { updateCustomer(input: { is_subscribed: false }) { customer { is_subscribed } } }`,
      {},
      { token },
    );
    expect(dataOf(answer).updateCustomer.customer.is_subscribed).toBe(false);
  });
});

describe('isEmailAvailable', () => {
  it('answers whether an account may be made with the address; a malformed one is an input error', async () => {
    const { email } = await signedUpCustomer(t);
    expect(dataOf(await t.query(EMAIL_AVAILABLE, { email: email.toUpperCase() })).isEmailAvailable.is_email_available).toBe(false);
    expect(dataOf(await t.query(EMAIL_AVAILABLE, { email: uniqueEmail() })).isEmailAvailable.is_email_available).toBe(true);
    expect(errorOf(await t.query(EMAIL_AVAILABLE, { email: 'geen-adres' }))).toEqual({
      message: 'fill in your valid email',
      category: 'graphql-input',
    });
  });
});
