import { useId, type ChangeEvent } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Form } from 'react-router';
import { LISTING_FORM_FIELD } from './listing-request.ts';
import type { ListingView } from './listing-model.ts';
import styles from './sort-form.module.css';

/**
 * Sort order and items per page (C6–C8) as a GET form: without JavaScript the shopper presses the
 * button; with it, a change submits at once and the button is only there for screen readers.
 * CSS decides that from `scripting`, not hydration, so the toolbar does not move when the page
 * hydrates (CLS).
 */
export function SortForm({ listing }: { listing: ListingView }) {
  const intl = useIntl();
  const id = useId();
  const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

  return (
    <Form method="get" action={listing.basePath} className={styles.sortForm} preventScrollReset>
      <input type="hidden" name={LISTING_FORM_FIELD} value={listing.sortCarried} />
      <label className={styles.selectField} htmlFor={`${id}-sort`}>
        <span className={styles.selectLabel}>{intl.formatMessage({ id: 'catalog.sort.label' })}</span>
        <select
          id={`${id}-sort`}
          name="sort"
          className={styles.select}
          defaultValue={listing.sort}
          key={`sort-${listing.sort}`}
          onChange={submitOnChange}
        >
          {listing.sortOptions.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: `catalog.sort.${sort}` })}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.selectField} ${styles.limitField}`} htmlFor={`${id}-limit`}>
        <span className={styles.selectLabel}>{intl.formatMessage({ id: 'catalog.limit.label' })}</span>
        <select
          id={`${id}-limit`}
          name="limit"
          className={styles.select}
          defaultValue={listing.itemsPerPage}
          key={`limit-${listing.itemsPerPage}`}
          onChange={submitOnChange}
        >
          {listing.limitOptions.map((limit) => (
            <option key={limit} value={limit}>
              {intl.formatMessage({ id: 'catalog.limit.option' }, { count: limit })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.applyButton}>
        {intl.formatMessage({ id: 'catalog.apply' })}
      </button>
    </Form>
  );
}
