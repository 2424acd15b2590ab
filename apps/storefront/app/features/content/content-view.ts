import { normalizeLink } from '@shop/rules';
import type { ContentPageFieldsFragment } from '../../graphql/graphql.ts';
import type { Crumb } from '../../ui/breadcrumb.tsx';
import { toBlockViews } from './models/blocks.ts';
import type { BlockView } from './models/types.ts';

/** The header's logo colour a content page asks for (B2, decision 054): dark on light, or light on dark. */
export type LogoColor = 'dark' | 'light';

export interface SideNavView {
  title: string | null;
  items: { label: string; href: string; current: boolean }[];
}

/** What a content page renders (B2, B3): head tags, heading, breadcrumb, side menu and blocks. */
export interface ContentPageData {
  uid: string;
  /** The page_title heading; null when the editor left it empty. */
  title: string | null;
  meta: { title: string | null; description: string | null; robots: string | null };
  /** logo_color: the header draws the logo light on dark for 'light' (decision 054). */
  logoColor: LogoColor;
  /** Crumbs after Home: the parent (if any) and this page. */
  breadcrumb: Crumb[];
  sideNav: SideNavView | null;
  blocks: BlockView[];
}

/** The label of a parent page known only by its address: its last segment, in words. */
export function labelFromPath(href: string): string {
  const segment = href.split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? '';
  const words = decodeURIComponent(segment)
    .replace(/\.html$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ContentPageOptions {
  /** The parent page's title when it was looked up. */
  parentTitle?: string | null;
  /** Called for each block the storefront cannot render (B23). */
  onSkipBlock?: (type: string, index: number) => void;
}

/** Reports blocks the storefront cannot render; only developers need to see them (B23). */
export function skippedBlockReporter(isProduction: boolean, uid: string) {
  return (type: string, index: number) => {
    if (!isProduction) console.warn(`[content] page "${uid}": block ${index} of unknown type "${type}" skipped`);
  };
}

/** The editor's logo_color as the header takes it: 'light' when so written, otherwise the usual dark logo. */
export function toLogoColor(value: string | null | undefined): LogoColor {
  return value?.trim().toLowerCase() === 'light' ? 'light' : 'dark';
}

/**
 * The logo colour of the page being shown: the deepest route whose data holds a content page (at
 * the top or one level down, e.g. `{ page }` or `{ content }`) decides; other pages keep 'dark'.
 */
export function logoColorOfRoutes(routeData: readonly unknown[]): LogoColor {
  for (const data of [...routeData].reverse()) {
    if (!data || typeof data !== 'object') continue;
    for (const candidate of [data, ...Object.values(data)]) {
      const color = (candidate as { logoColor?: unknown } | null)?.logoColor;
      if (color === 'light' || color === 'dark') return color;
    }
  }
  return 'dark';
}

/** Shapes the API's content page into the page's view model. */
export function toContentPageData(page: ContentPageFieldsFragment, options: ContentPageOptions = {}): ContentPageData {
  const ownPath = page.url_key ? normalizeLink(`/${page.url_key}`) : '/';
  const items = page.navigation_list.map((item) => {
    const href = normalizeLink(item.link.href);
    return { label: item.title, href, current: href === ownPath };
  });
  const parentHref = page.parent_page ? normalizeLink(page.parent_page.href) : null;
  const parentLabel = parentHref
    ? (options.parentTitle ?? items.find((item) => item.href === parentHref)?.label ?? labelFromPath(parentHref))
    : null;
  const title = page.page_title?.trim() || null;
  return {
    uid: page.uid,
    title,
    meta: { title: page.meta_title, description: page.meta_description, robots: page.meta_robots },
    logoColor: toLogoColor(page.logo_color),
    breadcrumb: [
      ...(parentHref && parentLabel && parentHref !== '/' ? [{ label: parentLabel, href: parentHref }] : []),
      { label: title ?? page.meta_title ?? labelFromPath(ownPath), href: null },
    ],
    sideNav: items.length > 0 ? { title: page.navigation_title, items } : null,
    blocks: toBlockViews(page.body, options.onSkipBlock),
  };
}
