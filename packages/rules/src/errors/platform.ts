import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of the GraphQL endpoint itself (decisions 032, 034) and of malformed arguments that
 * every domain shares (pagination, batch sizes, required, too long, hostile characters). `field`
 * names the argument as the operation spells it (`email`, `street[1]`, `wishlistItems`).
 */
export const PLATFORM_ERROR_CODES = defineErrorCodes({
  TOO_MANY_REQUESTS: { params: ['retryAfter'], meaning: 'the client is over a rate limit (HTTP 429, Retry-After in seconds)' },
  QUERY_TOO_COMPLEX: { params: [], meaning: 'the document is over the cost, depth or alias budget', internal: true },
  BAD_USER_INPUT: { params: [], meaning: 'an argument is malformed (control characters, too long, wrong type)' },
  DOCUMENT_TOO_LARGE: {
    params: [],
    meaning: 'the GraphQL document is over the size bound (HTTP 413; extensions.limit in bytes)',
    internal: true,
  },
  URI_TOO_LONG: { params: [], meaning: 'a GET query string is over the size bound (HTTP 414)', internal: true },
  UNSUPPORTED_MEDIA_TYPE: { params: [], meaning: 'a POST that is not JSON (HTTP 415)', internal: true },
  PERSISTED_QUERY_NOT_FOUND: {
    params: [],
    meaning: 'an automatic persisted query hash the API does not hold yet; send the document',
    internal: true,
  },
  GRAPHQL_PARSE_FAILED: { params: [], meaning: 'the document does not parse (syntax, token limit)', internal: true },
  OPERATION_RESOLUTION_FAILURE: { params: [], meaning: 'the request names no operation of the document to run', internal: true },
  INTERNAL_SERVER_ERROR: {
    params: [],
    meaning: 'the API failed (the message is masked, the log has the cause); the storefront treats it as an outage',
    internal: true,
  },
  BAD_REQUEST: { params: [], meaning: 'the HTTP request is not a GraphQL request (no query, bad JSON, bad parameters)', internal: true },
  STORE_NOT_FOUND: { params: ['store'], meaning: 'the Store header names no store', internal: true },
  CMS_BLOCK_NOT_FOUND: {
    params: ['identifier'],
    meaning: "Magento's cmsBlocks: no CMS block has this identifier; the shop's content is pages of blocks, none addressed as a CMS block",
    internal: true,
  },
  CONTACT_FORM_UNAVAILABLE: {
    params: [],
    meaning:
      "Magento's contactUs: the shop has no contact form (StoreConfig contact_enabled false); customer service is reached through storeInformation",
    internal: true,
  },
  INPUT_REQUIRED: { params: ['field'], meaning: 'a required argument is empty or missing' },
  INPUT_TOO_LONG: { params: ['field', 'max'], meaning: 'a text argument is longer than max characters' },
  INPUT_CHARACTERS: { params: ['field'], meaning: 'a text holds characters no form can produce (control characters, NUL)' },
  INPUT_INVALID: { params: ['field'], meaning: 'an argument has a form the operation does not accept (gender, date, attribute code)' },
  TOO_MANY_ITEMS: { params: ['field', 'max'], meaning: 'a list argument holds more than max entries', internal: true },
  PAGE_SIZE_INVALID: { params: ['max'], meaning: 'pageSize is not from 1 to max', internal: true },
  CURRENT_PAGE_INVALID: { params: [], meaning: 'currentPage is below 1', internal: true },
  CURRENT_PAGE_BEYOND: { params: ['currentPage', 'totalPages'], meaning: 'currentPage is past the last page', internal: true },
});
