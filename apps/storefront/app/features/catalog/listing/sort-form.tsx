import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Form, useNavigation } from 'react-router';
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

/**
 * One labelled select of the form; a change submits. It shows the shopper's last choice until the
 * page that answers it has arrived: a page from an earlier choice, drawn while a newer one is still
 * loading, does not set the select back (nor would its value be submitted with the next change).
 * Once no navigation is pending, the address's value wins (back, forward, a link).
 */
function SelectField({ id, name, label, value, options, className }: SelectFieldProps) {
  const idle = useNavigation().state === 'idle';
  const current = String(value);
  const [shown, setShown] = useState(current);
  const [from, setFrom] = useState(current);
  if (idle && from !== current) {
    setFrom(current);
    setShown(current);
  }
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    setShown(event.currentTarget.value);
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <label className={className ? `${styles.selectField} ${className}` : styles.selectField} htmlFor={id}>
      <span className={styles.selectLabel}>{label}</span>
      <select id={id} name={name} className={styles.select} value={shown} onChange={choose}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
