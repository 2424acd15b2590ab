import type { AppLoadContext } from 'react-router';
import { categoryPath } from '@shop/rules';
import { notFound } from '../../lib/not-found.server.ts';
import { toBreadcrumbs, type Crumb } from './breadcrumbs-model.ts';
import type { CategoryPageMeta } from './category-page-meta.ts';
import { CategoryPageQuery } from './listing/listing-query.ts';
import { toListingView, type ListingView } from './listing/listing-model.ts';
import { isFilteredListing } from './listing/listing-request.ts';
import { readScopedListing } from './listing/scoped-listing.server.ts';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';

/** What the category listing screen renders (spec 001 §2, §3; C1–C28). */
export interface CategoryPageData {
  name: string;
  /** Sanitised HTML, empty when the category has no text. */
  descriptionHtml: string;
  breadcrumbs: Crumb[];
  listing: ListingView;
  meta: CategoryPageMeta;
}

/** Loads a category listing: the category and one page of its products in one request. */
export async function loadCategoryPage(context: AppLoadContext, urlPath: string, url: URL): Promise<CategoryPageData> {
  const basePath = categoryPath(urlPath);
  const { state, scope, variables } = readScopedListing(url, basePath, { key: 'category', value: urlPath });
  const result = await context.api.query(CategoryPageQuery, { urlPath, ...variables });
  const category = result.category;
  if (!category) return notFound(context);

  const ancestors = category.breadcrumbs.map((crumb) => ({
    label: crumb.category_name,
    path: crumb.category_url_path,
    level: crumb.category_level,
  }));
  const listing = toListingView(result.productList, basePath, state, {
    categoryChip: ancestors.length > 0 ? { label: category.name } : null,
    scope,
  });
  const description = category.meta_description?.trim() || htmlToText(category.description).slice(0, 300);
  const pageSuffix = listing.page > 1 && !isFilteredListing(state) ? `?page=${listing.page}` : '';

  return {
    name: category.name,
    descriptionHtml: sanitizeHtml(category.description),
    breadcrumbs: toBreadcrumbs(ancestors, { label: category.name }),
    listing,
    meta: {
      title: category.meta_title?.trim() || category.name,
      description,
      canonical: `${url.origin}${basePath}${pageSuffix}`,
      noindex: isFilteredListing(state),
    },
  };
}
