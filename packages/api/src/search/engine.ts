/**
 * The catalogue search engine: everything the listing, the search operation and Magento's
 * `products` ask of "which products, in which order, with which facet counts". The shop ships two
 * implementations over the listing read model of migration 0004: a copy of it in each process
 * (`memory-engine.ts`, decision 068, the default) and one statement per question on the database
 * (`postgres-engine.ts`); decision 015 describes how an external engine would take their place
 * behind this interface. Requests and answers are plain data: no SQL, no GraphQL.
 */

/** How a facet's values are stored and counted. */
export type FacetKind = 'category' | 'brand' | 'color' | 'size' | 'boolean' | 'attribute' | 'price';

/** One filter the shopper chose: products must have any of `values`. */
export type EngineFilter =
  | { key: string; kind: 'brand'; values: number[] }
  | { key: string; kind: 'color' | 'size' | 'attribute'; values: string[] }
  | { key: string; kind: 'boolean'; values: boolean[] }
  | { key: string; kind: 'sale' | 'stock'; values: [boolean] }
  | { key: string; kind: 'price'; min: number | null; max: number | null };

export type EngineSort = 'recommended' | 'relevance' | 'priceasc' | 'pricedesc' | 'nameasc' | 'namedesc';

export interface EngineFacet {
  key: string;
  kind: FacetKind;
  /** For the category facet: the categories to count (each with its subtree); default every category. */
  categoryIds?: number[];
}

/**
 * Every facet a category listing counts, in the listing's order: the engine's full workload, as the
 * reference test and the search bench ask it. `categoryIds` are the category facet's options.
 */
export function everyListingFacet(categoryIds: number[]): EngineFacet[] {
  return [
    { key: 'category', kind: 'category', categoryIds },
    { key: 'brand', kind: 'brand' },
    { key: 'color', kind: 'color' },
    { key: 'size', kind: 'size' },
    { key: 'material', kind: 'attribute' },
    { key: 'fit', kind: 'attribute' },
    { key: 'sustainable', kind: 'boolean' },
    { key: 'price', kind: 'price' },
  ];
}

export interface SearchRequest {
  language: string;
  /** Normalised search text, or null to list without searching. */
  text: string | null;
  /** Products in any of these categories (their subtrees included); null = anywhere. */
  categoryIds: number[] | null;
  /** Only these skus (Magento's sku filter on listed products); null = any. */
  skus?: string[] | null;
  filters: EngineFilter[];
  sort: EngineSort;
  /**
   * The staff-set order of one category (decision 056) for the recommended sort: its products
   * pinned under `profile`, or, when that profile pins nothing there, under `fallback` (the
   * category's active profile). Null: no pins.
   */
  sequence?: { categoryId: number; profile: string; fallback: string } | null;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Facets to count; each is counted with every filter but its own (standard faceting). */
  facets: EngineFacet[];
}

export interface SearchAnswer {
  total: number;
  /** Product ids of the requested page, in order. */
  ids: number[];
  /** Per facet key: count per value (category ids, brand ids, colour codes, sizes, attribute values, 'true'/'false'). */
  facets: Map<string, Map<string, number>>;
  /** Final prices (cents) of the products matching every filter but the price range. */
  priceRange: { min: number; max: number } | null;
  /** Set when nothing matched the text as typed and a corrected text was searched instead. */
  correctedText: string | null;
}

export interface TermCount {
  term: string;
  count: number;
}

export interface SearchEngine {
  /**
   * `onPage`, when given, may be called with the page's product ids before the answer is complete
   * (the copy in memory knows its page before it counts the facets), so the caller can read those
   * products meanwhile. The answer's `ids` are what counts: they differ from the last ids announced
   * only when the copy changed in between. An engine may also never call it.
   */
  search(request: SearchRequest, onPage?: (ids: readonly number[]) => void): Promise<SearchAnswer>;
  /** Only the number of products (the filter panel's live count, C15–C16). */
  count(request: Omit<SearchRequest, 'sort' | 'page' | 'pageSize' | 'facets'>): Promise<number>;
  /** Vocabulary words that complete `word`, or, when none does, look most like it (a typing error). */
  vocabulary(language: string, word: string, limit: number): Promise<string[]>;
  /** How many listed products each search text finds. */
  countTerms(language: string, texts: string[]): Promise<TermCount[]>;
}
