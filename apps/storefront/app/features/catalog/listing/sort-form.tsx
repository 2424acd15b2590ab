import { useId, type ChangeEvent } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Form } from 'react-router';
import { LISTING_FORM_FIELD } from './listing-request.ts';
import type { ListingView } from './listing-model.ts';
import styles from './sort-form.module.css';

const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

/**
 * Sort order and items per page (C6–C8) as a GET form: without JavaScript the shopper presses the
 * button; with it, a change submits at once and the button is only there for screen readers.
 * CSS decides that from `scripting`, not hydration, so the toolbar does not move when the page
 * hydrates (CLS).
 */
export function SortForm({ listing }: { listing: ListingView }) {
  const intl = useIntl();
  const id = useId();

  return (
    <Form method="get" action={listing.basePath} className={styles.sortForm} preventScrollReset>
      <input type="hidden" name={LISTING_FORM_FIELD} value={listing.sortCarried} />
      <SelectField
        id={`${id}-sort`}
        name="sort"
        label={intl.formatMessage({ id: 'catalog.sort.label' })}
        value={listing.sort}
        options={listing.sortOptions.map((sort) => ({ value: sort, label: intl.formatMessage({ id: `catalog.sort.${sort}` }) }))}
      />
      <SelectField
        id={`${id}-limit`}
        name="limit"
        className={styles.limitField}
        label={intl.formatMessage({ id: 'catalog.limit.label' })}
        value={listing.itemsPerPage}
        options={listing.limitOptions.map((limit) => ({
          value: limit,
          label: intl.formatMessage({ id: 'catalog.limit.option' }, { count: limit }),
        }))}
      />
      <button type="submit" className={styles.applyButton}>
        {intl.formatMessage({ id: 'catalog.apply' })}
      </button>
    </Form>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string | number;
  options: { value: string | number; label: string }[];
  className?: string;
}

/** One labelled select of the form; a new value from the address resets it (`key`), a change submits. */
function SelectField({ id, name, label, value, options, className }: SelectFieldProps) {
  return (
    <label className={className ? `${styles.selectField} ${className}` : styles.selectField} htmlFor={id}>
      <span className={styles.selectLabel}>{label}</span>
      <select id={id} name={name} className={styles.select} defaultValue={value} key={`${name}-${value}`} onChange={submitOnChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
