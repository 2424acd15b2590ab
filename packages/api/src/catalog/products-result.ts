/**
 * The `products` answer as its resolvers receive it (the codegen mapper of Products) and Magento's
 * product filter as read once. Kept apart from the query and filter code, which read GraphQL's
 * generated input types, so the generated resolver types can name these without an import cycle.
 */
import type { CategoryRow, ProductRow } from './rows.ts';

/** Filter fields that are listing facets, by their listing key (the attribute code or `brand`). */
export const FACET_FIELDS = ['brand', 'color', 'size', 'material', 'fit', 'pattern', 'sleeve', 'sustainable'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export type FacetKind = 'brand' | 'color' | 'size' | 'boolean' | 'attribute';

export interface FacetFilter {
  key: FacetField;
  kind: FacetKind;
  /** For booleans: `true` / `false`. */
  values: string[];
}

export interface ProductFilter {
  skus: string[] | null;
  urlKeys: string[] | null;
  /** The active categories named by category_id, category_uid and category_url_path together. */
  categories: CategoryRow[] | null;
  name: { text: string; full: boolean } | null;
  /** Euros, both bounds inclusive; null = open. */
  price: { from: number | null; to: number | null } | null;
  facets: FacetFilter[];
  /** True when a filter can match nothing (unknown categories, an empty `in`): no query needed. */
  matchesNothing: boolean;
}

export interface ProductsResult {
  items: ProductRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  /** What was asked, read once: the aggregations and sort fields answer for the same request. */
  request: { search: string | null; filter: ProductFilter };
}
