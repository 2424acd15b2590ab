import { getInputProps, getSelectProps } from '@conform-to/react';
import { useCallback, type HTMLInputAutoCompleteAttribute } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import styles from '../../ui/form.module.css';

/**
 * Validation keys (`postcode.invalid`), other features' message keys (`account.login.failed`) and API
 * texts in the shopper's language; unknown texts as they are.
 */
export function useErrorText(): (error: string) => string {
  const intl = useIntl();
  return useCallback(
    (error: string) => {
      const id = `checkout.validation.${error}`;
      if (id in intl.messages) return intl.formatMessage({ id });
      return error in intl.messages ? intl.formatMessage({ id: error }) : error;
    },
    [intl],
  );
}

/**
 * A field of any Conform form, as Conform's own helpers take it (`getInputProps`): the components
 * only read its name, id, value and errors.
 */
export type FormField = Parameters<typeof getInputProps>[0];

/** The first error of a field, in the shopper's language, under it (its id is what the field is described by). */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.error}>
      {text(errors[0] as string)}
    </p>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  const intl = useIntl();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? null : <span className={styles.optional}> {intl.formatMessage({ id: 'checkout.form.optional' })}</span>}
    </label>
  );
}

export interface TextFieldProps {
  meta: FormField;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  required?: boolean;
  className?: string;
}

/** A labelled text input with its error under it, tied together for assistive technology. */
export function TextField({ meta, label, type = 'text', autoComplete, inputMode, required = true, className }: TextFieldProps) {
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={meta.errors?.length ? true : undefined}>
      <Label htmlFor={meta.id} label={label} required={required} />
      <input
        key={key}
        {...props}
        // Native checks would speak the browser's language; the shop's own rules answer instead (V13).
        required={undefined}
        aria-required={required || undefined}
        className={`input ${styles.input}`}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export interface SelectFieldProps {
  meta: FormField;
  label: string;
  options: { value: string; label: string }[];
  autoComplete?: HTMLInputAutoCompleteAttribute;
  className?: string;
}

/** A labelled select with its error. */
export function SelectField({ meta, label, options, autoComplete, className }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div className={`${styles.field} ${className ?? ''}`} data-invalid={meta.errors?.length ? true : undefined}>
      <Label htmlFor={meta.id} label={label} required />
      <select key={key} {...props} required={undefined} aria-required className={`input ${styles.select}`} autoComplete={autoComplete}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Errors that belong to the whole form (e.g. the API refused the address for another reason). */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={styles.formError}>
      {errors.map((error) => (
        <p key={error}>{text(error)}</p>
      ))}
    </div>
  );
}
