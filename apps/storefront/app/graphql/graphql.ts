/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UrlRewriteEntityTypeEnum =
  | 'BRAND'
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type ProductTileFragment = { sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, hover_image: string | null, price: number, regularPrice: number, color: string | null, availability: Array<string>, inStock: boolean, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route: { type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number, id: string } | null };

export type ShellQueryVariables = Exact<{
  lang: string;
}>;


export type ShellQuery = { storeConfig: { code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } }, availableStores: Array<{ store_code: string, store_name: string, locale: string, language: string, base_url: string }>, layout: { trustedShop: { rating: number, review_count: number, url: string } | null, uspHeader: Array<{ id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null }>, uspFooter: Array<{ id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null }>, footerIcons: { title: string, link_group: Array<{ label: string, icon: string | null, link: { href: string } }> } | null, headerMenu: { link_groups: Array<{ label: string, icon: string | null, link: { href: string } }> }, footerMenus: Array<{ uid: string, title: string, link_group: Array<{ label: string, icon: string | null, link: { href: string } }> }>, socials: Array<{ network: string, url: string }> }, navigation: { items: Array<{ title: string, show_menu: boolean, show_submenu: boolean, color: string | null, link: { href: string }, fields: Array<{ title: string, link: { href: string } }> }> } | null, footerContent: { promoBanner: { text: string, active: boolean, promo_banner_color: string | null, from: string | null, to: string | null, link: { href: string } | null } | null } };

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