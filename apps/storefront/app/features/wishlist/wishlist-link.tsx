import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import actions from '../shell/header/header-actions.module.css';
import { clearGuestWishlist, currentGuestWishlist } from './guest-wishlist.ts';
import { HeartIcon } from './heart-icon.tsx';
import { WISHLIST_PATH, useWishlist } from './use-wishlist.ts';
import { wishlistFields, type WishlistActionResult } from './wishlist-model.ts';
import { skusToMerge } from './wishlist-storage.ts';
import styles from './wishlist-link.module.css';

/**
 * W6: on the first page a customer sees after logging in, the skus this browser kept as a guest
 * are added to the customer's list (the API keeps each product once) and the local list is cleared.
 */
function useGuestListMerge() {
  const { signedIn, skus } = useWishlist();
  const fetcher = useFetcher<WishlistActionResult>();
  const sent = useRef(false);
  useEffect(() => {
    if (!signedIn || sent.current) return;
    const guest = currentGuestWishlist();
    if (guest.length === 0) return;
    const missing = skusToMerge(guest, skus);
    if (missing.length === 0) {
      clearGuestWishlist();
      return;
    }
    sent.current = true;
    void fetcher.submit(
      { [wishlistFields.intent]: 'merge', [wishlistFields.skus]: missing.join(','), [wishlistFields.enhanced]: '1' },
      { method: 'post', action: WISHLIST_PATH },
    );
  }, [signedIn, skus, fetcher]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.intent === 'merge') clearGuestWishlist();
  }, [fetcher.state, fetcher.data]);
}

/** The header's wishlist link with the number of products on the list (W3, W5), and the merge after login (W6). */
export function WishlistLink() {
  const intl = useIntl();
  const { skus } = useWishlist();
  useGuestListMerge();
  const count = skus.length;
  return (
    <Link
      to={WISHLIST_PATH}
      className={`${actions.action} ${styles.link}`}
      aria-label={intl.formatMessage({ id: 'wishlist.header.count' }, { count })}
    >
      <span className={actions.bag}>
        <HeartIcon filled={false} size={22} />
        {count > 0 ? (
          <span className={actions.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className={actions.label}>{intl.formatMessage({ id: 'wishlist.header.label' })}</span>
    </Link>
  );
}
