/**
 * `npx tsx bench/page-cache.ts -- --base=http://127.0.0.1:3000 [--duration=10] [--connections=10] [--server-pid=N]`:
 * against a running production shop, measures product pages and category listings (each rotating
 * over several addresses, gzip as browsers ask), anonymous and with a cart cookie, and reports the
 * page cache's share of the answers (`X-Page-Cache`) and the load generator's own CPU time per answer
 * (when that nears 1,000,000 / requests/s, the run measured the load generator, not the shop), and
 * with `--server-pid` (Linux) the shop process's CPU time per answer. Run it
 * once against a shop with `PAGE_CACHE=on` and once with `PAGE_CACHE=off` (decision 063; figures in
 * bench/README.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runLoad, warmUp, type LoadRequest } from './load.ts';

const argument = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const base = argument('base', 'http://127.0.0.1:3000');
const duration = Number(argument('duration', '10'));
const connections = Number(argument('connections', '10'));
const PAGES = 8;
const serverPid = argument('server-pid', '');

/** The shop process's CPU time so far in µs (user and system, from /proc; Linux only). */
function serverCpuMicros(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name in parentheses: state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
}

const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

async function productPaths(): Promise<string[]> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl' },
    body: JSON.stringify({ query: `{ products(search: "", pageSize: ${PAGES}) { items { url_key } } }` }),
  });
  const { data } = (await response.json()) as { data: { products: { items: { url_key: string }[] } } };
  return data.products.items.map((item) => `/${item.url_key}.html`);
}

const LISTINGS = [
  '/kleding/',
  '/kleding/overhemden/',
  '/kleding/truien/',
  '/schoenen/',
  '/accessoires/',
  '/sale/',
  '/nieuw/',
  '/kleding/jeans/',
];

async function cacheShare(requests: readonly LoadRequest[]): Promise<string> {
  const seen = new Map<string, number>();
  for (const request of requests) {
    const answer = await fetch(`${base}${request.path}`, { headers: request.headers });
    await answer.arrayBuffer();
    const outcome = answer.headers.get('x-page-cache') ?? 'none';
    seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
  }
  return [...seen].map(([outcome, count]) => `${outcome} ${count}`).join(', ');
}

const cart = { cookie: 'quote_masked_id_nl=benchcart' };
const runs: [string, LoadRequest[]][] = [];
const products = await productPaths();
runs.push(['product page', products.map((path) => ({ path, headers: BROWSER }))]);
runs.push(['listing', LISTINGS.map((path) => ({ path, headers: BROWSER }))]);
runs.push(['product page, cart cookie', products.map((path) => ({ path, headers: { ...BROWSER, ...cart } }))]);
runs.push(['listing, cart cookie', LISTINGS.map((path) => ({ path, headers: { ...BROWSER, ...cart } }))]);

console.log(
  `| run | requests/s | p50 ms | p99 ms | non-2xx | shop CPU µs/answer | load generator CPU µs/answer | X-Page-Cache after warm-up |`,
);
console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |`);
for (const [name, requests] of runs) {
  await warmUp(base, requests);
  const share = await cacheShare(requests);
  const cpuBefore = serverPid ? serverCpuMicros(serverPid) : 0;
  const result = await runLoad(name, requests, { base, duration, connections });
  const shopCpu = serverPid ? String(Math.round((serverCpuMicros(serverPid) - cpuBefore) / Math.max(1, result.requests))) : '–';
  console.log(
    `| ${name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.non2xx} | ${shopCpu} | ${result.clientCpuMicros} | ${share} |`,
  );
}
