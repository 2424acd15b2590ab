import { useIntl } from '../lib/i18n/intl.tsx';
import { scrollToTop } from './hooks.ts';
import { ArrowUpIcon } from './icons.tsx';
import styles from './back-to-top.module.css';

/** Floating control that appears after 400 px of scrolling and brings the shopper back up (L13). */
export function BackToTop({ visible }: { visible: boolean }) {
  const intl = useIntl();
  return (
    <a
      href="#top"
      className={styles.button}
      data-visible={visible}
      onClick={scrollToTop}
      aria-label={intl.formatMessage({ id: 'shell.backToTop' })}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
    >
      <ArrowUpIcon size={20} />
    </a>
  );
}
