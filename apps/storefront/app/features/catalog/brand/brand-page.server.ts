import type { AppLoadContext } from 'react-router';
import { createIntl } from '../../../lib/i18n/intl.tsx';
import { brandPath } from '@shop/rules';
import { notFound } from '../../../lib/not-found.server.ts';
import { skippedBlockReporter, toContentPageData, type ContentPageData } from '../../content/content-view.ts';
import type { Crumb } from '../breadcrumbs-model.ts';
import { toListingView, type ListingView } from '../listing/listing-model.ts';
import { isFilteredListing } from '../listing/listing-request.ts';
import { readScopedListing } from '../listing/scoped-listing.server.ts';
import { messages } from '../messages.ts';
import { BrandOverviewQuery, BrandPageQuery } from './brand-query.ts';
import { toBrandGroups, type BrandGroup } from './brand-overview-model.ts';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  robots: string | null;
}

/** A brand screen (R8, R9): the brand's content blocks, then its products. */
export interface BrandPageData {
  name: string;
  /** The brand's content page (page title, blocks), when the content system has one. */
  content: ContentPageData | null;
  breadcrumbs: Crumb[];
  listing: ListingView;
  meta: PageMeta;
}

/** The brand overview at `/merken/`: every brand with products, by initial. */
export interface BrandOverviewData {
  groups: BrandGroup[];
  breadcrumbs: Crumb[];
  meta: PageMeta;
}

function translator(context: AppLoadContext) {
  return createIntl(context.language, messages[context.language]);
}

/** `/brands/…` and `/merken/…` are the same screen; links stay under the prefix the shopper used. */
function brandBasePath(url: URL, urlKey: string): string {
  return url.pathname.toLowerCase().startsWith('/brands/') ? `/brands/${urlKey}/` : brandPath(urlKey);
}

/** Loads a brand screen; an unknown brand is the 404 page (R9). */
export async function loadBrandPage(context: AppLoadContext, urlKey: string, url: URL): Promise<BrandPageData> {
  const basePath = brandBasePath(url, urlKey);
  const { state, scope, variables } = readScopedListing(url, basePath, { key: 'brand', value: urlKey });
  const result = await context.api.query(BrandPageQuery, { urlKey, lang: context.language, ...variables });
  const brand = result.brandPage;
  if (!brand) return notFound(context);

  // The brand facet is the page itself, so it is left out of the panel.
  const listingResult = { ...result.productList, filters: result.productList.filters.filter((f) => f.key !== 'brand') };
  const content = brand.page
    ? toContentPageData(brand.page, { onSkipBlock: skippedBlockReporter(context.isProduction, brand.page.uid) })
    : null;
  const intl = translator(context);
  const overviewLabel = intl.formatMessage({ id: 'catalog.brands.title' });
  return {
    name: brand.name,
    content,
    breadcrumbs: [
      { label: overviewLabel, href: brandPath() },
      { label: brand.name, href: null },
    ],
    listing: toListingView(listingResult, basePath, state, { followOptionPaths: false, scope }),
    meta: {
      title: content?.meta.title?.trim() || brand.name,
      description:
        content?.meta.description?.trim() ||
        intl.formatMessage({ id: 'catalog.brands.metaDescription' }, { brand: brand.name, count: result.productList.totalCount }),
      canonical: `${url.origin}${brandPath(brand.url_key)}`,
      noindex: isFilteredListing(state),
      robots: content?.meta.robots ?? null,
    },
  };
}

/** Loads the brand overview from the brand facet of the whole catalogue. */
export async function loadBrandOverview(context: AppLoadContext, url: URL): Promise<BrandOverviewData> {
  const result = await context.api.query(BrandOverviewQuery, {});
  const brandFilter = result.productList.filters.find((filter) => filter.key === 'brand');
  const intl = translator(context);
  const title = intl.formatMessage({ id: 'catalog.brands.title' });
  return {
    groups: toBrandGroups(brandFilter?.options ?? [], intl.locale),
    breadcrumbs: [{ label: title, href: null }],
    meta: {
      title,
      description: intl.formatMessage({ id: 'catalog.brands.overviewDescription' }),
      canonical: `${url.origin}${brandPath()}`,
      noindex: false,
      robots: null,
    },
  };
}
