import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import type { FilterOptionView, ListingView, OptionFilterView } from './listing-model.ts';
import { RangeFilter } from './range-filter.tsx';
import styles from './filter-panel.module.css';

/** Id of the filter panel; the toolbar's button opens it as a drawer on small screens. */
export const FILTER_PANEL_ID = 'listing-filters';

function OptionLink({ filter, option }: { filter: OptionFilterView; option: FilterOptionView }) {
  const intl = useIntl();
  const label = option.labelId ? intl.formatMessage({ id: option.labelId }) : option.label;
  const swatch = filter.type === 'swatch';
  return (
    <Link
      to={option.href}
      className={option.selected ? `${styles.option} ${styles.selected}` : styles.option}
      preventScrollReset
      rel="nofollow"
    >
      <span
        className={swatch ? styles.swatch : styles.box}
        style={swatch && option.swatch ? { background: option.swatch } : undefined}
        aria-hidden="true"
      />
      <span className={styles.optionLabel}>
        {label}
        {option.selected ? <span className="visually-hidden">, {intl.formatMessage({ id: 'catalog.filters.selected' })}</span> : null}
      </span>
      <span className={styles.optionCount}>
        <span aria-hidden="true">{option.count}</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'catalog.filters.optionCount' }, { count: option.count })}</span>
      </span>
    </Link>
  );
}

function PathLinks({ filter }: { filter: OptionFilterView }) {
  return (
    <ul className={styles.pathList}>
      {filter.options.map((option) => (
        <li key={option.value}>
          <Link to={option.href} className={styles.pathLink}>
            {option.label}
            <span className={styles.optionCount}>{option.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filter panel (C17–C19): groups in position order, open where the API says so, options as
 * plain links so filtering works without JavaScript. On small screens it is a slide-in drawer
 * (a native popover, so it opens and closes without JavaScript too).
 */
export function FilterPanel({ listing }: { listing: ListingView }) {
  const intl = useIntl();
  return (
    <aside id={FILTER_PANEL_ID} popover="auto" className={styles.panel} aria-labelledby={`${FILTER_PANEL_ID}-title`}>
      <div className={styles.header}>
        <h2 className={styles.title} id={`${FILTER_PANEL_ID}-title`}>
          {intl.formatMessage({ id: 'catalog.filters.title' })}
        </h2>
        <button
          type="button"
          className={styles.close}
          popoverTarget={FILTER_PANEL_ID}
          popoverTargetAction="hide"
          aria-label={intl.formatMessage({ id: 'catalog.filters.close' })}
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <div className={styles.groups}>
        {listing.filters.map((filter) => (
          <details key={filter.key} className={styles.group} open={filter.isOpen}>
            <summary className={styles.summary}>{filter.label}</summary>
            <div className={styles.groupBody}>
              {filter.kind === 'range' ? (
                <RangeFilter filter={filter} basePath={listing.basePath} />
              ) : filter.hasUrl ? (
                <PathLinks filter={filter} />
              ) : (
                <ul className={filter.type === 'swatch' ? styles.swatchList : styles.optionList}>
                  {filter.options.map((option) => (
                    <li key={option.value}>
                      <OptionLink filter={filter} option={option} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </details>
        ))}
      </div>
      <div className={styles.footer}>
        <button type="button" className={styles.showButton} popoverTarget={FILTER_PANEL_ID} popoverTargetAction="hide">
          {intl.formatMessage({ id: 'catalog.filters.show' }, { count: listing.totalCount })}
        </button>
      </div>
    </aside>
  );
}
