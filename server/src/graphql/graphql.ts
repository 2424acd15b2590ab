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