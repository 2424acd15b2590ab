/**
 * Every document the storefront sends stays within the GraphQL budget (decision 032), with the largest
 * variables it sends: the longest listing page, the store locator's 250 stores, a full wishlist.
 * Checked over HTTP by hash, as a storefront process apart from the API sends them, where every bound
 * applies.
 */
import { createTestApi, type TestApi } from '@shop/api/testing';
import { readPersistedDocuments } from '@shop/api/server';
import { catalogue, search, storeLocator } from '@shop/rules';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PAGE_SIZE } from '../../apps/storefront/app/features/account/orders-model.ts';
import { WISHLIST_LIMIT } from '../../apps/storefront/app/features/wishlist/wishlist-storage.ts';
import { COST_MODEL, estimateCost, loadTypeDefs, QUERY_BUDGET, resolvers } from '@shop/api/testing';
import { SitemapEntriesDocument, SITEMAP_API_PAGE } from './seo/router.ts';
import { persistedDocumentsFile } from './storefront.ts';

/** The largest value the storefront sends for each size it asks by variable. */
const LARGEST: Record<string, unknown> = {
  itemsPerPage: Math.max(...catalogue.itemsPerPageOptions, search.quickSearchPageSize),
  pageSize: Math.max(storeLocator.pageSize, WISHLIST_LIMIT, ORDERS_PAGE_SIZE),
  // The dashboard's latest orders (3) are fewer than a page of the order history.
  latest: ORDERS_PAGE_SIZE,
  skus: Array.from({ length: WISHLIST_LIMIT }, (_, i) => `sku-${i}`),
};

/** A value of `type` for a variable the table above does not name. */
function sample(type: GraphQLInputType, schema: GraphQLSchema): unknown {
  if (isNonNullType(type)) return sample(type.ofType, schema);
  if (isListType(type)) return [sample(type.ofType, schema)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, schema)]),
    );
  }
  return { Int: 1, Float: 1, Boolean: true }[named.name] ?? 'x';
}

function variablesFor(text: string, schema: GraphQLSchema): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of parse(text).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      const type = typeFromAST(schema, variable.type as never) as GraphQLInputType | undefined;
      variables[name] = name in LARGEST ? LARGEST[name] : type ? sample(type, schema) : 'x';
    }
  }
  return variables;
}

let t: TestApi;
const documents = readPersistedDocuments(persistedDocumentsFile);
beforeAll(async () => {
  t = await createTestApi({ products: 4, production: true, persistedDocuments: documents });
});
afterAll(() => t.close());

describe("the storefront's documents within the GraphQL budget", () => {
  const schema = createSchema({ typeDefs: loadTypeDefs(), resolvers });

  it('costs each at most half the bound, with the largest variables the storefront sends', () => {
    const over = [...documents].flatMap(([hash, text]) => {
      const cost = estimateCost(schema, parse(text), variablesFor(text, schema), COST_MODEL);
      return cost > QUERY_BUDGET.maxCost / 2 ? [{ hash, cost }] : [];
    });
    expect(over).toEqual([]);
  });

  it("keeps the sitemap's pages within the bound, which a storefront run apart from the API sends over HTTP", async () => {
    const variables = { type: 'PRODUCT', pageSize: SITEMAP_API_PAGE, currentPage: 1 };
    expect(estimateCost(schema, parse(SitemapEntriesDocument.toString()), variables, COST_MODEL)).toBeLessThanOrEqual(QUERY_BUDGET.maxCost);
    const response = await t.request({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SitemapEntriesDocument.toString(), variables }),
    });
    const answer = (await response.json()) as { data?: { sitemapEntries?: { total_count: number } }; errors?: unknown[] };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.sitemapEntries?.total_count).toBeGreaterThan(0);
  });

  it('is refused by no bound when sent by hash over HTTP', async () => {
    const refused: unknown[] = [];
    for (const [hash, text] of documents) {
      const response = await t.request({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documentId: hash, variables: variablesFor(text, schema) }),
      });
      const answer = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      const budget = (answer.errors ?? []).filter(
        (error) =>
          /limit of \d+ exceeded/i.test(error.message) ||
          ['QUERY_TOO_COMPLEX', 'DOCUMENT_TOO_LARGE', 'REQUEST_ENTITY_TOO_LARGE'].includes(error.extensions?.code ?? '') ||
          /holds a list|NUL character/.test(error.message),
      );
      if (budget.length > 0 || response.status === 413 || response.status === 415) refused.push({ hash, status: response.status, budget });
    }
    expect(refused).toEqual([]);
  });
});
