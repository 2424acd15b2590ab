import { paymentCodes } from '@shop/rules';
import type { paymentMethods, shippingMethods } from '../../src/platform/schema.ts';
import { t, type Texts } from '../text.ts';
import { STORE_LANGUAGES } from './stores.ts';

type ShippingRow = typeof shippingMethods.$inferInsert;
type PaymentRow = typeof paymentMethods.$inferInsert;

interface MethodSpec {
  carrierCode: string;
  methodCode: string;
  carrierTitle: Texts;
  methodTitle: Texts;
  shipmentType: 'home' | 'parcel_point' | 'store_pickup';
  price: number;
  freeAboveLimit: boolean;
}

const POSTNL = t('PostNL', 'PostNL', 'PostNL');
const DHL = t('DHL', 'DHL', 'DHL');
const INSTORE = t('Van Arkel winkel', 'Van Arkel store', 'Van Arkel Geschäft');

const STORE_PICKUP: MethodSpec = {
  carrierCode: 'instore',
  methodCode: 'pickup',
  carrierTitle: INSTORE,
  methodTitle: t('Gratis afhalen in de winkel', 'Free collection in store', 'Kostenlose Abholung im Geschäft'),
  shipmentType: 'store_pickup',
  price: 0,
  freeAboveLimit: false,
};

const DUTCH_METHODS: MethodSpec[] = [
  {
    carrierCode: 'postnl',
    methodCode: 'standard',
    carrierTitle: POSTNL,
    methodTitle: t('Thuisbezorgd', 'Home delivery', 'Lieferung nach Hause'),
    shipmentType: 'home',
    price: 495,
    freeAboveLimit: true,
  },
  {
    carrierCode: 'postnl',
    methodCode: 'evening',
    carrierTitle: POSTNL,
    methodTitle: t('Avondbezorging', 'Evening delivery', 'Abendzustellung'),
    shipmentType: 'home',
    price: 695,
    freeAboveLimit: false,
  },
  {
    carrierCode: 'postnl',
    methodCode: 'pickup',
    carrierTitle: POSTNL,
    methodTitle: t('Ophalen bij een PostNL-punt', 'Collect at a PostNL point', 'Abholung an einer PostNL-Filiale'),
    shipmentType: 'parcel_point',
    price: 395,
    freeAboveLimit: true,
  },
  STORE_PICKUP,
];

const DHL_METHODS: MethodSpec[] = [
  {
    carrierCode: 'dhl',
    methodCode: 'standard',
    carrierTitle: DHL,
    methodTitle: t('Thuisbezorgd', 'Home delivery', 'Lieferung nach Hause'),
    shipmentType: 'home',
    price: 695,
    freeAboveLimit: true,
  },
  {
    carrierCode: 'dhl',
    methodCode: 'servicepoint',
    carrierTitle: DHL,
    methodTitle: t('Ophalen bij een DHL ServicePoint', 'Collect at a DHL ServicePoint', 'Abholung im DHL Paketshop'),
    shipmentType: 'parcel_point',
    price: 495,
    freeAboveLimit: true,
  },
];

/** Stores with shops of their own also offer collection in store. */
const STORES_WITH_SHOPS = new Set(['be', 'de']);

/** Delivery options per store: PostNL in the Netherlands, DHL elsewhere. */
export function buildShippingMethods(): ShippingRow[] {
  return STORE_LANGUAGES.flatMap(({ code }) => {
    const methods = code === 'nl' ? DUTCH_METHODS : STORES_WITH_SHOPS.has(code) ? [...DHL_METHODS, STORE_PICKUP] : DHL_METHODS;
    return methods.map((method, index) => ({ storeCode: code, ...method, position: index + 1 }));
  });
}

const IDEAL_ISSUERS: [code: string, name: string][] = [
  ['abnamro', 'ABN AMRO'],
  ['ing', 'ING'],
  ['rabobank', 'Rabobank'],
  ['asnbank', 'ASN Bank'],
  ['bunq', 'bunq'],
  ['knab', 'Knab'],
  ['snsbank', 'SNS'],
  ['triodos', 'Triodos Bank'],
];

/** Bank transfer and the gift cards' zero total carry Magento's codes (decision 062). */
const { bankTransfer: TRANSFER, zeroTotal: FREE } = paymentCodes;

const PAYMENT_TITLES: Record<string, Texts> = {
  ideal: t('iDEAL', 'iDEAL', 'iDEAL'),
  bancontact: t('Bancontact', 'Bancontact', 'Bancontact'),
  creditcard: t('Creditcard', 'Credit card', 'Kreditkarte'),
  paypal: t('PayPal', 'PayPal', 'PayPal'),
  klarna: t('Achteraf betalen met Klarna', 'Pay later with Klarna', 'Später bezahlen mit Klarna'),
  [TRANSFER]: t('Bankoverschrijving', 'Bank transfer', 'Banküberweisung'),
  [FREE]: t('Van Arkel cadeaukaart', 'Van Arkel gift card', 'Van Arkel Geschenkkarte'),
};

/** The badge of a method whose code is Magento's: bank transfer and gift cards keep their pictures. */
const PAYMENT_ICONS: Record<string, string> = {
  [TRANSFER]: 'banktransfer',
  [FREE]: 'giftcard',
};

const METHODS_BY_STORE: Record<string, string[]> = {
  nl: ['ideal', 'creditcard', 'paypal', 'klarna', TRANSFER, FREE],
  be: ['bancontact', 'ideal', 'creditcard', 'paypal', 'klarna', TRANSFER, FREE],
  de: ['paypal', 'klarna', 'creditcard', TRANSFER, FREE],
  ch: ['creditcard', 'paypal', 'klarna', TRANSFER, FREE],
};
const INTERNATIONAL_METHODS = ['creditcard', 'paypal', 'klarna', TRANSFER, FREE];

/** Payment methods per store; iDEAL carries its issuing banks. */
export function buildPaymentMethods(): PaymentRow[] {
  return STORE_LANGUAGES.flatMap(({ code }) =>
    (METHODS_BY_STORE[code] ?? INTERNATIONAL_METHODS).map((method, index) => ({
      storeCode: code,
      code: method,
      title: PAYMENT_TITLES[method] ?? t(method, method, method),
      icon: PAYMENT_ICONS[method] ?? method,
      issuers:
        method === 'ideal' ? IDEAL_ISSUERS.map(([issuer, name]) => ({ code: issuer, name, img: `/payment-icons/${issuer}.svg` })) : [],
      position: index + 1,
    })),
  );
}
