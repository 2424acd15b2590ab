import { useEffect, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import { readRememberedListing } from '../catalog/remember-listing.ts';
import styles from './back-link.module.css';

/**
 * Back to the listing the shopper came from, with its filters and page (C12, C13); before the
 * page runs JavaScript, or without a remembered listing, back to the product's category.
 */
export function BackLink({ fallback }: { fallback: string | null }) {
  const intl = useIntl();
  const [href, setHref] = useState(fallback);
  useEffect(() => {
    const remembered = readRememberedListing();
    if (remembered) setHref(remembered);
  }, []);
  if (!href) return null;
  return (
    <Link to={href} className={styles.back}>
      <span aria-hidden="true">‹</span> {intl.formatMessage({ id: 'product.back' })}
    </Link>
  );
}
