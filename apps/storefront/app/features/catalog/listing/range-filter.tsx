import { useId } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Form } from 'react-router';
import { LISTING_FORM_FIELD, RANGE_FIELDS } from './listing-request.ts';
import type { RangeFilterView } from './listing-model.ts';
import styles from './range-filter.module.css';

/** A min/max range (price) as a small GET form; the loader turns it into `key=min~max` (C3). */
export function RangeFilter({ filter, basePath }: { filter: RangeFilterView; basePath: string }) {
  const intl = useIntl();
  const id = useId();
  const floor = Math.floor(filter.min);
  const ceiling = Math.ceil(filter.max);
  return (
    <Form method="get" action={basePath} className={styles.range} preventScrollReset key={`${filter.minSelected}-${filter.maxSelected}`}>
      <input type="hidden" name={LISTING_FORM_FIELD} value={filter.carried} />
      <input type="hidden" name={RANGE_FIELDS.key} value={filter.key} />
      <input type="hidden" name={RANGE_FIELDS.boundMin} value={floor} />
      <input type="hidden" name={RANGE_FIELDS.boundMax} value={ceiling} />
      <div className={styles.rangeInputs}>
        <label className={styles.rangeField} htmlFor={`${id}-min`}>
          <span className={styles.rangeLabel}>{intl.formatMessage({ id: 'catalog.range.min' })}</span>
          <span className={styles.rangeControl}>
            <span aria-hidden="true">€</span>
            <input
              id={`${id}-min`}
              type="number"
              name={RANGE_FIELDS.min}
              inputMode="numeric"
              min={floor}
              max={ceiling}
              step={1}
              defaultValue={Math.floor(filter.minSelected)}
            />
          </span>
        </label>
        <span className={styles.rangeDash} aria-hidden="true">
          –
        </span>
        <label className={styles.rangeField} htmlFor={`${id}-max`}>
          <span className={styles.rangeLabel}>{intl.formatMessage({ id: 'catalog.range.max' })}</span>
          <span className={styles.rangeControl}>
            <span aria-hidden="true">€</span>
            <input
              id={`${id}-max`}
              type="number"
              name={RANGE_FIELDS.max}
              inputMode="numeric"
              min={floor}
              max={ceiling}
              step={1}
              defaultValue={Math.ceil(filter.maxSelected)}
            />
          </span>
        </label>
      </div>
      <button type="submit" className={styles.rangeApply}>
        {intl.formatMessage({ id: 'catalog.range.apply' })}
      </button>
    </Form>
  );
}
