/**
 * `npm run bench [-- --only=ssr,graphql --db=pglite,postgres --duration=10]`: starts the shop in
 * production (one process, loopback) on each database in turn and measures pages, the bare render
 * ceiling, the API, add to cart and Lighthouse. See bench/README.md.
 */
import { addOrderHistory } from '@shop/api/testing';
import { openDatabase } from '@shop/api/server';
import { addToCartRuns, cartCandidates, persistedProductDetailLoad, productDetailLoad } from './api.ts';
import { startBusyCore } from './busy-core.ts';
import { ceilingRatio, measureCeiling } from './ceiling.ts';
import { postgresAnswers, prepareEmbedded, preparePostgres, redactedUrl, type PreparedDatabase } from './databases.ts';
import { startHttpsFront } from './https-front.ts';
import { lighthousePages } from './lighthouse.ts';
import { OptionsError, parseOptions, type BenchOptions, type DatabaseKind, type Suite } from './options.ts';
import { revalidations, ssrPages } from './pages.ts';
import { machineFacts, printDatabase, writeReport, type BenchReport, type DatabaseReport } from './report.ts';
import { benchPageCache, buildShop, startShop } from './shop.ts';
import { collectTargets } from './targets.ts';
import { runMain } from './main.ts';

const CEILING_PAGES = 10;

/** Stops the shop and removes its database when the run is interrupted (Ctrl-C, SIGTERM). */
let cleanUp: (() => Promise<void>) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}: stopping the shop and removing its database`);
    void (cleanUp?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function prepare(kind: DatabaseKind, options: BenchOptions): Promise<PreparedDatabase | string> {
  if (kind === 'pglite') return prepareEmbedded();
  if (!(await postgresAnswers(options.postgresUrl))) {
    const why = `no PostgreSQL answers at ${redactedUrl(options.postgresUrl)}`;
    // Asked for by name (--db or a URL): not being able to measure it is a failure, not a skip.
    if (options.databasesChosen || options.postgresUrlGiven) throw new Error(why);
    return why;
  }
  return preparePostgres(options.postgresUrl);
}

/**
 * Writes `options.history` carts and orders into the shop's database while it runs (analysed, as
 * autovacuum would), then measures add to cart again: the figure must stay within 10 % of the
 * fresh database's (decision 065). PostgreSQL only: the embedded database is the shop process's own.
 */
async function cartWithHistory(
  report: DatabaseReport,
  prepared: PreparedDatabase,
  base: string,
  products: Parameters<typeof cartCandidates>[1],
  options: BenchOptions,
): Promise<void> {
  if (!prepared.shop.url) {
    report.history = { skipped: 'the embedded database is held by the shop process' };
    return;
  }
  const database = await openDatabase({ url: prepared.shop.url, poolSize: 1 });
  try {
    const started = Date.now();
    report.history = await addOrderHistory(database.db, { carts: options.history, orders: options.history });
    console.log(`bench: wrote ${options.history} carts and orders in ${Math.round((Date.now() - started) / 100) / 10} s`);
  } finally {
    await database.close();
  }
  const label = `, ${options.history.toLocaleString('en')} carts and orders`;
  report.cartWithHistory = await addToCartRuns(base, await cartCandidates(base, products), options.cartCalls, label);
}

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<DatabaseReport> {
  const prepared = await prepare(kind, options);
  if (typeof prepared === 'string') return { kind, description: kind, skipped: prepared, failures: [] };
  const report: DatabaseReport = { kind, description: prepared.description, failures: [], rendered: benchPageCache() === 'off' };
  const started = Date.now();
  // Several processes share one database only on PostgreSQL; the embedded database is one process's own.
  const workers = kind === 'postgres' ? options.workers : 1;
  const shop = await startShop({ port: options.port, database: prepared.shop, products: options.products, workers }).catch(
    async (error: unknown) => {
      await prepared.dispose();
      throw error;
    },
  );
  cleanUp = async () => {
    await shop.stop();
    await prepared.dispose();
  };
  report.server = workers > 1 ? `${shop.entry}, ${workers} worker processes` : shop.entry;
  report.warmUp = shop.warmUp;
  report.startSeconds = Math.round((Date.now() - started) / 100) / 10;
  const settings = { base: shop.base, duration: options.duration, connections: options.connections };
  const wanted = (suite: Suite) => options.suites.includes(suite);
  const attempt = async (suite: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.failures.push({ suite, error: error instanceof Error ? error.message : String(error) });
    }
  };

  try {
    const targets = await collectTargets(shop.base, options.urls);
    if (wanted('ssr')) await attempt('ssr', async () => void (report.ssr = await ssrPages(targets, settings, options.warmUp)));
    if (wanted('etag')) await attempt('etag', async () => void (report.revalidation = await revalidations(targets, settings)));
    if (wanted('ceiling')) {
      await attempt('ceiling', async () => {
        const ceiling = await measureCeiling({
          apiUrl: shop.base,
          paths: targets.product.slice(0, CEILING_PAGES),
          duration: options.duration,
          port: options.port + 1,
        });
        const page = report.ssr?.find((result) => result.name === 'SSR product');
        report.ceiling = { ...ceiling, ratio: page ? ceilingRatio(ceiling.rendersPerSecond, page.requestsPerSecond) : null };
      });
    }
    if (wanted('graphql')) {
      await attempt('graphql', async () => void (report.graphql = await productDetailLoad(targets.products, settings)));
      await attempt(
        'graphql persisted',
        async () => void (report.graphqlPersisted = await persistedProductDetailLoad(targets.products, settings)),
      );
    }
    if (wanted('cart')) {
      await attempt('cart', async () => {
        report.cart = await addToCartRuns(shop.base, await cartCandidates(shop.base, targets.products), options.cartCalls);
      });
      if (options.history > 0)
        await attempt('cart with history', () => cartWithHistory(report, prepared, shop.base, targets.products, options));
    }
    if (wanted('lighthouse')) {
      await attempt('lighthouse', async () => {
        report.lighthouse = [];
        for (const scheme of options.lighthouseOver) {
          // Shoppers reach a deployed shop over HTTPS with HTTP/2 at its proxy (docs/operations.md).
          const front = scheme === 'https' ? await startHttpsFront(shop.base) : null;
          const base = front?.url ?? shop.base;
          const pages = [
            { page: 'home', url: `${base}/` },
            { page: 'listing', url: `${base}${targets.listing[0]}` },
            { page: 'product', url: `${base}${targets.product[0]}` },
            // The empty cart: a private page, rendered for every visit (decision 064).
            { page: 'cart', url: `${base}/cart` },
          ];
          const busy = options.lighthouseBusy ? startBusyCore() : null;
          try {
            report.lighthouse.push(...(await lighthousePages(pages, options.lighthouseRuns)));
          } finally {
            await busy?.stop();
            await front?.close();
          }
        }
      });
    }
    report.rssMiB = shop.rssMiB();
  } catch (error) {
    report.failures.push({ suite: 'setup', error: error instanceof Error ? error.message : String(error) });
  } finally {
    cleanUp = null;
    await shop.stop();
    await prepared.dispose();
  }
  return report;
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (error instanceof OptionsError) {
      console.error(`bench: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (options.build) buildShop();
  const { postgresUrl: _secret, ...shown } = options;
  const report: BenchReport = { at: new Date().toISOString(), machine: machineFacts(), options: shown, databases: [] };
  console.log(
    `bench: ${options.suites.join(', ')} on ${options.databases.join(', ')}; ${options.products} products, ` +
      `${options.connections} connections, ${options.duration} s per run after ${options.warmUp} s of warm-up (pages), ` +
      `${options.urls} addresses per page type; ` +
      (options.lighthouseBusy ? 'Lighthouse with one core kept busy; ' : '') +
      `load average ${report.machine.loadAverageAtStart.join(' ')} on ${report.machine.cpus} cores`,
  );
  for (const kind of options.databases) {
    let result: DatabaseReport;
    try {
      result = await benchDatabase(kind, options);
    } catch (error) {
      result = { kind, description: kind, failures: [{ suite: 'start', error: error instanceof Error ? error.message : String(error) }] };
    }
    report.databases.push(result);
    printDatabase(result);
    // Written after each database, so an interrupted run keeps what it measured.
    writeReport(report);
  }
  console.log(`\nresults: ${writeReport(report)}`);
  return report.databases.some((database) => database.failures.length > 0) ? 1 : 0;
}

runMain(main);
