import { readYesNo } from '@shop/rules';
import type { EngineFilter, FacetKind } from '../search/engine.ts';
import type { Localized } from './tables.ts';
import type { AttributeCatalog, BrandCatalog, CategoryCatalog } from './loaders.ts';
import type { ListingInput } from './listing-input.ts';
import type { CategoryRow } from './rows.ts';

export type { FacetKind };

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
const IN_STOCK_VALUES = new Set(['in-stock', 'in_stock', 'instock', 'true', '1']);

export interface ListingPlan {
  /** The engine's request for this listing (page, sort and facets filled in by the caller). */
  categoryIds: number[] | null;
  filters: EngineFilter[];
  facets: FacetDef[];
  /** The category whose children the category facet offers; null = the top level. */
  currentCategory: CategoryRow | null;
  /** Selected values per facet key, as the shopper sent them. */
  selected: Map<string, string[]>;
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
    const read = readYesNo(value);
    if (read !== null) result.add(read);
  }
  return [...result];
}

/**
 * Turns the shopper's filters into the engine's request: the category narrows the candidates;
 * every other filter is counted apart so that facets can leave their own filter out. Unknown keys
 * and unreadable values are ignored, never an error (the address is user input).
 */
export function planListing(input: ListingInput, attributes: AttributeCatalog, tree: CategoryCatalog, brands: BrandCatalog): ListingPlan {
  const facets = facetDefinitions(attributes);
  const facetByKey = new Map(facets.map((f) => [f.key, f]));
  const filters: EngineFilter[] = [];
  const selected = new Map<string, string[]>();
  let currentCategory: CategoryRow | null = null;
  let categoryIds: number[] | null = null;

  for (const [key, values] of input.filters) {
    if (key === 'category') {
      const found = values.map((path) => tree.byPath.get(path)).filter((c): c is CategoryRow => c != null);
      // The read model lists every product under its categories' ancestors too: no subtree needed.
      categoryIds = found.map((c) => c.id);
      currentCategory = found.length === values.length ? (found.sort((a, b) => b.level - a.level)[0] ?? null) : null;
      selected.set(key, values);
      continue;
    }
    if (key === 'sale' || key === 'stock') {
      const wanted = key === 'stock' ? (values.some((v) => IN_STOCK_VALUES.has(v.toLowerCase())) ? [true] : []) : booleans(values);
      if (wanted.length === 1) filters.push({ key, kind: key, values: [wanted[0] as boolean] });
      continue;
    }
    const facet = facetByKey.get(key);
    if (!facet) continue;
    selected.set(key, values);
    switch (facet.kind) {
      case 'brand':
        filters.push({
          key,
          kind: 'brand',
          values: values.map((v) => brands.byUrlKey.get(v)?.id).filter((id): id is number => id != null),
        });
        break;
      case 'color':
      case 'size':
      case 'attribute':
        filters.push({ key, kind: facet.kind, values });
        break;
      case 'boolean': {
        const wanted = booleans(values);
        if (wanted.length > 0) filters.push({ key, kind: 'boolean', values: wanted });
        break;
      }
      default:
        break;
    }
  }

  if (input.price && (input.price.min != null || input.price.max != null)) {
    filters.push({
      key: 'price',
      kind: 'price',
      min: input.price.min == null ? null : input.price.min * 100,
      max: input.price.max == null ? null : input.price.max * 100,
    });
  }

  return { categoryIds, filters, facets, currentCategory, selected };
}

/** The children the category facet offers: below the current category, or the top level. */
export function categoryOptions(plan: Pick<ListingPlan, 'currentCategory'>, tree: CategoryCatalog): CategoryRow[] {
  return tree.children.get(plan.currentCategory?.id ?? null) ?? [];
}
