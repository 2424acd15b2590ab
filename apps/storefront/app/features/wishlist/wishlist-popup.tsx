import { Link } from 'react-router';
import { images } from '@shop/rules';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { imageUrl } from '../../lib/images.ts';
import { SlideIn } from '../../ui/slide-in.tsx';
import { WISHLIST_PATH } from './use-wishlist.ts';
import productText from '../../ui/product-text.module.css';
import styles from './wishlist-popup.module.css';

/** What the pop-up shows of the product just added. */
export interface WishlistPopupProduct {
  sku: string;
  name: string;
  brand?: string | null;
  /** The image path as the API gives it. */
  image?: string | null;
  /** The price, formatted for the store. */
  price?: string | null;
}

/**
 * W2: the pop-up after adding, with the product and the way to the wishlist. A slide-in like the
 * size table and quick view: Escape, the close button and a click beside it close it, and focus
 * goes back to the heart.
 */
export function WishlistPopup({ product, error, onClose }: { product: WishlistPopupProduct; error: string | null; onClose: () => void }) {
  const intl = useIntl();
  const { width, height } = images.wishlist;
  return (
    <SlideIn open onClose={onClose} title={intl.formatMessage({ id: error ? 'wishlist.popup.failed' : 'wishlist.popup.title' })}>
      <div className={styles.popup}>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.product}>
          {product.image ? (
            <img
              className={styles.image}
              src={imageUrl(product.image, { w: width, h: height, fit: 'cover' })}
              width={90}
              height={90}
              alt=""
              decoding="async"
            />
          ) : (
            <span className={styles.image} aria-hidden="true" />
          )}
          <div className={styles.details}>
            {product.brand ? <p className={productText.brand}>{product.brand}</p> : null}
            <p className={productText.name}>{product.name}</p>
            {product.price ? <p className={styles.price}>{product.price}</p> : null}
          </div>
        </div>
        <div className={styles.actions}>
          <Link to={WISHLIST_PATH} className="button">
            {intl.formatMessage({ id: 'wishlist.popup.view' })}
          </Link>
          <button type="button" className="button button--outline" onClick={onClose}>
            {intl.formatMessage({ id: 'wishlist.popup.continue' })}
          </button>
        </div>
      </div>
    </SlideIn>
  );
}
