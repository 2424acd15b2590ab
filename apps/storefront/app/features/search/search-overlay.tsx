/* The search overlay's body (000 §2, §9; S8–S16), part of the quick search loaded on demand. */
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { PricePair } from '../../ui/price-pair.tsx';
import { useLocale } from '../../lib/money.ts';
import { pushProductClick } from '../catalog/analytics.ts';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { toProductTileView } from '../catalog/product-tile-model.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { searchResultsHref, type SearchLink } from './quick-search-model.ts';
import { recentToShow } from './recent-searches.ts';
import type { QuickSearchState } from './use-quick-search.ts';
import styles from './search-overlay.module.css';
import { ViewImage } from '../../ui/view-image.tsx';

/** Analytics list name of the overlay's products (productClick, AN6). */
export const QUICK_SEARCH_LIST = 'Quick search';

const PRODUCT_IMAGE_SIZES = '(min-width: 64em) 180px, 72px';

export interface SearchOverlayProps {
  id: string;
  search: QuickSearchState;
  /** The header field: ArrowUp from the first result and Escape return here. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Where the overlay starts: the header's bottom edge, in px from the top of the viewport. */
  top: number;
}

/** The focusable results in document order: what the arrow keys move through. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
}

/** Arrow keys move through the results; ArrowUp from the first goes back to the field. */
function onArrowKeys(event: KeyboardEvent<HTMLElement>, inputRef: RefObject<HTMLInputElement | null>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = focusables(event.currentTarget);
  const index = items.indexOf(document.activeElement as HTMLElement);
  event.preventDefault();
  if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)]?.focus();
  else if (index <= 0) inputRef.current?.focus();
  else items[index - 1]?.focus();
}

/** The overlay's link groups under the recent searches, in this order (S2). */
const LINK_GROUPS = ['suggestions', 'categories', 'brands', 'pages'] as const;

function Group({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.group}>
      <div className={styles.groupHead}>
        <h2 className={styles.groupTitle}>{title}</h2>
        {action}
      </div>
      {children}
    </div>
  );
}

function LinkList({ links, kind }: { links: SearchLink[]; kind: string }) {
  return (
    <ul className={styles.links} data-kind={kind}>
      {links.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          <Link to={link.href} className={styles.link}>
            <span className={styles.linkLabel}>{link.label}</span>
            {link.count !== null ? <span className={styles.linkCount}>{link.count}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function QuickSearchProduct({ product, position }: { product: ProductTileFragment; position: number }) {
  const locale = useLocale();
  const view = toProductTileView(product, locale);
  return (
    <Link to={view.href} className={styles.product} onClick={() => pushProductClick(view.analyticsItem, QUICK_SEARCH_LIST, position)}>
      <span className={styles.productMedia}>
        {view.image ? (
          <ViewImage image={view.image} className={styles.productImage} sizes={PRODUCT_IMAGE_SIZES} alt="" decoding="async" />
        ) : null}
      </span>
      <span className={styles.productBody}>
        {view.brand ? <span className={styles.productBrand}>{view.brand}</span> : null}
        <span className={styles.productName}>{view.name}</span>
        <span className={styles.productPrices}>
          <PricePair
            regular={view.regularPrice}
            price={view.price}
            classes={{ regular: styles.productRegular, sale: styles.productSale }}
          />
        </span>
      </span>
    </Link>
  );
}

/** Recent searches, suggestions, categories, brands, pages and up to three products with a view-all button. */
export function SearchOverlay({ id, search, inputRef, top }: SearchOverlayProps) {
  const intl = useIntl();
  const { view, status, query } = search;
  const recent = recentToShow(search.recent, query);
  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) search.close();
  };
  const close = () => {
    search.close();
    inputRef.current?.focus();
  };
  const busy = status === 'loading';
  // Following a result: the page scroll unlocks before the router scrolls the next page to the top.
  const closeBeforeLeaving = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]')) search.close();
  };

  return (
    <div className={styles.backdrop} style={{ top }} onClick={closeOnBackdrop}>
      <section
        id={id}
        className={styles.panel}
        aria-label={intl.formatMessage({ id: 'search.overlay.label' })}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={(event) => onArrowKeys(event, inputRef)}
        onClickCapture={closeBeforeLeaving}
      >
        <div className={`container ${styles.inner}`}>
          <div className={styles.aside}>
            {recent.length > 0 ? (
              <Group
                title={intl.formatMessage({ id: 'search.overlay.recent' })}
                action={
                  <button
                    type="button"
                    className={styles.clear}
                    onClick={search.clearRecent}
                    aria-label={intl.formatMessage({ id: 'search.overlay.recentClearLabel' })}
                  >
                    {intl.formatMessage({ id: 'search.overlay.recentClear' })}
                  </button>
                }
              >
                <LinkList kind="recent" links={recent.map((term) => ({ label: term, href: searchResultsHref(term), count: null }))} />
              </Group>
            ) : null}
            {view
              ? LINK_GROUPS.map((kind) =>
                  view[kind].length > 0 ? (
                    <Group key={kind} title={intl.formatMessage({ id: `search.overlay.${kind}` })}>
                      <LinkList kind={kind} links={view[kind]} />
                    </Group>
                  ) : null,
                )
              : null}
          </div>

          <div className={styles.main} data-busy={busy}>
            {status === 'error' ? (
              <p className={styles.message} role="alert">
                {intl.formatMessage({ id: 'search.overlay.error' })}
              </p>
            ) : view ? (
              <>
                <div className={styles.groupHead}>
                  <h2 className={styles.groupTitle}>{intl.formatMessage({ id: 'search.overlay.products' })}</h2>
                  <span className={styles.count} data-testid="search-count">
                    {intl.formatMessage({ id: 'search.overlay.count' }, { count: view.totalCount })}
                  </span>
                </div>
                {view.products.length > 0 ? (
                  <>
                    <ul className={styles.products}>
                      {view.products.map((product, index) => (
                        <li key={product.sku}>
                          <QuickSearchProduct product={product} position={index} />
                        </li>
                      ))}
                    </ul>
                    <Link to={view.viewAllHref} className={styles.viewAll}>
                      {intl.formatMessage({ id: 'search.overlay.viewAll' })}
                    </Link>
                  </>
                ) : (
                  <p className={styles.message}>{intl.formatMessage({ id: 'search.overlay.noItems' }, { query: view.query })}</p>
                )}
              </>
            ) : (
              <p className={styles.message}>{intl.formatMessage({ id: 'search.overlay.loading' })}</p>
            )}
          </div>

          <button type="button" className={styles.close} onClick={close} aria-label={intl.formatMessage({ id: 'search.overlay.close' })}>
            <CloseIcon size={22} />
          </button>
        </div>
      </section>
    </div>
  );
}
