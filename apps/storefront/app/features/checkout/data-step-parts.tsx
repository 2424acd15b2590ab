import { getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useOnline } from '../../ui/online.ts';
import { TitledSection } from '../../ui/titled-section.tsx';
import type { FormField } from './form-field.tsx';
import styles from './steps.module.css';

/** One part of step 1 (contact, shipping address), its heading naming it. */
export function DataStepSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} classes={{ section: styles.section, title: styles.sectionTitle }}>
      {children}
    </TitledSection>
  );
}

/**
 * The billing address (CO5): "same as the shipping address" first; its fields are hidden by CSS
 * while the box is ticked, so it also works before scripts load.
 */
export function BillingSection({ sameAsShipping, children }: { sameAsShipping: FormField; children: ReactNode }) {
  const intl = useIntl();
  const { key, ...props } = getInputProps(sameAsShipping, { type: 'checkbox' });
  return (
    <section className={`${styles.section} ${styles.billing}`} aria-labelledby="checkout-billing">
      <h2 id="checkout-billing" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'checkout.data.billingAddress' })}
      </h2>
      <label className={styles.checkbox}>
        <input key={key} {...props} className={styles.checkboxInput} />
        <span>{intl.formatMessage({ id: 'checkout.data.billingSame' })}</span>
      </label>
      <div className={styles.billingFields}>{children}</div>
    </section>
  );
}

/** Step 1's submit button, disabled while the form is on its way and while offline (L16). */
export function DataStepSubmit({ busy }: { busy: boolean }) {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div className={styles.actions}>
      <button type="submit" className="button" disabled={busy || !online}>
        {intl.formatMessage({ id: 'checkout.data.submit' })}
      </button>
    </div>
  );
}
