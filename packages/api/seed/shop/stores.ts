import type { countryRegions, stores } from '../../src/platform/schema.ts';
import type { Lang } from '../text.ts';
import { compactOpeningHours, FLAGSHIP_HOURS } from './locations.ts';

type StoreRow = typeof stores.$inferInsert;
type RegionRow = typeof countryRegions.$inferInsert;

const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
const ALLOWED_COUNTRIES = [...EU_COUNTRIES, 'GB', 'CH', 'NO', 'US'].sort();

const ICONS_NL = ['ideal', 'mastercard', 'visa', 'paypal', 'klarna', 'applepay', 'banktransfer'];
const ICONS_BE = ['bancontact', 'mastercard', 'visa', 'paypal', 'klarna', 'applepay', 'banktransfer'];
const ICONS_DE = ['paypal', 'klarna', 'visa', 'mastercard', 'amex', 'applepay', 'banktransfer'];
const ICONS_INTL = ['mastercard', 'visa', 'amex', 'paypal', 'klarna', 'applepay'];

interface StoreSpec {
  code: string;
  name: string;
  locale: string;
  language: Lang;
  defaultCountry: string;
  taxRateHigh: number;
  taxLabel: string;
  paymentIcons: string[];
  freeShippingLimit?: number;
  deliveryPersonalization?: boolean;
  telephoneRequired?: boolean;
}

/** Store order as the language switcher lists them. */
const STORES: StoreSpec[] = [
  {
    code: 'nl',
    name: 'Nederland',
    locale: 'nl_NL',
    language: 'nl',
    defaultCountry: 'NL',
    taxRateHigh: 2100,
    taxLabel: 'BTW 21%',
    paymentIcons: ICONS_NL,
    freeShippingLimit: 10_000,
    deliveryPersonalization: true,
  },
  {
    code: 'en',
    name: 'International',
    locale: 'en_GB',
    language: 'en',
    defaultCountry: 'NL',
    taxRateHigh: 2100,
    taxLabel: 'VAT 21%',
    paymentIcons: ICONS_INTL,
  },
  {
    code: 'gb',
    name: 'United Kingdom',
    locale: 'en_GB',
    language: 'en',
    defaultCountry: 'GB',
    taxRateHigh: 2000,
    taxLabel: 'VAT 20%',
    paymentIcons: ICONS_INTL,
    telephoneRequired: true,
  },
  {
    code: 'be',
    name: 'België',
    locale: 'nl_BE',
    language: 'nl',
    defaultCountry: 'BE',
    taxRateHigh: 2100,
    taxLabel: 'BTW 21%',
    paymentIcons: ICONS_BE,
  },
  {
    code: 'de',
    name: 'Deutschland',
    locale: 'de_DE',
    language: 'de',
    defaultCountry: 'DE',
    taxRateHigh: 1900,
    taxLabel: 'MwSt. 19%',
    paymentIcons: ICONS_DE,
  },
  {
    code: 'ch',
    name: 'Schweiz',
    locale: 'de_CH',
    language: 'de',
    defaultCountry: 'CH',
    taxRateHigh: 810,
    taxLabel: 'MwSt. 8,1%',
    paymentIcons: ICONS_DE,
    telephoneRequired: true,
  },
  {
    code: 'dk',
    name: 'Denmark',
    locale: 'en_GB',
    language: 'en',
    defaultCountry: 'DK',
    taxRateHigh: 2500,
    taxLabel: 'VAT 25%',
    paymentIcons: ICONS_INTL,
  },
  {
    code: 'no',
    name: 'Norway',
    locale: 'en_GB',
    language: 'en',
    defaultCountry: 'NO',
    taxRateHigh: 2500,
    taxLabel: 'VAT 25%',
    paymentIcons: ICONS_INTL,
    telephoneRequired: true,
  },
  {
    code: 'se',
    name: 'Sweden',
    locale: 'en_GB',
    language: 'en',
    defaultCountry: 'SE',
    taxRateHigh: 2500,
    taxLabel: 'VAT 25%',
    paymentIcons: ICONS_INTL,
  },
];

/** Store codes in switcher order, with the language each one shows its texts in. */
export const STORE_LANGUAGES: ReadonlyArray<{ code: string; language: Lang }> = STORES.map(({ code, language }) => ({ code, language }));

/** Customer service's address per store language, as the contact page names it (R21). */
const SERVICE_EMAIL: Record<Lang, string> = {
  nl: 'klantenservice@vanarkel.example',
  en: 'service@vanarkel.example',
  de: 'kundenservice@vanarkel.example',
};

/** The nine country stores; the Dutch one is the default. */
export function buildStores(): StoreRow[] {
  return STORES.map((spec, index) => ({
    code: spec.code,
    name: spec.name,
    websiteName: 'Van Arkel',
    locale: spec.locale,
    language: spec.language,
    // The operator sets the public address per store; locally every store answers on one port.
    baseUrl: 'http://localhost:3000/',
    secureBaseUrl: 'http://localhost:3000/',
    timezone: 'Europe/Amsterdam',
    baseCurrencyCode: 'EUR',
    defaultCountry: spec.defaultCountry,
    freeShippingLimit: spec.freeShippingLimit ?? null,
    telephoneRequired: spec.telephoneRequired ?? false,
    paymentIcons: spec.paymentIcons,
    storeInformation: {
      name: 'Van Arkel',
      phone: '+31 20 123 4567',
      email: SERVICE_EMAIL[spec.language],
      hours: compactOpeningHours(FLAGSHIP_HOURS, spec.language),
      street_line1: 'Pieter Cornelisz Hooftstraat 78',
      street_line2: '',
      city: 'Amsterdam',
      postcode: '1071 CB',
      country_id: 'NL',
      region_id: null,
      merchant_vat_number: 'NL123456789B01',
    },
    taxRateHigh: spec.taxRateHigh,
    taxLabel: spec.taxLabel,
    deliveryPersonalization: spec.deliveryPersonalization ?? false,
    isDefault: spec.code === 'nl',
    sortOrder: index + 1,
    allowedCountries: ALLOWED_COUNTRIES,
  }));
}

const REGIONS: Record<string, [code: string, name: string][]> = {
  US: [
    ['CA', 'California'],
    ['TX', 'Texas'],
    ['FL', 'Florida'],
    ['NY', 'New York'],
    ['PA', 'Pennsylvania'],
    ['IL', 'Illinois'],
    ['OH', 'Ohio'],
    ['GA', 'Georgia'],
    ['NC', 'North Carolina'],
    ['MI', 'Michigan'],
  ],
  CH: [
    ['ZH', 'Zürich'],
    ['BE', 'Bern'],
    ['LU', 'Luzern'],
    ['BS', 'Basel-Stadt'],
    ['GE', 'Genève'],
    ['VD', 'Vaud'],
    ['TI', 'Ticino'],
  ],
  ES: [
    ['M', 'Madrid'],
    ['B', 'Barcelona'],
    ['V', 'Valencia'],
    ['SE', 'Sevilla'],
    ['MA', 'Málaga'],
    ['PM', 'Illes Balears'],
  ],
};

/** Regions for the few allowed countries whose addresses need one. */
export function buildCountryRegions(): RegionRow[] {
  return Object.entries(REGIONS).flatMap(([countryCode, regions]) => regions.map(([code, name]) => ({ countryCode, code, name })));
}
