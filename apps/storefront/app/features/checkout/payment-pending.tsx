import { Link } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import type { PaymentReturnData } from './after-payment.server.ts';
import styles from './after-payment.module.css';

/**
 * Back from the provider before the payment is decided (CO15): look again, or finish paying. Paid
 * for an order this browser did not place: thanks and the order number, no details (those are for
 * the cart that placed it, and come by e-mail).
 */
export function PaymentPendingView({ data }: { data: PaymentReturnData }) {
  const t = useT();
  if (data.kind === 'paid') {
    return (
      <CheckoutPage title={t('checkout.return.paidTitle')} summary={null}>
        <div className={styles.panel}>
          <p className={styles.text} role="status">
            {t('checkout.return.paidText', { number: data.orderNumber })}
          </p>
          <div className={styles.actions}>
            <Link to="/" className="button">
              {t('checkout.orderComplete.continue')}
            </Link>
          </div>
        </div>
      </CheckoutPage>
    );
  }
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
