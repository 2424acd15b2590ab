import { useIntl } from '../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { MINI_CART_IMAGE, type MiniCartView } from './mini-cart-model.ts';
import styles from './mini-cart-panel.module.css';
import { CART_PATH } from './cart-path.ts';
import { ViewImage } from '../../ui/view-image.tsx';

/**
 * The mini cart's panel (L14): shown while the cart icon is hovered or focused (from tablet
 * width up), it lists the lines (image 60×60, name, quantity, price incl. VAT), the total, an
 * order button and an edit link, both to the cart page.
 */
export function MiniCartPanel({ cart, id }: { cart: MiniCartView | null; id: string }) {
  const intl = useIntl();
  const lines = cart?.lines ?? [];
  return (
    <div className={styles.panel} id={id}>
      <p className={styles.title}>{intl.formatMessage({ id: 'cart.mini.title' })}</p>
      {lines.length === 0 || !cart ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'cart.mini.empty' })}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {lines.map((line) => (
              <li key={line.id} className={styles.line}>
                {line.image ? (
                  <ViewImage
                    image={line.image}
                    className={styles.image}
                    width={MINI_CART_IMAGE}
                    height={MINI_CART_IMAGE}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.image} />
                )}
                <div className={styles.text}>
                  <Link to={line.href} className={styles.name}>
                    {line.name}
                  </Link>
                  {line.options ? <span className={styles.meta}>{line.options}</span> : null}
                  <span className={styles.meta}>{intl.formatMessage({ id: 'cart.mini.quantity' }, { quantity: line.quantity })}</span>
                </div>
                <span className={styles.price}>{line.price ?? intl.formatMessage({ id: 'cart.line.free' })}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{intl.formatMessage({ id: 'cart.mini.total' })}</span>
            <span>{cart.grandTotal}</span>
          </p>
          <Link to={CART_PATH} className={`button ${styles.order}`}>
            {intl.formatMessage({ id: 'cart.mini.order' })}
          </Link>
          <Link to={CART_PATH} className={styles.edit}>
            {intl.formatMessage({ id: 'cart.mini.edit' })}
          </Link>
        </>
      )}
    </div>
  );
}
