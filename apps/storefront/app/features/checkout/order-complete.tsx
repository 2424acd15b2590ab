import type { ReactNode } from 'react';
import { usePurchase } from '../analytics/hooks.ts';
import { useT } from '../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { accountPaths } from '../account/paths.ts';
import type { OrderConfirmationView } from './order-model.ts';
import { InStoreBadge } from '../instore/instore-badge.tsx';
import { OrderLines } from './order-lines.tsx';
import { TitledAddress } from './postal-address.tsx';
import { OrderGiftCards } from '../giftcard/order-gift-cards.tsx';
import { Fact } from '../../ui/fact.tsx';
import styles from './order-complete.module.css';

const addressClasses = { block: styles.block, title: styles.blockTitle, address: styles.address };

/** The thanks that heads `/order-complete/`: eyebrow and title, then what the page says under them. */
function ThanksPage({ lead, children }: { lead: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <p className={`eyebrow ${styles.eyebrow}`}>{t('checkout.orderComplete.eyebrow')}</p>
        <h1 className={styles.title}>{t('checkout.orderComplete.title')}</h1>
        {lead}
      </header>
      {children}
    </div>
  );
}

/**
 * `/order-complete/` when this browser remembers no order (R14): the thanks, where the details are
 * (the e-mail, the account's orders) and the way back to the shop. No order, so no purchase event.
 */
function NoOrderView() {
  const t = useT();
  return (
    <ThanksPage lead={<p className={styles.intro}>{t('checkout.orderComplete.noOrder')}</p>}>
      <div className={styles.actions}>
        <Link to="/" className="button">
          {t('checkout.orderComplete.continue')}
        </Link>
        <Link to={accountPaths.orders} className="button button--outline">
          {t('account.nav.orders')}
        </Link>
      </div>
    </ThanksPage>
  );
}

function OrderView({ order }: { order: OrderConfirmationView }) {
  usePurchase(order.analytics);
  const t = useT();
  return (
    <ThanksPage
      lead={
        <>
          <p className={styles.intro}>{t('checkout.orderComplete.intro', { email: order.email })}</p>
          {order.inStore ? <InStoreBadge badge={order.inStore} variant="inline" /> : null}
          <dl className={styles.facts}>
            <Fact label={t('checkout.orderComplete.number')} testId="order-number">
              {order.number}
            </Fact>
            <Fact label={t('checkout.orderComplete.date')}>{order.date}</Fact>
            <Fact label={t('checkout.orderComplete.payment')}>{order.payment}</Fact>
          </dl>
        </>
      }
    >
      <div className={styles.grid}>
        <section className={styles.items} aria-labelledby="order-items">
          <h2 id="order-items" className={styles.blockTitle}>
            {t('checkout.orderComplete.items')}
          </h2>
          <OrderLines order={order} />
          <OrderGiftCards order={order} />
        </section>
        <div className={styles.side}>
          {order.delivery ? (
            <section className={styles.block}>
              <h2 className={styles.blockTitle}>{t('checkout.orderComplete.delivery')}</h2>
              <p>{order.delivery}</p>
              {order.pickupLocationCode ? (
                <p className={styles.muted}>{t('checkout.orderComplete.pickup', { code: order.pickupLocationCode })}</p>
              ) : null}
            </section>
          ) : null}
          <TitledAddress
            as="section"
            title={t('checkout.orderComplete.shippingAddress')}
            address={order.shippingAddress}
            classes={addressClasses}
          />
          <TitledAddress
            as="section"
            title={t('checkout.orderComplete.billingAddress')}
            address={order.billingAddress}
            classes={addressClasses}
          />
          <Link to="/" className="button">
            {t('checkout.orderComplete.continue')}
          </Link>
        </div>
      </div>
    </ThanksPage>
  );
}

/** The order confirmation (OC1, OC2, R14): texts from the order-completed set, the order as placed, or the thanks alone. */
export function OrderCompleteView({ order }: { order: OrderConfirmationView | null }) {
  return order ? <OrderView order={order} /> : <NoOrderView />;
}
