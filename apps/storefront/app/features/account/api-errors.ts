/**
 * What the API's answers mean for the account pages. Read by shape (an ApiError's `errors`), so
 * this module also loads in the browser and does not depend on one copy of the ApiError class.
 */
import { isValidationMessageKey } from '@shop/rules';

export interface AccountApiError {
  message: string;
  category: string | null;
  /** A validation message key (`password.capital`) when the API names the rule that failed. */
  key: string | null;
  field: string | null;
}

/** The errors the API answered with; empty for other failures (network, bugs), which are rethrown. */
export function accountApiErrors(error: unknown): AccountApiError[] {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return [];
  return (error.errors as unknown[]).flatMap((item) => {
    if (!item || typeof item !== 'object' || typeof (item as { message?: unknown }).message !== 'string') return [];
    const { message, extensions } = item as { message: string; extensions?: Record<string, unknown> };
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return [{ message, category: text(extensions?.category), key: text(extensions?.key), field: text(extensions?.field) }];
  });
}

/** Magento's text when a customer operation runs without a valid token (A20). */
export const NOT_AUTHORIZED_TEXT = "The current customer isn't authorized.";

/** True when the API refused because the request has no valid login (expired, revoked, garbage token). */
export function isNotLoggedIn(error: unknown): boolean {
  return accountApiErrors(error).some(
    (e) => e.category === 'graphql-authorization' || e.message === NOT_AUTHORIZED_TEXT || e.message.includes("isn't authorized"),
  );
}

/** The validation key an API error carries (shown in the shopper's language), or null. */
export function validationKeyOf(error: AccountApiError): string | null {
  return error.key && isValidationMessageKey(error.key) ? error.key : null;
}

/** True when the API says the e-mail address already has an account. */
export function isEmailTaken(error: AccountApiError): boolean {
  return error.category === 'graphql-already-exists' || /same email address already exists|already exists/i.test(error.message);
}
