import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from '../../../lib/i18n/intl.tsx';
import { Link, useMatches } from 'react-router';
import { useHydrated } from '../../../ui/hooks.ts';
import { type ScrollState } from '../scroll-state.ts';
import { MenuIcon } from '../../../ui/icons.tsx';
import { Logo } from '../../../ui/logo.tsx';
import type { ShellView } from '../shell-view.ts';
import { SmartLinkItems } from '../../../ui/smart-link.tsx';
import { AccountLink, MiniCart } from './header-actions.tsx';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NAVIGATION_ID, NavigationPanel } from './navigation.tsx';
import { SearchForm } from './search-form.tsx';
import { UspStrip } from './usp-strip.tsx';
import { WishlistLink } from '../../wishlist/wishlist-link.tsx';
import { logoColorOfRoutes } from '../../content/content-view.ts';

interface ToggleProps {
  className?: string;
  open: boolean;
  hydrated: boolean;
  onToggle: () => void;
  /** ArrowDown on the closed toggle opens the menu, as Enter and Space do (N3). */
  onOpen: () => void;
  label?: string;
  children: ReactNode;
}

/** Opens the navigation: a button once scripts run, a `#shop-menu` link before that. */
function NavToggle({ className, open, hydrated, onToggle, onOpen, label, children }: ToggleProps) {
  if (!hydrated) {
    return (
      <a href={`#${NAVIGATION_ID}`} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={NAVIGATION_ID}
      aria-label={label}
      onClick={onToggle}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && !open) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </button>
  );
}

/** The static header's height, which the slot keeps while the header is fixed (header.module.css). */
const STATIC_HEIGHT_PROPERTY = '--static-header-height';

/**
 * The shop header (L9–L13): selling points with the language switcher, logo, the Shop entry and
 * header menu, search, account and mini cart. Fixed after 25 px (small) or 35 px (large) of
 * scrolling; while fixed it tucks away when scrolling down and returns in a compact height when
 * scrolling up.
 */
export function Header({ shell, scroll }: { shell: ShellView; scroll: ScrollState }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // While the menu is open the header keeps the state it was opened in: turning fixed or compact
  // on a scroll would move the header, and the menu under it, beneath the shopper's pointer.
  const [openedWith, setOpenedWith] = useState<ScrollState>(scroll);
  const { fixed, direction } = open ? openedWith : scroll;
  const header = useRef<HTMLElement>(null);
  // The control that opened the menu gets focus back when the menu is dismissed (N3).
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(() => {
    setOpen(false);
    opener.current?.focus({ preventScroll: true });
  }, []);
  const openMenu = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenedWith(scroll);
    setOpen(true);
  }, [scroll]);
  const toggle = useCallback(() => {
    if (open) setOpen(false);
    else openMenu();
  }, [open, openMenu]);

  // The slot keeps the static header's height, so the page does not jump when the header turns fixed.
  // It is written to the slot's style, not rendered: measured as the page hydrates (the header is
  // still static then, even on a page scrolled before its scripts ran) and whenever the static
  // header's size changes, so it is known before the first scroll can fix the header. The observer
  // reports the first size in the frame after hydration, after that frame's layout and before any
  // render a scroll in that frame asks for, so the size is read without laying out the page
  // inside hydration's commit (decision 067).
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = header.current;
    const holder = slot.current;
    if (!element || !holder || fixed) return;
    const keep = () => holder.style.setProperty(STATIC_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);

  const hasNavigation = shell.navigation.length > 0;
  // B2: a content page's logo_color; 'light' draws the logo bar light on dark (decision 054).
  const logoColor = logoColorOfRoutes(useMatches().map((match) => match.data));
  const homeLabel = intl.formatMessage({ id: 'shell.logo.home' }, { name: shell.websiteName });
  return (
    <div ref={slot} className={styles.slot} data-fixed={fixed}>
      <header
        ref={header}
        className={styles.header}
        data-fixed={fixed}
        data-direction={direction}
        data-nav-open={open}
        data-logo-color={logoColor}
      >
        {/* Above the menu's backdrop, which sits in the header's own layer. */}
        <div className={styles.inner}>
          <UspStrip
            items={shell.uspHeader}
            placement="header"
            trailing={<LanguageSwitcher stores={shell.stores} />}
            delivery={{ timeZone: shell.timeZone, personalize: shell.personalizeDelivery }}
          />
          <div className={`container ${styles.bar}`}>
            <div className={styles.start}>
              {hasNavigation ? (
                <NavToggle
                  className={styles.menuToggle}
                  open={open}
                  hydrated={hydrated}
                  onToggle={toggle}
                  onOpen={openMenu}
                  label={intl.formatMessage({ id: open ? 'shell.nav.close' : 'shell.nav.open' })}
                >
                  <MenuIcon size={24} />
                </NavToggle>
              ) : null}
              <SearchForm className={styles.desktopSearch} />
            </div>
            <Link to="/" className={styles.logo} aria-label={homeLabel}>
              <Logo title={shell.websiteName} className={styles.logoMark} />
            </Link>
            <div className={styles.end}>
              <WishlistLink />
              <AccountLink />
              <MiniCart />
            </div>
          </div>
          {hasNavigation || shell.headerLinks.length > 0 ? (
            <div className={styles.navRow}>
              <ul className={`container ${styles.menu}`}>
                {hasNavigation ? (
                  <li>
                    <NavToggle className={styles.shopToggle} open={open} hydrated={hydrated} onToggle={toggle} onOpen={openMenu}>
                      {intl.formatMessage({ id: 'shell.nav.shop' })}
                    </NavToggle>
                  </li>
                ) : null}
                <SmartLinkItems links={shell.headerLinks} className={styles.menuLink} />
              </ul>
            </div>
          ) : null}
          <div className={`container ${styles.mobileSearch}`}>
            <SearchForm />
          </div>
        </div>
        {hasNavigation ? (
          <NavigationPanel
            items={shell.navigation}
            // Phones have no room for the wishlist beside the logo: the drawer lists it.
            links={[...shell.headerLinks, { label: intl.formatMessage({ id: 'wishlist.header.label' }), href: '/wishlist/', icon: null }]}
            menuFooter={shell.menuFooter}
            open={open}
            hydrated={hydrated}
            onClose={close}
            onDismiss={dismiss}
          />
        ) : null}
      </header>
    </div>
  );
}
