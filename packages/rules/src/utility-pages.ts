/**
 * The shop's internal utility pages (R5, R6): they answer 200 but carry `noindex` and stay out of
 * every sitemap (the storefront renders them, the server's sitemaps and robots.txt leave them out).
 * `/preview/` answers 404 unless it holds a valid preview token.
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
