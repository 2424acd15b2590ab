import { Suspense, useEffect, useState } from 'react';
import { Await } from 'react-router';
import { cartProductLists } from '@shop/rules';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { ProductTile } from '../catalog/product-tile.tsx';
import { Carousel } from '../content/blocks/carousel.tsx';
import { loadRecentlyViewed, readRecentlyViewed } from '../product/recently-viewed.ts';
import styles from '../product/recently-viewed.module.css';

/** Tile widths: two and a bit on phones, four per page from 48em (CA30). */
const TILE_SIZES = '(min-width: 80em) 294px, (min-width: 48em) 22vw, 40vw';

function ProductList({ id, title, products }: { id: string; title: string; products: ProductTileFragment[] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <Carousel label={title} variant="products" perPage={cartProductLists.productsPerPage}>
        {products.map((product, index) => (
          <ProductTile key={product.sku} product={product} listName={title} position={index} sizes={TILE_SIZES} />
        ))}
      </Carousel>
    </section>
  );
}

/** The products this browser viewed before, without the cart's own (RV1–RV5 read, nothing recorded). */
function RecentlyViewedList({ cartSkus }: { cartSkus: readonly string[] }) {
  const intl = useIntl();
  const [products, setProducts] = useState<ProductTileFragment[]>([]);
  const skusKey = cartSkus.join(',');
  useEffect(() => {
    let viewed: string[];
    try {
      viewed = readRecentlyViewed(window.localStorage);
    } catch {
      return;
    }
    const inCart = new Set(skusKey.split(','));
    const wanted = viewed.filter((sku) => !inCart.has(sku));
    if (wanted.length === 0) return;
    const controller = new AbortController();
    void loadRecentlyViewed(wanted, { signal: controller.signal }).then((tiles) => {
      if (!controller.signal.aborted) setProducts(tiles.filter((tile) => !inCart.has(tile.sku)));
    });
    return () => controller.abort();
  }, [skusKey]);
  return <ProductList id="cart-recently-viewed" title={intl.formatMessage({ id: 'product.recentlyViewed' })} products={products} />;
}

/**
 * The cart page's product lists (CA30, decision 055): the products offered with the cart's
 * products, then the recently viewed ones, each a row of four per page from tablet width. Loaded in
 * the browser after the page, so the cart's first load stays as it was; a failure shows no list.
 */
export default function CartProductLists({
  crossSell,
  cartSkus,
}: {
  crossSell: Promise<ProductTileFragment[]>;
  cartSkus: readonly string[];
}) {
  const intl = useIntl();
  return (
    <>
      <Suspense fallback={null}>
        <Await resolve={crossSell} errorElement={null}>
          {(products) => (
            <ProductList id="cart-cross-sell" title={intl.formatMessage({ id: 'cart.lists.crossSell' })} products={products} />
          )}
        </Await>
      </Suspense>
      <RecentlyViewedList cartSkus={cartSkus} />
    </>
  );
}
