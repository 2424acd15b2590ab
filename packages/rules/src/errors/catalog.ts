import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of the catalogue, search, store locator, content and sitemaps (decisions 007, 015,
 * 016, 026, 027). The storefront only asks what it offers, so none reaches a shopper: a product
 * that is gone is a not-found page, not an error text.
 */
export const CATALOG_ERROR_CODES = defineErrorCodes({
  CATALOG_PRODUCT_NOT_FOUND: { params: ['sku'], meaning: 'no active product has this sku', internal: true },
  CATALOG_SEARCH_OR_FILTER_REQUIRED: { params: [], meaning: "products without 'search' and without 'filter'", internal: true },
  CATALOG_FILTER_INVALID: { params: ['filter'], meaning: 'a filter value is malformed, out of range or too long', internal: true },
  CATALOG_MERCHANDISING_INVALID: {
    params: ['argument', 'max'],
    meaning: 'sequenceProfile or merchandiserSortKey is longer than max characters or holds characters a name cannot (decision 056)',
    internal: true,
  },
  STORE_LOCATION_UID_REQUIRED: { params: [], meaning: 'a store location asked for without its uid', internal: true },
  CONTENT_LANGUAGE_UNKNOWN: { params: [], meaning: 'content asked for in a language the shop does not have', internal: true },
});
