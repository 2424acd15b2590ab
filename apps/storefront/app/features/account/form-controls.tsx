import { getInputProps, useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { $ZodType, input } from 'zod/v4/core';
import { useIntl, useT } from '../../lib/i18n/intl.tsx';
import { FieldError, TextField, type FormField } from '../checkout/form-field.tsx';
import fieldStyles from '../../ui/form.module.css';
import { GENDERS } from './account-schemas.ts';
import styles from './account.module.css';

/**
 * An account form validated by its schema in the browser as on the server: checked when a field
 * is left, then again on every keystroke once it has shown an error.
 */
export function useAccountForm<Schema extends $ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: DefaultValue<input<Schema>>,
) {
  return useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** A checkbox with its label; Conform reads it as a boolean (`on` when ticked). */
export function CheckboxField({ meta, label }: { meta: FormField; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: 'checkbox' });
  return (
    <label className={styles.checkbox}>
      <input key={key} {...props} className={styles.checkboxInput} />
      <span>{label}</span>
    </label>
  );
}

/** Gender as three radio buttons in a fieldset (spec §5: required), with its error under them. */
export function GenderField({ meta }: { meta: FormField }) {
  const intl = useIntl();
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset
      className={styles.radios}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? meta.errorId : undefined}
      data-invalid={invalid || undefined}
    >
      <legend className={fieldStyles.label}>{intl.formatMessage({ id: 'account.form.gender' })}</legend>
      <div className={styles.radioRow}>
        {GENDERS.map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name={meta.name}
              value={value}
              defaultChecked={meta.initialValue === value}
              form={meta.formId}
              className={styles.radioInput}
            />
            <span>{intl.formatMessage({ id: `account.form.gender.${value}` })}</span>
          </label>
        ))}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** Who the customer is, as registering and the profile ask it: gender, then first and last name side by side. */
export function PersonFields({ gender, firstname, lastname }: { gender: FormField; firstname: FormField; lastname: FormField }) {
  const t = useT();
  return (
    <>
      <GenderField meta={gender} />
      <div className={styles.pair}>
        <TextField meta={firstname} label={t('account.form.firstname')} autoComplete="given-name" />
        <TextField meta={lastname} label={t('account.form.lastname')} autoComplete="family-name" />
      </div>
    </>
  );
}

/** A notice after a successful action (saved, sent), read out by screen readers. */
export function Notice({ children }: { children: string }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
