/**
 * Magento's `categories` and `categoryList` queries, answered from the category tree held in
 * memory (reference data): once warm they cost no statement.
 */
import type { RequestContext } from '../platform/context.ts';
import type { CategoryFilterInput } from '../platform/generated/resolvers.ts';
import { normalizeCategoryPath } from './categories.ts';
import { categoryCatalog } from './loaders.ts';
import { fromUid, localize } from './localize.ts';
import { equalValues, matchValue } from './products-filter.ts';
import { catalogPage, refusePageBeyond } from './products-query.ts';
import type { CategoryRow } from './rows.ts';

export interface CategoriesArgs {
  filters?: CategoryFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export interface CategoryResultView {
  items: CategoryRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

/** Ids named directly or by uid; a value that is no id names nothing. */
function idsOf(ids: string[] | null, uids: string[] | null): Set<number> | null {
  if (ids == null && uids == null) return null;
  const all = [...(ids ?? []), ...(uids ?? []).map((uid) => fromUid(uid) ?? '')];
  return new Set(all.map((id) => id.trim()).flatMap((id) => (/^\d{1,9}$/.test(id) ? [Number(id)] : [])));
}

/** One test per filter given; a category must pass them all. */
function categoryTests(filters: CategoryFilterInput, language: string): ((c: CategoryRow) => boolean)[] {
  const tests: ((c: CategoryRow) => boolean)[] = [];
  const ids = idsOf(equalValues('ids', filters.ids), equalValues('category_uid', filters.category_uid));
  if (ids) tests.push((c) => ids.has(c.id));
  const parents = idsOf(equalValues('parent_id', filters.parent_id), equalValues('parent_category_uid', filters.parent_category_uid));
  if (parents) tests.push((c) => c.parentId != null && parents.has(c.parentId));
  const keys = equalValues('url_key', filters.url_key);
  if (keys) {
    const wanted = new Set(keys.map((k) => k.trim().toLowerCase()));
    tests.push((c) => wanted.has(c.urlKey.toLowerCase()));
  }
  const paths = equalValues('url_path', filters.url_path);
  if (paths) {
    const wanted = new Set(paths.map(normalizeCategoryPath));
    tests.push((c) => wanted.has(c.urlPath));
  }
  const name = matchValue(filters.name);
  if (name) {
    const text = name.text.toLowerCase();
    tests.push((c) => {
      const label = (localize(c.name, language) ?? c.urlKey).toLowerCase();
      return name.full ? label === text : label.includes(text);
    });
  }
  return tests;
}

/**
 * Magento's `categories`: the active categories that pass every filter given, broadest first and
 * in menu order, one page of them. Without filters: the top-level categories (the shop has no
 * root category row; these are what Magento lists as its root's children).
 */
export async function findCategories(ctx: RequestContext, args: CategoriesArgs): Promise<CategoryResultView> {
  const { pageSize, currentPage } = catalogPage(args);
  const tree = await categoryCatalog(ctx);
  const tests = categoryTests(args.filters ?? {}, ctx.language);
  const matching =
    tests.length === 0
      ? (tree.children.get(null) ?? [])
      : tree.all.filter((c) => tests.every((test) => test(c))).sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
  const totalPages = Math.ceil(matching.length / pageSize);
  refusePageBeyond(currentPage, matching.length, totalPages);
  return {
    items: matching.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: matching.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}
