import { describe, expect, it } from 'vitest';
import { colourOptionFixture, sizeOptionFixture, variantFixture } from '../../product/variant-selection.fixture.ts';
import { choiceParams, missingChoices, resolveAddRequest, type AddableProduct } from './add-request.ts';

const sizeOption = sizeOptionFixture;
const colourOption = colourOptionFixture;
const variant = variantFixture;

const shirt: AddableProduct = {
  __typename: 'ConfigurableProduct',
  sku: 'SHIRT',
  stock_status: 'IN_STOCK',
  available_soon: false,
  configurable_options: [sizeOption, colourOption],
  variants: [variant('SHIRT-S', 11), variant('SHIRT-M', 12, false), variant('SHIRT-L', 13), variant('SHIRT-L-B', 13)],
};

describe('resolveAddRequest: configurable products (D6–D9, CA9)', () => {
  it('sends the first variant matching every chosen option with its parent sku', () => {
    expect(resolveAddRequest(shirt, new URLSearchParams('size=L'))).toEqual({
      ok: true,
      request: { kind: 'configurable', parentSku: 'SHIRT', sku: 'SHIRT-L' },
    });
  });

  it('reads the size label in any case, as the page address carries it', () => {
    expect(resolveAddRequest(shirt, new URLSearchParams('size=s'))).toMatchObject({ ok: true, request: { sku: 'SHIRT-S' } });
  });

  it('refuses without a size (D9) and for a sold-out size (D8)', () => {
    expect(resolveAddRequest(shirt, new URLSearchParams())).toEqual({ ok: false, problem: 'size' });
    expect(resolveAddRequest(shirt, new URLSearchParams('size=XXL'))).toEqual({ ok: false, problem: 'size' });
    expect(resolveAddRequest(shirt, new URLSearchParams('size=M'))).toEqual({ ok: false, problem: 'soldOut' });
  });
});

describe('resolveAddRequest: other product types', () => {
  it('adds a simple product by its sku unless it is sold out or not yet available', () => {
    const tie = { __typename: 'SimpleProduct', sku: 'TIE', stock_status: 'IN_STOCK', available_soon: false };
    expect(resolveAddRequest(tie, new URLSearchParams())).toEqual({ ok: true, request: { kind: 'simple', sku: 'TIE' } });
    expect(resolveAddRequest({ ...tie, stock_status: 'OUT_OF_STOCK' }, new URLSearchParams())).toEqual({ ok: false, problem: 'soldOut' });
    expect(resolveAddRequest({ ...tie, available_soon: true }, new URLSearchParams())).toEqual({ ok: false, problem: 'soldOut' });
  });

  it('adds a bundle with each part in its chosen size (D10)', () => {
    const suit: AddableProduct = {
      __typename: 'BundleProduct',
      sku: 'SUIT',
      stock_status: 'IN_STOCK',
      items: [
        {
          option_id: 8,
          position: 2,
          options: [{ quantity: 1, product: { __typename: 'SimpleProduct', sku: 'TIE', stock_status: 'IN_STOCK' } }],
        },
        { option_id: 7, position: 1, options: [{ quantity: 1, product: { ...shirt } }] },
      ],
    };
    expect(resolveAddRequest(suit, new URLSearchParams('item-7-size=L'))).toEqual({
      ok: true,
      request: {
        kind: 'bundle',
        sku: 'SUIT',
        options: [
          { id: 7, quantity: 1, value: ['SHIRT-L'] },
          { id: 8, quantity: 1, value: ['TIE'] },
        ],
      },
    });
    expect(resolveAddRequest(suit, new URLSearchParams('size=L'))).toEqual({ ok: false, problem: 'size' });
  });

  it('does not add a gift card here (it needs an amount and type)', () => {
    const card = { __typename: 'GiftCardProduct', sku: 'giftcard', stock_status: 'IN_STOCK' };
    expect(resolveAddRequest(card, new URLSearchParams())).toEqual({ ok: false, problem: 'unsupported' });
  });
});

describe('form helpers', () => {
  it('lists the size pickers without an answer (D9: no request then)', () => {
    const form = new FormData();
    form.set('item-7-size', 'L');
    expect(
      missingChoices(
        [
          { prefix: 'item-7-', codes: ['size'] },
          { prefix: 'item-8-', codes: ['size'] },
        ],
        form,
      ),
    ).toEqual(['item-8-size']);
  });

  it('keeps only option parameters when sending the shopper back', () => {
    const form = new FormData();
    form.set('add', 'SHIRT');
    form.set('enhanced', '1');
    form.set('size', 'L');
    form.set('item-7-size', 'M');
    form.set('<script>', 'x');
    expect(choiceParams(form).toString()).toBe('size=L&item-7-size=M');
  });
});
