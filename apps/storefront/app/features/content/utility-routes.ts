/** The shop's internal utility pages (R5, R6; the paths are in @shop/rules, which the sitemaps read too). */
import { UTILITY_PATHS } from '@shop/rules';

/** The robots tag of every utility page. */
export const UTILITY_ROBOTS = { name: 'robots', content: 'noindex,nofollow' } as const;

/**
 * The DEV item of the main navigation (N5): the utility pages as tool links. Only development
 * builds add it; a production build leaves it out entirely. Labels are the addresses themselves.
 */
export function devNavigationItem(): { title: string; href: string; color: string | null; submenu: { title: string; href: string }[] } {
  const tools = UTILITY_PATHS.filter((path) => path !== '/preview/');
  return { title: 'DEV', href: '/styleguide/', color: null, submenu: tools.map((path) => ({ title: path, href: path })) };
}
