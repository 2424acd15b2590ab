import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { AccountPage } from './account-layout.tsx';
import type { NewsletterData } from './account-pages.server.ts';
import { Notice } from './form-controls.tsx';
import { SubmitRow } from './form-parts.tsx';
import { newsletterStateText, type NewsletterState } from './newsletter-state.ts';
import styles from './account.module.css';

/** Saving "on" for an address not yet confirmed sends the confirmation e-mail first (double opt-in, NL9). */
function savedText(saved: 'on' | 'off', state: NewsletterState): string {
  if (saved === 'off') return 'account.newsletter.savedOff';
  return state === 'subscribed' ? 'account.newsletter.savedOn' : 'account.newsletter.pending';
}

/** Newsletter settings (A19): one checkbox for the account e-mail, saved with updateCustomer. */
export function NewsletterPageView({ data }: { data: NewsletterData }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <AccountPage title={t('account.newsletter.title')}>
      {data.saved ? (
        <Notice>{t(savedText(data.saved, data.state), { email: data.email })}</Notice>
      ) : (
        <p className={styles.hint}>{t(newsletterStateText[data.state], { email: data.email })}</p>
      )}
      <Form method="post" className={styles.form}>
        <p className={styles.hint}>{t('account.newsletter.offer')}</p>
        <label className={styles.checkbox}>
          <input
            key={data.state}
            type="checkbox"
            name="subscribed"
            defaultChecked={data.state !== 'off'}
            className={styles.checkboxInput}
          />
          <span>{t('account.newsletter.label', { email: data.email })}</span>
        </label>
        <SubmitRow label={t('account.newsletter.submit')} busy={navigation.state === 'submitting'} />
      </Form>
    </AccountPage>
  );
}
