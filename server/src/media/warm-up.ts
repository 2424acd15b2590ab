/**
 * Draws the pictures a first visitor waits for before anyone asks (decision 065): after the
 * server listens, it reads its own home pages (one per store), the first listings and the first
 * product page they link to, and asks the image service for every variant those pages preload (the
 * hero and the first row of tiles: `<link rel="preload" as="image">`), as a browser would, one at a
 * time. Variants already on disk answer from the cache and cost a file read, so a restart redraws
 * nothing. Bounded in variants and time, and one request at a time, so shoppers' renders always
 * find a free slot in the render queue.
 */
import { mainMenuId } from '@shop/rules';

export interface WarmUpOptions {
  /** The shop's own address, e.g. `http://127.0.0.1:3000`. */
  base: string;
  /** Store codes whose home page is read (`/?store=nl`). */
  stores: readonly string[];
  /** Most picture variants asked for in all. */
  maxVariants?: number;
  /** Stop asking after this long. */
  deadlineMs?: number;
  /** What the browser's image requests accept (the variant's format follows it). */
  accept?: string;
  /** Pause between two picture requests, so a shopper's request never queues behind a row of them. */
  pauseMs?: number;
  /** Stops the warm-up (the process is stopping). */
  signal?: AbortSignal;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface WarmUpResult {
  pages: number;
  /** Variants asked for. */
  variants: number;
  /** Of those, drawn now (the rest were on disk already). */
  drawn: number;
  failed: number;
  ms: number;
}

/** What Chromium's image requests accept: the service answers them in AVIF. */
export const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
export const WARM_UP_MAX_VARIANTS = 160;
export const WARM_UP_DEADLINE_MS = 5 * 60_000;
const PAUSE_MS = 20;
const PAGE_TIMEOUT_MS = 30_000;
const IMAGE_TIMEOUT_MS = 30_000;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1] as string) : null;
}

/**
 * The image addresses a page asks for first, in document order: each image preload's `href` and
 * `imagesrcset` candidates, and each `<img fetchpriority="high">`'s `src` and `srcset` candidates (a
 * listing's first row of tiles, which it marks instead of preloading).
 */
export function preloadedImages(html: string): string[] {
  const found: string[] = [];
  const candidates = (set: string | null) => {
    if (set) for (const candidate of set.split(',')) found.push(candidate.trim().split(/\s+/)[0] as string);
  };
  for (const [tag] of html.matchAll(/<(?:link|img)\b[^>]*>/gi)) {
    if (/^<img/i.test(tag)) {
      if (attribute(tag, 'fetchpriority')?.toLowerCase() !== 'high') continue;
      candidates(attribute(tag, 'srcset'));
      const src = attribute(tag, 'src');
      if (src) found.push(src);
      continue;
    }
    if (attribute(tag, 'rel') !== 'preload' || attribute(tag, 'as') !== 'image') continue;
    candidates(attribute(tag, 'imagesrcset'));
    const href = attribute(tag, 'href');
    if (href) found.push(href);
  }
  // The shop's own pictures, also when the page names them with the store's address.
  const own = found.flatMap((url) => {
    const parsed = new URL(url, 'http://shop.invalid');
    return parsed.pathname.startsWith('/media/') ? [`${parsed.pathname}${parsed.search}`] : [];
  });
  return [...new Set(own)];
}

/** How many listings of the home page's main menu are read: the first ones a visitor opens. */
export const WARM_UP_LISTINGS = 4;

/** The first product page (`….html`) a page links to, and the first listings its main menu links to. */
export function firstLinks(html: string, most = WARM_UP_LISTINGS): { product: string | null; listings: string[] } {
  let product: string | null = null;
  const listings: string[] = [];
  // The listings come from the main menu (the store and country choosers before it link elsewhere).
  const menu = html.search(new RegExp(`<nav\\b[^>]*\\sid="${mainMenuId}"`, 'i'));
  for (const link of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]+)"/gi)) {
    const path = decode(link[1] as string);
    if (path.startsWith('/media/') || path.startsWith('/assets/')) continue;
    if (path.endsWith('.html')) product ??= path;
    else if (
      menu !== -1 &&
      (link.index ?? 0) > menu &&
      path.split('/').filter(Boolean).length === 1 &&
      path.endsWith('/') &&
      listings.length < most &&
      !listings.includes(path)
    ) {
      listings.push(path);
    }
    if (product && listings.length >= most) break;
  }
  return { product, listings };
}

function fetchWithin(url: string, init: RequestInit, ms: number, stop?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(ms);
  return fetch(url, { ...init, redirect: 'manual', signal: stop ? AbortSignal.any([stop, timeout]) : timeout });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the pages and asks for their preloaded pictures; never throws (a failure is counted and logged). */
export async function warmFirstImages(options: WarmUpOptions): Promise<WarmUpResult> {
  const started = Date.now();
  const deadline = started + (options.deadlineMs ?? WARM_UP_DEADLINE_MS);
  const maxVariants = options.maxVariants ?? WARM_UP_MAX_VARIANTS;
  const result: WarmUpResult = { pages: 0, variants: 0, drawn: 0, failed: 0, ms: 0 };
  const pages: string[] = options.stores.map((store) => `/?store=${encodeURIComponent(store)}`);
  const images: string[] = [];
  const seen = new Set<string>();

  const going = () => Date.now() < deadline && !options.signal?.aborted;

  for (let index = 0; index < pages.length && going(); index += 1) {
    const page = pages[index] as string;
    let html: string;
    try {
      const response = await fetchWithin(
        new URL(page, options.base).href,
        { headers: { accept: 'text/html' } },
        PAGE_TIMEOUT_MS,
        options.signal,
      );
      html = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      result.failed += 1;
      options.log?.warn({ err: error, page }, 'image warm-up: page not read');
      continue;
    }
    result.pages += 1;
    for (const url of preloadedImages(html)) {
      if (!seen.has(url)) {
        seen.add(url);
        images.push(url);
      }
    }
    // The first home page leads to the first listings and the first product page (in its store).
    if (index === 0) {
      const { listings, product } = firstLinks(html);
      const store = options.stores[0] ? `?store=${encodeURIComponent(options.stores[0])}` : '';
      for (const path of [...listings, product]) if (path) pages.push(`${path}${store}`);
    }
  }

  for (const url of images.slice(0, maxVariants)) {
    if (!going()) break;
    result.variants += 1;
    try {
      const ask = () =>
        fetchWithin(
          new URL(url, options.base).href,
          { headers: { accept: options.accept ?? BROWSER_IMAGE_ACCEPT } },
          IMAGE_TIMEOUT_MS,
          options.signal,
        );
      let response = await ask();
      await response.arrayBuffer();
      // Busy with shoppers' pictures, or a render cut by its timeout on a loaded machine: once more, later.
      if (response.status === 503 && going()) {
        await sleep(Number(response.headers.get('retry-after') ?? '5') * 1000);
        response = await ask();
        await response.arrayBuffer();
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (response.headers.get('x-media-cache') !== 'hit') result.drawn += 1;
    } catch (error) {
      result.failed += 1;
      options.log?.warn({ err: error, url }, 'image warm-up: picture not drawn');
    }
    await sleep(options.pauseMs ?? PAUSE_MS);
  }
  result.ms = Date.now() - started;
  options.log?.info({ ...result }, 'image warm-up done');
  return result;
}
