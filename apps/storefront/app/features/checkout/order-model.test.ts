import { describe, expect, it } from 'vitest';
import { placedOrderFixture } from './checkout-cart.fixture.ts';
import { toOrderConfirmation } from './order-model.ts';

const order = placedOrderFixture();

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
