import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../../lib/api-context.fixture.ts';
import { addToCartAction } from './add-to-cart.server.ts';
import type { AddToCartResult } from './add-result.ts';

const tile = (sku: string, inStock: boolean) => ({
  __typename: 'SimpleProduct',
  sku,
  name: `Product ${sku}`,
  inStock,
});

const product = {
  __typename: 'SimpleProduct',
  sku: 'BELT',
  name: 'Suède riem',
  brand: 'Van Arkel',
  url_key: 'suede-riem',
  stock_status: 'IN_STOCK',
  available_soon: false,
  image: { url: null, label: null },
  crosssell_products: ['A', 'B', 'C', 'D', 'E', 'F'].map((sku) => ({ sku })),
};

const cart = {
  id: 'cart-1',
  total_quantity: 1,
  items: [{ __typename: 'SimpleCartItem', sku: 'BELT', quantity: 1, prices: { price_including_tax: { value: 49.95 } } }],
};

async function add(crossSells: ReturnType<typeof tile>[]) {
  const { context, calls } = fakeContext({
    CartAddProduct: () => ({ products: { items: [product] } }),
    CartCreateEmpty: () => ({ createEmptyCart: 'cart-1' }),
    CartAddSimple: () => ({ addSimpleProductsToCart: { cart } }),
    ProductTiles: () => ({ productsBySkus: crossSells }),
  });
  const form = new FormData();
  form.set('add', 'BELT');
  form.set('enhanced', '1');
  const response = (await addToCartAction(new Request('http://shop.test/cart/add', { method: 'POST', body: form }), context)) as {
    data: AddToCartResult;
  };
  return { result: response.data, calls };
}

describe('the added-to-cart pop-up’s cross-sells (CA10)', () => {
  it('offers only products that can be added now, up to four, asking for more than it shows', async () => {
    const { result, calls } = await add([
      tile('A', false),
      tile('B', true),
      tile('C', false),
      tile('D', true),
      tile('E', true),
      tile('F', true),
    ]);
    expect(result.ok && result.crossSell.map((p) => p.sku)).toEqual(['B', 'D', 'E', 'F']);
    expect(calls.find((c) => c.operation === 'ProductTiles')?.variables.skus).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('shows no grid when every cross-sell is sold out', async () => {
    const { result } = await add([tile('A', false), tile('B', false)]);
    expect(result.ok && result.crossSell).toEqual([]);
  });
});
