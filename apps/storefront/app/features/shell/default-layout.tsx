import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { CartRestoreDialog } from '../checkout/restore-dialog.tsx';
import { BackToTop } from '../../ui/back-to-top.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { useScrollState } from './scroll-state.ts';
import { PromoBanner } from './promo-banner.tsx';
import type { ShellView } from './shell-view.ts';
import styles from './default-layout.module.css';

/** Moves focus to the main area, so the next Tab continues in the page content (L1). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The default layout (000 §2; L1): skip-to-content link, promo banner, header, main area and
 * footer. With a minimal shell (layout not loaded, E7) the header shows its logo, search, account
 * and cart without menus.
 */
export function DefaultLayout({ shell, children }: { shell: ShellView; children: ReactNode }) {
  const intl = useIntl();
  const scroll = useScrollState();
  return (
    <>
      <a id="top" href="#main" className={styles.skipLink} onClick={focusMain}>
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </a>
      <PromoBanner promo={shell.promo} />
      <Header shell={shell} scroll={scroll} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer shell={shell} />
      <BackToTop visible={scroll.showBackToTop} />
      <CartRestoreDialog />
    </>
  );
}
