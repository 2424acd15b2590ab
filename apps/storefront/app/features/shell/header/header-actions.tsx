import { useIntl } from 'react-intl';
import { BagIcon, UserIcon } from '../icons.tsx';
import { SmartLink } from '../smart-link.tsx';
import styles from './header-actions.module.css';

/** Login lives at /customer/login/, reached directly rather than through the guard's redirect (L10). */
const LOGIN_PATH = '/customer/login/';
const CART_PATH = '/cart/';

/** The account link: icon and label (L9, L10). */
export function AccountLink() {
  const intl = useIntl();
  return (
    <SmartLink href={LOGIN_PATH} className={styles.action} aria-label={intl.formatMessage({ id: 'shell.account.label' })}>
      <UserIcon size={22} />
      <span className={styles.label}>{intl.formatMessage({ id: 'shell.account.login' })}</span>
    </SmartLink>
  );
}

/** The mini cart: bag icon with the total quantity (L14). */
export function MiniCart({ quantity }: { quantity: number }) {
  const intl = useIntl();
  return (
    <SmartLink href={CART_PATH} className={styles.action} aria-label={intl.formatMessage({ id: 'shell.cart.count' }, { count: quantity })}>
      <span className={styles.bag}>
        <BagIcon size={22} />
        <span className={styles.badge} data-empty={quantity === 0} aria-hidden="true">
          {quantity > 99 ? '99+' : quantity}
        </span>
      </span>
      <span className={styles.label}>{intl.formatMessage({ id: 'shell.cart.label' })}</span>
    </SmartLink>
  );
}
