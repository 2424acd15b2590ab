/**
 * The API's refusals as the storefront reads them: by code and parameters only (decision 039).
 * The English message is for Magento clients and logs; nothing here exposes it, so no page can
 * decide by its words. Read by shape (an ApiError's `errors`), so this module also loads in the
 * browser and does not depend on one copy of the ApiError class.
 */
import { ERROR_CODES, isErrorCode, type ErrorCode, type ErrorCodeSpec } from '@shop/rules';

/** One refusal: our code (null when the answer has none we know), its parameters, Magento's category. */
export interface ApiErrorInfo {
  code: ErrorCode | null;
  params: Record<string, string>;
  /** Magento's `extensions.category` (`graphql-authorization`, …), or null. */
  category: string | null;
  /** Where in the answer the error belongs (`['createCustomerV2']`); empty when not given. */
  path: readonly (string | number)[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Only the string values of a parameter map; anything else is dropped. */
function stringParams(value: unknown): Record<string, string> {
  if (!isObject(value) || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** One GraphQL error (`{ message, path, extensions: { code, params, category } }`) read by shape. */
export function apiErrorInfo(item: unknown): ApiErrorInfo {
  const extensions = isObject(item) && isObject(item.extensions) ? item.extensions : {};
  const path =
    isObject(item) && Array.isArray(item.path) ? item.path.filter((part) => typeof part === 'string' || typeof part === 'number') : [];
  return {
    code: isErrorCode(extensions.code) ? extensions.code : null,
    params: stringParams(extensions.params),
    category: typeof extensions.category === 'string' ? extensions.category : null,
    path,
  };
}

/**
 * A Magento `user_errors[]` item (`WishListUserInputError`, `CartUserInputError`): Magento's own
 * `code` stays for Magento clients; ours rides beside it as `error_code` with `error_params`.
 */
export function userErrorInfo(item: unknown): ApiErrorInfo {
  const fields = isObject(item) ? item : {};
  const params = Array.isArray(fields.error_params)
    ? Object.fromEntries(
        fields.error_params.flatMap((param: unknown) =>
          isObject(param) && typeof param.name === 'string' && typeof param.value === 'string' ? [[param.name, param.value]] : [],
        ),
      )
    : {};
  return { code: isErrorCode(fields.error_code) ? fields.error_code : null, params, category: null, path: [] };
}

/** The errors an API call was refused with; empty for other failures (network, bugs). */
export function apiErrors(error: unknown): ApiErrorInfo[] {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return [];
  return error.errors.filter(isObject).map(apiErrorInfo);
}

/** The first of the API's refusals that carries one of `codes`, or null. */
export function findApiError(error: unknown, ...codes: readonly ErrorCode[]): ApiErrorInfo | null {
  return apiErrors(error).find((item) => item.code !== null && codes.includes(item.code)) ?? null;
}

/** True when the API refused with one of `codes`. */
export function hasApiError(error: unknown, ...codes: readonly ErrorCode[]): boolean {
  return findApiError(error, ...codes) !== null;
}

/** The message key of a code's shopper text, defined in the catalogue of the feature that owns it. */
export function apiErrorMessageId(code: ErrorCode): `apiError.${ErrorCode}` {
  return `apiError.${code}`;
}

/** True when shoppers can meet the code, so it has a text (`internal` codes have none). */
export function isShopperErrorCode(code: ErrorCode): boolean {
  return (ERROR_CODES[code] as ErrorCodeSpec).internal !== true;
}

/**
 * The text to show for a refusal: the code's own message with its parameters, or `fallbackId`
 * (the form's "that did not work") when the answer has no code with a shopper text.
 */
export function apiErrorMessage(info: ApiErrorInfo | null, fallbackId: string): { id: string; values: Record<string, string> } {
  return info?.code && isShopperErrorCode(info.code)
    ? { id: apiErrorMessageId(info.code), values: info.params }
    : { id: fallbackId, values: {} };
}
