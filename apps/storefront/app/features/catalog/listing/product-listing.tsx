import { useViewItemList } from '../../analytics/hooks.ts';
import { useMemo } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { ProductTile, TILE_SIZES } from '../product-tile.tsx';
import { useRememberListing } from '../remember-listing.ts';
import { colourCodesFromFilters, TileColourContext } from '../tile-colours.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel, FILTER_PANEL_ID } from './filter-panel.tsx';
import type { ListingView } from './listing-model.ts';
import { PaginationNav } from './pagination-nav.tsx';
import { SortForm } from './sort-form.tsx';
import { HydrateOnDemand } from '../../../ui/hydrate-on-demand.tsx';
import { useCspNonce } from '../../../lib/csp-nonce.ts';
import { useViewMode, VIEW_MODE_ATTRIBUTE, VIEW_MODE_SCRIPT } from './view-mode.ts';
import { ViewToggle } from './view-toggle.tsx';
import styles from './listing.module.css';

/**
 * Tiles in the first row load eagerly: they are what the shopper sees first (four on a wide screen).
 * Those after the phone's first row keep the browser's own priority, which it raises once layout
 * shows them in view (a wide screen), so on a phone they do not share its link with the first
 * row's pictures, the stylesheet and the fonts (decision 067).
 */
const EAGER_TILES = 4;
/**
 * Tiles whose pictures load at high priority: the first row on a phone, where the largest picture is
 * one of them. React's server render preloads them from the top of the document head.
 */
const PRELOADED_TILES = 2;
/** Image sizes in the large view (C11): one column on phones, two on tablets, three beside the filters. */
const LARGE_TILE_SIZES = '(min-width: 80em) 300px, (min-width: 64em) 23vw, (min-width: 48em) 45vw, 92vw';

export interface ProductListingProps {
  listing: ListingView;
  /** Name of the list for analytics (category or brand name). */
  listName: string;
}

/** The listing body shared by category and brand pages: toolbar, filters, tiles and pages. */
export function ProductListing({ listing, listName }: ProductListingProps) {
  const intl = useIntl();
  useRememberListing();
  useViewItemList(listName, listing.products, (listing.page - 1) * listing.itemsPerPage);
  const hasFilters = listing.filters.length > 0;
  const empty = listing.products.length === 0;
  // The category chip is the page itself, not a choice made in the panel.
  const chosen = listing.chips.filter((chip) => chip.key !== 'category').length;
  const [viewMode, setViewMode] = useViewMode();
  const nonce = useCspNonce();
  const colourCodes = useMemo(() => colourCodesFromFilters(listing.filters), [listing.filters]);

  return (
    // The inline script may set the view before hydration; React then catches up without a warning.
    <div className={styles.listing} {...{ [VIEW_MODE_ATTRIBUTE]: viewMode }} suppressHydrationWarning>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VIEW_MODE_SCRIPT }} />
      <div className={styles.toolbar}>
        {hasFilters ? (
          <button type="button" className={styles.filterButton} popoverTarget={FILTER_PANEL_ID}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className={styles.filterIcon}>
              <path d="M1 4h9M14 4h1M1 12h2M7 12h8" stroke="currentColor" strokeWidth="1.4" fill="none" />
              <circle cx="12" cy="4" r="1.8" stroke="currentColor" strokeWidth="1.4" fill="none" />
              <circle cx="5" cy="12" r="1.8" stroke="currentColor" strokeWidth="1.4" fill="none" />
            </svg>
            {intl.formatMessage({ id: 'catalog.filters.open' })}
            {chosen > 0 ? <span className={styles.filterBadge}>{chosen}</span> : null}
          </button>
        ) : null}
        <p className={styles.count} role="status">
          {intl.formatMessage({ id: 'catalog.count' }, { count: listing.totalCount })}
        </p>
        <ViewToggle mode={viewMode} onChange={setViewMode} />
        <SortForm listing={listing} />
      </div>

      <div className={hasFilters ? styles.layout : styles.layoutWide}>
        {hasFilters ? (
          // Half of a listing's elements; on a phone a closed drawer (decision 067).
          <HydrateOnDemand target={FILTER_PANEL_ID}>
            <FilterPanel listing={listing} />
          </HydrateOnDemand>
        ) : null}
        <div className={styles.results}>
          <ActiveFilters chips={listing.chips} clearAllHref={listing.clearAllHref} />
          {empty ? (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{intl.formatMessage({ id: 'catalog.empty.title' })}</h2>
              <p>{intl.formatMessage({ id: 'catalog.empty.text' })}</p>
              {listing.pastLastPage ? (
                <Link className={styles.emptyLink} to={listing.firstPageHref}>
                  {intl.formatMessage({ id: 'catalog.empty.firstPage' })}
                </Link>
              ) : listing.clearAllHref ? (
                <Link className={styles.emptyLink} to={listing.clearAllHref}>
                  {intl.formatMessage({ id: 'catalog.empty.reset' })}
                </Link>
              ) : null}
            </div>
          ) : (
            <TileColourContext value={colourCodes}>
              <ul className={styles.grid}>
                {listing.products.map((product, index) => (
                  <li key={product.sku} className={styles.cell}>
                    <ProductTile
                      product={product}
                      listName={listName}
                      position={(listing.page - 1) * listing.itemsPerPage + index}
                      priority={index < PRELOADED_TILES ? 'high' : index < EAGER_TILES ? 'eager' : undefined}
                      sizes={viewMode === 'large' ? LARGE_TILE_SIZES : TILE_SIZES}
                    />
                  </li>
                ))}
              </ul>
            </TileColourContext>
          )}
          <PaginationNav listing={listing} />
        </div>
      </div>
    </div>
  );
}
