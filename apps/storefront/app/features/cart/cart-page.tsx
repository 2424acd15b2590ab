import { useViewCart } from '../analytics/hooks.ts';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { WhenHydrated } from '../../ui/when-hydrated.tsx';
import { lazyChunk } from '../shell/lazy-chunk.ts';
import { CartErrorModal } from './cart-error-modal.tsx';
import { CartLine } from './cart-line.tsx';
import type { CartPageData, CartLineResult } from './cart-page.server.ts';
import { CartSummary } from './cart-summary.tsx';
import type { CouponResult } from '../coupon/coupon-action.server.ts';
import { CouponForm } from '../coupon/coupon-form.tsx';
import styles from './cart-page.module.css';

/** The product lists under the cart (CA30) load after the page: their code is not part of its first load. */
const CartProductLists = lazyChunk(() => import('./cart-product-lists.tsx'));

function EmptyCart() {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <svg
        aria-hidden="true"
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        className={styles.emptyIcon}
      >
        <path d="M5 8h14l-1 12.5H6L5 8Z" />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
      </svg>
      <h2 className={styles.emptyTitle}>{intl.formatMessage({ id: 'cart.empty.title' })}</h2>
      <p className={styles.emptyText}>{intl.formatMessage({ id: 'cart.empty.text' })}</p>
      <Link to="/" className="button">
        {intl.formatMessage({ id: 'cart.empty.shop' })}
      </Link>
    </div>
  );
}

/**
 * The cart page (CA8, CA12–CA22, CA28): the lines with quantity and removal, the totals and the
 * way to checkout; the error modal lists lines that cannot be delivered as asked.
 */
export function CartPageView({ data, actionData }: { data: CartPageData; actionData: CartLineResult | CouponResult | undefined }) {
  const intl = useIntl();
  const cart = data.cart && data.cart.lines.length > 0 ? data.cart : null;
  const failed = actionData && !actionData.ok ? actionData : null;
  const couponResult = actionData && (actionData.intent === 'applyCoupon' || actionData.intent === 'removeCoupon') ? actionData : null;
  useViewCart(cart ? cart.lines.map((line) => line.analytics) : []);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'cart.page.title' })}</h1>
        {cart ? <p className={styles.count}>{intl.formatMessage({ id: 'cart.page.count' }, { count: cart.quantity })}</p> : null}
      </header>
      {cart ? (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines-title" className={styles.lines}>
            <h2 id="cart-lines-title" className="visually-hidden">
              {intl.formatMessage({ id: 'cart.page.lines' })}
            </h2>
            {cart.errorLineIds.length > 0 ? (
              <p className={styles.notice} role="status">
                {intl.formatMessage({ id: 'cart.errors.summary' })}
              </p>
            ) : null}
            <ul className={styles.list}>
              {cart.lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  serverError={failed?.intent === 'update' && failed.line === line.id ? failed.problem : null}
                />
              ))}
            </ul>
            {data.coupon ? <CouponForm coupon={data.coupon} serverResult={couponResult} /> : null}
          </section>
          <CartSummary cart={cart} />
          <CartErrorModal lines={cart.lines} />
        </div>
      ) : (
        <EmptyCart />
      )}
      {cart && data.crossSell ? (
        <WhenHydrated>
          <Suspense fallback={null}>
            <CartProductLists crossSell={data.crossSell} cartSkus={cart.lines.map((line) => line.analytics.item_id)} />
          </Suspense>
        </WhenHydrated>
      ) : null}
    </div>
  );
}
