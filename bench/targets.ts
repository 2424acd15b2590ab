/** The addresses and products a run rotates over, collected from the shop's own API. */
import { buildListingUrl, categoryPath, productPath } from '@shop/rules';
import { spread } from './stats.ts';

/** One GraphQL call over HTTP; any error in the answer is thrown with its message. */
export async function graphqlCall<T>(base: string, query: string, variables: Record<string, unknown> = {}, store = 'nl'): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL ${response.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  }
  return body.data;
}

export interface BenchProduct {
  sku: string;
  urlKey: string;
}

export interface Targets {
  home: string[];
  listing: string[];
  product: string[];
  products: BenchProduct[];
}

interface CategoryNode {
  url_path: string;
  children: CategoryNode[];
}

// Twenty roots at most: the estimated cost of four levels of children stays within the API's budget (decision 032).
const CATEGORIES = `{ categories(pageSize: 20) { items { url_path children { url_path children { url_path children { url_path children { url_path } } } } } } }`;
const LISTING_PAGE_SIZE = 36;
const LISTING = `query BenchListing($page: Int!) { productList(page: $page, itemsPerPage: ${LISTING_PAGE_SIZE}) { products { sku urlKey } } }`;

function flatten(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((node) => [node.url_path, ...flatten(node.children ?? [])]);
}

/**
 * Home is one page per store, so its addresses differ only by campaign parameters that leave the
 * page as it is: every request still renders the whole page.
 */
export function homeAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/?utm_source=bench&n=${i}`);
}

/**
 * Listing addresses: every category first, then the same categories on page 2 and sorted by
 * price, until there are `count`: real listings a shopper reaches, not query noise.
 */
export function listingAddresses(categoryPaths: readonly string[], count: number): string[] {
  if (categoryPaths.length === 0) throw new Error('the shop has no categories to list');
  const variants = [{}, { page: 2 }, { sort: 'priceasc' as const }, { sort: 'pricedesc' as const }];
  const all = variants.flatMap((state) => categoryPaths.map((urlPath) => buildListingUrl(categoryPath(urlPath), state)));
  if (all.length < count) throw new Error(`only ${all.length} distinct listing addresses, ${count} asked for`);
  return all.slice(0, count);
}

/** Reads categories and enough products from the API for `count` addresses per page type. */
export async function collectTargets(base: string, count: number): Promise<Targets> {
  const { categories } = await graphqlCall<{ categories: { items: CategoryNode[] } }>(base, CATEGORIES);
  const products: BenchProduct[] = [];
  // Take products from several listing pages, spread over the catalogue rather than its first page only.
  const pages = Math.ceil((count * 2) / LISTING_PAGE_SIZE);
  for (let page = 1; page <= pages; page += 1) {
    const answer = await graphqlCall<{ productList: { products: BenchProduct[] } }>(base, LISTING, { page });
    products.push(...answer.productList.products);
  }
  const distinct = [...new Map(products.map((p) => [p.sku, p])).values()];
  if (distinct.length < count) throw new Error(`the catalogue has ${distinct.length} products, ${count} asked for`);
  const chosen = spread(distinct, count);
  return {
    home: homeAddresses(count),
    listing: listingAddresses(flatten(categories.items), count),
    product: chosen.map((p) => productPath(p.urlKey)),
    products: chosen,
  };
}
