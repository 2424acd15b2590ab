import { describe, expect, it } from 'vitest';
import { cartWith, configurableLine, giftCardLine, simpleLine } from './cart.fixture.ts';
import { joinLineErrors, quantityOptions, toCartLineView, toCartView } from './cart-model.ts';

const freeShipping = { free_shipping_enabled: true, free_shipping_limit: 100 };

describe('cart subtotal and Korting (001 §9; CA16; decision 040)', () => {
  it("shows the API's regular subtotal and its OFFER total as Korting", () => {
    const cart = toCartView(cartWith([configurableLine(1, 100, 80, 2)]), null, 'nl');
    expect(cart.subtotal).toBe('€ 200,-');
    expect(cart.discount).toBe('- € 40,-');
    expect(cart.grandTotal).toBe('€ 160,-');
  });

  it('counts gift cards at their amount', () => {
    expect(toCartView(cartWith([giftCardLine(1, 50, 2), simpleLine(2, 30, 30, 1)]), null, 'nl').subtotal).toBe('€ 130,-');
  });

  it('reads the amounts the API gives and does not add the lines up itself', () => {
    const cart = cartWith([simpleLine(1, 30, 30, 1)]);
    const view = toCartView(
      {
        ...cart,
        prices: {
          ...cart.prices,
          original_subtotal_including_tax: { value: 49.95 },
          discount_totals: [{ kind: 'OFFER', label: null, amount: { value: 19.95 } }],
        },
      },
      null,
      'nl',
    );
    expect(view).toMatchObject({ subtotal: '€ 49,95', discount: '- € 19,95' });
  });

  it('shows no Korting row when nothing is discounted', () => {
    expect(toCartView(cartWith([simpleLine(1, 30, 30, 3)]), null, 'nl').discount).toBeNull();
  });

  it('keeps the coupon apart from the Korting row so nothing is counted twice', () => {
    const cart = toCartView(cartWith([configurableLine(1, 100, 80, 1)], { coupon: { label: 'WELKOM10', value: 10 } }), null, 'nl');
    expect(cart.discount).toBe('- € 20,-');
    expect(cart.discounts).toEqual([{ label: 'WELKOM10', amount: '- € 10,-' }]);
    expect(cart.grandTotal).toBe('€ 70,-');
  });

  it('leaves gift cards to the checkout: they pay, they do not discount (CO18)', () => {
    const cart = cartWith([simpleLine(1, 30, 30, 1)]);
    const view = toCartView(
      { ...cart, prices: { ...cart.prices, discount_totals: [{ kind: 'GIFT_CARD', label: null, amount: { value: 10 } }] } },
      null,
      'nl',
    );
    expect(view).toMatchObject({ discount: null, discounts: [] });
  });
});

describe('discount row threshold (CA15)', () => {
  it('hides a difference under 0.1 and shows one of 0.10', () => {
    expect(toCartView(cartWith([configurableLine(1, 10.05, 10, 1)]), null, 'nl').discount).toBeNull();
    expect(toCartView(cartWith([configurableLine(1, 10.1, 10, 1)]), null, 'nl').discount).toBe('- € 0,10');
  });

  it('hides a coupon row under 0.1', () => {
    const cart = toCartView(cartWith([simpleLine(1, 10, 10, 1)], { coupon: { label: 'Afronding', value: 0.05 } }), null, 'nl');
    expect(cart.discounts).toEqual([]);
  });
});

describe('cart lines (CA5, CA15)', () => {
  it('shows a line priced under 0.1 as free', () => {
    const line = toCartLineView(simpleLine(1, 0.05, 0.05, 1), 'nl');
    expect(line.unitPrice).toEqual({ amount: null, regular: null });
    expect(toCartLineView(simpleLine(2, 0.1, 0.1, 1), 'nl').unitPrice.amount).toBe('€ 0,10');
  });

  it('strikes through the regular price of a discounted line and names the size', () => {
    const line = toCartLineView(configurableLine(7, 100, 80, 2), 'nl');
    expect(line.id).toBe(7);
    expect(line.unitPrice).toEqual({ amount: '€ 80,-', regular: '€ 100,-' });
    expect(line.rowTotal).toEqual({ amount: '€ 160,-', regular: '€ 200,-' });
    expect(line.options).toEqual([{ label: 'Maat', value: 'M' }]);
    expect(line.analytics).toEqual({ item_id: 'SHIRT-7', item_name: 'Overhemd 7', item_brand: 'Van Arkel', price: 80, quantity: 2 });
  });

  it('joins line errors with a comma, each text once (CA15)', () => {
    const text = (id: string) => ({ id, values: {} });
    expect(joinLineErrors([text('a'), text('b')], (error) => error.id)).toBe('a, b');
    expect(joinLineErrors([text('a'), text('b')], () => 'Niet op voorraad')).toBe('Niet op voorraad');
  });

  it('lists lines with errors for the cart error modal (CA21)', () => {
    const cart = toCartView(
      cartWith([configurableLine(1, 50, 50, 1), configurableLine(2, 50, 50, 4, ['CART_LINE_OUT_OF_STOCK'])]),
      null,
      'nl',
    );
    expect(cart.errorLineIds).toEqual([2]);
    expect(cart.hasStockShortage).toBe(true);
    // The line shows the text of its code, never the API's English words.
    expect(cart.lines[1]?.errors).toEqual([{ id: 'apiError.CART_LINE_OUT_OF_STOCK', values: { sku: 'SHIRT-2-M' } }]);
  });

  it('CA15: a line below its minimum is an error but no stock shortage', () => {
    const cart = toCartView(cartWith([configurableLine(1, 50, 50, 1, ['CART_PRODUCT_UNAVAILABLE'])]), null, 'nl');
    expect(cart.errorLineIds).toEqual([1]);
    expect(cart.hasStockShortage).toBe(false);
  });
});

describe('free shipping (CA28)', () => {
  it("tells the API's remainder for the store that applies it", () => {
    const cart = toCartView(cartWith([simpleLine(1, 45.95, 45.95, 1)], { freeShippingRemaining: 54.05 }), freeShipping, 'nl');
    expect(cart.freeShipping).toEqual({ remaining: '€ 54,05', progress: 46 });
  });

  it('follows the API after a coupon: the remainder is what the API says, not the lines', () => {
    const lines = [simpleLine(1, 100, 100, 1)];
    const cart = toCartView(cartWith(lines, { coupon: { label: 'HERFST15', value: 15 }, freeShippingRemaining: 15 }), freeShipping, 'en');
    expect(cart.freeShipping).toEqual({ remaining: '€15.-', progress: 85 });
  });

  it('says free once the limit is reached, and nothing for other stores', () => {
    expect(toCartView(cartWith([simpleLine(1, 120, 120, 1)]), freeShipping, 'nl').freeShipping).toEqual({ remaining: null, progress: 100 });
    expect(
      toCartView(
        cartWith([simpleLine(1, 20, 20, 1)], { freeShippingRemaining: 80 }),
        { ...freeShipping, free_shipping_enabled: false },
        'nl',
      ).freeShipping,
    ).toBeNull();
  });
});

describe('quantityOptions (CA13)', () => {
  it('offers whole steps within the sale limits and the stock, always including the current quantity', () => {
    expect(quantityOptions(1, { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10000 }, null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityOptions(2, { qty_increments: 2, min_sale_qty: 1, max_sale_qty: 6 }, null)).toEqual([2, 4, 6]);
    expect(quantityOptions(5, { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10000 }, 3)).toEqual([1, 2, 3, 5]);
  });
});
