import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { TextField, type FormField } from '../checkout/form-field.tsx';
import styles from './account.module.css';

/**
 * An account form's submit button, disabled while the form is on its way, with what stands beside
 * it (a link back, a cancel link).
 */
export function SubmitRow({ label, busy, children }: { label: string; busy: boolean; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={busy}>
        {label}
      </button>
      {children}
    </div>
  );
}

/** A new password, the rules it must meet and the same password again (A7, A9, A12). */
export function NewPasswordFields({ password, confirmation, label }: { password: FormField; confirmation: FormField; label: string }) {
  const intl = useIntl();
  return (
    <>
      <TextField meta={password} label={label} type="password" autoComplete="new-password" />
      <p className={styles.hint}>{intl.formatMessage({ id: 'account.form.passwordRules' })}</p>
      <TextField
        meta={confirmation}
        label={intl.formatMessage({ id: 'account.form.passwordConfirmation' })}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
