/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ListFilterInput = {
  key: string;
  values: Array<string>;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type UrlRewriteEntityTypeEnum =
  | 'BRAND'
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type BrandPageQueryVariables = Exact<{
  urlKey: string;
  lang: string;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  page?: number | null | undefined;
  itemsPerPage?: number | null | undefined;
  sortOrder?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type BrandPageQuery = { brandPage: { url_key: string, name: string, page: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null } | null, productList: { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> } };

export type BrandOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandOverviewQuery = { productList: { totalCount: number, filters: Array<{ key: string, options: Array<{ key: string, label: string, count: number, position: number }> }> } };

export type ListingResultFragment = { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> };

export type CategoryPageQueryVariables = Exact<{
  urlPath: string;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  page?: number | null | undefined;
  itemsPerPage?: number | null | undefined;
  sortOrder?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type CategoryPageQuery = { category: { name: string, url_path: string, level: number, description: string | null, meta_title: string | null, meta_description: string | null, breadcrumbs: Array<{ category_name: string, category_url_path: string, category_level: number }>, children: Array<{ name: string, url_path: string, position: number, include_in_menu: boolean }> } | null, productList: { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> } };

export type ProductTileFragment = { sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> };

export type ContentPageFieldsFragment = { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> };

export type ContentPageQueryVariables = Exact<{
  uid: string;
  lang: string;
}>;


export type ContentPageQuery = { contentPage: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null };

export type ContentParentQueryVariables = Exact<{
  urlKey: string;
  lang: string;
}>;


export type ContentParentQuery = { contentPageByUrl: { page_title: string | null, meta_title: string | null } | null };

export type ProductOptionsFragment = { configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data: { value: string } | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> };

export type ProductPageQueryVariables = Exact<{
  sku: string;
}>;


export type ProductPageQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, items: Array<{ option_id: number, title: string, position: number, required: boolean, options: Array<{ id: number, label: string, quantity: number, product:
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string } }
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string }, configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data: { value: string } | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> }
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string } }
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string } }
             }> }>, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null }
      | { __typename: 'ConfigurableProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null, configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data: { value: string } | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> }
      | { __typename: 'GiftCardProduct', giftcard_amounts: Array<number>, allow_open_amount: boolean, open_amount_min: number, open_amount_max: number, giftcard_types: Array<string>, sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null }
      | { __typename: 'SimpleProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null }
    > } };

export type ProductCrossSellQueryVariables = Exact<{
  skus: Array<string> | string;
}>;


export type ProductCrossSellQuery = { productsBySkus: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> };

export type NotFoundPageQueryVariables = Exact<{
  lang: string;
}>;


export type NotFoundPageQuery = { contentPage: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route: { type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number, id: string } | null };

export type ShellQueryVariables = Exact<{
  lang: string;
}>;


export type ShellQuery = { storeConfig: { code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } }, availableStores: Array<{ store_code: string, store_name: string, locale: string, language: string, base_url: string }>, layout: { trustedShop: { rating: number, review_count: number, url: string } | null, uspHeader: Array<{ id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null }>, uspFooter: Array<{ id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null }>, footerIcons: { title: string, link_group: Array<{ label: string, icon: string | null, link: { href: string } }> } | null, headerMenu: { link_groups: Array<{ label: string, icon: string | null, link: { href: string } }> }, footerMenus: Array<{ uid: string, title: string, link_group: Array<{ label: string, icon: string | null, link: { href: string } }> }>, socials: Array<{ network: string, url: string }> }, navigation: { items: Array<{ title: string, show_menu: boolean, show_submenu: boolean, color: string | null, link: { href: string }, fields: Array<{ title: string, link: { href: string } }> }> } | null, footerContent: { promoBanner: { text: string, active: boolean, promo_banner_color: string | null, from: string | null, to: string | null, link: { href: string } | null } | null } };

export type ShellStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellStoreQuery = { storeConfig: { code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } }, availableStores: Array<{ store_code: string, store_name: string, locale: string, language: string, base_url: string }> };

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
export const ProductTileFragmentDoc = new TypedDocumentString(`
    fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}
    `, {"fragmentName":"ProductTile"}) as unknown as TypedDocumentString<ProductTileFragment, unknown>;
export const ListingResultFragmentDoc = new TypedDocumentString(`
    fragment ListingResult on ProductList {
  totalCount
  page
  itemsPerPage
  search
  sort
  filters {
    key
    type
    attribute
    label
    position
    isVisible
    isOpen
    hasUrl
    min
    max
    minSelected
    maxSelected
    options {
      key
      label
      swatch
      count
      selected
      position
      urlPath
    }
  }
  products {
    ...ProductTile
  }
}
    fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}`, {"fragmentName":"ListingResult"}) as unknown as TypedDocumentString<ListingResultFragment, unknown>;
export const ContentPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContentPageFields on ContentPage {
  id
  uid
  meta_title
  meta_description
  meta_robots
  url_key
  page_title
  logo_color
  parent_page {
    link_type
    type
    url_key
    href
  }
  navigation_title
  navigation_list {
    title
    link {
      href
    }
  }
  sort_order_in_hierarchy
  body {
    slice_type
    primary
    fields
    products {
      ...ProductTile
    }
  }
}
    fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}`, {"fragmentName":"ContentPageFields"}) as unknown as TypedDocumentString<ContentPageFieldsFragment, unknown>;
export const ProductOptionsFragmentDoc = new TypedDocumentString(`
    fragment ProductOptions on ConfigurableProduct {
  configurable_options {
    attribute_code
    label
    position
    values {
      value_index
      label
      swatch_data {
        value
      }
    }
  }
  variants {
    attributes {
      code
      value_index
    }
    product {
      sku
      stock_status
      stock_left
      size_label
    }
  }
}
    `, {"fragmentName":"ProductOptions"}) as unknown as TypedDocumentString<ProductOptionsFragment, unknown>;
export const BrandPageDocument = new TypedDocumentString(`
    query BrandPage($urlKey: String!, $lang: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String, $search: String) {
  brandPage(urlKey: $urlKey, lang: $lang) {
    url_key
    name
    page {
      ...ContentPageFields
    }
  }
  productList(
    filters: $filters
    page: $page
    itemsPerPage: $itemsPerPage
    sortOrder: $sortOrder
    search: $search
  ) {
    ...ListingResult
  }
}
    fragment ListingResult on ProductList {
  totalCount
  page
  itemsPerPage
  search
  sort
  filters {
    key
    type
    attribute
    label
    position
    isVisible
    isOpen
    hasUrl
    min
    max
    minSelected
    maxSelected
    options {
      key
      label
      swatch
      count
      selected
      position
      urlPath
    }
  }
  products {
    ...ProductTile
  }
}
fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}
fragment ContentPageFields on ContentPage {
  id
  uid
  meta_title
  meta_description
  meta_robots
  url_key
  page_title
  logo_color
  parent_page {
    link_type
    type
    url_key
    href
  }
  navigation_title
  navigation_list {
    title
    link {
      href
    }
  }
  sort_order_in_hierarchy
  body {
    slice_type
    primary
    fields
    products {
      ...ProductTile
    }
  }
}`) as unknown as TypedDocumentString<BrandPageQuery, BrandPageQueryVariables>;
export const BrandOverviewDocument = new TypedDocumentString(`
    query BrandOverview {
  productList(page: 1, itemsPerPage: 24) {
    totalCount
    filters {
      key
      options {
        key
        label
        count
        position
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BrandOverviewQuery, BrandOverviewQueryVariables>;
export const CategoryPageDocument = new TypedDocumentString(`
    query CategoryPage($urlPath: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String, $search: String) {
  category(url_path: $urlPath) {
    name
    url_path
    level
    description
    meta_title
    meta_description
    breadcrumbs {
      category_name
      category_url_path
      category_level
    }
    children {
      name
      url_path
      position
      include_in_menu
    }
  }
  productList(
    filters: $filters
    page: $page
    itemsPerPage: $itemsPerPage
    sortOrder: $sortOrder
    search: $search
  ) {
    ...ListingResult
  }
}
    fragment ListingResult on ProductList {
  totalCount
  page
  itemsPerPage
  search
  sort
  filters {
    key
    type
    attribute
    label
    position
    isVisible
    isOpen
    hasUrl
    min
    max
    minSelected
    maxSelected
    options {
      key
      label
      swatch
      count
      selected
      position
      urlPath
    }
  }
  products {
    ...ProductTile
  }
}
fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}`) as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const ContentPageDocument = new TypedDocumentString(`
    query ContentPage($uid: String!, $lang: String!) {
  contentPage(uid: $uid, lang: $lang) {
    ...ContentPageFields
  }
}
    fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}
fragment ContentPageFields on ContentPage {
  id
  uid
  meta_title
  meta_description
  meta_robots
  url_key
  page_title
  logo_color
  parent_page {
    link_type
    type
    url_key
    href
  }
  navigation_title
  navigation_list {
    title
    link {
      href
    }
  }
  sort_order_in_hierarchy
  body {
    slice_type
    primary
    fields
    products {
      ...ProductTile
    }
  }
}`) as unknown as TypedDocumentString<ContentPageQuery, ContentPageQueryVariables>;
export const ContentParentDocument = new TypedDocumentString(`
    query ContentParent($urlKey: String!, $lang: String!) {
  contentPageByUrl(urlKey: $urlKey, lang: $lang) {
    page_title
    meta_title
  }
}
    `) as unknown as TypedDocumentString<ContentParentQuery, ContentParentQueryVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($sku: String!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      __typename
      sku
      name
      url_key
      brand
      brand_url_key
      meta_title
      meta_description
      image {
        url
        label
      }
      media_gallery {
        url
        label
        position
      }
      description {
        html
      }
      short_description {
        html
      }
      price_range {
        minimum_price {
          regular_price {
            value
          }
          final_price {
            value
          }
        }
      }
      discount
      sale_label
      promo_text
      stock_status
      stock_left
      available_soon
      color
      color_label
      sustainable
      categories {
        name
        url_path
        level
      }
      related_product_list {
        sku
        color
        color_code
        urlKey
      }
      crosssell_products {
        sku
      }
      size_table {
        table_headings
        specs {
          spec_label
          spec_items {
            size
            value
          }
        }
      }
      ...ProductOptions
      ... on BundleProduct {
        items {
          option_id
          title
          position
          required
          options {
            id
            label
            quantity
            product {
              sku
              name
              url_key
              brand
              stock_status
              stock_left
              image {
                url
                label
              }
              ...ProductOptions
            }
          }
        }
      }
      ... on GiftCardProduct {
        giftcard_amounts
        allow_open_amount
        open_amount_min
        open_amount_max
        giftcard_types
      }
    }
  }
}
    fragment ProductOptions on ConfigurableProduct {
  configurable_options {
    attribute_code
    label
    position
    values {
      value_index
      label
      swatch_data {
        value
      }
    }
  }
  variants {
    attributes {
      code
      value_index
    }
    product {
      sku
      stock_status
      stock_left
      size_label
    }
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const ProductCrossSellDocument = new TypedDocumentString(`
    query ProductCrossSell($skus: [String!]!) {
  productsBySkus(skus: $skus) {
    ...ProductTile
  }
}
    fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}`) as unknown as TypedDocumentString<ProductCrossSellQuery, ProductCrossSellQueryVariables>;
export const NotFoundPageDocument = new TypedDocumentString(`
    query NotFoundPage($lang: String!) {
  contentPage(uid: "404", lang: $lang) {
    ...ContentPageFields
  }
}
    fragment ProductTile on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  hover_image
  price
  regularPrice
  color
  availability
  inStock
  discount
  sale_label
  promo_text
  sustainability_logo
  sustainability_description
  expectedsustain
  related_product_list {
    sku
    color
    color_code
    urlKey
  }
}
fragment ContentPageFields on ContentPage {
  id
  uid
  meta_title
  meta_description
  meta_robots
  url_key
  page_title
  logo_color
  parent_page {
    link_type
    type
    url_key
    href
  }
  navigation_title
  navigation_list {
    title
    link {
      href
    }
  }
  sort_order_in_hierarchy
  body {
    slice_type
    primary
    fields
    products {
      ...ProductTile
    }
  }
}`) as unknown as TypedDocumentString<NotFoundPageQuery, NotFoundPageQueryVariables>;
export const RouteDocument = new TypedDocumentString(`
    query Route($url: String!) {
  route(url: $url) {
    type
    relative_url
    redirect_code
    id
  }
}
    `) as unknown as TypedDocumentString<RouteQuery, RouteQueryVariables>;
export const ShellDocument = new TypedDocumentString(`
    query Shell($lang: String!) {
  storeConfig {
    code
    store_name
    website_name
    locale
    language
    base_currency_code
    timezone
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
      hours
      street_line1
      street_line2
      postcode
      city
      country_id
    }
  }
  availableStores {
    store_code
    store_name
    locale
    language
    base_url
  }
  layout(lang: $lang) {
    trustedShop {
      rating
      review_count
      url
    }
    uspHeader {
      id
      label
      description
      icon
      sequence
      className
      link {
        href
      }
    }
    uspFooter {
      id
      label
      description
      icon
      sequence
      className
      link {
        href
      }
    }
    footerIcons {
      title
      link_group {
        label
        icon
        link {
          href
        }
      }
    }
    headerMenu {
      link_groups {
        label
        icon
        link {
          href
        }
      }
    }
    footerMenus {
      uid
      title
      link_group {
        label
        icon
        link {
          href
        }
      }
    }
    socials {
      network
      url
    }
  }
  navigation(lang: $lang) {
    items {
      title
      show_menu
      show_submenu
      color
      link {
        href
      }
      fields {
        title
        link {
          href
        }
      }
    }
  }
  footerContent(lang: $lang) {
    promoBanner {
      text
      active
      promo_banner_color
      from
      to
      link {
        href
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShellQuery, ShellQueryVariables>;
export const ShellStoreDocument = new TypedDocumentString(`
    query ShellStore {
  storeConfig {
    code
    store_name
    website_name
    locale
    language
    base_currency_code
    timezone
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
      hours
      street_line1
      street_line2
      postcode
      city
      country_id
    }
  }
  availableStores {
    store_code
    store_name
    locale
    language
    base_url
  }
}
    `) as unknown as TypedDocumentString<ShellStoreQuery, ShellStoreQueryVariables>;