import { pushDataLayer } from '../analytics/data-layer.ts';
import type { AddToCartEcommerce } from './add-to-cart/add-result.ts';
import type { CartLineView } from './cart-model.ts';

/** AN4: the GA4-shaped addToCart event, after clearing the previous ecommerce object as GA4 advises. */
export function pushAddToCart(ecommerce: AddToCartEcommerce): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({ event: 'addToCart', ecommerce });
}

/** AN5: removeFromCart for a line removed on the cart page or in the cart error modal. */
export function pushRemoveFromCart(item: CartLineView['analytics']): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event: 'removeFromCart',
    ecommerce: { currency: 'EUR', value: item.price * item.quantity, items: [item] },
  });
}
