import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/hooks.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import type { MenuView } from '../shell-view.ts';
import { SmartLink } from '../../../ui/smart-link.tsx';
import styles from './footer.module.css';

/**
 * One collapsible footer menu (N6): a <details> that toggles on small screens and stays open from
 * 64em (CSS keeps it visible before scripts run; scripts then mark it open for assistive technology).
 */
export function FooterMenu({ menu, children }: { menu: MenuView; children?: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(desktop), [desktop]);

  const onSummaryClick = (event: MouseEvent) => {
    if (desktop) event.preventDefault();
  };

  return (
    <details className={styles.menu} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.menuSummary} onClick={onSummaryClick}>
        <h2 className={styles.menuTitle}>{menu.title}</h2>
        <ChevronDownIcon size={18} className={styles.menuChevron} />
      </summary>
      <div className={styles.menuContent}>
        <ul className={styles.menuList}>
          {menu.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <SmartLink href={link.href} className={styles.menuLink}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </details>
  );
}
