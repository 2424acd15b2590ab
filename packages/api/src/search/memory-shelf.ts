import type { EngineFacet, EngineFilter, SearchAnswer } from './engine.ts';
import { Codes, copyInto, Lists, NONE } from './memory-columns.ts';
import { countFacets, type FacetColumns } from './memory-facets.ts';
import { failInto, markCategories, type FilterColumns } from './memory-filters.ts';
import { LexemeIndex, type SlotStates, type WordQuery } from './memory-lexemes.ts';
import { layOut, noOrders, ordersBytes, pageOf, type LaidOutOrders, type PageQuestion, type PageSlots } from './memory-order.ts';

/**
 * One language's listing read model in compact form (decision 068): a slot per listed product with
 * its columns in typed arrays, facet values coded by dictionaries, the document's lexemes as posting
 * lists over a sorted lexeme dictionary (memory-lexemes.ts), and the recommended and price orders
 * laid out ahead (memory-order.ts). A
 * question's candidates come from its words' posting rows or its categories' rows (every slot only
 * when it has neither), then one pass over them gives filters, totals, price range and each facet's
 * counts, and a walk along the order that stops when the page is full gives the page.
 *
 * Changed rows are written in place and marked dirty: the posting lists and the orders, built for
 * the rows as they were, skip dirty slots, which each question checks directly (their lexemes are
 * kept beside them) and merges into the orders. After `REBUILD_DIRTY` of them the lists and orders
 * are built anew from what is held, without the database.
 */

/** A listed row as read from `listing_products` (one language). */
export interface ShelfRow {
  productId: number;
  sku: string;
  brandId: number | null;
  color: string | null;
  sizes: string[];
  inStock: boolean;
  finalPrice: number;
  onSale: boolean;
  categoryIds: number[];
  attrs: string[];
  rank: number;
  /** Every lexeme of the document, and those with a position of weight A (name, brand, sku). */
  lexemes: string[];
  named: string[];
}

export type { WordQuery } from './memory-lexemes.ts';

/** Per facet key: count per value. */
type Counts = SearchAnswer['facets'];

export interface ShelfQuestion extends PageQuestion {
  /** Every word must match; none: no text. */
  words: WordQuery[];
  categoryIds: number[] | null;
  skus?: string[] | null | undefined;
  filters: EngineFilter[];
  facets: EngineFacet[];
}

/** Words held by fewer than 1/FEW_WORDS of the slots give the candidates from their own rows. */
const FEW_WORDS = 8;

/** Dirty slots after which the posting lists and orders are built anew. */
const REBUILD_DIRTY = 2000;

/** Filter keys a question may have: one bit each in a 32-bit integer. */
export const MAX_FILTER_KEYS = 30;

export class Shelf {
  /** Slots in use (alive or not). */
  size = 0;
  private capacity = 0;
  productId = new Int32Array(0);
  alive = new Uint8Array(0);
  dirty = new Uint8Array(0);
  inStock = new Uint8Array(0);
  onSale = new Uint8Array(0);
  finalPrice = new Int32Array(0);
  rank = new Int32Array(0);
  brand = new Int32Array(0);
  color = new Int32Array(0);
  readonly sizes = new Lists();
  readonly attrs = new Lists();
  readonly categories = new Lists();
  private skus: string[] = [];
  private readonly slotOfProduct = new Map<number, number>();
  private readonly slotOfSku = new Map<string, number>();
  private readonly brandCodes = new Codes();
  private readonly colorCodes = new Codes();
  private readonly sizeCodes = new Codes();
  private readonly attrCodes = new Codes();
  private maxCategory = 0;
  private dirtySlots: number[] = [];
  /** The documents' lexemes (memory-lexemes.ts). */
  private readonly lexemes = new LexemeIndex();
  // Built by `index()` for the slots that were clean then.
  private categoryRows = new Map<number, Int32Array>();
  private orders: LaidOutOrders = noOrders();
  /** Zeros: the filter failures of a question without filters (never written). */
  private noFails = new Int32Array(0);
  /** Counts every change of what is held: a question's facets are counted on the rows its page was read from. */
  private changes = 0;

  /** Rows a built shelf starts with; `index()` once all are in. */
  static of(rows: Iterable<ShelfRow>): Shelf {
    const shelf = new Shelf();
    for (const row of rows) shelf.put(row);
    shelf.index();
    return shelf;
  }

  get listed(): number {
    return this.slotOfProduct.size;
  }

  /** Writes a product's row (new or changed). */
  put(row: ShelfRow): void {
    this.changes++;
    let slot = this.slotOfProduct.get(row.productId);
    if (slot === undefined) {
      slot = this.size++;
      if (slot >= this.capacity) this.grow(Math.max(1024, 2 * this.capacity));
      this.slotOfProduct.set(row.productId, slot);
    } else if (this.skus[slot] !== row.sku && this.slotOfSku.get(this.skus[slot] as string) === slot) {
      // Only if the old sku is still this product's: two products may have swapped theirs.
      this.slotOfSku.delete(this.skus[slot] as string);
    }
    this.productId[slot] = row.productId;
    this.alive[slot] = 1;
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.onSale[slot] = row.onSale ? 1 : 0;
    this.finalPrice[slot] = row.finalPrice;
    this.rank[slot] = row.rank;
    this.brand[slot] = row.brandId == null ? NONE : this.brandCodes.code(String(row.brandId));
    this.color[slot] = row.color == null ? NONE : this.colorCodes.code(row.color);
    this.sizes.set(slot, this.sizeCodes.codesOf(row.sizes));
    this.attrs.set(slot, this.attrCodes.codesOf(row.attrs));
    const categories = [...new Set(row.categoryIds)];
    for (const id of categories) if (id > this.maxCategory) this.maxCategory = id;
    this.categories.set(slot, categories);
    this.skus[slot] = row.sku;
    this.slotOfSku.set(row.sku, slot);
    this.lexemes.set(slot, row.lexemes, row.named);
    this.markDirty(slot);
  }

  /** Takes a product off the shelf (no longer listed). */
  remove(productId: number): void {
    const slot = this.slotOfProduct.get(productId);
    if (slot === undefined) return;
    this.changes++;
    this.slotOfProduct.delete(productId);
    if (this.slotOfSku.get(this.skus[slot] as string) === slot) this.slotOfSku.delete(this.skus[slot] as string);
    this.alive[slot] = 0;
    for (const lists of [this.sizes, this.attrs, this.categories]) lists.set(slot, []);
    this.lexemes.clear(slot);
    this.markDirty(slot);
  }

  has(productId: number): boolean {
    return this.slotOfProduct.has(productId);
  }

  /** Builds the posting lists and orders again once enough slots changed (a few hundred milliseconds at 100,000). */
  settle(): void {
    if (this.dirtySlots.length >= REBUILD_DIRTY) this.index();
  }

  private markDirty(slot: number): void {
    if (this.dirty[slot]) return;
    this.dirty[slot] = 1;
    this.dirtySlots.push(slot);
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.productId = copyInto(new Int32Array(capacity), this.productId);
    this.alive = copyInto(new Uint8Array(capacity), this.alive);
    this.dirty = copyInto(new Uint8Array(capacity), this.dirty);
    this.inStock = copyInto(new Uint8Array(capacity), this.inStock);
    this.onSale = copyInto(new Uint8Array(capacity), this.onSale);
    this.finalPrice = copyInto(new Int32Array(capacity), this.finalPrice);
    this.rank = copyInto(new Int32Array(capacity), this.rank);
    this.brand = copyInto(new Int32Array(capacity), this.brand);
    this.color = copyInto(new Int32Array(capacity), this.color);
    for (const lists of [this.sizes, this.attrs, this.categories]) lists.grow(capacity);
    this.lexemes.grow(capacity);
  }

  /** Builds the posting lists and the orders from the clean slots' lists and the dirty slots' lexemes. */
  index(): void {
    this.changes++;
    this.lexemes.rebuild(this.slotStates(), this.capacity);

    const live: number[] = [];
    for (let slot = 0; slot < this.size; slot++) if (this.alive[slot]) live.push(slot);
    const perCategory = new Map<number, number[]>();
    for (const slot of live) {
      const from = this.categories.start[slot] as number;
      for (let i = 0; i < (this.categories.count[slot] as number); i++) {
        const id = this.categories.data[from + i] as number;
        const rows = perCategory.get(id);
        if (rows) rows.push(slot);
        else perCategory.set(id, [slot]);
      }
    }
    this.categoryRows = new Map([...perCategory].map(([id, rows]) => [id, Int32Array.from(rows)]));
    this.orders = layOut(live, this.capacity, this.pageSlots());
    for (const slot of this.dirtySlots) this.dirty[slot] = 0;
    this.dirtySlots = [];
    for (const lists of [this.sizes, this.attrs, this.categories]) if (lists.garbage > lists.used / 2) lists.compact(this.size);
  }

  /** What the lexeme index needs of the slots, as they are now (`grow` replaces the arrays). */
  private slotStates(): SlotStates {
    return { size: this.size, alive: this.alive, dirty: this.dirty, dirtySlots: this.dirtySlots };
  }

  private matchWords(words: readonly WordQuery[], named: boolean): { slots: Int32Array; mask: Uint8Array } {
    return this.lexemes.match(words, named, this.slotStates());
  }

  /** Slots in any of `ids` (each category's rows hold its subtree: `category_ids` has the ancestors): `slots`, and `mask` 1 at each. */
  private markCategories(ids: readonly number[]): { slots: Int32Array; mask: Uint8Array } {
    return markCategories(ids, { ...this.slotStates(), categoryRows: this.categoryRows, categories: this.categories });
  }

  private markSkus(skus: readonly string[]): Uint8Array {
    const marked = new Uint8Array(this.size);
    for (const sku of skus) {
      const slot = this.slotOfSku.get(sku);
      if (slot !== undefined) marked[slot] = 1;
    }
    return marked;
  }

  /** How many products match every word (no other condition): the suggestions' counts. */
  countWords(words: readonly WordQuery[]): number {
    if (words.length === 0) return 0;
    const { slots } = this.matchWords(words, false);
    let n = 0;
    for (let i = 0; i < slots.length; i++) n += this.alive[slots[i] as number] as number;
    return n;
  }

  /** The answer to one question at once (`ask`, then its facets). */
  answer(question: ShelfQuestion, withPage = true): Omit<SearchAnswer, 'correctedText'> {
    const asked = this.ask(question, withPage);
    return { total: asked.total, ids: asked.ids, facets: asked.facets() as Counts, priceRange: asked.priceRange };
  }

  /**
   * One question in two steps: the candidates (words, categories, skus), each filter's failures as
   * one bit per filter key, the total, the price range and the page at once; each facet's counts,
   * over the candidates that fail no filter but those of the facet's own key, when `facets()` is
   * called. So the products of the page can be asked for while the facets are counted. `facets()`
   * gives null when the shelf changed in between (a catch-up): the question is then asked again.
   */
  ask(question: ShelfQuestion, withPage = true): Omit<SearchAnswer, 'correctedText' | 'facets'> & { facets: () => Counts | null } {
    const changes = this.changes;
    const size = this.size;
    const hasText = question.words.length > 0;
    const hit = hasText ? this.matchWords(question.words, false) : null;
    const ordered = question.sort === 'recommended' || question.sort === 'relevance';
    const named = hasText && withPage && ordered ? this.matchWords(question.words, true).mask : null;
    const inCategory = question.categoryIds ? this.markCategories(question.categoryIds) : null;
    const bySku = question.skus ? this.markSkus(question.skus) : null;
    // The candidates come from the narrowest list the question has (the categories', the words'
    // slots when they are few), checked against the other conditions, in slot order, as the later
    // passes read them; a question without either, or with words held by many slots, reads every slot.
    const fewWords = hit && hit.slots.length * FEW_WORDS < size ? hit.slots : null;
    const source = fewWords ?? (inCategory && !hit ? inCategory.slots : null);
    const all = new Int32Array(source ? source.length : size);
    let n = 0;
    if (source) {
      const inCategoryMask = hit && inCategory ? inCategory.mask : null;
      for (let i = 0; i < source.length; i++) {
        const slot = source[i] as number;
        if (this.alive[slot] && (!inCategoryMask || inCategoryMask[slot]) && (!bySku || bySku[slot])) all[n++] = slot;
      }
      if (source === fewWords) all.subarray(0, n).sort();
    } else {
      const [hitMask, inCategoryMask] = [hit?.mask, inCategory?.mask];
      for (let slot = 0; slot < size; slot++) {
        if (this.alive[slot] && (!hitMask || hitMask[slot]) && (!inCategoryMask || inCategoryMask[slot]) && (!bySku || bySku[slot])) {
          all[n++] = slot;
        }
      }
    }
    const candidates = all.subarray(0, n);

    const keys = [...new Set(question.filters.map((f) => f.key))];
    if (keys.length > MAX_FILTER_KEYS) throw new Error(`more than ${MAX_FILTER_KEYS} filter keys`);
    // Without filters nothing fails: one array of zeros serves every such question.
    if (question.filters.length === 0 && this.noFails.length < size) this.noFails = new Int32Array(this.capacity);
    const fails = question.filters.length > 0 ? new Int32Array(size) : this.noFails;
    const columns = this.filterColumns();
    for (const filter of question.filters) failInto(columns, filter, candidates, fails, 1 << keys.indexOf(filter.key));
    const bitOf = (key: string) => (keys.includes(key) ? 1 << keys.indexOf(key) : 0);

    const matched = new Uint8Array(size);
    const matchedSlots = new Int32Array(n);
    const priceMask = ~bitOf('price');
    let total = 0;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const slot = candidates[i] as number;
      const failed = fails[slot] as number;
      if (failed === 0) {
        matchedSlots[total++] = slot;
        matched[slot] = 1;
      }
      if ((failed & priceMask) === 0) {
        const price = this.finalPrice[slot] as number;
        if (price < lo) lo = price;
        if (price > hi) hi = price;
      }
    }
    const priceRange = lo <= hi ? { min: lo, max: hi } : null;
    const slots = withPage ? pageOf(this.orders, this.pageSlots(), question, matched, matchedSlots.subarray(0, total), named) : [];
    const from = (question.page - 1) * question.pageSize;
    const ids = slots.slice(from, from + question.pageSize).map((slot) => this.productId[slot] as number);
    return {
      total,
      ids,
      priceRange,
      facets: () => (this.changes === changes ? countFacets(this.facetColumns(), question.facets, candidates, fails, bitOf) : null),
    };
  }

  /** The slots as the orders' walk reads them, as they are now. */
  private pageSlots(): PageSlots {
    const { productId, inStock, rank, finalPrice, alive, dirty, dirtySlots, slotOfProduct } = this;
    return { productId, inStock, rank, finalPrice, alive, dirty, dirtySlots, slotOfProduct };
  }

  /** The columns the facets are counted from, as they are now (`grow` replaces the arrays). */
  private facetColumns(): FacetColumns {
    const { brand, brandCodes, color, colorCodes, sizes, sizeCodes, attrs, attrCodes, categories, maxCategory } = this;
    return { brand, brandCodes, color, colorCodes, sizes, sizeCodes, attrs, attrCodes, categories, maxCategory };
  }

  /** The columns the filters read, as they are now. */
  private filterColumns(): FilterColumns {
    const { onSale, inStock, finalPrice } = this;
    return { ...this.facetColumns(), onSale, inStock, finalPrice };
  }

  /** Bytes held: the typed arrays, and the strings of the dictionaries, skus and lexemes. */
  bytes(): number {
    const typed = [
      this.productId,
      this.alive,
      this.dirty,
      this.inStock,
      this.onSale,
      this.finalPrice,
      this.rank,
      this.brand,
      this.color,
    ].reduce((sum, a) => sum + a.byteLength, 0);
    const orders = ordersBytes(this.orders);
    const lists = [this.sizes, this.attrs, this.categories].reduce((sum, l) => sum + l.bytes(), 0);
    let categories = 0;
    for (const rows of this.categoryRows.values()) categories += rows.byteLength + 64;
    // Skus in the array and the map.
    const strings =
      [this.brandCodes, this.colorCodes, this.sizeCodes, this.attrCodes].reduce((sum, c) => sum + c.bytes(), 0) +
      this.skus.reduce((sum, sku) => sum + 2 * sku.length + 40, 0) +
      this.slotOfProduct.size * 40 +
      this.slotOfSku.size * 40;
    return typed + orders + lists + categories + strings + this.lexemes.bytes();
  }
}
