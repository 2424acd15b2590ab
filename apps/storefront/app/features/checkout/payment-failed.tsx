import { useIntl } from '../../lib/i18n/intl.tsx';
import { useOnline } from '../../ui/online.ts';
import { Form, Link, useNavigation } from 'react-router';
import { CheckoutPage } from './checkout-page.tsx';
import type { PaymentFailure } from './payment-outcome.ts';
import styles from './after-payment.module.css';

/** The failed payment screen (OC3, OC4): the message for the provider's code and a way to try again. */
export function PaymentFailedView({ failure }: { failure: PaymentFailure }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const online = useOnline();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <CheckoutPage title={t('checkout.failed.title')} summary={null}>
      <div className={styles.panel} data-tone="error">
        <p className={styles.text} role="status">
          {t(`checkout.failed.${failure}`)}
        </p>
        <div className={styles.actions}>
          <Form method="post">
            <button type="submit" className="button" disabled={busy || !online}>
              {t('checkout.failed.retry')}
            </button>
          </Form>
          <Link to="/" className="button button--outline">
            {t('checkout.failed.home')}
          </Link>
        </div>
      </div>
    </CheckoutPage>
  );
}
