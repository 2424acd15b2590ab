import { describe, expect, it } from 'vitest';
import { cartProductLists } from '@shop/rules';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { crossSellSkus, loadCartCrossSell } from './cart-lists.server.ts';

const CART_ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function line(sku: string, crossSells: string[]) {
  return { product: { sku, crosssell_products: crossSells.map((cross) => ({ sku: cross })) } };
}

function tile(sku: string, inStock = true) {
  return { sku, inStock, name: sku };
}

describe("the cart page's product lists (CA30)", () => {
  it('offers each cross-sell once, never a product the cart already holds', () => {
    const cart = { items: [line('SHIRT', ['TIE', 'BELT', 'TROUSERS']), line('TROUSERS', ['BELT', 'SHIRT', 'SOCKS'])] };
    expect(crossSellSkus(cart)).toEqual(['TIE', 'BELT', 'SOCKS']);
  });

  it(`asks at most ${cartProductLists.crossSellLimit} products, four to a page`, () => {
    const many = Array.from({ length: 30 }, (_, n) => `X${n}`);
    expect(crossSellSkus({ items: [line('SHIRT', many)] })).toHaveLength(cartProductLists.crossSellLimit);
    expect(cartProductLists.productsPerPage).toBe(4);
  });

  it('shows the tiles that can be bought, and nothing when the API fails', async () => {
    const { context, calls } = fakeContext({
      CartCrossSell: () => ({ cart: { items: [line('SHIRT', ['TIE', 'BELT'])] } }),
      ProductTiles: ({ skus }) => ({ productsBySkus: (skus as string[]).map((sku) => tile(sku, sku !== 'BELT')) }),
    });
    expect((await loadCartCrossSell(context, CART_ID)).map((product) => product.sku)).toEqual(['TIE']);
    expect(calls.map((call) => call.operation)).toEqual(['CartCrossSell', 'ProductTiles']);

    const failing = fakeContext({
      CartCrossSell: () => {
        throw new Error('down');
      },
    });
    expect(await loadCartCrossSell(failing.context, CART_ID)).toEqual([]);
    expect(failing.warnings).toEqual(['the cart page cross-sells could not be loaded']);
  });
});
