import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import type { ListingView } from './listing-model.ts';
import styles from './pagination-nav.module.css';

/** Previous, next and numbered pages as plain links, so paging works without JavaScript (C28). */
export function PaginationNav({ listing }: { listing: ListingView }) {
  const intl = useIntl();
  const { previous, next, items } = listing.pagination;
  if (items.length === 0 && !previous) return null;

  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
      {previous ? (
        <Link to={previous} className={styles.pageStep} rel="prev">
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden-on-phones">{intl.formatMessage({ id: 'catalog.pagination.previous' })}</span>
        </Link>
      ) : (
        <span className={styles.pageStepPlaceholder} aria-hidden="true" />
      )}
      <ol className={styles.pageList}>
        {items.map((item) =>
          'gap' in item ? (
            <li key={item.key} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={item.href ?? '#'}
                className={item.current ? `${styles.pageLink} ${styles.pageCurrent}` : styles.pageLink}
                aria-current={item.current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.pagination.page' }, { page: item.page })}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link to={next} className={styles.pageStep} rel="next">
          <span className="visually-hidden-on-phones">{intl.formatMessage({ id: 'catalog.pagination.next' })}</span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span className={styles.pageStepPlaceholder} aria-hidden="true" />
      )}
    </nav>
  );
}
