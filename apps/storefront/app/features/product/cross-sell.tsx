import { Suspense } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { Await } from 'react-router';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { ProductTile } from '../catalog/product-tile.tsx';
import styles from './cross-sell.module.css';

const CROSS_SELL_SIZES = '(min-width: 80em) 294px, (min-width: 64em) 22vw, (min-width: 48em) 46vw, 45vw';

/** "Combine with": the cross-sell products as tiles, streamed in after the page. */
export function CrossSell({ products }: { products: Promise<ProductTileFragment[]> }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'product.crossSell' });
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(items) =>
          items.length === 0 ? null : (
            <section className={styles.crossSell} aria-labelledby="cross-sell-title">
              <h2 id="cross-sell-title" className={styles.crossSellTitle}>
                {title}
              </h2>
              <ul className={styles.crossSellGrid}>
                {items.slice(0, 8).map((product, index) => (
                  <li key={product.sku}>
                    <ProductTile product={product} listName={title} position={index} sizes={CROSS_SELL_SIZES} />
                  </li>
                ))}
              </ul>
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}
