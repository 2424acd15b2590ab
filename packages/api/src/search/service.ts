import { cacheTag, COOKIE_PAGE_PATHS, cookiePagePath } from '@shop/rules';
import { and, eq, isNotNull } from 'drizzle-orm';
import { brandCatalog, categoryCatalog } from '../catalog/loaders.ts';
import { runListing, type ProductListView } from '../catalog/listing.ts';
import { readListingInput } from '../catalog/listing-input.ts';
import { localize } from '../catalog/localize.ts';
import { contentDocuments } from '../content/tables.ts';
import { inputError } from '../platform/errors.ts';
import { tagRead, type RequestContext } from '../platform/context.ts';
import type { ListFilter, QuerySearchArgs } from '../platform/generated/resolvers.ts';
import { cachedReference } from '../platform/reference-cache.ts';
import { searchEngine } from './engine-of.ts';
import { searchWords } from './text.ts';

/** Spec 000 §9: suggestions 6, page results 5; the search text is read up to this length. */
export const MAX_SUGGESTIONS = 6;
export const MAX_PAGE_RESULTS = 5;
export const MAX_SEARCH_INPUT = 500;
/** Products per search page: the listing's largest page size. */
const MAX_ITEMS_PER_PAGE = 72;

export interface SearchView {
  productData: {
    products: ProductListView['products'];
    totalCount: number;
    filters: ListFilter[];
    page: number;
    itemsPerPage: number;
  };
  urlData: { urls: { label: string; url: string }[]; search: string };
  suggestData: { suggestions: { label: string; count: number; url: string | null; search: string }[] };
}

/** Letters without accents, lower case: how page titles and category names are compared with the words. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const wordsOf = (text: string) => searchWords(fold(text));

/** True when every query word starts a word of `text`. */
function matchesAll(queryWords: readonly string[], text: string): boolean {
  const words = wordsOf(text);
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

interface PageEntry {
  label: string;
  url: string;
}

/** Routable content pages of a language with their titles (reference data, cached until content changes). */
function contentPages(ctx: RequestContext): Promise<PageEntry[]> {
  const language = ctx.language;
  // Any page added, renamed or withdrawn may change what a search finds.
  tagRead(ctx, cacheTag.content);
  return cachedReference(ctx.db, `search:pages:${language}`, ['content_documents'], async () => {
    const rows = await ctx.db
      .select({ uid: contentDocuments.uid, urlKey: contentDocuments.urlKey, data: contentDocuments.data })
      .from(contentDocuments)
      .where(
        and(
          eq(contentDocuments.type, 'page'),
          eq(contentDocuments.lang, language),
          eq(contentDocuments.published, true),
          isNotNull(contentDocuments.urlKey),
        ),
      );
    return rows
      .filter((row) => row.urlKey && row.uid !== '404' && row.urlKey !== '404')
      .map((row) => {
        const title = [row.data.page_title, row.data.meta_title].find((t): t is string => typeof t === 'string' && t.trim() !== '');
        return { label: title ?? row.urlKey ?? row.uid, url: `/${row.urlKey}/` };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  });
}

/** Addresses a store does not offer as its own: the other stores' cookie statements (R18). */
function otherStoresPages(ctx: RequestContext): Set<string> {
  const own = cookiePagePath(ctx.store.code);
  return new Set(COOKIE_PAGE_PATHS.filter((path) => path !== own));
}

/**
 * S14: content pages whose title or address holds every word (as a word start), at most 5; not
 * another store's cookie statement, which shares the title of the store's own.
 */
async function matchingPages(ctx: RequestContext, text: string): Promise<PageEntry[]> {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const [pages, excluded] = [await contentPages(ctx), otherStoresPages(ctx)];
  return pages.filter((page) => !excluded.has(page.url) && matchesAll(words, `${page.label} ${page.url}`)).slice(0, MAX_PAGE_RESULTS);
}

/**
 * S10: suggestions named like the text (the search adds the corrected text in front): categories and
 * brands named like the text (they lead to their page), then completions of the last word from
 * the vocabulary of product, brand, category and colour names. Each carries its product count.
 */
async function suggestions(ctx: RequestContext, text: string): Promise<SearchView['suggestData']['suggestions']> {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const [tree, brands] = await Promise.all([categoryCatalog(ctx), brandCatalog(ctx)]);
  const candidates: { label: string; search: string; url: string | null }[] = [];
  const seen = new Set<string>();
  const add = (label: string, url: string | null) => {
    const key = fold(label);
    if (seen.has(key) || key === fold(text)) return;
    seen.add(key);
    candidates.push({ label, search: label, url });
  };
  for (const category of [...tree.byId.values()].sort((a, b) => a.level - b.level || a.position - b.position)) {
    const name = localize(category.name, ctx.language) ?? category.urlKey;
    if (matchesAll(words, name)) add(name, `/${category.urlPath}/`);
  }
  for (const brand of brands.byId.values()) if (matchesAll(words, brand.name)) add(brand.name, `/merken/${brand.urlKey}/`);
  const last = words[words.length - 1] as string;
  const head = words.slice(0, -1).join(' ');
  for (const word of await searchEngine(ctx).vocabulary(ctx.language, last, MAX_SUGGESTIONS)) add(head ? `${head} ${word}` : word, null);

  const picked = candidates.slice(0, MAX_SUGGESTIONS * 2);
  const counts = await searchEngine(ctx).countTerms(
    ctx.language,
    picked.map((c) => c.search),
  );
  const countOf = new Map(counts.map((c) => [c.term, c.count]));
  const kept: SearchView['suggestData']['suggestions'] = [];
  for (const candidate of picked) {
    const count = countOf.get(wordsOf(candidate.search).join(' ')) ?? 0;
    if (count > 0 && !kept.some((k) => sameFinding(k, candidate.label, count))) kept.push({ ...candidate, count });
  }
  return kept.slice(0, MAX_SUGGESTIONS);
}

/**
 * True when a suggestion would find what an earlier one finds: the same number of products under
 * a word that is a form of the other's ("overhemd" beside the category "Overhemden").
 */
function sameFinding(earlier: { label: string; count: number }, label: string, count: number): boolean {
  if (earlier.count !== count) return false;
  const [a, b] = [fold(earlier.label), fold(label)];
  return a.startsWith(b) || b.startsWith(a);
}

/**
 * Search categories at every depth (S11–S12: the overlay sorts them by depth, then count) and brands
 * with their pages (S13): the listing's category facet only offers one level.
 */
async function searchFacets(ctx: RequestContext, listing: ProductListView): Promise<ListFilter[]> {
  const [tree, brands] = await Promise.all([categoryCatalog(ctx), brandCatalog(ctx)]);
  const filters = listing.filters;
  return filters.map((filter) => {
    if (filter.key === 'category') {
      const options = [...(listing.categoryCounts ?? new Map<string, number>())].flatMap(([id, count]) => {
        const category = tree.byId.get(Number(id));
        if (!category || count === 0) return [];
        return [
          {
            key: category.urlPath,
            label: localize(category.name, ctx.language) ?? category.urlKey,
            swatch: null,
            count,
            selected: false,
            toBeSelected: false,
            position: category.level,
            urlPath: category.urlPath,
          },
        ];
      });
      return { ...filter, options: options.sort((a, b) => a.position - b.position || b.count - a.count) };
    }
    if (filter.key === 'brand') {
      return {
        ...filter,
        options: filter.options.map((option) => {
          const brand = brands.byUrlKey.get(option.key);
          return { ...option, position: brand?.position ?? option.position, urlPath: `merken/${option.key}` };
        }),
      };
    }
    return filter;
  });
}

/** The search operation (spec 000 §7, §9; S5–S7, S10–S14). */
export async function search(ctx: RequestContext, args: QuerySearchArgs): Promise<SearchView> {
  if (typeof args.search !== 'string') throw inputError('INPUT_REQUIRED', { field: 'search' }, '"search" is required.');
  if (args.search.length > MAX_SEARCH_INPUT)
    throw inputError(
      'INPUT_TOO_LONG',
      { field: 'search', max: MAX_SEARCH_INPUT },
      `"search" may hold at most ${MAX_SEARCH_INPUT} characters.`,
    );
  const text = args.search.replace(/\s+/g, ' ').trim();
  const itemsPerPage = Math.min(Math.max(Math.trunc(args.itemsPerPage ?? 36), 1), MAX_ITEMS_PER_PAGE);
  const empty: SearchView = {
    productData: { products: [], totalCount: 0, filters: [], page: 1, itemsPerPage },
    urlData: { urls: [], search: text },
    suggestData: { suggestions: [] },
  };
  if (searchWords(text).length === 0) return empty;

  const input = readListingInput({
    search: text,
    filters: args.filters ?? [],
    page: args.page ?? 1,
    sortOrder: args.sortOrder ?? null,
    sortDirection: args.sortDirection ?? null,
  });
  // The quick search asks for 4 (spec 000 §9), outside the listing's page sizes (C7).
  // The listing and the suggestions are independent questions: on PostgreSQL they run side by side.
  const [listing, named, urls] = await Promise.all([
    runListing(ctx, { ...input, itemsPerPage }, { countEveryCategory: true }),
    suggestions(ctx, text),
    matchingPages(ctx, text),
  ]);
  const corrected = listing.search && fold(listing.search) !== fold(text) ? listing.search : null;
  // A corrected text leads the suggestions, with the number of products it found.
  const suggested = corrected
    ? [
        { label: corrected, search: corrected, url: null, count: listing.totalCount },
        ...named.filter((s) => fold(s.search) !== fold(corrected)),
      ].slice(0, MAX_SUGGESTIONS)
    : named;
  const filters = await searchFacets(ctx, listing);
  return {
    productData: {
      products: listing.products,
      totalCount: listing.totalCount,
      filters,
      page: listing.page,
      itemsPerPage,
    },
    urlData: { urls, search: text },
    suggestData: { suggestions: suggested },
  };
}
