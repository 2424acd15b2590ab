import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { TitledSection } from '../../ui/titled-section.tsx';
import { accountPaths } from './paths.ts';
import styles from './account.module.css';

const NAVIGATION = [
  { href: accountPaths.dashboard, label: 'account.nav.dashboard', end: true },
  { href: accountPaths.orders, label: 'account.nav.orders', end: false },
  { href: accountPaths.address, label: 'account.nav.address', end: false },
  { href: accountPaths.edit, label: 'account.nav.edit', end: false },
  { href: accountPaths.newsletter, label: 'account.nav.newsletter', end: false },
] as const;

/** The account navigation (A11): a side menu on wide screens, a list above the page on small ones; logout is a form (no state change on GET). */
export function AccountNavigation() {
  const t = useT();
  return (
    <nav className={styles.nav} aria-label={t('account.nav.label')}>
      <ul className={styles.navList}>
        {NAVIGATION.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end={item.end} className={styles.navLink}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action={accountPaths.logout} className={styles.navLogout}>
            <button type="submit" className={styles.navLink}>
              {t('account.nav.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/** Every page behind the login: the title, the navigation beside the content. */
export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <AccountNavigation />
        <div className={styles.content}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A titled part of an account page; the heading names the section for assistive technology. */
export function AccountSection({ id, title, testId, children }: { id: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} testId={testId} classes={{ section: styles.section, title: styles.sectionTitle }}>
      {children}
    </TitledSection>
  );
}

/** The pages before login (login, register, forgot password): one narrow column. */
export function AccountEntryPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.entry}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
