import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { brandPath, categoryPath, productPath } from '@shop/rules';
import { brands, categories, productCategories, products } from '../catalog/tables.ts';
import { contentDocuments } from '../content/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';

export type SitemapEntryKind = 'PRODUCT' | 'CATEGORY' | 'CONTENT' | 'BRAND';

export interface SitemapEntryRow {
  path: string;
  lastmod: string | null;
}

/** At most this many addresses per sitemap file (sitemaps.org). */
export const SITEMAP_PAGE_LIMIT = 50_000;

/** Content pages that are not addresses of their own: the home page is `/`, `404` has no address. */
const CONTENT_WITHOUT_ADDRESS = new Set(['home', '404']);

function iso(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function checkPaging(pageSize: number, currentPage: number) {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_PAGE_LIMIT) {
    throw inputError('PAGE_SIZE_INVALID', { max: SITEMAP_PAGE_LIMIT }, `pageSize must be between 1 and ${SITEMAP_PAGE_LIMIT}.`);
  }
  if (!Number.isInteger(currentPage) || currentPage < 1 || currentPage > 1_000_000) {
    throw inputError('CURRENT_PAGE_INVALID', {}, 'currentPage must be a positive number.');
  }
}

async function all(ctx: RequestContext, kind: SitemapEntryKind): Promise<SitemapEntryRow[]> {
  const { db } = ctx;
  switch (kind) {
    case 'PRODUCT': {
      const rows = await db
        .select({ urlKey: products.urlKey, lastmod: products.createdAt })
        .from(products)
        .where(and(isNull(products.parentId), eq(products.isVisible, true), eq(products.isActive, true)))
        .orderBy(asc(products.id));
      return rows.map((row) => ({ path: productPath(row.urlKey), lastmod: iso(row.lastmod) }));
    }
    case 'CATEGORY': {
      // A listing changes when a product joins it: its newest product's date.
      const newest = db
        .select({ categoryId: productCategories.categoryId, lastmod: sql<string>`max(${products.createdAt})`.as('lastmod') })
        .from(productCategories)
        .innerJoin(products, eq(products.id, productCategories.productId))
        .groupBy(productCategories.categoryId)
        .as('newest');
      const rows = await db
        .select({ urlPath: categories.urlPath, lastmod: newest.lastmod })
        .from(categories)
        .leftJoin(newest, eq(newest.categoryId, categories.id))
        .where(and(eq(categories.isActive, true), sql`${categories.urlPath} <> ''`))
        .orderBy(asc(categories.id));
      return rows.map((row) => ({ path: categoryPath(row.urlPath), lastmod: iso(row.lastmod) }));
    }
    case 'BRAND': {
      const newest = db
        .select({ brandId: products.brandId, lastmod: sql<string>`max(${products.createdAt})`.as('lastmod') })
        .from(products)
        .where(isNotNull(products.brandId))
        .groupBy(products.brandId)
        .as('newest');
      const rows = await db
        .select({ urlKey: brands.urlKey, lastmod: newest.lastmod })
        .from(brands)
        .leftJoin(newest, eq(newest.brandId, brands.id))
        .orderBy(asc(brands.position), asc(brands.id));
      const entries = rows.map((row) => ({ path: brandPath(row.urlKey), lastmod: iso(row.lastmod) }));
      const overview = entries.reduce<string | null>(
        (max, entry) => (entry.lastmod && (!max || entry.lastmod > max) ? entry.lastmod : max),
        null,
      );
      return [{ path: brandPath(), lastmod: overview }, ...entries];
    }
    case 'CONTENT': {
      const rows = await db
        .select({
          uid: contentDocuments.uid,
          urlKey: contentDocuments.urlKey,
          data: contentDocuments.data,
          lastmod: contentDocuments.updatedAt,
        })
        .from(contentDocuments)
        .where(
          and(
            eq(contentDocuments.type, 'page'),
            eq(contentDocuments.lang, ctx.language),
            eq(contentDocuments.published, true),
            isNotNull(contentDocuments.urlKey),
          ),
        )
        .orderBy(asc(contentDocuments.id));
      const brandOverview = brandPath();
      return rows
        .filter((row) => !CONTENT_WITHOUT_ADDRESS.has(row.uid) && row.urlKey && row.urlKey.trim() !== '')
        .filter((row) => !/noindex/i.test(String(row.data.meta_robots ?? '')))
        .map((row) => ({ path: categoryPath(row.urlKey ?? ''), lastmod: iso(row.lastmod) }))
        .filter((entry) => entry.path !== '/' && entry.path !== brandOverview);
    }
  }
}

/**
 * One page of the store's indexable addresses of one kind (sitemaps): visible, active parent
 * products; active categories; published content pages of the store's language that are not
 * `noindex`; the brand overview and brands. lastmod is the last change the shop records.
 */
export async function sitemapEntries(
  ctx: RequestContext,
  kind: SitemapEntryKind,
  pageSize: number,
  currentPage: number,
): Promise<{ total_count: number; items: SitemapEntryRow[] }> {
  checkPaging(pageSize, currentPage);
  const entries = await all(ctx, kind);
  const start = (currentPage - 1) * pageSize;
  return { total_count: entries.length, items: entries.slice(start, start + pageSize) };
}
