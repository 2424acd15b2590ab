import { useIntl } from '../../../lib/i18n/intl.tsx';
import { ProductTile } from '../../catalog/product-tile.tsx';
import type { FeedBlockView, ProductSliderView } from '../models/types.ts';
import { BlockHeading } from './block-parts.tsx';
import { Carousel } from './carousel.tsx';
import styles from './product-slider.module.css';

/** Tile widths in the slider: 2.25 per view on phones, 4 from 48em, 6 from 80em (B9). */
const SLIDER_TILE_SIZES = '(min-width: 80em) 186px, (min-width: 48em) 22vw, 40vw';

/** A row of product tiles from the editor's skus (B9). */
export function ProductSlider({ data }: { data: ProductSliderView }) {
  const intl = useIntl();
  const label = data.title || intl.formatMessage({ id: 'content.products.label' });
  return (
    <div className="container">
      <BlockHeading title={data.title} subtitle={data.subtitle} className={styles.heading} />
      <Carousel label={label} variant="products">
        {data.products.map((product, index) => (
          <ProductTile key={product.sku} product={product} listName={label} position={index} sizes={SLIDER_TILE_SIZES} />
        ))}
      </Carousel>
    </div>
  );
}

/** Our own product feed in place of the feed vendor; the block is not rendered without products (B18). */
export function FeedBlock({ data }: { data: FeedBlockView }) {
  const intl = useIntl();
  return <ProductSlider data={{ title: intl.formatMessage({ id: 'content.feed.title' }), subtitle: '', products: data.products }} />;
}
