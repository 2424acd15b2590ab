import { categoryPath } from '@shop/rules';

/** One step of a breadcrumb trail; the last one (the page itself) has no link. */
export interface Crumb {
  label: string;
  href: string | null;
}

export interface CategoryRef {
  label: string;
  /** The category url path, e.g. `kleding/overhemden`. */
  path: string;
  level: number;
}

/** The trail after Home: the ancestors in level order, then the current page. */
export function toBreadcrumbs(ancestors: readonly CategoryRef[], current: { label: string }): Crumb[] {
  return [
    ...[...ancestors].sort((a, b) => a.level - b.level).map((ancestor) => ({ label: ancestor.label, href: categoryPath(ancestor.path) })),
    { label: current.label, href: null },
  ];
}

function isAncestorPath(ancestor: string, path: string): boolean {
  const a = ancestor.replace(/^\/+|\/+$/g, '');
  const p = path.replace(/^\/+|\/+$/g, '');
  return a !== '' && (p === a || p.startsWith(`${a}/`));
}

/**
 * The trail of a product page: its deepest category with that category's ancestors among the
 * product's categories (a product may sit in several branches; the deepest, first one wins).
 */
export function productBreadcrumbs(categories: readonly CategoryRef[], productName: string): Crumb[] {
  const deepest = categories.reduce<CategoryRef | null>(
    (best, category) => (best === null || category.level > best.level ? category : best),
    null,
  );
  const chain = deepest ? categories.filter((category) => isAncestorPath(category.path, deepest.path)) : [];
  const unique = [...new Map(chain.map((category) => [category.path, category])).values()];
  return toBreadcrumbs(unique, { label: productName });
}

/** The listing the product page's back link falls back to: its deepest category. */
export function productCategoryHref(crumbs: readonly Crumb[]): string | null {
  return [...crumbs].reverse().find((crumb) => crumb.href !== null)?.href ?? null;
}
