import { sql, type SQL } from 'drizzle-orm';
import type { Localized } from './tables.ts';
import type { AttributeCatalog, CategoryCatalog } from './loaders.ts';
import type { ListingInput } from './listing-input.ts';
import {
  attributeArray,
  colorSql,
  finalPriceSql,
  inCategoriesSql,
  inStockSql,
  list,
  listableSql,
  searchSql,
  sizesInStockSql,
  type FilterFlag,
} from './listing-sql.ts';
import type { CategoryRow } from './rows.ts';

export type FacetKind = 'category' | 'brand' | 'color' | 'size' | 'boolean' | 'attribute' | 'price';

export interface FacetDef {
  key: string;
  kind: FacetKind;
  /** swatch | default | range */
  type: string;
  label: Localized;
  position: number;
  isVisible: boolean;
  isOpen: boolean;
}

/** Facets without a row in `attributes`: the category tree and the brand. */
const BUILT_IN_FACETS: FacetDef[] = [
  {
    key: 'category',
    kind: 'category',
    type: 'default',
    label: { nl: 'Categorie', en: 'Category', de: 'Kategorie' },
    position: 0,
    isVisible: true,
    isOpen: true,
  },
  {
    key: 'brand',
    kind: 'brand',
    type: 'default',
    label: { nl: 'Merk', en: 'Brand', de: 'Marke' },
    position: 0,
    isVisible: true,
    isOpen: false,
  },
];

const COLUMN_KINDS: Record<string, FacetKind> = { color: 'color', size: 'size', price: 'price', sustainable: 'boolean' };
const TRUE_VALUES = new Set(['true', '1', 'yes', 'ja']);
const FALSE_VALUES = new Set(['false', '0', 'no', 'nee', 'nein']);
const IN_STOCK_VALUES = new Set(['in-stock', 'in_stock', 'instock', 'true', '1']);

export interface ListingPlan {
  /** Conditions every listed product meets (listable, search, category). */
  where: SQL[];
  flags: FilterFlag[];
  facets: FacetDef[];
  /** The category whose children the category facet offers; null = the top level. */
  currentCategory: CategoryRow | null;
  /** Selected values per facet key, as the shopper sent them. */
  selected: Map<string, string[]>;
  /**
   * Which children (`c`) the stock summary reads. The planner cannot estimate a materialised
   * candidate set, so the scope is spelled out: the category's products when there is one (table
   * statistics give good estimates), the candidates for a bare search, else every child.
   */
  kidsScope: SQL;
}

/** The filter panel: built-in facets plus every filterable attribute, in position order. */
export function facetDefinitions(attributes: AttributeCatalog): FacetDef[] {
  const fromTable = [...attributes.attributes.values()]
    .filter((a) => a.isFilterable)
    .map((a): FacetDef => {
      const kind = COLUMN_KINDS[a.code] ?? (a.type === 'boolean' ? 'boolean' : 'attribute');
      const type = kind === 'price' ? 'range' : kind === 'color' ? 'swatch' : 'default';
      return { key: a.code, kind, type, label: a.label, position: a.position, isVisible: a.isVisible, isOpen: a.isOpen };
    });
  const all = [...BUILT_IN_FACETS.filter((b) => !attributes.attributes.has(b.key)), ...fromTable];
  return all
    .map((f, index) => ({ f, index }))
    .sort((a, b) => a.f.position - b.f.position || a.index - b.index)
    .map(({ f }) => f);
}

/** This category and every active category below it. */
export function subtreeIds(tree: CategoryCatalog, root: CategoryRow): number[] {
  const ids: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CategoryRow;
    ids.push(node.id);
    stack.push(...(tree.children.get(node.id) ?? []));
  }
  return ids;
}

function booleans(values: readonly string[]): boolean[] {
  const result = new Set<boolean>();
  for (const value of values) {
    const v = value.toLowerCase();
    if (TRUE_VALUES.has(v)) result.add(true);
    else if (FALSE_VALUES.has(v)) result.add(false);
  }
  return [...result];
}

function sizeFlag(sizes: readonly string[]): SQL {
  return sql`${sizesInStockSql} && array[${list(sizes)}]::text[]`;
}

/**
 * Turns the shopper's filters into SQL: the category and the search narrow the base set; every
 * other filter becomes a flag so that facets can leave their own filter out. Unknown keys and
 * unreadable values are ignored, never an error (the address is user input).
 */
export function planListing(input: ListingInput, language: string, attributes: AttributeCatalog, tree: CategoryCatalog): ListingPlan {
  const facets = facetDefinitions(attributes);
  const facetByKey = new Map(facets.map((f) => [f.key, f]));
  const where: SQL[] = [listableSql];
  const flags: FilterFlag[] = [];
  const selected = new Map<string, string[]>();
  let currentCategory: CategoryRow | null = null;
  let kidsScope: SQL = input.search ? sql`c.parent_id in (select cand.id from cand)` : sql`c.parent_id is not null`;

  if (input.search) where.push(searchSql(input.search, language));

  for (const [key, values] of input.filters) {
    if (key === 'category') {
      const found = values.map((path) => tree.byPath.get(path)).filter((c): c is CategoryRow => c != null);
      const ids = [...new Set(found.flatMap((c) => subtreeIds(tree, c)))];
      where.push(inCategoriesSql(ids));
      kidsScope = inCategoriesSql(ids, sql`c.parent_id`);
      currentCategory = found.length === values.length ? (found.sort((a, b) => b.level - a.level)[0] ?? null) : null;
      selected.set(key, values);
      continue;
    }
    if (key === 'sale') {
      const wanted = booleans(values);
      if (wanted.length === 1)
        flags.push({ key, expr: wanted[0] ? sql`p.special_price < p.price` : sql`p.special_price is null or p.special_price >= p.price` });
      continue;
    }
    if (key === 'stock') {
      if (values.some((v) => IN_STOCK_VALUES.has(v.toLowerCase()))) flags.push({ key, expr: inStockSql, usesKids: true });
      continue;
    }
    const facet = facetByKey.get(key);
    if (!facet) continue;
    selected.set(key, values);
    switch (facet.kind) {
      case 'brand':
        flags.push({ key, expr: sql`p.brand_id in (select b.id from brands b where b.url_key in (${list(values)}))` });
        break;
      case 'color':
        flags.push({ key, expr: sql`${colorSql} in (${list(values)})` });
        break;
      case 'size':
        flags.push({ key, expr: sizeFlag(values), usesKids: true });
        break;
      case 'boolean': {
        const wanted = booleans(values);
        if (wanted.length === 0) break;
        const column = key === 'sustainable' ? sql`p.is_sustainable` : sql`p.attributes ->> (${key}::text) = 'true'`;
        flags.push({ key, expr: sql`coalesce(${column}, false) in (${list(wanted)})` });
        break;
      }
      case 'attribute':
        flags.push({
          key,
          expr: sql`${attributeArray(sql`p.attributes`, key)} && array[${list(values)}]::text[]`,
        });
        break;
      default:
        break;
    }
  }

  if (input.price) {
    const bounds: SQL[] = [];
    if (input.price.min != null) bounds.push(sql`${finalPriceSql} >= ${Math.floor(input.price.min * 100)}`);
    if (input.price.max != null) bounds.push(sql`${finalPriceSql} <= ${Math.ceil(input.price.max * 100)}`);
    if (bounds.length > 0) flags.push({ key: 'price', expr: sql.join(bounds, sql` and `) });
  }

  return { where, flags, facets, currentCategory, selected, kidsScope };
}
