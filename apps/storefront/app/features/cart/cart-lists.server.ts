import type { AppLoadContext } from 'react-router';
import { cartProductLists } from '@shop/rules';
import type { CartCrossSellQuery as CartCrossSellAnswer, ProductTileFragment } from '../../graphql/graphql.ts';
import { ProductTilesQuery } from '../catalog/product-tile-fragment.ts';
import { CartCrossSellQuery } from './cart-lists-query.ts';

/** The cross-sell skus of the cart's products, each once, leaving out what the cart already holds. */
export function crossSellSkus(cart: CartCrossSellAnswer['cart']): string[] {
  const inCart = new Set(cart.items.map((item) => item.product.sku));
  const skus = cart.items.flatMap((item) => item.product.crosssell_products.map((product) => product.sku));
  return [...new Set(skus)].filter((sku) => !inCart.has(sku)).slice(0, cartProductLists.crossSellLimit);
}

/**
 * The cart page's cross-sell list (CA30): tiles of the products offered with the cart's products
 * that can be bought. Streamed after the page; a failure only costs the list.
 */
export async function loadCartCrossSell(context: AppLoadContext, cartId: string): Promise<ProductTileFragment[]> {
  try {
    const { cart } = await context.api.query(CartCrossSellQuery, { cartId });
    const skus = crossSellSkus(cart);
    if (skus.length === 0) return [];
    const { productsBySkus } = await context.api.query(ProductTilesQuery, { skus });
    return productsBySkus.filter((product) => product.inStock);
  } catch (error) {
    context.log.warn({ err: error }, 'the cart page cross-sells could not be loaded');
    return [];
  }
}
