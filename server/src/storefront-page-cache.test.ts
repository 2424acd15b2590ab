import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder } from './guest-order.fixture.ts';
import { askShop, sizeInStock, type SizeInStock } from './shop-graphql.fixture.ts';
import { spawnShop, type SpawnedShop } from './spawned-shop.ts';
import { ensureStorefrontBuild } from './storefront.ts';

// A storefront process apart from the API (SHOP_ROLE=storefront) keeps pages as one process does
// (decision 063): it follows the database's change feed through a listening connection of its own
// (DATABASE_URL) and learns each page's tags from the API's answers. A product page asked twice is
// kept; an order placed through the API, or a price written to the database, is on the page the
// storefront answers within a second.
//
// PostgreSQL only (the embedded database is one process's): runs in `npm run test:pg`.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(serverUrl) && process.env.SHOP_TEST_ENGINE === 'postgres' && process.env.SHOP_SKIP_POSTGRES_TESTS !== '1';
const FRESH_WITHIN_MS = 1_000;

/** A port nobody listens on at the moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(shop: SpawnedShop): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const ready = await fetch(`${shop.base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not start:\n${shop.output()}`);
}

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, cache: response.headers.get('x-page-cache'), html: await response.text() };
}

/** Asks for the page until `fresh` holds; fails unless an answer asked within FRESH_WITHIN_MS of `since` was fresh. */
async function freshWithin(base: string, path: string, since: number, fresh: (answer: Awaited<ReturnType<typeof page>>) => boolean) {
  let last: Awaited<ReturnType<typeof page>> | null = null;
  while (Date.now() - since < FRESH_WITHIN_MS) {
    last = await page(base, path);
    if (fresh(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} still showed the old page ${FRESH_WITHIN_MS} ms after the change (last answer: ${last?.cache ?? 'none'})`);
}

const graphql = <T = unknown>(base: string, query: string, variables: object = {}) => askShop<T>(base, query, variables, { store: 'nl' });

/** What the API says is left of `size`. */
async function stockLeft(base: string, size: SizeInStock): Promise<number> {
  const { products } = await graphql<{ products: { items: { variants: { product: { sku: string; stock_left: number } }[] }[] } }>(
    base,
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { variants { product { sku stock_left } } } } } }',
    { sku: size.parentSku },
  );
  return products.items[0]!.variants.find((variant) => variant.product.sku === size.sku)!.product.stock_left;
}

/** 123,45 as the shop writes a price. */
const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** How many sizes the page shows as sold out. */
const soldOutSizes = (html: string) => html.match(/uitverkocht/g)?.length ?? 0;

describe.skipIf(!onPostgres)('the page cache of a storefront process apart from the API, on one PostgreSQL database', () => {
  const database = `shop_split_cache_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  /** The shop's database, as another writer (a staff edit, a script) reaches it. */
  let shopDb: pg.Client;
  let api: SpawnedShop;
  let storefront: SpawnedShop;
  let size: SizeInStock;

  beforeAll(async () => {
    ensureStorefrontBuild(pino({ level: 'silent' }));
    await admin.connect();
    await admin.query(`create database ${database}`);
    const address = new URL(serverUrl ?? '');
    address.pathname = `/${database}`;
    api = spawnShop(await freePort(), { DATABASE_URL: address.href });
    await waitReady(api);
    shopDb = new pg.Client({ connectionString: address.href });
    await shopDb.connect();
    // One piece left of a size, so that the order below sells it out on the page; set before the
    // storefront starts, so its notice cannot purge the page the test keeps.
    size = await sizeInStock(api.base, 'nl', 1);
    await shopDb.query('update stock_items set qty = 1 where product_id = (select id from products where sku = $1)', [size.sku]);
    // Its only connection to the database is the change feed's; everything else it asks the API.
    storefront = spawnShop(await freePort(), { SHOP_ROLE: 'storefront', API_URL: api.base, DATABASE_URL: address.href });
    await waitReady(storefront);
  }, 300_000);

  afterAll(async () => {
    storefront?.kill('SIGKILL');
    api?.kill('SIGKILL');
    await Promise.all([storefront?.exited, api?.exited]);
    await shopDb?.end();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('keeps a product page, and shows an order placed through the API and a new price within a second', async () => {
    const path = `/${size.urlKey}.html`;
    const first = await page(storefront.base, path);
    expect(first.status, storefront.output()).toBe(200);
    expect((await page(storefront.base, path)).cache).toBe('HIT');

    // The order sells the last piece; its stock change is committed when its answer comes back.
    await placeGuestOrder(api.base, size);
    const ordered = Date.now();
    expect(await stockLeft(api.base, size)).toBe(0);
    await freshWithin(storefront.base, path, ordered, (answer) => soldOutSizes(answer.html) > soldOutSizes(first.html));
    expect((await page(storefront.base, path)).cache).toBe('HIT');

    // A price written to the product rows by another writer, as a staff edit writes them.
    const cents = 34_567;
    await shopDb.query(
      `update products set price = $1, special_price = null
        where id = (select id from products where sku = $2) or parent_id = (select id from products where sku = $2)`,
      [cents, size.parentSku],
    );
    await freshWithin(storefront.base, path, Date.now(), (answer) => answer.html.includes(euros(cents)));
  }, 120_000);
});
