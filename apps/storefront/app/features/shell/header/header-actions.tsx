import { useIntl } from '../../../lib/i18n/intl.tsx';
import { MiniCartPanel } from '../../cart/mini-cart-panel.tsx';
import { BagIcon, UserIcon } from '../../../ui/icons.tsx';
import { SmartLink } from '../../../ui/smart-link.tsx';
import styles from './header-actions.module.css';
import { CART_PATH } from '../../cart/cart-path.ts';
import { useShopperSession } from '../../shopper/shopper-session.ts';

/** Login lives at /customer/login/, reached directly rather than through the guard's redirect (L10). */
const LOGIN_PATH = '/customer/login/';
const ACCOUNT_PATH = '/customer/';

/**
 * The account link: icon and label (L9, L10). Logged in (A1) it leads to the dashboard with the
 * customer's first name and a filled icon; otherwise straight to the login page (no redirect hop
 * through the dashboard's guard) with the outline icon.
 */
export function AccountLink() {
  const intl = useIntl();
  const { customer } = useShopperSession();
  if (customer) {
    const label = customer.firstname || intl.formatMessage({ id: 'account.header.account' });
    return (
      <SmartLink
        href={ACCOUNT_PATH}
        className={styles.action}
        data-logged-in="true"
        aria-label={intl.formatMessage({ id: 'account.header.label' }, { name: label })}
      >
        <UserIcon size={22} fill="currentColor" data-icon="account-filled" />
        <span className={styles.label}>{label}</span>
      </SmartLink>
    );
  }
  return (
    <SmartLink href={LOGIN_PATH} className={styles.action} aria-label={intl.formatMessage({ id: 'shell.account.label' })}>
      <UserIcon size={22} data-icon="account-outline" />
      <span className={styles.label}>{intl.formatMessage({ id: 'shell.account.login' })}</span>
    </SmartLink>
  );
}

const MINI_CART_PANEL_ID = 'mini-cart-panel';

/**
 * The mini cart (L14): bag icon with the total quantity, the grand total on wide screens, and
 * the panel with the lines on hover or focus. The icon is a plain link to the cart, so it works
 * before scripts run. On a shared page the badge is drawn empty (0) and filled when the session
 * arrives (decision 064): same size, no shift.
 */
export function MiniCart() {
  const intl = useIntl();
  const { cartQuantity: quantity, miniCart: cart } = useShopperSession();
  return (
    <div className={styles.miniCart}>
      <SmartLink
        href={CART_PATH}
        className={styles.action}
        aria-label={intl.formatMessage({ id: 'shell.cart.count' }, { count: quantity })}
      >
        <span className={styles.bag}>
          <BagIcon size={22} />
          <span className={styles.badge} data-empty={quantity === 0} aria-hidden="true">
            {quantity > 99 ? '99+' : quantity}
          </span>
        </span>
        <span className={styles.label}>{intl.formatMessage({ id: 'shell.cart.label' })}</span>
        {cart && quantity > 0 ? (
          <span className={styles.total} aria-hidden="true">
            {cart.grandTotal}
          </span>
        ) : null}
      </SmartLink>
      <MiniCartPanel cart={cart} id={MINI_CART_PANEL_ID} />
    </div>
  );
}
