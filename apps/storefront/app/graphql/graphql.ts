/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  /** An address from the signed-in customer's address book (Bearer token required). */
  customer_address_id?: number | null | undefined;
  /** Copy the shipping address (and keep following it). */
  same_as_shipping?: boolean | null | undefined;
  /** Also use this address as the shipping address. */
  use_for_shipping?: boolean | null | undefined;
};

export type BundleOptionInput = {
  /** The bundle slot id (BundleItem.option_id). */
  id: number;
  /** Units of the part per bundle: must equal the slot's quantity (BundleItemOption.quantity). */
  quantity: number;
  /**
   * The chosen part as a one-element list: the sku of the variant (size) of the slot's product, or the
   * slot product's own sku when it has no variants.
   */
  value: Array<string>;
};

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  /** ISO 3166-1 alpha-2; an address without it is kept but does not count as a shipping address (CO5). */
  country_code?: string | null | undefined;
  firstname: string;
  lastname: string;
  postcode?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  save_in_address_book?: boolean | null | undefined;
  /** Street lines: street, house number (digits), optional addition; or the street with its number on one line (decision 060). Magento's [String]!: an empty or null line after the first is left out. */
  street: Array<string | null | undefined>;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

/** The kinds of discount a cart shows apart (decision 040). */
export type CartDiscountKind =
  /** The applied coupon. */
  | 'COUPON'
  /** Gift cards paying part of the grand total (applied_gift_cards). */
  | 'GIFT_CARD'
  /** Sale, tier and bundle prices: the regular prices down to what is charged. */
  | 'OFFER';

export type CartItemInput = {
  /**
   * Typed values (addProductsToCart), for the gift card: base64 of `giftcard/custom_giftcard_amount`
   * (a free amount of 5 to 500, instead of a listed one), `giftcard/giftcard_sender_name`,
   * `giftcard/giftcard_sender_email`, `giftcard/giftcard_recipient_name`,
   * `giftcard/giftcard_recipient_email` (required for an e-card) and `giftcard/giftcard_message`
   * (at most 255 characters).
   */
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  /** The configurable parent of a variant sku; makes the line a configurable line. */
  parent_sku?: string | null | undefined;
  /** A whole number of at least 1 (at most 10000), honouring the product's min, max and increments. */
  quantity: number;
  /**
   * Uids of chosen values (addProductsToCart): a configurable's values (ConfigurableProductOptionsValues.uid)
   * with the configurable's sku; a bundle's parts as base64 of `bundle/{option_id}/{product id}[/{quantity}]`,
   * the product being the slot's product or the chosen variant (size) of it; the gift card's amount as
   * base64 of `giftcard/giftcard_amount/{value}` (one of giftcard_amounts) and its type as base64 of
   * `giftcard/giftcard_type/{physical|virtual}`.
   */
  selected_options?: Array<string | number> | null | undefined;
  sku: string;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

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

/** Why a coupon the cart holds takes nothing off (decision 028). */
export type CouponNotAppliedReason =
  /** Unknown, switched off, outside its dates, meant for another store, or used up (in total or by this customer). */
  | 'INVALID'
  /** The items the coupon applies to do not reach its minimum subtotal. */
  | 'MIN_SUBTOTAL'
  /** No item in the cart is one the coupon applies to (gift cards never are; sale and promotion items not for coupons that exclude them). */
  | 'NO_ELIGIBLE_ITEMS';

export type CurrencyEnum =
  | 'EUR';

export type CustomerAddressAttributeInput = {
  attribute_code: string;
  value: string;
};

export type CustomerAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  /** Deprecated in Magento: use country_code. */
  country_id?: CountryCodeEnum | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  extension_attributes?: Array<CustomerAddressAttributeInput | null | undefined> | null | undefined;
  fax?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  street?: Array<string | null | undefined> | null | undefined;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  allow_remote_shopping_assistance?: boolean | null | undefined;
  date_of_birth?: string | null | undefined;
  email: string;
  firstname: string;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  password?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomerUpdateInput = {
  allow_remote_shopping_assistance?: boolean | null | undefined;
  date_of_birth?: string | null | undefined;
  dob?: string | null | undefined;
  firstname?: string | null | undefined;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

/** A value the shopper typed for an option of the product. */
export type EnteredOptionInput = {
  uid: string | number;
  value: string;
};

export type ListFilterInput = {
  key: string;
  values: Array<string>;
};

/** What a mailed password reset link is worth now (A9): VALID, INVALID (used, replaced by a newer one or unknown) or EXPIRED (older than an hour). */
export type PasswordResetTokenState =
  | 'EXPIRED'
  | 'INVALID'
  | 'VALID';

export type PaymentMethodInput = {
  code: string;
  /** Required for methods with issuers (iDEAL): one of the codes in payment_provider_data 'issuer'. */
  issuer?: string | null | undefined;
  purchase_order_number?: string | null | undefined;
};

export type PaymentStatus =
  | 'cancelled'
  | 'expired'
  | 'open'
  | 'paid'
  /** Paid after the order's reservation had expired and its stock could not be taken again: the amount is given back. */
  | 'refunded'
  | 'refused';

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type ShippingAddressInput = {
  address?: CartAddressInput | null | undefined;
  /** An address from the signed-in customer's address book (Bearer token required). */
  customer_address_id?: number | null | undefined;
  /** A parcel point code (parcelPoints) or a store pickup code (storeLocationsForPickup). */
  pickup_location_code?: string | null | undefined;
};

export type ShippingMethodInput = {
  carrier_code: string;
  method_code: string;
};

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type UrlRewriteEntityTypeEnum =
  | 'BRAND'
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | number | null | undefined> | null | undefined;
  sku: string;
};

export type AccountLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountLoginMutation = { generateCustomerToken: { token: string | null } | null };

export type AccountLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountLogoutMutation = { revokeCustomerToken: { result: boolean } | null };

export type AccountRegisterMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type AccountRegisterMutation = { createCustomerV2: { customer: { email: string | null } } | null };

export type AccountUpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type AccountUpdateCustomerMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, is_subscribed: boolean | null } } | null };

export type AccountChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AccountChangePasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type AccountRequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type AccountRequestPasswordResetMutation = { requestPasswordResetEmail: boolean | null };

export type AccountResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  newPassword: string;
}>;


export type AccountResetPasswordMutation = { resetPassword: boolean | null };

export type AccountCreateAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type AccountCreateAddressMutation = { createCustomerAddress: { id: number | null } | null };

export type AccountUpdateAddressMutationVariables = Exact<{
  id: number;
  input?: CustomerAddressInput | null | undefined;
}>;


export type AccountUpdateAddressMutation = { updateCustomerAddress: { id: number | null } | null };

export type AccountDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type AccountDeleteAddressMutation = { deleteCustomerAddress: boolean | null };

export type AccountCustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCustomerCartQuery = { customerCart: { id: string } };

export type AccountMergeCartsMutationVariables = Exact<{
  source: string;
  destination?: string | null | undefined;
}>;


export type AccountMergeCartsMutation = { mergeCarts: { id: string } };

export type AccountSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSessionQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null } | null };

export type AccountAddressFragment = { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null };

export type AccountOrderRowFragment = { id: string, number: string, order_date: string, status: string, total: { grand_total: { value: number } } };

export type AccountDashboardQueryVariables = Exact<{
  latest: number;
}>;


export type AccountDashboardQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, newsletter_status: SubscriptionStatusesEnum, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null } | null> | null, orders: { total_count: number | null, items: Array<{ id: string, number: string, order_date: string, status: string, total: { grand_total: { value: number } } } | null> } | null } | null };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, gender: number | null } | null };

export type AccountAddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressBookQuery = { customer: { firstname: string | null, lastname: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null } | null> | null } | null, storeConfig: { default_country: string, telephone_required: boolean }, countries: Array<{ id: string, full_name_locale: string }> };

export type AccountOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type AccountOrdersQuery = { customer: { orders: { total_count: number | null, items: Array<{ id: string, number: string, order_date: string, status: string, total: { grand_total: { value: number } } } | null>, page_info: { current_page: number, page_size: number, total_pages: number } | null } | null } | null };

export type AccountOrderQueryVariables = Exact<{
  number: string;
}>;


export type AccountOrderQuery = { customer: { orders: { items: Array<{ id: string, number: string, order_date: string, status: string, email: string, is_in_store_order: boolean, in_store_location: string | null, in_store_table: string | null, carrier: string | null, shipping_method: string | null, pickup_location_code: string | null, payment_methods: Array<{ name: string, type: string }>, applied_gift_cards: Array<{ code: string, applied_balance: { value: number } }>, amount_due: { value: number }, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null } | null, items: Array<{ id: string, product_name: string, product_sku: string, parent_sku: string | null, quantity_ordered: number, status: string, product_sale_price_incl_tax: { value: number, currency: CurrencyEnum }, row_total_incl_tax: { value: number }, selected_options: Array<{ label: string, value: string }> }>, total: { subtotal_incl_tax: { value: number }, discounts: Array<{ label: string, amount: { value: number } }>, shipping_handling: { amount_including_tax: { value: number } }, taxes: Array<{ title: string, amount: { value: number } }>, grand_total: { value: number } } } | null> } | null } | null };

export type AccountNewsletterQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountNewsletterQuery = { customer: { email: string | null, newsletter_status: SubscriptionStatusesEnum } | null };

export type AccountResetTokenStateQueryVariables = Exact<{
  email: string;
  token: string;
}>;


export type AccountResetTokenStateQuery = { passwordResetTokenState: PasswordResetTokenState };

export type CartAddProductQueryVariables = Exact<{
  sku: string;
}>;


export type CartAddProductQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', sku: string, name: string, brand: string | null, url_key: string, stock_status: ProductStockStatus, available_soon: boolean, items: Array<{ option_id: number, position: number, required: boolean, options: Array<{ quantity: number, product:
              | { sku: string, name: string, stock_status: ProductStockStatus }
              | { sku: string, name: string, stock_status: ProductStockStatus, configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data:
                      | { value: string }
                      | { value: string }
                      | { value: string }
                     | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> }
              | { sku: string, name: string, stock_status: ProductStockStatus }
              | { sku: string, name: string, stock_status: ProductStockStatus }
             }> }>, image: { url: string, label: string }, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        > }
      | { __typename: 'ConfigurableProduct', sku: string, name: string, brand: string | null, url_key: string, stock_status: ProductStockStatus, available_soon: boolean, image: { url: string, label: string }, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data:
              | { value: string }
              | { value: string }
              | { value: string }
             | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> }
      | { __typename: 'GiftCardProduct', sku: string, name: string, brand: string | null, url_key: string, stock_status: ProductStockStatus, available_soon: boolean, giftcard_amounts: Array<number>, allow_open_amount: boolean, open_amount_min: number, open_amount_max: number, giftcard_types: Array<string>, image: { url: string, label: string }, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        > }
      | { __typename: 'SimpleProduct', sku: string, name: string, brand: string | null, url_key: string, stock_status: ProductStockStatus, available_soon: boolean, image: { url: string, label: string }, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        > }
    > } };

export type CartAddedFragment = { id: string, total_quantity: number, items: Array<
    | { __typename: 'BundleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
    | { __typename: 'ConfigurableCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, configurable_options: Array<{ option_label: string, value_label: string }> }
    | { __typename: 'GiftCardCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number } }, amount: { value: number } }
    | { __typename: 'SimpleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } } }
  > };

export type CartAddConfigurableMutationVariables = Exact<{
  cartId: string;
  parentSku: string;
  sku: string;
  quantity: number;
}>;


export type CartAddConfigurableMutation = { addConfigurableProductsToCart: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
        | { __typename: 'ConfigurableCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, configurable_options: Array<{ option_label: string, value_label: string }> }
        | { __typename: 'GiftCardCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number } }, amount: { value: number } }
        | { __typename: 'SimpleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } } }
      > } } | null };

export type CartAddSimpleMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
}>;


export type CartAddSimpleMutation = { addSimpleProductsToCart: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
        | { __typename: 'ConfigurableCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, configurable_options: Array<{ option_label: string, value_label: string }> }
        | { __typename: 'GiftCardCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number } }, amount: { value: number } }
        | { __typename: 'SimpleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } } }
      > } } | null };

export type CartAddBundleMutationVariables = Exact<{
  cartId: string;
  sku: string;
  quantity: number;
  options: Array<BundleOptionInput> | BundleOptionInput;
}>;


export type CartAddBundleMutation = { addBundleProductsToCart: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
        | { __typename: 'ConfigurableCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, configurable_options: Array<{ option_label: string, value_label: string }> }
        | { __typename: 'GiftCardCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number } }, amount: { value: number } }
        | { __typename: 'SimpleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } } }
      > } } | null };

export type CartAddProductsMutationVariables = Exact<{
  cartId: string;
  items: Array<CartItemInput> | CartItemInput;
}>;


export type CartAddProductsMutation = { addProductsToCart: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
        | { __typename: 'ConfigurableCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } }, configurable_options: Array<{ option_label: string, value_label: string }> }
        | { __typename: 'GiftCardCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number } }, amount: { value: number } }
        | { __typename: 'SimpleCartItem', id: string, sku: string, parent_sku: string | null, quantity: number, prices: { price_including_tax: { value: number } } }
      > }, user_errors: Array<{ code: CartUserInputErrorType, message: string, error_code: string }> } | null };

export type CartCrossSellQueryVariables = Exact<{
  cartId: string;
}>;


export type CartCrossSellQuery = { cart: { items: Array<
      | { product:
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
         }
      | { product:
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
         }
      | { product:
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
         }
      | { product:
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
          | { sku: string, crosssell_products: Array<
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
            > }
         }
    > } };

export type MiniCartQueryVariables = Exact<{
  cartId: string;
}>;


export type MiniCartQuery = { cart: { id: string, total_quantity: number, prices: { grand_total: { value: number }, subtotal_including_tax: { value: number } }, items: Array<
      | { id: string, quantity: number, product:
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
        , prices: { row_total_including_tax: { value: number } }, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
      | { id: string, quantity: number, product:
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
        , prices: { row_total_including_tax: { value: number } }, configurable_options: Array<{ option_label: string, value_label: string }> }
      | { id: string, quantity: number, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, product:
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
        , prices: { row_total_including_tax: { value: number } }, amount: { value: number } }
      | { id: string, quantity: number, product:
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
          | { sku: string, name: string, url_key: string, image: { url: string, label: string } }
        , prices: { row_total_including_tax: { value: number } } }
    > } };

export type MiniCartStatusQueryVariables = Exact<{
  cartId: string;
}>;


export type MiniCartStatusQuery = { cartStatus: { status: string | null, group: string | null, error: string | null } };

type CartLineErrors_BundleCartItem_Fragment = { errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> };

type CartLineErrors_ConfigurableCartItem_Fragment = { errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> };

type CartLineErrors_GiftCardCartItem_Fragment = { errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> };

type CartLineErrors_SimpleCartItem_Fragment = { errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> };

export type CartLineErrorsFragment =
  | CartLineErrors_BundleCartItem_Fragment
  | CartLineErrors_ConfigurableCartItem_Fragment
  | CartLineErrors_GiftCardCartItem_Fragment
  | CartLineErrors_SimpleCartItem_Fragment
;

export type CartGiftcardLineFragment = { giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, amount: { value: number } };

type CartLineChoices_BundleCartItem_Fragment = { bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> };

type CartLineChoices_ConfigurableCartItem_Fragment = { configurable_options: Array<{ option_label: string, value_label: string }> };

type CartLineChoices_GiftCardCartItem_Fragment = { giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, amount: { value: number } };

export type CartLineChoicesFragment =
  | CartLineChoices_BundleCartItem_Fragment
  | CartLineChoices_ConfigurableCartItem_Fragment
  | CartLineChoices_GiftCardCartItem_Fragment
;

type CartPageLine_BundleCartItem_Fragment = { __typename: 'BundleCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
  , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> };

type CartPageLine_ConfigurableCartItem_Fragment = { __typename: 'ConfigurableCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, configured_variant:
    | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
  , prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
  , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, configurable_options: Array<{ option_label: string, value_label: string }> };

type CartPageLine_GiftCardCartItem_Fragment = { __typename: 'GiftCardCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
  , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, amount: { value: number } };

type CartPageLine_SimpleCartItem_Fragment = { __typename: 'SimpleCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
    | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
  , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> };

export type CartPageLineFragment =
  | CartPageLine_BundleCartItem_Fragment
  | CartPageLine_ConfigurableCartItem_Fragment
  | CartPageLine_GiftCardCartItem_Fragment
  | CartPageLine_SimpleCartItem_Fragment
;

export type CartTotalsFragment = { original_subtotal_including_tax: { value: number }, discount_totals: Array<{ kind: CartDiscountKind, label: string | null, amount: { value: number } }>, applied_taxes: Array<{ label: string, amount: { value: number } }>, grand_total: { value: number } };

export type CartPageQueryVariables = Exact<{
  cartId: string;
}>;


export type CartPageQuery = { cart: { id: string, total_quantity: number, items: Array<
      | { __typename: 'BundleCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
      | { __typename: 'ConfigurableCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, configured_variant:
          | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, stock_left: number | null, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
        , prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, configurable_options: Array<{ option_label: string, value_label: string }> }
      | { __typename: 'GiftCardCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, amount: { value: number } }
      | { __typename: 'SimpleCartItem', id: string, quantity: number, sku: string, parent_sku: string | null, prices: { price_including_tax: { value: number }, row_total_including_tax: { value: number }, original_item_price: { value: number }, original_row_total: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
          | { sku: string, name: string, brand: string | null, url_key: string, stock_left: number | null, image: { url: string, label: string }, stockItem: { qty_increments: number, min_sale_qty: number, max_sale_qty: number } | null }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> }
    >, prices: { free_shipping_remaining: { value: number } | null, original_subtotal_including_tax: { value: number }, discount_totals: Array<{ kind: CartDiscountKind, label: string | null, amount: { value: number } }>, applied_taxes: Array<{ label: string, amount: { value: number } }>, grand_total: { value: number } }, applied_coupons: Array<{ code: string }>, coupon_not_applied: { code: string, reason: CouponNotAppliedReason, minimum_subtotal: { value: number } | null } | null }, storeConfig: { free_shipping_enabled: boolean, free_shipping_limit: number } };

export type CartCreateEmptyMutationVariables = Exact<{ [key: string]: never; }>;


export type CartCreateEmptyMutation = { createEmptyCart: string };

export type CartUpdateItemsMutationVariables = Exact<{
  cartId: string;
  itemId: number;
  quantity: number;
}>;


export type CartUpdateItemsMutation = { updateCartItems: { cart: { id: string, total_quantity: number } } | null };

export type CartRemoveItemMutationVariables = Exact<{
  cartId: string;
  itemId: number;
}>;


export type CartRemoveItemMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number } } | null };

export type BrandPageQueryVariables = Exact<{
  urlKey: string;
  lang: string;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  page?: number | null | undefined;
  itemsPerPage?: number | null | undefined;
  sortOrder?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type BrandPageQuery = { brandPage: { url_key: string, name: string, page: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null } | null, productList: { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> } };

export type BrandOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandOverviewQuery = { productList: { totalCount: number, filters: Array<{ key: string, options: Array<{ key: string, label: string, count: number, position: number }> }> } };

export type ListingCountQueryVariables = Exact<{
  search?: string | null | undefined;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
}>;


export type ListingCountQuery = { productCount: { totalCount: number } };

export type ListingResultFragment = { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> };

export type CategoryPageQueryVariables = Exact<{
  urlPath: string;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  page?: number | null | undefined;
  itemsPerPage?: number | null | undefined;
  sortOrder?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type CategoryPageQuery = { category: { name: string, url_path: string, level: number, description: string | null, meta_title: string | null, meta_description: string | null, breadcrumbs: Array<{ category_name: string, category_url_path: string, category_level: number }>, children: Array<{ name: string, url_path: string, position: number, include_in_menu: boolean }> } | null, productList: { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> } };

export type ProductCardFragment = { sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean };

export type ProductTileFragment = { hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> };

export type ProductTilesQueryVariables = Exact<{
  skus: Array<string> | string;
}>;


export type ProductTilesQuery = { productsBySkus: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> };

export type CheckoutSetEmailMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type CheckoutSetEmailMutation = { setGuestEmailOnCart: { cart: { id: string } } | null };

export type CheckoutSetShippingAddressMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
}>;


export type CheckoutSetShippingAddressMutation = { setShippingAddressesOnCart: { cart: { id: string } } | null };

export type CheckoutSetBillingAddressMutationVariables = Exact<{
  cartId: string;
  billing: BillingAddressInput;
}>;


export type CheckoutSetBillingAddressMutation = { setBillingAddressOnCart: { cart: { id: string } } | null };

export type CheckoutSetShippingMethodMutationVariables = Exact<{
  cartId: string;
  method: ShippingMethodInput;
  option?: string | null | undefined;
}>;


export type CheckoutSetShippingMethodMutation = { setShippingMethodsOnCart: { cart: { id: string } } | null };

export type CheckoutSetPaymentMethodMutationVariables = Exact<{
  cartId: string;
  method: PaymentMethodInput;
}>;


export type CheckoutSetPaymentMethodMutation = { setPaymentMethodOnCart: { cart: { id: string } } | null };

export type CheckoutPlaceOrderMutationVariables = Exact<{
  cartId: string;
  affiliateCode?: string | null | undefined;
}>;


export type CheckoutPlaceOrderMutation = { placeOrder: { pay_redirect_url: string, order: { order_number: string } } | null };

export type CheckoutRestoreCartMutationVariables = Exact<{
  cartId: string;
}>;


export type CheckoutRestoreCartMutation = { restoreCart: { id: string } };

export type CheckoutCreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCreateEmptyCartMutation = { createEmptyCart: string };

export type CheckoutPaymentResultQueryVariables = Exact<{
  reference: string;
}>;


export type CheckoutPaymentResultQuery = { paymentResult: { status: PaymentStatus, result_code: number | null, order_number: string } };

type CheckoutAddress_BillingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, telephone: string | null, country: { code: string, label: string } };

type CheckoutAddress_ShippingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, telephone: string | null, country: { code: string, label: string } };

export type CheckoutAddressFragment =
  | CheckoutAddress_BillingCartAddress_Fragment
  | CheckoutAddress_ShippingCartAddress_Fragment
;

export type CheckoutCartFragment = { id: string, email: string | null, shippingManagerOption: string | null, total_quantity: number, prices: { original_subtotal_including_tax: { value: number }, discount_totals: Array<{ kind: CartDiscountKind, label: string | null, amount: { value: number } }>, applied_taxes: Array<{ label: string, amount: { value: number } }>, grand_total: { value: number } }, items: Array<
    | { id: string, quantity: number, sku: string, prices: { row_total_including_tax: { value: number } }, product:
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
      , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
    | { id: string, quantity: number, sku: string, prices: { row_total_including_tax: { value: number } }, product:
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
      , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, configurable_options: Array<{ option_label: string, value_label: string }> }
    | { id: string, quantity: number, sku: string, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { row_total_including_tax: { value: number } }, product:
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
      , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, amount: { value: number } }
    | { id: string, quantity: number, sku: string, prices: { row_total_including_tax: { value: number } }, product:
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
      , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> }
  >, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, telephone: string | null, country: { code: string, label: string } } | null, shipping_addresses: Array<{ pickup_location_code: string | null, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string, method_title: string, method_id: string, shipment_type: string, error_message: string | null, available: boolean, amount: { value: number } }>, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, shipment_type: string, amount: { value: number } } | null, country: { code: string, label: string } }>, available_payment_methods: Array<{ code: string, title: string, icon: string, payment_provider_data: Array<{ key: string, values: Array<{ code: string, name: string }> }> }>, selected_payment_method: { code: string, title: string, issuer: string | null }, applied_gift_cards: Array<{ code: string, applied_balance: { value: number }, remaining_balance: { value: number } }>, amount_due: { value: number } };

export type CheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutCartQuery = { cart: { id: string, email: string | null, shippingManagerOption: string | null, total_quantity: number, prices: { original_subtotal_including_tax: { value: number }, discount_totals: Array<{ kind: CartDiscountKind, label: string | null, amount: { value: number } }>, applied_taxes: Array<{ label: string, amount: { value: number } }>, grand_total: { value: number } }, items: Array<
      | { id: string, quantity: number, sku: string, prices: { row_total_including_tax: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number }> }> }
      | { id: string, quantity: number, sku: string, prices: { row_total_including_tax: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, configurable_options: Array<{ option_label: string, value_label: string }> }
      | { id: string, quantity: number, sku: string, giftcard_type: string, recipient_name: string | null, recipient_email: string | null, sender_name: string | null, message: string | null, prices: { row_total_including_tax: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }>, amount: { value: number } }
      | { id: string, quantity: number, sku: string, prices: { row_total_including_tax: { value: number } }, product:
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
          | { sku: string, name: string, brand: string | null, image: { url: string, label: string } }
        , errors: Array<{ error_code: string, error_params: Array<{ name: string, value: string }> }> }
    >, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, telephone: string | null, country: { code: string, label: string } } | null, shipping_addresses: Array<{ pickup_location_code: string | null, firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string, method_title: string, method_id: string, shipment_type: string, error_message: string | null, available: boolean, amount: { value: number } }>, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, shipment_type: string, amount: { value: number } } | null, country: { code: string, label: string } }>, available_payment_methods: Array<{ code: string, title: string, icon: string, payment_provider_data: Array<{ key: string, values: Array<{ code: string, name: string }> }> }>, selected_payment_method: { code: string, title: string, issuer: string | null }, applied_gift_cards: Array<{ code: string, applied_balance: { value: number }, remaining_balance: { value: number } }>, amount_due: { value: number } } };

export type CheckoutLayoutQueryVariables = Exact<{
  lang: string;
}>;


export type CheckoutLayoutQuery = { storeConfig: { website_name: string, timezone: string, delivery_personalization: boolean }, layout: { uspCheckout: Array<{ id: string, label: string, icon: string, sequence: number }> } };

export type AddressFormConfigFragment = { storeConfig: { default_country: string, telephone_required: boolean }, countries: Array<{ id: string, full_name_locale: string }> };

export type CheckoutAddressConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutAddressConfigQuery = { storeConfig: { timezone: string, default_country: string, telephone_required: boolean }, countries: Array<{ id: string, full_name_locale: string }> };

export type CheckoutParcelPointsQueryVariables = Exact<{
  postcode: string;
  country: string;
  carrier?: string | null | undefined;
}>;


export type CheckoutParcelPointsQuery = { parcelPoints: Array<{ code: string, name: string, street: string, house_number: string, postcode: string, city: string }> };

export type CheckoutPickupStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutPickupStoresQuery = { storeLocationsForPickup: Array<{ code: string, title: string, street: string, house_number: string, postcode: string, city: string }> };

export type CheckoutTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutTimeZoneQuery = { storeConfig: { timezone: string } };

export type CheckoutCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCustomerQuery = { customer: { email: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, postcode: string | null, city: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null } | null> | null } | null };

export type CheckoutSetCustomerShippingMutationVariables = Exact<{
  cartId: string;
  shipping: ShippingAddressInput;
}>;


export type CheckoutSetCustomerShippingMutation = { setShippingAddressesOnCart: { cart: { id: string } } | null };

export type OrderCompleteAddressFragment = { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null };

export type OrderViewFragment = { number: string, order_date: string, status: string, email: string, is_in_store_order: boolean, in_store_location: string | null, in_store_table: string | null, carrier: string | null, shipping_method: string | null, pickup_location_code: string | null, payment_methods: Array<{ name: string, type: string }>, applied_gift_cards: Array<{ code: string, applied_balance: { value: number } }>, amount_due: { value: number }, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null } | null, items: Array<{ id: string, product_name: string, product_sku: string, parent_sku: string | null, quantity_ordered: number, status: string, product_sale_price_incl_tax: { value: number, currency: CurrencyEnum }, row_total_incl_tax: { value: number }, selected_options: Array<{ label: string, value: string }> }>, total: { subtotal_incl_tax: { value: number }, discounts: Array<{ label: string, amount: { value: number } }>, shipping_handling: { amount_including_tax: { value: number } }, taxes: Array<{ title: string, amount: { value: number } }>, grand_total: { value: number } } };

export type OrderCompleteQueryVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type OrderCompleteQuery = { placedOrder: { number: string, order_date: string, status: string, email: string, is_in_store_order: boolean, in_store_location: string | null, in_store_table: string | null, carrier: string | null, shipping_method: string | null, pickup_location_code: string | null, payment_methods: Array<{ name: string, type: string }>, applied_gift_cards: Array<{ code: string, applied_balance: { value: number } }>, amount_due: { value: number }, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string>, postcode: string | null, city: string, country_code: string, telephone: string | null } | null, items: Array<{ id: string, product_name: string, product_sku: string, parent_sku: string | null, quantity_ordered: number, status: string, product_sale_price_incl_tax: { value: number, currency: CurrencyEnum }, row_total_incl_tax: { value: number }, selected_options: Array<{ label: string, value: string }> }>, total: { subtotal_incl_tax: { value: number }, discounts: Array<{ label: string, amount: { value: number } }>, shipping_handling: { amount_including_tax: { value: number } }, taxes: Array<{ title: string, amount: { value: number } }>, grand_total: { value: number } } } | null };

export type CheckoutPlacedOrderQueryVariables = Exact<{
  cartId: string;
  orderNumber: string;
}>;


export type CheckoutPlacedOrderQuery = { placedOrder: { number: string } | null };

export type ContentPageFieldsFragment = { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> };

export type ContentPageQueryVariables = Exact<{
  uid: string;
  lang: string;
}>;


export type ContentPageQuery = { contentPage: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null };

export type ContentParentQueryVariables = Exact<{
  urlKey: string;
  lang: string;
}>;


export type ContentParentQuery = { contentPageByUrl: { page_title: string | null, meta_title: string | null } | null };

export type ContentPreviewQueryVariables = Exact<{
  token: string;
}>;


export type ContentPreviewQuery = { contentPreview: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null };

export type CartCouponFragment = { applied_coupons: Array<{ code: string }>, coupon_not_applied: { code: string, reason: CouponNotAppliedReason, minimum_subtotal: { value: number } | null } | null };

export type CouponApplyMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type CouponApplyMutation = { applyCouponToCart: { cart: { id: string, applied_coupons: Array<{ code: string }> } } | null };

export type CouponRemoveMutationVariables = Exact<{
  cartId: string;
}>;


export type CouponRemoveMutation = { removeCouponFromCart: { cart: { id: string } | null } | null };

export type GiftCardBalanceQueryVariables = Exact<{
  code: string;
  pin?: string | null | undefined;
}>;


export type GiftCardBalanceQuery = { giftCardAccount: { code: string, expiration_date: string | null, balance: { value: number } } | null };

export type ApplyGiftCardToCartMutationVariables = Exact<{
  cartId: string;
  code: string;
  pin: string;
}>;


export type ApplyGiftCardToCartMutation = { applyGiftCardToCart: { cart: { id: string } } | null };

export type RemoveGiftCardFromCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type RemoveGiftCardFromCartMutation = { removeGiftCardFromCart: { cart: { id: string } } | null };

export type InStoreCartFlagFragment = { isInStoreOrder: boolean, in_store_location: string | null, in_store_table: string | null };

export type InStoreCartQueryVariables = Exact<{
  cartId: string;
}>;


export type InStoreCartQuery = { cart: { isInStoreOrder: boolean, in_store_location: string | null, in_store_table: string | null } };

export type InStoreSessionQueryVariables = Exact<{
  sessionId: string;
}>;


export type InStoreSessionQuery = { inStoreSession: { id: string, status: string, ttl_dt: string } | null };

export type SetInStoreSessionMutationVariables = Exact<{
  cartId: string;
  sessionId: string;
}>;


export type SetInStoreSessionMutation = { setInStoreSessionOnCart: { ttl_dt: string, cart: { isInStoreOrder: boolean, in_store_location: string | null, in_store_table: string | null } } };

export type RemoveInStoreSessionMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveInStoreSessionMutation = { removeInStoreSessionFromCart: { cart: { isInStoreOrder: boolean } } };

export type NewsletterSubscribeMutationVariables = Exact<{
  email: string;
}>;


export type NewsletterSubscribeMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type NewsletterConfirmMutationVariables = Exact<{
  code: string;
}>;


export type NewsletterConfirmMutation = { confirmNewsletterSubscription: { status: SubscriptionStatusesEnum | null } | null };

export type ProductOptionsFragment = { configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data:
        | { value: string }
        | { value: string }
        | { value: string }
       | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> };

export type ProductGiftcardChoicesFragment = { giftcard_amounts: Array<number>, allow_open_amount: boolean, open_amount_min: number, open_amount_max: number, giftcard_types: Array<string> };

export type ProductPageQueryVariables = Exact<{
  sku: string;
}>;


export type ProductPageQuery = { storeConfig: { timezone: string }, products: { items: Array<
      | { __typename: 'BundleProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, ean: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, items: Array<{ option_id: number, title: string, position: number, required: boolean, options: Array<{ id: number, label: string, quantity: number, size_surcharges: Array<{ sku: string, surcharge: { value: number } }>, product:
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string } }
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string }, configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data:
                      | { value: string }
                      | { value: string }
                      | { value: string }
                     | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> }
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string } }
              | { sku: string, name: string, url_key: string, brand: string | null, stock_status: ProductStockStatus, stock_left: number | null, image: { url: string, label: string } }
             }> }>, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } }, maximum_price: { final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null }
      | { __typename: 'ConfigurableProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, ean: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } }, maximum_price: { final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null, configurable_options: Array<{ attribute_code: string, label: string, position: number, values: Array<{ value_index: number, label: string, swatch_data:
              | { value: string }
              | { value: string }
              | { value: string }
             | null }> }>, variants: Array<{ attributes: Array<{ code: string, value_index: number }>, product: { sku: string, stock_status: ProductStockStatus, stock_left: number | null, size_label: string | null } }> }
      | { __typename: 'GiftCardProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, ean: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, giftcard_amounts: Array<number>, allow_open_amount: boolean, open_amount_min: number, open_amount_max: number, giftcard_types: Array<string>, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } }, maximum_price: { final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null }
      | { __typename: 'SimpleProduct', sku: string, name: string, url_key: string, brand: string | null, brand_url_key: string | null, ean: string | null, meta_title: string | null, meta_description: string | null, discount: number, sale_label: string | null, promo_text: string | null, stock_status: ProductStockStatus, stock_left: number | null, available_soon: boolean, color: string | null, color_label: string | null, sustainable: boolean, image: { url: string, label: string }, media_gallery: Array<{ url: string, label: string, position: number }>, description: { html: string }, short_description: { html: string }, price_range: { minimum_price: { regular_price: { value: number }, final_price: { value: number } }, maximum_price: { final_price: { value: number } } }, categories: Array<{ name: string, url_path: string, level: number }>, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }>, crosssell_products: Array<
          | { sku: string }
          | { sku: string }
          | { sku: string }
          | { sku: string }
        >, size_table: { table_headings: Array<string>, specs: Array<{ spec_label: string, spec_items: Array<{ size: string, value: string }> }> } | null }
    > } };

export type SearchSuggestionsFragment = { suggestions: Array<{ label: string, count: number, url: string | null, search: string }> };

export type SearchAroundFragment = { productData: { totalCount: number, filters: Array<{ key: string, options: Array<{ label: string, count: number, urlPath: string | null, position: number }> }> }, urlData: { search: string, urls: Array<{ label: string, url: string }> }, suggestData: { suggestions: Array<{ label: string, count: number, url: string | null, search: string }> } };

export type QuickSearchQueryVariables = Exact<{
  search: string;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  isQuickSearch?: boolean | null | undefined;
  page?: number | null | undefined;
  itemsPerPage?: number | null | undefined;
}>;


export type QuickSearchQuery = { search: { productData: { totalCount: number, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }>, filters: Array<{ key: string, options: Array<{ label: string, count: number, urlPath: string | null, position: number }> }> }, urlData: { search: string, urls: Array<{ label: string, url: string }> }, suggestData: { suggestions: Array<{ label: string, count: number, url: string | null, search: string }> } } };

export type SearchPageQueryVariables = Exact<{
  search: string;
  filters?: Array<ListFilterInput> | ListFilterInput | null | undefined;
  page?: number | null | undefined;
  itemsPerPage?: number | null | undefined;
  sortOrder?: string | null | undefined;
}>;


export type SearchPageQuery = { productList: { totalCount: number, page: number, itemsPerPage: number, search: string | null, sort: string, filters: Array<{ key: string, type: string, attribute: string, label: string, position: number, isVisible: boolean, isOpen: boolean, hasUrl: boolean, min: number | null, max: number | null, minSelected: number | null, maxSelected: number | null, options: Array<{ key: string, label: string, swatch: string | null, count: number, selected: boolean, position: number, urlPath: string | null }> }>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> } };

export type SearchSuggestionsQueryVariables = Exact<{
  search: string;
}>;


export type SearchSuggestionsQuery = { search: { suggestData: { suggestions: Array<{ label: string, count: number, url: string | null, search: string }> } } };

export type NotFoundPageQueryVariables = Exact<{
  lang: string;
}>;


export type NotFoundPageQuery = { contentPage: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route:
    | { __typename: 'BundleProduct', sku: string, type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
    | { __typename: 'CategoryTree', url_path: string, type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
    | { __typename: 'CmsPage', identifier: string, type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
    | { __typename: 'ConfigurableProduct', sku: string, type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
    | { __typename: 'GiftCardProduct', sku: string, type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
    | { __typename: 'RoutableUrl', type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
    | { __typename: 'SimpleProduct', sku: string, type: UrlRewriteEntityTypeEnum, relative_url: string, redirect_code: number }
   | null };

export type StoreConfigFieldsFragment = { code: string, store_code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, base_url: string, secure_base_url: string, is_default_store: boolean, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, email: string | null, trusted_shops_id: string | null, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } };

export type StoreConfigurationQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigurationQuery = { storeConfig: { code: string }, availableStores: Array<{ code: string, store_code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, base_url: string, secure_base_url: string, is_default_store: boolean, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, email: string | null, trusted_shops_id: string | null, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } }>, countries: Array<{ two_letter_abbreviation: string, full_name_locale: string, available_regions: Array<{ id: number, code: string, name: string }> }> };

export type ShellStoreFieldsFragment = { storeConfig: { code: string, store_code: string, store_name: string, website_name: string, locale: string, language: string, base_currency_code: string, timezone: string, base_url: string, secure_base_url: string, is_default_store: boolean, free_shipping_limit: number, free_shipping_enabled: boolean, default_country: string, telephone_required: boolean, delivery_personalization: boolean, tax_label: string, payment_icons: Array<{ icon: string, label: string, url: string }>, storeInformation: { name: string, phone: string, email: string | null, trusted_shops_id: string | null, hours: string, street_line1: string, street_line2: string, postcode: string, city: string, country_id: string } }, availableStores: Array<{ store_code: string, store_name: string, locale: string, language: string, base_url: string }> };

export type ShellSellingPointFragment = { id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null };

export type ShellLinkFragment = { label: string, icon: string | null, link: { href: string } };

export type ShellQueryVariables = Exact<{
  lang: string;
}>;


export type ShellQuery = { layout: { trustedShop: { rating: number, review_count: number, url: string } | null, uspHeader: Array<{ id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null }>, uspFooter: Array<{ id: string, label: string, description: string | null, icon: string, sequence: number, className: string | null, link: { href: string } | null }>, footerIcons: { title: string, link_group: Array<{ label: string, icon: string | null, link: { href: string } }> } | null, headerMenu: { link_groups: Array<{ label: string, icon: string | null, link: { href: string } }> }, footerMenus: Array<{ uid: string, title: string, link_group: Array<{ label: string, icon: string | null, link: { href: string } }> }>, socials: Array<{ network: string, url: string }> }, navigation: { items: Array<{ title: string, show_menu: boolean, show_submenu: boolean, color: string | null, link: { href: string }, fields: Array<{ title: string, link: { href: string } }> }> } | null, footerContent: { promoBanner: { text: string, active: boolean, promo_banner_color: string | null, from: string | null, to: string | null, link: { href: string } | null } | null } };

export type StoreLocationFieldsFragment = { id: number, url_key: string, title: string, street: string, house_number: string, house_number_addition: string, zipcode: string, city: string, country: string, lat: number, lng: number, position: number, is_brandstore: boolean, phone: string, opening_hours: Array<{ day: string, hours: string }> };

export type StoreLocatorQueryVariables = Exact<{
  uid: string;
  lang: string;
  pageSize: number;
  brandstoresOnly: boolean;
}>;


export type StoreLocatorQuery = { storeLocations: { currentPage: number, pageSize: number, total: number, page: { id: number, uid: string, meta_title: string | null, meta_description: string | null, meta_robots: string | null, url_key: string | null, page_title: string | null, logo_color: string | null, navigation_title: string | null, sort_order_in_hierarchy: number | null, parent_page: { link_type: string, type: string | null, url_key: string | null, href: string } | null, navigation_list: Array<{ title: string, link: { href: string } }>, body: Array<{ slice_type: string, primary: unknown, fields: Array<unknown>, products: Array<{ hover_image: string | null, color: string | null, discount: number, sale_label: string | null, promo_text: string | null, sustainability_logo: string | null, sustainability_description: string | null, expectedsustain: boolean, sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean, related_product_list: Array<{ sku: string, color: string | null, color_code: string | null, urlKey: string }> }> }> } | null, locations: Array<{ id: number, url_key: string, title: string, street: string, house_number: string, house_number_addition: string, zipcode: string, city: string, country: string, lat: number, lng: number, position: number, is_brandstore: boolean, phone: string, opening_hours: Array<{ day: string, hours: string }> }> } };

export type StoreLocationQueryVariables = Exact<{
  urlKey: string;
}>;


export type StoreLocationQuery = { storeLocation: { id: number, url_key: string, title: string, street: string, house_number: string, house_number_addition: string, zipcode: string, city: string, country: string, lat: number, lng: number, position: number, is_brandstore: boolean, phone: string, opening_hours: Array<{ day: string, hours: string }> } | null };

export type CustomerWishlistQueryVariables = Exact<{
  pageSize: number;
}>;


export type CustomerWishlistQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, added_at: string, product:
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
             | null }
          | { id: string, added_at: string, product:
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
             | null }
          | { id: string, added_at: string, product:
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
             | null }
          | { id: string, added_at: string, product:
              | { sku: string }
              | { sku: string }
              | { sku: string }
              | { sku: string }
             | null }
         | null> } | null } | null> } | null };

export type CustomerWishlistIdQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWishlistIdQuery = { customer: { wishlist: { id: string | null } } | null };

export type WishlistTilesQueryVariables = Exact<{
  skus: Array<string> | string;
}>;


export type WishlistTilesQuery = { productsBySkus: Array<{ sku: string, urlKey: string, type: string, brand: string | null, name: string, image: string, price: number, regularPrice: number, availability: Array<string>, inStock: boolean }> };

export type WishlistAddMutationVariables = Exact<{
  wishlistId: string | number;
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type WishlistAddMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, error_code: string, error_params: Array<{ name: string, value: string }> }> } | null };

export type WishlistRemoveMutationVariables = Exact<{
  wishlistId: string | number;
  itemIds: Array<string | number> | string | number;
}>;


export type WishlistRemoveMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string }> } | null };

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
export const AccountAddressFragmentDoc = new TypedDocumentString(`
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
  vat_id
  default_billing
  default_shipping
}
    `, {"fragmentName":"AccountAddress"}) as unknown as TypedDocumentString<AccountAddressFragment, unknown>;
export const AccountOrderRowFragmentDoc = new TypedDocumentString(`
    fragment AccountOrderRow on CustomerOrder {
  id
  number
  order_date
  status
  total {
    grand_total {
      value
    }
  }
}
    `, {"fragmentName":"AccountOrderRow"}) as unknown as TypedDocumentString<AccountOrderRowFragment, unknown>;
export const CartGiftcardLineFragmentDoc = new TypedDocumentString(`
    fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
    `, {"fragmentName":"CartGiftcardLine"}) as unknown as TypedDocumentString<CartGiftcardLineFragment, unknown>;
export const CartLineChoicesFragmentDoc = new TypedDocumentString(`
    fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}
    fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}`, {"fragmentName":"CartLineChoices"}) as unknown as TypedDocumentString<CartLineChoicesFragment, unknown>;
export const CartAddedFragmentDoc = new TypedDocumentString(`
    fragment CartAdded on Cart {
  id
  total_quantity
  items {
    __typename
    id
    sku
    parent_sku
    quantity
    prices {
      price_including_tax {
        value
      }
    }
    ...CartLineChoices
  }
}
    fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"fragmentName":"CartAdded"}) as unknown as TypedDocumentString<CartAddedFragment, unknown>;
export const CartLineErrorsFragmentDoc = new TypedDocumentString(`
    fragment CartLineErrors on CartItemInterface {
  errors {
    error_code
    error_params {
      name
      value
    }
  }
}
    `, {"fragmentName":"CartLineErrors"}) as unknown as TypedDocumentString<CartLineErrorsFragment, unknown>;
export const CartPageLineFragmentDoc = new TypedDocumentString(`
    fragment CartPageLine on CartItemInterface {
  __typename
  id
  quantity
  sku
  parent_sku
  ...CartLineErrors
  prices {
    price_including_tax {
      value
    }
    row_total_including_tax {
      value
    }
    original_item_price {
      value
    }
    original_row_total {
      value
    }
  }
  product {
    sku
    name
    brand
    url_key
    stock_left
    image {
      url
      label
    }
    stockItem {
      qty_increments
      min_sale_qty
      max_sale_qty
    }
  }
  ... on ConfigurableCartItem {
    configured_variant {
      sku
      stock_left
      stockItem {
        qty_increments
        min_sale_qty
        max_sale_qty
      }
    }
  }
  ...CartLineChoices
}
    fragment CartLineErrors on CartItemInterface {
  errors {
    error_code
    error_params {
      name
      value
    }
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"fragmentName":"CartPageLine"}) as unknown as TypedDocumentString<CartPageLineFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const ProductTileFragmentDoc = new TypedDocumentString(`
    fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}`, {"fragmentName":"ProductTile"}) as unknown as TypedDocumentString<ProductTileFragment, unknown>;
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
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
export const CartTotalsFragmentDoc = new TypedDocumentString(`
    fragment CartTotals on CartPrices {
  original_subtotal_including_tax {
    value
  }
  discount_totals {
    kind
    label
    amount {
      value
    }
  }
  applied_taxes {
    label
    amount {
      value
    }
  }
  grand_total {
    value
  }
}
    `, {"fragmentName":"CartTotals"}) as unknown as TypedDocumentString<CartTotalsFragment, unknown>;
export const CheckoutAddressFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  postcode
  city
  telephone
  country {
    code
    label
  }
}
    `, {"fragmentName":"CheckoutAddress"}) as unknown as TypedDocumentString<CheckoutAddressFragment, unknown>;
export const CheckoutCartFragmentDoc = new TypedDocumentString(`
    fragment CheckoutCart on Cart {
  id
  email
  shippingManagerOption
  total_quantity
  prices {
    ...CartTotals
  }
  items {
    id
    quantity
    sku
    ...CartLineErrors
    prices {
      row_total_including_tax {
        value
      }
    }
    product {
      sku
      name
      brand
      image {
        url
        label
      }
    }
    ...CartLineChoices
  }
  billing_address {
    ...CheckoutAddress
  }
  shipping_addresses {
    ...CheckoutAddress
    pickup_location_code
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      method_id
      shipment_type
      error_message
      available
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      carrier_title
      method_code
      method_title
      shipment_type
      amount {
        value
      }
    }
  }
  available_payment_methods {
    code
    title
    icon
    payment_provider_data {
      key
      values {
        code
        name
      }
    }
  }
  selected_payment_method {
    code
    title
    issuer
  }
  applied_gift_cards {
    code
    applied_balance {
      value
    }
    remaining_balance {
      value
    }
  }
  amount_due {
    value
  }
}
    fragment CartLineErrors on CartItemInterface {
  errors {
    error_code
    error_params {
      name
      value
    }
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}
fragment CartTotals on CartPrices {
  original_subtotal_including_tax {
    value
  }
  discount_totals {
    kind
    label
    amount {
      value
    }
  }
  applied_taxes {
    label
    amount {
      value
    }
  }
  grand_total {
    value
  }
}
fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  postcode
  city
  telephone
  country {
    code
    label
  }
}`, {"fragmentName":"CheckoutCart"}) as unknown as TypedDocumentString<CheckoutCartFragment, unknown>;
export const AddressFormConfigFragmentDoc = new TypedDocumentString(`
    fragment AddressFormConfig on Query {
  storeConfig {
    default_country
    telephone_required
  }
  countries {
    id
    full_name_locale
  }
}
    `, {"fragmentName":"AddressFormConfig"}) as unknown as TypedDocumentString<AddressFormConfigFragment, unknown>;
export const OrderCompleteAddressFragmentDoc = new TypedDocumentString(`
    fragment OrderCompleteAddress on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
}
    `, {"fragmentName":"OrderCompleteAddress"}) as unknown as TypedDocumentString<OrderCompleteAddressFragment, unknown>;
export const OrderViewFragmentDoc = new TypedDocumentString(`
    fragment OrderView on CustomerOrder {
  number
  order_date
  status
  email
  is_in_store_order
  in_store_location
  in_store_table
  carrier
  shipping_method
  pickup_location_code
  payment_methods {
    name
    type
  }
  applied_gift_cards {
    code
    applied_balance {
      value
    }
  }
  amount_due {
    value
  }
  billing_address {
    ...OrderCompleteAddress
  }
  shipping_address {
    ...OrderCompleteAddress
  }
  items {
    id
    product_name
    product_sku
    parent_sku
    quantity_ordered
    status
    product_sale_price_incl_tax {
      value
      currency
    }
    row_total_incl_tax {
      value
    }
    selected_options {
      label
      value
    }
  }
  total {
    subtotal_incl_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    shipping_handling {
      amount_including_tax {
        value
      }
    }
    taxes {
      title
      amount {
        value
      }
    }
    grand_total {
      value
    }
  }
}
    fragment OrderCompleteAddress on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
}`, {"fragmentName":"OrderView"}) as unknown as TypedDocumentString<OrderViewFragment, unknown>;
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
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
export const CartCouponFragmentDoc = new TypedDocumentString(`
    fragment CartCoupon on Cart {
  applied_coupons {
    code
  }
  coupon_not_applied {
    code
    reason
    minimum_subtotal {
      value
    }
  }
}
    `, {"fragmentName":"CartCoupon"}) as unknown as TypedDocumentString<CartCouponFragment, unknown>;
export const InStoreCartFlagFragmentDoc = new TypedDocumentString(`
    fragment InStoreCartFlag on Cart {
  isInStoreOrder
  in_store_location
  in_store_table
}
    `, {"fragmentName":"InStoreCartFlag"}) as unknown as TypedDocumentString<InStoreCartFlagFragment, unknown>;
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
export const ProductGiftcardChoicesFragmentDoc = new TypedDocumentString(`
    fragment ProductGiftcardChoices on GiftCardProduct {
  giftcard_amounts
  allow_open_amount
  open_amount_min
  open_amount_max
  giftcard_types
}
    `, {"fragmentName":"ProductGiftcardChoices"}) as unknown as TypedDocumentString<ProductGiftcardChoicesFragment, unknown>;
export const SearchSuggestionsFragmentDoc = new TypedDocumentString(`
    fragment SearchSuggestions on SearchSuggestData {
  suggestions {
    label
    count
    url
    search
  }
}
    `, {"fragmentName":"SearchSuggestions"}) as unknown as TypedDocumentString<SearchSuggestionsFragment, unknown>;
export const SearchAroundFragmentDoc = new TypedDocumentString(`
    fragment SearchAround on SearchResult {
  productData {
    totalCount
    filters {
      key
      options {
        label
        count
        urlPath
        position
      }
    }
  }
  urlData {
    search
    urls {
      label
      url
    }
  }
  suggestData {
    ...SearchSuggestions
  }
}
    fragment SearchSuggestions on SearchSuggestData {
  suggestions {
    label
    count
    url
    search
  }
}`, {"fragmentName":"SearchAround"}) as unknown as TypedDocumentString<SearchAroundFragment, unknown>;
export const StoreConfigFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoreConfigFields on StoreConfig {
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
    `, {"fragmentName":"StoreConfigFields"}) as unknown as TypedDocumentString<StoreConfigFieldsFragment, unknown>;
export const ShellStoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShellStoreFields on Query {
  storeConfig {
    ...StoreConfigFields
  }
  availableStores {
    store_code
    store_name
    locale
    language
    base_url
  }
}
    fragment StoreConfigFields on StoreConfig {
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
}`, {"fragmentName":"ShellStoreFields"}) as unknown as TypedDocumentString<ShellStoreFieldsFragment, unknown>;
export const ShellSellingPointFragmentDoc = new TypedDocumentString(`
    fragment ShellSellingPoint on SellingPoint {
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
    `, {"fragmentName":"ShellSellingPoint"}) as unknown as TypedDocumentString<ShellSellingPointFragment, unknown>;
export const ShellLinkFragmentDoc = new TypedDocumentString(`
    fragment ShellLink on LinkGroupItem {
  label
  icon
  link {
    href
  }
}
    `, {"fragmentName":"ShellLink"}) as unknown as TypedDocumentString<ShellLinkFragment, unknown>;
export const StoreLocationFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoreLocationFields on StoreLocation {
  id
  url_key
  title
  street
  house_number
  house_number_addition
  zipcode
  city
  country
  lat
  lng
  position
  is_brandstore
  phone
  opening_hours {
    day
    hours
  }
}
    `, {"fragmentName":"StoreLocationFields"}) as unknown as TypedDocumentString<StoreLocationFieldsFragment, unknown>;
export const AccountLoginDocument = new TypedDocumentString(`
    mutation AccountLogin($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `, {"operation":"mutation","hash":"sha256:b6d82433815ab382e943fe819092df9c0cf213fa6a0af26ccb1cad028ffe6edd"}) as unknown as TypedDocumentString<AccountLoginMutation, AccountLoginMutationVariables>;
export const AccountLogoutDocument = new TypedDocumentString(`
    mutation AccountLogout {
  revokeCustomerToken {
    result
  }
}
    `, {"operation":"mutation","hash":"sha256:c7c1afcc48e66d3443c3bb83162ea511177d648c30f62bb0ccd79912798b02ff"}) as unknown as TypedDocumentString<AccountLogoutMutation, AccountLogoutMutationVariables>;
export const AccountRegisterDocument = new TypedDocumentString(`
    mutation AccountRegister($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:8e4952dbc5573f9179cb1d55ce66d86e3c2ff85a72db67e02bfcffbd8bdb6b60"}) as unknown as TypedDocumentString<AccountRegisterMutation, AccountRegisterMutationVariables>;
export const AccountUpdateCustomerDocument = new TypedDocumentString(`
    mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      is_subscribed
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:9d0857e10f19b1337128c60380b6181b832e2047bfd33c3ce5f648d908c53999"}) as unknown as TypedDocumentString<AccountUpdateCustomerMutation, AccountUpdateCustomerMutationVariables>;
export const AccountChangePasswordDocument = new TypedDocumentString(`
    mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `, {"operation":"mutation","hash":"sha256:28f7da35916a0a7bc454580c4aa5d7834249dabe061c7f651b55dfc41bac2a5e"}) as unknown as TypedDocumentString<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const AccountRequestPasswordResetDocument = new TypedDocumentString(`
    mutation AccountRequestPasswordReset($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `, {"operation":"mutation","hash":"sha256:1e8b2818cccb81db7094d1e84643fa7320d58b5ddf44b395022bd506f3b0f2db"}) as unknown as TypedDocumentString<AccountRequestPasswordResetMutation, AccountRequestPasswordResetMutationVariables>;
export const AccountResetPasswordDocument = new TypedDocumentString(`
    mutation AccountResetPassword($email: String!, $token: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $token
    newPassword: $newPassword
  )
}
    `, {"operation":"mutation","hash":"sha256:fd8183b7488d0dd54731239b4c39d7d0279ad47f37ea91bbc7d2e6de99f37b1f"}) as unknown as TypedDocumentString<AccountResetPasswordMutation, AccountResetPasswordMutationVariables>;
export const AccountCreateAddressDocument = new TypedDocumentString(`
    mutation AccountCreateAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    id
  }
}
    `, {"operation":"mutation","hash":"sha256:6d12871841857bd793677a2ce2682e155139b22e1a81d52da6625ce192909d72"}) as unknown as TypedDocumentString<AccountCreateAddressMutation, AccountCreateAddressMutationVariables>;
export const AccountUpdateAddressDocument = new TypedDocumentString(`
    mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    id
  }
}
    `, {"operation":"mutation","hash":"sha256:15969ac206d076bdc1e8c1cf6d653fb59b9dfca9d5275b32ee24016d71f59294"}) as unknown as TypedDocumentString<AccountUpdateAddressMutation, AccountUpdateAddressMutationVariables>;
export const AccountDeleteAddressDocument = new TypedDocumentString(`
    mutation AccountDeleteAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `, {"operation":"mutation","hash":"sha256:9e750054e1a4a71202fbbb89c7f6740395133f81b65c426e3ee362a6f944629d"}) as unknown as TypedDocumentString<AccountDeleteAddressMutation, AccountDeleteAddressMutationVariables>;
export const AccountCustomerCartDocument = new TypedDocumentString(`
    query AccountCustomerCart {
  customerCart {
    id
  }
}
    `, {"operation":"query","hash":"sha256:9c75d87f6819979aa944b46d387973f532e32a192a558f80050076568b0fb469"}) as unknown as TypedDocumentString<AccountCustomerCartQuery, AccountCustomerCartQueryVariables>;
export const AccountMergeCartsDocument = new TypedDocumentString(`
    mutation AccountMergeCarts($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    id
  }
}
    `, {"operation":"mutation","hash":"sha256:3d969ab34dc86ceb494ab595f93510eec70ad12ba491993f317ee3a4c8ad09ec"}) as unknown as TypedDocumentString<AccountMergeCartsMutation, AccountMergeCartsMutationVariables>;
export const AccountSessionDocument = new TypedDocumentString(`
    query AccountSession {
  customer {
    firstname
    lastname
    email
  }
}
    `, {"operation":"query","hash":"sha256:1623354266656150f1a035d0bcb2d4027c3f1d197b90cca83c7a1c60361ee2f5"}) as unknown as TypedDocumentString<AccountSessionQuery, AccountSessionQueryVariables>;
export const AccountDashboardDocument = new TypedDocumentString(`
    query AccountDashboard($latest: Int!) {
  customer {
    firstname
    lastname
    email
    newsletter_status
    addresses {
      ...AccountAddress
    }
    orders(currentPage: 1, pageSize: $latest) {
      items {
        ...AccountOrderRow
      }
      total_count
    }
  }
}
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
  vat_id
  default_billing
  default_shipping
}
fragment AccountOrderRow on CustomerOrder {
  id
  number
  order_date
  status
  total {
    grand_total {
      value
    }
  }
}`, {"operation":"query","hash":"sha256:c1c9168c5ff9b53d7fedcfbe1faee6daf1afc92a5696f1a7f73fe07f0a3021a0"}) as unknown as TypedDocumentString<AccountDashboardQuery, AccountDashboardQueryVariables>;
export const AccountProfileDocument = new TypedDocumentString(`
    query AccountProfile {
  customer {
    firstname
    lastname
    email
    gender
  }
}
    `, {"operation":"query","hash":"sha256:fc87e1a5d22bd82d5f0897f10e31f7246cbdb414bb31c458df74495c275e9b36"}) as unknown as TypedDocumentString<AccountProfileQuery, AccountProfileQueryVariables>;
export const AccountAddressBookDocument = new TypedDocumentString(`
    query AccountAddressBook {
  customer {
    firstname
    lastname
    addresses {
      ...AccountAddress
    }
  }
  ...AddressFormConfig
}
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
  vat_id
  default_billing
  default_shipping
}
fragment AddressFormConfig on Query {
  storeConfig {
    default_country
    telephone_required
  }
  countries {
    id
    full_name_locale
  }
}`, {"operation":"query","hash":"sha256:2e0f5836447054b13886c223b0ff205c9a66476aa615ea58405a7ed2b129212a"}) as unknown as TypedDocumentString<AccountAddressBookQuery, AccountAddressBookQueryVariables>;
export const AccountOrdersDocument = new TypedDocumentString(`
    query AccountOrders($currentPage: Int!, $pageSize: Int!) {
  customer {
    orders(currentPage: $currentPage, pageSize: $pageSize) {
      items {
        ...AccountOrderRow
      }
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
    }
  }
}
    fragment AccountOrderRow on CustomerOrder {
  id
  number
  order_date
  status
  total {
    grand_total {
      value
    }
  }
}`, {"operation":"query","hash":"sha256:d9eb88c8b1efc2a3fee9346d3ef4341ba47e36f0e19a98e22de79d8f5b7b64c3"}) as unknown as TypedDocumentString<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderDocument = new TypedDocumentString(`
    query AccountOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, currentPage: 1, pageSize: 1) {
      items {
        id
        ...OrderView
      }
    }
  }
}
    fragment OrderCompleteAddress on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
}
fragment OrderView on CustomerOrder {
  number
  order_date
  status
  email
  is_in_store_order
  in_store_location
  in_store_table
  carrier
  shipping_method
  pickup_location_code
  payment_methods {
    name
    type
  }
  applied_gift_cards {
    code
    applied_balance {
      value
    }
  }
  amount_due {
    value
  }
  billing_address {
    ...OrderCompleteAddress
  }
  shipping_address {
    ...OrderCompleteAddress
  }
  items {
    id
    product_name
    product_sku
    parent_sku
    quantity_ordered
    status
    product_sale_price_incl_tax {
      value
      currency
    }
    row_total_incl_tax {
      value
    }
    selected_options {
      label
      value
    }
  }
  total {
    subtotal_incl_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    shipping_handling {
      amount_including_tax {
        value
      }
    }
    taxes {
      title
      amount {
        value
      }
    }
    grand_total {
      value
    }
  }
}`, {"operation":"query","hash":"sha256:80e03549e6a6a7418c0b8994df020edf9060c501c1753d406c50fd55a8a951ff"}) as unknown as TypedDocumentString<AccountOrderQuery, AccountOrderQueryVariables>;
export const AccountNewsletterDocument = new TypedDocumentString(`
    query AccountNewsletter {
  customer {
    email
    newsletter_status
  }
}
    `, {"operation":"query","hash":"sha256:2b93c50ad39c2059f732cb8d6089d0bce1ebe135f1b90fc0e65624558bdb5925"}) as unknown as TypedDocumentString<AccountNewsletterQuery, AccountNewsletterQueryVariables>;
export const AccountResetTokenStateDocument = new TypedDocumentString(`
    query AccountResetTokenState($email: String!, $token: String!) {
  passwordResetTokenState(email: $email, resetPasswordToken: $token)
}
    `, {"operation":"query","hash":"sha256:bdb8dee0b86037bd7c1a66bd1b73cd31870d26062c2f065c7192a62ec8b61e03"}) as unknown as TypedDocumentString<AccountResetTokenStateQuery, AccountResetTokenStateQueryVariables>;
export const CartAddProductDocument = new TypedDocumentString(`
    query CartAddProduct($sku: String!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      __typename
      sku
      name
      brand
      url_key
      stock_status
      available_soon
      image {
        url
        label
      }
      crosssell_products {
        sku
      }
      ...ProductOptions
      ...ProductGiftcardChoices
      ... on BundleProduct {
        items {
          option_id
          position
          required
          options {
            quantity
            product {
              sku
              name
              stock_status
              ...ProductOptions
            }
          }
        }
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
}
fragment ProductGiftcardChoices on GiftCardProduct {
  giftcard_amounts
  allow_open_amount
  open_amount_min
  open_amount_max
  giftcard_types
}`, {"operation":"query","hash":"sha256:3c7395f838009ae4765a10a22f8b7bd60a654032fb4af5688253acc0f31ed554"}) as unknown as TypedDocumentString<CartAddProductQuery, CartAddProductQueryVariables>;
export const CartAddConfigurableDocument = new TypedDocumentString(`
    mutation CartAddConfigurable($cartId: String!, $parentSku: String!, $sku: String!, $quantity: Float!) {
  addConfigurableProductsToCart(
    input: {cart_id: $cartId, cart_items: [{parent_sku: $parentSku, data: {sku: $sku, quantity: $quantity}}]}
  ) {
    cart {
      ...CartAdded
    }
  }
}
    fragment CartAdded on Cart {
  id
  total_quantity
  items {
    __typename
    id
    sku
    parent_sku
    quantity
    prices {
      price_including_tax {
        value
      }
    }
    ...CartLineChoices
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"operation":"mutation","hash":"sha256:492b81ba4a33bd55ef6e2577ce009003131a788e179aa3dc0aefad9ab2646fec"}) as unknown as TypedDocumentString<CartAddConfigurableMutation, CartAddConfigurableMutationVariables>;
export const CartAddSimpleDocument = new TypedDocumentString(`
    mutation CartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {
  addSimpleProductsToCart(
    input: {cart_id: $cartId, cart_items: [{data: {sku: $sku, quantity: $quantity}}]}
  ) {
    cart {
      ...CartAdded
    }
  }
}
    fragment CartAdded on Cart {
  id
  total_quantity
  items {
    __typename
    id
    sku
    parent_sku
    quantity
    prices {
      price_including_tax {
        value
      }
    }
    ...CartLineChoices
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"operation":"mutation","hash":"sha256:a0b85565b46433b0d9ddff4e63a2608631222fb4dd98f2126bead1f4a3146a15"}) as unknown as TypedDocumentString<CartAddSimpleMutation, CartAddSimpleMutationVariables>;
export const CartAddBundleDocument = new TypedDocumentString(`
    mutation CartAddBundle($cartId: String!, $sku: String!, $quantity: Float!, $options: [BundleOptionInput!]!) {
  addBundleProductsToCart(
    input: {cart_id: $cartId, cart_items: [{data: {sku: $sku, quantity: $quantity}, bundle_options: $options}]}
  ) {
    cart {
      ...CartAdded
    }
  }
}
    fragment CartAdded on Cart {
  id
  total_quantity
  items {
    __typename
    id
    sku
    parent_sku
    quantity
    prices {
      price_including_tax {
        value
      }
    }
    ...CartLineChoices
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"operation":"mutation","hash":"sha256:7a60b4d32ecc7cee32641e5734d3289921279ce87e739d079ad0eafd5c450195"}) as unknown as TypedDocumentString<CartAddBundleMutation, CartAddBundleMutationVariables>;
export const CartAddProductsDocument = new TypedDocumentString(`
    mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart {
      ...CartAdded
    }
    user_errors {
      code
      message
      error_code
    }
  }
}
    fragment CartAdded on Cart {
  id
  total_quantity
  items {
    __typename
    id
    sku
    parent_sku
    quantity
    prices {
      price_including_tax {
        value
      }
    }
    ...CartLineChoices
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"operation":"mutation","hash":"sha256:07c93ecc6ea18478767a3455c622dbbb7b635f8b8d7a976eb6562a080791da70"}) as unknown as TypedDocumentString<CartAddProductsMutation, CartAddProductsMutationVariables>;
export const CartCrossSellDocument = new TypedDocumentString(`
    query CartCrossSell($cartId: String!) {
  cart(cart_id: $cartId) {
    items {
      product {
        sku
        crosssell_products {
          sku
        }
      }
    }
  }
}
    `, {"operation":"query","hash":"sha256:02b3d87fa6e21af85cc1ec7756321abbe99c8a8c897fcfdb65ebff8565f9aae1"}) as unknown as TypedDocumentString<CartCrossSellQuery, CartCrossSellQueryVariables>;
export const MiniCartDocument = new TypedDocumentString(`
    query MiniCart($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
    prices {
      grand_total {
        value
      }
      subtotal_including_tax {
        value
      }
    }
    items {
      id
      quantity
      product {
        sku
        name
        url_key
        image {
          url
          label
        }
      }
      prices {
        row_total_including_tax {
          value
        }
      }
      ...CartLineChoices
    }
  }
}
    fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}`, {"operation":"query","hash":"sha256:268670f15ef2bf95f1ad53183b2e0fdacb4e631123d2da0ff0d123299145be20"}) as unknown as TypedDocumentString<MiniCartQuery, MiniCartQueryVariables>;
export const MiniCartStatusDocument = new TypedDocumentString(`
    query MiniCartStatus($cartId: String!) {
  cartStatus(cartId: $cartId) {
    status
    group
    error
  }
}
    `, {"operation":"query","hash":"sha256:07474d200582cf4c18f4ac01db82fe9dc4ed57c8fbf7a6dba8f43cee6cefad79"}) as unknown as TypedDocumentString<MiniCartStatusQuery, MiniCartStatusQueryVariables>;
export const CartPageDocument = new TypedDocumentString(`
    query CartPage($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
    ...CartCoupon
    items {
      ...CartPageLine
    }
    prices {
      ...CartTotals
      free_shipping_remaining {
        value
      }
    }
  }
  storeConfig {
    free_shipping_enabled
    free_shipping_limit
  }
}
    fragment CartLineErrors on CartItemInterface {
  errors {
    error_code
    error_params {
      name
      value
    }
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}
fragment CartPageLine on CartItemInterface {
  __typename
  id
  quantity
  sku
  parent_sku
  ...CartLineErrors
  prices {
    price_including_tax {
      value
    }
    row_total_including_tax {
      value
    }
    original_item_price {
      value
    }
    original_row_total {
      value
    }
  }
  product {
    sku
    name
    brand
    url_key
    stock_left
    image {
      url
      label
    }
    stockItem {
      qty_increments
      min_sale_qty
      max_sale_qty
    }
  }
  ... on ConfigurableCartItem {
    configured_variant {
      sku
      stock_left
      stockItem {
        qty_increments
        min_sale_qty
        max_sale_qty
      }
    }
  }
  ...CartLineChoices
}
fragment CartTotals on CartPrices {
  original_subtotal_including_tax {
    value
  }
  discount_totals {
    kind
    label
    amount {
      value
    }
  }
  applied_taxes {
    label
    amount {
      value
    }
  }
  grand_total {
    value
  }
}
fragment CartCoupon on Cart {
  applied_coupons {
    code
  }
  coupon_not_applied {
    code
    reason
    minimum_subtotal {
      value
    }
  }
}`, {"operation":"query","hash":"sha256:db8b9f5829ee8a5584ff2bece12dee8f5b7f633945fafbd12df7bb5bd572b748"}) as unknown as TypedDocumentString<CartPageQuery, CartPageQueryVariables>;
export const CartCreateEmptyDocument = new TypedDocumentString(`
    mutation CartCreateEmpty {
  createEmptyCart
}
    `, {"operation":"mutation","hash":"sha256:7a5e8dbd3c72eb14fb488e40239e6152f2952513af19da6de22d1fae0f42f914"}) as unknown as TypedDocumentString<CartCreateEmptyMutation, CartCreateEmptyMutationVariables>;
export const CartUpdateItemsDocument = new TypedDocumentString(`
    mutation CartUpdateItems($cartId: String!, $itemId: Int!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_id: $itemId, quantity: $quantity}]}
  ) {
    cart {
      id
      total_quantity
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:17f22a2ff8736fb6d2d7385635bd9585276cd651c605daa19b8276b6a0930cbb"}) as unknown as TypedDocumentString<CartUpdateItemsMutation, CartUpdateItemsMutationVariables>;
export const CartRemoveItemDocument = new TypedDocumentString(`
    mutation CartRemoveItem($cartId: String!, $itemId: Int!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_id: $itemId}) {
    cart {
      id
      total_quantity
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:5800fb8f60929370eb3b624a2619d6ba256e29cbbd968522d79d733888ce2803"}) as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
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
fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:6b46e4f38615c6c5012a15ee08fba0c7f4ac133f9775fc560f85ec9f815804b3"}) as unknown as TypedDocumentString<BrandPageQuery, BrandPageQueryVariables>;
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
    `, {"operation":"query","hash":"sha256:04afe564dbe153dcc5564daac96a13f90f1be44c687a0aaa813e4c4211089c99"}) as unknown as TypedDocumentString<BrandOverviewQuery, BrandOverviewQueryVariables>;
export const ListingCountDocument = new TypedDocumentString(`
    query ListingCount($search: String, $filters: [ListFilterInput!]) {
  productCount(search: $search, filters: $filters) {
    totalCount
  }
}
    `, {"operation":"query","hash":"sha256:c307372d923ef1278a77d2c348f5d2c148b3e12fe003d139177f88898c1765e3"}) as unknown as TypedDocumentString<ListingCountQuery, ListingCountQueryVariables>;
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
fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:79903d8693d03dc3968fdc2d7ff2d63a0ee2401dd1e378cb38eb55e911799710"}) as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const ProductTilesDocument = new TypedDocumentString(`
    query ProductTiles($skus: [String!]!) {
  productsBySkus(skus: $skus) {
    ...ProductTile
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:65c34624500e91ea0eafa65ffcb55effe10b58f4ea00a4e69b546aade7315477"}) as unknown as TypedDocumentString<ProductTilesQuery, ProductTilesQueryVariables>;
export const CheckoutSetEmailDocument = new TypedDocumentString(`
    mutation CheckoutSetEmail($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:9aea63c06c2b846225dc6043d18da9c95072469c3b8c97ac38edf2c6e428c614"}) as unknown as TypedDocumentString<CheckoutSetEmailMutation, CheckoutSetEmailMutationVariables>;
export const CheckoutSetShippingAddressDocument = new TypedDocumentString(`
    mutation CheckoutSetShippingAddress($cartId: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address}]}
  ) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:e0333f4868910b66ad3c3e1cdfb53f607c69fc6da19a71d4f884037e6c19bc30"}) as unknown as TypedDocumentString<CheckoutSetShippingAddressMutation, CheckoutSetShippingAddressMutationVariables>;
export const CheckoutSetBillingAddressDocument = new TypedDocumentString(`
    mutation CheckoutSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:5040eef623bd7e922f241342b9d4f22cd9e685a3d2e5454cdf78cf606970f636"}) as unknown as TypedDocumentString<CheckoutSetBillingAddressMutation, CheckoutSetBillingAddressMutationVariables>;
export const CheckoutSetShippingMethodDocument = new TypedDocumentString(`
    mutation CheckoutSetShippingMethod($cartId: String!, $method: ShippingMethodInput!, $option: String) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [$method], shippingManagerOption: $option}
  ) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:b31887c8b731da0d2eee692040b8565e7b9f0fe7c8d994a5e65b0a550027f066"}) as unknown as TypedDocumentString<CheckoutSetShippingMethodMutation, CheckoutSetShippingMethodMutationVariables>;
export const CheckoutSetPaymentMethodDocument = new TypedDocumentString(`
    mutation CheckoutSetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: $method}) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:cf65e9f428c1b8a9f12311b4f2bf6a6aeed28ad4d7adad4d167db849a4291bdf"}) as unknown as TypedDocumentString<CheckoutSetPaymentMethodMutation, CheckoutSetPaymentMethodMutationVariables>;
export const CheckoutPlaceOrderDocument = new TypedDocumentString(`
    mutation CheckoutPlaceOrder($cartId: String!, $affiliateCode: String) {
  placeOrder(input: {cart_id: $cartId, affiliate_code: $affiliateCode}) {
    order {
      order_number
    }
    pay_redirect_url
  }
}
    `, {"operation":"mutation","hash":"sha256:e8d926ad428c6d9723488c7958319f7663f67d654cf530c4739586c4fe469c99"}) as unknown as TypedDocumentString<CheckoutPlaceOrderMutation, CheckoutPlaceOrderMutationVariables>;
export const CheckoutRestoreCartDocument = new TypedDocumentString(`
    mutation CheckoutRestoreCart($cartId: String!) {
  restoreCart(cartId: $cartId) {
    id
  }
}
    `, {"operation":"mutation","hash":"sha256:6bc7c8fb6119497b9fde089c003abac3a73a13cb02ed39523938bdda7f1af1bf"}) as unknown as TypedDocumentString<CheckoutRestoreCartMutation, CheckoutRestoreCartMutationVariables>;
export const CheckoutCreateEmptyCartDocument = new TypedDocumentString(`
    mutation CheckoutCreateEmptyCart {
  createEmptyCart
}
    `, {"operation":"mutation","hash":"sha256:9742ac2f1f1a3701dcc7784b68327f1213dd36f5fa83d01e37077b03ba8eb3f1"}) as unknown as TypedDocumentString<CheckoutCreateEmptyCartMutation, CheckoutCreateEmptyCartMutationVariables>;
export const CheckoutPaymentResultDocument = new TypedDocumentString(`
    query CheckoutPaymentResult($reference: String!) {
  paymentResult(reference: $reference) {
    status
    result_code
    order_number
  }
}
    `, {"operation":"query","hash":"sha256:192cb24ed67324c593e150d8385952353637de55b4d28e281789df4df5a1b7b6"}) as unknown as TypedDocumentString<CheckoutPaymentResultQuery, CheckoutPaymentResultQueryVariables>;
export const CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutCart
  }
}
    fragment CartLineErrors on CartItemInterface {
  errors {
    error_code
    error_params {
      name
      value
    }
  }
}
fragment CartGiftcardLine on GiftCardCartItem {
  giftcard_type
  amount {
    value
  }
  recipient_name
  recipient_email
  sender_name
  message
}
fragment CartLineChoices on CartItemInterface {
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
    }
  }
  ... on BundleCartItem {
    bundle_options {
      label
      values {
        label
        quantity
      }
    }
  }
  ... on GiftCardCartItem {
    ...CartGiftcardLine
  }
}
fragment CartTotals on CartPrices {
  original_subtotal_including_tax {
    value
  }
  discount_totals {
    kind
    label
    amount {
      value
    }
  }
  applied_taxes {
    label
    amount {
      value
    }
  }
  grand_total {
    value
  }
}
fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  postcode
  city
  telephone
  country {
    code
    label
  }
}
fragment CheckoutCart on Cart {
  id
  email
  shippingManagerOption
  total_quantity
  prices {
    ...CartTotals
  }
  items {
    id
    quantity
    sku
    ...CartLineErrors
    prices {
      row_total_including_tax {
        value
      }
    }
    product {
      sku
      name
      brand
      image {
        url
        label
      }
    }
    ...CartLineChoices
  }
  billing_address {
    ...CheckoutAddress
  }
  shipping_addresses {
    ...CheckoutAddress
    pickup_location_code
    available_shipping_methods {
      carrier_code
      carrier_title
      method_code
      method_title
      method_id
      shipment_type
      error_message
      available
      amount {
        value
      }
    }
    selected_shipping_method {
      carrier_code
      carrier_title
      method_code
      method_title
      shipment_type
      amount {
        value
      }
    }
  }
  available_payment_methods {
    code
    title
    icon
    payment_provider_data {
      key
      values {
        code
        name
      }
    }
  }
  selected_payment_method {
    code
    title
    issuer
  }
  applied_gift_cards {
    code
    applied_balance {
      value
    }
    remaining_balance {
      value
    }
  }
  amount_due {
    value
  }
}`, {"operation":"query","hash":"sha256:6f4d65c3d653098abdc7c69583dca0eea60433e5d3dc97cefd4f9cc354e8d2ea"}) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const CheckoutLayoutDocument = new TypedDocumentString(`
    query CheckoutLayout($lang: String!) {
  storeConfig {
    website_name
    timezone
    delivery_personalization
  }
  layout(lang: $lang) {
    uspCheckout {
      id
      label
      icon
      sequence
    }
  }
}
    `, {"operation":"query","hash":"sha256:a44103ef15b8414c13db2bc03e0731ffc65b13af027ad49c741f7802ab750991"}) as unknown as TypedDocumentString<CheckoutLayoutQuery, CheckoutLayoutQueryVariables>;
export const CheckoutAddressConfigDocument = new TypedDocumentString(`
    query CheckoutAddressConfig {
  ...AddressFormConfig
  storeConfig {
    timezone
  }
}
    fragment AddressFormConfig on Query {
  storeConfig {
    default_country
    telephone_required
  }
  countries {
    id
    full_name_locale
  }
}`, {"operation":"query","hash":"sha256:eba0596080bcce4f01adde78353311023cd49e0d6983e5279d0a73c9ac0c39e1"}) as unknown as TypedDocumentString<CheckoutAddressConfigQuery, CheckoutAddressConfigQueryVariables>;
export const CheckoutParcelPointsDocument = new TypedDocumentString(`
    query CheckoutParcelPoints($postcode: String!, $country: String!, $carrier: String) {
  parcelPoints(
    postcode: $postcode
    country_code: $country
    carrier_code: $carrier
  ) {
    code
    name
    street
    house_number
    postcode
    city
  }
}
    `, {"operation":"query","hash":"sha256:96d6acf2b0c5f2c79c5782ea5b9cf54ce2df8b011dab0591794d48e0cfb6454c"}) as unknown as TypedDocumentString<CheckoutParcelPointsQuery, CheckoutParcelPointsQueryVariables>;
export const CheckoutPickupStoresDocument = new TypedDocumentString(`
    query CheckoutPickupStores {
  storeLocationsForPickup {
    code
    title
    street
    house_number
    postcode
    city
  }
}
    `, {"operation":"query","hash":"sha256:3d443c74f19c59f21c3780a68ef38ab3f86e4873ddf76cd3e2fd33ee35718062"}) as unknown as TypedDocumentString<CheckoutPickupStoresQuery, CheckoutPickupStoresQueryVariables>;
export const CheckoutTimeZoneDocument = new TypedDocumentString(`
    query CheckoutTimeZone {
  storeConfig {
    timezone
  }
}
    `, {"operation":"query","hash":"sha256:fe81a7bbd7617a2d719613472c8b2d68e40f0e7e490e3e47bc81b66b257cdecc"}) as unknown as TypedDocumentString<CheckoutTimeZoneQuery, CheckoutTimeZoneQueryVariables>;
export const CheckoutCustomerDocument = new TypedDocumentString(`
    query CheckoutCustomer {
  customer {
    email
    addresses {
      ...AccountAddress
    }
  }
}
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
  vat_id
  default_billing
  default_shipping
}`, {"operation":"query","hash":"sha256:35b2ffe460dd6ac2d205207c060fd7ee3be078ecbc462fb9505debbc398cbf95"}) as unknown as TypedDocumentString<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>;
export const CheckoutSetCustomerShippingDocument = new TypedDocumentString(`
    mutation CheckoutSetCustomerShipping($cartId: String!, $shipping: ShippingAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [$shipping]}
  ) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:b0d6c6d6ff1e670cc13d16c23f71ebf0ad4937d6ba4764cb8ff5e6a27168402f"}) as unknown as TypedDocumentString<CheckoutSetCustomerShippingMutation, CheckoutSetCustomerShippingMutationVariables>;
export const OrderCompleteDocument = new TypedDocumentString(`
    query OrderComplete($cartId: String!, $orderNumber: String!) {
  placedOrder(cart_id: $cartId, order_number: $orderNumber) {
    ...OrderView
  }
}
    fragment OrderCompleteAddress on OrderAddress {
  firstname
  lastname
  company
  street
  postcode
  city
  country_code
  telephone
}
fragment OrderView on CustomerOrder {
  number
  order_date
  status
  email
  is_in_store_order
  in_store_location
  in_store_table
  carrier
  shipping_method
  pickup_location_code
  payment_methods {
    name
    type
  }
  applied_gift_cards {
    code
    applied_balance {
      value
    }
  }
  amount_due {
    value
  }
  billing_address {
    ...OrderCompleteAddress
  }
  shipping_address {
    ...OrderCompleteAddress
  }
  items {
    id
    product_name
    product_sku
    parent_sku
    quantity_ordered
    status
    product_sale_price_incl_tax {
      value
      currency
    }
    row_total_incl_tax {
      value
    }
    selected_options {
      label
      value
    }
  }
  total {
    subtotal_incl_tax {
      value
    }
    discounts {
      label
      amount {
        value
      }
    }
    shipping_handling {
      amount_including_tax {
        value
      }
    }
    taxes {
      title
      amount {
        value
      }
    }
    grand_total {
      value
    }
  }
}`, {"operation":"query","hash":"sha256:1d249d13f2805f0604e5cdf4f456478b4f7f3442ee4d7596021ac06fb359e5e1"}) as unknown as TypedDocumentString<OrderCompleteQuery, OrderCompleteQueryVariables>;
export const CheckoutPlacedOrderDocument = new TypedDocumentString(`
    query CheckoutPlacedOrder($cartId: String!, $orderNumber: String!) {
  placedOrder(cart_id: $cartId, order_number: $orderNumber) {
    number
  }
}
    `, {"operation":"query","hash":"sha256:aa8b0689bef0c458da55e9a3d8ae9f4eeaae232656bab7c64c6511e688afb2ac"}) as unknown as TypedDocumentString<CheckoutPlacedOrderQuery, CheckoutPlacedOrderQueryVariables>;
export const ContentPageDocument = new TypedDocumentString(`
    query ContentPage($uid: String!, $lang: String!) {
  contentPage(uid: $uid, lang: $lang) {
    ...ContentPageFields
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:59e025791349c86bcab52ec4fa26347620b62a43bfc5f01c7c7231d0a1ef631e"}) as unknown as TypedDocumentString<ContentPageQuery, ContentPageQueryVariables>;
export const ContentParentDocument = new TypedDocumentString(`
    query ContentParent($urlKey: String!, $lang: String!) {
  contentPageByUrl(urlKey: $urlKey, lang: $lang) {
    page_title
    meta_title
  }
}
    `, {"operation":"query","hash":"sha256:a9911209aabc6c8d945af7a5cb41cdf82b331eedbb27002914201f885e6e414e"}) as unknown as TypedDocumentString<ContentParentQuery, ContentParentQueryVariables>;
export const ContentPreviewDocument = new TypedDocumentString(`
    query ContentPreview($token: String!) {
  contentPreview(token: $token) {
    ...ContentPageFields
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:26285d1afc01f0fe773f6e23b9d500c3c1e40a4a03f0325e1c8baa2720279250"}) as unknown as TypedDocumentString<ContentPreviewQuery, ContentPreviewQueryVariables>;
export const CouponApplyDocument = new TypedDocumentString(`
    mutation CouponApply($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      id
      applied_coupons {
        code
      }
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:b5e7426cace8541bb6a8b5ddacf24cc0ae38b92000ec5a38f91f9b93e9968df9"}) as unknown as TypedDocumentString<CouponApplyMutation, CouponApplyMutationVariables>;
export const CouponRemoveDocument = new TypedDocumentString(`
    mutation CouponRemove($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:57e227d6f37bdce5d404ebc716fad1fb1d8b36f3c38577eae76fd1b0399956a0"}) as unknown as TypedDocumentString<CouponRemoveMutation, CouponRemoveMutationVariables>;
export const GiftCardBalanceDocument = new TypedDocumentString(`
    query GiftCardBalance($code: String!, $pin: String) {
  giftCardAccount(input: {gift_card_code: $code, gift_card_pin: $pin}) {
    code
    balance {
      value
    }
    expiration_date
  }
}
    `, {"operation":"query","hash":"sha256:0a04a9c94f489cc8afffe6b558a49c3a08b59496d78b8554ab2fa10902644156"}) as unknown as TypedDocumentString<GiftCardBalanceQuery, GiftCardBalanceQueryVariables>;
export const ApplyGiftCardToCartDocument = new TypedDocumentString(`
    mutation ApplyGiftCardToCart($cartId: String!, $code: String!, $pin: String!) {
  applyGiftCardToCart(
    input: {cart_id: $cartId, gift_card_code: $code, gift_card_pin: $pin}
  ) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:0b66f8f01d58abe6191119e5c7db38d73bd47ecb4de58c15bb1edb0b80952a79"}) as unknown as TypedDocumentString<ApplyGiftCardToCartMutation, ApplyGiftCardToCartMutationVariables>;
export const RemoveGiftCardFromCartDocument = new TypedDocumentString(`
    mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
  removeGiftCardFromCart(input: {cart_id: $cartId, gift_card_code: $code}) {
    cart {
      id
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:67952f98414318388d482c5d20a245175ed6c81995628f46b790e6623c4beaca"}) as unknown as TypedDocumentString<RemoveGiftCardFromCartMutation, RemoveGiftCardFromCartMutationVariables>;
export const InStoreCartDocument = new TypedDocumentString(`
    query InStoreCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...InStoreCartFlag
  }
}
    fragment InStoreCartFlag on Cart {
  isInStoreOrder
  in_store_location
  in_store_table
}`, {"operation":"query","hash":"sha256:ac972a0ec7a87a204db80dffa40d2614d8ee7b3cbd3431f1ac412de856be2de4"}) as unknown as TypedDocumentString<InStoreCartQuery, InStoreCartQueryVariables>;
export const InStoreSessionDocument = new TypedDocumentString(`
    query InStoreSession($sessionId: String!) {
  inStoreSession(session_id: $sessionId) {
    id
    status
    ttl_dt
  }
}
    `, {"operation":"query","hash":"sha256:a45fea2d29ff16767f2b79ba32f752e0c9511b1508862bf805889d6cff1da69d"}) as unknown as TypedDocumentString<InStoreSessionQuery, InStoreSessionQueryVariables>;
export const SetInStoreSessionDocument = new TypedDocumentString(`
    mutation SetInStoreSession($cartId: String!, $sessionId: String!) {
  setInStoreSessionOnCart(input: {cart_id: $cartId, session_id: $sessionId}) {
    ttl_dt
    cart {
      ...InStoreCartFlag
    }
  }
}
    fragment InStoreCartFlag on Cart {
  isInStoreOrder
  in_store_location
  in_store_table
}`, {"operation":"mutation","hash":"sha256:0e9d45f92d75c5c823ae6dfe2ec50cfcbd0e2cc6a70f4c0ecd28e7f0af5fb099"}) as unknown as TypedDocumentString<SetInStoreSessionMutation, SetInStoreSessionMutationVariables>;
export const RemoveInStoreSessionDocument = new TypedDocumentString(`
    mutation RemoveInStoreSession($cartId: String!) {
  removeInStoreSessionFromCart(input: {cart_id: $cartId}) {
    cart {
      isInStoreOrder
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:f85b9120b1ea58fe6d39c2f47947ff8d89c7b1120f0ad5aec04b85323fcf8e93"}) as unknown as TypedDocumentString<RemoveInStoreSessionMutation, RemoveInStoreSessionMutationVariables>;
export const NewsletterSubscribeDocument = new TypedDocumentString(`
    mutation NewsletterSubscribe($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    `, {"operation":"mutation","hash":"sha256:1620568c94a12f5e16a5a319b40b9ff5c94b1a20598a69e8662d72aa08b484c0"}) as unknown as TypedDocumentString<NewsletterSubscribeMutation, NewsletterSubscribeMutationVariables>;
export const NewsletterConfirmDocument = new TypedDocumentString(`
    mutation NewsletterConfirm($code: String!) {
  confirmNewsletterSubscription(code: $code) {
    status
  }
}
    `, {"operation":"mutation","hash":"sha256:c2991845e11d666ad13ded4083981fd45faf7493c6d8b9a048d9905932882ab5"}) as unknown as TypedDocumentString<NewsletterConfirmMutation, NewsletterConfirmMutationVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($sku: String!) {
  storeConfig {
    timezone
  }
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      __typename
      sku
      name
      url_key
      brand
      brand_url_key
      ean
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
        maximum_price {
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
            size_surcharges {
              sku
              surcharge {
                value
              }
            }
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
      ...ProductGiftcardChoices
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
}
fragment ProductGiftcardChoices on GiftCardProduct {
  giftcard_amounts
  allow_open_amount
  open_amount_min
  open_amount_max
  giftcard_types
}`, {"operation":"query","hash":"sha256:916023ab08d7e1322db80a5b670f91262c8ff52a8e9cd09664b1b9a331259774"}) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const QuickSearchDocument = new TypedDocumentString(`
    query QuickSearch($search: String!, $filters: [ListFilterInput!], $isQuickSearch: Boolean, $page: Int, $itemsPerPage: Int) {
  search(
    search: $search
    filters: $filters
    isQuickSearch: $isQuickSearch
    page: $page
    itemsPerPage: $itemsPerPage
  ) {
    productData {
      products {
        ...ProductTile
      }
    }
    ...SearchAround
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
fragment SearchSuggestions on SearchSuggestData {
  suggestions {
    label
    count
    url
    search
  }
}
fragment SearchAround on SearchResult {
  productData {
    totalCount
    filters {
      key
      options {
        label
        count
        urlPath
        position
      }
    }
  }
  urlData {
    search
    urls {
      label
      url
    }
  }
  suggestData {
    ...SearchSuggestions
  }
}`, {"operation":"query","hash":"sha256:30b71ae67126abe7532dd2f1d9edd1e305bec841789cd577104339b18b76fd2a"}) as unknown as TypedDocumentString<QuickSearchQuery, QuickSearchQueryVariables>;
export const SearchPageDocument = new TypedDocumentString(`
    query SearchPage($search: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String) {
  productList(
    search: $search
    filters: $filters
    page: $page
    itemsPerPage: $itemsPerPage
    sortOrder: $sortOrder
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
fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:d847a7bcc7b17fd90aa8a89f74178308381bc41bcd3b4f71b9037965e1bdcc47"}) as unknown as TypedDocumentString<SearchPageQuery, SearchPageQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($search: String!) {
  search(search: $search, isQuickSearch: true, page: 1, itemsPerPage: 4) {
    suggestData {
      ...SearchSuggestions
    }
  }
}
    fragment SearchSuggestions on SearchSuggestData {
  suggestions {
    label
    count
    url
    search
  }
}`, {"operation":"query","hash":"sha256:016290409645f7ff867c0189816342aa9409dcc2ecd4bfefaf199f5958c5a3b1"}) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const NotFoundPageDocument = new TypedDocumentString(`
    query NotFoundPage($lang: String!) {
  contentPage(uid: "404", lang: $lang) {
    ...ContentPageFields
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}`, {"operation":"query","hash":"sha256:ad4a43eaf536865c5ae11fb5dedac37962ed81c411892ed2f65bcff7714d3ea6"}) as unknown as TypedDocumentString<NotFoundPageQuery, NotFoundPageQueryVariables>;
export const RouteDocument = new TypedDocumentString(`
    query Route($url: String!) {
  route(url: $url) {
    __typename
    type
    relative_url
    redirect_code
    ... on CmsPage {
      identifier
    }
    ... on ProductInterface {
      sku
    }
    ... on CategoryTree {
      url_path
    }
  }
}
    `, {"operation":"query","hash":"sha256:6c7b449a699b033a4c00b955e11dc8c92629e0a6d0ee68fb8811eca9742b47d2"}) as unknown as TypedDocumentString<RouteQuery, RouteQueryVariables>;
export const StoreConfigurationDocument = new TypedDocumentString(`
    query StoreConfiguration {
  storeConfig {
    code
  }
  availableStores {
    ...StoreConfigFields
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
    fragment StoreConfigFields on StoreConfig {
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
}`, {"operation":"query","hash":"sha256:73309a95fdb7e0dba8db1a99182bd9859077477742b7b48640217bca41a45133"}) as unknown as TypedDocumentString<StoreConfigurationQuery, StoreConfigurationQueryVariables>;
export const ShellDocument = new TypedDocumentString(`
    query Shell($lang: String!) {
  layout(lang: $lang) {
    trustedShop {
      rating
      review_count
      url
    }
    uspHeader {
      ...ShellSellingPoint
    }
    uspFooter {
      ...ShellSellingPoint
    }
    footerIcons {
      title
      link_group {
        ...ShellLink
      }
    }
    headerMenu {
      link_groups {
        ...ShellLink
      }
    }
    footerMenus {
      uid
      title
      link_group {
        ...ShellLink
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
    fragment ShellSellingPoint on SellingPoint {
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
fragment ShellLink on LinkGroupItem {
  label
  icon
  link {
    href
  }
}`, {"operation":"query","hash":"sha256:c626f1e336aabb328d352c13d3bed4fa8ed1eb716f45133ab81ea199aa362f61"}) as unknown as TypedDocumentString<ShellQuery, ShellQueryVariables>;
export const StoreLocatorDocument = new TypedDocumentString(`
    query StoreLocator($uid: String!, $lang: String!, $pageSize: Int!, $brandstoresOnly: Boolean!) {
  storeLocations(
    uid: $uid
    lang: $lang
    pageSize: $pageSize
    currentPage: 1
    brandstoresOnly: $brandstoresOnly
  ) {
    currentPage
    pageSize
    total
    page {
      ...ContentPageFields
    }
    locations {
      ...StoreLocationFields
    }
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}
fragment ProductTile on ProductListItem {
  ...ProductCard
  hover_image
  color
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
}
fragment StoreLocationFields on StoreLocation {
  id
  url_key
  title
  street
  house_number
  house_number_addition
  zipcode
  city
  country
  lat
  lng
  position
  is_brandstore
  phone
  opening_hours {
    day
    hours
  }
}`, {"operation":"query","hash":"sha256:4c2aded40923e18aac09c9039afc18bd0ef2454642aa6636ec2cca7d49b6baab"}) as unknown as TypedDocumentString<StoreLocatorQuery, StoreLocatorQueryVariables>;
export const StoreLocationDocument = new TypedDocumentString(`
    query StoreLocation($urlKey: String!) {
  storeLocation(urlKey: $urlKey) {
    ...StoreLocationFields
  }
}
    fragment StoreLocationFields on StoreLocation {
  id
  url_key
  title
  street
  house_number
  house_number_addition
  zipcode
  city
  country
  lat
  lng
  position
  is_brandstore
  phone
  opening_hours {
    day
    hours
  }
}`, {"operation":"query","hash":"sha256:9320457c4b696e7a251bb315c0ff274b3e299eddc5cca494168a0393937550c1"}) as unknown as TypedDocumentString<StoreLocationQuery, StoreLocationQueryVariables>;
export const CustomerWishlistDocument = new TypedDocumentString(`
    query CustomerWishlist($pageSize: Int!) {
  customer {
    wishlists(pageSize: 1, currentPage: 1) {
      id
      items_count
      items_v2(currentPage: 1, pageSize: $pageSize) {
        items {
          id
          added_at
          product {
            sku
          }
        }
      }
    }
  }
}
    `, {"operation":"query","hash":"sha256:82f63649b14e5e6f5fe88e2863a5c6dc8ecb04650f40e87bef27f30914ed9633"}) as unknown as TypedDocumentString<CustomerWishlistQuery, CustomerWishlistQueryVariables>;
export const CustomerWishlistIdDocument = new TypedDocumentString(`
    query CustomerWishlistId {
  customer {
    wishlist {
      id
    }
  }
}
    `, {"operation":"query","hash":"sha256:377cbcebf5e2039684eb41bdc7fc8f2e07f533c9bcbb7ff3d836049c6a8cec20"}) as unknown as TypedDocumentString<CustomerWishlistIdQuery, CustomerWishlistIdQueryVariables>;
export const WishlistTilesDocument = new TypedDocumentString(`
    query WishlistTiles($skus: [String!]!) {
  productsBySkus(skus: $skus) {
    ...ProductCard
  }
}
    fragment ProductCard on ProductListItem {
  sku
  urlKey
  type
  brand
  name
  image
  price
  regularPrice
  availability
  inStock
}`, {"operation":"query","hash":"sha256:0439ad6d2b8252f101d999ad7f660b806190633aecf1c457d6819252c92e0d8c"}) as unknown as TypedDocumentString<WishlistTilesQuery, WishlistTilesQueryVariables>;
export const WishlistAddDocument = new TypedDocumentString(`
    mutation WishlistAdd($wishlistId: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      error_code
      error_params {
        name
        value
      }
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:531d0539386bb22046a4b80a63cfaf3402617dc692ea7901975a41a5c0c8a5e7"}) as unknown as TypedDocumentString<WishlistAddMutation, WishlistAddMutationVariables>;
export const WishlistRemoveDocument = new TypedDocumentString(`
    mutation WishlistRemove($wishlistId: ID!, $itemIds: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `, {"operation":"mutation","hash":"sha256:1039cd53f2c19224a32c4ee5b77e42f08152eb8e8005c1b1ae732a204c8621f0"}) as unknown as TypedDocumentString<WishlistRemoveMutation, WishlistRemoveMutationVariables>;