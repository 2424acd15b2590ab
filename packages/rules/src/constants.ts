/**
 * Business constants and limits from spec 000 §9 and 001 §9, one object per domain.
 * Values the spec leaves open carry the checklist DECIDE item that fixes them.
 */

const SECOND_MS = 1000;
const DAY_SECONDS = 24 * 60 * 60;

/** Search overlay and quick search (000 §4, §5, §9; S3–S16). */
export const search = {
  /** The overlay and suggestions need MORE than this many characters. */
  minQueryLength: 3,
  debounceMs: 500,
  overlayDelayMs: 300,
  quickSearchPageSize: 4,
  quickSearchProductsShown: 3,
  /** The overlay shows this many recent terms before the latest one. */
  recentShown: 2,
  /** S16: at most this many distinct terms are stored. */
  recentStored: 10,
  recentStorageKey: 'recent',
  brandsMax: 5,
  categoriesMax: 5,
  pageResults: 5,
  suggestions: 6,
  path: '/zoeken/',
} as const;

/** Header behaviour on scroll (000 §9). */
export const header = {
  fixedAfterSmallPx: 25,
  fixedAfterLargePx: 35,
  backToTopAfterPx: 400,
} as const;

/** Layout sizes (000 §9; K2). */
export const layout = {
  maxContentWidthRem: 129.8,
  buttonHeightRem: 4.4,
  inputHeightRem: 3.9,
  progressBarPx: 2,
} as const;

/** Stacking order (000 §9; K2). */
export const layers = {
  modal: 90,
  panel: 50,
  backdrop: 49,
  header: 20,
  footer: 10,
} as const;

/** Timers and delays in milliseconds (000 §4, §9; 001 §9). */
export const timings = {
  instorePollMs: SECOND_MS,
  thirdPartyDelayMs: 7500,
  chunkReloadGuardMs: 60 * SECOND_MS,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  /** Once shown, the top progress bar stays at least this long (000 §4: minimum pending display). */
  loadingBarMinimumMs: 200,
  notFoundFinishMs: 400,
  newsletterResetMs: 300,
  uspRotationMs: 5000,
  uspFadeMs: 1400,
  dynamicLabelRefreshMs: 60 * SECOND_MS,
  customerRefreshMs: 900 * SECOND_MS,
  minPendingMs: 200,
} as const;

/** Attributes every cookie of the shop gets (000 §9; CK1). */
export const cookieDefaults = { path: '/', secure: true } as const;

/**
 * Cookie names and lifetimes (000 §9; 001 §9; CK1–CK10). Lifetimes are in seconds, ready for
 * `Max-Age`. The in-store cookies live until the session's ttl date, so they have no fixed age.
 */
export const cookies = {
  /** CK3: our name (decisions 010, 024); set when the cookie bar is answered. */
  message: { name: 'va_cookie_message', maxAgeSeconds: 100 * DAY_SECONDS },
  /** CK3: our name; holds the accepted consent categories. */
  settings: { name: 'va_cookie_settings', maxAgeSeconds: 100 * DAY_SECONDS },
  /** CK3: our name; the store a shopper chose, written when the language switcher's `/{code}/` link is followed. */
  locale: { name: 'store', maxAgeSeconds: 365 * DAY_SECONDS },
  /** CK5: 7 days everywhere. */
  customerToken: { name: 'apollo-token', maxAgeSeconds: 7 * DAY_SECONDS },
  /** CK6, CK7: name is the prefix plus the store code; "200" read as days. */
  cartId: { namePrefix: 'quote_masked_id_', defaultSuffix: 'default', maxAgeSeconds: 200 * DAY_SECONDS },
  /** CK8: 36000 read as seconds (10 hours). */
  placedOrderForQuote: { name: 'placed_order_for_quote', maxAgeSeconds: 36000 },
  /** L21 (decision 052): a valid preview link's token, kept until it expires; brings the editor's toolbar. */
  preview: { name: 'va_preview' },
  inStoreOrder: { name: 'tabletopInStoreOrder' },
  inStoreBaseUrl: { name: 'tabletopBaseUrl' },
  /** CK9, CK10: filled from the `dn` landing parameter, kept 30 days. */
  affiliate: { name: 'dn_cookie', landingParam: 'dn', maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

/**
 * CA26, CA27 (decision 055): a storefront address may carry `?cartId={masked id}`; an existing active
 * guest cart of that id becomes the shopper's cart, and the parameter is taken out of the address.
 */
export const CART_ID_QUERY_PARAM = 'cartId';

/** Name of the cart id cookie for a store (CK6); without a store the default suffix is used. */
export function cartIdCookieName(storeCode?: string | null): string {
  return cookies.cartId.namePrefix + (storeCode || cookies.cartId.defaultSuffix);
}

/** Where the storefront serves its built scripts and style sheets (`server/src/storefront.ts`; Magento's static files). */
export const assetsPath = '/assets/';

/**
 * The footer's copyright line, in every language alike (Magento's `StoreConfig.copyright`): the
 * year (in the store's time zone, so it turns over at the store's midnight) and the shop's name.
 */
export function copyrightLine(year: number, websiteName: string): string {
  return `© ${year} ${websiteName}.`;
}

/** Image sizes in px (000 §9; 001 §9; C24). */
export const images = {
  miniCart: { width: 60, height: 60 },
  cartModal: { width: 90, height: 90 },
  cartModalRequested: { width: 150, height: 150 },
  tile: { width: 416, height: 500 },
  /**
   * Widths a listing tile's srcset offers (416:500 crops; decision 014). Every tile `sizes` puts the
   * picture at 150–345 CSS px between 375 and 1440 px wide (224–300 on desktops); at 1× to 3× that
   * needs 150–832 px, and three steps of about 1.6× keep the picture the browser picks within 0.8–1.4×
   * of what the screen draws. The image service draws exactly these (`server/src/media/sizes.ts`).
   */
  tileWidths: [312, 520, 832],
  wishlist: { width: 150, height: 150 },
  swatch: { width: 50, height: 50 },
  tileRatio: 376 / 451,
  placeholderRatio: 10 / 10,
  swatchesShown: 5,
} as const;

/**
 * The garments the shop pictures: each category of the demo catalogue names one, and the media
 * service draws its product images from it (decision 005).
 */
export const garments = [
  'suit',
  'blazer',
  'jacket',
  'coat',
  'shirt',
  'polo',
  'tshirt',
  'knitwear',
  'trousers',
  'jeans',
  'chinos',
  'shorts',
  'shoes',
  'sneakers',
  'boots',
  'tie',
  'belt',
  'scarf',
  'socks',
  'bag',
  'giftcard',
] as const;
export type Garment = (typeof garments)[number];

export const sortKeys = ['recommended', 'priceasc', 'pricedesc'] as const;
/** A catalogue sort key (001 §9; C8). */
export type SortKey = (typeof sortKeys)[number];

/** Catalogue listing defaults (001 §2, §5, §9; C6–C11). */
export const catalogue = {
  itemsPerPageOptions: [24, 36, 48, 60, 72],
  defaultItemsPerPage: 36,
  defaultPage: 1,
  sortKeys,
  defaultSort: 'recommended',
  /** C11: the other view mode is "large". */
  viewModes: ['grid', 'large'],
  defaultView: 'grid',
  filterValueSeparator: '~',
  /** C4: query marker added when filters are applied without a search. */
  filterMarkerParam: 'filter',
} as const satisfies {
  defaultSort: SortKey;
  itemsPerPageOptions: readonly number[];
  [key: string]: unknown;
};

/** Delivery promise (000 §1, §4, §9; P10–P17). Weekdays use JavaScript numbering, 0 = Sunday. */
export const delivery = {
  cutoffHour: 21,
  /** P11: parcel point orders before 17:00. */
  parcelPointCutoffHour: 17,
  excludedWeekdays: [0, 1],
  deliveryDaysOptions: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  /** P15: all delivery times use the store time zone. */
  timeZone: 'Europe/Amsterdam',
} as const;

/** Recently viewed products (001 §9). */
export const recentlyViewed = { limit: 100 } as const;
/** Kept as a flat name as well, because the spec names it so. */
export const recentlyViewedLimit = recentlyViewed.limit;

/**
 * CA30 (decision 055): the cart page's product lists (cross-sell, recently viewed) show 4 products
 * per page from tablet width; phones show two and a bit, as every product row does.
 */
export const cartProductLists = { productsPerPage: 4, crossSellLimit: 12 } as const;

/** Store locator (001 §9): the most locations one page asks for, and the longest address key a location can have. */
export const storeLocator = { pageSize: 250, maxUrlKeyLength: 200 } as const;

/** Free shipping (000 §9; 001 §9): a per-store configuration value with this default, in euros. */
export const freeShippingLimitDefault = 1000;

/** Gift card (001 §5, §9; D12, V7). Values in euros. */
export const giftcard = {
  sku: 'giftcard',
  minValue: 5,
  maxValue: 500,
  cardDigits: 19,
  pinDigits: 6,
  /** The longest text a card field takes: far above a number typed with spaces, far below anything harmful. */
  entryMaxLength: 64,
  /** At most this many cards pay one cart (CO18). */
  cardsPerCart: 5,
} as const;

/**
 * Guessing a password or a gift card PIN (V4, V7, decision 029): this many attempts that did not
 * succeed within `windowMinutes` lock the address or card number for `lockMinutes`.
 */
export const signInThrottle = { maxFailures: 10, windowMinutes: 10, lockMinutes: 10 } as const;

/**
 * Password rules (000 §5; 001 §5, §9; V4). `requiredCharacterClasses` counts the kinds of character
 * `passwordSchema` asks for: a capital, a digit and a punctuation mark (Magento's
 * `required_character_classes_number`).
 */
export const password = { minLength: 8, requiredCharacterClasses: 3 } as const;

/**
 * The store view code Magento gives its default store; a Magento client that sends it as its `Store`
 * header is served the shop's default store (decision 059).
 */
export const magentoDefaultStoreCode = 'default';

/**
 * The address PWA Studio's (Venia's) cart page sends to estimate shipping: only the country and the
 * postcode (and region) are the shopper's, the other fields are these placeholders (peregrine's
 * `MOCKED_ADDRESS`). Such an address is kept as an estimate, never as a delivery address (decision 062).
 */
export const magentoEstimateAddress = {
  firstname: 'firstname',
  lastname: 'lastname',
  city: 'city',
  street: ['street'],
  telephone: 'telephone',
} as const;

/** Phone rules (000 §5; 001 §5, §9; V2). */
export const phone = { minDigits: 8 } as const;

/**
 * Maximum lengths for free-text fields (V13), checked by the storefront's forms and again by the
 * API. The coupon code's 64 is decision 028's (010 and 028 agree); a sku is at most 64 characters
 * everywhere the API reads one.
 */
export const maxLengths = {
  name: 100,
  street: 200,
  email: 254,
  city: 100,
  postcode: 20,
  houseNumber: 10,
  houseNumberAddition: 20,
  coupon: 64,
  sku: 64,
} as const;

/**
 * Payment method codes that are Magento's where the method means the same (decision 062): bank
 * transfer is Magento's offline `checkmo`, and an order whose grand total the applied gift cards
 * bring to zero is paid with Magento's `free`. The other methods keep the provider's codes.
 */
export const paymentCodes = {
  bankTransfer: 'checkmo',
  zeroTotal: 'free',
} as const;

/** Payment provider result codes shown on the failed page (000 §8; 001 §8; OC3). */
export const paymentResultCodes = {
  cancelled: [0, 890, 90],
  refused: [63],
} as const;
