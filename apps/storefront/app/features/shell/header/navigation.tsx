import { mainMenuId } from '@shop/rules';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { useLocation } from 'react-router';
import { DESKTOP_QUERY, useEscape, useMediaQuery, useScrollLock } from '../../../ui/hooks.ts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PinIcon } from '../../../ui/icons.tsx';
import type { LinkView, MenuView, NavItemView } from '../shell-view.ts';
import { PlainLink, SmartLink, SmartLinkItems } from '../../../ui/smart-link.tsx';
import { contentVersion, StaticIsland } from '../../../ui/static-island.tsx';
import { devNavigationItem } from '../../content/utility-routes.ts';
import styles from './navigation.module.css';

/** The id the Shop and menu toggles point at; `#shop-menu` opens the panel without JavaScript too. */
export const NAVIGATION_ID = mainMenuId;

export interface NavigationPanelProps {
  items: NavItemView[];
  /** The header menu's links, repeated in the mobile drawer (the desktop header shows them in its row). */
  links: LinkView[];
  /** The fourth footer menu (points of sale), under the main navigation (N9). */
  menuFooter: MenuView | null;
  open: boolean;
  hydrated: boolean;
  onClose: () => void;
  /** Closes the menu and gives focus back to the control that opened it (Escape, the close button). */
  onDismiss: () => void;
}

const colourStyle = (color: string | null): CSSProperties | undefined => (color ? { color } : undefined);

/**
 * The category navigation (N1, N3): on small screens a drawer where submenus slide in with a
 * back header; from 64em a mega-menu panel under the header with every category and its submenu.
 */
export function NavigationPanel({ items: cmsItems, links, menuFooter, open, hydrated, onClose, onDismiss }: NavigationPanelProps) {
  // Development builds add a DEV item with the tool pages (N5); production builds drop this line.
  const items = import.meta.env.DEV ? [...cmsItems, devNavigationItem()] : cmsItems;
  const intl = useIntl();
  const location = useLocation();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [active, setActive] = useState<number | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const returnTo = useRef<number | null>(null);

  useScrollLock(open && !desktop);
  useEscape(open, onDismiss);

  // Following a link closes the menu.
  useEffect(() => {
    onClose();
    setActive(null);
  }, [location.pathname, location.search, onClose]);

  useEffect(() => {
    if (!open) {
      setActive(null);
      return;
    }
    if (desktop) panel.current?.querySelector<HTMLElement>(`.${styles.categoryLink}`)?.focus({ preventScroll: true });
    else closeButton.current?.focus({ preventScroll: true });
  }, [open, desktop]);

  // Moving between levels keeps focus where the shopper is looking.
  useEffect(() => {
    if (!open || desktop) return;
    if (active !== null) {
      panel.current?.querySelector<HTMLElement>(`[data-submenu="${active}"] button`)?.focus({ preventScroll: true });
    } else if (returnTo.current !== null) {
      panel.current?.querySelector<HTMLElement>(`[data-category-button="${returnTo.current}"]`)?.focus({ preventScroll: true });
      returnTo.current = null;
    }
  }, [active, open, desktop]);

  // Header links that repeat a category (New, Sale …) are already in the list above.
  const extraLinks = links.filter((link) => !items.some((item) => item.href === link.href));

  // Arrow keys move through the menu's visible entries, Home and End jump to the ends (N3).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!panel.current) return;
    // In the mega menu's columns, ArrowRight and ArrowLeft jump to the next or previous category.
    if (desktop && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      const columns = [...panel.current.querySelectorAll<HTMLElement>('li[data-has-submenu]')];
      const current = columns.findIndex((column) => column.contains(document.activeElement));
      if (current < 0) return;
      event.preventDefault();
      const target = (current + (event.key === 'ArrowRight' ? 1 : columns.length - 1)) % columns.length;
      columns[target]?.querySelector<HTMLElement>(`.${styles.categoryLink}`)?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const entries = [...panel.current.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden',
    );
    if (entries.length === 0) return;
    event.preventDefault();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const last = entries.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? index < 0 || index === last
              ? 0
              : index + 1
            : index <= 0
              ? last
              : index - 1;
    entries[next]?.focus();
  };

  const back = () => {
    returnTo.current = active;
    setActive(null);
  };

  return (
    <>
      <div className={styles.backdrop} data-open={open} onClick={onClose} aria-hidden="true" />
      <nav
        id={NAVIGATION_ID}
        ref={panel}
        className={styles.panel}
        data-open={open}
        data-level={active === null ? 'root' : 'sub'}
        onKeyDown={open ? onKeyDown : undefined}
        aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
      >
        <div className={styles.drawerHeader}>
          <span className={styles.drawerTitle}>{intl.formatMessage({ id: 'shell.nav.shop' })}</span>
          {hydrated ? (
            <button
              ref={closeButton}
              type="button"
              className={styles.close}
              onClick={onDismiss}
              aria-label={intl.formatMessage({ id: 'shell.nav.close' })}
            >
              <CloseIcon size={22} />
            </button>
          ) : (
            <a href="#" className={styles.close} aria-label={intl.formatMessage({ id: 'shell.nav.close' })}>
              <CloseIcon size={22} />
            </a>
          )}
        </div>
        <div className={styles.body}>
          <ul className={styles.categories}>
            {items.map((item, index) => {
              const hasSubmenu = item.submenu.length > 0;
              return (
                <li key={`${item.href}-${index}`} className={styles.category} data-has-submenu={hasSubmenu}>
                  {hasSubmenu && hydrated ? (
                    <button
                      type="button"
                      className={styles.categoryButton}
                      data-category-button={index}
                      aria-expanded={active === index}
                      onClick={() => setActive(index)}
                      style={colourStyle(item.color)}
                    >
                      {item.title}
                      <ChevronRightIcon size={18} />
                    </button>
                  ) : null}
                  <SmartLink href={item.href} className={styles.categoryLink} style={colourStyle(item.color)}>
                    {item.title}
                  </SmartLink>
                  {hasSubmenu ? (
                    <div className={styles.submenu} data-submenu={index} data-active={active === index}>
                      <div className={styles.submenuHeader}>
                        <button type="button" className={styles.back} onClick={back}>
                          <ChevronLeftIcon size={18} />
                          {intl.formatMessage({ id: 'shell.nav.back' })}
                        </button>
                        <span className={styles.submenuTitle} style={colourStyle(item.color)}>
                          {item.title}
                        </span>
                      </div>
                      <StaticIsland as="ul" className={styles.submenuList} version={contentVersion(item.href, item.title, item.submenu)}>
                        <li className={styles.viewAll}>
                          <PlainLink href={item.href} className={styles.submenuLink}>
                            {intl.formatMessage({ id: 'shell.nav.viewAll' }, { title: item.title })}
                          </PlainLink>
                        </li>
                        <SmartLinkItems
                          links={item.submenu.map((link) => ({ href: link.href, label: link.title }))}
                          className={styles.submenuLink}
                          plain
                        />
                      </StaticIsland>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {extraLinks.length > 0 ? (
            <StaticIsland as="ul" className={styles.extraLinks} version={contentVersion(extraLinks)}>
              <SmartLinkItems links={extraLinks} className={styles.extraLink} plain />
            </StaticIsland>
          ) : null}
          {menuFooter && menuFooter.links.length > 0 ? (
            <div className={styles.menuFooter}>
              {/* The menu's title is the editor's name for it ("Menu"); the links speak for themselves. */}
              <StaticIsland
                as="ul"
                className={styles.menuFooterList}
                aria-label={menuFooter.title || undefined}
                version={contentVersion(menuFooter.links)}
              >
                <SmartLinkItems links={menuFooter.links} className={styles.menuFooterLink} icon={<PinIcon size={18} />} plain />
              </StaticIsland>
            </div>
          ) : null}
        </div>
      </nav>
    </>
  );
}
