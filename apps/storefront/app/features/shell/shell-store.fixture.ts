import type { StoreConfigFieldsFragment as StoreConfig } from '../../graphql/graphql.ts';

/** The Dutch store's contact block with no address, phone, e-mail, opening hours or Trusted Shops id filled in. */
export const storeInformationFixture: StoreConfig['storeInformation'] = {
  name: 'Van Arkel',
  phone: '',
  email: null,
  trusted_shops_id: null,
  hours: '',
  street_line1: '',
  street_line2: '',
  postcode: '',
  city: '',
  country_id: 'NL',
};

/**
 * The Dutch store's configuration as the server's store configuration answers it and the shell
 * reads it: the default store, euro, Amsterdam time, free shipping from 100.
 */
export const storeConfigFixture = (overrides: Partial<StoreConfig> = {}): StoreConfig => ({
  code: 'nl',
  store_code: 'nl',
  store_name: 'Nederland',
  website_name: 'Van Arkel',
  locale: 'nl_NL',
  language: 'nl',
  base_currency_code: 'EUR',
  timezone: 'Europe/Amsterdam',
  base_url: 'http://localhost:3000/',
  secure_base_url: 'http://localhost:3000/',
  is_default_store: true,
  free_shipping_limit: 100,
  free_shipping_enabled: true,
  default_country: 'NL',
  telephone_required: false,
  delivery_personalization: false,
  tax_label: 'BTW',
  payment_icons: [],
  storeInformation: storeInformationFixture,
  ...overrides,
});
