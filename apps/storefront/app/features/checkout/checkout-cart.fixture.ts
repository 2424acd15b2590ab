import type { PlacedOrder } from './order-model.ts';
import type { CheckoutCart } from './summary-model.ts';

/** A Dutch address as the checkout cart carries it. */
export const checkoutAddressFixture = {
  firstname: 'Jan',
  lastname: 'de Vries',
  company: null,
  street: ['Kalverstraat', '12'],
  postcode: '1012AB',
  city: 'Amsterdam',
  telephone: null,
  country: { code: 'NL', label: 'Nederland' },
};

/** The same address as the API takes it (street lines, country code), with an addition and a phone number. */
export const cartAddressInputFixture = {
  firstname: 'Jan',
  lastname: 'de Vries',
  company: null,
  street: ['Kalverstraat', '12', 'a'],
  postcode: '1012AB',
  city: 'Amsterdam',
  country_code: 'NL',
  telephone: '0612345678',
};

/** The same address as a shopper types it into the checkout's shipping fields. */
export const typedShippingFixture = {
  'shipping.firstname': 'Jan',
  'shipping.lastname': 'de Vries',
  'shipping.street': 'Kalverstraat',
  'shipping.houseNumber': '12',
  'shipping.postcode': '1012AB',
  'shipping.city': 'Amsterdam',
  'shipping.countryCode': 'NL',
};

/** That address as the shipping address, delivered at home by PostNL for `amount` euro. */
export const homeDeliveryFixture = (amount: number): CheckoutCart['shipping_addresses'][number] => ({
  ...checkoutAddressFixture,
  pickup_location_code: null,
  available_shipping_methods: [],
  selected_shipping_method: {
    carrier_code: 'postnl',
    carrier_title: 'PostNL',
    method_code: 'standard',
    method_title: 'Thuisbezorgd',
    shipment_type: 'home',
    amount: { value: amount },
  },
});

/** iDEAL with one issuer, as the API offers it. */
export const idealMethodFixture: CheckoutCart['available_payment_methods'][number] = {
  code: 'ideal',
  title: 'iDEAL',
  icon: 'ideal',
  payment_provider_data: [{ key: 'issuer', values: [{ code: 'ing', name: 'ING' }] }],
};

/** A cart with one shirt at `price` euro, nothing paid yet and no addresses, payable by iDEAL. */
export const checkoutCartFixture = (price: number, overrides: Partial<CheckoutCart> = {}): CheckoutCart => ({
  id: 'a'.repeat(32),
  email: 'jan@example.nl',
  shippingManagerOption: null,
  total_quantity: 1,
  prices: { original_subtotal_including_tax: { value: price }, grand_total: { value: price }, discount_totals: [], applied_taxes: [] },
  items: [
    {
      id: '1',
      quantity: 1,
      sku: 'VA-1-M',
      errors: [],
      prices: { row_total_including_tax: { value: price } },
      product: { sku: 'VA-1', name: 'Overhemd', brand: null, image: { url: '', label: '' } },
    },
  ],
  billing_address: null,
  shipping_addresses: [],
  available_payment_methods: [idealMethodFixture],
  selected_payment_method: { code: '', title: '', issuer: null },
  applied_gift_cards: [],
  amount_due: { value: price },
  ...overrides,
});

/** An order as placed: shirt, home delivery, iDEAL, the Dutch address for both (OC1, OC2); overrides per test. */
export const placedOrderFixture = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => ({
  number: 'NL123456789',
  order_date: '2025-03-11T09:00:00.000Z',
  status: 'processing',
  email: 'jan@example.nl',
  is_in_store_order: false,
  in_store_location: null,
  in_store_table: null,
  carrier: 'PostNL',
  shipping_method: 'Thuisbezorgd',
  pickup_location_code: null,
  payment_methods: [{ name: 'iDEAL', type: 'ideal' }],
  applied_gift_cards: [],
  amount_due: { value: 49.95 },
  billing_address: cartAddressInputFixture,
  shipping_address: cartAddressInputFixture,
  items: [
    {
      id: '1',
      product_name: 'Overhemd',
      product_sku: 'VA-1-M',
      parent_sku: 'VA-1',
      quantity_ordered: 1,
      status: 'Ordered',
      product_sale_price_incl_tax: { value: 49.95, currency: 'EUR' },
      row_total_incl_tax: { value: 49.95 },
      selected_options: [{ label: 'Maat', value: 'M' }],
    },
  ],
  total: {
    subtotal_incl_tax: { value: 49.95 },
    discounts: [],
    shipping_handling: { amount_including_tax: { value: 0 } },
    taxes: [{ title: 'BTW', amount: { value: 8.67 } }],
    grand_total: { value: 49.95 },
  },
  ...overrides,
});
