import { describe, expect, it } from 'vitest';
import { checkoutAddressFixture, homeDeliveryFixture } from './checkout-cart.fixture.ts';
import { checkoutPrice, checkoutProgress, toOrderSummary, type CheckoutCart } from './summary-model.ts';

/** A line the stock cannot serve, as the API lists it: by code, Magento's English text not asked for. */
const lineOutOfStock = { error_code: 'CART_LINE_OUT_OF_STOCK', error_params: [{ name: 'sku', value: 'VA-1-M' }] };

const cart: CheckoutCart = {
  id: 'c'.repeat(32),
  email: 'jan@example.nl',
  shippingManagerOption: null,
  total_quantity: 2,
  prices: {
    original_subtotal_including_tax: { value: 119.9 },
    grand_total: { value: 94.85 },
    discount_totals: [
      { kind: 'OFFER', label: null, amount: { value: 20 } },
      { kind: 'COUPON', label: 'WELKOM', amount: { value: 10 } },
      { kind: 'COUPON', label: 'Afronding', amount: { value: 0.05 } },
    ],
    applied_taxes: [{ label: 'BTW 21%', amount: { value: 16.46 } }],
  },
  items: [
    {
      id: '7',
      quantity: 2,
      sku: 'VA-1-M',
      errors: [lineOutOfStock, lineOutOfStock],
      prices: { row_total_including_tax: { value: 99.9 } },
      product: { sku: 'VA-1', name: 'Overhemd', brand: 'Van Arkel', image: { url: '/media/x.jpg', label: '' } },
      configurable_options: [{ option_label: 'Maat', value_label: 'M' }],
    },
  ],
  billing_address: checkoutAddressFixture,
  shipping_addresses: [homeDeliveryFixture(4.95)],
  available_payment_methods: [],
  selected_payment_method: { code: '', title: '', issuer: null },
  applied_gift_cards: [],
  amount_due: { value: 94.85 },
};

describe('checkoutPrice (L6)', () => {
  it('hides the currency label in Dutch and shows it in German and English', () => {
    expect(checkoutPrice(49.95, 'nl')).toBe('49,95');
    expect(checkoutPrice(49.95, 'de')).toBe('€ 49,95');
    expect(checkoutPrice(49, 'en')).toBe('€49.-');
  });
});

describe('toOrderSummary', () => {
  it('lists lines with options, one copy of each error, and the totals', () => {
    const summary = toOrderSummary(cart, 'nl');
    expect(summary.lines[0]).toMatchObject({
      name: 'Overhemd',
      options: ['Maat: M'],
      quantity: 2,
      price: '99,90',
      // Each problem once, as the text of its code: never the API's English words (CO14).
      errors: [{ id: 'apiError.CART_LINE_OUT_OF_STOCK', values: { sku: 'VA-1-M' } }],
    });
    expect(summary.lines[0]?.image?.alt).toBe('Overhemd');
    expect(summary.shipping).toEqual({ amount: '4,95', free: false });
    // As the cart shows them: the subtotal before offers, the offers' reduction, then each coupon.
    expect(summary.subtotal).toBe('119,90');
    expect(summary.discounts).toEqual({ offer: '-20,-', coupons: [{ label: 'WELKOM', amount: '-10,-' }] });
    expect(summary.grandTotal).toBe('94,85');
  });

  it('D11–D13: a gift card line shows its type, amount (without the euro sign in Dutch, L6) and recipient', () => {
    const card = {
      id: '8',
      quantity: 1,
      sku: 'giftcard',
      errors: [],
      prices: { row_total_including_tax: { value: 37.5 } },
      product: { sku: 'giftcard', name: 'Cadeaukaart', brand: 'Van Arkel', image: { url: '/media/g.jpg', label: '' } },
      giftcard_type: 'virtual',
      amount: { value: 37.5 },
      recipient_name: 'Piet',
      recipient_email: 'piet@example.com',
      sender_name: 'Jan',
      message: null,
    };
    const summary = toOrderSummary({ ...cart, items: [card] }, 'nl');
    expect(summary.lines[0]?.options).toEqual([
      'Soort: E-cadeaukaart per e-mail',
      'Bedrag: 37,50',
      'Voor: Piet (piet@example.com)',
      'Van: Jan',
    ]);
    expect(toOrderSummary({ ...cart, items: [card] }, 'de').lines[0]?.options[1]).toBe('Betrag: € 37,50');
  });

  it('has no delivery row before a method is chosen and says free when it costs nothing', () => {
    const [shipping] = cart.shipping_addresses;
    const none = { ...cart, shipping_addresses: [{ ...shipping!, selected_shipping_method: null }] };
    expect(toOrderSummary(none, 'nl').shipping).toBeNull();
    const free = {
      ...cart,
      shipping_addresses: [{ ...shipping!, selected_shipping_method: { ...shipping!.selected_shipping_method!, amount: { value: 0 } } }],
    };
    expect(toOrderSummary(free, 'nl').shipping).toEqual({ amount: null, free: true });
  });
});

describe('checkoutProgress (CO5, CO19)', () => {
  it('reads what the cart holds', () => {
    expect(checkoutProgress(cart)).toEqual({ hasEmail: true, hasShippingAddress: true, hasBillingAddress: true, hasShippingMethod: true });
    expect(checkoutProgress({ ...cart, email: null, shipping_addresses: [], billing_address: null })).toEqual({
      hasEmail: false,
      hasShippingAddress: false,
      hasBillingAddress: false,
      hasShippingMethod: false,
    });
  });
});
