import type { RequestContext } from '../platform/context.ts';
import { categoryCatalog } from './loaders.ts';
import { localize, toUid } from './localize.ts';
import type { CategoryRow } from './rows.ts';

/** A category url path as stored: no slashes at the ends, lower case. */
export function normalizeCategoryPath(path: string): string {
  return path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** One active category by url path, or null. */
export async function findCategory(ctx: RequestContext, urlPath: string): Promise<CategoryRow | null> {
  const tree = await categoryCatalog(ctx);
  return tree.byPath.get(normalizeCategoryPath(urlPath)) ?? null;
}

/** Active children in menu order; whether they belong in a menu is told by include_in_menu. */
export async function categoryChildren(ctx: RequestContext, category: CategoryRow): Promise<CategoryRow[]> {
  return (await categoryCatalog(ctx)).children.get(category.id) ?? [];
}

/** The ancestors of a category, top first (Magento's breadcrumbs leave the category itself out). */
export async function categoryBreadcrumbs(ctx: RequestContext, category: CategoryRow) {
  const tree = await categoryCatalog(ctx);
  const trail: CategoryRow[] = [];
  const seen = new Set<number>([category.id]);
  let parentId = category.parentId;
  while (parentId != null && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = tree.byId.get(parentId);
    if (!parent) break;
    trail.unshift(parent);
    parentId = parent.parentId;
  }
  return trail.map((c) => ({
    category_uid: toUid(c.id),
    category_name: localize(c.name, ctx.language) ?? c.urlKey,
    category_url_key: c.urlKey,
    category_url_path: c.urlPath,
    category_level: c.level,
  }));
}
