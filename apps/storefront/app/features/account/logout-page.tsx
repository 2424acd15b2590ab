import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { AccountEntryPage } from './account-layout.tsx';
import { accountPaths } from './paths.ts';
import styles from './account.module.css';

/** GET /customer/logout/ changes nothing: a logged-in visitor confirms with a button, others read that they are logged out. */
export function LogoutPageView({ loggedIn }: { loggedIn: boolean }) {
  const t = useT();
  if (loggedIn) {
    return (
      <AccountEntryPage title={t('account.logout.confirmTitle')}>
        <Form method="post" className={styles.actions}>
          <button type="submit" className="button">
            {t('account.nav.logout')}
          </button>
          <Link to={accountPaths.dashboard}>{t('account.logout.stay')}</Link>
        </Form>
      </AccountEntryPage>
    );
  }
  return (
    <AccountEntryPage title={t('account.logout.doneTitle')}>
      <p>{t('account.logout.doneText')}</p>
      <p className={styles.links}>
        <Link to="/">{t('account.logout.home')}</Link>
        <Link to={accountPaths.login}>{t('account.logout.loginAgain')}</Link>
      </p>
    </AccountEntryPage>
  );
}
