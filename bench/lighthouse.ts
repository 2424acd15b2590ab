/** Lighthouse mobile (its default: emulated phone, simulated slow 4G) in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { median } from './stats.ts';

export interface PageAudit {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  /**
   * Script bytes a first visit fetches while Lighthouse loads the page (it neither scrolls nor
   * clicks): the chunks hydration needs, whether they arrive before or after the load event (the
   * page starts its scripts after the first paint and its picture, decision 067).
   */
  firstLoadJsBytes: number;
  firstLoadJsFiles: number;
  /** Scripts and stylesheets answered with 4xx/5xx or not at all: such a page is not measured right. */
  failedAssets: number;
}

export interface LighthouseResult extends Partial<PageAudit> {
  page: string;
  url: string;
  /** `https`: through the TLS front with HTTP/2, as shoppers come; `http`: the shop's own HTTP/1.1. */
  over: 'https' | 'http';
  runs: number;
  errors: string[];
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The HTTPS front's certificate is a throwaway one for `localhost` (bench/https-front.ts). */
const HTTPS_FLAGS = [...CHROME_FLAGS, '--ignore-certificate-errors'];

/** How an address reaches the shop: through the HTTPS front, or straight to its own HTTP/1.1. */
function schemeOf(url: string): LighthouseResult['over'] {
  return new URL(url).protocol === 'https:' ? 'https' : 'http';
}

/** The browser's flags for one address. */
export function chromeFlagsFor(url: string): string[] {
  return schemeOf(url) === 'https' ? HTTPS_FLAGS : CHROME_FLAGS;
}

interface NetworkItem {
  statusCode?: number;
  resourceType?: string;
  transferSize?: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function numeric(lhr: Lhr, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${audit}`);
  return value;
}

/** The figures of one Lighthouse report (times in ms, sizes in bytes). */
export function auditOf(lhr: Lhr): PageAudit {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const ok = (item: NetworkItem) => item.statusCode !== undefined && item.statusCode >= 200 && item.statusCode < 400;
  const requests = network.filter((item) => ok(item) && item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    totalBytes: Math.round(numeric(lhr, 'total-byte-weight')),
    firstLoadJsBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    firstLoadJsFiles: requests.length,
    failedAssets: network.filter((item) => (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') && !ok(item)).length,
  };
}

/** Each figure's median over the runs (each on its own, as Lighthouse's docs advise); failures: the most seen. */
export function medianAudit(audits: readonly PageAudit[]): PageAudit {
  const of = (key: keyof PageAudit) => median(audits.map((audit) => audit[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    totalBytes: of('totalBytes'),
    firstLoadJsBytes: of('firstLoadJsBytes'),
    firstLoadJsFiles: of('firstLoadJsFiles'),
    failedAssets: Math.max(...audits.map((audit) => audit.failedAssets)),
  };
}

const RUN_TIMEOUT_MS = 120_000;

async function auditOnce(url: string, chromePath: string): Promise<PageAudit> {
  // A new browser per run: no cache, no cookies, nothing carried over from the run before.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlagsFor(url) });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no report');
    return auditOf(result.lhr);
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** Lighthouse mobile on each page, `runs` times, reporting the medians. */
export async function lighthousePages(pages: { page: string; url: string }[], runs: number): Promise<LighthouseResult[]> {
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  const results: LighthouseResult[] = [];
  for (const { page, url } of pages) {
    const audits: PageAudit[] = [];
    const errors: string[] = [];
    for (let run = 0; run < runs; run += 1) {
      try {
        audits.push(await auditOnce(url, chromePath));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    results.push({ page, url, over: schemeOf(url), runs: audits.length, errors, ...(audits.length ? medianAudit(audits) : {}) });
  }
  return results;
}
