import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link, useNavigate } from 'react-router';
import { images } from '@shop/rules';
import { ProductTileCard } from '../../catalog/product-tile-card.tsx';
import { readRememberedListing } from '../../catalog/remember-listing.ts';
import { Modal } from '../../../ui/modal.tsx';
import type { ErrorText } from '../cart-errors.ts';
import type { AddFailureReason, AddToCartResult } from './add-result.ts';
import styles from './added-dialog.module.css';
import { CART_PATH } from '../cart-path.ts';

const POPUP_TILE_SIZES = '(min-width: 48em) 30rem, 45vw';

type Added = Extract<AddToCartResult, { ok: true }>;

/**
 * The added-to-cart pop-up (CA10): confirmation, the product at 90×90, continue shopping (back to
 * the remembered listing when there is one), the way to the cart, and cross-sells in two columns.
 */
export function AddedToCartDialog({ result, onClose }: { result: Added | null; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const added = result?.added;
  const combine = intl.formatMessage({ id: 'cart.added.combine' });
  const continueShopping = () => {
    onClose();
    const listing = readRememberedListing();
    if (listing) void navigate(listing);
  };
  return (
    <Modal open={result !== null} onClose={onClose} labelledBy="added-to-cart-title" id="modal-added-to-cart" size="large">
      {added ? (
        <>
          <h2 id="added-to-cart-title" className={styles.title}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={styles.check}>
              <path d="M4 10.5 8 14.5 16 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
            {intl.formatMessage({ id: 'cart.added.title' })}
          </h2>
          <div className={styles.product}>
            {added.image ? (
              <img
                className={styles.image}
                src={added.image}
                width={images.cartModal.width}
                height={images.cartModal.height}
                alt={[added.brand, added.name].filter(Boolean).join(' ')}
              />
            ) : null}
            <div className={styles.details}>
              {added.brand ? <p className={styles.brand}>{added.brand}</p> : null}
              <p className={styles.name}>{added.name}</p>
              {added.options ? <p className={styles.options}>{added.options}</p> : null}
              <p className={styles.price}>{added.price}</p>
            </div>
          </div>
          <div className={styles.actions}>
            <button type="button" className="button button--outline" onClick={continueShopping}>
              {intl.formatMessage({ id: 'cart.added.continue' })}
            </button>
            <Link to={CART_PATH} className="button" onClick={onClose}>
              {intl.formatMessage({ id: 'cart.added.toCart' })}
            </Link>
          </div>
          {result && result.crossSell.length > 0 ? (
            <section className={styles.crossSell} aria-labelledby="added-cross-sell-title">
              <h3 id="added-cross-sell-title" className={styles.crossSellTitle}>
                {combine}
              </h3>
              <ul className={styles.grid}>
                {result.crossSell.map((product, index) => (
                  <li key={product.sku}>
                    <ProductTileCard product={product} listName={combine} position={index} sizes={POPUP_TILE_SIZES} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}

/** The add-to-cart error pop-up (CA11): why the product was not added. */
export function AddErrorDialog({
  failure,
  onClose,
}: {
  failure: { reason: AddFailureReason; detail: ErrorText | null } | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal open={failure !== null} onClose={onClose} labelledBy="add-error-title" id="modal-add-to-cart-error">
      {failure ? (
        <>
          <h2 id="add-error-title" className={styles.title}>
            {intl.formatMessage({ id: 'cart.add.error.title' })}
          </h2>
          <p className={styles.error} role="alert">
            {intl.formatMessage({ id: `cart.add.error.${failure.reason}` })}
          </p>
          {failure.detail ? <p className={styles.detail}>{intl.formatMessage({ id: failure.detail.id }, failure.detail.values)}</p> : null}
          <div className={styles.actions}>
            <button type="button" className="button" onClick={onClose}>
              {intl.formatMessage({ id: 'cart.modal.close' })}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
