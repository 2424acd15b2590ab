/**
 * The API's rate limits (decision 034) as the storefront reads them: a refusal carries
 * `extensions.code: 'TOO_MANY_REQUESTS'`, and each form shows its own translated message for it.
 * Read by shape (lib/api-errors.ts), so this module also loads in the browser.
 */
import type { ErrorCode } from '@shop/rules';
import { hasApiError } from './api-errors.ts';

export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS' satisfies ErrorCode;

/** True when the API refused because the shopper's address or account asked too often. */
export function isTooManyRequests(error: unknown): boolean {
  return hasApiError(error, TOO_MANY_REQUESTS);
}
