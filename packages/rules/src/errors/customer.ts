import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of customer accounts (A4–A20, decision 021): sign-in and sign-out, registration and
 * profile, passwords and their reset, the address book. `rule` is a shared validation key
 * (`@shop/rules` `validationMessages`, e.g. `password.capital`), `field` the argument it belongs to.
 */
export const CUSTOMER_ERROR_CODES = defineErrorCodes({
  CUSTOMER_NOT_AUTHORIZED: { params: [], meaning: 'the operation needs a signed-in customer and the token is missing, expired or revoked' },
  CUSTOMER_SIGN_IN_FAILED: { params: [], meaning: 'unknown e-mail address, wrong password or locked account (one answer for all three)' },
  CUSTOMER_ACCOUNT_LOCKED: { params: [], meaning: 'too many wrong passwords: the current password cannot be checked for a while' },
  CUSTOMER_WRONG_PASSWORD: { params: [], meaning: 'the current password given for a change does not match' },
  CUSTOMER_EMAIL_TAKEN: { params: [], meaning: 'another account has this e-mail address' },
  CUSTOMER_ALREADY_LOGGED_OUT: { params: [], meaning: 'signing out without a valid token' },
  CUSTOMER_FIELD_INVALID: { params: ['field', 'rule'], meaning: 'a name, e-mail address or password breaks a shared validation rule' },
  CUSTOMER_PASSWORD_REQUIRED: { params: ['field'], meaning: 'changing the e-mail address or password without the current password' },
  CUSTOMER_RESET_TOKEN_INVALID: { params: [], meaning: 'the password reset link is unknown, used or not for this address' },
  CUSTOMER_RESET_TOKEN_EXPIRED: { params: [], meaning: 'the password reset link is more than an hour old' },
  CUSTOMER_ADDRESS_NOT_FOUND: { params: ['id'], meaning: "no address of the customer's has this id" },
  CUSTOMER_ADDRESS_REGION_INVALID: { params: ['field', 'country'], meaning: 'the region id or code is not one of the country' },
  CUSTOMER_ADDRESS_LIMIT: { params: ['max'], meaning: 'the address book holds max addresses already' },
});
