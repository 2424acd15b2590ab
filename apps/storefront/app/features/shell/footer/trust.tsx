import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { StarIcon, UspIcon } from '../../../ui/icons.tsx';
import type { LinkView, TrustedShopView } from '../shell-view.ts';
import { PlainLink } from '../../../ui/smart-link.tsx';
import styles from './footer.module.css';

/** Seal for a trust mark named by the content (thuiswinkel, trustedshops, secure …); an image path is shown as is. */
function TrustMarkIcon({ icon }: { icon: string | null }) {
  if (icon && /^(\/|https?:)/.test(icon)) return <img src={icon} alt="" width={28} height={28} loading="lazy" />;
  const seal = (children: ReactNode) => (
    <svg
      width="28"
      height="28"
      viewBox="0 0 28 28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    >
      <circle cx="14" cy="14" r="12.5" />
      {children}
    </svg>
  );
  switch (icon) {
    case 'thuiswinkel':
      return seal(<path d="M8 14.5 14 9l6 5.5M10 13v6.5h8V13M12.2 16.4l1.3 1.3 2.5-2.6" strokeLinejoin="round" strokeLinecap="round" />);
    case 'trustedshops':
      return seal(<path d="m14 7.8 1.8 3.8 4.1.5-3 2.9.8 4.1-3.7-2-3.7 2 .8-4.1-3-2.9 4.1-.5L14 7.8Z" strokeLinejoin="round" />);
    default:
      return <UspIcon name="secure" size={28} />;
  }
}

/** The trust-mark strip from the footer icons content, uid keurmerken_footer (N11). */
export function TrustMarks({ title, items }: { title: string; items: LinkView[] }) {
  const intl = useIntl();
  return (
    <section className={styles.trustMarks} aria-label={title || intl.formatMessage({ id: 'shell.footer.trustMarks' })}>
      {title ? <p className={styles.smallTitle}>{title}</p> : null}
      <ul className={styles.trustList}>
        {items.map((item) => (
          <li key={item.href}>
            <PlainLink href={item.href} className={styles.trustMark} target={item.href.startsWith('http') ? '_blank' : undefined}>
              <TrustMarkIcon icon={item.icon} />
              <span>{item.label}</span>
            </PlainLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** German store only: rating stars, review count, buyer protection and the reviews page (N12, M13). */
export function TrustedShopReviews({ reviews }: { reviews: TrustedShopView }) {
  const intl = useIntl();
  const rating = intl.formatNumber(reviews.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className={styles.reviews} aria-labelledby="trusted-shop-title">
      <h2 id="trusted-shop-title" className={styles.smallTitle}>
        {intl.formatMessage({ id: 'shell.reviews.customerReviews' })}
      </h2>
      <div className={styles.ratingRow}>
        <span className={styles.stars} role="img" aria-label={intl.formatMessage({ id: 'shell.reviews.rating' }, { rating })}>
          {reviews.stars.map((fill, index) => (
            <StarIcon key={index} fill={fill} size={18} />
          ))}
        </span>
        <span className={styles.ratingValue} aria-hidden="true">
          {rating}/5
        </span>
      </div>
      <p className={styles.reviewCount}>
        {intl.formatMessage({ id: 'shell.reviews.customerWroteReview' }, { count: reviews.reviewCount })}
      </p>
      <p className={styles.protection}>
        <strong>{intl.formatMessage({ id: 'shell.reviews.buyerProtection' })}</strong>{' '}
        {intl.formatMessage({ id: 'shell.reviews.buyerProtectionText' })}
      </p>
      {reviews.url ? (
        <PlainLink href={reviews.url} target="_blank" className={styles.reviewsLink}>
          {intl.formatMessage({ id: 'shell.reviews.viewAll' })}
        </PlainLink>
      ) : null}
    </section>
  );
}
