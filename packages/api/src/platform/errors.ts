import type { ErrorCode, ErrorParams } from '@shop/rules';
import { GraphQLError } from 'graphql';

/** Magento's error categories, carried in `extensions.category` (checklist E10). */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

/** A code's parameters as a caller gives them: numbers are sent as text. */
export type ErrorParamValues<C extends ErrorCode> = { readonly [K in keyof ErrorParams<C>]: string | number };

/** The parameters as they travel (`extensions.params`, `error_params`): every value a string. */
export function wireParams<C extends ErrorCode>(params: ErrorParamValues<C>): ErrorParams<C> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])) as ErrorParams<C>;
}

/**
 * An expected failure a caller can act on: shown to the shopper, never masked. `message` is the
 * English text a Magento client reads (Magento's own where Magento has one); the storefront reads
 * `extensions.code` and `extensions.params` only (decision 039).
 */
export function userError<C extends ErrorCode>(
  code: C,
  params: ErrorParamValues<C>,
  message: string,
  category: ErrorCategory = 'graphql-input',
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { category, ...extra, code, params: wireParams(params) } });
}

export const inputError = <C extends ErrorCode>(code: C, params: ErrorParamValues<C>, message: string) =>
  userError(code, params, message, 'graphql-input');
export const notFoundError = <C extends ErrorCode>(code: C, params: ErrorParamValues<C>, message: string) =>
  userError(code, params, message, 'graphql-no-such-entity');
export const authorizationError = <C extends ErrorCode>(code: C, params: ErrorParamValues<C>, message: string) =>
  userError(code, params, message, 'graphql-authorization');

/**
 * Our code and parameters as fields of a Magento user error (`CartUserInputError`, `CartItemError`,
 * `WishListUserInputError`): `error_code` and `error_params` ride beside Magento's own `code`.
 */
export function userErrorFields<C extends ErrorCode>(
  code: C,
  params: ErrorParamValues<C>,
): { error_code: C; error_params: { name: string; value: string }[] } {
  return {
    error_code: code,
    error_params: Object.entries(wireParams(params) as Record<string, string>).map(([name, value]) => ({ name, value })),
  };
}
