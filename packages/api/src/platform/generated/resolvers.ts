import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductRow, CategoryRow } from '../../catalog/rows.ts';
import type { CmsPageRoute } from '../../catalog/route.ts';
import type { ProductsResult } from '../../catalog/products-result.ts';
import type { CartModel } from '../../cart/model.ts';
import type { CartLineView } from '../../cart/views.ts';
import type { RequestContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON: used for content block fields, whose shape depends on the block type. */
  JSON: { input: unknown; output: unknown; }
};

export type AddBundleProductsToCartInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<BundleProductCartItemInput>;
};

export type AddBundleProductsToCartOutput = {
  __typename?: 'AddBundleProductsToCartOutput';
  cart: Cart;
};

export type AddConfigurableProductsToCartInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<ConfigurableProductCartItemInput>;
};

export type AddConfigurableProductsToCartOutput = {
  __typename?: 'AddConfigurableProductsToCartOutput';
  cart: Cart;
};

export type AddProductsToCartOutput = {
  __typename?: 'AddProductsToCartOutput';
  cart: Cart;
  /** One entry per item that was not added; the other items are in the cart. */
  user_errors: Array<CartUserInputError>;
};

export type AddProductsToWishlistOutput = {
  __typename?: 'AddProductsToWishlistOutput';
  user_errors: Array<WishListUserInputError>;
  wishlist: Wishlist;
};

export type AddSimpleProductsToCartInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<SimpleProductCartItemInput>;
};

export type AddSimpleProductsToCartOutput = {
  __typename?: 'AddSimpleProductsToCartOutput';
  cart: Cart;
};

export type AddWishlistItemsToCartOutput = {
  __typename?: 'AddWishlistItemsToCartOutput';
  add_wishlist_items_to_cart_user_errors: Array<WishlistCartUserInputError>;
  status: Scalars['Boolean']['output'];
  wishlist: Wishlist;
};

export type Aggregation = {
  __typename?: 'Aggregation';
  attribute_code: Scalars['String']['output'];
  /** How many options the aggregation has. */
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  options: Array<AggregationOption>;
  position: Scalars['Int']['output'];
};

export type AggregationOption = AggregationOptionInterface & {
  __typename?: 'AggregationOption';
  /** How many products the option finds. */
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  /** The value to filter on: a category uid, a price bucket `from_to`, an option value. */
  value: Scalars['String']['output'];
};

export type AggregationOptionInterface = {
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AggregationsCategoryFilterInput = {
  includeDirectChildrenOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AggregationsFilterInput = {
  category?: InputMaybe<AggregationsCategoryFilterInput>;
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  code: Scalars['String']['output'];
};

/** A gift card applied to a cart: what it holds now and what it pays of this cart. */
export type AppliedGiftCard = {
  __typename?: 'AppliedGiftCard';
  applied_balance: Money;
  /** The card number with all but its last 4 digits masked. */
  code: Scalars['String']['output'];
  current_balance: Money;
  expiration_date?: Maybe<Scalars['String']['output']>;
  /** What stays on the card after this order: current_balance less applied_balance (the shop's addition). */
  remaining_balance: Money;
};

export type ApplyCouponToCartInput = {
  cart_id: Scalars['String']['input'];
  /** The code as the shopper typed it; matched without regard to case or surrounding spaces. */
  coupon_code: Scalars['String']['input'];
};

export type ApplyCouponToCartOutput = {
  __typename?: 'ApplyCouponToCartOutput';
  cart: Cart;
};

export type ApplyGiftCardToCartInput = {
  cart_id: Scalars['String']['input'];
  gift_card_code: Scalars['String']['input'];
  gift_card_pin: Scalars['String']['input'];
};

export type ApplyGiftCardToCartOutput = {
  __typename?: 'ApplyGiftCardToCartOutput';
  cart: Cart;
};

export type AttributeEntityTypeEnum =
  | 'PRODUCT';

export type AttributeListItem = {
  __typename?: 'AttributeListItem';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  order: Scalars['Int']['output'];
};

export type AttributeMetadataInterface = {
  /** The attribute's label in this store. */
  attribute_labels?: Maybe<Array<Maybe<StoreLabels>>>;
  code?: Maybe<Scalars['String']['output']>;
  data_type?: Maybe<ObjectDataTypeEnum>;
  entity_type?: Maybe<AttributeEntityTypeEnum>;
  /** False: the attributes are the shop's own. */
  is_system?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  ui_input?: Maybe<UiInputTypeInterface>;
  /** The attribute's uid, as ConfigurableProductOptions.attribute_uid. */
  uid?: Maybe<Scalars['ID']['output']>;
};

export type AttributeOption = AttributeOptionInterface & {
  __typename?: 'AttributeOption';
  is_default?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

export type AttributeOptionInterface = {
  /** False: no option is preselected. */
  is_default?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  uid: Scalars['ID']['output'];
};

export type AvailablePaymentMethod = {
  __typename?: 'AvailablePaymentMethod';
  code: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  payment_provider_data: Array<PaymentProviderData>;
  title: Scalars['String']['output'];
};

export type AvailableShippingMethod = {
  __typename?: 'AvailableShippingMethod';
  /** VAT included; 0 when the store's free-shipping limit is reached and the method qualifies. */
  amount: Money;
  available: Scalars['Boolean']['output'];
  carrier_code: Scalars['String']['output'];
  carrier_title: Scalars['String']['output'];
  error_message?: Maybe<Scalars['String']['output']>;
  /** Whether the method becomes free from the store's free-shipping limit. */
  free_above_limit: Scalars['Boolean']['output'];
  method_code: Scalars['String']['output'];
  /** carrier_code and method_code joined by an underscore (CO7). */
  method_id: Scalars['String']['output'];
  method_title: Scalars['String']['output'];
  price_excl_tax: Money;
  price_incl_tax: Money;
  /** home | parcel_point | store_pickup: the group the storefront shows the method in. */
  shipment_type: Scalars['String']['output'];
};

export type BillingAddressInput = {
  address?: InputMaybe<CartAddressInput>;
  /** An address from the signed-in customer's address book (Bearer token required). */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** Copy the shipping address (and keep following it). */
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Also use this address as the shipping address. */
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BillingCartAddress = CartAddressInterface & {
  __typename?: 'BillingCartAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  street: Array<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type BrandPage = {
  __typename?: 'BrandPage';
  name: Scalars['String']['output'];
  page?: Maybe<ContentPage>;
  url_key: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  category_level: Scalars['Int']['output'];
  category_name: Scalars['String']['output'];
  category_uid: Scalars['ID']['output'];
  category_url_key: Scalars['String']['output'];
  category_url_path: Scalars['String']['output'];
};

export type BundleCartItem = CartItemInterface & {
  __typename?: 'BundleCartItem';
  bundle_options: Array<SelectedBundleOption>;
  /** Our addition (decision 040): what the chosen sizes add to one bundle's price, VAT included (negative when below the slots' cheapest sizes). */
  bundle_surcharge: Money;
  error?: Maybe<CartItemError>;
  errors: Array<CartItemError>;
  id: Scalars['String']['output'];
  parent_sku?: Maybe<Scalars['String']['output']>;
  prices: CartItemPrices;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type BundleItem = {
  __typename?: 'BundleItem';
  option_id: Scalars['Int']['output'];
  options: Array<BundleItemOption>;
  position: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type BundleItemOption = {
  __typename?: 'BundleItemOption';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  /** Our addition (decision 040): what each size of the product adds to the bundle's price when chosen, as the cart prices it. */
  size_surcharges: Array<BundleSizeSurcharge>;
  uid: Scalars['ID']['output'];
};

export type BundleOptionInput = {
  /** The bundle slot id (BundleItem.option_id). */
  id: Scalars['Int']['input'];
  /** Units of the part per bundle: must equal the slot's quantity (BundleItemOption.quantity). */
  quantity: Scalars['Float']['input'];
  /**
   * The chosen part as a one-element list: the sku of the variant (size) of the slot's product, or the
   * slot product's own sku when it has no variants.
   */
  value: Array<Scalars['String']['input']>;
};

export type BundleProduct = ProductInterface & RoutableInterface & {
  __typename?: 'BundleProduct';
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  item_gift_wrap_payoff?: Maybe<Scalars['String']['output']>;
  /** Bundle slots (spec: bundleItems with option_id and options). */
  items: Array<BundleItem>;
  media_gallery: Array<ProductImage>;
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  product_is_gift_wrap: Scalars['Boolean']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  rating_summary: Scalars['Float']['output'];
  /** 301 when `route` was asked another address of this product, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  related_product_list: Array<RelatedProduct>;
  /** The product's canonical address, /{url_key}.html. */
  relative_url: Scalars['String']['output'];
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  /** RoutableInterface: PRODUCT. */
  type: UrlRewriteEntityTypeEnum;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type BundleProductCartItemInput = {
  /** One entry per slot; every required slot must be chosen. */
  bundle_options: Array<BundleOptionInput>;
  data: CartItemInput;
};

/** What choosing a size adds to one bundle: its price above the slot's cheapest size, times quantity (decision 019). */
export type BundleSizeSurcharge = {
  __typename?: 'BundleSizeSurcharge';
  /** The size's sku (ConfigurableVariant.product.sku). */
  sku: Scalars['String']['output'];
  surcharge: Money;
};

export type BundleWishlistItem = WishlistItemInterface & {
  __typename?: 'BundleWishlistItem';
  added_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  /** What is left to pay through the payment provider: grand_total minus the applied gift cards. */
  amount_due: Money;
  applied_coupons: Array<AppliedCoupon>;
  /** Gift cards applied to the cart, in the order they were applied; together they pay at most the grand total. */
  applied_gift_cards: Array<AppliedGiftCard>;
  available_payment_methods: Array<AvailablePaymentMethod>;
  /** Set when the shopper gave a billing address (or chose 'same as shipping'). */
  billing_address?: Maybe<BillingCartAddress>;
  /**
   * The cart's coupon while it takes nothing off (the items changed, its dates passed, it was used up),
   * and why; null when the cart holds none or it applies (then it is in applied_coupons).
   */
  coupon_not_applied?: Maybe<CouponNotApplied>;
  email?: Maybe<Scalars['String']['output']>;
  /** The 32-character masked cart id the shopper holds (cookie quote_masked_id_{store}). */
  id: Scalars['ID']['output'];
  /** The shop's name while the cart is an in-store order (the checkout's badge), else null. */
  in_store_location?: Maybe<Scalars['String']['output']>;
  /** The table's label while the cart is an in-store order, else null. */
  in_store_table?: Maybe<Scalars['String']['output']>;
  invoiceEventId?: Maybe<Scalars['String']['output']>;
  isInStoreOrder: Scalars['Boolean']['output'];
  is_virtual: Scalars['Boolean']['output'];
  items: Array<CartItemInterface>;
  prices: CartPrices;
  /** Empty code and title while no method is chosen, as in Magento. */
  selected_payment_method: SelectedPaymentMethod;
  /** Opaque JSON text the storefront stores with the shipping method; returned as sent. */
  shippingManagerOption?: Maybe<Scalars['String']['output']>;
  /** At most one address; an address without a country code is not listed (CO5). */
  shipping_addresses: Array<ShippingCartAddress>;
  total_quantity: Scalars['Float']['output'];
  /** Magento 2.4.7's count for the cart icon: every line's quantity (a size is its product's own line, so the same as total_quantity). */
  total_summary_quantity_including_config: Scalars['Float']['output'];
};

export type CartAddressCountry = {
  __typename?: 'CartAddressCountry';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type CartAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2; an address without it is kept but does not count as a shipping address (CO5). */
  country_code?: InputMaybe<Scalars['String']['input']>;
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  postcode?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  region_id?: InputMaybe<Scalars['Int']['input']>;
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  /** Street lines: street, house number (digits), optional addition; or the street with its number on one line (decision 060). Magento's [String]!: an empty or null line after the first is left out. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  telephone?: InputMaybe<Scalars['String']['input']>;
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

export type CartAddressInterface = {
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  /** Street lines: street, house number, addition. */
  street: Array<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type CartAddressRegion = {
  __typename?: 'CartAddressRegion';
  code?: Maybe<Scalars['String']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['Int']['output']>;
};

/** The kinds of discount a cart shows apart (decision 040). */
export type CartDiscountKind =
  /** The applied coupon. */
  | 'COUPON'
  /** Gift cards paying part of the grand total (applied_gift_cards). */
  | 'GIFT_CARD'
  /** Sale, tier and bundle prices: the regular prices down to what is charged. */
  | 'OFFER';

export type CartDiscountTotal = {
  __typename?: 'CartDiscountTotal';
  amount: Money;
  kind: CartDiscountKind;
  /** The coupon's code for COUPON; null for the other kinds. */
  label?: Maybe<Scalars['String']['output']>;
};

export type CartItemError = {
  __typename?: 'CartItemError';
  code: CartItemErrorType;
  /** The shop's error code for the problem (decision 038), e.g. CART_OUT_OF_STOCK; Magento's `code` stays as it is. */
  error_code: Scalars['String']['output'];
  error_params: Array<ErrorParam>;
  message: Scalars['String']['output'];
};

export type CartItemErrorType =
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'UNDEFINED';

export type CartItemInput = {
  /**
   * Typed values (addProductsToCart), for the gift card: base64 of `giftcard/custom_giftcard_amount`
   * (a free amount of 5 to 500, instead of a listed one), `giftcard/giftcard_sender_name`,
   * `giftcard/giftcard_sender_email`, `giftcard/giftcard_recipient_name`,
   * `giftcard/giftcard_recipient_email` (required for an e-card) and `giftcard/giftcard_message`
   * (at most 255 characters).
   */
  entered_options?: InputMaybe<Array<EnteredOptionInput>>;
  /** The configurable parent of a variant sku; makes the line a configurable line. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** A whole number of at least 1 (at most 10000), honouring the product's min, max and increments. */
  quantity: Scalars['Float']['input'];
  /**
   * Uids of chosen values (addProductsToCart): a configurable's values (ConfigurableProductOptionsValues.uid)
   * with the configurable's sku; a bundle's parts as base64 of `bundle/{option_id}/{product id}[/{quantity}]`,
   * the product being the slot's product or the chosen variant (size) of it; the gift card's amount as
   * base64 of `giftcard/giftcard_amount/{value}` (one of giftcard_amounts) and its type as base64 of
   * `giftcard/giftcard_type/{physical|virtual}`.
   */
  selected_options?: InputMaybe<Array<Scalars['ID']['input']>>;
  sku: Scalars['String']['input'];
};

export type CartItemInterface = {
  /** The first problem of the line (spec: error.message), e.g. 'Some of the products are out of stock'; null when fine. */
  error?: Maybe<CartItemError>;
  errors: Array<CartItemError>;
  /** The numeric line id as text (Magento's id); updateCartItems and removeItemFromCart take it as cart_item_id. */
  id: Scalars['String']['output'];
  /** The sku of the configurable parent when the line is a variant. */
  parent_sku?: Maybe<Scalars['String']['output']>;
  prices: CartItemPrices;
  /** The product shown for the line: the configurable parent for configurable lines, as in Magento. */
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  /** The sku actually sold (the variant for configurable lines). */
  sku: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type CartItemPrices = {
  __typename?: 'CartItemPrices';
  discounts: Array<Discount>;
  /** The unit price before sale, tier and bundle prices, VAT included (Magento 2.4.7). */
  original_item_price: Money;
  /** original_item_price times the quantity (Magento 2.4.7). */
  original_row_total: Money;
  /** Unit price excluding VAT. */
  price: Money;
  price_including_tax: Money;
  /** Row total excluding VAT. */
  row_total: Money;
  row_total_including_tax: Money;
  total_item_discount: Money;
};

export type CartItemUpdateInput = {
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
  /** The new quantity; 0 removes the line (CA13). */
  quantity: Scalars['Float']['input'];
};

export type CartPrices = {
  __typename?: 'CartPrices';
  /** One row with the total VAT of the cart, labelled with the store's tax label (empty cart: the Dutch high rate, CA7). */
  applied_taxes: Array<CartTaxItem>;
  /** Our addition (decision 040): what each kind of discount takes off, VAT included, as positive amounts; only the kinds the cart has. */
  discount_totals: Array<CartDiscountTotal>;
  discounts: Array<Discount>;
  /** Our addition (decision 040): how much more the subtotal after discounts needs for free shipping; null when reached or when the store does not offer it (storeConfig.free_shipping_enabled). */
  free_shipping_remaining?: Maybe<Money>;
  /** Subtotal with discounts plus the selected shipping method, VAT included. */
  grand_total: Money;
  /** Our addition (decision 040): the rows at regular prices (before sale, tier and bundle prices; gift cards at their amount), VAT included. */
  original_subtotal_including_tax: Money;
  subtotal_excluding_tax: Money;
  subtotal_including_tax: Money;
  subtotal_with_discount_excluding_tax: Money;
  subtotal_with_discount_including_tax: Money;
};

/**
 * Cart status (OC7, OC8): active/active, pending_payment/restore (order placed, not paid),
 * payment_failed/restore (payment cancelled or refused), reservation_expired/restore (not paid within
 * the reservation time: the order was let go), ordered/completed (paid), expired/expired.
 * Unknown id: status and group null, error set.
 */
export type CartStatus = {
  __typename?: 'CartStatus';
  error?: Maybe<Scalars['String']['output']>;
  group?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type CartTaxItem = {
  __typename?: 'CartTaxItem';
  amount: Money;
  label: Scalars['String']['output'];
};

/** Why one item of addProductsToCart was not added. */
export type CartUserInputError = {
  __typename?: 'CartUserInputError';
  code: CartUserInputErrorType;
  /** The shop's error code for the refusal (decision 038), e.g. CART_STOCK_SHORT; Magento's `code` stays as it is. */
  error_code: Scalars['String']['output'];
  error_params: Array<ErrorParam>;
  message: Scalars['String']['output'];
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/**
 * Magento's category filters. Every filter given must match (and); within one filter `eq` and the
 * `in` values are alternatives. Without any filter, `categories` answers the top-level categories.
 */
export type CategoryFilterInput = {
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  ids?: InputMaybe<FilterEqualTypeInput>;
  name?: InputMaybe<FilterMatchTypeInput>;
  parent_category_uid?: InputMaybe<FilterEqualTypeInput>;
  parent_id?: InputMaybe<FilterEqualTypeInput>;
  url_key?: InputMaybe<FilterEqualTypeInput>;
  url_path?: InputMaybe<FilterEqualTypeInput>;
};

export type CategoryInterface = {
  /** The categories above this one, top first (as CategoryTree has them). */
  breadcrumbs: Array<Breadcrumb>;
  id: Scalars['Int']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_path: Scalars['String']['output'];
};

/** Categories that match a `categories` query, one page of them (Magento's CategoryResult). */
export type CategoryResult = {
  __typename?: 'CategoryResult';
  items: Array<CategoryTree>;
  page_info: SearchResultPageInfo;
  total_count: Scalars['Int']['output'];
};

export type CategoryTree = CategoryInterface & RoutableInterface & {
  __typename?: 'CategoryTree';
  breadcrumbs: Array<Breadcrumb>;
  children: Array<CategoryTree>;
  /** How many active subcategories the category has (a string, as Magento has it). */
  children_count: Scalars['String']['output'];
  /** Null: a category page shows no CMS block. */
  cms_block?: Maybe<CmsBlock>;
  description?: Maybe<Scalars['String']['output']>;
  /** PRODUCTS: a category page lists its products. */
  display_mode?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Null: a category has no picture of its own. */
  image?: Maybe<Scalars['String']['output']>;
  include_in_menu: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Null: categories carry no meta keywords. */
  meta_keywords?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The ids from the top-level category down to this one, joined by '/' (the shop has no root category). */
  path?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** The category's products as `products(filter: { category_uid: { eq } })` lists them. */
  products?: Maybe<Products>;
  /** 301 when `route` was asked another address of this category (e.g. Magento's /{url_path}.html), otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The listing's canonical address, /{url_path}/. */
  relative_url: Scalars['String']['output'];
  /** RoutableInterface: CATEGORY. */
  type: UrlRewriteEntityTypeEnum;
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_path: Scalars['String']['output'];
  /** The category address suffix: none, a listing's address ends in '/'. */
  url_suffix?: Maybe<Scalars['String']['output']>;
};


export type CategoryTreeProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** Magento's CMS block: a piece of content by its identifier. */
export type CmsBlock = {
  __typename?: 'CmsBlock';
  content?: Maybe<Scalars['String']['output']>;
  identifier?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CmsBlocks = {
  __typename?: 'CmsBlocks';
  items?: Maybe<Array<Maybe<CmsBlock>>>;
};

/**
 * A content page as Magento's CmsPage, answered by `route` (decision 062): `identifier` is the page's
 * uid (`home` for /), the texts are the store language's (else the Dutch) page's.
 */
export type CmsPage = RoutableInterface & {
  __typename?: 'CmsPage';
  identifier: Scalars['String']['output'];
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  redirect_code: Scalars['Int']['output'];
  relative_url: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
  type: UrlRewriteEntityTypeEnum;
  url_key: Scalars['String']['output'];
};

/** A colour swatch: `value` is the colour as `#rrggbb`. */
export type ColorSwatchData = SwatchDataInterface & {
  __typename?: 'ColorSwatchData';
  value: Scalars['String']['output'];
};

export type ComplexTextValue = {
  __typename?: 'ComplexTextValue';
  html: Scalars['String']['output'];
};

export type ConfigurableAttributeOption = {
  __typename?: 'ConfigurableAttributeOption';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  value_index: Scalars['Int']['output'];
};

export type ConfigurableCartItem = CartItemInterface & {
  __typename?: 'ConfigurableCartItem';
  configurable_options: Array<SelectedConfigurableOption>;
  /** The variant chosen (stock, size and price of what is sold). */
  configured_variant: ProductInterface;
  error?: Maybe<CartItemError>;
  errors: Array<CartItemError>;
  id: Scalars['String']['output'];
  parent_sku?: Maybe<Scalars['String']['output']>;
  prices: CartItemPrices;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type ConfigurableOptionAvailableForSelection = {
  __typename?: 'ConfigurableOptionAvailableForSelection';
  attribute_code: Scalars['String']['output'];
  option_value_uids: Array<Scalars['ID']['output']>;
};

export type ConfigurableProduct = ProductInterface & RoutableInterface & {
  __typename?: 'ConfigurableProduct';
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  configurable_options: Array<ConfigurableProductOptions>;
  /**
   * The variant and pictures for the chosen values (ConfigurableProductOptionsValues.uid) and what can
   * still be chosen. More uids than the product has options is refused (TOO_MANY_ITEMS).
   */
  configurable_product_options_selection?: Maybe<ConfigurableProductOptionsSelection>;
  crosssell_products: Array<ProductInterface>;
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  item_gift_wrap_payoff?: Maybe<Scalars['String']['output']>;
  media_gallery: Array<ProductImage>;
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  product_is_gift_wrap: Scalars['Boolean']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  rating_summary: Scalars['Float']['output'];
  /** 301 when `route` was asked another address of this product, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  related_product_list: Array<RelatedProduct>;
  /** The product's canonical address, /{url_key}.html. */
  relative_url: Scalars['String']['output'];
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  /** RoutableInterface: PRODUCT. */
  type: UrlRewriteEntityTypeEnum;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
  variants: Array<ConfigurableVariant>;
};


export type ConfigurableProductConfigurable_Product_Options_SelectionArgs = {
  configurableOptionValueUids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ConfigurableProductCartItemInput = {
  data: CartItemInput;
  /** The configurable product; data.sku is the chosen variant. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
};

export type ConfigurableProductOptions = {
  __typename?: 'ConfigurableProductOptions';
  attribute_code: Scalars['String']['output'];
  /** Deprecated in Magento (attribute_uid): the option's attribute number as text, as attribute_id_v2. */
  attribute_id?: Maybe<Scalars['String']['output']>;
  /** The option's attribute number: 1 for colour, 2 for size (the cart's SelectedConfigurableOption.id). */
  attribute_id_v2?: Maybe<Scalars['Int']['output']>;
  /** The option's attribute, the same for every product with that option. */
  attribute_uid: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  /** True: an option's label is the attribute's own, no product renames it. */
  use_default?: Maybe<Scalars['Boolean']['output']>;
  values: Array<ConfigurableProductOptionsValues>;
};

/** What a partial choice of a configurable's values leaves (Magento 2.4.5's option selection). */
export type ConfigurableProductOptionsSelection = {
  __typename?: 'ConfigurableProductOptionsSelection';
  /** The chosen variant's pictures, else the product's. */
  media_gallery?: Maybe<Array<ProductImage>>;
  /** Per option, the values a variant offers together with the values chosen for the other options. */
  options_available_for_selection?: Maybe<Array<ConfigurableOptionAvailableForSelection>>;
  /** The variant with every chosen value, once one value of each option is chosen; otherwise null. */
  variant?: Maybe<SimpleProduct>;
};

export type ConfigurableProductOptionsValues = {
  __typename?: 'ConfigurableProductOptionsValues';
  /** The value's label in the shop's source language (Dutch, else English). */
  default_label?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  /** The value's label in this store's language, null when the store has none of its own. */
  store_label?: Maybe<Scalars['String']['output']>;
  /** The value's swatch: a colour (ColorSwatchData, `#rrggbb`) or, without one, none. */
  swatch_data?: Maybe<SwatchDataInterface>;
  uid: Scalars['ID']['output'];
  /** True when this store has no label of its own for the value and shows default_label. */
  use_default_value?: Maybe<Scalars['Boolean']['output']>;
  value_index: Scalars['Int']['output'];
};

export type ConfigurableVariant = {
  __typename?: 'ConfigurableVariant';
  attributes: Array<ConfigurableAttributeOption>;
  product: SimpleProduct;
};

export type ConfigurableWishlistItem = WishlistItemInterface & {
  __typename?: 'ConfigurableWishlistItem';
  added_at: Scalars['String']['output'];
  /** The chosen variant's sku, when one was chosen. */
  child_sku?: Maybe<Scalars['String']['output']>;
  /** The colour and size of the chosen variant; empty when the item is the product without a size. */
  configurable_options?: Maybe<Array<SelectedConfigurableOption>>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

/** Magento's Contact Us form input. */
export type ContactUsInput = {
  comment: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  telephone?: InputMaybe<Scalars['String']['input']>;
};

export type ContactUsOutput = {
  __typename?: 'ContactUsOutput';
  status: Scalars['Boolean']['output'];
};

export type ContentBlock = {
  __typename?: 'ContentBlock';
  fields: Array<Scalars['JSON']['output']>;
  primary: Scalars['JSON']['output'];
  /** Listing tiles for product_slider blocks (from magento_product_sku), in the editor's order. */
  products: Array<ProductListItem>;
  slice_type: Scalars['String']['output'];
};

/** A link in content: an external url (Web), a file (Media) or a page by url_key (Document). */
export type ContentLink = {
  __typename?: 'ContentLink';
  /** The resolved storefront href (external urls as they are). */
  href: Scalars['String']['output'];
  link_type: Scalars['String']['output'];
  /** plp | page | brand_overview | brand_detail (Document links) */
  type?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

export type ContentPage = {
  __typename?: 'ContentPage';
  body: Array<ContentBlock>;
  id: Scalars['Int']['output'];
  lang: Scalars['String']['output'];
  logo_color?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_robots?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  navigation_list: Array<NavigationListItem>;
  navigation_title?: Maybe<Scalars['String']['output']>;
  page_title?: Maybe<Scalars['String']['output']>;
  parent_page?: Maybe<ContentLink>;
  sort_order_in_hierarchy?: Maybe<Scalars['Int']['output']>;
  uid: Scalars['String']['output'];
  url_key?: Maybe<Scalars['String']['output']>;
};

export type Country = {
  __typename?: 'Country';
  available_regions: Array<Region>;
  full_name_english: Scalars['String']['output'];
  full_name_locale: Scalars['String']['output'];
  id: Scalars['String']['output'];
  two_letter_abbreviation: Scalars['String']['output'];
};

/** Two-letter ISO country codes (Magento's CountryCodeEnum). */
export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BQ'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CW'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PR'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'SS'
  | 'ST'
  | 'SV'
  | 'SX'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'XK'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

/** A coupon the cart holds (it stays until removed) that takes nothing off now. */
export type CouponNotApplied = {
  __typename?: 'CouponNotApplied';
  code: Scalars['String']['output'];
  /** The API's text for the reason, as applyCouponToCart would answer. */
  message: Scalars['String']['output'];
  /** The minimum the coupon asks for, with reason MIN_SUBTOTAL. */
  minimum_subtotal?: Maybe<Money>;
  reason: CouponNotAppliedReason;
};

/** Why a coupon the cart holds takes nothing off (decision 028). */
export type CouponNotAppliedReason =
  /** Unknown, switched off, outside its dates, meant for another store, or used up (in total or by this customer). */
  | 'INVALID'
  /** The items the coupon applies to do not reach its minimum subtotal. */
  | 'MIN_SUBTOTAL'
  /** No item in the cart is one the coupon applies to (gift cards never are; sale and promotion items not for coupons that exclude them). */
  | 'NO_ELIGIBLE_ITEMS';

/** Magento's (Adobe Commerce's multiple wishlists) input for a new wishlist. */
export type CreateWishlistInput = {
  name: Scalars['String']['input'];
  visibility: WishlistVisibilityEnum;
};

export type CreateWishlistOutput = {
  __typename?: 'CreateWishlistOutput';
  wishlist: Wishlist;
};

/** Magento's Currency: a store shows and charges its base currency. */
export type Currency = {
  __typename?: 'Currency';
  /** The currencies a shopper may choose: the base currency only. */
  available_currency_codes?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  base_currency_code?: Maybe<Scalars['String']['output']>;
  base_currency_symbol?: Maybe<Scalars['String']['output']>;
  /** Deprecated in Magento (a typo kept for old clients): default_display_currency_code. */
  default_display_currecy_code?: Maybe<Scalars['String']['output']>;
  /** Deprecated in Magento: default_display_currency_symbol. */
  default_display_currecy_symbol?: Maybe<Scalars['String']['output']>;
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  default_display_currency_symbol?: Maybe<Scalars['String']['output']>;
  /** Rates from the base currency: itself at 1. */
  exchange_rates?: Maybe<Array<Maybe<ExchangeRate>>>;
};

export type CurrencyEnum =
  | 'EUR';

export type CustomAttribute = {
  __typename?: 'CustomAttribute';
  attribute_metadata?: Maybe<AttributeMetadataInterface>;
  /** Null: the shop's attributes take options, never typed text. */
  entered_attribute_value?: Maybe<EnteredAttributeValue>;
  /** The chosen options, for an attribute with options (every attribute of the shop has them). */
  selected_attribute_options?: Maybe<SelectedAttributeOption>;
};

export type CustomAttributesListsEnum =
  | 'ADVANCED_CATALOG_SEARCH'
  | 'PRODUCTS_COMPARE'
  | 'PRODUCTS_LISTING'
  | 'PRODUCT_DETAILS_PAGE'
  | 'PRODUCT_FILTER'
  | 'PRODUCT_SEARCH_RESULTS_FILTER'
  | 'PRODUCT_SORT';

export type Customer = {
  __typename?: 'Customer';
  addresses?: Maybe<Array<Maybe<CustomerAddress>>>;
  allow_remote_shopping_assistance: Scalars['Boolean']['output'];
  created_at?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  date_of_birth?: Maybe<Scalars['String']['output']>;
  /** The id of the default billing address, as text; null when there is none. */
  default_billing?: Maybe<Scalars['String']['output']>;
  default_shipping?: Maybe<Scalars['String']['output']>;
  /** Deprecated in Magento: use date_of_birth. */
  dob?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstname?: Maybe<Scalars['String']['output']>;
  /** 1 = male, 2 = female, 3 = not specified (Magento's values). */
  gender?: Maybe<Scalars['Int']['output']>;
  /** Deprecated in Magento; kept for clients that still read it. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Magento's e-mail confirmation of a new account: always true, an account can sign in as soon as it is created (decision 061). */
  is_confirmed: Scalars['Boolean']['output'];
  is_subscribed?: Maybe<Scalars['Boolean']['output']>;
  lastname?: Maybe<Scalars['String']['output']>;
  middlename?: Maybe<Scalars['String']['output']>;
  /**
   * The newsletter state of the account's address in this store (A19): SUBSCRIBED once confirmed,
   * NOT_ACTIVE while the confirmation e-mail waits for its link (is_subscribed is still false then),
   * UNSUBSCRIBED otherwise.
   */
  newsletter_status: SubscriptionStatusesEnum;
  /** Orders of this customer, newest first; filter.number.eq/in/match narrows them. */
  orders?: Maybe<CustomerOrders>;
  prefix?: Maybe<Scalars['String']['output']>;
  suffix?: Maybe<Scalars['String']['output']>;
  taxvat?: Maybe<Scalars['String']['output']>;
  /** Deprecated in Magento: use wishlist_v2 or wishlists. */
  wishlist: Wishlist;
  /** The customer's wishlist with this id; null when it is not theirs. */
  wishlist_v2?: Maybe<Wishlist>;
  /** The customer's wishlists (one per customer). */
  wishlists: Array<Maybe<Wishlist>>;
};


export type CustomerOrdersArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<CustomerOrdersFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerOrderSortInput>;
};


export type CustomerWishlist_V2Args = {
  id: Scalars['ID']['input'];
};


export type CustomerWishlistsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<CountryCodeEnum>;
  /** Deprecated in Magento: use country_code. */
  country_id?: Maybe<Scalars['String']['output']>;
  /** Deprecated in Magento. */
  customer_id?: Maybe<Scalars['Int']['output']>;
  default_billing?: Maybe<Scalars['Boolean']['output']>;
  default_shipping?: Maybe<Scalars['Boolean']['output']>;
  extension_attributes?: Maybe<Array<Maybe<CustomerAddressAttribute>>>;
  fax?: Maybe<Scalars['String']['output']>;
  firstname?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['Int']['output']>;
  lastname?: Maybe<Scalars['String']['output']>;
  middlename?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  prefix?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CustomerAddressRegion>;
  region_id?: Maybe<Scalars['Int']['output']>;
  street?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  suffix?: Maybe<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type CustomerAddressAttribute = {
  __typename?: 'CustomerAddressAttribute';
  attribute_code?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};

export type CustomerAddressAttributeInput = {
  attribute_code: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type CustomerAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country_code?: InputMaybe<CountryCodeEnum>;
  /** Deprecated in Magento: use country_code. */
  country_id?: InputMaybe<CountryCodeEnum>;
  default_billing?: InputMaybe<Scalars['Boolean']['input']>;
  default_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  extension_attributes?: InputMaybe<Array<InputMaybe<CustomerAddressAttributeInput>>>;
  fax?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  middlename?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<CustomerAddressRegionInput>;
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  suffix?: InputMaybe<Scalars['String']['input']>;
  telephone?: InputMaybe<Scalars['String']['input']>;
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerAddressRegion = {
  __typename?: 'CustomerAddressRegion';
  region?: Maybe<Scalars['String']['output']>;
  region_code?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['Int']['output']>;
};

export type CustomerAddressRegionInput = {
  region?: InputMaybe<Scalars['String']['input']>;
  region_code?: InputMaybe<Scalars['String']['input']>;
  region_id?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerCreateInput = {
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  gender?: InputMaybe<Scalars['Int']['input']>;
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  lastname: Scalars['String']['input'];
  middlename?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** createCustomer and updateCustomer (Magento's CustomerInput; updateCustomer changes e-mail only with password). */
export type CustomerInput = {
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['Int']['input']>;
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  middlename?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** An order as Magento's CustomerOrder (spec 001 §3 Order). */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  /** The part of the grand total paid through the payment provider. */
  amount_due: Money;
  applied_gift_cards: Array<OrderAppliedGiftCard>;
  billing_address?: Maybe<OrderAddress>;
  carrier?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The shop's name and the table, for an in-store order. */
  in_store_location?: Maybe<Scalars['String']['output']>;
  in_store_table?: Maybe<Scalars['String']['output']>;
  /** The order's invoice once its payment is captured (processing or complete): its lines and totals are the order's. */
  invoices: Array<Maybe<Invoice>>;
  /** Placed on a tabletop device in a shop (T8). */
  is_in_store_order: Scalars['Boolean']['output'];
  items: Array<OrderItem>;
  number: Scalars['String']['output'];
  order_date: Scalars['String']['output'];
  order_number: Scalars['String']['output'];
  payment_methods: Array<OrderPaymentMethod>;
  pickup_location_code?: Maybe<Scalars['String']['output']>;
  /** Always empty: the shop records no shipments (the order's status tells when it shipped, decision 061). */
  shipments?: Maybe<Array<Maybe<OrderShipment>>>;
  shipping_address?: Maybe<OrderAddress>;
  shipping_method?: Maybe<Scalars['String']['output']>;
  /** Magento's order state: the shop's statuses are Magento's states (pending_payment, processing, complete, canceled). */
  state?: Maybe<Scalars['String']['output']>;
  /** pending_payment | processing | canceled | complete */
  status: Scalars['String']['output'];
  total: OrderTotal;
};

export type CustomerOrderSortInput = {
  sort_direction: SortEnum;
  sort_field: CustomerOrderSortableField;
};

export type CustomerOrderSortableField =
  | 'CREATED_AT'
  | 'NUMBER';

export type CustomerOrders = {
  __typename?: 'CustomerOrders';
  items: Array<Maybe<CustomerOrder>>;
  page_info?: Maybe<SearchResultPageInfo>;
  total_count?: Maybe<Scalars['Int']['output']>;
};

export type CustomerOrdersFilterInput = {
  number?: InputMaybe<FilterStringTypeInput>;
};

export type CustomerOutput = {
  __typename?: 'CustomerOutput';
  customer: Customer;
};

export type CustomerToken = {
  __typename?: 'CustomerToken';
  token?: Maybe<Scalars['String']['output']>;
};

export type CustomerUpdateInput = {
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['Int']['input']>;
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  middlename?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

export type Discount = {
  __typename?: 'Discount';
  amount: Money;
  label: Scalars['String']['output'];
};

export type EnteredAttributeValue = {
  __typename?: 'EnteredAttributeValue';
  value?: Maybe<Scalars['String']['output']>;
};

/** A value the shopper typed for an option of the product. */
export type EnteredOptionInput = {
  uid: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};

/** One parameter of a refusal's error code (`error_code` beside Magento's own `code` in user errors): values are text. */
export type ErrorParam = {
  __typename?: 'ErrorParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  currency_to?: Maybe<Scalars['String']['output']>;
  rate?: Maybe<Scalars['Float']['output']>;
};

export type FilterEqualTypeInput = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

export type FilterMatchTypeInput = {
  match?: InputMaybe<Scalars['String']['input']>;
  /** PARTIAL (the default) finds the text anywhere; FULL the whole value, ignoring case. */
  match_type?: InputMaybe<FilterMatchTypeEnum>;
};

export type FilterRangeTypeInput = {
  /** Inclusive; empty or `*` is open. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Inclusive; empty or `*` is open. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type FilterStringTypeInput = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  match?: InputMaybe<Scalars['String']['input']>;
};

export type FooterContent = {
  __typename?: 'FooterContent';
  footerMenus: Array<FooterMenu>;
  promoBanner?: Maybe<PromoBanner>;
  socials: Array<Social>;
};

export type FooterIcons = {
  __typename?: 'FooterIcons';
  link_group: Array<LinkGroupItem>;
  title: Scalars['String']['output'];
};

export type FooterMenu = {
  __typename?: 'FooterMenu';
  link_group: Array<LinkGroupItem>;
  title: Scalars['String']['output'];
  uid: Scalars['String']['output'];
};

export type GiftCardAccount = {
  __typename?: 'GiftCardAccount';
  balance: Money;
  code: Scalars['String']['output'];
  expiration_date?: Maybe<Scalars['String']['output']>;
};

export type GiftCardAccountInput = {
  /** The card's 19-digit number. */
  gift_card_code: Scalars['String']['input'];
  /** The card's 6-digit PIN. */
  gift_card_pin?: InputMaybe<Scalars['String']['input']>;
};

/** A gift card (D11–D13): always its own line, priced at its amount, without VAT or stock. */
export type GiftCardCartItem = CartItemInterface & {
  __typename?: 'GiftCardCartItem';
  /** The value of one card. */
  amount: Money;
  error?: Maybe<CartItemError>;
  errors: Array<CartItemError>;
  /** physical (a card by post) or virtual (an e-card sent to recipient_email). */
  giftcard_type: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** The message from the sender to the recipient. */
  message?: Maybe<Scalars['String']['output']>;
  parent_sku?: Maybe<Scalars['String']['output']>;
  prices: CartItemPrices;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  recipient_email?: Maybe<Scalars['String']['output']>;
  recipient_name?: Maybe<Scalars['String']['output']>;
  sender_email?: Maybe<Scalars['String']['output']>;
  sender_name?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type GiftCardProduct = ProductInterface & RoutableInterface & {
  __typename?: 'GiftCardProduct';
  allow_open_amount: Scalars['Boolean']['output'];
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  giftcard_amounts: Array<Scalars['Float']['output']>;
  giftcard_types: Array<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  item_gift_wrap_payoff?: Maybe<Scalars['String']['output']>;
  media_gallery: Array<ProductImage>;
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  open_amount_max: Scalars['Float']['output'];
  open_amount_min: Scalars['Float']['output'];
  packshot_image?: Maybe<ProductImage>;
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  product_is_gift_wrap: Scalars['Boolean']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  rating_summary: Scalars['Float']['output'];
  /** 301 when `route` was asked another address of this product, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  related_product_list: Array<RelatedProduct>;
  /** The product's canonical address, /{url_key}.html. */
  relative_url: Scalars['String']['output'];
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  /** RoutableInterface: PRODUCT. */
  type: UrlRewriteEntityTypeEnum;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type GiftCardWishlistItem = WishlistItemInterface & {
  __typename?: 'GiftCardWishlistItem';
  added_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

export type HeaderMenu = {
  __typename?: 'HeaderMenu';
  link_groups: Array<LinkGroupItem>;
};

/** An image swatch (Magento's type; the shop's swatches are colours, so none is answered). */
export type ImageSwatchData = SwatchDataInterface & {
  __typename?: 'ImageSwatchData';
  thumbnail?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** A tabletop session as the storefront's server checks it (the same answer as GET /instore/sessions/{id}). */
export type InStoreSessionState = {
  __typename?: 'InStoreSessionState';
  id: Scalars['String']['output'];
  /** OPEN, EXPIRED or CLOSED. */
  status: Scalars['String']['output'];
  ttl_dt: Scalars['String']['output'];
};

/** Magento's invoice of an order. */
export type Invoice = {
  __typename?: 'Invoice';
  id: Scalars['ID']['output'];
  items?: Maybe<Array<Maybe<InvoiceItemInterface>>>;
  /** The order's number: an order is invoiced once, whole. */
  number: Scalars['String']['output'];
  total?: Maybe<InvoiceTotal>;
};

export type InvoiceItem = InvoiceItemInterface & {
  __typename?: 'InvoiceItem';
  id: Scalars['ID']['output'];
  order_item?: Maybe<OrderItem>;
  product_name?: Maybe<Scalars['String']['output']>;
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
};

export type InvoiceItemInterface = {
  id: Scalars['ID']['output'];
  order_item?: Maybe<OrderItem>;
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price excluding VAT, as the order line's. */
  product_sale_price: Money;
  product_sku: Scalars['String']['output'];
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
};

/** The invoice's amounts: the order's. */
export type InvoiceTotal = {
  __typename?: 'InvoiceTotal';
  discounts?: Maybe<Array<Maybe<Discount>>>;
  grand_total: Money;
  shipping_handling?: Maybe<ShippingHandling>;
  subtotal: Money;
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  /** Shipping excluding VAT. */
  total_shipping: Money;
  total_tax: Money;
};

export type IsEmailAvailableOutput = {
  __typename?: 'IsEmailAvailableOutput';
  is_email_available?: Maybe<Scalars['Boolean']['output']>;
};

/** Magento's name/value pair (order payment details). */
export type KeyValue = {
  __typename?: 'KeyValue';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Layout = {
  __typename?: 'Layout';
  footerIcons?: Maybe<FooterIcons>;
  /** The four footer menus: discover, brand stores, customer service and the menu footer. */
  footerMenus: Array<FooterMenu>;
  headerMenu: HeaderMenu;
  socials: Array<Social>;
  trustedShop?: Maybe<TrustedShopReviews>;
  uspCheckout: Array<SellingPoint>;
  uspFooter: Array<SellingPoint>;
  uspHeader: Array<SellingPoint>;
};

export type LinkGroupItem = {
  __typename?: 'LinkGroupItem';
  icon?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  link: ContentLink;
};

export type ListCategory = {
  __typename?: 'ListCategory';
  id: Scalars['Int']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  url_path: Scalars['String']['output'];
};

export type ListFilter = {
  __typename?: 'ListFilter';
  attribute: Scalars['String']['output'];
  hasUrl: Scalars['Boolean']['output'];
  isOpen: Scalars['Boolean']['output'];
  isVisible: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  maxSelected?: Maybe<Scalars['Float']['output']>;
  maxToBeSelected?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  minSelected?: Maybe<Scalars['Float']['output']>;
  /** The staged range (C17): where the panel starts, the selected range until the shopper moves it. */
  minToBeSelected?: Maybe<Scalars['Float']['output']>;
  options: Array<ListFilterOption>;
  position: Scalars['Int']['output'];
  /** swatch | default | range */
  type: Scalars['String']['output'];
};

export type ListFilterInput = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type ListFilterOption = {
  __typename?: 'ListFilterOption';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  selected: Scalars['Boolean']['output'];
  swatch?: Maybe<Scalars['String']['output']>;
  /** Staged in the filter panel (C19–C20): the panel starts from the selected options. */
  toBeSelected: Scalars['Boolean']['output'];
  urlPath?: Maybe<Scalars['String']['output']>;
};

/** Magento's legacy picture of a product (CatalogGraphQl MediaGalleryEntry); media_gallery has the same pictures. */
export type MediaGalleryEntry = {
  __typename?: 'MediaGalleryEntry';
  /** False: a picture that is not shown is not stored. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** The picture's path under the store's media base URL and catalog/product (/shirt/front.jpg). */
  file?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['Int']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  /** image: the shop's pictures are photographs. */
  media_type?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  /** The roles of the picture: image, small_image and thumbnail for the main picture. */
  types?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  uid: Scalars['ID']['output'];
};

export type Money = {
  __typename?: 'Money';
  currency: CurrencyEnum;
  value: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addBundleProductsToCart?: Maybe<AddBundleProductsToCartOutput>;
  addConfigurableProductsToCart?: Maybe<AddConfigurableProductsToCartOutput>;
  /**
   * Adds products of any type (Magento 2.4): simple, configurable (variant sku with parent_sku, or the
   * configurable's sku with selected_options), bundle (selected_options) and the gift card
   * (selected_options and entered_options, D11–D13). Items that cannot be added come back in user_errors.
   */
  addProductsToCart?: Maybe<AddProductsToCartOutput>;
  /** Adds products (quantity 1, no duplicates) to the customer's wishlist; unknown skus come back in user_errors. */
  addProductsToWishlist?: Maybe<AddProductsToWishlistOutput>;
  addSimpleProductsToCart?: Maybe<AddSimpleProductsToCartOutput>;
  /** Moves items (all when wishlistItemIds is omitted) into the customer's cart; an item added is removed from the wishlist. */
  addWishlistItemsToCart?: Maybe<AddWishlistItemsToCartOutput>;
  /**
   * Applies a coupon to the cart (replacing none: a cart holds one coupon, applying a second one is refused
   * until the first is removed). A code that is unknown, blocked, outside its dates, used up, meant for
   * another store, or whose rules the cart does not meet is refused with a message and the cart is unchanged.
   */
  applyCouponToCart?: Maybe<ApplyCouponToCartOutput>;
  applyGiftCardToCart?: Maybe<ApplyGiftCardToCartOutput>;
  /** Changes the password and revokes every token of the customer, the request's own included (a client signs in again with the new password). */
  changeCustomerPassword?: Maybe<Customer>;
  /** Confirms a sign-up with the code from the e-mail: SUBSCRIBED, and the 10-euro coupon is e-mailed once (NL9). */
  confirmNewsletterSubscription?: Maybe<SubscribeEmailToNewsletterOutput>;
  /** Refused with CONTACT_FORM_UNAVAILABLE, as Magento refuses it when its form is off: the shop has no contact form (contact_enabled false, decision 061). */
  contactUs?: Maybe<ContactUsOutput>;
  createCustomer?: Maybe<CustomerOutput>;
  createCustomerAddress?: Maybe<CustomerAddress>;
  createCustomerV2?: Maybe<CustomerOutput>;
  /** A new empty guest cart in the request's store; with a Bearer token the customer's own active cart. Returns its masked id. */
  createEmptyCart: Scalars['String']['output'];
  /** Refused with WISHLIST_ONE_PER_CUSTOMER: a customer has one wishlist, created on first use (decision 061). */
  createWishlist?: Maybe<CreateWishlistOutput>;
  deleteCustomerAddress?: Maybe<Scalars['Boolean']['output']>;
  /** Signs in: a new token valid for 7 days (CK5); 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' otherwise. */
  generateCustomerToken?: Maybe<CustomerToken>;
  /**
   * Moves the lines of a guest cart into the customer's cart (quantities added, stock respected) and
   * deactivates the guest cart; destination defaults to the customer's active cart.
   */
  mergeCarts: Cart;
  /** Always true; placeholder root so domains can extend Mutation. */
  ping: Scalars['Boolean']['output'];
  /** Places the order and opens its payment; placing the same cart again returns the same order. */
  placeOrder?: Maybe<PlaceOrderOutput>;
  /** Removes the cart's coupon; a cart without one is returned unchanged. */
  removeCouponFromCart?: Maybe<RemoveCouponFromCartOutput>;
  removeGiftCardFromCart?: Maybe<RemoveGiftCardFromCartOutput>;
  /** Clears the in-store flag (T7). */
  removeInStoreSessionFromCart: RemoveInStoreSessionFromCartOutput;
  removeItemFromCart?: Maybe<RemoveItemFromCartOutput>;
  removeProductsFromWishlist?: Maybe<RemoveProductsFromWishlistOutput>;
  /** Always true, whether or not the address has an account (A9); the e-mail links to /customer/forgotpassword/. */
  requestPasswordResetEmail?: Maybe<Scalars['Boolean']['output']>;
  resetPassword?: Maybe<Scalars['Boolean']['output']>;
  /** Makes a cart whose order was not paid active again with the same lines (OC16); a pending order is cancelled first. */
  restoreCart: Cart;
  /** Revokes the request's token; without one: "You're already loged out" (A6). */
  revokeCustomerToken?: Maybe<RevokeCustomerTokenOutput>;
  setBillingAddressOnCart?: Maybe<SetBillingAddressOnCartOutput>;
  setGuestEmailOnCart?: Maybe<SetGuestEmailOnCartOutput>;
  /**
   * Marks the cart as an in-store order for an OPEN tabletop session (T5); an unknown, expired or closed
   * session is refused with a message and the flag is left off.
   */
  setInStoreSessionOnCart: SetInStoreSessionOnCartOutput;
  setPaymentMethodOnCart?: Maybe<SetPaymentMethodOnCartOutput>;
  setShippingAddressesOnCart?: Maybe<SetShippingAddressesOnCartOutput>;
  setShippingMethodsOnCart?: Maybe<SetShippingMethodsOnCartOutput>;
  /**
   * Signs an address up: NOT_ACTIVE and a confirmation e-mail until the link is followed (NL9).
   * Errors: 'Enter a valid email address.' and 'This email address is already subscribed' (NL5).
   */
  subscribeEmailToNewsletter?: Maybe<SubscribeEmailToNewsletterOutput>;
  updateCartItems?: Maybe<UpdateCartItemsOutput>;
  updateCustomer?: Maybe<CustomerOutput>;
  updateCustomerAddress?: Maybe<CustomerAddress>;
  updateCustomerEmail?: Maybe<CustomerOutput>;
  updateCustomerV2?: Maybe<CustomerOutput>;
  updateProductsInWishlist?: Maybe<UpdateProductsInWishlistOutput>;
  /** Refused with WISHLIST_ONE_PER_CUSTOMER for the customer's own wishlist (it has no name and stays private); WISHLIST_NOT_FOUND for any other id. */
  updateWishlist?: Maybe<UpdateWishlistOutput>;
};


export type MutationAddBundleProductsToCartArgs = {
  input: AddBundleProductsToCartInput;
};


export type MutationAddConfigurableProductsToCartArgs = {
  input: AddConfigurableProductsToCartInput;
};


export type MutationAddProductsToCartArgs = {
  cartId: Scalars['String']['input'];
  cartItems: Array<CartItemInput>;
};


export type MutationAddProductsToWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemInput>;
};


export type MutationAddSimpleProductsToCartArgs = {
  input: AddSimpleProductsToCartInput;
};


export type MutationAddWishlistItemsToCartArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationApplyCouponToCartArgs = {
  input: ApplyCouponToCartInput;
};


export type MutationApplyGiftCardToCartArgs = {
  input: ApplyGiftCardToCartInput;
};


export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  code: Scalars['String']['input'];
};


export type MutationContactUsArgs = {
  input: ContactUsInput;
};


export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput;
};


export type MutationCreateCustomerV2Args = {
  input: CustomerCreateInput;
};


export type MutationCreateWishlistArgs = {
  input: CreateWishlistInput;
};


export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['Int']['input'];
};


export type MutationGenerateCustomerTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMergeCartsArgs = {
  destination_cart_id?: InputMaybe<Scalars['String']['input']>;
  source_cart_id: Scalars['String']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRemoveCouponFromCartArgs = {
  input: RemoveCouponFromCartInput;
};


export type MutationRemoveGiftCardFromCartArgs = {
  input: RemoveGiftCardFromCartInput;
};


export type MutationRemoveInStoreSessionFromCartArgs = {
  input: RemoveInStoreSessionFromCartInput;
};


export type MutationRemoveItemFromCartArgs = {
  input: RemoveItemFromCartInput;
};


export type MutationRemoveProductsFromWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemsIds: Array<Scalars['ID']['input']>;
};


export type MutationRequestPasswordResetEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};


export type MutationRestoreCartArgs = {
  cartId: Scalars['String']['input'];
};


export type MutationSetBillingAddressOnCartArgs = {
  input: SetBillingAddressOnCartInput;
};


export type MutationSetGuestEmailOnCartArgs = {
  input: SetGuestEmailOnCartInput;
};


export type MutationSetInStoreSessionOnCartArgs = {
  input: SetInStoreSessionOnCartInput;
};


export type MutationSetPaymentMethodOnCartArgs = {
  input: SetPaymentMethodOnCartInput;
};


export type MutationSetShippingAddressesOnCartArgs = {
  input: SetShippingAddressesOnCartInput;
};


export type MutationSetShippingMethodsOnCartArgs = {
  input: SetShippingMethodsOnCartInput;
};


export type MutationSubscribeEmailToNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdateCartItemsArgs = {
  input: UpdateCartItemsInput;
};


export type MutationUpdateCustomerArgs = {
  input: CustomerInput;
};


export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['Int']['input'];
  input?: InputMaybe<CustomerAddressInput>;
};


export type MutationUpdateCustomerEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateCustomerV2Args = {
  input: CustomerUpdateInput;
};


export type MutationUpdateProductsInWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemUpdateInput>;
};


export type MutationUpdateWishlistArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<WishlistVisibilityEnum>;
  wishlistId: Scalars['ID']['input'];
};

export type Navigation = {
  __typename?: 'Navigation';
  items: Array<NavigationItem>;
  uid: Scalars['String']['output'];
};

export type NavigationItem = {
  __typename?: 'NavigationItem';
  color?: Maybe<Scalars['String']['output']>;
  fields: Array<NavigationItemLink>;
  link: ContentLink;
  show_menu: Scalars['Boolean']['output'];
  show_submenu: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type NavigationItemLink = {
  __typename?: 'NavigationItemLink';
  link: ContentLink;
  title: Scalars['String']['output'];
};

export type NavigationListItem = {
  __typename?: 'NavigationListItem';
  link: ContentLink;
  title: Scalars['String']['output'];
};

export type ObjectDataTypeEnum =
  | 'BOOLEAN'
  | 'COMPLEX'
  | 'FLOAT'
  | 'INT'
  | 'STRING';

export type Order = {
  __typename?: 'Order';
  /** Same as order_number (Magento's deprecated field). */
  order_id?: Maybe<Scalars['String']['output']>;
  order_number: Scalars['String']['output'];
  /** Where to send the shopper to pay, relative to the shop origin: /payment/{reference}. */
  pay_redirect_url: Scalars['String']['output'];
};

export type OrderAddress = {
  __typename?: 'OrderAddress';
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country_code: Scalars['String']['output'];
  fax?: Maybe<Scalars['String']['output']>;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  middlename?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  prefix?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  region_id?: Maybe<Scalars['Int']['output']>;
  street: Array<Scalars['String']['output']>;
  suffix?: Maybe<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** A gift card that paid part of an order. */
export type OrderAppliedGiftCard = {
  __typename?: 'OrderAppliedGiftCard';
  applied_balance: Money;
  code: Scalars['String']['output'];
};

/** A gift card as ordered, with the names of Magento's GiftCardItem. */
export type OrderGiftCard = {
  __typename?: 'OrderGiftCard';
  amount: Money;
  /** physical or virtual (e-card). */
  giftcard_type: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  recipient_email?: Maybe<Scalars['String']['output']>;
  recipient_name?: Maybe<Scalars['String']['output']>;
  sender_email?: Maybe<Scalars['String']['output']>;
  sender_name?: Maybe<Scalars['String']['output']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  discount_amount: Money;
  /** The gift card of a gift card line (D11–D13): its type, value and who sends it to whom; null for other lines. */
  gift_card?: Maybe<OrderGiftCard>;
  id: Scalars['ID']['output'];
  parent_sku?: Maybe<Scalars['String']['output']>;
  product_name: Scalars['String']['output'];
  /** Unit price excluding VAT. */
  product_sale_price: Money;
  product_sale_price_incl_tax: Money;
  product_sku: Scalars['String']['output'];
  /** The url_key of the product page the line was bought from (the parent of a size); null when the product is no longer sold. */
  product_url_key?: Maybe<Scalars['String']['output']>;
  quantity_ordered: Scalars['Float']['output'];
  row_total_incl_tax: Money;
  selected_options: Array<OrderItemOption>;
  status: Scalars['String']['output'];
  tax_amount: Money;
};

export type OrderItemOption = {
  __typename?: 'OrderItemOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OrderPaymentMethod = {
  __typename?: 'OrderPaymentMethod';
  additional_data: Array<KeyValue>;
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Magento's shipment of an order (declared for Magento's clients; the shop records none). */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  tracking?: Maybe<Array<Maybe<ShipmentTracking>>>;
};

export type OrderTotal = {
  __typename?: 'OrderTotal';
  discounts: Array<Discount>;
  grand_total: Money;
  shipping_handling: ShippingHandling;
  subtotal: Money;
  subtotal_incl_tax: Money;
  taxes: Array<TaxItem>;
  /** Shipping excluding VAT (Magento's total_shipping); shipping_handling has it with VAT. */
  total_shipping: Money;
  total_tax: Money;
};

export type ParcelPoint = {
  __typename?: 'ParcelPoint';
  carrier_code: Scalars['String']['output'];
  city: Scalars['String']['output'];
  code: Scalars['String']['output'];
  country_code: Scalars['String']['output'];
  house_number: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  opening_hours: Array<ParcelPointOpeningHours>;
  postcode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type ParcelPointOpeningHours = {
  __typename?: 'ParcelPointOpeningHours';
  day: Scalars['String']['output'];
  hours: Scalars['String']['output'];
};

/** What a mailed password reset link is worth now (A9): VALID, INVALID (used, replaced by a newer one or unknown) or EXPIRED (older than an hour). */
export type PasswordResetTokenState =
  | 'EXPIRED'
  | 'INVALID'
  | 'VALID';

export type PaymentIcon = {
  __typename?: 'PaymentIcon';
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type PaymentMethodInput = {
  code: Scalars['String']['input'];
  /** Required for methods with issuers (iDEAL): one of the codes in payment_provider_data 'issuer'. */
  issuer?: InputMaybe<Scalars['String']['input']>;
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
};

/** Provider data of a payment method (spec: key, value, values[code, img, name]); iDEAL lists its issuers under the key 'issuer'. */
export type PaymentProviderData = {
  __typename?: 'PaymentProviderData';
  key: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
  values: Array<PaymentProviderValue>;
};

/** A field of the payment as the provider names it. */
export type PaymentProviderField = {
  __typename?: 'PaymentProviderField';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * What the payment provider needs: redirect is the hosted payment page (same as pay_redirect_url); data
 * holds the payment's fields as the provider names them: reference, amount (euro), currency, method,
 * issuer (when chosen), order_number.
 */
export type PaymentProviderRedirect = {
  __typename?: 'PaymentProviderRedirect';
  data: Array<PaymentProviderField>;
  redirect: Scalars['String']['output'];
};

export type PaymentProviderValue = {
  __typename?: 'PaymentProviderValue';
  code: Scalars['String']['output'];
  img: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * What the payment provider recorded; the storefront asks this on return and never trusts the return
 * address. Whoever holds the reference sees only this: the order's details need its cart's id
 * (placedOrder) or the customer's token.
 */
export type PaymentResult = {
  __typename?: 'PaymentResult';
  order_number: Scalars['String']['output'];
  /** Provider code: 0 or 890 cancelled, 63 refused; null while open, when paid, expired or refunded. */
  result_code?: Maybe<Scalars['Int']['output']>;
  status: PaymentStatus;
};

export type PaymentStatus =
  | 'cancelled'
  | 'expired'
  | 'open'
  | 'paid'
  /** Paid after the order's reservation had expired and its stock could not be taken again: the amount is given back. */
  | 'refunded'
  | 'refused';

export type PickupLocation = {
  __typename?: 'PickupLocation';
  city: Scalars['String']['output'];
  /** Use as pickup_location_code with the store pickup method. */
  code: Scalars['String']['output'];
  country_code: Scalars['String']['output'];
  house_number: Scalars['String']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  opening_hours: Array<ParcelPointOpeningHours>;
  postcode: Scalars['String']['output'];
  street: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type PlaceOrderInput = {
  /** The partner code the shopper landed with (dn_cookie, CK10), kept on the order for attribution: 1–64 letters, digits, - or _. */
  affiliate_code?: InputMaybe<Scalars['String']['input']>;
  cart_id: Scalars['String']['input'];
};

export type PlaceOrderOutput = {
  __typename?: 'PlaceOrderOutput';
  order: Order;
  pay_redirect_url: Scalars['String']['output'];
  payment_provider: PaymentProviderRedirect;
};

/** Deprecated in Magento: an amount with its adjustments. */
export type Price = {
  __typename?: 'Price';
  /** Always empty: the amount includes VAT, nothing is added to or taken from it. */
  adjustments?: Maybe<Array<Maybe<PriceAdjustment>>>;
  amount?: Maybe<Money>;
};

export type PriceAdjustment = {
  __typename?: 'PriceAdjustment';
  amount?: Maybe<Money>;
  code?: Maybe<PriceAdjustmentCodesEnum>;
  description?: Maybe<PriceAdjustmentDescriptionEnum>;
};

export type PriceAdjustmentCodesEnum =
  | 'TAX'
  | 'WEEE'
  | 'WEEE_TAX';

export type PriceAdjustmentDescriptionEnum =
  | 'EXCLUDED'
  | 'INCLUDED';

export type PriceRange = {
  __typename?: 'PriceRange';
  maximum_price: ProductPrice;
  minimum_price: ProductPrice;
};

/**
 * Magento's product filters. Every filter given must match (and); within one filter `eq` and the
 * `in` values are alternatives. `brand` takes brand url keys; `color`, `size` and the other
 * attributes take option values (`navy`, `M`), `sustainable` takes 1 or 0; a size matches
 * products that have it in stock, as the listing's size filter does.
 */
export type ProductAttributeFilterInput = {
  brand?: InputMaybe<FilterEqualTypeInput>;
  category_id?: InputMaybe<FilterEqualTypeInput>;
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  category_url_path?: InputMaybe<FilterEqualTypeInput>;
  color?: InputMaybe<FilterEqualTypeInput>;
  fit?: InputMaybe<FilterEqualTypeInput>;
  material?: InputMaybe<FilterEqualTypeInput>;
  name?: InputMaybe<FilterMatchTypeInput>;
  pattern?: InputMaybe<FilterEqualTypeInput>;
  price?: InputMaybe<FilterRangeTypeInput>;
  size?: InputMaybe<FilterEqualTypeInput>;
  sku?: InputMaybe<FilterEqualTypeInput>;
  sleeve?: InputMaybe<FilterEqualTypeInput>;
  sustainable?: InputMaybe<FilterEqualTypeInput>;
  url_key?: InputMaybe<FilterEqualTypeInput>;
};

export type ProductAttributeMetadata = AttributeMetadataInterface & {
  __typename?: 'ProductAttributeMetadata';
  attribute_labels?: Maybe<Array<Maybe<StoreLabels>>>;
  code?: Maybe<Scalars['String']['output']>;
  data_type?: Maybe<ObjectDataTypeEnum>;
  entity_type?: Maybe<AttributeEntityTypeEnum>;
  is_system?: Maybe<Scalars['Boolean']['output']>;
  label?: Maybe<Scalars['String']['output']>;
  sort_order?: Maybe<Scalars['Int']['output']>;
  ui_input?: Maybe<UiInputTypeInterface>;
  uid?: Maybe<Scalars['ID']['output']>;
  /** The product page and, for a filterable attribute, the listing's filters. */
  used_in_components?: Maybe<Array<CustomAttributesListsEnum>>;
};

export type ProductAttributeSortInput = {
  name?: InputMaybe<SortEnum>;
  position?: InputMaybe<SortEnum>;
  price?: InputMaybe<SortEnum>;
  relevance?: InputMaybe<SortEnum>;
};

export type ProductCount = {
  __typename?: 'ProductCount';
  totalCount: Scalars['Int']['output'];
};

export type ProductDiscount = {
  __typename?: 'ProductDiscount';
  amount_off: Scalars['Float']['output'];
  percent_off: Scalars['Float']['output'];
};

export type ProductImage = {
  __typename?: 'ProductImage';
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type ProductInterface = {
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  /** The product's own attributes (material, fit, pattern, sleeve, …) with their labels and options. */
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description: ComplexTextValue;
  /** Percentage off the regular price, rounded; 0 when not discounted. */
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  /** CA4 (decision 055): the line a gift wrap of this product carries (the `gift_wrap_payoff` attribute); null when none is set. */
  item_gift_wrap_payoff?: Maybe<Scalars['String']['output']>;
  media_gallery: Array<ProductImage>;
  /** Deprecated in Magento: use media_gallery. */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  /** Deprecated in Magento: use price_range. */
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  /** CA4 (decision 055): true for the gift-wrap service sold as a product (the `is_gift_wrap` attribute); goods answer false. */
  product_is_gift_wrap: Scalars['Boolean']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  /** 0: the shop collects no product reviews, so no rating. */
  rating_summary: Scalars['Float']['output'];
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type ProductList = {
  __typename?: 'ProductList';
  attributeList: Array<AttributeListItem>;
  expectedTotal: Scalars['Int']['output'];
  filters: Array<ListFilter>;
  itemsPerPage: Scalars['Int']['output'];
  /** The rule the recommended sort followed: position (staff-set pins first, then the staff rank) or rank (the staff rank alone). */
  merchandiserSortKey?: Maybe<Scalars['String']['output']>;
  page: Scalars['Int']['output'];
  products: Array<ProductListItem>;
  search?: Maybe<Scalars['String']['output']>;
  /**
   * The staff-set order profile asked for, or, on a category listing asked without one, the category's
   * active profile (C27, decision 056); null elsewhere.
   */
  sequenceProfile?: Maybe<Scalars['String']['output']>;
  sort: Scalars['String']['output'];
  sortDirection: Scalars['String']['output'];
  sortOrder: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A tile of the listing, shaped like the shop's search index record (spec 001 §3 Product list item). */
export type ProductListItem = {
  __typename?: 'ProductListItem';
  availability: Array<Scalars['String']['output']>;
  brand?: Maybe<Scalars['String']['output']>;
  categories: Array<ListCategory>;
  color?: Maybe<Scalars['String']['output']>;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  expectedsustain: Scalars['Boolean']['output'];
  hover_image?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  image: Scalars['String']['output'];
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  packshot_image?: Maybe<Scalars['String']['output']>;
  /** Final price in euro, including VAT. */
  price: Scalars['Float']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  /** Regular price in euro, including VAT. */
  regularPrice: Scalars['Float']['output'];
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  sustainability_description?: Maybe<Scalars['String']['output']>;
  sustainability_logo?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type ProductPrice = {
  __typename?: 'ProductPrice';
  discount: ProductDiscount;
  final_price: Money;
  regular_price: Money;
};

/** Deprecated in Magento (ProductInterface.price_range): the legacy price of a product. */
export type ProductPrices = {
  __typename?: 'ProductPrices';
  /** The highest price a shopper pays. */
  maximalPrice?: Maybe<Price>;
  /** The lowest price a shopper pays (a configurable's cheapest size, sale prices applied). */
  minimalPrice?: Maybe<Price>;
  /** The price before sale prices, of the lowest-priced choice. */
  regularPrice?: Maybe<Price>;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type Products = {
  __typename?: 'Products';
  /**
   * The facets of the whole result, counted as the listing counts them (each facet with every
   * filter but its own): `category_uid` (direct subcategories of the filtered category, or the
   * top level, whatever `includeDirectChildrenOnly` says), `price` (buckets like `20_40`), `brand`,
   * `color`, `size` and the other filterable attributes. Empty when the filter names products by
   * sku, url_key or name, which the listing does not facet.
   */
  aggregations: Array<Aggregation>;
  items: Array<ProductInterface>;
  page_info: SearchResultPageInfo;
  sort_fields: SortFields;
  total_count: Scalars['Int']['output'];
};


export type ProductsAggregationsArgs = {
  filter?: InputMaybe<AggregationsFilterInput>;
};

export type PromoBanner = {
  __typename?: 'PromoBanner';
  /** True when it has text and now is between from and to. */
  active: Scalars['Boolean']['output'];
  from?: Maybe<Scalars['String']['output']>;
  link?: Maybe<ContentLink>;
  promo_banner_color?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  to?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  availableStores: Array<StoreConfig>;
  brandPage?: Maybe<BrandPage>;
  /** A guest cart by its masked id; errors: 'Could not find a cart with ID "{id}"', "The cart isn't active". */
  cart: Cart;
  cartStatus: CartStatus;
  /** Categories matching the filters (without filters: the top-level categories), one page of them. */
  categories: CategoryResult;
  category?: Maybe<CategoryTree>;
  /** The same categories as `categories`, as a plain list. */
  categoryList: Array<CategoryTree>;
  /**
   * Magento's CMS blocks by identifier: refused with CMS_BLOCK_NOT_FOUND for the first identifier, as
   * Magento refuses an unknown one; the shop keeps no blocks addressed by identifier (decision 061).
   */
  cmsBlocks?: Maybe<CmsBlocks>;
  contentPage?: Maybe<ContentPage>;
  contentPageByUrl?: Maybe<ContentPage>;
  /** A content page as it stands, drafts included, for a valid preview token (R6); null otherwise. */
  contentPreview?: Maybe<ContentPage>;
  /** Countries the store ships to, labelled in the store's language. */
  countries: Array<Country>;
  country?: Maybe<Country>;
  /** Magento's currency of the store (decision 061): one currency per store, no conversion. */
  currency?: Maybe<Currency>;
  /** The signed-in customer (Bearer token). */
  customer?: Maybe<Customer>;
  /** The signed-in customer's active cart, created when there is none (Bearer token required). */
  customerCart: Cart;
  /** Deprecated in Magento (use customer.orders); the signed-in customer's orders, newest first. */
  customerOrders?: Maybe<CustomerOrders>;
  footerContent: FooterContent;
  /**
   * A gift card's balance, given its number and PIN. Wrong, missing, unknown, inactive or blocked cards
   * answer with a message; ten wrong tries within ten minutes lock the number for ten minutes.
   */
  giftCardAccount?: Maybe<GiftCardAccount>;
  /** A tabletop session's state; null for an unknown or malformed id. */
  inStoreSession?: Maybe<InStoreSessionState>;
  /** Whether an account may be created with this e-mail address. */
  isEmailAvailable?: Maybe<IsEmailAvailableOutput>;
  layout: Layout;
  navigation?: Maybe<Navigation>;
  /** Parcel points nearest to a postcode (CO9, CO10); empty when none are near. carrier_code limits them to one carrier. */
  parcelPoints: Array<ParcelPoint>;
  /** Whether a reset link still works, without using it up: the new-password page asks before it shows the form (A9). Not in Magento. */
  passwordResetTokenState: PasswordResetTokenState;
  paymentResult: PaymentResult;
  /** Always true; lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** The order placed from this cart with this number; null when there is none or it is not this cart's (OC2). */
  placedOrder?: Maybe<CustomerOrder>;
  /** Magento's product by sku (spec 001 §7 Product by sku): the first match, or the error 'No product found with sku {sku}' (D2). */
  productBySku: ProductInterface;
  productCount: ProductCount;
  /**
   * The listing (spec 001 §7 Product list query); a `category` filter key holds a category url path.
   * `sequenceProfile` chooses a category's staff-set order by name (default: the category's active one;
   * a name without an order there falls back to it); `merchandiserSortKey` is position or rank (other
   * names: position). Both are names of at most 40 letters, digits, - and _ (CATALOG_MERCHANDISING_INVALID).
   */
  productList: ProductList;
  products: Products;
  /** Products by skus (cross-sell, sliders, wishlist, recently viewed), as listing tiles, in the order asked. */
  productsBySkus: Array<ProductListItem>;
  /** Magento's reCAPTCHA v3 settings: null, the shop protects its forms with rate limits, not reCAPTCHA (decision 061). */
  recaptchaV3Config?: Maybe<ReCaptchaConfigurationV3>;
  /** What an address is (Magento's route); null when it is no page of the shop. */
  route?: Maybe<RoutableInterface>;
  /**
   * Search (spec 000 §7): `search` is required; the quick search sends filters [{ key: "stock",
   * values: ["in-stock"] }], isQuickSearch true, page 1 and itemsPerPage 4.
   */
  search: SearchResult;
  /** Magento's search term record: null, the shop keeps none (no redirects for terms, no counts; decision 061). */
  searchTerm?: Maybe<SearchTerm>;
  /** The store's indexable addresses of one kind, for sitemaps (read-only). pageSize 1–50000. */
  sitemapEntries: SitemapEntries;
  /** The configuration of the store named by the Store header (the default store when absent). */
  storeConfig: StoreConfig;
  /** One active shop by its url_key, or null. */
  storeLocation?: Maybe<StoreLocation>;
  /** SL1, SL2, SL4: active shops sorted by position, at most 250 per page; brandstoresOnly keeps the brand stores (SL7). */
  storeLocations: StoreLocator;
  /** Active shops where an order can be collected (store pickup). */
  storeLocationsForPickup: Array<PickupLocation>;
};


export type QueryBrandPageArgs = {
  lang: Scalars['String']['input'];
  urlKey: Scalars['String']['input'];
};


export type QueryCartArgs = {
  cart_id: Scalars['String']['input'];
};


export type QueryCartStatusArgs = {
  cartId: Scalars['String']['input'];
};


export type QueryCategoriesArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryArgs = {
  url_path: Scalars['String']['input'];
};


export type QueryCategoryListArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCmsBlocksArgs = {
  identifiers?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


export type QueryContentPageArgs = {
  lang: Scalars['String']['input'];
  uid: Scalars['String']['input'];
};


export type QueryContentPageByUrlArgs = {
  lang: Scalars['String']['input'];
  urlKey: Scalars['String']['input'];
};


export type QueryContentPreviewArgs = {
  token: Scalars['String']['input'];
};


export type QueryCountryArgs = {
  id: Scalars['String']['input'];
};


export type QueryFooterContentArgs = {
  lang: Scalars['String']['input'];
};


export type QueryGiftCardAccountArgs = {
  input: GiftCardAccountInput;
};


export type QueryInStoreSessionArgs = {
  session_id: Scalars['String']['input'];
};


export type QueryIsEmailAvailableArgs = {
  email: Scalars['String']['input'];
};


export type QueryLayoutArgs = {
  lang: Scalars['String']['input'];
};


export type QueryNavigationArgs = {
  lang: Scalars['String']['input'];
  uid?: Scalars['String']['input'];
};


export type QueryParcelPointsArgs = {
  carrier_code?: InputMaybe<Scalars['String']['input']>;
  country_code: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
};


export type QueryPasswordResetTokenStateArgs = {
  email: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};


export type QueryPaymentResultArgs = {
  reference: Scalars['String']['input'];
};


export type QueryPlacedOrderArgs = {
  cart_id: Scalars['String']['input'];
  order_number: Scalars['String']['input'];
};


export type QueryProductBySkuArgs = {
  sku: Scalars['String']['input'];
};


export type QueryProductCountArgs = {
  filters?: InputMaybe<Array<ListFilterInput>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductListArgs = {
  filters?: InputMaybe<Array<ListFilterInput>>;
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  merchandiserSortKey?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sequenceProfile?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};


export type QueryProductsBySkusArgs = {
  skus: Array<Scalars['String']['input']>;
};


export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  filters?: InputMaybe<Array<ListFilterInput>>;
  isQuickSearch?: InputMaybe<Scalars['Boolean']['input']>;
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchTermArgs = {
  Search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySitemapEntriesArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  type: SitemapEntryType;
};


export type QueryStoreLocationArgs = {
  urlKey: Scalars['String']['input'];
};


export type QueryStoreLocationsArgs = {
  brandstoresOnly?: Scalars['Boolean']['input'];
  currentPage?: Scalars['Int']['input'];
  lang: Scalars['String']['input'];
  pageSize?: Scalars['Int']['input'];
  uid: Scalars['String']['input'];
};

/** Magento's reCAPTCHA v3 configuration (Magento_ReCaptchaWebapiGraphQl). */
export type ReCaptchaConfigurationV3 = {
  __typename?: 'ReCaptchaConfigurationV3';
  badge_position: Scalars['String']['output'];
  failure_message: Scalars['String']['output'];
  forms: Array<Maybe<ReCaptchaFormEnum>>;
  is_enabled: Scalars['Boolean']['output'];
  language_code?: Maybe<Scalars['String']['output']>;
  minimum_score: Scalars['Float']['output'];
  theme: Scalars['String']['output'];
  website_key: Scalars['String']['output'];
};

export type ReCaptchaFormEnum =
  | 'BRAINTREE'
  | 'CONTACT'
  | 'CUSTOMER_CREATE'
  | 'CUSTOMER_EDIT'
  | 'CUSTOMER_FORGOT_PASSWORD'
  | 'CUSTOMER_LOGIN'
  | 'NEWSLETTER'
  | 'PLACE_ORDER'
  | 'PRODUCT_REVIEW'
  | 'SENDFRIEND';

export type Region = {
  __typename?: 'Region';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type RelatedProduct = {
  __typename?: 'RelatedProduct';
  color?: Maybe<Scalars['String']['output']>;
  color_code?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type RemoveCouponFromCartInput = {
  cart_id: Scalars['String']['input'];
};

export type RemoveCouponFromCartOutput = {
  __typename?: 'RemoveCouponFromCartOutput';
  cart?: Maybe<Cart>;
};

export type RemoveGiftCardFromCartInput = {
  cart_id: Scalars['String']['input'];
  gift_card_code: Scalars['String']['input'];
};

export type RemoveGiftCardFromCartOutput = {
  __typename?: 'RemoveGiftCardFromCartOutput';
  cart: Cart;
};

export type RemoveInStoreSessionFromCartInput = {
  cart_id: Scalars['String']['input'];
};

export type RemoveInStoreSessionFromCartOutput = {
  __typename?: 'RemoveInStoreSessionFromCartOutput';
  cart: Cart;
};

export type RemoveItemFromCartInput = {
  cart_id: Scalars['String']['input'];
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
};

export type RemoveItemFromCartOutput = {
  __typename?: 'RemoveItemFromCartOutput';
  cart: Cart;
};

export type RemoveProductsFromWishlistOutput = {
  __typename?: 'RemoveProductsFromWishlistOutput';
  user_errors: Array<WishListUserInputError>;
  wishlist: Wishlist;
};

export type RevokeCustomerTokenOutput = {
  __typename?: 'RevokeCustomerTokenOutput';
  result: Scalars['Boolean']['output'];
};

/**
 * What a storefront address is (Magento's RoutableInterface, decision 062): a CmsPage, a product type
 * or a CategoryTree, read with `... on CmsPage`, `... on ProductInterface`, `... on CategoryInterface`;
 * a brand page, which Magento has no type for, is a RoutableUrl.
 */
export type RoutableInterface = {
  /** 301 when the address asked for is not the canonical one, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The canonical address, e.g. /kleding/overhemden/ or /slim-fit-overhemd-navy-100123.html */
  relative_url: Scalars['String']['output'];
  type: UrlRewriteEntityTypeEnum;
};

/** An address that is no entity of Magento's: a brand page (type BRAND, /merken/{url_key}/). */
export type RoutableUrl = RoutableInterface & {
  __typename?: 'RoutableUrl';
  redirect_code: Scalars['Int']['output'];
  relative_url: Scalars['String']['output'];
  type: UrlRewriteEntityTypeEnum;
};

export type SearchProductData = {
  __typename?: 'SearchProductData';
  /**
   * Facets of the matching products. `category` lists every category with matches at any depth
   * (option position = the category's depth, urlPath = its path, S11–S12); `brand` lists brands with
   * urlPath `merken/{url_key}` and position = the brand's position (S13).
   */
  filters: Array<ListFilter>;
  itemsPerPage: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  products: Array<ProductListItem>;
  totalCount: Scalars['Int']['output'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  productData: SearchProductData;
  suggestData: SearchSuggestData;
  urlData: SearchUrlData;
};

export type SearchResultPageInfo = {
  __typename?: 'SearchResultPageInfo';
  current_page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total_pages: Scalars['Int']['output'];
};

export type SearchSuggestData = {
  __typename?: 'SearchSuggestData';
  /** At most 6 (S10): completions and corrections of the search text, each with its product count. */
  suggestions: Array<SearchSuggestion>;
};

export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** How many products the suggestion finds. */
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  search: Scalars['String']['output'];
  /** Where the suggestion leads (a category or brand page), or null: then search for `search`. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Magento's record of a search term: its redirect and how often it was searched. */
export type SearchTerm = {
  __typename?: 'SearchTerm';
  popularity?: Maybe<Scalars['Int']['output']>;
  query_text?: Maybe<Scalars['String']['output']>;
  /** An address a search for this term goes to instead of the results. */
  redirect?: Maybe<Scalars['String']['output']>;
};

export type SearchUrl = {
  __typename?: 'SearchUrl';
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SearchUrlData = {
  __typename?: 'SearchUrlData';
  /** The search text as understood (trimmed, whitespace collapsed). */
  search: Scalars['String']['output'];
  /** Content pages whose title or text matches, at most 5 (S14). */
  urls: Array<SearchUrl>;
};

export type SelectedAttributeOption = {
  __typename?: 'SelectedAttributeOption';
  attribute_option?: Maybe<Array<AttributeOptionInterface>>;
};

export type SelectedBundleOption = {
  __typename?: 'SelectedBundleOption';
  /** The bundle slot id (BundleItem.option_id). */
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  type: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  values: Array<SelectedBundleOptionValue>;
};

export type SelectedBundleOptionValue = {
  __typename?: 'SelectedBundleOptionValue';
  /** The id of the product chosen for the slot (the variant). */
  id: Scalars['Int']['output'];
  /** Name and size of the chosen part. */
  label: Scalars['String']['output'];
  /** The part's own price in euro, VAT included; a size priced above or below the slot's product moves the bundle's price by the difference. */
  price: Scalars['Float']['output'];
  quantity: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type SelectedConfigurableOption = {
  __typename?: 'SelectedConfigurableOption';
  configurable_product_option_uid: Scalars['ID']['output'];
  configurable_product_option_value_uid: Scalars['ID']['output'];
  id: Scalars['Int']['output'];
  option_label: Scalars['String']['output'];
  value_id: Scalars['Int']['output'];
  value_label: Scalars['String']['output'];
};

export type SelectedPaymentMethod = {
  __typename?: 'SelectedPaymentMethod';
  code: Scalars['String']['output'];
  issuer?: Maybe<Scalars['String']['output']>;
  purchase_order_number?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type SelectedShippingMethod = {
  __typename?: 'SelectedShippingMethod';
  amount: Money;
  carrier_code: Scalars['String']['output'];
  carrier_title: Scalars['String']['output'];
  method_code: Scalars['String']['output'];
  method_id: Scalars['String']['output'];
  method_title: Scalars['String']['output'];
  price_excl_tax: Money;
  price_incl_tax: Money;
  shipment_type: Scalars['String']['output'];
};

export type SellingPoint = {
  __typename?: 'SellingPoint';
  className?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** calendar | delivery | secure | thumb | default */
  icon: Scalars['String']['output'];
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
  sequence: Scalars['Int']['output'];
};

export type SetBillingAddressOnCartInput = {
  billing_address: BillingAddressInput;
  cart_id: Scalars['String']['input'];
};

export type SetBillingAddressOnCartOutput = {
  __typename?: 'SetBillingAddressOnCartOutput';
  cart: Cart;
};

export type SetGuestEmailOnCartInput = {
  cart_id: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type SetGuestEmailOnCartOutput = {
  __typename?: 'SetGuestEmailOnCartOutput';
  cart: Cart;
};

export type SetInStoreSessionOnCartInput = {
  cart_id: Scalars['String']['input'];
  /** The tabletop session id the device holds (cookie tabletopInStoreOrder). */
  session_id: Scalars['String']['input'];
};

export type SetInStoreSessionOnCartOutput = {
  __typename?: 'SetInStoreSessionOnCartOutput';
  cart: Cart;
  /** When the session's check ends (ISO-8601): the device keeps its cookies until then. */
  ttl_dt: Scalars['String']['output'];
};

export type SetPaymentMethodOnCartInput = {
  cart_id: Scalars['String']['input'];
  payment_method: PaymentMethodInput;
};

export type SetPaymentMethodOnCartOutput = {
  __typename?: 'SetPaymentMethodOnCartOutput';
  cart: Cart;
};

export type SetShippingAddressesOnCartInput = {
  cart_id: Scalars['String']['input'];
  shipping_addresses: Array<ShippingAddressInput>;
};

export type SetShippingAddressesOnCartOutput = {
  __typename?: 'SetShippingAddressesOnCartOutput';
  cart: Cart;
};

export type SetShippingMethodsOnCartInput = {
  cart_id: Scalars['String']['input'];
  /**
   * Opaque JSON text (at most 4096 characters) stored with the method and returned as Cart.shippingManagerOption.
   * For a parcel point method it may carry the chosen point as {"pickup_location_code": "PNL-101201"}.
   */
  shippingManagerOption?: InputMaybe<Scalars['String']['input']>;
  shipping_methods: Array<ShippingMethodInput>;
};

export type SetShippingMethodsOnCartOutput = {
  __typename?: 'SetShippingMethodsOnCartOutput';
  cart: Cart;
};

export type ShipmentTracking = {
  __typename?: 'ShipmentTracking';
  carrier: Scalars['String']['output'];
  number?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ShippingAddressInput = {
  address?: InputMaybe<CartAddressInput>;
  /** An address from the signed-in customer's address book (Bearer token required). */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** A parcel point code (parcelPoints) or a store pickup code (storeLocationsForPickup). */
  pickup_location_code?: InputMaybe<Scalars['String']['input']>;
};

export type ShippingCartAddress = CartAddressInterface & {
  __typename?: 'ShippingCartAddress';
  available_shipping_methods: Array<AvailableShippingMethod>;
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  country: CartAddressCountry;
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  /** The chosen parcel point code or store pickup location code. */
  pickup_location_code?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  region?: Maybe<CartAddressRegion>;
  selected_shipping_method?: Maybe<SelectedShippingMethod>;
  street: Array<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
  vat_id?: Maybe<Scalars['String']['output']>;
};

export type ShippingHandling = {
  __typename?: 'ShippingHandling';
  amount_excluding_tax: Money;
  amount_including_tax: Money;
  total_amount: Money;
};

export type ShippingMethodInput = {
  carrier_code: Scalars['String']['input'];
  method_code: Scalars['String']['input'];
};

export type SimpleCartItem = CartItemInterface & {
  __typename?: 'SimpleCartItem';
  error?: Maybe<CartItemError>;
  errors: Array<CartItemError>;
  id: Scalars['String']['output'];
  parent_sku?: Maybe<Scalars['String']['output']>;
  prices: CartItemPrices;
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  sku: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type SimpleProduct = ProductInterface & RoutableInterface & {
  __typename?: 'SimpleProduct';
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  custom_attributes: Array<Maybe<CustomAttribute>>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  /** Gift card variant fields of spec 001 §3 (type and value, with their labels); null for the shop's clothing variants. */
  giftcard_type?: Maybe<Scalars['String']['output']>;
  giftcard_type_label?: Maybe<Scalars['String']['output']>;
  giftcard_value?: Maybe<Scalars['Float']['output']>;
  giftcard_value_label?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  item_gift_wrap_payoff?: Maybe<Scalars['String']['output']>;
  media_gallery: Array<ProductImage>;
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price?: Maybe<ProductPrices>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  product_is_gift_wrap: Scalars['Boolean']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  rating_summary: Scalars['Float']['output'];
  /** 301 when `route` was asked another address of this product, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  related_product_list: Array<RelatedProduct>;
  /** The product's canonical address, /{url_key}.html. */
  relative_url: Scalars['String']['output'];
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size?: Maybe<Scalars['String']['output']>;
  size_label?: Maybe<Scalars['String']['output']>;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  sku_size?: Maybe<Scalars['String']['output']>;
  sku_size_label?: Maybe<Scalars['String']['output']>;
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  /** RoutableInterface: PRODUCT. */
  type: UrlRewriteEntityTypeEnum;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type SimpleProductCartItemInput = {
  data: CartItemInput;
};

export type SimpleWishlistItem = WishlistItemInterface & {
  __typename?: 'SimpleWishlistItem';
  added_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

/** One page of a store's indexable addresses of one kind, in a stable order. */
export type SitemapEntries = {
  __typename?: 'SitemapEntries';
  items: Array<SitemapEntry>;
  total_count: Scalars['Int']['output'];
};

/** One indexable address of the store: its path and when it last changed (ISO 8601), when known. */
export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  lastmod?: Maybe<Scalars['String']['output']>;
  path: Scalars['String']['output'];
};

/** Kinds of indexable pages a sitemap lists. */
export type SitemapEntryType =
  | 'BRAND'
  | 'CATEGORY'
  | 'CONTENT'
  | 'PRODUCT';

export type SizeTable = {
  __typename?: 'SizeTable';
  specs: Array<SizeTableSpec>;
  table_headings: Array<Scalars['String']['output']>;
};

export type SizeTableItem = {
  __typename?: 'SizeTableItem';
  size: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SizeTableSpec = {
  __typename?: 'SizeTableSpec';
  spec_items: Array<SizeTableItem>;
  spec_label: Scalars['String']['output'];
};

export type Social = {
  __typename?: 'Social';
  network: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SortField = {
  __typename?: 'SortField';
  label: Scalars['String']['output'];
  /** The ProductAttributeSortInput field to sort on. */
  value: Scalars['String']['output'];
};

export type SortFields = {
  __typename?: 'SortFields';
  default: Scalars['String']['output'];
  options: Array<SortField>;
};

export type StockItem = {
  __typename?: 'StockItem';
  max_sale_qty: Scalars['Int']['output'];
  min_sale_qty: Scalars['Int']['output'];
  qty_increments: Scalars['Int']['output'];
};

/** Store configuration, with Magento's field names (spec 001 §3 Store configuration). */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  /** 0: no gift receipt. */
  allow_gift_receipt?: Maybe<Scalars['String']['output']>;
  /** 0: no gift wrapping option on the order; gift wrapping is a product of its own. */
  allow_gift_wrapping_on_order?: Maybe<Scalars['String']['output']>;
  /** 0: no gift wrapping option per cart line; gift wrapping is a product of its own. */
  allow_gift_wrapping_on_order_items?: Maybe<Scalars['String']['output']>;
  /** 0: no gift message per cart line. */
  allow_items?: Maybe<Scalars['String']['output']>;
  /** 0: no gift message for the whole order (gift wrapping is sold as a product, decision 055). */
  allow_order?: Maybe<Scalars['String']['output']>;
  /** 0: no printed card. */
  allow_printed_card?: Maybe<Scalars['String']['output']>;
  base_currency_code: Scalars['String']['output'];
  base_link_url: Scalars['String']['output'];
  /** The address the shop serves product and content images from, ending in `/media/`. */
  base_media_url?: Maybe<Scalars['String']['output']>;
  /** The address the storefront serves its scripts and style sheets from, ending in `/assets/`. */
  base_static_url?: Maybe<Scalars['String']['output']>;
  base_url: Scalars['String']['output'];
  /** Whether category pages name their canonical address. */
  category_canonical_tag?: Maybe<Scalars['Boolean']['output']>;
  /** What a category listing's address ends in after its url path: nothing (the address ends in a slash). */
  category_url_suffix?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  /** `parent`: a cart line of a product with sizes shows the product's own picture. */
  configurable_thumbnail_source?: Maybe<Scalars['String']['output']>;
  /** Whether Magento's Contact Us form (the `contactUs` mutation) is offered: false, shoppers reach customer service through `storeInformation`. */
  contact_enabled: Scalars['Boolean']['output'];
  /** The copyright line of the page footer, with the current year in the store's time zone. */
  copyright?: Maybe<Scalars['String']['output']>;
  /** How long a customer token is valid, in hours. */
  customer_access_token_lifetime?: Maybe<Scalars['Float']['output']>;
  default_country: Scalars['String']['output'];
  default_display_currency_code: Scalars['String']['output'];
  delivery_personalization: Scalars['Boolean']['output'];
  /** 0: one wishlist per customer. */
  enable_multiple_wishlists?: Maybe<Scalars['String']['output']>;
  /** Whether this store shows and applies the free-shipping limit. */
  free_shipping_enabled: Scalars['Boolean']['output'];
  /** Euro; the spec's default 1000 when the store has no limit configured. */
  free_shipping_limit: Scalars['Float']['output'];
  /** Products per catalogue page unless the shopper chooses otherwise. */
  grid_per_page?: Maybe<Scalars['Int']['output']>;
  /** The page sizes a shopper can choose, comma-separated. */
  grid_per_page_values?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_default_store: Scalars['Boolean']['output'];
  is_default_store_group?: Maybe<Scalars['Boolean']['output']>;
  /** Language of the store's texts: nl, en or de. */
  language: Scalars['String']['output'];
  /** `grid`: the catalogue shows products as tiles only. */
  list_mode?: Maybe<Scalars['String']['output']>;
  locale: Scalars['String']['output'];
  /** 1: signed-in customers have a wishlist. */
  magento_wishlist_general_is_enabled?: Maybe<Scalars['String']['output']>;
  /** 1: the one wishlist a customer has. */
  maximum_number_of_wishlists?: Maybe<Scalars['String']['output']>;
  /** The fewest characters a password may have. */
  minimum_password_length?: Maybe<Scalars['String']['output']>;
  /** Whether shoppers can subscribe to the newsletter. */
  newsletter_enabled: Scalars['Boolean']['output'];
  payment_icons: Array<PaymentIcon>;
  /** Whether product pages name their canonical address. */
  product_canonical_tag?: Maybe<Scalars['Boolean']['output']>;
  /** What a product page's address ends in after its url key: `.html`. */
  product_url_suffix?: Maybe<Scalars['String']['output']>;
  /** How many kinds of character a password needs (a capital, a digit and a punctuation mark). */
  required_character_classes_number?: Maybe<Scalars['String']['output']>;
  /**
   * The shop has no root category above its top-level categories (asked with `categories` without filters): null.
   * @deprecated Use `root_category_uid` instead.
   */
  root_category_id?: Maybe<Scalars['Int']['output']>;
  root_category_uid?: Maybe<Scalars['ID']['output']>;
  secure_base_link_url: Scalars['String']['output'];
  secure_base_media_url?: Maybe<Scalars['String']['output']>;
  secure_base_static_url?: Maybe<Scalars['String']['output']>;
  secure_base_url: Scalars['String']['output'];
  storeInformation: StoreInformation;
  store_code: Scalars['String']['output'];
  /** The store group: the shop has one, its website, so every store answers the same group. */
  store_group_code?: Maybe<Scalars['ID']['output']>;
  store_group_name?: Maybe<Scalars['String']['output']>;
  store_name: Scalars['String']['output'];
  /** The store's position in the list of stores. */
  store_sort_order?: Maybe<Scalars['Int']['output']>;
  tax_label: Scalars['String']['output'];
  telephone_required: Scalars['Boolean']['output'];
  timezone: Scalars['String']['output'];
  /** The website's code, from its name (van_arkel). */
  website_code?: Maybe<Scalars['ID']['output']>;
  website_name: Scalars['String']['output'];
};

export type StoreInformation = {
  __typename?: 'StoreInformation';
  city: Scalars['String']['output'];
  country_id: Scalars['String']['output'];
  /** The customer-service address shoppers write to, in the store's language (R21); null when none is configured. */
  email?: Maybe<Scalars['String']['output']>;
  hours: Scalars['String']['output'];
  merchant_vat_number: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  region_id?: Maybe<Scalars['String']['output']>;
  street_line1: Scalars['String']['output'];
  street_line2: Scalars['String']['output'];
  /** The store's Trusted Shops shop id (X and 32 hexadecimal digits); null when none is configured (decision 050). */
  trusted_shops_id?: Maybe<Scalars['String']['output']>;
};

export type StoreLabels = {
  __typename?: 'StoreLabels';
  label?: Maybe<Scalars['String']['output']>;
  store_code?: Maybe<Scalars['String']['output']>;
};

/** A physical shop for the store locator (spec 000 §3, 001 §3 store location; SL3). */
export type StoreLocation = {
  __typename?: 'StoreLocation';
  city: Scalars['String']['output'];
  /** Two-letter country code. */
  country: Scalars['String']['output'];
  house_number: Scalars['String']['output'];
  house_number_addition: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** An own brand store (SL7): badged in the locator and listed on /brandstores/. */
  is_brandstore: Scalars['Boolean']['output'];
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  meta_description: Scalars['String']['output'];
  meta_title: Scalars['String']['output'];
  opening_hours: Array<StoreLocationHours>;
  phone: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  street: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The shop's own page is /winkels/{url_key}/. */
  url_key: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

/** A day's opening hours of a shop: the weekday in English (monday…sunday) and '10:00-18:00' or 'closed'. */
export type StoreLocationHours = {
  __typename?: 'StoreLocationHours';
  day: Scalars['String']['output'];
  hours: Scalars['String']['output'];
};

/** The store locator (SL4): the content page named by uid and one page of active locations by position. */
export type StoreLocator = {
  __typename?: 'StoreLocator';
  currentPage: Scalars['Int']['output'];
  locations: Array<StoreLocation>;
  page?: Maybe<ContentPage>;
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type SubscribeEmailToNewsletterOutput = {
  __typename?: 'SubscribeEmailToNewsletterOutput';
  status?: Maybe<SubscriptionStatusesEnum>;
};

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

/** Magento's swatch of an option value (SwatchesGraphQl). */
export type SwatchDataInterface = {
  value: Scalars['String']['output'];
};

export type TaxItem = {
  __typename?: 'TaxItem';
  amount: Money;
  rate: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

/** A text swatch: `value` is the text shown. */
export type TextSwatchData = SwatchDataInterface & {
  __typename?: 'TextSwatchData';
  value: Scalars['String']['output'];
};

export type TierPrice = {
  __typename?: 'TierPrice';
  discount: ProductDiscount;
  final_price: Money;
  quantity: Scalars['Float']['output'];
};

export type TrustedShopReviews = {
  __typename?: 'TrustedShopReviews';
  rating: Scalars['Float']['output'];
  review_count: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** Yes or no. */
export type UiAttributeTypeBoolean = UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeBoolean';
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

/** A choice of several options. */
export type UiAttributeTypeMultiSelect = UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeMultiSelect';
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

/** A choice of one option. */
export type UiAttributeTypeSelect = UiInputTypeInterface & {
  __typename?: 'UiAttributeTypeSelect';
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UiInputTypeEnum =
  | 'BOOLEAN'
  | 'DATE'
  | 'DATETIME'
  | 'GALLERY'
  | 'IMAGE'
  | 'MEDIA_IMAGE'
  | 'MULTISELECT'
  | 'PRICE'
  | 'SELECT'
  | 'TEXT'
  | 'TEXTAREA'
  | 'WEIGHT';

export type UiInputTypeInterface = {
  is_html_allowed?: Maybe<Scalars['Boolean']['output']>;
  ui_input_type?: Maybe<UiInputTypeEnum>;
};

export type UpdateCartItemsInput = {
  cart_id: Scalars['String']['input'];
  cart_items: Array<CartItemUpdateInput>;
};

export type UpdateCartItemsOutput = {
  __typename?: 'UpdateCartItemsOutput';
  cart: Cart;
};

export type UpdateProductsInWishlistOutput = {
  __typename?: 'UpdateProductsInWishlistOutput';
  user_errors: Array<WishListUserInputError>;
  wishlist: Wishlist;
};

export type UpdateWishlistOutput = {
  __typename?: 'UpdateWishlistOutput';
  name: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  visibility: WishlistVisibilityEnum;
};

export type UrlRewriteEntityTypeEnum =
  | 'BRAND'
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishListUserInputError = {
  __typename?: 'WishListUserInputError';
  code: WishListUserInputErrorType;
  /** The shop's error code for the refusal (decision 039), e.g. WISHLIST_FULL; Magento's `code` stays as it is. */
  error_code: Scalars['String']['output'];
  error_params: Array<ErrorParam>;
  message: Scalars['String']['output'];
};

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type Wishlist = {
  __typename?: 'Wishlist';
  id?: Maybe<Scalars['ID']['output']>;
  /** Deprecated in Magento: use items_v2. */
  items?: Maybe<Array<Maybe<WishlistItem>>>;
  items_count?: Maybe<Scalars['Int']['output']>;
  items_v2?: Maybe<WishlistItems>;
  /** Null: a customer's one wishlist has no name of its own (decision 061). */
  name?: Maybe<Scalars['String']['output']>;
  sharing_code?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['String']['output']>;
  /** PRIVATE: the wishlist is seen only by its customer; the shop has no public wishlist page. */
  visibility: WishlistVisibilityEnum;
};


export type WishlistItems_V2Args = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type WishlistCartUserInputError = {
  __typename?: 'WishlistCartUserInputError';
  code: WishlistCartUserInputErrorType;
  /** The shop's error code (decision 039): WISHLIST_OPTIONS_REQUIRED, WISHLIST_ITEM_NOT_FOUND or the cart's own (CART_OUT_OF_STOCK, …). */
  error_code: Scalars['String']['output'];
  error_params: Array<ErrorParam>;
  message: Scalars['String']['output'];
  wishlistId: Scalars['ID']['output'];
  wishlistItemId: Scalars['ID']['output'];
};

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** Deprecated in Magento (Wishlist.items). */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  added_at?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['Int']['output']>;
  product?: Maybe<ProductInterface>;
  qty?: Maybe<Scalars['Float']['output']>;
};

export type WishlistItemInput = {
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Float']['input'];
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  sku: Scalars['String']['input'];
};

export type WishlistItemInterface = {
  added_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  product?: Maybe<ProductInterface>;
  quantity: Scalars['Float']['output'];
};

export type WishlistItemUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  quantity?: InputMaybe<Scalars['Float']['input']>;
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  wishlist_item_id: Scalars['ID']['input'];
};

export type WishlistItems = {
  __typename?: 'WishlistItems';
  items: Array<Maybe<WishlistItemInterface>>;
  page_info?: Maybe<SearchResultPageInfo>;
};

export type WishlistVisibilityEnum =
  | 'PRIVATE'
  | 'PUBLIC';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  AggregationOptionInterface: ( AggregationOption );
  AttributeMetadataInterface: ( Omit<ProductAttributeMetadata, 'ui_input'> & { ui_input?: Maybe<_RefType['UiInputTypeInterface']> } );
  AttributeOptionInterface: ( AttributeOption );
  CartAddressInterface:
    | ( BillingCartAddress )
    | ( Omit<ShippingCartAddress, 'available_shipping_methods' | 'selected_shipping_method'> & { available_shipping_methods: Array<_RefType['AvailableShippingMethod']>, selected_shipping_method?: Maybe<_RefType['SelectedShippingMethod']> } )
  ;
  CartItemInterface:
    | ( CartLineView )
    | ( CartLineView )
    | ( CartLineView )
    | ( CartLineView )
  ;
  CategoryInterface: ( CategoryRow );
  InvoiceItemInterface: ( Omit<InvoiceItem, 'order_item' | 'product_sale_price'> & { order_item?: Maybe<_RefType['OrderItem']>, product_sale_price: _RefType['Money'] } );
  ProductInterface:
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
  ;
  RoutableInterface:
    | ( ProductRow )
    | ( CategoryRow )
    | ( CmsPageRoute )
    | ( ProductRow )
    | ( ProductRow )
    | ( RoutableUrl )
    | ( ProductRow )
  ;
  SwatchDataInterface:
    | ( ColorSwatchData )
    | ( ImageSwatchData )
    | ( TextSwatchData )
  ;
  UiInputTypeInterface:
    | ( UiAttributeTypeBoolean )
    | ( UiAttributeTypeMultiSelect )
    | ( UiAttributeTypeSelect )
  ;
  WishlistItemInterface:
    | ( Omit<BundleWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<ConfigurableWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<GiftCardWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddBundleProductsToCartInput: AddBundleProductsToCartInput;
  AddBundleProductsToCartOutput: ResolverTypeWrapper<Omit<AddBundleProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: ResolverTypeWrapper<Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddProductsToCartOutput: ResolverTypeWrapper<Omit<AddProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddProductsToWishlistOutput: ResolverTypeWrapper<Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  AddSimpleProductsToCartInput: AddSimpleProductsToCartInput;
  AddSimpleProductsToCartOutput: ResolverTypeWrapper<Omit<AddSimpleProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddWishlistItemsToCartOutput: ResolverTypeWrapper<Omit<AddWishlistItemsToCartOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  Aggregation: ResolverTypeWrapper<Aggregation>;
  AggregationOption: ResolverTypeWrapper<AggregationOption>;
  AggregationOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AggregationOptionInterface']>;
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  AppliedGiftCard: ResolverTypeWrapper<Omit<AppliedGiftCard, 'applied_balance' | 'current_balance' | 'remaining_balance'> & { applied_balance: ResolversTypes['Money'], current_balance: ResolversTypes['Money'], remaining_balance: ResolversTypes['Money'] }>;
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: ResolverTypeWrapper<Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  ApplyGiftCardToCartInput: ApplyGiftCardToCartInput;
  ApplyGiftCardToCartOutput: ResolverTypeWrapper<Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AttributeEntityTypeEnum: AttributeEntityTypeEnum;
  AttributeListItem: ResolverTypeWrapper<AttributeListItem>;
  AttributeMetadataInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeMetadataInterface']>;
  AttributeOption: ResolverTypeWrapper<AttributeOption>;
  AttributeOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeOptionInterface']>;
  AvailablePaymentMethod: ResolverTypeWrapper<AvailablePaymentMethod>;
  AvailableShippingMethod: ResolverTypeWrapper<Omit<AvailableShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & { amount: ResolversTypes['Money'], price_excl_tax: ResolversTypes['Money'], price_incl_tax: ResolversTypes['Money'] }>;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: ResolverTypeWrapper<BillingCartAddress>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrandPage: ResolverTypeWrapper<BrandPage>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  BundleCartItem: ResolverTypeWrapper<CartLineView>;
  BundleItem: ResolverTypeWrapper<Omit<BundleItem, 'options'> & { options: Array<ResolversTypes['BundleItemOption']> }>;
  BundleItemOption: ResolverTypeWrapper<Omit<BundleItemOption, 'product' | 'size_surcharges'> & { product: ResolversTypes['ProductInterface'], size_surcharges: Array<ResolversTypes['BundleSizeSurcharge']> }>;
  BundleOptionInput: BundleOptionInput;
  BundleProduct: ResolverTypeWrapper<ProductRow>;
  BundleProductCartItemInput: BundleProductCartItemInput;
  BundleSizeSurcharge: ResolverTypeWrapper<Omit<BundleSizeSurcharge, 'surcharge'> & { surcharge: ResolversTypes['Money'] }>;
  BundleWishlistItem: ResolverTypeWrapper<Omit<BundleWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartAddressCountry: ResolverTypeWrapper<CartAddressCountry>;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartAddressInterface']>;
  CartAddressRegion: ResolverTypeWrapper<CartAddressRegion>;
  CartDiscountKind: CartDiscountKind;
  CartDiscountTotal: ResolverTypeWrapper<Omit<CartDiscountTotal, 'amount'> & { amount: ResolversTypes['Money'] }>;
  CartItemError: ResolverTypeWrapper<CartItemError>;
  CartItemErrorType: CartItemErrorType;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartItemInterface']>;
  CartItemPrices: ResolverTypeWrapper<Omit<CartItemPrices, 'discounts' | 'original_item_price' | 'original_row_total' | 'price' | 'price_including_tax' | 'row_total' | 'row_total_including_tax' | 'total_item_discount'> & { discounts: Array<ResolversTypes['Discount']>, original_item_price: ResolversTypes['Money'], original_row_total: ResolversTypes['Money'], price: ResolversTypes['Money'], price_including_tax: ResolversTypes['Money'], row_total: ResolversTypes['Money'], row_total_including_tax: ResolversTypes['Money'], total_item_discount: ResolversTypes['Money'] }>;
  CartItemUpdateInput: CartItemUpdateInput;
  CartPrices: ResolverTypeWrapper<Omit<CartPrices, 'applied_taxes' | 'discount_totals' | 'discounts' | 'free_shipping_remaining' | 'grand_total' | 'original_subtotal_including_tax' | 'subtotal_excluding_tax' | 'subtotal_including_tax' | 'subtotal_with_discount_excluding_tax' | 'subtotal_with_discount_including_tax'> & { applied_taxes: Array<ResolversTypes['CartTaxItem']>, discount_totals: Array<ResolversTypes['CartDiscountTotal']>, discounts: Array<ResolversTypes['Discount']>, free_shipping_remaining?: Maybe<ResolversTypes['Money']>, grand_total: ResolversTypes['Money'], original_subtotal_including_tax: ResolversTypes['Money'], subtotal_excluding_tax: ResolversTypes['Money'], subtotal_including_tax: ResolversTypes['Money'], subtotal_with_discount_excluding_tax: ResolversTypes['Money'], subtotal_with_discount_including_tax: ResolversTypes['Money'] }>;
  CartStatus: ResolverTypeWrapper<CartStatus>;
  CartTaxItem: ResolverTypeWrapper<Omit<CartTaxItem, 'amount'> & { amount: ResolversTypes['Money'] }>;
  CartUserInputError: ResolverTypeWrapper<CartUserInputError>;
  CartUserInputErrorType: CartUserInputErrorType;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CategoryInterface']>;
  CategoryResult: ResolverTypeWrapper<Omit<CategoryResult, 'items'> & { items: Array<ResolversTypes['CategoryTree']> }>;
  CategoryTree: ResolverTypeWrapper<CategoryRow>;
  CmsBlock: ResolverTypeWrapper<CmsBlock>;
  CmsBlocks: ResolverTypeWrapper<CmsBlocks>;
  CmsPage: ResolverTypeWrapper<CmsPageRoute>;
  ColorSwatchData: ResolverTypeWrapper<ColorSwatchData>;
  ComplexTextValue: ResolverTypeWrapper<ComplexTextValue>;
  ConfigurableAttributeOption: ResolverTypeWrapper<ConfigurableAttributeOption>;
  ConfigurableCartItem: ResolverTypeWrapper<CartLineView>;
  ConfigurableOptionAvailableForSelection: ResolverTypeWrapper<ConfigurableOptionAvailableForSelection>;
  ConfigurableProduct: ResolverTypeWrapper<ProductRow>;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOptions: ResolverTypeWrapper<Omit<ConfigurableProductOptions, 'values'> & { values: Array<ResolversTypes['ConfigurableProductOptionsValues']> }>;
  ConfigurableProductOptionsSelection: ResolverTypeWrapper<Omit<ConfigurableProductOptionsSelection, 'variant'> & { variant?: Maybe<ResolversTypes['SimpleProduct']> }>;
  ConfigurableProductOptionsValues: ResolverTypeWrapper<Omit<ConfigurableProductOptionsValues, 'swatch_data'> & { swatch_data?: Maybe<ResolversTypes['SwatchDataInterface']> }>;
  ConfigurableVariant: ResolverTypeWrapper<Omit<ConfigurableVariant, 'product'> & { product: ResolversTypes['SimpleProduct'] }>;
  ConfigurableWishlistItem: ResolverTypeWrapper<Omit<ConfigurableWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ResolverTypeWrapper<ContactUsOutput>;
  ContentBlock: ResolverTypeWrapper<ContentBlock>;
  ContentLink: ResolverTypeWrapper<ContentLink>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  Country: ResolverTypeWrapper<Country>;
  CountryCodeEnum: CountryCodeEnum;
  CouponNotApplied: ResolverTypeWrapper<Omit<CouponNotApplied, 'minimum_subtotal'> & { minimum_subtotal?: Maybe<ResolversTypes['Money']> }>;
  CouponNotAppliedReason: CouponNotAppliedReason;
  CreateWishlistInput: CreateWishlistInput;
  CreateWishlistOutput: ResolverTypeWrapper<Omit<CreateWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyEnum: CurrencyEnum;
  CustomAttribute: ResolverTypeWrapper<Omit<CustomAttribute, 'attribute_metadata' | 'selected_attribute_options'> & { attribute_metadata?: Maybe<ResolversTypes['AttributeMetadataInterface']>, selected_attribute_options?: Maybe<ResolversTypes['SelectedAttributeOption']> }>;
  CustomAttributesListsEnum: CustomAttributesListsEnum;
  Customer: ResolverTypeWrapper<Required<Omit<Omit<Customer, 'orders' | 'wishlist' | 'wishlist_v2' | 'wishlists'> & { orders?: Maybe<ResolversTypes['CustomerOrders']>, wishlist: ResolversTypes['Wishlist'], wishlist_v2?: Maybe<ResolversTypes['Wishlist']>, wishlists: Array<Maybe<ResolversTypes['Wishlist']>> }, '__typename' | 'addresses' | 'default_billing' | 'default_shipping' | 'is_subscribed' | 'newsletter_status' | 'orders' | 'wishlist' | 'wishlist_v2' | 'wishlists'>> & { id: number }>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerAddressAttribute: ResolverTypeWrapper<CustomerAddressAttribute>;
  CustomerAddressAttributeInput: CustomerAddressAttributeInput;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: ResolverTypeWrapper<CustomerAddressRegion>;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerInput: CustomerInput;
  CustomerOrder: ResolverTypeWrapper<Required<Omit<Omit<CustomerOrder, 'amount_due' | 'applied_gift_cards' | 'invoices' | 'items' | 'total'> & { amount_due: ResolversTypes['Money'], applied_gift_cards: Array<ResolversTypes['OrderAppliedGiftCard']>, invoices: Array<Maybe<ResolversTypes['Invoice']>>, items: Array<ResolversTypes['OrderItem']>, total: ResolversTypes['OrderTotal'] }, '__typename' | 'applied_gift_cards' | 'is_in_store_order' | 'in_store_location' | 'in_store_table' | 'invoices' | 'shipments' | 'state'>>>;
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrderSortableField: CustomerOrderSortableField;
  CustomerOrders: ResolverTypeWrapper<Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversTypes['CustomerOrder']>> }>;
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: ResolverTypeWrapper<Omit<CustomerOutput, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  CustomerToken: ResolverTypeWrapper<CustomerToken>;
  CustomerUpdateInput: CustomerUpdateInput;
  Discount: ResolverTypeWrapper<Omit<Discount, 'amount'> & { amount: ResolversTypes['Money'] }>;
  EnteredAttributeValue: ResolverTypeWrapper<EnteredAttributeValue>;
  EnteredOptionInput: EnteredOptionInput;
  ErrorParam: ResolverTypeWrapper<ErrorParam>;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeEnum: FilterMatchTypeEnum;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterContent: ResolverTypeWrapper<FooterContent>;
  FooterIcons: ResolverTypeWrapper<FooterIcons>;
  FooterMenu: ResolverTypeWrapper<FooterMenu>;
  GiftCardAccount: ResolverTypeWrapper<Omit<GiftCardAccount, 'balance'> & { balance: ResolversTypes['Money'] }>;
  GiftCardAccountInput: GiftCardAccountInput;
  GiftCardCartItem: ResolverTypeWrapper<CartLineView>;
  GiftCardProduct: ResolverTypeWrapper<ProductRow>;
  GiftCardWishlistItem: ResolverTypeWrapper<Omit<GiftCardWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  HeaderMenu: ResolverTypeWrapper<HeaderMenu>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSwatchData: ResolverTypeWrapper<ImageSwatchData>;
  InStoreSessionState: ResolverTypeWrapper<InStoreSessionState>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Omit<Invoice, 'items' | 'total'> & { items?: Maybe<Array<Maybe<ResolversTypes['InvoiceItemInterface']>>>, total?: Maybe<ResolversTypes['InvoiceTotal']> }>;
  InvoiceItem: ResolverTypeWrapper<Omit<InvoiceItem, 'order_item' | 'product_sale_price'> & { order_item?: Maybe<ResolversTypes['OrderItem']>, product_sale_price: ResolversTypes['Money'] }>;
  InvoiceItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['InvoiceItemInterface']>;
  InvoiceTotal: ResolverTypeWrapper<Omit<InvoiceTotal, 'discounts' | 'grand_total' | 'shipping_handling' | 'subtotal' | 'taxes' | 'total_shipping' | 'total_tax'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>, grand_total: ResolversTypes['Money'], shipping_handling?: Maybe<ResolversTypes['ShippingHandling']>, subtotal: ResolversTypes['Money'], taxes?: Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, total_shipping: ResolversTypes['Money'], total_tax: ResolversTypes['Money'] }>;
  IsEmailAvailableOutput: ResolverTypeWrapper<IsEmailAvailableOutput>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyValue: ResolverTypeWrapper<KeyValue>;
  Layout: ResolverTypeWrapper<Layout>;
  LinkGroupItem: ResolverTypeWrapper<LinkGroupItem>;
  ListCategory: ResolverTypeWrapper<ListCategory>;
  ListFilter: ResolverTypeWrapper<ListFilter>;
  ListFilterInput: ListFilterInput;
  ListFilterOption: ResolverTypeWrapper<ListFilterOption>;
  MediaGalleryEntry: ResolverTypeWrapper<MediaGalleryEntry>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NavigationItemLink: ResolverTypeWrapper<NavigationItemLink>;
  NavigationListItem: ResolverTypeWrapper<NavigationListItem>;
  ObjectDataTypeEnum: ObjectDataTypeEnum;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAppliedGiftCard: ResolverTypeWrapper<Omit<OrderAppliedGiftCard, 'applied_balance'> & { applied_balance: ResolversTypes['Money'] }>;
  OrderGiftCard: ResolverTypeWrapper<Omit<OrderGiftCard, 'amount'> & { amount: ResolversTypes['Money'] }>;
  OrderItem: ResolverTypeWrapper<Omit<OrderItem, 'discount_amount' | 'gift_card' | 'product_sale_price' | 'product_sale_price_incl_tax' | 'row_total_incl_tax' | 'tax_amount'> & { discount_amount: ResolversTypes['Money'], gift_card?: Maybe<ResolversTypes['OrderGiftCard']>, product_sale_price: ResolversTypes['Money'], product_sale_price_incl_tax: ResolversTypes['Money'], row_total_incl_tax: ResolversTypes['Money'], tax_amount: ResolversTypes['Money'] }>;
  OrderItemOption: ResolverTypeWrapper<OrderItemOption>;
  OrderPaymentMethod: ResolverTypeWrapper<OrderPaymentMethod>;
  OrderShipment: ResolverTypeWrapper<OrderShipment>;
  OrderTotal: ResolverTypeWrapper<Omit<OrderTotal, 'discounts' | 'grand_total' | 'shipping_handling' | 'subtotal' | 'subtotal_incl_tax' | 'taxes' | 'total_shipping' | 'total_tax'> & { discounts: Array<ResolversTypes['Discount']>, grand_total: ResolversTypes['Money'], shipping_handling: ResolversTypes['ShippingHandling'], subtotal: ResolversTypes['Money'], subtotal_incl_tax: ResolversTypes['Money'], taxes: Array<ResolversTypes['TaxItem']>, total_shipping: ResolversTypes['Money'], total_tax: ResolversTypes['Money'] }>;
  ParcelPoint: ResolverTypeWrapper<ParcelPoint>;
  ParcelPointOpeningHours: ResolverTypeWrapper<ParcelPointOpeningHours>;
  PasswordResetTokenState: PasswordResetTokenState;
  PaymentIcon: ResolverTypeWrapper<PaymentIcon>;
  PaymentMethodInput: PaymentMethodInput;
  PaymentProviderData: ResolverTypeWrapper<PaymentProviderData>;
  PaymentProviderField: ResolverTypeWrapper<PaymentProviderField>;
  PaymentProviderRedirect: ResolverTypeWrapper<PaymentProviderRedirect>;
  PaymentProviderValue: ResolverTypeWrapper<PaymentProviderValue>;
  PaymentResult: ResolverTypeWrapper<PaymentResult>;
  PaymentStatus: PaymentStatus;
  PickupLocation: ResolverTypeWrapper<PickupLocation>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: ResolverTypeWrapper<PlaceOrderOutput>;
  Price: ResolverTypeWrapper<Omit<Price, 'adjustments' | 'amount'> & { adjustments?: Maybe<Array<Maybe<ResolversTypes['PriceAdjustment']>>>, amount?: Maybe<ResolversTypes['Money']> }>;
  PriceAdjustment: ResolverTypeWrapper<Omit<PriceAdjustment, 'amount'> & { amount?: Maybe<ResolversTypes['Money']> }>;
  PriceAdjustmentCodesEnum: PriceAdjustmentCodesEnum;
  PriceAdjustmentDescriptionEnum: PriceAdjustmentDescriptionEnum;
  PriceRange: ResolverTypeWrapper<Omit<PriceRange, 'maximum_price' | 'minimum_price'> & { maximum_price: ResolversTypes['ProductPrice'], minimum_price: ResolversTypes['ProductPrice'] }>;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeMetadata: ResolverTypeWrapper<Omit<ProductAttributeMetadata, 'ui_input'> & { ui_input?: Maybe<ResolversTypes['UiInputTypeInterface']> }>;
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductCount: ResolverTypeWrapper<ProductCount>;
  ProductDiscount: ResolverTypeWrapper<ProductDiscount>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductInterface']>;
  ProductList: ResolverTypeWrapper<ProductList>;
  ProductListItem: ResolverTypeWrapper<ProductListItem>;
  ProductPrice: ResolverTypeWrapper<Omit<ProductPrice, 'discount' | 'final_price' | 'regular_price'> & { discount: ResolversTypes['ProductDiscount'], final_price: ResolversTypes['Money'], regular_price: ResolversTypes['Money'] }>;
  ProductPrices: ResolverTypeWrapper<Omit<ProductPrices, 'maximalPrice' | 'minimalPrice' | 'regularPrice'> & { maximalPrice?: Maybe<ResolversTypes['Price']>, minimalPrice?: Maybe<ResolversTypes['Price']>, regularPrice?: Maybe<ResolversTypes['Price']> }>;
  ProductStockStatus: ProductStockStatus;
  Products: ResolverTypeWrapper<ProductsResult>;
  PromoBanner: ResolverTypeWrapper<PromoBanner>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReCaptchaConfigurationV3: ResolverTypeWrapper<ReCaptchaConfigurationV3>;
  ReCaptchaFormEnum: ReCaptchaFormEnum;
  Region: ResolverTypeWrapper<Region>;
  RelatedProduct: ResolverTypeWrapper<RelatedProduct>;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: ResolverTypeWrapper<Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  RemoveGiftCardFromCartInput: RemoveGiftCardFromCartInput;
  RemoveGiftCardFromCartOutput: ResolverTypeWrapper<Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RemoveInStoreSessionFromCartInput: RemoveInStoreSessionFromCartInput;
  RemoveInStoreSessionFromCartOutput: ResolverTypeWrapper<Omit<RemoveInStoreSessionFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: ResolverTypeWrapper<Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RemoveProductsFromWishlistOutput: ResolverTypeWrapper<Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  RevokeCustomerTokenOutput: ResolverTypeWrapper<RevokeCustomerTokenOutput>;
  RoutableInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RoutableInterface']>;
  RoutableUrl: ResolverTypeWrapper<RoutableUrl>;
  SearchProductData: ResolverTypeWrapper<SearchProductData>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  SearchResultPageInfo: ResolverTypeWrapper<SearchResultPageInfo>;
  SearchSuggestData: ResolverTypeWrapper<SearchSuggestData>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchTerm: ResolverTypeWrapper<SearchTerm>;
  SearchUrl: ResolverTypeWrapper<SearchUrl>;
  SearchUrlData: ResolverTypeWrapper<SearchUrlData>;
  SelectedAttributeOption: ResolverTypeWrapper<Omit<SelectedAttributeOption, 'attribute_option'> & { attribute_option?: Maybe<Array<ResolversTypes['AttributeOptionInterface']>> }>;
  SelectedBundleOption: ResolverTypeWrapper<SelectedBundleOption>;
  SelectedBundleOptionValue: ResolverTypeWrapper<SelectedBundleOptionValue>;
  SelectedConfigurableOption: ResolverTypeWrapper<SelectedConfigurableOption>;
  SelectedPaymentMethod: ResolverTypeWrapper<SelectedPaymentMethod>;
  SelectedShippingMethod: ResolverTypeWrapper<Omit<SelectedShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & { amount: ResolversTypes['Money'], price_excl_tax: ResolversTypes['Money'], price_incl_tax: ResolversTypes['Money'] }>;
  SellingPoint: ResolverTypeWrapper<SellingPoint>;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: ResolverTypeWrapper<Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: ResolverTypeWrapper<Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetInStoreSessionOnCartInput: SetInStoreSessionOnCartInput;
  SetInStoreSessionOnCartOutput: ResolverTypeWrapper<Omit<SetInStoreSessionOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: ResolverTypeWrapper<Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: ResolverTypeWrapper<Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: ResolverTypeWrapper<Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  ShipmentTracking: ResolverTypeWrapper<ShipmentTracking>;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: ResolverTypeWrapper<Omit<ShippingCartAddress, 'available_shipping_methods' | 'selected_shipping_method'> & { available_shipping_methods: Array<ResolversTypes['AvailableShippingMethod']>, selected_shipping_method?: Maybe<ResolversTypes['SelectedShippingMethod']> }>;
  ShippingHandling: ResolverTypeWrapper<Omit<ShippingHandling, 'amount_excluding_tax' | 'amount_including_tax' | 'total_amount'> & { amount_excluding_tax: ResolversTypes['Money'], amount_including_tax: ResolversTypes['Money'], total_amount: ResolversTypes['Money'] }>;
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: ResolverTypeWrapper<CartLineView>;
  SimpleProduct: ResolverTypeWrapper<ProductRow>;
  SimpleProductCartItemInput: SimpleProductCartItemInput;
  SimpleWishlistItem: ResolverTypeWrapper<Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  SitemapEntries: ResolverTypeWrapper<SitemapEntries>;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  SitemapEntryType: SitemapEntryType;
  SizeTable: ResolverTypeWrapper<SizeTable>;
  SizeTableItem: ResolverTypeWrapper<SizeTableItem>;
  SizeTableSpec: ResolverTypeWrapper<SizeTableSpec>;
  Social: ResolverTypeWrapper<Social>;
  SortEnum: SortEnum;
  SortField: ResolverTypeWrapper<SortField>;
  SortFields: ResolverTypeWrapper<SortFields>;
  StockItem: ResolverTypeWrapper<StockItem>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  StoreInformation: ResolverTypeWrapper<StoreInformation>;
  StoreLabels: ResolverTypeWrapper<StoreLabels>;
  StoreLocation: ResolverTypeWrapper<StoreLocation>;
  StoreLocationHours: ResolverTypeWrapper<StoreLocationHours>;
  StoreLocator: ResolverTypeWrapper<StoreLocator>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeEmailToNewsletterOutput: ResolverTypeWrapper<SubscribeEmailToNewsletterOutput>;
  SubscriptionStatusesEnum: SubscriptionStatusesEnum;
  SwatchDataInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SwatchDataInterface']>;
  TaxItem: ResolverTypeWrapper<Omit<TaxItem, 'amount'> & { amount: ResolversTypes['Money'] }>;
  TextSwatchData: ResolverTypeWrapper<TextSwatchData>;
  TierPrice: ResolverTypeWrapper<Omit<TierPrice, 'discount' | 'final_price'> & { discount: ResolversTypes['ProductDiscount'], final_price: ResolversTypes['Money'] }>;
  TrustedShopReviews: ResolverTypeWrapper<TrustedShopReviews>;
  UiAttributeTypeBoolean: ResolverTypeWrapper<UiAttributeTypeBoolean>;
  UiAttributeTypeMultiSelect: ResolverTypeWrapper<UiAttributeTypeMultiSelect>;
  UiAttributeTypeSelect: ResolverTypeWrapper<UiAttributeTypeSelect>;
  UiInputTypeEnum: UiInputTypeEnum;
  UiInputTypeInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['UiInputTypeInterface']>;
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: ResolverTypeWrapper<Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  UpdateProductsInWishlistOutput: ResolverTypeWrapper<Omit<UpdateProductsInWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  UpdateWishlistOutput: ResolverTypeWrapper<UpdateWishlistOutput>;
  UrlRewriteEntityTypeEnum: UrlRewriteEntityTypeEnum;
  WishListUserInputError: ResolverTypeWrapper<WishListUserInputError>;
  WishListUserInputErrorType: WishListUserInputErrorType;
  Wishlist: ResolverTypeWrapper<Omit<Wishlist, 'items' | 'items_v2'> & { items?: Maybe<Array<Maybe<ResolversTypes['WishlistItem']>>>, items_v2?: Maybe<ResolversTypes['WishlistItems']> }>;
  WishlistCartUserInputError: ResolverTypeWrapper<WishlistCartUserInputError>;
  WishlistCartUserInputErrorType: WishlistCartUserInputErrorType;
  WishlistItem: ResolverTypeWrapper<Omit<WishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['WishlistItemInterface']>;
  WishlistItemUpdateInput: WishlistItemUpdateInput;
  WishlistItems: ResolverTypeWrapper<Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversTypes['WishlistItemInterface']>> }>;
  WishlistVisibilityEnum: WishlistVisibilityEnum;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddBundleProductsToCartInput: AddBundleProductsToCartInput;
  AddBundleProductsToCartOutput: Omit<AddBundleProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddProductsToCartOutput: Omit<AddProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddProductsToWishlistOutput: Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  AddSimpleProductsToCartInput: AddSimpleProductsToCartInput;
  AddSimpleProductsToCartOutput: Omit<AddSimpleProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddWishlistItemsToCartOutput: Omit<AddWishlistItemsToCartOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  Aggregation: Aggregation;
  AggregationOption: AggregationOption;
  AggregationOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AggregationOptionInterface'];
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  AppliedCoupon: AppliedCoupon;
  AppliedGiftCard: Omit<AppliedGiftCard, 'applied_balance' | 'current_balance' | 'remaining_balance'> & { applied_balance: ResolversParentTypes['Money'], current_balance: ResolversParentTypes['Money'], remaining_balance: ResolversParentTypes['Money'] };
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ApplyGiftCardToCartInput: ApplyGiftCardToCartInput;
  ApplyGiftCardToCartOutput: Omit<ApplyGiftCardToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AttributeListItem: AttributeListItem;
  AttributeMetadataInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeMetadataInterface'];
  AttributeOption: AttributeOption;
  AttributeOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeOptionInterface'];
  AvailablePaymentMethod: AvailablePaymentMethod;
  AvailableShippingMethod: Omit<AvailableShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & { amount: ResolversParentTypes['Money'], price_excl_tax: ResolversParentTypes['Money'], price_incl_tax: ResolversParentTypes['Money'] };
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: BillingCartAddress;
  Boolean: Scalars['Boolean']['output'];
  BrandPage: BrandPage;
  Breadcrumb: Breadcrumb;
  BundleCartItem: CartLineView;
  BundleItem: Omit<BundleItem, 'options'> & { options: Array<ResolversParentTypes['BundleItemOption']> };
  BundleItemOption: Omit<BundleItemOption, 'product' | 'size_surcharges'> & { product: ResolversParentTypes['ProductInterface'], size_surcharges: Array<ResolversParentTypes['BundleSizeSurcharge']> };
  BundleOptionInput: BundleOptionInput;
  BundleProduct: ProductRow;
  BundleProductCartItemInput: BundleProductCartItemInput;
  BundleSizeSurcharge: Omit<BundleSizeSurcharge, 'surcharge'> & { surcharge: ResolversParentTypes['Money'] };
  BundleWishlistItem: Omit<BundleWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  Cart: CartModel;
  CartAddressCountry: CartAddressCountry;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartAddressInterface'];
  CartAddressRegion: CartAddressRegion;
  CartDiscountTotal: Omit<CartDiscountTotal, 'amount'> & { amount: ResolversParentTypes['Money'] };
  CartItemError: CartItemError;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartItemInterface'];
  CartItemPrices: Omit<CartItemPrices, 'discounts' | 'original_item_price' | 'original_row_total' | 'price' | 'price_including_tax' | 'row_total' | 'row_total_including_tax' | 'total_item_discount'> & { discounts: Array<ResolversParentTypes['Discount']>, original_item_price: ResolversParentTypes['Money'], original_row_total: ResolversParentTypes['Money'], price: ResolversParentTypes['Money'], price_including_tax: ResolversParentTypes['Money'], row_total: ResolversParentTypes['Money'], row_total_including_tax: ResolversParentTypes['Money'], total_item_discount: ResolversParentTypes['Money'] };
  CartItemUpdateInput: CartItemUpdateInput;
  CartPrices: Omit<CartPrices, 'applied_taxes' | 'discount_totals' | 'discounts' | 'free_shipping_remaining' | 'grand_total' | 'original_subtotal_including_tax' | 'subtotal_excluding_tax' | 'subtotal_including_tax' | 'subtotal_with_discount_excluding_tax' | 'subtotal_with_discount_including_tax'> & { applied_taxes: Array<ResolversParentTypes['CartTaxItem']>, discount_totals: Array<ResolversParentTypes['CartDiscountTotal']>, discounts: Array<ResolversParentTypes['Discount']>, free_shipping_remaining?: Maybe<ResolversParentTypes['Money']>, grand_total: ResolversParentTypes['Money'], original_subtotal_including_tax: ResolversParentTypes['Money'], subtotal_excluding_tax: ResolversParentTypes['Money'], subtotal_including_tax: ResolversParentTypes['Money'], subtotal_with_discount_excluding_tax: ResolversParentTypes['Money'], subtotal_with_discount_including_tax: ResolversParentTypes['Money'] };
  CartStatus: CartStatus;
  CartTaxItem: Omit<CartTaxItem, 'amount'> & { amount: ResolversParentTypes['Money'] };
  CartUserInputError: CartUserInputError;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: ResolversInterfaceTypes<ResolversParentTypes>['CategoryInterface'];
  CategoryResult: Omit<CategoryResult, 'items'> & { items: Array<ResolversParentTypes['CategoryTree']> };
  CategoryTree: CategoryRow;
  CmsBlock: CmsBlock;
  CmsBlocks: CmsBlocks;
  CmsPage: CmsPageRoute;
  ColorSwatchData: ColorSwatchData;
  ComplexTextValue: ComplexTextValue;
  ConfigurableAttributeOption: ConfigurableAttributeOption;
  ConfigurableCartItem: CartLineView;
  ConfigurableOptionAvailableForSelection: ConfigurableOptionAvailableForSelection;
  ConfigurableProduct: ProductRow;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOptions: Omit<ConfigurableProductOptions, 'values'> & { values: Array<ResolversParentTypes['ConfigurableProductOptionsValues']> };
  ConfigurableProductOptionsSelection: Omit<ConfigurableProductOptionsSelection, 'variant'> & { variant?: Maybe<ResolversParentTypes['SimpleProduct']> };
  ConfigurableProductOptionsValues: Omit<ConfigurableProductOptionsValues, 'swatch_data'> & { swatch_data?: Maybe<ResolversParentTypes['SwatchDataInterface']> };
  ConfigurableVariant: Omit<ConfigurableVariant, 'product'> & { product: ResolversParentTypes['SimpleProduct'] };
  ConfigurableWishlistItem: Omit<ConfigurableWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ContactUsOutput;
  ContentBlock: ContentBlock;
  ContentLink: ContentLink;
  ContentPage: ContentPage;
  Country: Country;
  CouponNotApplied: Omit<CouponNotApplied, 'minimum_subtotal'> & { minimum_subtotal?: Maybe<ResolversParentTypes['Money']> };
  CreateWishlistInput: CreateWishlistInput;
  CreateWishlistOutput: Omit<CreateWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  Currency: Currency;
  CustomAttribute: Omit<CustomAttribute, 'attribute_metadata' | 'selected_attribute_options'> & { attribute_metadata?: Maybe<ResolversParentTypes['AttributeMetadataInterface']>, selected_attribute_options?: Maybe<ResolversParentTypes['SelectedAttributeOption']> };
  Customer: Required<Omit<Omit<Customer, 'orders' | 'wishlist' | 'wishlist_v2' | 'wishlists'> & { orders?: Maybe<ResolversParentTypes['CustomerOrders']>, wishlist: ResolversParentTypes['Wishlist'], wishlist_v2?: Maybe<ResolversParentTypes['Wishlist']>, wishlists: Array<Maybe<ResolversParentTypes['Wishlist']>> }, '__typename' | 'addresses' | 'default_billing' | 'default_shipping' | 'is_subscribed' | 'newsletter_status' | 'orders' | 'wishlist' | 'wishlist_v2' | 'wishlists'>> & { id: number };
  CustomerAddress: CustomerAddress;
  CustomerAddressAttribute: CustomerAddressAttribute;
  CustomerAddressAttributeInput: CustomerAddressAttributeInput;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: CustomerAddressRegion;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerInput: CustomerInput;
  CustomerOrder: Required<Omit<Omit<CustomerOrder, 'amount_due' | 'applied_gift_cards' | 'invoices' | 'items' | 'total'> & { amount_due: ResolversParentTypes['Money'], applied_gift_cards: Array<ResolversParentTypes['OrderAppliedGiftCard']>, invoices: Array<Maybe<ResolversParentTypes['Invoice']>>, items: Array<ResolversParentTypes['OrderItem']>, total: ResolversParentTypes['OrderTotal'] }, '__typename' | 'applied_gift_cards' | 'is_in_store_order' | 'in_store_location' | 'in_store_table' | 'invoices' | 'shipments' | 'state'>>;
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrders: Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversParentTypes['CustomerOrder']>> };
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: Omit<CustomerOutput, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerToken: CustomerToken;
  CustomerUpdateInput: CustomerUpdateInput;
  Discount: Omit<Discount, 'amount'> & { amount: ResolversParentTypes['Money'] };
  EnteredAttributeValue: EnteredAttributeValue;
  EnteredOptionInput: EnteredOptionInput;
  ErrorParam: ErrorParam;
  ExchangeRate: ExchangeRate;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  Float: Scalars['Float']['output'];
  FooterContent: FooterContent;
  FooterIcons: FooterIcons;
  FooterMenu: FooterMenu;
  GiftCardAccount: Omit<GiftCardAccount, 'balance'> & { balance: ResolversParentTypes['Money'] };
  GiftCardAccountInput: GiftCardAccountInput;
  GiftCardCartItem: CartLineView;
  GiftCardProduct: ProductRow;
  GiftCardWishlistItem: Omit<GiftCardWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  HeaderMenu: HeaderMenu;
  ID: Scalars['ID']['output'];
  ImageSwatchData: ImageSwatchData;
  InStoreSessionState: InStoreSessionState;
  Int: Scalars['Int']['output'];
  Invoice: Omit<Invoice, 'items' | 'total'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['InvoiceItemInterface']>>>, total?: Maybe<ResolversParentTypes['InvoiceTotal']> };
  InvoiceItem: Omit<InvoiceItem, 'order_item' | 'product_sale_price'> & { order_item?: Maybe<ResolversParentTypes['OrderItem']>, product_sale_price: ResolversParentTypes['Money'] };
  InvoiceItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['InvoiceItemInterface'];
  InvoiceTotal: Omit<InvoiceTotal, 'discounts' | 'grand_total' | 'shipping_handling' | 'subtotal' | 'taxes' | 'total_shipping' | 'total_tax'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>, grand_total: ResolversParentTypes['Money'], shipping_handling?: Maybe<ResolversParentTypes['ShippingHandling']>, subtotal: ResolversParentTypes['Money'], taxes?: Maybe<Array<Maybe<ResolversParentTypes['TaxItem']>>>, total_shipping: ResolversParentTypes['Money'], total_tax: ResolversParentTypes['Money'] };
  IsEmailAvailableOutput: IsEmailAvailableOutput;
  JSON: Scalars['JSON']['output'];
  KeyValue: KeyValue;
  Layout: Layout;
  LinkGroupItem: LinkGroupItem;
  ListCategory: ListCategory;
  ListFilter: ListFilter;
  ListFilterInput: ListFilterInput;
  ListFilterOption: ListFilterOption;
  MediaGalleryEntry: MediaGalleryEntry;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NavigationItem: NavigationItem;
  NavigationItemLink: NavigationItemLink;
  NavigationListItem: NavigationListItem;
  Order: Order;
  OrderAddress: OrderAddress;
  OrderAppliedGiftCard: Omit<OrderAppliedGiftCard, 'applied_balance'> & { applied_balance: ResolversParentTypes['Money'] };
  OrderGiftCard: Omit<OrderGiftCard, 'amount'> & { amount: ResolversParentTypes['Money'] };
  OrderItem: Omit<OrderItem, 'discount_amount' | 'gift_card' | 'product_sale_price' | 'product_sale_price_incl_tax' | 'row_total_incl_tax' | 'tax_amount'> & { discount_amount: ResolversParentTypes['Money'], gift_card?: Maybe<ResolversParentTypes['OrderGiftCard']>, product_sale_price: ResolversParentTypes['Money'], product_sale_price_incl_tax: ResolversParentTypes['Money'], row_total_incl_tax: ResolversParentTypes['Money'], tax_amount: ResolversParentTypes['Money'] };
  OrderItemOption: OrderItemOption;
  OrderPaymentMethod: OrderPaymentMethod;
  OrderShipment: OrderShipment;
  OrderTotal: Omit<OrderTotal, 'discounts' | 'grand_total' | 'shipping_handling' | 'subtotal' | 'subtotal_incl_tax' | 'taxes' | 'total_shipping' | 'total_tax'> & { discounts: Array<ResolversParentTypes['Discount']>, grand_total: ResolversParentTypes['Money'], shipping_handling: ResolversParentTypes['ShippingHandling'], subtotal: ResolversParentTypes['Money'], subtotal_incl_tax: ResolversParentTypes['Money'], taxes: Array<ResolversParentTypes['TaxItem']>, total_shipping: ResolversParentTypes['Money'], total_tax: ResolversParentTypes['Money'] };
  ParcelPoint: ParcelPoint;
  ParcelPointOpeningHours: ParcelPointOpeningHours;
  PaymentIcon: PaymentIcon;
  PaymentMethodInput: PaymentMethodInput;
  PaymentProviderData: PaymentProviderData;
  PaymentProviderField: PaymentProviderField;
  PaymentProviderRedirect: PaymentProviderRedirect;
  PaymentProviderValue: PaymentProviderValue;
  PaymentResult: PaymentResult;
  PickupLocation: PickupLocation;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: PlaceOrderOutput;
  Price: Omit<Price, 'adjustments' | 'amount'> & { adjustments?: Maybe<Array<Maybe<ResolversParentTypes['PriceAdjustment']>>>, amount?: Maybe<ResolversParentTypes['Money']> };
  PriceAdjustment: Omit<PriceAdjustment, 'amount'> & { amount?: Maybe<ResolversParentTypes['Money']> };
  PriceRange: Omit<PriceRange, 'maximum_price' | 'minimum_price'> & { maximum_price: ResolversParentTypes['ProductPrice'], minimum_price: ResolversParentTypes['ProductPrice'] };
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeMetadata: Omit<ProductAttributeMetadata, 'ui_input'> & { ui_input?: Maybe<ResolversParentTypes['UiInputTypeInterface']> };
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductCount: ProductCount;
  ProductDiscount: ProductDiscount;
  ProductImage: ProductImage;
  ProductInterface: ResolversInterfaceTypes<ResolversParentTypes>['ProductInterface'];
  ProductList: ProductList;
  ProductListItem: ProductListItem;
  ProductPrice: Omit<ProductPrice, 'discount' | 'final_price' | 'regular_price'> & { discount: ResolversParentTypes['ProductDiscount'], final_price: ResolversParentTypes['Money'], regular_price: ResolversParentTypes['Money'] };
  ProductPrices: Omit<ProductPrices, 'maximalPrice' | 'minimalPrice' | 'regularPrice'> & { maximalPrice?: Maybe<ResolversParentTypes['Price']>, minimalPrice?: Maybe<ResolversParentTypes['Price']>, regularPrice?: Maybe<ResolversParentTypes['Price']> };
  Products: ProductsResult;
  PromoBanner: PromoBanner;
  Query: Record<PropertyKey, never>;
  ReCaptchaConfigurationV3: ReCaptchaConfigurationV3;
  Region: Region;
  RelatedProduct: RelatedProduct;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  RemoveGiftCardFromCartInput: RemoveGiftCardFromCartInput;
  RemoveGiftCardFromCartOutput: Omit<RemoveGiftCardFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveInStoreSessionFromCartInput: RemoveInStoreSessionFromCartInput;
  RemoveInStoreSessionFromCartOutput: Omit<RemoveInStoreSessionFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveProductsFromWishlistOutput: Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  RevokeCustomerTokenOutput: RevokeCustomerTokenOutput;
  RoutableInterface: ResolversInterfaceTypes<ResolversParentTypes>['RoutableInterface'];
  RoutableUrl: RoutableUrl;
  SearchProductData: SearchProductData;
  SearchResult: SearchResult;
  SearchResultPageInfo: SearchResultPageInfo;
  SearchSuggestData: SearchSuggestData;
  SearchSuggestion: SearchSuggestion;
  SearchTerm: SearchTerm;
  SearchUrl: SearchUrl;
  SearchUrlData: SearchUrlData;
  SelectedAttributeOption: Omit<SelectedAttributeOption, 'attribute_option'> & { attribute_option?: Maybe<Array<ResolversParentTypes['AttributeOptionInterface']>> };
  SelectedBundleOption: SelectedBundleOption;
  SelectedBundleOptionValue: SelectedBundleOptionValue;
  SelectedConfigurableOption: SelectedConfigurableOption;
  SelectedPaymentMethod: SelectedPaymentMethod;
  SelectedShippingMethod: Omit<SelectedShippingMethod, 'amount' | 'price_excl_tax' | 'price_incl_tax'> & { amount: ResolversParentTypes['Money'], price_excl_tax: ResolversParentTypes['Money'], price_incl_tax: ResolversParentTypes['Money'] };
  SellingPoint: SellingPoint;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetInStoreSessionOnCartInput: SetInStoreSessionOnCartInput;
  SetInStoreSessionOnCartOutput: Omit<SetInStoreSessionOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ShipmentTracking: ShipmentTracking;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: Omit<ShippingCartAddress, 'available_shipping_methods' | 'selected_shipping_method'> & { available_shipping_methods: Array<ResolversParentTypes['AvailableShippingMethod']>, selected_shipping_method?: Maybe<ResolversParentTypes['SelectedShippingMethod']> };
  ShippingHandling: Omit<ShippingHandling, 'amount_excluding_tax' | 'amount_including_tax' | 'total_amount'> & { amount_excluding_tax: ResolversParentTypes['Money'], amount_including_tax: ResolversParentTypes['Money'], total_amount: ResolversParentTypes['Money'] };
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: CartLineView;
  SimpleProduct: ProductRow;
  SimpleProductCartItemInput: SimpleProductCartItemInput;
  SimpleWishlistItem: Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  SitemapEntries: SitemapEntries;
  SitemapEntry: SitemapEntry;
  SizeTable: SizeTable;
  SizeTableItem: SizeTableItem;
  SizeTableSpec: SizeTableSpec;
  Social: Social;
  SortField: SortField;
  SortFields: SortFields;
  StockItem: StockItem;
  StoreConfig: StoreConfig;
  StoreInformation: StoreInformation;
  StoreLabels: StoreLabels;
  StoreLocation: StoreLocation;
  StoreLocationHours: StoreLocationHours;
  StoreLocator: StoreLocator;
  String: Scalars['String']['output'];
  SubscribeEmailToNewsletterOutput: SubscribeEmailToNewsletterOutput;
  SwatchDataInterface: ResolversInterfaceTypes<ResolversParentTypes>['SwatchDataInterface'];
  TaxItem: Omit<TaxItem, 'amount'> & { amount: ResolversParentTypes['Money'] };
  TextSwatchData: TextSwatchData;
  TierPrice: Omit<TierPrice, 'discount' | 'final_price'> & { discount: ResolversParentTypes['ProductDiscount'], final_price: ResolversParentTypes['Money'] };
  TrustedShopReviews: TrustedShopReviews;
  UiAttributeTypeBoolean: UiAttributeTypeBoolean;
  UiAttributeTypeMultiSelect: UiAttributeTypeMultiSelect;
  UiAttributeTypeSelect: UiAttributeTypeSelect;
  UiInputTypeInterface: ResolversInterfaceTypes<ResolversParentTypes>['UiInputTypeInterface'];
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  UpdateProductsInWishlistOutput: Omit<UpdateProductsInWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  UpdateWishlistOutput: UpdateWishlistOutput;
  WishListUserInputError: WishListUserInputError;
  Wishlist: Omit<Wishlist, 'items' | 'items_v2'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['WishlistItem']>>>, items_v2?: Maybe<ResolversParentTypes['WishlistItems']> };
  WishlistCartUserInputError: WishlistCartUserInputError;
  WishlistItem: Omit<WishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['WishlistItemInterface'];
  WishlistItemUpdateInput: WishlistItemUpdateInput;
  WishlistItems: Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversParentTypes['WishlistItemInterface']>> };
};

export type AddBundleProductsToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddBundleProductsToCartOutput'] = ResolversParentTypes['AddBundleProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddConfigurableProductsToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddConfigurableProductsToCartOutput'] = ResolversParentTypes['AddConfigurableProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddProductsToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddProductsToCartOutput'] = ResolversParentTypes['AddProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  user_errors?: Resolver<Array<ResolversTypes['CartUserInputError']>, ParentType, ContextType>;
};

export type AddProductsToWishlistOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddProductsToWishlistOutput'] = ResolversParentTypes['AddProductsToWishlistOutput']> = {
  user_errors?: Resolver<Array<ResolversTypes['WishListUserInputError']>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type AddSimpleProductsToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddSimpleProductsToCartOutput'] = ResolversParentTypes['AddSimpleProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddWishlistItemsToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AddWishlistItemsToCartOutput'] = ResolversParentTypes['AddWishlistItemsToCartOutput']> = {
  add_wishlist_items_to_cart_user_errors?: Resolver<Array<ResolversTypes['WishlistCartUserInputError']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type AggregationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Aggregation'] = ResolversParentTypes['Aggregation']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AggregationOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AggregationOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AggregationOption'] = ResolversParentTypes['AggregationOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregationOptionInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AggregationOptionInterface'] = ResolversParentTypes['AggregationOptionInterface']> = {
  __resolveType: TypeResolveFn<'AggregationOption', ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppliedGiftCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AppliedGiftCard'] = ResolversParentTypes['AppliedGiftCard']> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ApplyCouponToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplyCouponToCartOutput'] = ResolversParentTypes['ApplyCouponToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ApplyGiftCardToCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ApplyGiftCardToCartOutput'] = ResolversParentTypes['ApplyGiftCardToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AttributeListItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeListItem'] = ResolversParentTypes['AttributeListItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeMetadataInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeMetadataInterface'] = ResolversParentTypes['AttributeMetadataInterface']> = {
  __resolveType: TypeResolveFn<'ProductAttributeMetadata', ParentType, ContextType>;
};

export type AttributeOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeOption'] = ResolversParentTypes['AttributeOption']> = {
  is_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeOptionInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeOptionInterface'] = ResolversParentTypes['AttributeOptionInterface']> = {
  __resolveType: TypeResolveFn<'AttributeOption', ParentType, ContextType>;
};

export type AvailablePaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AvailablePaymentMethod'] = ResolversParentTypes['AvailablePaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_provider_data?: Resolver<Array<ResolversTypes['PaymentProviderData']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailableShippingMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AvailableShippingMethod'] = ResolversParentTypes['AvailableShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  free_above_limit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipment_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingCartAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BillingCartAddress'] = ResolversParentTypes['BillingCartAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BrandPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  category_level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category_url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_url_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BundleCartItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleCartItem'] = ResolversParentTypes['BundleCartItem']> = {
  bundle_options?: Resolver<Array<ResolversTypes['SelectedBundleOption']>, ParentType, ContextType>;
  bundle_surcharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartItemPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  option_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['BundleItemOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BundleItemOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleItemOption'] = ResolversParentTypes['BundleItemOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  size_surcharges?: Resolver<Array<ResolversTypes['BundleSizeSurcharge']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BundleProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleProduct'] = ResolversParentTypes['BundleProduct']> = {
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  item_gift_wrap_payoff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  product_is_gift_wrap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BundleSizeSurchargeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleSizeSurcharge'] = ResolversParentTypes['BundleSizeSurcharge']> = {
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BundleWishlistItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleWishlistItem'] = ResolversParentTypes['BundleWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  amount_due?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  applied_coupons?: Resolver<Array<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  applied_gift_cards?: Resolver<Array<ResolversTypes['AppliedGiftCard']>, ParentType, ContextType>;
  available_payment_methods?: Resolver<Array<ResolversTypes['AvailablePaymentMethod']>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['BillingCartAddress']>, ParentType, ContextType>;
  coupon_not_applied?: Resolver<Maybe<ResolversTypes['CouponNotApplied']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  in_store_location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  in_store_table?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceEventId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isInStoreOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_virtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItemInterface']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartPrices'], ParentType, ContextType>;
  selected_payment_method?: Resolver<ResolversTypes['SelectedPaymentMethod'], ParentType, ContextType>;
  shippingManagerOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping_addresses?: Resolver<Array<ResolversTypes['ShippingCartAddress']>, ParentType, ContextType>;
  total_quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total_summary_quantity_including_config?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartAddressCountryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartAddressCountry'] = ResolversParentTypes['CartAddressCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartAddressInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartAddressInterface'] = ResolversParentTypes['CartAddressInterface']> = {
  __resolveType: TypeResolveFn<'BillingCartAddress' | 'ShippingCartAddress', ParentType, ContextType>;
};

export type CartAddressRegionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartAddressRegion'] = ResolversParentTypes['CartAddressRegion']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CartDiscountTotalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartDiscountTotal'] = ResolversParentTypes['CartDiscountTotal']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CartDiscountKind'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartItemErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError']> = {
  code?: Resolver<ResolversTypes['CartItemErrorType'], ParentType, ContextType>;
  error_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_params?: Resolver<Array<ResolversTypes['ErrorParam']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartItemInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartItemInterface'] = ResolversParentTypes['CartItemInterface']> = {
  __resolveType: TypeResolveFn<'BundleCartItem' | 'ConfigurableCartItem' | 'GiftCardCartItem' | 'SimpleCartItem', ParentType, ContextType>;
};

export type CartItemPricesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartItemPrices'] = ResolversParentTypes['CartItemPrices']> = {
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
  original_item_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  original_row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_item_discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartPricesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartPrices'] = ResolversParentTypes['CartPrices']> = {
  applied_taxes?: Resolver<Array<ResolversTypes['CartTaxItem']>, ParentType, ContextType>;
  discount_totals?: Resolver<Array<ResolversTypes['CartDiscountTotal']>, ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
  free_shipping_remaining?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  original_subtotal_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_excluding_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_with_discount_excluding_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_with_discount_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartStatusResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartStatus'] = ResolversParentTypes['CartStatus']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CartTaxItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartTaxItem'] = ResolversParentTypes['CartTaxItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartUserInputErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartUserInputError'] = ResolversParentTypes['CartUserInputError']> = {
  code?: Resolver<ResolversTypes['CartUserInputErrorType'], ParentType, ContextType>;
  error_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_params?: Resolver<Array<ResolversTypes['ErrorParam']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryInterface'] = ResolversParentTypes['CategoryInterface']> = {
  __resolveType: TypeResolveFn<'CategoryTree', ParentType, ContextType>;
};

export type CategoryResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult']> = {
  items?: Resolver<Array<ResolversTypes['CategoryTree']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['SearchResultPageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryTreeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryTree'] = ResolversParentTypes['CategoryTree']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['CategoryTree']>, ParentType, ContextType>;
  children_count?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cms_block?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  include_in_menu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['Products']>, ParentType, ContextType, RequireFields<CategoryTreeProductsArgs, 'currentPage' | 'pageSize'>>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CmsBlockResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CmsBlocksResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CmsBlocks'] = ResolversParentTypes['CmsBlocks']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CmsBlock']>>>, ParentType, ContextType>;
};

export type CmsPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage']> = {
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorSwatchDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ColorSwatchData'] = ResolversParentTypes['ColorSwatchData']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplexTextValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComplexTextValue'] = ResolversParentTypes['ComplexTextValue']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableAttributeOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableAttributeOption'] = ResolversParentTypes['ConfigurableAttributeOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value_index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurableCartItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableCartItem'] = ResolversParentTypes['ConfigurableCartItem']> = {
  configurable_options?: Resolver<Array<ResolversTypes['SelectedConfigurableOption']>, ParentType, ContextType>;
  configured_variant?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartItemPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableOptionAvailableForSelectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableOptionAvailableForSelection'] = ResolversParentTypes['ConfigurableOptionAvailableForSelection']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_value_uids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ConfigurableProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProduct'] = ResolversParentTypes['ConfigurableProduct']> = {
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_options?: Resolver<Array<ResolversTypes['ConfigurableProductOptions']>, ParentType, ContextType>;
  configurable_product_options_selection?: Resolver<Maybe<ResolversTypes['ConfigurableProductOptionsSelection']>, ParentType, ContextType, Partial<ConfigurableProductConfigurable_Product_Options_SelectionArgs>>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  item_gift_wrap_payoff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  product_is_gift_wrap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ConfigurableVariant']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProductOptions'] = ResolversParentTypes['ConfigurableProductOptions']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attribute_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id_v2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attribute_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  use_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ConfigurableProductOptionsValues']>, ParentType, ContextType>;
};

export type ConfigurableProductOptionsSelectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsSelection'] = ResolversParentTypes['ConfigurableProductOptionsSelection']> = {
  media_gallery?: Resolver<Maybe<Array<ResolversTypes['ProductImage']>>, ParentType, ContextType>;
  options_available_for_selection?: Resolver<Maybe<Array<ResolversTypes['ConfigurableOptionAvailableForSelection']>>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
};

export type ConfigurableProductOptionsValuesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsValues'] = ResolversParentTypes['ConfigurableProductOptionsValues']> = {
  default_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_data?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  use_default_value?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  value_index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurableVariantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableVariant'] = ResolversParentTypes['ConfigurableVariant']> = {
  attributes?: Resolver<Array<ResolversTypes['ConfigurableAttributeOption']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['SimpleProduct'], ParentType, ContextType>;
};

export type ConfigurableWishlistItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableWishlistItem'] = ResolversParentTypes['ConfigurableWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  child_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_options?: Resolver<Maybe<Array<ResolversTypes['SelectedConfigurableOption']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactUsOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContactUsOutput'] = ResolversParentTypes['ContactUsOutput']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  fields?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType>;
  slice_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentLink'] = ResolversParentTypes['ContentLink']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  body?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_robots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  navigation_list?: Resolver<Array<ResolversTypes['NavigationListItem']>, ParentType, ContextType>;
  navigation_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent_page?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  sort_order_in_hierarchy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  available_regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  full_name_english?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name_locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  two_letter_abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponNotAppliedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CouponNotApplied'] = ResolversParentTypes['CouponNotApplied']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimum_subtotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CouponNotAppliedReason'], ParentType, ContextType>;
};

export type CreateWishlistOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CreateWishlistOutput'] = ResolversParentTypes['CreateWishlistOutput']> = {
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  available_currency_codes?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_currency_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currecy_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currecy_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchange_rates?: Resolver<Maybe<Array<Maybe<ResolversTypes['ExchangeRate']>>>, ParentType, ContextType>;
};

export type CustomAttributeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomAttribute'] = ResolversParentTypes['CustomAttribute']> = {
  attribute_metadata?: Resolver<Maybe<ResolversTypes['AttributeMetadataInterface']>, ParentType, ContextType>;
  entered_attribute_value?: Resolver<Maybe<ResolversTypes['EnteredAttributeValue']>, ParentType, ContextType>;
  selected_attribute_options?: Resolver<Maybe<ResolversTypes['SelectedAttributeOption']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerAddress']>>>, ParentType, ContextType>;
  allow_remote_shopping_assistance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_of_birth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_subscribed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter_status?: Resolver<ResolversTypes['SubscriptionStatusesEnum'], ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerOrders']>, ParentType, ContextType, RequireFields<CustomerOrdersArgs, 'currentPage' | 'pageSize'>>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxvat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  wishlist_v2?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<CustomerWishlist_V2Args, 'id'>>;
  wishlists?: Resolver<Array<Maybe<ResolversTypes['Wishlist']>>, ParentType, ContextType, RequireFields<CustomerWishlistsArgs, 'currentPage' | 'pageSize'>>;
};

export type CustomerAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  country_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  extension_attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerAddressAttribute']>>>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CustomerAddressRegion']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  street?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerAddressAttributeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerAddressAttribute'] = ResolversParentTypes['CustomerAddressAttribute']> = {
  attribute_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerAddressRegionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerAddressRegion'] = ResolversParentTypes['CustomerAddressRegion']> = {
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  amount_due?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  applied_gift_cards?: Resolver<Array<ResolversTypes['OrderAppliedGiftCard']>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  in_store_location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  in_store_table?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoices?: Resolver<Array<Maybe<ResolversTypes['Invoice']>>, ParentType, ContextType>;
  is_in_store_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_methods?: Resolver<Array<ResolversTypes['OrderPaymentMethod']>, ParentType, ContextType>;
  pickup_location_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipments?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderShipment']>>>, ParentType, ContextType>;
  shipping_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['OrderTotal'], ParentType, ContextType>;
};

export type CustomerOrdersResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerOrders'] = ResolversParentTypes['CustomerOrders']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['CustomerOrder']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerOutput'] = ResolversParentTypes['CustomerOutput']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
};

export type CustomerTokenResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CustomerToken'] = ResolversParentTypes['CustomerToken']> = {
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DiscountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnteredAttributeValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EnteredAttributeValue'] = ResolversParentTypes['EnteredAttributeValue']> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ErrorParamResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ErrorParam'] = ResolversParentTypes['ErrorParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExchangeRateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currency_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FooterContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FooterContent'] = ResolversParentTypes['FooterContent']> = {
  footerMenus?: Resolver<Array<ResolversTypes['FooterMenu']>, ParentType, ContextType>;
  promoBanner?: Resolver<Maybe<ResolversTypes['PromoBanner']>, ParentType, ContextType>;
  socials?: Resolver<Array<ResolversTypes['Social']>, ParentType, ContextType>;
};

export type FooterIconsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FooterIcons'] = ResolversParentTypes['FooterIcons']> = {
  link_group?: Resolver<Array<ResolversTypes['LinkGroupItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterMenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FooterMenu'] = ResolversParentTypes['FooterMenu']> = {
  link_group?: Resolver<Array<ResolversTypes['LinkGroupItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardAccountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftCardAccount'] = ResolversParentTypes['GiftCardAccount']> = {
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiration_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftCardCartItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftCardCartItem'] = ResolversParentTypes['GiftCardCartItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  giftcard_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartItemPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipient_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftCardProduct'] = ResolversParentTypes['GiftCardProduct']> = {
  allow_open_amount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftcard_amounts?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  giftcard_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  item_gift_wrap_payoff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  open_amount_max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  open_amount_min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  product_is_gift_wrap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftCardWishlistItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftCardWishlistItem'] = ResolversParentTypes['GiftCardWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HeaderMenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeaderMenu'] = ResolversParentTypes['HeaderMenu']> = {
  link_groups?: Resolver<Array<ResolversTypes['LinkGroupItem']>, ParentType, ContextType>;
};

export type ImageSwatchDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ImageSwatchData'] = ResolversParentTypes['ImageSwatchData']> = {
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InStoreSessionStateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InStoreSessionState'] = ResolversParentTypes['InStoreSessionState']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ttl_dt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['InvoiceItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['InvoiceTotal']>, ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_invoiced?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceItemInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceItemInterface'] = ResolversParentTypes['InvoiceItemInterface']> = {
  __resolveType: TypeResolveFn<'InvoiceItem', ParentType, ContextType>;
};

export type InvoiceTotalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['InvoiceTotal'] = ResolversParentTypes['InvoiceTotal']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<Maybe<ResolversTypes['ShippingHandling']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type IsEmailAvailableOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['IsEmailAvailableOutput'] = ResolversParentTypes['IsEmailAvailableOutput']> = {
  is_email_available?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KeyValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['KeyValue'] = ResolversParentTypes['KeyValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LayoutResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Layout'] = ResolversParentTypes['Layout']> = {
  footerIcons?: Resolver<Maybe<ResolversTypes['FooterIcons']>, ParentType, ContextType>;
  footerMenus?: Resolver<Array<ResolversTypes['FooterMenu']>, ParentType, ContextType>;
  headerMenu?: Resolver<ResolversTypes['HeaderMenu'], ParentType, ContextType>;
  socials?: Resolver<Array<ResolversTypes['Social']>, ParentType, ContextType>;
  trustedShop?: Resolver<Maybe<ResolversTypes['TrustedShopReviews']>, ParentType, ContextType>;
  uspCheckout?: Resolver<Array<ResolversTypes['SellingPoint']>, ParentType, ContextType>;
  uspFooter?: Resolver<Array<ResolversTypes['SellingPoint']>, ParentType, ContextType>;
  uspHeader?: Resolver<Array<ResolversTypes['SellingPoint']>, ParentType, ContextType>;
};

export type LinkGroupItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LinkGroupItem'] = ResolversParentTypes['LinkGroupItem']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
};

export type ListCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListCategory'] = ResolversParentTypes['ListCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListFilterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListFilter'] = ResolversParentTypes['ListFilter']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUrl?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxSelected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxToBeSelected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minSelected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minToBeSelected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ListFilterOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListFilterOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListFilterOption'] = ResolversParentTypes['ListFilterOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toBeSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  urlPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MediaGalleryEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MediaGalleryEntry'] = ResolversParentTypes['MediaGalleryEntry']> = {
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  types?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['CurrencyEnum'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBundleProductsToCart?: Resolver<Maybe<ResolversTypes['AddBundleProductsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddBundleProductsToCartArgs, 'input'>>;
  addConfigurableProductsToCart?: Resolver<Maybe<ResolversTypes['AddConfigurableProductsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddConfigurableProductsToCartArgs, 'input'>>;
  addProductsToCart?: Resolver<Maybe<ResolversTypes['AddProductsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToCartArgs, 'cartId' | 'cartItems'>>;
  addProductsToWishlist?: Resolver<Maybe<ResolversTypes['AddProductsToWishlistOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToWishlistArgs, 'wishlistId' | 'wishlistItems'>>;
  addSimpleProductsToCart?: Resolver<Maybe<ResolversTypes['AddSimpleProductsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddSimpleProductsToCartArgs, 'input'>>;
  addWishlistItemsToCart?: Resolver<Maybe<ResolversTypes['AddWishlistItemsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddWishlistItemsToCartArgs, 'wishlistId'>>;
  applyCouponToCart?: Resolver<Maybe<ResolversTypes['ApplyCouponToCartOutput']>, ParentType, ContextType, RequireFields<MutationApplyCouponToCartArgs, 'input'>>;
  applyGiftCardToCart?: Resolver<Maybe<ResolversTypes['ApplyGiftCardToCartOutput']>, ParentType, ContextType, RequireFields<MutationApplyGiftCardToCartArgs, 'input'>>;
  changeCustomerPassword?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmNewsletterSubscription?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'code'>>;
  contactUs?: Resolver<Maybe<ResolversTypes['ContactUsOutput']>, ParentType, ContextType, RequireFields<MutationContactUsArgs, 'input'>>;
  createCustomer?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<MutationCreateCustomerAddressArgs, 'input'>>;
  createCustomerV2?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationCreateCustomerV2Args, 'input'>>;
  createEmptyCart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createWishlist?: Resolver<Maybe<ResolversTypes['CreateWishlistOutput']>, ParentType, ContextType, RequireFields<MutationCreateWishlistArgs, 'input'>>;
  deleteCustomerAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationDeleteCustomerAddressArgs, 'id'>>;
  generateCustomerToken?: Resolver<Maybe<ResolversTypes['CustomerToken']>, ParentType, ContextType, RequireFields<MutationGenerateCustomerTokenArgs, 'email' | 'password'>>;
  mergeCarts?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationMergeCartsArgs, 'source_cart_id'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeOrder?: Resolver<Maybe<ResolversTypes['PlaceOrderOutput']>, ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  removeCouponFromCart?: Resolver<Maybe<ResolversTypes['RemoveCouponFromCartOutput']>, ParentType, ContextType, RequireFields<MutationRemoveCouponFromCartArgs, 'input'>>;
  removeGiftCardFromCart?: Resolver<Maybe<ResolversTypes['RemoveGiftCardFromCartOutput']>, ParentType, ContextType, RequireFields<MutationRemoveGiftCardFromCartArgs, 'input'>>;
  removeInStoreSessionFromCart?: Resolver<ResolversTypes['RemoveInStoreSessionFromCartOutput'], ParentType, ContextType, RequireFields<MutationRemoveInStoreSessionFromCartArgs, 'input'>>;
  removeItemFromCart?: Resolver<Maybe<ResolversTypes['RemoveItemFromCartOutput']>, ParentType, ContextType, RequireFields<MutationRemoveItemFromCartArgs, 'input'>>;
  removeProductsFromWishlist?: Resolver<Maybe<ResolversTypes['RemoveProductsFromWishlistOutput']>, ParentType, ContextType, RequireFields<MutationRemoveProductsFromWishlistArgs, 'wishlistId' | 'wishlistItemsIds'>>;
  requestPasswordResetEmail?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationRequestPasswordResetEmailArgs, 'email'>>;
  resetPassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'resetPasswordToken'>>;
  restoreCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRestoreCartArgs, 'cartId'>>;
  revokeCustomerToken?: Resolver<Maybe<ResolversTypes['RevokeCustomerTokenOutput']>, ParentType, ContextType>;
  setBillingAddressOnCart?: Resolver<Maybe<ResolversTypes['SetBillingAddressOnCartOutput']>, ParentType, ContextType, RequireFields<MutationSetBillingAddressOnCartArgs, 'input'>>;
  setGuestEmailOnCart?: Resolver<Maybe<ResolversTypes['SetGuestEmailOnCartOutput']>, ParentType, ContextType, RequireFields<MutationSetGuestEmailOnCartArgs, 'input'>>;
  setInStoreSessionOnCart?: Resolver<ResolversTypes['SetInStoreSessionOnCartOutput'], ParentType, ContextType, RequireFields<MutationSetInStoreSessionOnCartArgs, 'input'>>;
  setPaymentMethodOnCart?: Resolver<Maybe<ResolversTypes['SetPaymentMethodOnCartOutput']>, ParentType, ContextType, RequireFields<MutationSetPaymentMethodOnCartArgs, 'input'>>;
  setShippingAddressesOnCart?: Resolver<Maybe<ResolversTypes['SetShippingAddressesOnCartOutput']>, ParentType, ContextType, RequireFields<MutationSetShippingAddressesOnCartArgs, 'input'>>;
  setShippingMethodsOnCart?: Resolver<Maybe<ResolversTypes['SetShippingMethodsOnCartOutput']>, ParentType, ContextType, RequireFields<MutationSetShippingMethodsOnCartArgs, 'input'>>;
  subscribeEmailToNewsletter?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationSubscribeEmailToNewsletterArgs, 'email'>>;
  updateCartItems?: Resolver<Maybe<ResolversTypes['UpdateCartItemsOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCartItemsArgs, 'input'>>;
  updateCustomer?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateCustomerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerAddressArgs, 'id'>>;
  updateCustomerEmail?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerEmailArgs, 'email' | 'password'>>;
  updateCustomerV2?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerV2Args, 'input'>>;
  updateProductsInWishlist?: Resolver<Maybe<ResolversTypes['UpdateProductsInWishlistOutput']>, ParentType, ContextType, RequireFields<MutationUpdateProductsInWishlistArgs, 'wishlistId' | 'wishlistItems'>>;
  updateWishlist?: Resolver<Maybe<ResolversTypes['UpdateWishlistOutput']>, ParentType, ContextType, RequireFields<MutationUpdateWishlistArgs, 'wishlistId'>>;
};

export type NavigationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  items?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['NavigationItemLink']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  show_menu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_submenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NavigationItemLink'] = ResolversParentTypes['NavigationItemLink']> = {
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationListItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NavigationListItem'] = ResolversParentTypes['NavigationListItem']> = {
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  order_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pay_redirect_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderAppliedGiftCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderAppliedGiftCard'] = ResolversParentTypes['OrderAppliedGiftCard']> = {
  applied_balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderGiftCardResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderGiftCard'] = ResolversParentTypes['OrderGiftCard']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  giftcard_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  discount_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gift_card?: Resolver<Maybe<ResolversTypes['OrderGiftCard']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sale_price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity_ordered?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  row_total_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  selected_options?: Resolver<Array<ResolversTypes['OrderItemOption']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderItemOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderItemOption'] = ResolversParentTypes['OrderItemOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderPaymentMethod'] = ResolversParentTypes['OrderPaymentMethod']> = {
  additional_data?: Resolver<Array<ResolversTypes['KeyValue']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderShipmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShipmentTracking']>>>, ParentType, ContextType>;
};

export type OrderTotalResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['OrderTotal'] = ResolversParentTypes['OrderTotal']> = {
  discounts?: Resolver<Array<ResolversTypes['Discount']>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<ResolversTypes['ShippingHandling'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['TaxItem']>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ParcelPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ParcelPoint'] = ResolversParentTypes['ParcelPoint']> = {
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  house_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opening_hours?: Resolver<Array<ResolversTypes['ParcelPointOpeningHours']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ParcelPointOpeningHoursResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ParcelPointOpeningHours'] = ResolversParentTypes['ParcelPointOpeningHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentIconResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentIcon'] = ResolversParentTypes['PaymentIcon']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentProviderDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentProviderData'] = ResolversParentTypes['PaymentProviderData']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['PaymentProviderValue']>, ParentType, ContextType>;
};

export type PaymentProviderFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentProviderField'] = ResolversParentTypes['PaymentProviderField']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentProviderRedirectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentProviderRedirect'] = ResolversParentTypes['PaymentProviderRedirect']> = {
  data?: Resolver<Array<ResolversTypes['PaymentProviderField']>, ParentType, ContextType>;
  redirect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentProviderValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentProviderValue'] = ResolversParentTypes['PaymentProviderValue']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  img?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentResult'] = ResolversParentTypes['PaymentResult']> = {
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PickupLocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PickupLocation'] = ResolversParentTypes['PickupLocation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  house_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  opening_hours?: Resolver<Array<ResolversTypes['ParcelPointOpeningHours']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceOrderOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PlaceOrderOutput'] = ResolversParentTypes['PlaceOrderOutput']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  pay_redirect_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_provider?: Resolver<ResolversTypes['PaymentProviderRedirect'], ParentType, ContextType>;
};

export type PriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  adjustments?: Resolver<Maybe<Array<Maybe<ResolversTypes['PriceAdjustment']>>>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type PriceAdjustmentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceAdjustment'] = ResolversParentTypes['PriceAdjustment']> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['PriceAdjustmentCodesEnum']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['PriceAdjustmentDescriptionEnum']>, ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  maximum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  minimum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
};

export type ProductAttributeMetadataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductAttributeMetadata'] = ResolversParentTypes['ProductAttributeMetadata']> = {
  attribute_labels?: Resolver<Maybe<Array<Maybe<ResolversTypes['StoreLabels']>>>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  data_type?: Resolver<Maybe<ResolversTypes['ObjectDataTypeEnum']>, ParentType, ContextType>;
  entity_type?: Resolver<Maybe<ResolversTypes['AttributeEntityTypeEnum']>, ParentType, ContextType>;
  is_system?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ui_input?: Resolver<Maybe<ResolversTypes['UiInputTypeInterface']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  used_in_components?: Resolver<Maybe<Array<ResolversTypes['CustomAttributesListsEnum']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCount'] = ResolversParentTypes['ProductCount']> = {
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductDiscountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductDiscount'] = ResolversParentTypes['ProductDiscount']> = {
  amount_off?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percent_off?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductInterface'] = ResolversParentTypes['ProductInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'ConfigurableProduct' | 'GiftCardProduct' | 'SimpleProduct', ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  attributeList?: Resolver<Array<ResolversTypes['AttributeListItem']>, ParentType, ContextType>;
  expectedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ListFilter']>, ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  merchandiserSortKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequenceProfile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductListItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductListItem'] = ResolversParentTypes['ProductListItem']> = {
  availability?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ListCategory']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedsustain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sustainability_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sustainability_logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  discount?: Resolver<ResolversTypes['ProductDiscount'], ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductPricesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices']> = {
  maximalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  minimalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
};

export type ProductsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Products'] = ResolversParentTypes['Products']> = {
  aggregations?: Resolver<Array<ResolversTypes['Aggregation']>, ParentType, ContextType, Partial<ProductsAggregationsArgs>>;
  items?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['SearchResultPageInfo'], ParentType, ContextType>;
  sort_fields?: Resolver<ResolversTypes['SortFields'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromoBannerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromoBanner'] = ResolversParentTypes['PromoBanner']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  promo_banner_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  availableStores?: Resolver<Array<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
  brandPage?: Resolver<Maybe<ResolversTypes['BrandPage']>, ParentType, ContextType, RequireFields<QueryBrandPageArgs, 'lang' | 'urlKey'>>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'cart_id'>>;
  cartStatus?: Resolver<ResolversTypes['CartStatus'], ParentType, ContextType, RequireFields<QueryCartStatusArgs, 'cartId'>>;
  categories?: Resolver<ResolversTypes['CategoryResult'], ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'currentPage' | 'pageSize'>>;
  category?: Resolver<Maybe<ResolversTypes['CategoryTree']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'url_path'>>;
  categoryList?: Resolver<Array<ResolversTypes['CategoryTree']>, ParentType, ContextType, RequireFields<QueryCategoryListArgs, 'currentPage' | 'pageSize'>>;
  cmsBlocks?: Resolver<Maybe<ResolversTypes['CmsBlocks']>, ParentType, ContextType, Partial<QueryCmsBlocksArgs>>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'lang' | 'uid'>>;
  contentPageByUrl?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageByUrlArgs, 'lang' | 'urlKey'>>;
  contentPreview?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPreviewArgs, 'token'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryCountryArgs, 'id'>>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  customerOrders?: Resolver<Maybe<ResolversTypes['CustomerOrders']>, ParentType, ContextType>;
  footerContent?: Resolver<ResolversTypes['FooterContent'], ParentType, ContextType, RequireFields<QueryFooterContentArgs, 'lang'>>;
  giftCardAccount?: Resolver<Maybe<ResolversTypes['GiftCardAccount']>, ParentType, ContextType, RequireFields<QueryGiftCardAccountArgs, 'input'>>;
  inStoreSession?: Resolver<Maybe<ResolversTypes['InStoreSessionState']>, ParentType, ContextType, RequireFields<QueryInStoreSessionArgs, 'session_id'>>;
  isEmailAvailable?: Resolver<Maybe<ResolversTypes['IsEmailAvailableOutput']>, ParentType, ContextType, RequireFields<QueryIsEmailAvailableArgs, 'email'>>;
  layout?: Resolver<ResolversTypes['Layout'], ParentType, ContextType, RequireFields<QueryLayoutArgs, 'lang'>>;
  navigation?: Resolver<Maybe<ResolversTypes['Navigation']>, ParentType, ContextType, RequireFields<QueryNavigationArgs, 'lang' | 'uid'>>;
  parcelPoints?: Resolver<Array<ResolversTypes['ParcelPoint']>, ParentType, ContextType, RequireFields<QueryParcelPointsArgs, 'country_code' | 'postcode'>>;
  passwordResetTokenState?: Resolver<ResolversTypes['PasswordResetTokenState'], ParentType, ContextType, RequireFields<QueryPasswordResetTokenStateArgs, 'email' | 'resetPasswordToken'>>;
  paymentResult?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<QueryPaymentResultArgs, 'reference'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placedOrder?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType, RequireFields<QueryPlacedOrderArgs, 'cart_id' | 'order_number'>>;
  productBySku?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType, RequireFields<QueryProductBySkuArgs, 'sku'>>;
  productCount?: Resolver<ResolversTypes['ProductCount'], ParentType, ContextType, Partial<QueryProductCountArgs>>;
  productList?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductListArgs, 'itemsPerPage' | 'page'>>;
  products?: Resolver<ResolversTypes['Products'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'currentPage' | 'pageSize'>>;
  productsBySkus?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType, RequireFields<QueryProductsBySkusArgs, 'skus'>>;
  recaptchaV3Config?: Resolver<Maybe<ResolversTypes['ReCaptchaConfigurationV3']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['RoutableInterface']>, ParentType, ContextType, RequireFields<QueryRouteArgs, 'url'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'isQuickSearch' | 'itemsPerPage' | 'page' | 'search'>>;
  searchTerm?: Resolver<Maybe<ResolversTypes['SearchTerm']>, ParentType, ContextType, Partial<QuerySearchTermArgs>>;
  sitemapEntries?: Resolver<ResolversTypes['SitemapEntries'], ParentType, ContextType, RequireFields<QuerySitemapEntriesArgs, 'currentPage' | 'pageSize' | 'type'>>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
  storeLocation?: Resolver<Maybe<ResolversTypes['StoreLocation']>, ParentType, ContextType, RequireFields<QueryStoreLocationArgs, 'urlKey'>>;
  storeLocations?: Resolver<ResolversTypes['StoreLocator'], ParentType, ContextType, RequireFields<QueryStoreLocationsArgs, 'brandstoresOnly' | 'currentPage' | 'lang' | 'pageSize' | 'uid'>>;
  storeLocationsForPickup?: Resolver<Array<ResolversTypes['PickupLocation']>, ParentType, ContextType>;
};

export type ReCaptchaConfigurationV3Resolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReCaptchaConfigurationV3'] = ResolversParentTypes['ReCaptchaConfigurationV3']> = {
  badge_position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forms?: Resolver<Array<Maybe<ResolversTypes['ReCaptchaFormEnum']>>, ParentType, ContextType>;
  is_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimum_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RelatedProduct'] = ResolversParentTypes['RelatedProduct']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoveCouponFromCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveCouponFromCartOutput'] = ResolversParentTypes['RemoveCouponFromCartOutput']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type RemoveGiftCardFromCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveGiftCardFromCartOutput'] = ResolversParentTypes['RemoveGiftCardFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type RemoveInStoreSessionFromCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveInStoreSessionFromCartOutput'] = ResolversParentTypes['RemoveInStoreSessionFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type RemoveItemFromCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveItemFromCartOutput'] = ResolversParentTypes['RemoveItemFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type RemoveProductsFromWishlistOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RemoveProductsFromWishlistOutput'] = ResolversParentTypes['RemoveProductsFromWishlistOutput']> = {
  user_errors?: Resolver<Array<ResolversTypes['WishListUserInputError']>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type RevokeCustomerTokenOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RevokeCustomerTokenOutput'] = ResolversParentTypes['RevokeCustomerTokenOutput']> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RoutableInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RoutableInterface'] = ResolversParentTypes['RoutableInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'CategoryTree' | 'CmsPage' | 'ConfigurableProduct' | 'GiftCardProduct' | 'RoutableUrl' | 'SimpleProduct', ParentType, ContextType>;
};

export type RoutableUrlResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RoutableUrl'] = ResolversParentTypes['RoutableUrl']> = {
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SearchProductDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchProductData'] = ResolversParentTypes['SearchProductData']> = {
  filters?: Resolver<Array<ResolversTypes['ListFilter']>, ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  productData?: Resolver<ResolversTypes['SearchProductData'], ParentType, ContextType>;
  suggestData?: Resolver<ResolversTypes['SearchSuggestData'], ParentType, ContextType>;
  urlData?: Resolver<ResolversTypes['SearchUrlData'], ParentType, ContextType>;
};

export type SearchResultPageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResultPageInfo'] = ResolversParentTypes['SearchResultPageInfo']> = {
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchSuggestDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchSuggestData'] = ResolversParentTypes['SearchSuggestData']> = {
  suggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchTermResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchTerm'] = ResolversParentTypes['SearchTerm']> = {
  popularity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  query_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchUrlResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchUrl'] = ResolversParentTypes['SearchUrl']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchUrlDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchUrlData'] = ResolversParentTypes['SearchUrlData']> = {
  search?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['SearchUrl']>, ParentType, ContextType>;
};

export type SelectedAttributeOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SelectedAttributeOption'] = ResolversParentTypes['SelectedAttributeOption']> = {
  attribute_option?: Resolver<Maybe<Array<ResolversTypes['AttributeOptionInterface']>>, ParentType, ContextType>;
};

export type SelectedBundleOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SelectedBundleOption'] = ResolversParentTypes['SelectedBundleOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['SelectedBundleOptionValue']>, ParentType, ContextType>;
};

export type SelectedBundleOptionValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SelectedBundleOptionValue'] = ResolversParentTypes['SelectedBundleOptionValue']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SelectedConfigurableOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SelectedConfigurableOption'] = ResolversParentTypes['SelectedConfigurableOption']> = {
  configurable_product_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  configurable_product_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  option_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedPaymentMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SelectedPaymentMethod'] = ResolversParentTypes['SelectedPaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchase_order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedShippingMethodResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SelectedShippingMethod'] = ResolversParentTypes['SelectedShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipment_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SellingPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SellingPoint'] = ResolversParentTypes['SellingPoint']> = {
  className?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SetBillingAddressOnCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetBillingAddressOnCartOutput'] = ResolversParentTypes['SetBillingAddressOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetGuestEmailOnCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetGuestEmailOnCartOutput'] = ResolversParentTypes['SetGuestEmailOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetInStoreSessionOnCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetInStoreSessionOnCartOutput'] = ResolversParentTypes['SetInStoreSessionOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  ttl_dt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetPaymentMethodOnCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetPaymentMethodOnCartOutput'] = ResolversParentTypes['SetPaymentMethodOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetShippingAddressesOnCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetShippingAddressesOnCartOutput'] = ResolversParentTypes['SetShippingAddressesOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetShippingMethodsOnCartOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SetShippingMethodsOnCartOutput'] = ResolversParentTypes['SetShippingMethodsOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ShipmentTrackingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingCartAddressResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingCartAddress'] = ResolversParentTypes['ShippingCartAddress']> = {
  available_shipping_methods?: Resolver<Array<ResolversTypes['AvailableShippingMethod']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickup_location_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  selected_shipping_method?: Resolver<Maybe<ResolversTypes['SelectedShippingMethod']>, ParentType, ContextType>;
  street?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingHandlingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ShippingHandling'] = ResolversParentTypes['ShippingHandling']> = {
  amount_excluding_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  amount_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SimpleCartItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SimpleCartItem'] = ResolversParentTypes['SimpleCartItem']> = {
  error?: Resolver<Maybe<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CartItemError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CartItemPrices'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  custom_attributes?: Resolver<Array<Maybe<ResolversTypes['CustomAttribute']>>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftcard_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftcard_type_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftcard_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  giftcard_value_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  item_gift_wrap_payoff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  product_is_gift_wrap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku_size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku_size_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleWishlistItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SimpleWishlistItem'] = ResolversParentTypes['SimpleWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SitemapEntriesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SitemapEntries'] = ResolversParentTypes['SitemapEntries']> = {
  items?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  lastmod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SizeTableResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SizeTable'] = ResolversParentTypes['SizeTable']> = {
  specs?: Resolver<Array<ResolversTypes['SizeTableSpec']>, ParentType, ContextType>;
  table_headings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SizeTableItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SizeTableItem'] = ResolversParentTypes['SizeTableItem']> = {
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SizeTableSpecResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SizeTableSpec'] = ResolversParentTypes['SizeTableSpec']> = {
  spec_items?: Resolver<Array<ResolversTypes['SizeTableItem']>, ParentType, ContextType>;
  spec_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Social'] = ResolversParentTypes['Social']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SortFieldResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SortField'] = ResolversParentTypes['SortField']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SortFieldsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SortFields'] = ResolversParentTypes['SortFields']> = {
  default?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['SortField']>, ParentType, ContextType>;
};

export type StockItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StockItem'] = ResolversParentTypes['StockItem']> = {
  max_sale_qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min_sale_qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qty_increments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  allow_gift_receipt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_gift_wrapping_on_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_gift_wrapping_on_order_items?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_items?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_printed_card?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_currency_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base_link_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_static_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_canonical_tag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  category_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configurable_thumbnail_source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_access_token_lifetime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  default_country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  default_display_currency_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_personalization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enable_multiple_wishlists?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  free_shipping_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  free_shipping_limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grid_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grid_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_default_store?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_default_store_group?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  list_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  magento_wishlist_general_is_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maximum_number_of_wishlists?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimum_password_length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payment_icons?: Resolver<Array<ResolversTypes['PaymentIcon']>, ParentType, ContextType>;
  product_canonical_tag?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  product_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required_character_classes_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  root_category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  root_category_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  secure_base_link_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secure_base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_static_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeInformation?: Resolver<ResolversTypes['StoreInformation'], ParentType, ContextType>;
  store_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store_group_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store_sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tax_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  website_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreInformationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreInformation'] = ResolversParentTypes['StoreInformation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchant_vat_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street_line2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trusted_shops_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreLabelsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreLabels'] = ResolversParentTypes['StoreLabels']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreLocationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreLocation'] = ResolversParentTypes['StoreLocation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  house_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  house_number_addition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_brandstore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  meta_description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meta_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opening_hours?: Resolver<Array<ResolversTypes['StoreLocationHours']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreLocationHoursResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreLocationHours'] = ResolversParentTypes['StoreLocationHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreLocatorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreLocator'] = ResolversParentTypes['StoreLocator']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscribeEmailToNewsletterOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubscribeEmailToNewsletterOutput'] = ResolversParentTypes['SubscribeEmailToNewsletterOutput']> = {
  status?: Resolver<Maybe<ResolversTypes['SubscriptionStatusesEnum']>, ParentType, ContextType>;
};

export type SwatchDataInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SwatchDataInterface'] = ResolversParentTypes['SwatchDataInterface']> = {
  __resolveType: TypeResolveFn<'ColorSwatchData' | 'ImageSwatchData' | 'TextSwatchData', ParentType, ContextType>;
};

export type TaxItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TaxItem'] = ResolversParentTypes['TaxItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextSwatchDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TextSwatchData'] = ResolversParentTypes['TextSwatchData']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TierPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice']> = {
  discount?: Resolver<ResolversTypes['ProductDiscount'], ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TrustedShopReviewsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrustedShopReviews'] = ResolversParentTypes['TrustedShopReviews']> = {
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UiAttributeTypeBooleanResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UiAttributeTypeBoolean'] = ResolversParentTypes['UiAttributeTypeBoolean']> = {
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeMultiSelectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UiAttributeTypeMultiSelect'] = ResolversParentTypes['UiAttributeTypeMultiSelect']> = {
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiAttributeTypeSelectResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UiAttributeTypeSelect'] = ResolversParentTypes['UiAttributeTypeSelect']> = {
  is_html_allowed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ui_input_type?: Resolver<Maybe<ResolversTypes['UiInputTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UiInputTypeInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UiInputTypeInterface'] = ResolversParentTypes['UiInputTypeInterface']> = {
  __resolveType: TypeResolveFn<'UiAttributeTypeBoolean' | 'UiAttributeTypeMultiSelect' | 'UiAttributeTypeSelect', ParentType, ContextType>;
};

export type UpdateCartItemsOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateCartItemsOutput'] = ResolversParentTypes['UpdateCartItemsOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type UpdateProductsInWishlistOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateProductsInWishlistOutput'] = ResolversParentTypes['UpdateProductsInWishlistOutput']> = {
  user_errors?: Resolver<Array<ResolversTypes['WishListUserInputError']>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type UpdateWishlistOutputResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UpdateWishlistOutput'] = ResolversParentTypes['UpdateWishlistOutput']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['WishlistVisibilityEnum'], ParentType, ContextType>;
};

export type WishListUserInputErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WishListUserInputError'] = ResolversParentTypes['WishListUserInputError']> = {
  code?: Resolver<ResolversTypes['WishListUserInputErrorType'], ParentType, ContextType>;
  error_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_params?: Resolver<Array<ResolversTypes['ErrorParam']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['WishlistItem']>>>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items_v2?: Resolver<Maybe<ResolversTypes['WishlistItems']>, ParentType, ContextType, RequireFields<WishlistItems_V2Args, 'currentPage' | 'pageSize'>>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharing_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['WishlistVisibilityEnum'], ParentType, ContextType>;
};

export type WishlistCartUserInputErrorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WishlistCartUserInputError'] = ResolversParentTypes['WishlistCartUserInputError']> = {
  code?: Resolver<ResolversTypes['WishlistCartUserInputErrorType'], ParentType, ContextType>;
  error_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_params?: Resolver<Array<ResolversTypes['ErrorParam']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wishlistId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wishlistItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  added_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type WishlistItemInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WishlistItemInterface'] = ResolversParentTypes['WishlistItemInterface']> = {
  __resolveType: TypeResolveFn<'BundleWishlistItem' | 'ConfigurableWishlistItem' | 'GiftCardWishlistItem' | 'SimpleWishlistItem', ParentType, ContextType>;
};

export type WishlistItemsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WishlistItems'] = ResolversParentTypes['WishlistItems']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['WishlistItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AddBundleProductsToCartOutput?: AddBundleProductsToCartOutputResolvers<ContextType>;
  AddConfigurableProductsToCartOutput?: AddConfigurableProductsToCartOutputResolvers<ContextType>;
  AddProductsToCartOutput?: AddProductsToCartOutputResolvers<ContextType>;
  AddProductsToWishlistOutput?: AddProductsToWishlistOutputResolvers<ContextType>;
  AddSimpleProductsToCartOutput?: AddSimpleProductsToCartOutputResolvers<ContextType>;
  AddWishlistItemsToCartOutput?: AddWishlistItemsToCartOutputResolvers<ContextType>;
  Aggregation?: AggregationResolvers<ContextType>;
  AggregationOption?: AggregationOptionResolvers<ContextType>;
  AggregationOptionInterface?: AggregationOptionInterfaceResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  AppliedGiftCard?: AppliedGiftCardResolvers<ContextType>;
  ApplyCouponToCartOutput?: ApplyCouponToCartOutputResolvers<ContextType>;
  ApplyGiftCardToCartOutput?: ApplyGiftCardToCartOutputResolvers<ContextType>;
  AttributeListItem?: AttributeListItemResolvers<ContextType>;
  AttributeMetadataInterface?: AttributeMetadataInterfaceResolvers<ContextType>;
  AttributeOption?: AttributeOptionResolvers<ContextType>;
  AttributeOptionInterface?: AttributeOptionInterfaceResolvers<ContextType>;
  AvailablePaymentMethod?: AvailablePaymentMethodResolvers<ContextType>;
  AvailableShippingMethod?: AvailableShippingMethodResolvers<ContextType>;
  BillingCartAddress?: BillingCartAddressResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BundleCartItem?: BundleCartItemResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  BundleItemOption?: BundleItemOptionResolvers<ContextType>;
  BundleProduct?: BundleProductResolvers<ContextType>;
  BundleSizeSurcharge?: BundleSizeSurchargeResolvers<ContextType>;
  BundleWishlistItem?: BundleWishlistItemResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAddressCountry?: CartAddressCountryResolvers<ContextType>;
  CartAddressInterface?: CartAddressInterfaceResolvers<ContextType>;
  CartAddressRegion?: CartAddressRegionResolvers<ContextType>;
  CartDiscountTotal?: CartDiscountTotalResolvers<ContextType>;
  CartItemError?: CartItemErrorResolvers<ContextType>;
  CartItemInterface?: CartItemInterfaceResolvers<ContextType>;
  CartItemPrices?: CartItemPricesResolvers<ContextType>;
  CartPrices?: CartPricesResolvers<ContextType>;
  CartStatus?: CartStatusResolvers<ContextType>;
  CartTaxItem?: CartTaxItemResolvers<ContextType>;
  CartUserInputError?: CartUserInputErrorResolvers<ContextType>;
  CategoryInterface?: CategoryInterfaceResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
  CategoryTree?: CategoryTreeResolvers<ContextType>;
  CmsBlock?: CmsBlockResolvers<ContextType>;
  CmsBlocks?: CmsBlocksResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  ColorSwatchData?: ColorSwatchDataResolvers<ContextType>;
  ComplexTextValue?: ComplexTextValueResolvers<ContextType>;
  ConfigurableAttributeOption?: ConfigurableAttributeOptionResolvers<ContextType>;
  ConfigurableCartItem?: ConfigurableCartItemResolvers<ContextType>;
  ConfigurableOptionAvailableForSelection?: ConfigurableOptionAvailableForSelectionResolvers<ContextType>;
  ConfigurableProduct?: ConfigurableProductResolvers<ContextType>;
  ConfigurableProductOptions?: ConfigurableProductOptionsResolvers<ContextType>;
  ConfigurableProductOptionsSelection?: ConfigurableProductOptionsSelectionResolvers<ContextType>;
  ConfigurableProductOptionsValues?: ConfigurableProductOptionsValuesResolvers<ContextType>;
  ConfigurableVariant?: ConfigurableVariantResolvers<ContextType>;
  ConfigurableWishlistItem?: ConfigurableWishlistItemResolvers<ContextType>;
  ContactUsOutput?: ContactUsOutputResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  ContentLink?: ContentLinkResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CouponNotApplied?: CouponNotAppliedResolvers<ContextType>;
  CreateWishlistOutput?: CreateWishlistOutputResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CustomAttribute?: CustomAttributeResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerAddressAttribute?: CustomerAddressAttributeResolvers<ContextType>;
  CustomerAddressRegion?: CustomerAddressRegionResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrders?: CustomerOrdersResolvers<ContextType>;
  CustomerOutput?: CustomerOutputResolvers<ContextType>;
  CustomerToken?: CustomerTokenResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  EnteredAttributeValue?: EnteredAttributeValueResolvers<ContextType>;
  ErrorParam?: ErrorParamResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  FooterContent?: FooterContentResolvers<ContextType>;
  FooterIcons?: FooterIconsResolvers<ContextType>;
  FooterMenu?: FooterMenuResolvers<ContextType>;
  GiftCardAccount?: GiftCardAccountResolvers<ContextType>;
  GiftCardCartItem?: GiftCardCartItemResolvers<ContextType>;
  GiftCardProduct?: GiftCardProductResolvers<ContextType>;
  GiftCardWishlistItem?: GiftCardWishlistItemResolvers<ContextType>;
  HeaderMenu?: HeaderMenuResolvers<ContextType>;
  ImageSwatchData?: ImageSwatchDataResolvers<ContextType>;
  InStoreSessionState?: InStoreSessionStateResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceItemInterface?: InvoiceItemInterfaceResolvers<ContextType>;
  InvoiceTotal?: InvoiceTotalResolvers<ContextType>;
  IsEmailAvailableOutput?: IsEmailAvailableOutputResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KeyValue?: KeyValueResolvers<ContextType>;
  Layout?: LayoutResolvers<ContextType>;
  LinkGroupItem?: LinkGroupItemResolvers<ContextType>;
  ListCategory?: ListCategoryResolvers<ContextType>;
  ListFilter?: ListFilterResolvers<ContextType>;
  ListFilterOption?: ListFilterOptionResolvers<ContextType>;
  MediaGalleryEntry?: MediaGalleryEntryResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NavigationItemLink?: NavigationItemLinkResolvers<ContextType>;
  NavigationListItem?: NavigationListItemResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderAppliedGiftCard?: OrderAppliedGiftCardResolvers<ContextType>;
  OrderGiftCard?: OrderGiftCardResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemOption?: OrderItemOptionResolvers<ContextType>;
  OrderPaymentMethod?: OrderPaymentMethodResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  OrderTotal?: OrderTotalResolvers<ContextType>;
  ParcelPoint?: ParcelPointResolvers<ContextType>;
  ParcelPointOpeningHours?: ParcelPointOpeningHoursResolvers<ContextType>;
  PaymentIcon?: PaymentIconResolvers<ContextType>;
  PaymentProviderData?: PaymentProviderDataResolvers<ContextType>;
  PaymentProviderField?: PaymentProviderFieldResolvers<ContextType>;
  PaymentProviderRedirect?: PaymentProviderRedirectResolvers<ContextType>;
  PaymentProviderValue?: PaymentProviderValueResolvers<ContextType>;
  PaymentResult?: PaymentResultResolvers<ContextType>;
  PickupLocation?: PickupLocationResolvers<ContextType>;
  PlaceOrderOutput?: PlaceOrderOutputResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceAdjustment?: PriceAdjustmentResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  ProductAttributeMetadata?: ProductAttributeMetadataResolvers<ContextType>;
  ProductCount?: ProductCountResolvers<ContextType>;
  ProductDiscount?: ProductDiscountResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductInterface?: ProductInterfaceResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductListItem?: ProductListItemResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPrices?: ProductPricesResolvers<ContextType>;
  Products?: ProductsResolvers<ContextType>;
  PromoBanner?: PromoBannerResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReCaptchaConfigurationV3?: ReCaptchaConfigurationV3Resolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RelatedProduct?: RelatedProductResolvers<ContextType>;
  RemoveCouponFromCartOutput?: RemoveCouponFromCartOutputResolvers<ContextType>;
  RemoveGiftCardFromCartOutput?: RemoveGiftCardFromCartOutputResolvers<ContextType>;
  RemoveInStoreSessionFromCartOutput?: RemoveInStoreSessionFromCartOutputResolvers<ContextType>;
  RemoveItemFromCartOutput?: RemoveItemFromCartOutputResolvers<ContextType>;
  RemoveProductsFromWishlistOutput?: RemoveProductsFromWishlistOutputResolvers<ContextType>;
  RevokeCustomerTokenOutput?: RevokeCustomerTokenOutputResolvers<ContextType>;
  RoutableInterface?: RoutableInterfaceResolvers<ContextType>;
  RoutableUrl?: RoutableUrlResolvers<ContextType>;
  SearchProductData?: SearchProductDataResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResultPageInfo?: SearchResultPageInfoResolvers<ContextType>;
  SearchSuggestData?: SearchSuggestDataResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchTerm?: SearchTermResolvers<ContextType>;
  SearchUrl?: SearchUrlResolvers<ContextType>;
  SearchUrlData?: SearchUrlDataResolvers<ContextType>;
  SelectedAttributeOption?: SelectedAttributeOptionResolvers<ContextType>;
  SelectedBundleOption?: SelectedBundleOptionResolvers<ContextType>;
  SelectedBundleOptionValue?: SelectedBundleOptionValueResolvers<ContextType>;
  SelectedConfigurableOption?: SelectedConfigurableOptionResolvers<ContextType>;
  SelectedPaymentMethod?: SelectedPaymentMethodResolvers<ContextType>;
  SelectedShippingMethod?: SelectedShippingMethodResolvers<ContextType>;
  SellingPoint?: SellingPointResolvers<ContextType>;
  SetBillingAddressOnCartOutput?: SetBillingAddressOnCartOutputResolvers<ContextType>;
  SetGuestEmailOnCartOutput?: SetGuestEmailOnCartOutputResolvers<ContextType>;
  SetInStoreSessionOnCartOutput?: SetInStoreSessionOnCartOutputResolvers<ContextType>;
  SetPaymentMethodOnCartOutput?: SetPaymentMethodOnCartOutputResolvers<ContextType>;
  SetShippingAddressesOnCartOutput?: SetShippingAddressesOnCartOutputResolvers<ContextType>;
  SetShippingMethodsOnCartOutput?: SetShippingMethodsOnCartOutputResolvers<ContextType>;
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>;
  ShippingCartAddress?: ShippingCartAddressResolvers<ContextType>;
  ShippingHandling?: ShippingHandlingResolvers<ContextType>;
  SimpleCartItem?: SimpleCartItemResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SimpleWishlistItem?: SimpleWishlistItemResolvers<ContextType>;
  SitemapEntries?: SitemapEntriesResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  SizeTable?: SizeTableResolvers<ContextType>;
  SizeTableItem?: SizeTableItemResolvers<ContextType>;
  SizeTableSpec?: SizeTableSpecResolvers<ContextType>;
  Social?: SocialResolvers<ContextType>;
  SortField?: SortFieldResolvers<ContextType>;
  SortFields?: SortFieldsResolvers<ContextType>;
  StockItem?: StockItemResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  StoreInformation?: StoreInformationResolvers<ContextType>;
  StoreLabels?: StoreLabelsResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  StoreLocationHours?: StoreLocationHoursResolvers<ContextType>;
  StoreLocator?: StoreLocatorResolvers<ContextType>;
  SubscribeEmailToNewsletterOutput?: SubscribeEmailToNewsletterOutputResolvers<ContextType>;
  SwatchDataInterface?: SwatchDataInterfaceResolvers<ContextType>;
  TaxItem?: TaxItemResolvers<ContextType>;
  TextSwatchData?: TextSwatchDataResolvers<ContextType>;
  TierPrice?: TierPriceResolvers<ContextType>;
  TrustedShopReviews?: TrustedShopReviewsResolvers<ContextType>;
  UiAttributeTypeBoolean?: UiAttributeTypeBooleanResolvers<ContextType>;
  UiAttributeTypeMultiSelect?: UiAttributeTypeMultiSelectResolvers<ContextType>;
  UiAttributeTypeSelect?: UiAttributeTypeSelectResolvers<ContextType>;
  UiInputTypeInterface?: UiInputTypeInterfaceResolvers<ContextType>;
  UpdateCartItemsOutput?: UpdateCartItemsOutputResolvers<ContextType>;
  UpdateProductsInWishlistOutput?: UpdateProductsInWishlistOutputResolvers<ContextType>;
  UpdateWishlistOutput?: UpdateWishlistOutputResolvers<ContextType>;
  WishListUserInputError?: WishListUserInputErrorResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistCartUserInputError?: WishlistCartUserInputErrorResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistItemInterface?: WishlistItemInterfaceResolvers<ContextType>;
  WishlistItems?: WishlistItemsResolvers<ContextType>;
};

