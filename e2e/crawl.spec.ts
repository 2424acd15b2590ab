import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * No dead ends: every internal link and GET form reachable from the home page (header, content,
 * footer) is followed two levels deep, and every address must answer without a 404 or a server
 * error, unless it is listed below as a known gap with the reason.
 */

/** Addresses that may still answer 404, each with why. Keep this list short and dated. */
const EXPECTED_MISSING: { pattern: RegExp; why: string }[] = [];

/** Addresses are read relative to this stand-in origin; requests go to the shop under test. */
const ORIGIN = 'http://shop.test';

/** Enough to cover every page type and their filters without crawling the whole catalogue. */
const MAX_ADDRESSES = 1200;

function internalAddress(raw: string, from: string): string | null {
  if (raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) return null;
  const url = new URL(raw, from);
  if (url.origin !== new URL(from).origin) return null;
  if (
    url.pathname.startsWith('/media/') ||
    url.pathname.startsWith('/assets/') ||
    /\.(css|js|svg|png|jpe?g|webp|avif|ico|txt|xml|json|woff2?)$/.test(url.pathname)
  ) {
    return null;
  }
  return url.pathname + url.search;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Links and GET forms of a page (forms submitted with their fields' initial values). */
function addressesIn(html: string, from: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const address = internalAddress(decode(match[1] ?? ''), from);
    if (address) found.push(address);
  }
  for (const form of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attributes = form[1] ?? '';
    const method = /\bmethod="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? 'get';
    if (method !== 'get') continue;
    const action = decode(/\baction="([^"]*)"/.exec(attributes)?.[1] ?? from);
    const target = new URL(action, from);
    for (const input of (form[2] ?? '').matchAll(/<input\b([^>]*)>/g)) {
      const field = input[1] ?? '';
      const name = /\bname="([^"]*)"/.exec(field)?.[1];
      const type = /\btype="([^"]*)"/.exec(field)?.[1] ?? 'text';
      if (!name || type === 'submit' || ((type === 'radio' || type === 'checkbox') && !/\bchecked\b/.test(field))) continue;
      // An empty search field is refused by the form; submit what a shopper would type.
      const value = decode(/\bvalue="([^"]*)"/.exec(field)?.[1] ?? (name === 'q' ? 'overhemd' : ''));
      target.searchParams.append(name, value);
    }
    const address = internalAddress(target.toString(), from);
    if (address) found.push(address);
  }
  return found;
}

async function visit(request: APIRequestContext, address: string): Promise<{ status: number; html: string }> {
  const response = await request.get(address, { maxRedirects: 5, headers: { accept: 'text/html' } });
  const type = response.headers()['content-type'] ?? '';
  return { status: response.status(), html: type.includes('text/html') ? await response.text() : '' };
}

test('no dead ends: links and GET forms from home, header and footer, two levels deep, answer without 404 or 5xx', async ({ request }) => {
  test.setTimeout(240_000);
  const seen = new Map<string, string>([['/', '(start)']]);
  const failures: string[] = [];
  let level = ['/'];
  for (let depth = 0; depth <= 2 && level.length > 0; depth++) {
    const next: [address: string, from: string][] = [];
    for (const address of level) {
      const { status, html } = await visit(request, address);
      const expected = EXPECTED_MISSING.find((gap) => gap.pattern.test(new URL(address, ORIGIN).pathname));
      if (status >= 500 || (status === 404 && !expected)) failures.push(`${status} ${address} (linked from ${seen.get(address)})`);
      if (depth === 2 || status !== 200) continue;
      for (const found of addressesIn(html, new URL(address, ORIGIN).toString())) {
        if (seen.has(found) || next.some(([a]) => a === found)) continue;
        next.push([found, address]);
      }
    }
    // Every page first, then the filtered and sorted variants, within the bound.
    next.sort(([a], [b]) => Number(a.includes('?')) - Number(b.includes('?')));
    level = [];
    for (const [found, from] of next) {
      if (seen.size >= MAX_ADDRESSES) break;
      seen.set(found, from);
      level.push(found);
    }
  }
  expect(seen.size).toBeGreaterThan(100);
  expect(failures).toEqual([]);
});
