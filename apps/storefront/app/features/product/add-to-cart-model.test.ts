import { describe, expect, it } from 'vitest';
import { toAddToCartView } from './add-to-cart-model.ts';
import type { SizeChoice } from './variant-selection.ts';

const sizes: SizeChoice = {
  prefix: '',
  options: [{ code: 'size', label: 'Maat', values: [] }],
  soldOutSelected: null,
  variantSku: null,
};

describe('toAddToCartView (D8, D9, CA9)', () => {
  it('needs an answer for each size picker and reads a reason sent back without scripts', () => {
    const view = toAddToCartView(
      { sku: 'SHIRT', typename: 'ConfigurableProduct', sizes, availability: { kind: 'choose' }, bundle: null },
      new URLSearchParams('cart_error=size'),
    );
    expect(view).toEqual({ sku: 'SHIRT', soldOut: false, choices: [{ prefix: '', codes: ['size'] }], failure: 'size' });
  });

  it('is disabled for sold-out or not yet available products and ignores unknown reasons', () => {
    const soldOut = toAddToCartView(
      { sku: 'TIE', typename: 'SimpleProduct', sizes: null, availability: { kind: 'sold_out' }, bundle: null },
      new URLSearchParams('cart_error=<b>'),
    );
    expect(soldOut).toMatchObject({ soldOut: true, choices: [], failure: null });
  });

  it('offers no button for gift cards', () => {
    expect(
      toAddToCartView(
        { sku: 'giftcard', typename: 'GiftCardProduct', sizes: null, availability: { kind: 'in_stock' }, bundle: null },
        new URLSearchParams(),
      ),
    ).toBeNull();
  });
});
