/** Server-rendered pages under load: anonymous full renders, and CDN-style revalidations (304). */
import { runLoad, warmUp, type LoadRequest, type LoadResult, type LoadSettings } from './load.ts';
import type { Targets } from './targets.ts';

export const pageTypes = ['home', 'listing', 'product'] as const;
export type PageType = (typeof pageTypes)[number];

/**
 * A phone's browser: React Router renders bots (and clients that send no browser agent, such as
 * Node's fetch or curl) to completion before the first byte, browsers as a stream; the figures are
 * for what shoppers get, and the ETag is only the same for the same kind of client.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36';

// No cookie and no conditional header: every request is a first visit that the server renders whole.
const ANONYMOUS = { accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': BROWSER_USER_AGENT };

/**
 * requests/s and latency of each page type, rotating over its addresses, after `warmUpSeconds` of the
 * same load that is not counted (BenchOptions.warmUp).
 */
export async function ssrPages(targets: Targets, settings: LoadSettings, warmUpSeconds = 0): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const type of pageTypes) {
    const requests: LoadRequest[] = targets[type].map((path) => ({ path, headers: ANONYMOUS }));
    await warmUp(settings.base, requests);
    if (warmUpSeconds > 0) await runLoad(`warm-up ${type}`, requests, { ...settings, duration: warmUpSeconds });
    results.push(await runLoad(`SSR ${type}`, requests, settings));
  }
  return results;
}

export interface RevalidationResult {
  name: string;
  skipped?: string;
  load?: LoadResult;
}

/** The ETag of each address as an anonymous visitor gets it, or null when the server sends none. */
async function etagsOf(base: string, paths: readonly string[]): Promise<Map<string, string> | null> {
  const etags = new Map<string, string>();
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers: ANONYMOUS });
    await response.arrayBuffer();
    const etag = response.headers.get('etag');
    if (!etag) return null;
    etags.set(path, etag);
  }
  return etags;
}

/** What a CDN's revalidation costs: If-None-Match with the page's ETag, answered 304. */
export async function revalidations(targets: Targets, settings: LoadSettings): Promise<RevalidationResult[]> {
  const results: RevalidationResult[] = [];
  for (const type of pageTypes) {
    const name = `304 ${type} (If-None-Match)`;
    const etags = await etagsOf(settings.base, targets[type]);
    if (!etags) {
      results.push({ name, skipped: 'the server sends no ETag for this page' });
      continue;
    }
    const requests: LoadRequest[] = targets[type].map((path) => ({
      path,
      headers: { ...ANONYMOUS, 'if-none-match': etags.get(path) as string },
    }));
    await warmUp(settings.base, requests, 304);
    results.push({ name, load: await runLoad(name, requests, settings) });
  }
  return results;
}
