import { useIntl } from '../lib/i18n/intl.tsx';
import { SmartLink } from './smart-link.tsx';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** The current page has no link. */
  href: string | null;
}

/** Home > … > current page, as a labelled navigation list (L8, B3). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  const crumbs: Crumb[] = [{ label: intl.formatMessage({ id: 'shell.breadcrumb.home' }), href: '/' }, ...items];
  return (
    <nav className={styles.breadcrumb} aria-label={intl.formatMessage({ id: 'shell.breadcrumb.label' })}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {crumb.href && !last ? (
                <SmartLink href={crumb.href} className={styles.link}>
                  {crumb.label}
                </SmartLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
