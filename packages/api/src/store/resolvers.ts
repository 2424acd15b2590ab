import { getContentPage } from '../content/service.ts';
import type { ContentPage, Resolvers } from '../platform/generated/resolvers.ts';
import { findStoreLocation, listStoreLocations } from './locations.ts';
import { inputError } from '../platform/errors.ts';
import { freeShippingLimitDefault, isLocale } from '@shop/rules';
import { magentoCurrency, magentoStoreConfigFields, magentoStoreConfigResolvers } from './magento-config.ts';
import { listCountries, listStores, type StoreRow } from './service.ts';

/** Brand names are the same in every language; the generic methods are named in the store's. */
const PAYMENT_ICON_LABELS: Record<string, string> = {
  ideal: 'iDEAL',
  mastercard: 'Mastercard',
  visa: 'Visa',
  paypal: 'PayPal',
  klarna: 'Klarna',
  afterpay: 'Riverty',
  applepay: 'Apple Pay',
  bancontact: 'Bancontact',
  amex: 'American Express',
};

const GENERIC_PAYMENT_LABELS: Record<string, Record<'nl' | 'en' | 'de', string>> = {
  banktransfer: { nl: 'Bankoverschrijving', en: 'Bank transfer', de: 'Banküberweisung' },
  creditcard: { nl: 'Creditcard', en: 'Credit card', de: 'Kreditkarte' },
  giftcard: { nl: 'Cadeaukaart', en: 'Gift card', de: 'Geschenkkarte' },
};

function paymentIconLabel(icon: string, language: string): string {
  const generic = GENERIC_PAYMENT_LABELS[iconCode(icon)];
  if (generic) return generic[isLocale(language) ? language : 'en'];
  return PAYMENT_ICON_LABELS[icon] ?? icon;
}

function iconCode(icon: string): string {
  return icon.replace(/\s+/g, '');
}

/** Shapes a store row as Magento's StoreConfig. */
export function storeConfigView(store: StoreRow) {
  return {
    id: store.id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    website_name: store.websiteName,
    locale: store.locale,
    language: store.language,
    base_currency_code: store.baseCurrencyCode,
    default_display_currency_code: store.baseCurrencyCode,
    timezone: store.timezone,
    base_url: store.baseUrl,
    base_link_url: store.baseUrl,
    secure_base_url: store.secureBaseUrl,
    secure_base_link_url: store.secureBaseUrl,
    free_shipping_limit: store.freeShippingLimit == null ? freeShippingLimitDefault : store.freeShippingLimit / 100,
    free_shipping_enabled: store.freeShippingLimit != null,
    default_country: store.defaultCountry,
    telephone_required: store.telephoneRequired,
    payment_icons: store.paymentIcons.map((icon) => ({
      icon: iconCode(icon),
      label: paymentIconLabel(icon, store.language),
      url: `/media/payment/${iconCode(icon)}.svg`,
    })),
    storeInformation: {
      ...store.storeInformation,
      email: store.storeInformation.email ?? null,
      trusted_shops_id: store.storeInformation.trusted_shops_id ?? null,
    },
    tax_label: store.taxLabel,
    delivery_personalization: store.deliveryPersonalization,
    is_default_store: store.isDefault,
    ...magentoStoreConfigFields(store),
  };
}

export const storeResolvers: Resolvers = {
  StoreConfig: magentoStoreConfigResolvers,
  Query: {
    storeConfig: (_root, _args, ctx) => storeConfigView(ctx.store),
    currency: (_root, _args, ctx) => magentoCurrency(ctx.store),
    // No reCAPTCHA: Venia loads none when the configuration is null.
    recaptchaV3Config: () => null,
    availableStores: async (_root, _args, ctx) => (await listStores(ctx.db)).map(storeConfigView),
    countries: (_root, _args, ctx) => listCountries(ctx.db, ctx.store),
    country: async (_root, args, ctx) => {
      const all = await listCountries(ctx.db, ctx.store);
      return all.find((c) => c.id === args.id.toUpperCase()) ?? null;
    },
    storeLocations: async (_root, args, ctx) => {
      const locator = await listStoreLocations(ctx, args);
      // The page's product tiles come from ContentBlock.products when asked for (see content/resolvers.ts).
      const page = (await getContentPage(ctx, args.uid, args.lang)) as ContentPage | null;
      return { ...locator, page };
    },
    storeLocation: (_root, args, ctx) => findStoreLocation(ctx, args.urlKey),
  },
  Mutation: {
    // Magento answers so when its contact form is switched off; the shop has none to switch on.
    contactUs: () => {
      throw inputError('CONTACT_FORM_UNAVAILABLE', {}, 'The contact form is unavailable.');
    },
  },
};
