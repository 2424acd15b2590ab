/**
 * The API's rate limits (decision 034) as the storefront reads them: a refusal carries
 * `extensions.code: 'TOO_MANY_REQUESTS'`, and each form shows its own translated message for it.
 * Read by shape (an ApiError's `errors`), so this module also loads in the browser.
 */
export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** True when the API refused because the shopper's address or account asked too often. */
export function isTooManyRequests(error: unknown): boolean {
  if (!(error instanceof Error) || !('errors' in error) || !Array.isArray(error.errors)) return false;
  return error.errors.some(
    (item: unknown) =>
      item !== null &&
      typeof item === 'object' &&
      'extensions' in item &&
      (item.extensions as { code?: unknown } | undefined)?.code === TOO_MANY_REQUESTS,
  );
}
