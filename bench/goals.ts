/** The speed goals (issue "Speed", item 7 and its table; issue 20's) checked against one database's figures. */
import type { CartRunResult } from './api.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { DatabaseKind } from './options.ts';

export interface DatabaseFigures {
  kind: DatabaseKind;
  ssr?: LoadResult[];
  ceiling?: { ratio: number | null };
  graphql?: LoadResult;
  cart?: CartRunResult[];
  /** The same add-to-cart runs after many carts and orders were written (`--history`). */
  cartWithHistory?: CartRunResult[];
  lighthouse?: LighthouseResult[];
  /** True when the shop ran with its page cache off (the bench's default): every page was rendered. */
  rendered?: boolean;
}

export interface GoalRow {
  measure: string;
  value: number;
  goal: string;
  met: boolean;
}

const KB = 1024;

/** Every goal the figures at hand can be held against; missing figures give no row. */
export function evaluateGoals(figures: DatabaseFigures): GoalRow[] {
  const rows: GoalRow[] = [];
  const atLeast = (measure: string, value: number | undefined, goal: number, unit = '') => {
    if (value !== undefined) rows.push({ measure, value, goal: `≥ ${goal}${unit}`, met: value >= goal });
  };
  const atMost = (measure: string, value: number | undefined, goal: number, unit = '') => {
    if (value !== undefined) rows.push({ measure, value, goal: `≤ ${goal}${unit}`, met: value <= goal });
  };

  const product = figures.ssr?.find((result) => result.name === 'SSR product');
  atLeast('product page req/s', product?.requestsPerSecond, figures.kind === 'postgres' ? 300 : 150);
  atMost('product page p99 ms', product?.p99, 50);
  // Issue 20, item 7: rendered pages, on PostgreSQL, with the page cache off.
  if (figures.kind === 'postgres' && figures.rendered) {
    const listing = figures.ssr?.find((result) => result.name === 'SSR listing');
    atLeast('rendered listing req/s (issue 20)', listing?.requestsPerSecond, 60);
    atLeast('rendered product page req/s (issue 20)', product?.requestsPerSecond, 100);
  }
  if (figures.ceiling?.ratio != null) atMost('bare render / product page', figures.ceiling.ratio, 1.5, '×');
  atLeast('GraphQL product detail req/s', figures.graphql?.requestsPerSecond, 1000);
  atMost('GraphQL product detail p95 ms', figures.graphql?.p95, 15);
  atMost('add to cart, existing cart p95 ms', figures.cart?.[0]?.p95, 10);
  atMost('add to cart, new cart p95 ms', figures.cart?.[1]?.p95, 15);
  // Costs that stay flat as the shop's history grows (decision 065): within 10 % of the fresh database.
  for (const [index, run] of ['existing', 'new'].entries()) {
    const fresh = figures.cart?.[index]?.p95;
    const grown = figures.cartWithHistory?.[index]?.p95;
    if (fresh && grown !== undefined) atMost(`add to cart, ${run} cart p95 with history ÷ fresh`, ratio(grown, fresh), 1.1, '×');
  }
  // The goals are for the way shoppers come: HTTPS with HTTP/2 at the proxy (bench/https-front.ts);
  // the shop's own HTTP/1.1 is measured for comparison only.
  for (const page of (figures.lighthouse ?? []).filter((result) => result.over === 'https')) {
    atLeast(`Lighthouse ${page.page} score`, page.performance, 98);
    atMost(`Lighthouse ${page.page} LCP ms`, page.lcpMs, 1500);
    atMost(`Lighthouse ${page.page} CLS`, page.cls, 0.02);
    atMost(`Lighthouse ${page.page} TBT ms`, page.tbtMs, 50);
    if (page.page === 'home') atMost('home page weight KB', toKb(page.totalBytes), 600);
    if (page.page === 'product') atMost('product first-load JS KB', toKb(page.firstLoadJsBytes), 140);
  }
  return rows;
}

function ratio(value: number, base: number): number {
  return Math.round((value / base) * 100) / 100;
}

function toKb(bytes: number | undefined): number | undefined {
  return bytes === undefined ? undefined : Math.round(bytes / KB);
}
