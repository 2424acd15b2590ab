import { useIntl } from '../../lib/i18n/intl.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import type { PaymentPendingData } from './after-payment.server.ts';
import styles from './after-payment.module.css';

/** Back from the provider before the payment is decided (CO15): look again, or finish paying. */
export function PaymentPendingView({ data }: { data: PaymentPendingData }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <CheckoutPage title={t('checkout.return.title')} summary={null}>
      <div className={styles.panel}>
        <p className={styles.text}>{t('checkout.return.text')}</p>
        <div className={styles.actions}>
          {/* A full load: the answer comes from the provider, not from this page's data. */}
          <a href={data.retryUrl} className="button">
            {t('checkout.return.retry')}
          </a>
          <a href={data.payUrl} className="button button--outline">
            {t('checkout.return.pay')}
          </a>
        </div>
      </div>
    </CheckoutPage>
  );
}
