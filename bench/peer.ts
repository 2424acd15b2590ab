/**
 * `npx tsx bench/peer.ts -- --ours=http://127.0.0.1:3200 --peer=http://127.0.0.1:3100 [--rounds=3]
 * [--duration=10] [--lighthouse]`: our shop and a peer shop, both already running on this machine,
 * measured in the same run and interleaved, reported as ratios. See bench/README.md ("Vendure peer").
 */
import { lighthousePages, medianAudit, type PageAudit } from './lighthouse.ts';
import { runLoad, warmUp, type LoadRequest, type LoadResult } from './load.ts';
import {
  comparedPages,
  interleaved,
  lighthouseRow,
  loadRow,
  parsePeerOptions,
  PeerOptionsError,
  sideFigure,
  type PeerOptions,
  shopSides,
  type ShopSide,
} from './peer-compare.ts';
import { BROWSER_USER_AGENT } from './pages.ts';
import { machineFacts } from './report.ts';
import { runMain } from './main.ts';

// As bench/pages.ts asks: a phone's browser on a first visit, no cookie, compressed answers accepted.
const FIRST_VISIT = { accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': BROWSER_USER_AGENT };

const loadAverage = () => machineFacts().loadAverageAtStart.join(' ');

/**
 * What each page answers a first visit with (status, encoding, size, whether a page cache answered):
 * a check that both shops send real pages and that both render them. Asked twice, so a page cache
 * shows as a hit on the second answer.
 */
async function describePages(options: PeerOptions): Promise<void> {
  const rows = [];
  const cached: string[] = [];
  for (const page of comparedPages) {
    for (const side of shopSides) {
      const shop = options.shops[side];
      const url = `${shop.base}${shop.paths[page]}`;
      await (await fetch(url, { headers: FIRST_VISIT, redirect: 'manual' })).arrayBuffer();
      const response = await fetch(url, { headers: FIRST_VISIT, redirect: 'manual' });
      const body = await response.arrayBuffer();
      const pageCache = response.headers.get('x-page-cache');
      if (pageCache === 'HIT') cached.push(`${side} ${page}`);
      rows.push({
        page,
        shop: side,
        address: url,
        status: response.status,
        encoding: response.headers.get('content-encoding') ?? 'none',
        'HTML KB': Math.round(body.byteLength / 102.4) / 10,
        'page cache': pageCache ?? '-',
      });
    }
  }
  console.table(rows);
  if (cached.length) {
    console.log(
      `note: a page cache answered ${cached.join(', ')}: these figures are of the cache, not of rendering ` +
        '(start our shop with PAGE_CACHE=off to compare rendering with rendering)',
    );
  }
}

async function measureLoad(options: PeerOptions): Promise<void> {
  const results = new Map<string, LoadResult[]>();
  const requestOf = (side: ShopSide, page: (typeof comparedPages)[number]): LoadRequest[] => [
    { path: options.shops[side].paths[page], headers: FIRST_VISIT },
  ];
  for (const side of shopSides) {
    for (const page of comparedPages) await warmUp(options.shops[side].base, requestOf(side, page));
  }
  for (const { round, page, side } of interleaved(options.rounds, comparedPages)) {
    const settings = { base: options.shops[side].base, duration: options.duration, connections: options.connections };
    const result = await runLoad(`${side} ${page}`, requestOf(side, page), settings);
    console.log(
      `round ${round}: ${side} ${page}: ${result.requestsPerSecond} req/s, p99 ${result.p99} ms` +
        `${result.errors + result.timeouts + result.non2xx ? `, ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx` : ''}` +
        ` (load average ${loadAverage()})`,
    );
    const key = `${side} ${page}`;
    results.set(key, [...(results.get(key) ?? []), result]);
  }
  console.log(`\nrequests/s with ${options.connections} connections, ${options.duration} s per run; medians of ${options.rounds} round(s)`);
  console.table(
    comparedPages.map((page) =>
      loadRow(page, sideFigure(results.get(`ours ${page}`) ?? []), sideFigure(results.get(`peer ${page}`) ?? [])),
    ),
  );
}

/** One Lighthouse run of one page; null (with the reason printed) when it failed. */
async function auditOnce(side: ShopSide, page: string, url: string): Promise<PageAudit | null> {
  const [result] = await lighthousePages([{ page, url }], 1);
  if (!result || result.runs === 0 || result.performance === undefined) {
    console.log(`Lighthouse ${side} ${page}: ${result?.errors.join('; ') ?? 'no result'}`);
    return null;
  }
  const { page: _page, url: _url, runs: _runs, errors: _errors, ...audit } = result;
  return audit as PageAudit;
}

async function measureLighthouse(options: PeerOptions): Promise<void> {
  const { ours, peer } = options.shops;
  const pages: string[] = [...comparedPages, ...(ours.cart && peer.cart ? ['cart'] : [])];
  const urlOf = (side: ShopSide, page: string) => {
    const shop = options.shops[side];
    return `${shop.base}${page === 'cart' ? shop.cart : shop.paths[page as (typeof comparedPages)[number]]}`;
  };
  const audits = new Map<string, PageAudit[]>();
  for (const { round, page, side } of interleaved(options.lighthouseRuns, pages)) {
    const audit = await auditOnce(side, page, urlOf(side, page));
    if (audit) {
      console.log(
        `Lighthouse run ${round}: ${side} ${page}: score ${audit.performance}, LCP ${audit.lcpMs} ms, TBT ${audit.tbtMs} ms` +
          `${audit.failedAssets ? `, ${audit.failedAssets} failed assets` : ''}`,
      );
      audits.set(`${side} ${page}`, [...(audits.get(`${side} ${page}`) ?? []), audit]);
    }
  }
  const medianOf = (key: string) => {
    const runs = audits.get(key) ?? [];
    return runs.length ? medianAudit(runs) : null;
  };
  console.log(`\nLighthouse 12.8 mobile (simulated slow 4G, emulated phone), medians of ${options.lighthouseRuns} run(s)`);
  console.table(pages.map((page) => lighthouseRow(page, medianOf(`ours ${page}`), medianOf(`peer ${page}`))));
}

async function main(): Promise<number> {
  let options: PeerOptions;
  try {
    options = parsePeerOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof PeerOptionsError) {
      console.error(`bench/peer: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const machine = machineFacts();
  console.log(
    `bench/peer: ours ${options.shops.ours.base}, peer ${options.shops.peer.base}; ${options.rounds} round(s) of ` +
      `${options.duration} s, ${options.connections} connections; load average ${machine.loadAverageAtStart.join(' ')} ` +
      `on ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}`,
  );
  await describePages(options);
  await measureLoad(options);
  if (options.lighthouse) await measureLighthouse(options);
  console.log(`\nload average at the end: ${loadAverage()}`);
  return 0;
}

runMain(main);
