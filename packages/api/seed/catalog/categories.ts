import type { categories } from '../../src/platform/schema.ts';
import { t, type Texts } from '../text.ts';
import { CATEGORY_TREE, type CategorySpec, type Garment } from './category-list.ts';

export type { Garment } from './category-list.ts';

type CategoryRow = typeof categories.$inferInsert;

export interface CategoryNode {
  id: number;
  key: string;
  urlPath: string;
  name: Texts;
  garment: Garment | null;
  /** This category and its ancestors, leaf first. */
  path: number[];
}

export interface CategoryTree {
  rows: CategoryRow[];
  byKey: Map<string, CategoryNode>;
}

function metaTitle(name: Texts): Texts {
  return t(`${name.nl} voor heren | Van Arkel`, `Men's ${name.en.toLowerCase()} | Van Arkel`, `${name.de} für Herren | Van Arkel`);
}

/** The category tree with fixed ids (1…n), so products can reference categories before insert. */
export function buildCategoryTree(): CategoryTree {
  const rows: CategoryRow[] = [];
  const byKey = new Map<string, CategoryNode>();
  const visit = (specs: CategorySpec[], parent: CategoryNode | null, level: number) => {
    specs.forEach((spec, index) => {
      const id = rows.length + 1;
      const urlPath = parent ? `${parent.urlPath}/${spec.key}` : spec.key;
      const node: CategoryNode = {
        id,
        key: spec.key,
        urlPath,
        name: spec.name,
        garment: spec.garment ?? null,
        path: [id, ...(parent?.path ?? [])],
      };
      byKey.set(spec.key, node);
      rows.push({
        id,
        parentId: parent?.id ?? null,
        urlKey: spec.key,
        urlPath,
        level,
        position: index + 1,
        isActive: true,
        includeInMenu: true,
        garment: spec.garment ?? null,
        name: spec.name,
        description: spec.description,
        metaTitle: metaTitle(spec.name),
        metaDescription: spec.description,
      });
      if (spec.children) visit(spec.children, node, level + 1);
    });
  };
  visit(CATEGORY_TREE, null, 1);
  return { rows, byKey };
}

/** Looks a category up by url key; the tree is static, so a miss is a programming error. */
export function categoryByKey(tree: CategoryTree, key: string): CategoryNode {
  const node = tree.byKey.get(key);
  if (!node) throw new Error(`Unknown seed category ${key}`);
  return node;
}
