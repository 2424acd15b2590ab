/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Kinds of indexable pages a sitemap lists. */
export type SitemapEntryType =
  | 'BRAND'
  | 'CATEGORY'
  | 'CONTENT'
  | 'PRODUCT';

export type SitemapEntriesQueryVariables = Exact<{
  type: SitemapEntryType;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type SitemapEntriesQuery = { sitemapEntries: { total_count: number, items: Array<{ path: string, lastmod: string | null }> } };

export type StoreConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigurationQuery = { storeConfig: { code: string }, availableStores: Array<{ code: string, store_code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, base_url: string, secure_base_url: string, is_default_store: boolean, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, email: string | null, trusted_shops_id: string | null, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } }>, countries: Array<{ two_letter_abbreviation: string, full_name_locale: string, available_regions: Array<{ id: number, code: string, name: string }> }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const SitemapEntriesDocument = new TypedDocumentString(`
    query SitemapEntries($type: SitemapEntryType!, $pageSize: Int, $currentPage: Int) {
  sitemapEntries(type: $type, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items {
      path
      lastmod
    }
  }
}
    `, {"operation":"query","hash":"sha256:4eaa7913c88cf26a41ee87a1f80cd8c897a3eb3aadf8537e6e517b7f4f9d9859"}) as unknown as TypedDocumentString<SitemapEntriesQuery, SitemapEntriesQueryVariables>;
export const StoreConfigurationDocument = new TypedDocumentString(`
    query StoreConfiguration {
  storeConfig {
    code
  }
  availableStores {
    code
    store_code
    store_name
    website_name
    locale
    language
    base_currency_code
    timezone
    base_url
    secure_base_url
    is_default_store
    free_shipping_limit
    free_shipping_enabled
    default_country
    telephone_required
    delivery_personalization
    tax_label
    payment_icons {
      icon
      label
      url
    }
    storeInformation {
      name
      phone
      email
      trusted_shops_id
      hours
      street_line1
      street_line2
      postcode
      city
      country_id
    }
  }
  countries {
    two_letter_abbreviation
    full_name_locale
    available_regions {
      id
      code
      name
    }
  }
}
    `, {"operation":"query","hash":"sha256:e5058291caffa06c2e72e0d42472f7f9d0d15a5ae4502dbebad96cf28d4fe13c"}) as unknown as TypedDocumentString<StoreConfigurationQuery, StoreConfigurationQueryVariables>;