import type { ReactNode } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { Link, useLocation } from 'react-router';
import { UspIcon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';
import { UspStrip } from '../shell/header/usp-strip.tsx';
import type { CheckoutLayoutData } from './checkout-layout-model.ts';
import { InStoreCheck } from '../instore/instore-check.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { stepFromPath } from './steps.ts';
import styles from './checkout-layout.module.css';

/**
 * The checkout layout (000 §2; L4): its own header with the logo and the checkout's selling points,
 * the three-step progress bar, then the step. No search, menus or mini cart: nothing leads away.
 */
export function CheckoutLayout({ layout, children }: { layout: CheckoutLayoutData; children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.logo}>
            <Logo title={intl.formatMessage({ id: 'checkout.layout.home' }, { name: layout.websiteName })} className={styles.logoMark} />
          </Link>
          <p className={styles.secure}>
            <UspIcon name="secure" size={18} />
            <span className="visually-hidden-on-phones">{intl.formatMessage({ id: 'checkout.layout.secure' })}</span>
          </p>
        </div>
        {/* Labels only: nothing in the checkout leads away from it. */}
        <UspStrip
          items={layout.usps.map((usp) => ({ ...usp, href: null }))}
          placement="checkout"
          delivery={layout.delivery}
          label={intl.formatMessage({ id: 'checkout.layout.usps' })}
        />
      </header>
      {layout.inStore ? <InStoreCheck check={layout.inStore} /> : null}
      <ProgressSteps current={stepFromPath(pathname)} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className="container">
          <p>{intl.formatMessage({ id: 'checkout.layout.footer' }, { name: layout.websiteName, year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
