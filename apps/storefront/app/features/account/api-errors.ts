/**
 * What the API's answers mean for the account pages, by code and parameters only (decision 039).
 * Read by shape (lib/api-errors.ts), so this module also loads in the browser.
 */
import { isValidationMessageKey, type ErrorCode } from '@shop/rules';
import { apiErrorMessage, apiErrors, hasApiError, type ApiErrorInfo } from '../../lib/api-errors.ts';

/** The errors the API answered with; empty for other failures (network, bugs), which are rethrown. */
export const accountApiErrors = apiErrors;

/** Codes that name a shared validation rule in `params.rule` (the address book uses the checkout's address rules). */
const RULE_CODES: readonly ErrorCode[] = ['CUSTOMER_FIELD_INVALID', 'CHECKOUT_FIELD_INVALID'];

/** True when the API refused because the request has no valid login (expired, revoked, garbage token). */
export function isNotLoggedIn(error: unknown): boolean {
  return hasApiError(error, 'CUSTOMER_NOT_AUTHORIZED', 'CUSTOMER_ALREADY_LOGGED_OUT');
}

/** The validation key an API error carries (shown in the shopper's language), or null. */
export function validationKeyOf(error: ApiErrorInfo): string | null {
  const rule = error.params.rule;
  return error.code && RULE_CODES.includes(error.code) && rule && isValidationMessageKey(rule) ? rule : null;
}

/** True when the API says the e-mail address already has an account. */
export function isEmailTaken(error: ApiErrorInfo): boolean {
  return error.code === 'CUSTOMER_EMAIL_TAKEN';
}

/**
 * The message key a form shows for a refusal: the rule's validation text, the code's own text, or
 * the generic "that did not work". Form errors carry keys only, so the account texts of codes are
 * written without placeholders.
 */
export function accountErrorKey(error: ApiErrorInfo): string {
  return validationKeyOf(error) ?? apiErrorMessage(error, 'account.error.generic').id;
}
