/**
 * The soak run's figures: the table it prints and the "Soak" section of bench/README.md it rewrites.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { repositoryRoot } from './shop.ts';
import type { FaultWindow, pageCacheFigures } from './soak-checks.ts';

export interface SoakFigures {
  at: string;
  seconds: number;
  shoppers: number;
  requests: number;
  byKind: Record<string, number>;
  ordersTold: number;
  ordersPaid: number;
  ordersMissingOrDoubled: number;
  stockMismatches: number;
  errorsInside: number;
  errorsOutside: number;
  outsideExamples: string[];
  insideExamples: string[];
  p50: number;
  p95: number;
  /** The storefront pages' `X-Page-Cache` answers (soak-checks.ts `pageCacheFigures`). */
  pageCache: ReturnType<typeof pageCacheFigures>;
  windows: FaultWindow[];
  /** Time given after each fault is repaired, counted into its window. */
  graceMs: number;
  /** From the kill until two workers answered again. */
  workerReplacedMs: number;
  loadAverage: number[];
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function table(figures: SoakFigures): string {
  const rows: [string, string][] = [
    [
      'requests',
      `${figures.requests} (${Object.entries(figures.byKind)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ')})`,
    ],
    ['orders placed and told / paid', `${figures.ordersTold} / ${figures.ordersPaid}`],
    ['orders told but not stored exactly once, or paid but not processing', String(figures.ordersMissingOrDoubled)],
    ['products whose stock differs from the orders', String(figures.stockMismatches)],
    ['errors inside the fault windows', String(figures.errorsInside)],
    ['errors outside the fault windows', String(figures.errorsOutside)],
    ['latency p50 / p95', `${figures.p50.toFixed(1)} ms / ${figures.p95.toFixed(1)} ms`],
    [
      'pages from the page cache (hit / rendered / past it)',
      `${(figures.pageCache.hitRatio * 100).toFixed(1)} % (${figures.pageCache.hits} / ${figures.pageCache.misses} / ${figures.pageCache.bypasses} of ${figures.pageCache.pages})`,
    ],
    ['killed worker replaced after', ms(figures.workerReplacedMs)],
    ...figures.windows.map((window): [string, string] => [
      `fault window: ${window.name}`,
      `${ms(window.start)} – ${ms(window.end)} (with ${figures.graceMs / 1000} s grace)`,
    ]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `| ${name.padEnd(width)} | ${value} |`).join('\n');
}

const README = path.join(repositoryRoot, 'bench/README.md');
const START = '<!-- soak:figures:start -->';
const END = '<!-- soak:figures:end -->';

/** Replaces the figures between the markers of the README's "Soak" section, formatted as the repository's Prettier would. */
export async function writeFigures(figures: SoakFigures) {
  const text = readFileSync(README, 'utf8');
  const block = [
    START,
    `Last run: ${figures.at.slice(0, 16).replace('T', ' ')} UTC, ${figures.seconds} s, ${figures.shoppers} shoppers, load average ${figures.loadAverage.join(' / ')} at the end.`,
    '',
    '| measure | value |',
    '| --- | --- |',
    table(figures),
    END,
  ].join('\n');
  const next = text.includes(START)
    ? text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length)
    : `${text.trimEnd()}\n\n## Soak\n\n${block}\n`;
  const options = (await prettier.resolveConfig(README)) ?? {};
  writeFileSync(README, await prettier.format(next, { ...options, filepath: README }));
}
