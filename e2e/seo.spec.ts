import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { afterFrames } from './support/settle.ts';
import { waitForHydration } from './support/hydration.ts';

/**
 * Links and SEO over HTTP: the address rules' 301s (R14, R19, R24), canonical and hreflang on
 * every indexable page type, noindex pages without them, robots.txt, and the sitemap index →
 * store sitemaps → addresses that answer 200.
 */

interface Head {
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  robots: string | null;
  title: string | null;
  description: string | null;
  jsonLdTypes: string[];
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

async function head(request: APIRequestContext, path: string, wholePage = false): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const page = await response.text();
  const html = wholePage ? page : (page.split('</head>')[0] ?? '');
  const links = html.match(/<link\s[^>]*>/g) ?? [];
  const metas = html.match(/<meta\s[^>]*>/g) ?? [];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const types = jsonLd.flatMap((block) => {
    const graph = (block['@graph'] as Record<string, unknown>[] | undefined) ?? [block];
    return graph.map((node) => String(node['@type']));
  });
  return {
    canonical: links.filter((l) => attribute(l, 'rel') === 'canonical').map((l) => attribute(l, 'href'))[0] ?? null,
    alternates: links
      .filter((l) => attribute(l, 'rel') === 'alternate' && attribute(l, 'hreflang'))
      .map((l) => ({ hreflang: attribute(l, 'hreflang')!, href: attribute(l, 'href')! })),
    robots: metas.filter((m) => attribute(m, 'name') === 'robots').map((m) => attribute(m, 'content'))[0] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    description: metas.filter((m) => attribute(m, 'name') === 'description').map((m) => attribute(m, 'content'))[0] ?? null,
    jsonLdTypes: types,
  };
}

async function sitemapLocs(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.describe('links and SEO', () => {
  test('R19, R14, R24: upper case, missing slash and home aliases answer 301 with the query kept; order-complete keeps its case', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/Kleding/?page=2', '/kleding/?page=2'],
      ['/kleding?Sort=Name', '/kleding/?Sort=Name'],
      ['/OVER-ONS/', '/over-ons/'],
      ['/home/?a=1', '/?a=1'],
      ['/order-complete/AbC12', '/order-complete/AbC12/'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
    expect((await request.get('/order-complete/AbC12/', { maxRedirects: 0 })).status()).not.toBe(301);
  });

  test('SEO: robots.txt keeps crawlers out of personal and utility pages and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ['/customer/', '/cart/', '/checkout/', '/zoeken/', '/styleguide/', '/preview/'])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });

  test('SEO: sitemap index → store sitemaps → every address answers 200 and is itself canonical', async ({ request }) => {
    test.setTimeout(240_000);
    const sitemaps = await sitemapLocs(request, '/sitemap.xml');
    expect(sitemaps.map(pathOf)).toEqual(
      expect.arrayContaining([
        '/sitemap/nl/product-1.xml',
        '/sitemap/nl/category-1.xml',
        '/sitemap/nl/content-1.xml',
        '/sitemap/nl/brand-1.xml',
      ]),
    );
    const urls: string[] = [];
    for (const sitemap of sitemaps) urls.push(...(await sitemapLocs(request, pathOf(sitemap))));
    expect(urls.length).toBeGreaterThan(50);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(pathOf(url)).not.toMatch(/styleguide|experiments|preview|empty-|poccheckout|\/404\//);
      const response = await request.get(pathOf(url), { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
    // A sample of each kind names itself as canonical.
    const sample = ['.html', '/merken/', '/over-ons/']
      .map((needle) => urls.find((url) => url.includes(needle)))
      .filter(Boolean) as string[];
    for (const url of sample) expect(pathOf((await head(request, pathOf(url))).canonical ?? ''), url).toBe(pathOf(url));
  });

  test('SEO: every indexable page type has canonical, hreflang alternates with x-default, title and description', async ({ request }) => {
    const [product] = (await sitemapLocs(request, '/sitemap/nl/product-1.xml')).map(pathOf);
    const pages: Record<string, string> = { home: '/', content: '/over-ons/', listing: '/kleding/', product: product!, brands: '/merken/' };
    for (const [kind, path] of Object.entries(pages)) {
      const tags = await head(request, path);
      expect(pathOf(tags.canonical ?? 'http://x/none'), kind).toBe(path);
      const langs = tags.alternates.map((a) => a.hreflang);
      expect(langs, kind).toEqual(expect.arrayContaining(['nl', 'de', 'en', 'nl-BE', 'x-default']));
      // Each store's version of the page has its own address on the shared host: ?store={code} (decision 046).
      for (const alternate of tags.alternates) expect(pathOf(alternate.href).replace(/\?store=[a-z]{2}$/, ''), kind).toBe(path);
      const byLang = new Map(tags.alternates.map((a) => [a.hreflang, pathOf(a.href)]));
      expect(byLang.get('nl'), kind).toBe(path);
      expect(byLang.get('de'), kind).toBe(`${path}?store=de`);
      const stores = tags.alternates.filter((a) => a.hreflang !== 'x-default').map((a) => a.href);
      expect(new Set(stores).size, kind).toBe(stores.length);
      expect(tags.title?.trim(), kind).toBeTruthy();
      expect(tags.description?.trim(), kind).toBeTruthy();
    }
  });

  test('SEO: JSON-LD Organization and WebSite on the home page, BreadcrumbList on listings and content pages', async ({ request }) => {
    expect((await head(request, '/')).jsonLdTypes).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect((await head(request, '/kleding/')).jsonLdTypes).toContain('BreadcrumbList');
    expect((await head(request, '/over-ons/')).jsonLdTypes).toContain('BreadcrumbList');
    const [product] = (await sitemapLocs(request, '/sitemap/nl/product-1.xml')).map(pathOf);
    // The product page writes its Product and BreadcrumbList in the page body.
    expect((await head(request, product!, true)).jsonLdTypes).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  });

  test('SEO: search, cart and filtered listings are noindex and carry no hreflang', async ({ request }) => {
    for (const path of ['/zoeken/?q=overhemd', '/cart/', '/kleding/?q=overhemd']) {
      const tags = await head(request, path);
      expect(tags.robots, path).toMatch(/noindex/);
      expect(tags.alternates, path).toEqual([]);
    }
  });

  test('SEO: the German store names its own language in the page and its sitemap lists German content', async ({ request }) => {
    const switched = await request.get('/de/', { maxRedirects: 0 });
    expect(switched.status()).toBe(302);
    const tags = await head(request, '/');
    expect(tags.alternates.map((a) => a.hreflang)).toContain('de');
    const sitemaps = await sitemapLocs(request, '/sitemap.xml');
    expect(sitemaps.map(pathOf)).toContain('/sitemap/de/content-1.xml');
    const content = (await sitemapLocs(request, '/sitemap/de/content-1.xml')).map(pathOf);
    expect(content).toContain('/cookie-bestimmungen/?store=de');
    await request.get('/nl/', { maxRedirects: 0 });
    // The German store's address of a page shows it in German and names itself as canonical, whatever the cookie.
    const german = await head(request, '/cookie-bestimmungen/?store=de');
    expect(pathOf(german.canonical ?? '')).toBe('/cookie-bestimmungen/?store=de');
    expect(await (await request.get('/?store=de')).text()).toMatch(/<html lang="de"/);
    await request.get('/nl/', { maxRedirects: 0 });
  });

  test('R23: linked pages are prefetched on hover, but not on 2g or data-saver connections', async ({ browser }) => {
    /** Hovers three tiles and runs the page's clock past React Router's hover delay; counts the prefetches. */
    async function hoverTiles(slow: boolean): Promise<{ prefetches: () => Promise<number>; close: () => Promise<void> }> {
      const context = await browser.newContext();
      const page: Page = await context.newPage();
      await page.clock.install();
      if (slow) {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '2g' } });
        });
      }
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        if (/\.data(\?|$)/.test(request.url())) dataRequests.push(request.url());
      });
      await page.goto('/kleding/');
      await waitForHydration(page);
      const tiles = page.locator('main article a[href$=".html"]');
      for (let i = 0; i < 3; i += 1) await tiles.nth(i).hover();
      await page.clock.runFor(800);
      await afterFrames(page);
      return {
        prefetches: async () => (await page.locator('link[rel="prefetch"]').count()) + dataRequests.length,
        close: () => context.close(),
      };
    }
    const fast = await hoverTiles(false);
    await expect.poll(fast.prefetches).toBeGreaterThan(0);
    await fast.close();
    const slow = await hoverTiles(true);
    expect(await slow.prefetches()).toBe(0);
    await slow.close();
  });
});
