/**
 * `npm run bench:soak`: 60 s of mixed shoppers (browse, search, cart, checkout and pay) against the
 * built shop on a PostgreSQL instance of its own with two worker processes, with a PostgreSQL
 * restart and a worker killed (kill -9) in the middle. Afterwards: every order a shopper was told
 * about exists exactly once, stock matches the orders, and errors stay within the fault windows.
 * All traffic goes to loopback addresses; each shopper's visit comes from an address of its own in
 * 127.0.0.0/8, as shoppers behind their own addresses would. See bench/README.md, "Soak".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { categoryPath, productPath } from '@shop/rules';
import { DUTCH_ADDRESS as ADDRESS } from '@shop/api/testing';
import { repositoryRoot } from './shop.ts';
import { childPids, sleep, startShop, stopShop, workerPids } from './soak-shop.ts';
import {
  missingOrDoubled,
  pageCacheFigures,
  splitErrors,
  stockMismatches,
  type FaultWindow,
  type OrderRow,
  type RequestRecord,
  type StockRow,
} from './soak-checks.ts';
import { summarize } from './stats.ts';
import { freePort, startPostgres } from './own-postgres.ts';
import { table, writeFigures, type SoakFigures } from './soak-report.ts';
import { send, ShopperError, STORE, Visit } from './soak-visit.ts';

const LOAD_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 6);
const PRODUCTS = 300;
const WORKERS = 2;
/** When the faults are injected, as a fraction of the run. */
const RESTART_AT = 1 / 3;
const KILL_AT = 2 / 3;
/** After a fault has been repaired, time for pools and kept-alive connections to settle. */
const GRACE_MS = 5_000;

const log = (message: string) => process.stdout.write(`soak: ${message}\n`);

// ---------------------------------------------------------------------------------------------
// What shoppers do.

interface Catalogue {
  listings: string[];
  products: string[];
  variants: { parentSku: string; sku: string }[];
}

const SEARCH_TERMS = ['hemd', 'jeans', 'blauw', 'colbert', 'trui', 'sokken', 'polo', 'jas'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function readCatalogue(base: string): Promise<Catalogue> {
  const call = async <T>(query: string): Promise<T> => {
    const answer = await send({
      base,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', store: STORE },
      body: JSON.stringify({ query }),
    });
    const parsed = JSON.parse(answer.body) as { data?: T; errors?: { message: string }[] };
    if (!parsed.data) throw new Error(`reading the catalogue: ${parsed.errors?.[0]?.message ?? answer.status}`);
    return parsed.data;
  };
  const categories = await call<{ categories: { items: { url_path: string; children: { url_path: string }[] }[] } }>(
    '{ categories(pageSize: 100) { items { url_path children { url_path } } } }',
  );
  const listings = categories.categories.items.flatMap((c) => [c.url_path, ...c.children.map((child) => child.url_path)]).map(categoryPath);
  const products: string[] = [];
  const variants: Catalogue['variants'] = [];
  for (let page = 1; page <= 4; page += 1) {
    const found = await call<{
      products: { items: { sku: string; url_key: string; variants?: { product: { sku: string; stock_left: number | null } }[] }[] };
    }>(
      `{ products(search: "", pageSize: 40, currentPage: ${page}) { items { sku url_key ... on ConfigurableProduct { variants { product { sku stock_left } } } } } }`,
    );
    for (const item of found.products.items) {
      products.push(productPath(item.url_key));
      for (const variant of item.variants ?? []) {
        if ((variant.product.stock_left ?? 0) >= 20) variants.push({ parentSku: item.sku, sku: variant.product.sku });
      }
    }
  }
  if (listings.length === 0 || products.length === 0 || variants.length === 0) throw new Error('the seeded catalogue has nothing to shop');
  return { listings, products, variants };
}

interface Told {
  number: string;
  paid: boolean;
}

async function browse(visit: Visit, catalogue: Catalogue) {
  await visit.page('home', '/');
  await visit.page('listing', pick(catalogue.listings));
  await visit.page('product', pick(catalogue.products));
}

async function search(visit: Visit) {
  const term = pick(SEARCH_TERMS);
  await visit.page('search page', `/zoeken/?q=${encodeURIComponent(term)}`);
  await visit.graphql('search', 'query ($q: String!) { products(search: $q, pageSize: 12) { total_count items { sku } } }', { q: term });
}

async function fillCart(visit: Visit, catalogue: Catalogue): Promise<string> {
  const cartId = (await visit.graphql<{ createEmptyCart: string }>('create cart', 'mutation { createEmptyCart }')).createEmptyCart;
  visit.setCookie(`quote_masked_id_${STORE}`, cartId);
  const variant = pick(catalogue.variants);
  await visit.graphql(
    'add to cart',
    `mutation ($input: AddConfigurableProductsToCartInput!) { addConfigurableProductsToCart(input: $input) { cart { id total_quantity } } }`,
    { input: { cart_id: cartId, cart_items: [{ parent_sku: variant.parentSku, data: { sku: variant.sku, quantity: 1 } }] } },
  );
  await visit.page('cart page', '/cart/');
  return cartId;
}

async function checkout(visit: Visit, catalogue: Catalogue, told: Told[]) {
  await visit.page('product', pick(catalogue.products));
  const cartId = await fillCart(visit, catalogue);
  const step = (kind: string, mutation: string, type: string, input: Record<string, unknown>) =>
    visit.graphql(kind, `mutation ($input: ${type}!) { ${mutation}(input: $input) { cart { id } } }`, {
      input: { cart_id: cartId, ...input },
    });
  await step('checkout', 'setGuestEmailOnCart', 'SetGuestEmailOnCartInput', { email: 'soak@example.com' });
  await step('checkout', 'setBillingAddressOnCart', 'SetBillingAddressOnCartInput', { billing_address: { address: ADDRESS } });
  await step('checkout', 'setShippingAddressesOnCart', 'SetShippingAddressesOnCartInput', { shipping_addresses: [{ address: ADDRESS }] });
  await step('checkout', 'setShippingMethodsOnCart', 'SetShippingMethodsOnCartInput', {
    shipping_methods: [{ carrier_code: 'postnl', method_code: 'standard' }],
    shippingManagerOption: '{"deliveryDate":"2030-01-02"}',
  });
  await step('checkout', 'setPaymentMethodOnCart', 'SetPaymentMethodOnCartInput', { payment_method: { code: 'ideal', issuer: 'ing' } });
  const placed = await visit.graphql<{ placeOrder: { order: { order_number: string }; pay_redirect_url: string } }>(
    'place order',
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } pay_redirect_url } }',
    { id: cartId },
  );
  const entry = { number: placed.placeOrder.order.order_number, paid: false };
  told.push(entry);
  await visit.payment(placed.placeOrder.pay_redirect_url.split('/').pop() ?? '');
  entry.paid = true;
}

/** One shopper: visit after visit until the deadline, each from the next loopback address. */
async function shopper(
  base: string,
  catalogue: Catalogue,
  deadline: number,
  nextAddress: () => string,
  clock: () => number,
  records: RequestRecord[],
  latencies: number[],
  told: Told[],
) {
  while (clock() < deadline) {
    const visit = new Visit(base, nextAddress(), clock, records, latencies);
    const roll = Math.random();
    try {
      if (roll < 0.35) await browse(visit, catalogue);
      else if (roll < 0.55) await search(visit);
      else if (roll < 0.7) await fillCart(visit, catalogue);
      else await checkout(visit, catalogue, told);
    } catch (error) {
      // The visit ends at its first failure, as a shopper's would; the failure is recorded.
      if (!(error instanceof ShopperError)) throw error;
      await sleep(200);
    } finally {
      visit.close();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

const cleanups: (() => Promise<void> | void)[] = [];
let shopOutput = () => '';
async function cleanUp() {
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      process.stderr.write(`soak: cleaning up: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\nsoak: ${signal}: stopping the shop and PostgreSQL\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<SoakFigures> {
  log('building what is out of date');
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');

  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const pgPort = await freePort();
  log(`starting PostgreSQL of its own on 127.0.0.1:${pgPort}`);
  const postgres = startPostgres(pgPort, folder);
  cleanups.push(() => postgres.stop());
  const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` });
  await admin.connect();
  await admin.query('create database shop');
  await admin.end();
  const databaseUrl = `${postgres.url}/shop`;

  const shopPort = await freePort();
  const shopData = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-data-'));
  cleanups.push(() => rmSync(shopData, { recursive: true, force: true }));
  log(`starting the shop (${WORKERS} workers, ${PRODUCTS} products) on 127.0.0.1:${shopPort}`);
  const shop = await startShop(shopPort, databaseUrl, shopData, { workers: WORKERS, products: PRODUCTS });
  shopOutput = shop.output;
  cleanups.push(() => stopShop(shop));

  const catalogue = await readCatalogue(shop.base);
  const initialStock = await stockRows(databaseUrl);

  const records: RequestRecord[] = [];
  const latencies: number[] = [];
  const told: Told[] = [];
  const windows: FaultWindow[] = [];
  let replacedAfter = Number.NaN;
  const started = performance.now();
  const clock = () => performance.now() - started;
  const deadline = LOAD_SECONDS * 1000;
  let visits = 0;
  // 127.77.0.1 … 127.77.39.250: a new address per visit (the shop limits per client address).
  const nextAddress = () => {
    visits += 1;
    return `127.77.${Math.floor(visits / 250) % 40}.${(visits % 250) + 1}`;
  };
  log(
    `${SHOPPERS} shoppers for ${LOAD_SECONDS} s; PostgreSQL restarts at ${Math.round(LOAD_SECONDS * RESTART_AT)} s, a worker is killed at ${Math.round(LOAD_SECONDS * KILL_AT)} s`,
  );
  const shoppers = Array.from({ length: SHOPPERS }, () =>
    shopper(shop.base, catalogue, deadline, nextAddress, clock, records, latencies, told),
  );

  const faults = (async () => {
    await sleep(deadline * RESTART_AT);
    const restartStart = clock();
    await postgres.restart();
    const restartEnd = clock();
    windows.push({ name: 'PostgreSQL restart', start: restartStart, end: restartEnd + GRACE_MS });
    log(`PostgreSQL restarted in ${Math.round(restartEnd - restartStart)} ms`);

    await sleep(Math.max(0, deadline * KILL_AT - clock()));
    const victim = childPids(shop.child.pid ?? -1)[0];
    if (!victim) throw new Error('no worker process found to kill');
    const killStart = clock();
    process.kill(victim, 'SIGKILL');
    // The other worker serves on meanwhile: only what the killed one had in hand may fail, so the
    // window is the kill plus the grace, not the (slower) start of its replacement.
    windows.push({ name: 'worker killed', start: killStart, end: killStart + GRACE_MS });
    // Replaced when two workers answer again, none of them the killed one.
    for (;;) {
      const pids = await workerPids(shop, 4);
      if (pids.size >= WORKERS && !pids.has(victim)) break;
      if (clock() - killStart > 60_000) throw new Error('the killed worker was not replaced within 60 s');
      await sleep(200);
    }
    replacedAfter = clock() - killStart;
    log(`worker ${victim} killed; replaced after ${Math.round(replacedAfter)} ms`);
  })();

  await Promise.all([faults, ...shoppers]);
  log('load done; checking orders and stock');

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const orders = (
    await client.query<{ number: string; status: string; stock_reservations: OrderRow['stockReservations'] }>(
      'select number, status, stock_reservations from orders',
    )
  ).rows.map((row) => ({ number: row.number, status: row.status, stockReservations: row.stock_reservations }));
  await client.end();
  const currentStock = await stockRows(databaseUrl);

  const toldNumbers = told.map((entry) => entry.number);
  const missing = missingOrDoubled(
    toldNumbers,
    orders.map((order) => order.number),
  );
  const doubledTold = toldNumbers.length - new Set(toldNumbers).size;
  const byNumber = new Map(orders.map((order) => [order.number, order]));
  const paidNotProcessing = told.filter((entry) => entry.paid && byNumber.get(entry.number)?.status !== 'processing');
  const mismatches = stockMismatches(initialStock, currentStock, orders);
  const { inside, outside } = splitErrors(records, windows);
  const byKind: Record<string, number> = {};
  for (const record of records) byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
  const latency = summarize(latencies);
  const describe = (record: RequestRecord) => `${record.kind} at ${(record.start / 1000).toFixed(1)} s: ${record.error ?? ''}`;

  const figures: SoakFigures = {
    at: new Date().toISOString(),
    seconds: LOAD_SECONDS,
    shoppers: SHOPPERS,
    requests: records.length,
    byKind,
    ordersTold: told.length,
    ordersPaid: told.filter((entry) => entry.paid).length,
    ordersMissingOrDoubled: missing.length + doubledTold + paidNotProcessing.length,
    stockMismatches: mismatches.length,
    errorsInside: inside.length,
    errorsOutside: outside.length,
    outsideExamples: outside.slice(0, 5).map(describe),
    insideExamples: inside.slice(0, 5).map(describe),
    p50: latency.p50,
    p95: latency.p95,
    pageCache: pageCacheFigures(records),
    windows,
    graceMs: GRACE_MS,
    workerReplacedMs: replacedAfter,
    loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
  };
  if (missing.length) log(`orders told but not stored once: ${JSON.stringify(missing.slice(0, 5))}`);
  if (paidNotProcessing.length)
    log(
      `paid but not processing: ${paidNotProcessing
        .slice(0, 5)
        .map((e) => e.number)
        .join(', ')}`,
    );
  if (mismatches.length) log(`stock mismatches: ${JSON.stringify(mismatches.slice(0, 5))}`);
  return figures;
}

async function stockRows(url: string): Promise<StockRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ product_id: number; qty: number }>('select product_id, qty from stock_items order by product_id');
    return result.rows.map((row) => ({ productId: row.product_id, qty: row.qty }));
  } finally {
    await client.end();
  }
}

main()
  .then(async (figures) => {
    await cleanUp();
    process.stdout.write(`\n${table(figures)}\n\n`);
    if (figures.outsideExamples.length)
      process.stdout.write(`errors outside the windows, first ones:\n  ${figures.outsideExamples.join('\n  ')}\n`);
    if (figures.errorsOutside > 0 || process.env.SOAK_VERBOSE)
      process.stdout.write(`the shop's last words:\n${shopOutput().slice(-4000)}\n`);
    if (figures.insideExamples.length)
      process.stdout.write(`errors inside the windows, first ones:\n  ${figures.insideExamples.join('\n  ')}\n`);
    await writeFigures(figures);
    log('figures written to bench/README.md ("Soak")');
    const failed =
      figures.ordersMissingOrDoubled > 0 || figures.stockMismatches > 0 || figures.errorsOutside > 0 || figures.ordersTold === 0;
    if (failed) log('FAILED: see the table above');
    process.exit(failed ? 1 : 0);
  })
  .catch(async (error: unknown) => {
    process.stderr.write(`soak: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await cleanUp();
    process.exit(1);
  });
