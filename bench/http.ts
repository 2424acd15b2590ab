/**
 * HTTP load benchmark: `npm run bench` (from the repository root).
 * Starts the shop in production mode on a fresh embedded database (or uses BENCH_URL), then runs
 * autocannon against the busiest addresses and prints requests/s and latency percentiles.
 * Loopback only; every run is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3299);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function waitForReady(base: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not become ready at ${base}`);
}

async function graphqlPath(base: string): Promise<{ category: string; product: string }> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ productList(itemsPerPage: 24) { products { urlKey categories { url_path level } } } }' }),
  });
  const body = (await response.json()) as {
    data: { productList: { products: { urlKey: string; categories: { url_path: string; level: number }[] }[] } };
  };
  const first = body.data.productList.products[0];
  if (!first) throw new Error('the catalogue is empty');
  const leaf = [...first.categories].sort((a, b) => b.level - a.level)[0];
  return { category: `/${leaf?.url_path ?? ''}/`, product: `/${first.urlKey}.html` };
}

async function run(base: string, name: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({ url: base, connections, duration, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  let child: ChildProcess | null = null;
  let base = process.env.BENCH_URL;
  if (!base) {
    base = `http://127.0.0.1:${port}`;
    child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data-bench',
        SEED_PRODUCTS: process.env.BENCH_PRODUCTS ?? '2000',
        LOG_LEVEL: 'warn',
      },
    });
  }
  try {
    await waitForReady(base, 600_000);
    const { category, product } = await graphqlPath(base);
    const listing = JSON.stringify({
      query:
        '{ productList(filters: [], itemsPerPage: 36) { totalCount products { sku name price } filters { key options { key count } } } }',
    });
    const results = [
      await run(base, 'home page', { url: `${base}/` }),
      await run(base, 'category page', { url: `${base}${category}` }),
      await run(base, 'product page', { url: `${base}${product}` }),
      await run(base, 'GraphQL productList (36 + facets)', {
        url: `${base}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: listing,
      }),
      await run(base, 'media tile 416x500 (cached)', {
        url: `${base}/media/catalog/product/shirt/1d2b3a/front.jpg?auto=format&q=100&w=416&h=500&fit=cover`,
        headers: { accept: 'image/avif,image/webp' },
      }),
    ];
    console.table(results);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/http-latest.json'),
      JSON.stringify({ at: new Date().toISOString(), duration, connections, results }, null, 2),
    );
  } finally {
    child?.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
