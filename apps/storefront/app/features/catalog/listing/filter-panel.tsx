import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { useHydrated } from '../../../ui/hooks.ts';
import type { FilterOptionView, ListingView, OptionFilterView } from './listing-model.ts';
import { RangeFilter } from './range-filter.tsx';
import { isStaged } from './staged-filters.ts';
import { useStagedFilters, type FilterStaging } from './use-staged-filters.ts';
import styles from './filter-panel.module.css';

/** Id of the filter panel; the toolbar's button opens it as a drawer on small screens. */
export const FILTER_PANEL_ID = 'listing-filters';

/**
 * One option. Without JavaScript it is a plain link to the filtered address (C18). Once scripts
 * run it is a checkbox that stages the choice (C20) until the shopper applies the panel: its click
 * never follows the link, so it is an anchor, not a router `<Link>` (a listing has about a hundred).
 */
function OptionLink({ filter, option, staging }: { filter: OptionFilterView; option: FilterOptionView; staging: FilterStaging }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const label = option.labelId ? intl.formatMessage({ id: option.labelId }) : option.label;
  const swatch = filter.type === 'swatch';
  const checked = hydrated ? isStaged(staging.staged, filter.key, option.value) : option.selected;
  const stage = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    staging.toggle(filter.key, option.value);
  };
  const checkbox = hydrated
    ? {
        role: 'checkbox',
        'aria-checked': checked,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === ' ') stage(event);
        },
      }
    : {};
  return (
    <a
      href={option.href}
      className={checked ? `${styles.option} ${styles.selected}` : styles.option}
      rel="nofollow"
      // Whenever scripts run, also in the moment between the panel's hydration and its taking up
      // that they do (the first tap that hydrates it, decision 067): the markup is not written by it.
      onClick={stage}
      {...checkbox}
    >
      <span
        className={swatch ? styles.swatch : styles.box}
        style={swatch && option.swatch ? { background: option.swatch } : undefined}
        aria-hidden="true"
      />
      <span className={styles.optionLabel}>
        {label}
        {checked && !hydrated ? <span className="visually-hidden">, {intl.formatMessage({ id: 'catalog.filters.selected' })}</span> : null}
      </span>
      <span className={styles.optionCount}>
        <span aria-hidden="true">{option.count}</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'catalog.filters.optionCount' }, { count: option.count })}</span>
      </span>
    </a>
  );
}

/** Options with an address of their own (sub-categories): always links, they lead to another listing. */
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

/** Apply, cancel and clear: the panel's footer; the count on the apply button comes live (C16). */
function PanelFooter({ staging }: { staging: FilterStaging }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { total, pending } = staging.count;
  const label =
    total === null
      ? intl.formatMessage({ id: 'catalog.filters.showUnknown' })
      : intl.formatMessage({ id: 'catalog.filters.show' }, { count: total });
  const announcement = staging.dirty && !pending && total !== null ? intl.formatMessage({ id: 'catalog.count' }, { count: total }) : '';
  const showActions = hydrated && (staging.dirty || staging.hasAny);
  // On a phone cancelling also closes the drawer. By hand, not with popovertarget: the reset takes
  // this button out of the page before the browser would act on that attribute.
  const cancel = (event: MouseEvent<HTMLButtonElement>) => {
    const drawer = event.currentTarget.closest<HTMLElement>('[popover]');
    staging.reset();
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  };

  return (
    <div className={staging.dirty ? `${styles.footer} ${styles.footerPending}` : styles.footer}>
      {showActions ? (
        <div className={styles.footerActions}>
          {staging.dirty ? (
            <button type="button" className={styles.secondaryButton} onClick={cancel}>
              {intl.formatMessage({ id: 'catalog.filters.cancel' })}
            </button>
          ) : null}
          {staging.hasAny ? (
            <button type="button" className={styles.secondaryButton} onClick={staging.clear}>
              {intl.formatMessage({ id: 'catalog.filters.clearAll' })}
            </button>
          ) : null}
        </div>
      ) : null}
      {/* Without JavaScript this only closes the drawer: every option already applied itself. */}
      <button
        type="button"
        className={styles.showButton}
        popoverTarget={FILTER_PANEL_ID}
        popoverTargetAction="hide"
        onClick={staging.apply}
        aria-busy={pending || undefined}
        data-pending={pending || undefined}
        disabled={staging.dirty && total === 0 ? true : undefined}
      >
        {label}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The filter panel (C16–C20): groups in position order, open where the API says so. Options are
 * plain links so filtering works without JavaScript; with it, choices are staged and applied
 * together with a live count. On small screens it is a slide-in drawer (a native popover, so it
 * opens and closes without JavaScript too).
 */
export function FilterPanel({ listing }: { listing: ListingView }) {
  const intl = useIntl();
  const staging = useStagedFilters(listing);
  const panelRef = useRef<HTMLElement>(null);
  const resetRef = useRef(staging.reset);
  resetRef.current = staging.reset;

  // Closing the drawer without applying is "cancel": what was staged is dropped (C20).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') resetRef.current();
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <aside id={FILTER_PANEL_ID} ref={panelRef} popover="auto" className={styles.panel} aria-labelledby={`${FILTER_PANEL_ID}-title`}>
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
                <RangeFilter filter={filter} basePath={listing.basePath} staging={staging} />
              ) : filter.hasUrl ? (
                <PathLinks filter={filter} />
              ) : (
                <ul className={filter.type === 'swatch' ? styles.swatchList : styles.optionList}>
                  {filter.options.map((option) => (
                    <li key={option.value}>
                      <OptionLink filter={filter} option={option} staging={staging} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </details>
        ))}
      </div>
      <PanelFooter staging={staging} />
    </aside>
  );
}
