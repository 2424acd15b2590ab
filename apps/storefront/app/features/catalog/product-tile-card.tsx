/*
 * Product tile (000 §4, §9; 001 §3; C22–C24, AN6).
 * ProductListItem fields it needs (spread the `ProductTile` fragment from ./product-tile-fragment.ts):
 *   sku, urlKey, type, brand, name, image, hover_image, price, regularPrice, color, availability,
 *   inStock, discount, sale_label, promo_text, sustainability_logo, sustainability_description,
 *   expectedsustain, related_product_list { sku, color, color_code, urlKey }
 */
import { useIntl } from '../../lib/i18n/intl.tsx';
import { PricePair } from '../../ui/price-pair.tsx';
import type { ComponentType } from 'react';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { pushProductClick } from './analytics.ts';
import { PlainLink } from '../../ui/smart-link.tsx';
import { StaticIsland } from '../../ui/static-island.tsx';
import { toProductTileView } from './product-tile-model.ts';
import { useTileColourCodes } from './tile-colours.ts';
import { useLocale } from '../../lib/money.ts';
import { WishlistHeart } from '../wishlist/wishlist-heart.tsx';
import styles from './product-tile.module.css';
import { ViewImage } from '../../ui/view-image.tsx';

export type { ProductTileFragment } from '../../graphql/graphql.ts';

/**
 * Two columns on phones, three on tablets, four beside the filters on desktops (the listing grid),
 * which stops growing with the content column.
 */
export const TILE_SIZES = '(min-width: 80em) 224px, (min-width: 64em) 17vw, (min-width: 48em) 30vw, 45vw';

export interface ProductTileProps {
  product: ProductTileFragment;
  /** Name of the list the tile sits in, for the productClick event. */
  listName?: string;
  /** Position in the list (0-based), for the productClick event. */
  position?: number;
  /**
   * How the picture loads: `high`, eagerly at high priority (the first row on a phone; React's
   * server render preloads such a picture from the top of the document head); `eager`,
   * eagerly at the browser's own priority (the rest of a wide screen's first row); otherwise lazily.
   */
  priority?: 'high' | 'eager';
  /** The `sizes` attribute for the image; defaults to the listing grid. */
  sizes?: string;
}

interface ProductTileCardProps extends ProductTileProps {
  /** The tile's quick view button (D15), when it offers one. */
  quickView?: ComponentType<{ sku: string; name: string }>;
}

/**
 * One product in a listing, slider or cross-sell row. `ProductTile` (product-tile.tsx) adds the quick
 * view; the added-to-cart pop-up's cross-sells use the card alone, since a quick view opens its own
 * pop-up again (and importing it here would close an import cycle through that pop-up).
 */
export function ProductTileCard({ product, listName, position, priority, sizes = TILE_SIZES, quickView: QuickView }: ProductTileCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const view = toProductTileView(product, locale, useTileColourCodes());
  const onClick = () => pushProductClick(view.analyticsItem, listName, position);

  return (
    <article className={styles.tile}>
      {/* The picture, names and prices are the server's markup, kept by hydration (decision 069). */}
      <StaticIsland as="a" href={view.href} data-discover="true" className={styles.link} onClick={onClick} version={product}>
        <div className={styles.media}>
          {view.image ? (
            <ViewImage
              image={view.image}
              className={styles.image}
              sizes={sizes}
              alt={[view.brand, view.name].filter(Boolean).join(' ')}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              {...(priority === 'high' ? { fetchPriority: 'high' as const } : {})}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
          {view.hoverImage ? (
            <ViewImage image={view.hoverImage} className={styles.hoverImage} sizes={sizes} alt="" loading="lazy" decoding="async" />
          ) : null}
          {view.discountPercent || view.saleLabel ? (
            <span className={styles.badges}>
              {view.discountPercent ? (
                <span className={styles.discount}>
                  {intl.formatMessage({ id: 'catalog.tile.discount' }, { percent: view.discountPercent })}
                </span>
              ) : null}
              {view.saleLabel ? <span className={styles.saleLabel}>{view.saleLabel}</span> : null}
            </span>
          ) : null}
          {view.sustainable ? (
            <span
              className={styles.sustainableMark}
              role="img"
              aria-label={view.sustainable.description ?? intl.formatMessage({ id: 'catalog.tile.sustainable' })}
              title={view.sustainable.description ?? intl.formatMessage({ id: 'catalog.tile.sustainable' })}
            >
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <path
                  d="M12 2C5 2 2 5.5 2 10.5c0 .5 0 1 .1 1.5C3 8 6 5.5 9 4.5 6.5 6 4.5 8.5 3.6 12 9.5 12.5 12 8 12 2z"
                  fill="currentColor"
                />
              </svg>
            </span>
          ) : null}
        </div>
        <span className={styles.body}>
          {view.brand ? <span className={styles.brand}>{view.brand}</span> : null}
          <span className={styles.name}>{view.name}</span>
          <span className={styles.prices}>
            <PricePair
              regular={view.regularPrice}
              price={view.price}
              classes={{ regular: styles.regularPrice, sale: styles.salePrice, price: styles.price }}
            />
          </span>
          {view.promoText ? <span className={styles.promo}>{view.promoText}</span> : null}
          {view.availableSoon ? (
            <span className={styles.note}>{intl.formatMessage({ id: 'catalog.tile.availableSoon' })}</span>
          ) : view.soldOut ? (
            <span className={styles.note}>{intl.formatMessage({ id: 'catalog.tile.soldOut' })}</span>
          ) : null}
        </span>
      </StaticIsland>
      {QuickView ? <QuickView sku={product.sku} name={view.name} /> : null}
      <WishlistHeart
        placement="tile"
        product={{ sku: product.sku, name: view.name, brand: view.brand, image: product.image, price: view.price }}
      />
      {view.swatches.length > 0 ? (
        <StaticIsland as="ul" className={styles.swatches} aria-label={intl.formatMessage({ id: 'catalog.tile.colours' })} version={product}>
          {view.swatches.map((swatch) => (
            <li key={swatch.sku}>
              <PlainLink
                href={swatch.href}
                className={styles.swatch}
                aria-label={swatch.label}
                title={swatch.label}
                aria-current={swatch.current ? 'true' : undefined}
              >
                <span className={styles.chip} style={swatch.colour ? { backgroundColor: swatch.colour } : undefined} aria-hidden="true" />
              </PlainLink>
            </li>
          ))}
          {view.moreSwatches > 0 ? (
            <li>
              <PlainLink
                href={view.href}
                className={styles.more}
                aria-label={intl.formatMessage({ id: 'catalog.tile.moreColoursLabel' }, { count: view.moreSwatches })}
              >
                {intl.formatMessage({ id: 'catalog.tile.moreColours' }, { count: view.moreSwatches })}
              </PlainLink>
            </li>
          ) : null}
        </StaticIsland>
      ) : null}
    </article>
  );
}
