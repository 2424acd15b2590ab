/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SitemapEntries($type: SitemapEntryType!, $pageSize: Int, $currentPage: Int) {\n    sitemapEntries(type: $type, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items {\n        path\n        lastmod\n      }\n    }\n  }\n": typeof types.SitemapEntriesDocument,
    "\n  query StoreConfiguration {\n    storeConfig {\n      code\n    }\n    availableStores {\n      code\n      store_code\n      store_name\n      website_name\n      locale\n      language\n      base_currency_code\n      timezone\n      base_url\n      secure_base_url\n      is_default_store\n      free_shipping_limit\n      free_shipping_enabled\n      default_country\n      telephone_required\n      delivery_personalization\n      tax_label\n      payment_icons {\n        icon\n        label\n        url\n      }\n      storeInformation {\n        name\n        phone\n        email\n        trusted_shops_id\n        hours\n        street_line1\n        street_line2\n        postcode\n        city\n        country_id\n      }\n    }\n    countries {\n      two_letter_abbreviation\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.StoreConfigurationDocument,
};
const documents: Documents = {
    "\n  query SitemapEntries($type: SitemapEntryType!, $pageSize: Int, $currentPage: Int) {\n    sitemapEntries(type: $type, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items {\n        path\n        lastmod\n      }\n    }\n  }\n": types.SitemapEntriesDocument,
    "\n  query StoreConfiguration {\n    storeConfig {\n      code\n    }\n    availableStores {\n      code\n      store_code\n      store_name\n      website_name\n      locale\n      language\n      base_currency_code\n      timezone\n      base_url\n      secure_base_url\n      is_default_store\n      free_shipping_limit\n      free_shipping_enabled\n      default_country\n      telephone_required\n      delivery_personalization\n      tax_label\n      payment_icons {\n        icon\n        label\n        url\n      }\n      storeInformation {\n        name\n        phone\n        email\n        trusted_shops_id\n        hours\n        street_line1\n        street_line2\n        postcode\n        city\n        country_id\n      }\n    }\n    countries {\n      two_letter_abbreviation\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.StoreConfigurationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapEntries($type: SitemapEntryType!, $pageSize: Int, $currentPage: Int) {\n    sitemapEntries(type: $type, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items {\n        path\n        lastmod\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreConfiguration {\n    storeConfig {\n      code\n    }\n    availableStores {\n      code\n      store_code\n      store_name\n      website_name\n      locale\n      language\n      base_currency_code\n      timezone\n      base_url\n      secure_base_url\n      is_default_store\n      free_shipping_limit\n      free_shipping_enabled\n      default_country\n      telephone_required\n      delivery_personalization\n      tax_label\n      payment_icons {\n        icon\n        label\n        url\n      }\n      storeInformation {\n        name\n        phone\n        email\n        trusted_shops_id\n        hours\n        street_line1\n        street_line2\n        postcode\n        city\n        country_id\n      }\n    }\n    countries {\n      two_letter_abbreviation\n      full_name_locale\n      available_regions {\n        id\n        code\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').StoreConfigurationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
