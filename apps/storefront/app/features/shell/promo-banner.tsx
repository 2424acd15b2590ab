import { useIntl } from '../../lib/i18n/intl.tsx';
import type { PromoView } from './shell-view.ts';
import { SmartLink } from '../../ui/smart-link.tsx';
import styles from './promo-banner.module.css';

/** The promo banner (P5): only when the API says it is active; the whole strip links when it has a link. */
export function PromoBanner({ promo }: { promo: PromoView | null }) {
  const intl = useIntl();
  if (!promo) return null;
  const style = promo.background ? { background: promo.background } : undefined;
  return (
    <aside
      className={styles.banner}
      style={style}
      data-foreground={promo.foreground}
      aria-label={intl.formatMessage({ id: 'shell.promo.label' })}
    >
      {promo.href ? (
        <SmartLink href={promo.href} className={styles.link}>
          {promo.text}
        </SmartLink>
      ) : (
        <p className={styles.text}>{promo.text}</p>
      )}
    </aside>
  );
}
