/**
 * What the Magento-shape tests share: a Magento client's answers that must succeed, or fail with a
 * clear message, a category looked up by its path, and the storefront's listing to compare with.
 */
import { expect } from 'vitest';
import type { Answer, TestApi } from '../platform/testing.ts';

/** The storefront's listing of a search or filters, to compare a Magento client's answers with. */
const LISTING = /* GraphQL */ `
  query ($search: String, $filters: [ListFilterInput!]) {
    productList(search: $search, filters: $filters, itemsPerPage: 24) {
      totalCount
      search
      filters {
        key
        label
        position
        min
        max
        options {
          key
          label
          count
        }
      }
    }
  }
`;

export interface ListingView {
  totalCount: number;
  search: string | null;
  filters: { key: string; label: string; position: number; min: number | null; options: { key: string; label: string; count: number }[] }[];
}

export function magentoClient(t: TestApi) {
  async function ok<T = Answer>(query: string, variables: Record<string, unknown> = {}, store?: string): Promise<T> {
    const res = await t.query<T>(query, variables, store ? { store } : {});
    expect(res.errors).toBeUndefined();
    return res.data as T;
  }

  async function failure(query: string, variables: Record<string, unknown> = {}) {
    const res = await t.query(query, variables);
    expect(res.errors?.length).toBeGreaterThan(0);
    // A clear message, never a stack trace or an internal error.
    expect(JSON.stringify(res.errors)).not.toMatch(/\n\s+at |stack|Unexpected error/);
    return res.errors![0]!;
  }

  async function categoryByPath(path: string): Promise<{ uid: string; name: string; url_path: string }> {
    const data = await ok(`query ($p: String!) { categories(filters: { url_path: { eq: $p } }) { items { uid name url_path } } }`, {
      p: path,
    });
    return data.categories.items[0]!;
  }

  async function listing(search: string | null, filters: { key: string; values: string[] }[], store?: string): Promise<ListingView> {
    return (await ok<{ productList: ListingView }>(LISTING, { search, filters }, store)).productList;
  }

  return { ok, failure, categoryByPath, listing };
}
