/** Prints a run's figures as tables and keeps them in bench/results/latest.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CartRunResult } from './api.ts';
import type { CeilingResult } from './ceiling.ts';
import { evaluateGoals, type DatabaseFigures } from './goals.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { RevalidationResult } from './pages.ts';
import { repositoryRoot, type WarmUpLine } from './shop.ts';

export interface DatabaseReport extends DatabaseFigures {
  description: string;
  server?: string;
  startSeconds?: number;
  revalidation?: RevalidationResult[];
  /** The product page's query as GET with the persisted document's hash only. */
  graphqlPersisted?: LoadResult;
  ceiling?: CeilingResult & { ratio: number | null };
  rssMiB?: number | null;
  /** The start's picture warm-up, waited for before the first run (decision 065). */
  warmUp?: WarmUpLine | null;
  /** Rows the database held when add to cart ran again (`--history`), or why it did not. */
  history?: Record<string, number> | { skipped: string };
  /** Suites that failed, with why; the others still ran. */
  failures: { suite: string; error: string }[];
  skipped?: string;
}

export interface BenchReport {
  at: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; loadAverageAtStart: number[] };
  options: Omit<BenchOptions, 'postgresUrl'>;
  databases: DatabaseReport[];
}

export function machineFacts(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

const loadRow = (result: LoadResult) => ({
  run: result.name,
  addresses: result.addresses,
  'req/s': result.requestsPerSecond,
  'p50 ms': result.p50,
  'p95 ms': result.p95,
  'p99 ms': result.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  '304s': result.statuses['3xx'],
});

const cartRow = (result: CartRunResult) => ({
  run: result.name,
  calls: result.calls,
  'p50 ms': result.p50,
  'p95 ms': result.p95,
  'p99 ms': result.p99,
  errors: result.errors,
  ...(result.finalLines !== undefined ? { 'lines at end': result.finalLines } : {}),
});

const lighthouseRow = (result: LighthouseResult) => ({
  page: result.page,
  over: result.over === 'https' ? 'HTTPS, HTTP/2' : 'HTTP/1.1',
  runs: result.runs,
  score: result.performance,
  'LCP ms': result.lcpMs,
  CLS: result.cls,
  'TBT ms': result.tbtMs,
  'total KB': result.totalBytes === undefined ? undefined : Math.round(result.totalBytes / 1024),
  'first-load JS KB': result.firstLoadJsBytes === undefined ? undefined : Math.round(result.firstLoadJsBytes / 1024),
  'JS files': result.firstLoadJsFiles,
  'failed assets': result.failedAssets,
});

/** The tables of one database's run, on standard output. */
export function printDatabase(report: DatabaseReport): void {
  const server = report.server ? `, server ${report.server} (ready in ${report.startSeconds} s, migrating and seeding included)` : '';
  console.log(`\n=== ${report.kind}: ${report.description}${server}`);
  if (report.skipped) {
    console.log(`skipped: ${report.skipped}`);
    return;
  }
  if (report.warmUp) {
    const w = report.warmUp;
    console.log(
      `picture warm-up at start: ${w.variants} variants of ${w.pages} pages (${w.drawn} drawn, ${w.failed} failed) in ${w.ms} ms`,
    );
  }
  const loads = [
    ...(report.ssr ?? []),
    ...(report.revalidation ?? []).flatMap((r) => (r.load ? [r.load] : [])),
    ...(report.graphql ? [report.graphql] : []),
    ...(report.graphqlPersisted ? [report.graphqlPersisted] : []),
  ];
  if (loads.length) console.table(loads.map(loadRow));
  for (const skipped of (report.revalidation ?? []).filter((r) => r.skipped)) console.log(`${skipped.name}: ${skipped.skipped}`);
  if (report.ceiling) {
    const c = report.ceiling;
    console.log(
      `bare render (ceiling): ${c.rendersPerSecond} renders/s over ${c.pages} product pages, p50 ${c.p50} ms, p95 ${c.p95} ms; ` +
        `${c.bareBytes} B bare vs ${c.servedBytes} B served; ratio to the served page: ${c.ratio ?? 'n/a (no SSR product figure)'}`,
    );
  }
  if (report.cart?.length) console.table(report.cart.map(cartRow));
  if (report.cartWithHistory?.length) console.table(report.cartWithHistory.map(cartRow));
  for (const run of [...(report.cart ?? []), ...(report.cartWithHistory ?? [])].filter((r) => r.firstError))
    console.log(`${run.name}: first error: ${run.firstError}`);
  if (report.lighthouse?.length) console.table(report.lighthouse.map(lighthouseRow));
  for (const page of (report.lighthouse ?? []).filter((p) => p.errors.length))
    console.log(`Lighthouse ${page.page}: ${page.errors.join('; ')}`);
  if (report.rssMiB != null) console.log(`server RSS after the run: ${report.rssMiB} MiB`);
  const goals = evaluateGoals(report);
  if (goals.length) console.table(goals.map((g) => ({ measure: g.measure, value: g.value, goal: g.goal, met: g.met ? 'yes' : 'NO' })));
  for (const failure of report.failures) console.log(`FAILED ${failure.suite}: ${failure.error}`);
}

/** Writes the whole report to bench/results/latest.json (git-ignored); returns the path. */
export function writeReport(report: BenchReport): string {
  const file = path.join(repositoryRoot, 'bench/results/latest.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
