/**
 * Magento's `Products.aggregations` and `sort_fields`, answered by the listing: the Magento filter
 * is mapped to the listing's filter keys and the listing's own facets are reshaped, so a Magento
 * client sees the same counts as the shop's filter panel for the same search and filters.
 */
import type { RequestContext } from '../platform/context.ts';
import type { Aggregation, AggregationOption, ListFilter, SortFields } from '../platform/generated/resolvers.ts';
import { countProducts, listingFacets } from './listing.ts';
import { attributeCatalog, categoryCatalog, type AttributeCatalog, type CategoryCatalog } from './loaders.ts';
import { localize, toUid } from './localize.ts';
import { listingFilters, priceFilter } from './products-filter.ts';
import type { ProductsResult } from './products-result.ts';
import type { Localized } from './tables.ts';

/** At most this many price buckets; the step is the smallest of 1, 2, 5 × 10ⁿ euros that fits. */
export const MAX_PRICE_BUCKETS = 10;
/** The listing's smallest page: aggregations need its facets, not its tiles. */
const FACETS_PAGE_SIZE = 24;

/** Magento's attribute codes where the listing's keys differ. */
const ATTRIBUTE_CODES: Record<string, string> = { category: 'category_uid' };

const YES_NO: Record<string, Localized> = {
  true: { nl: 'Ja', en: 'Yes', de: 'Ja' },
  false: { nl: 'Nee', en: 'No', de: 'Nein' },
};

const SORT_LABELS: Record<string, Localized> = {
  relevance: { nl: 'Relevantie', en: 'Relevance', de: 'Relevanz' },
  position: { nl: 'Aanbevolen', en: 'Recommended', de: 'Empfohlen' },
  name: { nl: 'Naam', en: 'Product name', de: 'Name' },
  price: { nl: 'Prijs', en: 'Price', de: 'Preis' },
};

/** The smallest 1/2/5 × 10ⁿ step that covers min…max in at most MAX_PRICE_BUCKETS buckets. */
export function priceStep(min: number, max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const step = factor * power;
      if (Math.max(1, Math.ceil(max / step) - Math.floor(min / step)) <= MAX_PRICE_BUCKETS) return step;
    }
  }
}

/** Bucket bounds in euros, from the bucket holding `min` to the one holding `max`. */
export function priceBuckets(min: number, max: number): { from: number; to: number }[] {
  const step = priceStep(min, max);
  const first = Math.floor(min / step);
  const last = Math.max(first + 1, Math.ceil(max / step));
  return Array.from({ length: last - first }, (_, i) => ({ from: (first + i) * step, to: (first + i + 1) * step }));
}

type ListingFilters = NonNullable<ReturnType<typeof listingFilters>>;

/**
 * Price buckets like Magento's (`20_40`), each counted by the listing's own count with every
 * filter but the price: a bucket's count is what filtering on it finds. Bounds are inclusive, as
 * the price filter's are, so a price on a boundary counts in both buckets.
 */
async function priceOptions(
  ctx: RequestContext,
  search: string | null,
  filters: ListingFilters,
  facet: ListFilter,
): Promise<AggregationOption[]> {
  if (facet.min == null || facet.max == null) return [];
  const others = filters.filter((f) => f.key !== 'price');
  const buckets = priceBuckets(facet.min, facet.max);
  const counts = await Promise.all(buckets.map((b) => countProducts(ctx, { search, filters: [...others, priceFilter(b.from, b.to)] })));
  return buckets.flatMap((b, i) => {
    const count = counts[i] ?? 0;
    return count > 0 ? [{ value: `${b.from}_${b.to}`, label: `${b.from}-${b.to}`, count }] : [];
  });
}

function optionsOf(
  ctx: RequestContext,
  facet: ListFilter,
  attributes: AttributeCatalog,
  tree: CategoryCatalog,
  booleanKeys: Set<string>,
): AggregationOption[] {
  // Magento reports only options that find something; the listing also keeps selected empty ones.
  const options = facet.options.filter((o) => o.count > 0);
  if (facet.key === 'category') {
    return options.flatMap((o) => {
      const category = tree.byPath.get(o.key);
      return category ? [{ value: toUid(category.id), label: o.label, count: o.count }] : [];
    });
  }
  if (booleanKeys.has(facet.key)) {
    return options.map((o) => {
      const label = attributes.options.get(`${facet.key}:${o.key}`)?.label ?? YES_NO[o.key];
      return { value: o.key === 'true' ? '1' : '0', label: localize(label, ctx.language) ?? o.label, count: o.count };
    });
  }
  return options.map((o) => ({ value: o.key, label: o.label, count: o.count }));
}

/** The aggregations of a `products` answer: the listing's facets for the same search and filters. */
export async function productAggregations(ctx: RequestContext, result: ProductsResult): Promise<Aggregation[]> {
  const { search, filter } = result.request;
  const filters = listingFilters(filter);
  if (filters == null || filter.matchesNothing) return [];
  const [listing, attributes, tree] = await Promise.all([
    listingFacets(ctx, { search, filters, page: 1, itemsPerPage: FACETS_PAGE_SIZE }),
    attributeCatalog(ctx),
    categoryCatalog(ctx),
  ]);
  const booleanKeys = new Set([...attributes.attributes.values()].filter((a) => a.type === 'boolean').map((a) => a.code));
  const aggregations = await Promise.all(
    listing.filters.map(async (facet): Promise<Aggregation> => {
      // The listing may have searched a corrected text (a typing error): buckets count for that text.
      const options =
        facet.type === 'range'
          ? await priceOptions(ctx, listing.search, filters, facet)
          : optionsOf(ctx, facet, attributes, tree, booleanKeys);
      return {
        attribute_code: ATTRIBUTE_CODES[facet.key] ?? facet.key,
        label: facet.label,
        position: facet.position,
        count: options.length,
        options,
      };
    }),
  );
  return aggregations.filter((a) => a.options.length > 0);
}

/** Magento's sort fields: recommended order by default, relevance first when searching. */
export function productSortFields(ctx: RequestContext, result: ProductsResult): SortFields {
  const fields = [...(result.request.search ? ['relevance'] : []), 'position', 'name', 'price'];
  return {
    default: fields[0] ?? 'position',
    options: fields.map((value) => ({ value, label: localize(SORT_LABELS[value], ctx.language) ?? value })),
  };
}
