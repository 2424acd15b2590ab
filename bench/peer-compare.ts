/**
 * The same-run comparison with a peer shop (bench/peer.ts): its options, the order of its runs, and
 * how the rounds become one figure per page and shop.
 */
import type { PageAudit } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { median } from './stats.ts';

export const comparedPages = ['home', 'listing', 'product'] as const;
export type ComparedPage = (typeof comparedPages)[number];
export const shopSides = ['ours', 'peer'] as const;
export type ShopSide = (typeof shopSides)[number];

export interface ShopUnderTest {
  base: string;
  paths: Record<ComparedPage, string>;
  /** Only audited with Lighthouse, and only when both shops name one: an empty cart has no load to speak of. */
  cart?: string;
}

export interface PeerOptions {
  shops: Record<ShopSide, ShopUnderTest>;
  rounds: number;
  duration: number;
  connections: number;
  lighthouse: boolean;
  lighthouseRuns: number;
}

export class PeerOptionsError extends Error {}

/**
 * The pages of the two shops as set up in bench/README.md ("Vendure peer"): ours seeded with 2,000
 * products, the peer the Vendure sample data behind the Remix storefront starter.
 */
export const defaultPaths: Record<ShopSide, Record<ComparedPage, string>> = {
  ours: { home: '/', listing: '/kleding/', product: '/slim-fit-pique-polo-zwart-103006.html' },
  peer: { home: '/', listing: '/collections/electronics', product: '/products/laptop' },
};

const known = [
  'ours',
  'peer',
  'rounds',
  'duration',
  'connections',
  'lighthouse',
  'lighthouse-runs',
  ...shopSides.flatMap((side) => [...comparedPages, 'cart'].map((page) => `${side}-${page}`)),
];

function positiveInteger(name: string, raw: string, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new PeerOptionsError(`--${name}: expected a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

function baseAddress(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PeerOptionsError(`--${name}: expected an address such as http://127.0.0.1:3200, got "${raw}"`);
  }
  return url.origin;
}

function pagePath(name: string, raw: string): string {
  if (!raw.startsWith('/')) throw new PeerOptionsError(`--${name}: expected a path starting with /, got "${raw}"`);
  return raw;
}

/** Reads `--name=value` flags; a lone `--` (as `npx tsx bench/peer.ts -- …` passes it) is skipped. */
export function parsePeerOptions(argv: readonly string[]): PeerOptions {
  const flags = new Map<string, string>();
  for (const argument of argv) {
    if (argument === '--') continue;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    if (!match) throw new PeerOptionsError(`unexpected argument "${argument}" (flags look like --rounds=3)`);
    if (!known.includes(match[1] as string)) throw new PeerOptionsError(`unknown flag --${match[1]} (known: --${known.join(' --')})`);
    flags.set(match[1] as string, match[2] ?? 'true');
  }
  const shop = (side: ShopSide, fallback: string): ShopUnderTest => {
    const paths = Object.fromEntries(
      comparedPages.map((page) => [page, pagePath(`${side}-${page}`, flags.get(`${side}-${page}`) ?? defaultPaths[side][page])]),
    ) as Record<ComparedPage, string>;
    const cart = flags.get(`${side}-cart`);
    return { base: baseAddress(side, flags.get(side) ?? fallback), paths, ...(cart ? { cart: pagePath(`${side}-cart`, cart) } : {}) };
  };
  const lighthouse = flags.get('lighthouse');
  if (lighthouse !== undefined && lighthouse !== 'true') throw new PeerOptionsError(`--lighthouse takes no value, got "${lighthouse}"`);
  return {
    shops: { ours: shop('ours', 'http://127.0.0.1:3200'), peer: shop('peer', 'http://127.0.0.1:3100') },
    rounds: positiveInteger('rounds', flags.get('rounds') ?? '3', 100),
    duration: positiveInteger('duration', flags.get('duration') ?? '10', 600),
    connections: positiveInteger('connections', flags.get('connections') ?? '10', 1000),
    lighthouse: lighthouse === 'true',
    lighthouseRuns: positiveInteger('lighthouse-runs', flags.get('lighthouse-runs') ?? '3', 25),
  };
}

export interface ScheduledRun<P extends string = ComparedPage> {
  round: number;
  page: P;
  side: ShopSide;
}

/**
 * Round by round, page by page, ours then the peer: both shops meet the machine in the same state
 * (a busy neighbour, a warmer CPU) within seconds of each other, rather than one after the other.
 */
export function interleaved<P extends string>(rounds: number, pages: readonly P[]): ScheduledRun<P>[] {
  return Array.from({ length: rounds }, (_, i) => i + 1).flatMap((round) =>
    pages.flatMap((page) => shopSides.map((side) => ({ round, page, side }))),
  );
}

export interface SideFigure {
  rounds: number;
  /** Median over the rounds of requests/s and of p99. */
  requestsPerSecond: number;
  p99: number;
  /** Errors, timeouts and non-2xx answers summed over the rounds: any makes the figure suspect. */
  failures: number;
}

export function sideFigure(results: readonly LoadResult[]): SideFigure {
  return {
    rounds: results.length,
    requestsPerSecond: Math.round(median(results.map((r) => r.requestsPerSecond)) * 10) / 10,
    p99: Math.round(median(results.map((r) => r.p99)) * 10) / 10,
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

/** Ours ÷ the peer's requests/s: above 1 our shop answered more. Null when the peer answered nothing. */
export function ratio(ours: SideFigure, peer: SideFigure): number | null {
  return peer.requestsPerSecond > 0 ? Math.round((ours.requestsPerSecond / peer.requestsPerSecond) * 100) / 100 : null;
}

export function loadRow(page: string, ours: SideFigure, peer: SideFigure) {
  const shown = (figure: SideFigure) =>
    `${figure.requestsPerSecond} (${figure.p99})${figure.failures ? `, ${figure.failures} failed` : ''}`;
  return { page, 'ours req/s (p99 ms)': shown(ours), 'peer req/s (p99 ms)': shown(peer), 'ratio ours/peer': ratio(ours, peer) ?? 'n/a' };
}

export function lighthouseRow(page: string, ours: PageAudit | null, peer: PageAudit | null) {
  const shown = (audit: PageAudit | null) => (audit ? `${audit.performance} / ${audit.lcpMs} / ${audit.tbtMs}` : 'failed');
  return {
    page,
    'ours score / LCP ms / TBT ms': shown(ours),
    'peer score / LCP ms / TBT ms': shown(peer),
    'ours / peer KB': `${ours ? Math.round(ours.totalBytes / 1024) : '-'} / ${peer ? Math.round(peer.totalBytes / 1024) : '-'}`,
  };
}
