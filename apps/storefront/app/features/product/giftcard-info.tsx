import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { GIFT_CARD_BALANCE_PATH } from '../giftcard/paths.ts';
import type { GiftcardView } from './giftcard-model.ts';
import styles from './giftcard-form.module.css';

/**
 * How the gift card works (D12, D13): a card by post or an e-card mailed to the recipient once the
 * order is paid, with its number and PIN; the amounts allowed; how long it is valid (decision 029);
 * where it is spent and where its balance is checked.
 */
export function GiftcardInfo({ view }: { view: GiftcardView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <section className={styles.info} aria-labelledby="giftcard-info-title">
      <h2 id="giftcard-info-title" className={styles.infoTitle}>
        {t('giftcard.product.title')}
      </h2>
      <ul className={styles.infoList}>
        {view.types.includes('physical') ? <li>{t('giftcard.product.physical')}</li> : null}
        {view.types.includes('virtual') ? <li>{t('giftcard.product.virtual')}</li> : null}
        {view.open ? <li>{t('giftcard.product.limits', { min: view.open.min, max: view.open.max })}</li> : null}
        <li>{t('giftcard.product.validity')}</li>
        <li>{t('giftcard.product.spend')}</li>
      </ul>
      <p>
        <Link to={GIFT_CARD_BALANCE_PATH}>{t('giftcard.product.balanceLink')}</Link>
      </p>
    </section>
  );
}
