import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('merken/*', 'routes/brand.tsx', { id: 'brand-nl' }),
  route('brands/*', 'routes/brand.tsx', { id: 'brand-en' }),
  route('cart', 'routes/cart.tsx'),
  route('cart/add', 'routes/cart-add.tsx'),
  route('checkout', 'routes/checkout.tsx', [
    index('routes/checkout-data.tsx'),
    route('shipment', 'routes/checkout-shipment.tsx'),
    route('payment', 'routes/checkout-payment.tsx'),
    route('failed', 'routes/checkout-failed.tsx'),
    route('return', 'routes/checkout-return.tsx'),
  ]),
  route('checkout/restore', 'routes/checkout-restore.tsx'),
  route('order-complete/:id?', 'routes/order-complete.tsx'),
  route('zoeken', 'routes/search.tsx'),
  route('zoeken/suggest', 'routes/search-suggest.tsx'),
  route('listing/count', 'routes/listing-count.tsx'),
  route('recently-viewed.json', 'routes/recently-viewed.tsx'),
  route('quick-view.json', 'routes/quick-view.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('wishlist/products.json', 'routes/wishlist-products.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
