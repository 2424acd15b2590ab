import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import type { NewsletterConfirmation } from './newsletter.server.ts';
import styles from './confirm-page.module.css';

/** `/newsletter/confirm/` (NL9): the sign-up confirmed and the coupon on its way, or why not. */
export function NewsletterConfirmPage({ data }: { data: NewsletterConfirmation }) {
  const intl = useIntl();
  const key = `newsletter.confirm.${data.outcome}`;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{intl.formatMessage({ id: `${key}.title` })}</h1>
      <p className={styles.text}>
        {intl.formatMessage({ id: data.outcome === 'invalid' ? 'apiError.NEWSLETTER_CONFIRMATION_INVALID' : `${key}.text` })}
      </p>
      <Link to="/" className="button">
        {intl.formatMessage({ id: 'newsletter.confirm.onward' })}
      </Link>
    </div>
  );
}
