import { useEffect, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { ProductTile } from '../catalog/product-tile.tsx';
import { Carousel } from '../content/blocks/carousel.tsx';
import { loadRecentlyViewed, recordView } from './recently-viewed.ts';
import styles from './recently-viewed.module.css';

/** Tile widths in the slider: 2.25 per view on phones, 4 from 48em, 6 from 80em. */
const TILE_SIZES = '(min-width: 80em) 186px, (min-width: 48em) 22vw, 40vw';

/** Local storage, or null where the browser refuses it (some private modes throw on access). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * "Recently viewed" on a product page (RV1–RV5): records this product in the browser's list and
 * shows the products viewed before it as a slider, this product left out. Rendered only in the
 * browser, after the page (the page loads this module once it runs): nothing shows until the
 * tiles arrive, and a failure shows nothing.
 */
export default function RecentlyViewed({ sku }: { sku: string }) {
  const intl = useIntl();
  const [products, setProducts] = useState<ProductTileFragment[]>([]);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    const earlier = recordView(storage, sku);
    if (earlier.length === 0) return;
    const controller = new AbortController();
    void loadRecentlyViewed(earlier, { signal: controller.signal }).then((tiles) => {
      if (!controller.signal.aborted) setProducts(tiles.filter((tile) => tile.sku !== sku));
    });
    return () => controller.abort();
  }, [sku]);

  if (products.length === 0) return null;
  const title = intl.formatMessage({ id: 'product.recentlyViewed' });
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.title}>
        {title}
      </h2>
      <Carousel label={title} variant="products">
        {products.map((product, index) => (
          <ProductTile key={product.sku} product={product} listName={title} position={index} sizes={TILE_SIZES} />
        ))}
      </Carousel>
    </section>
  );
}
