import { Form, useNavigation } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { AccountPage } from './account-layout.tsx';
import type { NewsletterData } from './account-pages.server.ts';
import { Notice } from './form-controls.tsx';
import { SubmitRow } from './form-parts.tsx';
import styles from './account.module.css';

/** Saving "on" for an address not yet confirmed sends the confirmation e-mail first (double opt-in, NL9). */
function savedText(saved: 'on' | 'off', subscribed: boolean): string {
  if (saved === 'off') return 'account.newsletter.savedOff';
  return subscribed ? 'account.newsletter.savedOn' : 'account.newsletter.pending';
}

/** Newsletter settings (A19): one checkbox for the account e-mail, saved with updateCustomer. */
export function NewsletterPageView({ data }: { data: NewsletterData }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigation = useNavigation();
  return (
    <AccountPage title={t('account.newsletter.title')}>
      {data.saved ? <Notice>{t(savedText(data.saved, data.subscribed), { email: data.email })}</Notice> : null}
      <Form method="post" className={styles.form}>
        <p className={styles.hint}>{t('account.newsletter.offer')}</p>
        <label className={styles.checkbox}>
          <input
            key={String(data.subscribed)}
            type="checkbox"
            name="subscribed"
            defaultChecked={data.subscribed}
            className={styles.checkboxInput}
          />
          <span>{t('account.newsletter.label', { email: data.email })}</span>
        </label>
        <SubmitRow label={t('account.newsletter.submit')} busy={navigation.state === 'submitting'} />
      </Form>
    </AccountPage>
  );
}
