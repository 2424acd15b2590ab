/**
 * Structured data of the shop (schema.org, JSON-LD): the organisation and the web site with its
 * search on the home page, the breadcrumb trail on listings and content pages. React Router writes
 * `script:ld+json` meta entries as data blocks with `<`, `>` and `&` escaped.
 */

const SCHEMA = 'https://schema.org';

export interface JsonLdCrumb {
  label: string;
  /** Absolute or root-relative address; null for the page itself. */
  href: string | null;
}

function absolute(origin: string, href: string): string {
  try {
    return new URL(href, `${origin}/`).href;
  } catch {
    return `${origin}/`;
  }
}

/** `Organization`: the shop's name, address, logo and telephone. */
export function organizationJsonLd(input: {
  origin: string;
  name: string;
  telephone?: string | null;
  sameAs?: string[];
}): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${input.origin}/#organization`,
    name: input.name,
    url: `${input.origin}/`,
    logo: `${input.origin}/favicon.svg`,
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.sameAs && input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
  };
}

/** `WebSite` with a `SearchAction` on the shop's search page. */
export function webSiteJsonLd(input: { origin: string; name: string; language: string }): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${input.origin}/#website`,
    name: input.name,
    url: `${input.origin}/`,
    inLanguage: input.language,
    publisher: { '@id': `${input.origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.origin}/zoeken/?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * `BreadcrumbList` of the trail the page shows: Home first, the page itself last (at `pageUrl`).
 * Steps without a label are left out.
 */
export function breadcrumbJsonLd(input: {
  origin: string;
  homeLabel: string;
  crumbs: readonly JsonLdCrumb[];
  pageUrl: string;
}): Record<string, unknown> {
  const steps = [{ label: input.homeLabel, href: '/' as string | null }, ...input.crumbs].filter((crumb) => crumb.label.trim() !== '');
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label.trim(),
      item: index === steps.length - 1 && crumb.href === null ? input.pageUrl : absolute(input.origin, crumb.href ?? input.pageUrl),
    })),
  };
}
