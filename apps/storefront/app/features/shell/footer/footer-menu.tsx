import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/hooks.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import type { MenuView } from '../shell-view.ts';
import { PlainLink } from '../../../ui/smart-link.tsx';
import { contentVersion, StaticIsland } from '../../../ui/static-island.tsx';
import styles from './footer.module.css';

/**
 * One collapsible footer menu (N6): a <details> that toggles on small screens and stays open from
 * 64em (CSS keeps it visible before scripts run; scripts then mark it open for assistive technology).
 * Its links and the opening hours are a static island: the server's markup, kept by hydration.
 */
/** `version`: what `children` are drawn from, so the menu is drawn anew when it changes (static-island.tsx). */
export function FooterMenu({ menu, children, version }: { menu: MenuView; children?: ReactNode; version?: string }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const details = useRef<HTMLDetailsElement>(null);
  const wasDesktop = useRef(false);

  // The element keeps its own open state, so a tap made before scripts ran (they start after the
  // first screen, decision 067) is not undone when they do. Scripts only open it on a wide screen,
  // and close it again when the screen narrows.
  useEffect(() => {
    if (!details.current) return;
    if (desktop) details.current.open = true;
    else if (wasDesktop.current) details.current.open = false;
    wasDesktop.current = desktop;
  }, [desktop]);

  const onSummaryClick = (event: MouseEvent) => {
    if (desktop) event.preventDefault();
  };

  return (
    <details ref={details} className={styles.menu}>
      <summary className={styles.menuSummary} onClick={onSummaryClick}>
        <h2 className={styles.menuTitle}>{menu.title}</h2>
        <ChevronDownIcon size={18} className={styles.menuChevron} />
      </summary>
      <StaticIsland className={styles.menuContent} version={contentVersion(menu.links, version)}>
        <ul className={styles.menuList}>
          {menu.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <PlainLink href={link.href} className={styles.menuLink}>
                {link.label}
              </PlainLink>
            </li>
          ))}
        </ul>
        {children}
      </StaticIsland>
    </details>
  );
}
