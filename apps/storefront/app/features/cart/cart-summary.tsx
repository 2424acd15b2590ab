import { useIntl } from '../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import type { CartView } from './cart-model.ts';
import styles from './cart-summary.module.css';

const CHECKOUT_PATH = '/checkout/';

/** How far the cart is from free shipping, for the one store that offers it (CA28). */
function FreeShipping({ freeShipping }: { freeShipping: NonNullable<CartView['freeShipping']> }) {
  const intl = useIntl();
  const text = freeShipping.remaining
    ? intl.formatMessage({ id: 'cart.freeShipping.remaining' }, { amount: freeShipping.remaining })
    : intl.formatMessage({ id: 'cart.freeShipping.reached' });
  return (
    <div className={styles.freeShipping} data-reached={freeShipping.remaining === null || undefined}>
      <p className={styles.freeShippingText}>{text}</p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ width: `${freeShipping.progress}%` }} />
      </div>
    </div>
  );
}

/** The cart totals (001 §9; CA15, CA16): subtotal, discount, shipping note, tax, total and the way to checkout. */
export function CartSummary({ cart }: { cart: CartView }) {
  const intl = useIntl();
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {intl.formatMessage({ id: 'cart.totals.title' })}
      </h2>
      {cart.freeShipping ? <FreeShipping freeShipping={cart.freeShipping} /> : null}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{intl.formatMessage({ id: 'cart.totals.subtotal' })}</dt>
          <dd>{cart.subtotal}</dd>
        </div>
        {cart.discount ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{intl.formatMessage({ id: 'cart.totals.discount' })}</dt>
            <dd>{cart.discount}</dd>
          </div>
        ) : null}
        {cart.discounts.map((discount) => (
          <div key={discount.label} className={`${styles.row} ${styles.discount}`}>
            <dt>{discount.label || intl.formatMessage({ id: 'cart.totals.discount' })}</dt>
            <dd>{discount.amount}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{intl.formatMessage({ id: 'cart.totals.shipping' })}</dt>
          <dd className={styles.note}>{intl.formatMessage({ id: 'cart.totals.shippingNote' })}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{intl.formatMessage({ id: 'cart.totals.grandTotal' })}</dt>
          <dd>{cart.grandTotal}</dd>
        </div>
        {cart.taxes.map((tax) => (
          <div key={tax.label} className={`${styles.row} ${styles.tax}`}>
            <dt>{intl.formatMessage({ id: 'cart.totals.tax' }, { label: tax.label })}</dt>
            <dd>{tax.amount}</dd>
          </div>
        ))}
      </dl>
      <Link to={CHECKOUT_PATH} className={`button ${styles.checkout}`}>
        {intl.formatMessage({ id: 'cart.checkout' })}
      </Link>
    </section>
  );
}
