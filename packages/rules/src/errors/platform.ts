import { defineErrorCodes } from './registry.ts';

/** Refusals of the GraphQL endpoint itself (decisions 032, 034). */
export const PLATFORM_ERROR_CODES = defineErrorCodes({
  TOO_MANY_REQUESTS: { params: ['retryAfter'], meaning: 'the client is over a rate limit (HTTP 429, Retry-After)' },
  QUERY_TOO_COMPLEX: { params: [], meaning: 'the document is over the cost budget' },
  BAD_USER_INPUT: { params: [], meaning: 'an argument is malformed (control characters, too long, wrong type)' },
});
