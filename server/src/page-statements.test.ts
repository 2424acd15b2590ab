import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededShopStorage, type SeededShopStorage } from '@shop/api/testing';
import { createShopServer, type ShopServer } from './app.ts';
import { parseEnv } from './env.ts';
import { addSizesToCart, askShop, sizesInStock } from './shop-graphql.fixture.ts';

/**
 * Database statements per page with warm caches (issue "Speed": product ≤3, listing ≤4, home ≤2,
 * cart ≤3). A page is everything one document request costs: the shell, the mini cart on a private
 * page when a cart cookie is sent, the route's own data and its deferred parts (streamed in the same
 * response). A catalogue page costs the same with a cart cookie: its cart comes from /session.json.
 * Runs on the embedded database, or on PostgreSQL with SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL.
 */
// The cart page's 5: the shell's cart count, the cart, and the cross-sell list streamed after the
// page in the same response (CA30, decision 055: the cart's cross-sell skus, their tiles).
// The session request a shared page's browser sends (decision 064): the cart for the header.
const BUDGETS = { product: 3, listing: 4, home: 2, cart: 5, session: 2 } as const;

let shop: ShopServer;
let server: Server;
let base: string;
let storage: SeededShopStorage | undefined;

const graphql = <T = unknown>(query: string, variables: Record<string, unknown> = {}) => askShop<T>(base, query, variables);

interface PageVisit {
  status: number;
  html: string;
  statements: string[];
}

/** Fetches a page as a browser would and records every statement the request sent. */
async function visit(pathname: string, cookie?: string): Promise<PageVisit> {
  const statements: string[] = [];
  const stop = shop.database!.onStatement((sql) => statements.push(sql.replace(/\s+/g, ' ').slice(0, 240)));
  try {
    const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    // The body ends after the deferred parts have streamed, so their statements are counted too.
    const html = await response.text();
    return { status: response.status, html, statements };
  } finally {
    stop();
  }
}

/** A second visit of a warmed page, asserting the page answered and its statement budget held. */
async function warmVisit(pathname: string, budget: number, cookie?: string): Promise<PageVisit> {
  const cold = await visit(pathname, cookie);
  expect(cold.status, `${pathname} answers`).toBe(200);
  const warm = await visit(pathname, cookie);
  expect(warm.status).toBe(200);
  const listing = warm.statements.map((s, i) => `  ${i + 1}. ${s}`).join('\n');
  expect(
    warm.statements.length,
    `${pathname}: ${warm.statements.length} statements (cold ${cold.statements.length}):\n${listing}`,
  ).toBeLessThanOrEqual(budget);
  return warm;
}

interface ProductSummary {
  sku: string;
  url_key: string;
  name: string;
  __typename: string;
  crosssell_products: { sku: string }[];
}

let product: ProductSummary;
let categoryPath: string;
/** Names of the first tiles of the listing and of the home page's sliders, as the API gives them. */
let listingNames: string[];
let homeNames: string[];
let cartCookie: string;
let cartNames: string[];

beforeAll(async () => {
  // A copy of the run's seeded template, on PGlite or (SHOP_TEST_ENGINE=postgres) PostgreSQL.
  storage = await seededShopStorage(40);
  const env = parseEnv({
    SHOP_ROLE: 'all',
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    SEED_PRODUCTS: '40',
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'silent',
    // What a render costs: a kept page would answer the warm visit without any statement (decision 063).
    PAGE_CACHE: 'off',
  });
  shop = await createShopServer(env, pino({ level: 'silent' }));
  // The shop's own minute timer (unpaid orders' stock, decision 035) reads the orders whatever pages
  // are asked for: on a slow machine it fell inside a measured visit and was counted as the page's.
  await shop.reservations?.stop();
  server = shop.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { products } = await graphql<{ products: { items: ProductSummary[] } }>(`
    {
      products(filter: {}, pageSize: 40) {
        items {
          __typename
          sku
          url_key
          name
          crosssell_products {
            sku
          }
        }
      }
    }
  `);
  // The common product page: a configurable with sizes and cross-sell tiles.
  const found = products.items.find((p) => p.__typename === 'ConfigurableProduct' && p.crosssell_products.length > 0);
  if (!found) throw new Error('the seed has no configurable product with cross-sells');
  product = found;
  const { categories } = await graphql<{ categories: { items: { url_path: string }[] } }>(`
    {
      categories {
        items {
          url_path
        }
      }
    }
  `);
  categoryPath = categories.items[0]!.url_path;
  const { productList } = await graphql<{ productList: { products: { name: string }[] } }>(
    `
      query ($path: String!) {
        productList(filters: [{ key: "category", values: [$path] }], itemsPerPage: 24) {
          products {
            name
          }
        }
      }
    `,
    { path: categoryPath },
  );
  listingNames = productList.products.slice(0, 6).map((p) => p.name);
  const { contentPage } = await graphql<{ contentPage: { body: { products: { name: string }[] }[] } }>(`
    {
      contentPage(uid: "home", lang: "nl") {
        body {
          products {
            name
          }
        }
      }
    }
  `);
  homeNames = contentPage.body.flatMap((block) => block.products.map((p) => p.name));

  const lines = await sizesInStock(base, { count: 2 });
  const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>(`
    mutation {
      createEmptyCart
    }
  `);
  await addSizesToCart(base, cartId, lines);
  cartCookie = `quote_masked_id_nl=${cartId}`;
  cartNames = lines.map((l) => l.name);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await shop?.close();
  await storage?.remove();
});

const text = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'");

describe('database statements per page, warm', () => {
  it(`a product page costs at most ${BUDGETS.product}`, async () => {
    const page = await warmVisit(`/${product.url_key}.html`, BUDGETS.product);
    expect(text(page.html)).toContain(product.name);
    // The deferred cross-sell tiles arrived in the same response.
    expect(page.html).toContain(product.crosssell_products[0]!.sku);
  });

  it(`a product page for a shopper with a cart costs the same, and the session request at most ${BUDGETS.session}`, async () => {
    const page = await warmVisit(`/${product.url_key}.html`, BUDGETS.product, cartCookie);
    // The page is a guest's: the header's badge is drawn empty, the session request fills it.
    expect(page.html).toMatch(/data-empty="true"[^>]*>0</);
    const session = await warmVisit('/session.json', BUDGETS.session, cartCookie);
    expect(JSON.parse(session.html)).toMatchObject({ cartQuantity: cartNames.length });
  });

  it(`a category listing costs at most ${BUDGETS.listing}`, async () => {
    const page = await warmVisit(`/${categoryPath}/`, BUDGETS.listing);
    expect(listingNames.length).toBeGreaterThan(0);
    for (const name of listingNames) expect(text(page.html)).toContain(name);
  });

  it(`the home page costs at most ${BUDGETS.home}`, async () => {
    const page = await warmVisit('/', BUDGETS.home);
    // The home page shows product sliders: their tiles are the statement that remains.
    expect(homeNames.length).toBeGreaterThan(0);
    for (const name of homeNames) expect(text(page.html)).toContain(name);
  });

  it(`the cart page with two lines costs at most ${BUDGETS.cart}`, async () => {
    const page = await warmVisit('/cart/', BUDGETS.cart, cartCookie);
    for (const name of cartNames) expect(text(page.html)).toContain(name);
  });
});
