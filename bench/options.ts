/** Reads the command line and the BENCH_* environment into one checked set of options. */

export const suites = ['ssr', 'etag', 'ceiling', 'graphql', 'cart', 'lighthouse'] as const;
export type Suite = (typeof suites)[number];
export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];
/**
 * How Lighthouse reaches the shop: `https` through a TLS front speaking HTTP/2, as shoppers reach a
 * deployed shop (docs/operations.md, "nginx in front"); `http` straight to the shop's own HTTP/1.1.
 */
export const lighthouseSchemes = ['https', 'http'] as const;
export type LighthouseScheme = (typeof lighthouseSchemes)[number];

export interface BenchOptions {
  suites: Suite[];
  databases: DatabaseKind[];
  /** True when the databases were named on purpose: then a PostgreSQL that does not answer is an error. */
  databasesChosen: boolean;
  /** Seconds of load per measured run. */
  duration: number;
  /**
   * Seconds of load, not counted, before each page type's measured run: the figures are of a process
   * that has served for a while, as a shop's has (its code compiled by V8's optimising tiers, its heap
   * grown to the load). 0: each address is asked for once, no more.
   */
  warmUp: number;
  connections: number;
  products: number;
  /** Distinct addresses each page type rotates over. */
  urls: number;
  cartCalls: number;
  /**
   * Carts and orders (each) written into the PostgreSQL database after the add-to-cart runs, which
   * then run again against it: costs that must stay flat as a shop's history grows. 0 skips it.
   */
  history: number;
  /** Lighthouse runs per page, of which the median counts: five halve the spread of one (Lighthouse's variability guide). */
  lighthouseRuns: number;
  /** The ways Lighthouse reaches the shop; the goals hold for `https`, the way shoppers come. */
  lighthouseOver: LighthouseScheme[];
  /** One core kept busy by another process while Lighthouse runs (busy-core.ts): the goals hold then too. */
  lighthouseBusy: boolean;
  /**
   * Worker processes of the shop on PostgreSQL (`WEB_CONCURRENCY`, as an operator runs one per core);
   * the embedded database is always one process.
   */
  workers: number;
  /** First of the ports this benchmark may use (the shop, then the render ceiling's helper). */
  port: number;
  /** Build the storefront and server first, so the figures are for the code in the tree. */
  build: boolean;
  /** Administrative PostgreSQL address; the benchmark creates (and drops) its own database there. */
  postgresUrl: string;
  postgresUrlGiven: boolean;
}

export class OptionsError extends Error {}

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

function positiveInteger(name: string, raw: string, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new OptionsError(`${name}: expected a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

function wholeNumber(name: string, raw: string, max: number): number {
  return raw === '0' ? 0 : positiveInteger(name, raw, max);
}

function listOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T[] {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (items.length === 0 || unknown.length > 0) {
    throw new OptionsError(`${name}: expected one or more of ${allowed.join(', ')}, got "${raw}"`);
  }
  return allowed.filter((item) => items.includes(item));
}

/** Splits `--name=value` / `--flag` arguments; anything else is refused with the argument named. */
function flagsOf(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    if (!match) throw new OptionsError(`unexpected argument "${argument}" (flags look like --only=ssr,graphql)`);
    flags.set(match[1] as string, match[2] ?? 'true');
  }
  return flags;
}

/**
 * A switch: on as `--flag` or `--flag=true|1|yes`, off as `--flag=false|0|no`, else as its variable
 * says (`1` on, `0` or unset off). Any other value is an error, not a silent "on".
 */
function switchOf(flags: Map<string, string>, flag: string, env: NodeJS.ProcessEnv, variable: string): boolean {
  const given = flags.get(flag);
  if (given !== undefined) {
    if (['true', '1', 'yes'].includes(given)) return true;
    if (['false', '0', 'no'].includes(given)) return false;
    throw new OptionsError(`--${flag}: expected no value, or one of true, false, 1, 0, yes, no; got "${given}"`);
  }
  const value = env[variable];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new OptionsError(`${variable}: expected 1 or 0, got "${value}"`);
}

const known = [
  'only',
  'db',
  'duration',
  'warm-up',
  'connections',
  'products',
  'urls',
  'cart-calls',
  'history',
  'lighthouse-runs',
  'lighthouse-over',
  'lighthouse-busy',
  'workers',
  'port',
  'no-build',
];

/** The options of one `npm run bench` run; flags win over BENCH_* variables, which win over defaults. */
export function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = flagsOf(argv);
  const unknown = [...flags.keys()].filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new OptionsError(`unknown flag --${unknown[0]} (known: ${known.map((k) => `--${k}`).join(' ')})`);
  const pick = (flag: string, variable: string, fallback: string) => flags.get(flag) ?? env[variable] ?? fallback;

  const databasesRaw = flags.get('db') ?? env.BENCH_DB;
  const postgresUrl = env.BENCH_DATABASE_URL ?? env.DATABASE_URL;
  if (postgresUrl !== undefined && !/^postgres(ql)?:\/\//.test(postgresUrl)) {
    throw new OptionsError(`BENCH_DATABASE_URL/DATABASE_URL: expected a postgres:// address, got "${postgresUrl}"`);
  }
  return {
    suites: listOf('--only', pick('only', 'BENCH_ONLY', suites.join(',')), suites),
    databases: listOf('--db', databasesRaw ?? databaseKinds.join(','), databaseKinds),
    databasesChosen: databasesRaw !== undefined,
    duration: positiveInteger('--duration / BENCH_DURATION', pick('duration', 'BENCH_DURATION', '10'), 600),
    warmUp: wholeNumber('--warm-up / BENCH_WARM_UP', pick('warm-up', 'BENCH_WARM_UP', '10'), 600),
    connections: positiveInteger('--connections / BENCH_CONNECTIONS', pick('connections', 'BENCH_CONNECTIONS', '10'), 1000),
    products: positiveInteger('--products / BENCH_PRODUCTS', pick('products', 'BENCH_PRODUCTS', '2000'), 1_000_000),
    urls: positiveInteger('--urls / BENCH_URLS', pick('urls', 'BENCH_URLS', '50'), 10_000),
    cartCalls: positiveInteger('--cart-calls', pick('cart-calls', 'BENCH_CART_CALLS', '200'), 100_000),
    history: wholeNumber('--history / BENCH_HISTORY', pick('history', 'BENCH_HISTORY', '100000'), 10_000_000),
    lighthouseRuns: positiveInteger('--lighthouse-runs', pick('lighthouse-runs', 'BENCH_LIGHTHOUSE_RUNS', '5'), 25),
    lighthouseOver: listOf('--lighthouse-over', pick('lighthouse-over', 'BENCH_LIGHTHOUSE_OVER', 'https'), lighthouseSchemes),
    lighthouseBusy: switchOf(flags, 'lighthouse-busy', env, 'BENCH_LIGHTHOUSE_BUSY'),
    workers: positiveInteger('--workers / BENCH_WORKERS', pick('workers', 'BENCH_WORKERS', '1'), 64),
    port: positiveInteger('--port / BENCH_PORT', pick('port', 'BENCH_PORT', '3460'), 65_534),
    build: !flags.has('no-build') && env.BENCH_BUILD !== '0',
    postgresUrl: postgresUrl ?? DEFAULT_POSTGRES,
    postgresUrlGiven: postgresUrl !== undefined,
  };
}
