import { useId, useState, type FormEvent } from 'react';
import type { NumericRange } from '@shop/rules';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Form } from 'react-router';
import { LISTING_FORM_FIELD, RANGE_FIELDS } from './listing-request.ts';
import type { RangeFilterView } from './listing-model.ts';
import type { FilterStaging } from './use-staged-filters.ts';
import styles from './range-filter.module.css';

/** What the range needs from the panel's staged selection; without it the form applies at once. */
export type RangeStaging = Pick<FilterStaging, 'staged' | 'setRange' | 'apply' | 'resetToken'>;

function readAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

interface EuroFieldProps {
  formId: string;
  end: 'min' | 'max';
  bounds: NumericRange;
  value: string;
  onChange: (value: string) => void;
}

/** One end of the range: a whole-euro number field within the bounds, with its label. */
function EuroField({ formId, end, bounds, value, onChange }: EuroFieldProps) {
  const intl = useIntl();
  const id = `${formId}-${end}`;
  return (
    <label className={styles.rangeField} htmlFor={id}>
      <span className={styles.rangeLabel}>{intl.formatMessage({ id: `catalog.range.${end}` })}</span>
      <span className={styles.rangeControl}>
        <span aria-hidden="true">€</span>
        <input
          id={id}
          type="number"
          name={RANGE_FIELDS[end]}
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </span>
    </label>
  );
}

/** One handle of the slider: a whole-euro step within the bounds. */
function RangeThumb({
  bounds,
  value,
  label,
  onChange,
}: {
  bounds: NumericRange;
  value: number;
  label: string;
  onChange: (value: number) => void;
}) {
  return (
    <input
      type="range"
      className={styles.thumb}
      min={bounds.min}
      max={bounds.max}
      step={1}
      value={value}
      aria-label={label}
      aria-valuetext={`€ ${value}`}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}

/** The range the two fields describe, within the bounds and in order; an empty field means its bound. */
export function rangeFromFields(minText: string, maxText: string, bounds: NumericRange): NumericRange {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  const min = clamp(readAmount(minText) ?? bounds.min);
  const max = clamp(readAmount(maxText) ?? bounds.max);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

function stagedRange(staging: RangeStaging | undefined, key: string): NumericRange | null {
  const values = staging?.staged[key];
  if (!values || values.length !== 2) return null;
  const [min, max] = values.map(Number);
  return min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}

/**
 * A min/max range (price) as a small GET form; the loader turns it into `key=min~max` (C3). With
 * JavaScript a two-handled slider joins the fields and every change is staged with the panel's
 * other choices; at the bounds the filter is left out of the address (C3).
 */
export function RangeFilter({ filter, basePath, staging }: { filter: RangeFilterView; basePath: string; staging?: RangeStaging }) {
  const floor = Math.floor(filter.min);
  const ceiling = Math.ceil(filter.max);
  const fromStage = stagedRange(staging, filter.key);
  const start = {
    min: Math.floor(fromStage?.min ?? filter.minSelected),
    max: Math.ceil(fromStage?.max ?? filter.maxSelected),
  };
  // A reset or a new address starts the fields again from what is staged.
  return (
    <RangeForm
      key={`${staging?.resetToken ?? 0}-${filter.minSelected}-${filter.maxSelected}`}
      filter={filter}
      basePath={basePath}
      staging={staging}
      bounds={{ min: floor, max: ceiling }}
      start={start}
    />
  );
}

interface RangeFormProps {
  filter: RangeFilterView;
  basePath: string;
  staging: RangeStaging | undefined;
  bounds: NumericRange;
  start: NumericRange;
}

function RangeForm({ filter, basePath, staging, bounds, start }: RangeFormProps) {
  const intl = useIntl();
  const id = useId();
  const [minText, setMinText] = useState(String(start.min));
  const [maxText, setMaxText] = useState(String(start.max));
  const current = rangeFromFields(minText, maxText, bounds);
  const span = Math.max(1, bounds.max - bounds.min);

  const stage = (nextMin: string, nextMax: string) => {
    staging?.setRange(filter.key, rangeFromFields(nextMin, nextMax, bounds), bounds);
  };
  const setMin = (value: string) => {
    setMinText(value);
    stage(value, maxText);
  };
  const setMax = (value: string) => {
    setMaxText(value);
    stage(minText, value);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!staging) return;
    event.preventDefault();
    staging.apply();
  };

  return (
    <Form method="get" action={basePath} className={styles.range} preventScrollReset onSubmit={onSubmit}>
      <input type="hidden" name={LISTING_FORM_FIELD} value={filter.carried} />
      <input type="hidden" name={RANGE_FIELDS.key} value={filter.key} />
      <input type="hidden" name={RANGE_FIELDS.boundMin} value={bounds.min} />
      <input type="hidden" name={RANGE_FIELDS.boundMax} value={bounds.max} />
      {/* The slider needs scripts (CSS shows it only then); the fields below work without. */}
      <div
        className={styles.slider}
        style={{
          ['--range-from' as string]: `${((current.min - bounds.min) / span) * 100}%`,
          ['--range-to' as string]: `${((current.max - bounds.min) / span) * 100}%`,
        }}
      >
        <span className={styles.track} aria-hidden="true" />
        <RangeThumb
          bounds={bounds}
          value={current.min}
          label={intl.formatMessage({ id: 'catalog.range.sliderMin' }, { label: filter.label })}
          onChange={(value) => setMin(String(Math.min(value, current.max)))}
        />
        <RangeThumb
          bounds={bounds}
          value={current.max}
          label={intl.formatMessage({ id: 'catalog.range.sliderMax' }, { label: filter.label })}
          onChange={(value) => setMax(String(Math.max(value, current.min)))}
        />
      </div>
      <div className={styles.rangeInputs}>
        <EuroField formId={id} end="min" bounds={bounds} value={minText} onChange={setMin} />
        <span className={styles.rangeDash} aria-hidden="true">
          –
        </span>
        <EuroField formId={id} end="max" bounds={bounds} value={maxText} onChange={setMax} />
      </div>
      <button type="submit" className={styles.rangeApply}>
        {intl.formatMessage({ id: 'catalog.range.apply' })}
      </button>
    </Form>
  );
}
