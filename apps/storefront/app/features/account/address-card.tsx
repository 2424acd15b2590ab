import { useIntl } from '../../lib/i18n/intl.tsx';
import { PostalAddress } from '../checkout/postal-address.tsx';
import type { AddressCardView } from './address-book-model.ts';
import styles from './account.module.css';

/** An address as printed on an envelope. */
export function AddressLines({ address }: { address: AddressCardView }) {
  return <PostalAddress address={address} className={styles.address} />;
}

/** The default billing and shipping badges of an address (A15). */
export function DefaultBadges({ address }: { address: AddressCardView }) {
  const intl = useIntl();
  if (!address.defaultBilling && !address.defaultShipping) return null;
  return (
    <p className={styles.badges}>
      {address.defaultShipping ? (
        <span className={styles.badge}>{intl.formatMessage({ id: 'account.address.defaultShipping' })}</span>
      ) : null}
      {address.defaultBilling ? <span className={styles.badge}>{intl.formatMessage({ id: 'account.address.defaultBilling' })}</span> : null}
    </p>
  );
}
