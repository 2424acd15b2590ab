/**
 * The shop's internal utility pages (R5, R6): they answer 200 but carry `noindex` and stay out of
 * every sitemap. `/preview/` answers 404 unless it holds a valid preview token.
 */
export const UTILITY_PATHS = ['/experiments/', '/preview/', '/styleguide/', '/empty-layout/', '/empty-page/', '/poccheckout/'] as const;

/** Whether a path (with or without trailing slash, any case) is a utility page or below one (`/poccheckout/{id}/`). */
export function isUtilityPath(path: string): boolean {
  const normalised = `${path
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')}/`;
  return UTILITY_PATHS.some((prefix) => normalised === prefix || normalised.startsWith(prefix));
}

/** The robots tag of every utility page. */
export const UTILITY_ROBOTS = { name: 'robots', content: 'noindex,nofollow' } as const;

/** Title and robots tag of a utility page, its title in the store language from the root's texts. */
export function utilityMeta(root: unknown, titleKey: string) {
  const shell = root as { messages?: Record<string, string>; websiteName?: string } | undefined;
  const title = shell?.messages?.[titleKey] ?? titleKey;
  return [{ title: `${title} | ${shell?.websiteName ?? 'Van Arkel'}` }, UTILITY_ROBOTS];
}

/**
 * The DEV item of the main navigation (N5): the utility pages as tool links. Only development
 * builds add it; a production build leaves it out entirely. Labels are the addresses themselves.
 */
export function devNavigationItem(): { title: string; href: string; color: string | null; submenu: { title: string; href: string }[] } {
  const tools = UTILITY_PATHS.filter((path) => path !== '/preview/');
  return { title: 'DEV', href: '/styleguide/', color: null, submenu: tools.map((path) => ({ title: path, href: path })) };
}
