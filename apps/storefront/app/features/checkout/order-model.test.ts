import { describe, expect, it } from 'vitest';
import { cartAddressInputFixture } from './checkout-cart.fixture.ts';
import { toOrderConfirmation, type PlacedOrder } from './order-model.ts';

const address = cartAddressInputFixture;

const order: PlacedOrder = {
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
  billing_address: address,
  shipping_address: address,
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
};

describe('toOrderConfirmation (OC1, OC2)', () => {
  it('shows number, lines, totals, addresses, delivery and payment', () => {
    const view = toOrderConfirmation(order, 'nl');
    expect(view).toMatchObject({
      number: 'NL123456789',
      date: '11 maart 2025',
      lines: [{ name: 'Overhemd', options: ['Maat: M'], quantity: 1, price: '€ 49,95' }],
      shipping: null,
      grandTotal: '€ 49,95',
      delivery: 'PostNL – Thuisbezorgd',
      payment: 'iDEAL',
    });
    expect(view.shippingAddress).toEqual({
      name: 'Jan de Vries',
      company: null,
      lines: ['Kalverstraat 12 a', '1012 AB Amsterdam', 'Nederland'],
      telephone: '0612345678',
    });
  });

  it('T8: an in-store order carries its shop and table for the badge; a web order none', () => {
    expect(toOrderConfirmation(order, 'nl').inStore).toBeNull();
    const inStore = { ...order, is_in_store_order: true, in_store_location: 'Van Arkel Utrecht', in_store_table: '7' };
    expect(toOrderConfirmation(inStore, 'nl').inStore).toEqual({ location: 'Van Arkel Utrecht', table: '7' });
    expect(toOrderConfirmation({ ...inStore, in_store_location: null }, 'nl').inStore).toEqual({ location: null, table: '7' });
  });
});
