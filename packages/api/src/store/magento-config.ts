/**
 * The Magento `StoreConfig` fields a Magento client reads (PWA Studio's documents, pwa-buildpack's
 * build-time queries), each describing this shop as it is, from the one place its rule lives
 * (decision 059). Magento answers its yes/no settings as the strings "1" and "0"; so do these.
 */
import { assetsPath, catalogue, categoryUrlSuffix, cookies, copyrightLine, password, productUrlSuffix, zonedParts } from '@shop/rules';
import type { RequestContext } from '../platform/context.ts';
import type { StoreConfigResolvers } from '../platform/generated/resolvers.ts';
import { storeHomeFor } from './addresses.ts';
import type { StoreRow } from './service.ts';

const YES = '1';
const NO = '0';
const SECONDS_PER_HOUR = 3600;

/** The website's code as Magento spells codes (lower case, digits, underscores): "Van Arkel" → van_arkel. */
export function websiteCode(websiteName: string): string {
  return (
    websiteName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'base'
  );
}

/** The fields that follow from the store row and the shop's rules alone. */
export function magentoStoreConfigFields(store: StoreRow) {
  const group = websiteCode(store.websiteName);
  return {
    store_sort_order: store.sortOrder,
    // One website with one store group holding every store view: the group is the website.
    store_group_code: group,
    store_group_name: store.websiteName,
    is_default_store_group: true,
    website_code: group,
    product_url_suffix: productUrlSuffix,
    category_url_suffix: categoryUrlSuffix,
    // The cart shows a product with sizes by the product's own picture (cart line `product.image`).
    configurable_thumbnail_source: 'parent',
    magento_wishlist_general_is_enabled: YES,
    enable_multiple_wishlists: NO,
    maximum_number_of_wishlists: '1',
    grid_per_page: catalogue.defaultItemsPerPage,
    grid_per_page_values: catalogue.itemsPerPageOptions.join(','),
    list_mode: 'grid',
    newsletter_enabled: true,
    contact_enabled: false,
    root_category_id: null,
    root_category_uid: null,
    minimum_password_length: String(password.minLength),
    required_character_classes_number: String(password.requiredCharacterClasses),
    // The API's customer token lives as long as the cookie that holds it (CK5); Magento counts hours.
    customer_access_token_lifetime: cookies.customerToken.maxAgeSeconds / SECONDS_PER_HOUR,
    product_canonical_tag: true,
    category_canonical_tag: true,
    allow_order: NO,
    allow_items: NO,
    allow_gift_receipt: NO,
    allow_printed_card: NO,
    allow_gift_wrapping_on_order: NO,
    allow_gift_wrapping_on_order_items: NO,
  };
}

/** A path on the store's own origin (media and assets are served on the origin, whatever the store's `?store=`). */
async function onStoreOrigin(ctx: RequestContext, storeCode: string, path: string): Promise<string> {
  const home = await storeHomeFor(ctx.db, storeCode, ctx.publicOrigin);
  return new URL(path, home).href;
}

const MEDIA_PATH = '/media/';

/** The fields that depend on the request: the address it reached and the time it was asked. */
export const magentoStoreConfigResolvers: StoreConfigResolvers<RequestContext> = {
  base_media_url: (store, _args, ctx) => onStoreOrigin(ctx, store.store_code, MEDIA_PATH),
  secure_base_media_url: (store, _args, ctx) => onStoreOrigin(ctx, store.store_code, MEDIA_PATH),
  base_static_url: (store, _args, ctx) => onStoreOrigin(ctx, store.store_code, assetsPath),
  secure_base_static_url: (store, _args, ctx) => onStoreOrigin(ctx, store.store_code, assetsPath),
  // The storefront's footer line, Magento's one text for every language.
  copyright: (store, _args, ctx) => copyrightLine(zonedParts(ctx.now(), store.timezone).year, store.website_name),
};

/** The sign Intl writes for a currency code ("EUR" → "€"). */
function currencySymbol(code: string): string {
  return (
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).formatToParts(0).find((part) => part.type === 'currency')
      ?.value ?? code
  );
}

/** Magento's `currency` of a store: it shows, charges and offers only its base currency. */
export function magentoCurrency(store: StoreRow) {
  const code = store.baseCurrencyCode;
  const symbol = currencySymbol(code);
  return {
    base_currency_code: code,
    base_currency_symbol: symbol,
    default_display_currency_code: code,
    default_display_currency_symbol: symbol,
    default_display_currecy_code: code,
    default_display_currecy_symbol: symbol,
    available_currency_codes: [code],
    exchange_rates: [{ currency_to: code, rate: 1 }],
  };
}
