import { Link } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { InStoreBadge } from '../instore/instore-badge.tsx';
import { OrderLines } from '../checkout/order-lines.tsx';
import { TitledAddress } from '../checkout/postal-address.tsx';
import { OrderGiftCards } from '../giftcard/order-gift-cards.tsx';
import { AccountPage, AccountSection } from './account-layout.tsx';
import type { OrderDetailData } from './account-pages.server.ts';
import { orderStatusKey } from './orders-model.ts';
import { accountPaths } from './paths.ts';
import { Fact } from '../../ui/fact.tsx';
import styles from './account.module.css';

const addressClasses = { block: styles.card, title: styles.cardTitle, address: styles.address };

/** One order (A17): lines with options, quantity and prices; discounts, delivery and the grand total; addresses. */
export function OrderPageView({ data }: { data: OrderDetailData }) {
  const t = useT();
  const { order } = data;
  return (
    <AccountPage title={t('account.order.title', { number: order.number })}>
      {order.inStore ? <InStoreBadge badge={order.inStore} variant="inline" /> : null}
      <dl className={styles.facts}>
        <Fact label={t('account.orders.date')}>{order.date}</Fact>
        <Fact label={t('account.orders.status')}>{t(orderStatusKey(data.status))}</Fact>
        <Fact label={t('account.order.delivery')}>{order.delivery}</Fact>
        <Fact label={t('account.order.payment')}>{order.payment}</Fact>
      </dl>
      <AccountSection id="account-order-items" title={t('account.order.items')}>
        <OrderLines order={order} unitPrices={data.unitPrices} />
        <OrderGiftCards order={order} />
      </AccountSection>
      <ul className={styles.cards}>
        <TitledAddress as="li" title={t('account.order.shippingAddress')} address={order.shippingAddress} classes={addressClasses} />
        <TitledAddress as="li" title={t('account.order.billingAddress')} address={order.billingAddress} classes={addressClasses} />
      </ul>
      <p>
        <Link to={accountPaths.orders}>{t('account.order.back')}</Link>
      </p>
    </AccountPage>
  );
}
