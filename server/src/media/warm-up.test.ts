import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededShopDataDir } from '@shop/api/testing';
import { spawnShop } from '../spawned-shop.ts';
import { mainMenuId } from '@shop/rules';
import { BROWSER_IMAGE_ACCEPT, firstLinks, preloadedImages } from './warm-up.ts';

describe('the pictures a page preloads', () => {
  it('are every candidate of each image preload and first-screen picture, in order, decoded, once, and only the shop’s own', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/root.css"/>',
      '<link rel="preload" as="image" href="/media/a.jpg?auto=format&amp;w=480" imageSrcSet="/media/a.jpg?auto=format&amp;w=480 480w, /media/a.jpg?auto=format&amp;w=768 768w" media="(max-width: 47.99em)" fetchPriority="high"/>',
      '<link rel="preload" as="font" href="/assets/font.woff2"/>',
      '<link rel="preload" as="image" href="https://vanarkel.de/media/b.jpg?w=416&amp;h=500"/>',
      '<link rel="preload" as="image" href="https://cdn.example/x.jpg"/>',
      '<img src="/media/c.jpg?w=100" alt=""/>',
      '<img fetchpriority="high" src="/media/d.jpg?w=416&amp;h=500" srcset="/media/d.jpg?w=208&amp;h=250 208w, /media/d.jpg?w=416&amp;h=500 416w" alt=""/>',
      '<img loading="lazy" fetchpriority="low" src="/media/e.jpg?w=416" alt=""/>',
    ].join('');
    expect(preloadedImages(html)).toEqual([
      '/media/a.jpg?auto=format&w=480',
      '/media/a.jpg?auto=format&w=768',
      '/media/b.jpg?w=416&h=500',
      '/media/d.jpg?w=208&h=250',
      '/media/d.jpg?w=416&h=500',
    ]);
  });

  it('lead from the home page to its first listings, each once, and the first product page', () => {
    const html =
      '<a href="/">Home</a><a href="/sale/">Sale</a><a href="/nl/">Nederland</a><a href="/de/">Deutschland</a>' +
      `<nav id="${mainMenuId}" aria-label="Hoofdmenu">` +
      '<a href="/media/x.jpg">x</a><a href="/kleding/">Kleding</a><a href="/kleding/jeans/">Jeans</a>' +
      '<a href="/blue-jeans-1.html">Jeans</a><a href="/kleding/">Kleding</a><a href="/sale/">Sale</a><a href="/merken/">Merken</a>' +
      '<a href="/nieuw/">Nieuw</a><a href="/schoenen/">Schoenen</a></nav>';
    expect(firstLinks(html)).toEqual({ listings: ['/kleding/', '/sale/', '/merken/', '/nieuw/'], product: '/blue-jeans-1.html' });
    expect(firstLinks(html, 1)).toEqual({ listings: ['/kleding/'], product: '/blue-jeans-1.html' });
    // Without a main menu no listing is guessed from the other links.
    expect(firstLinks('<a href="/sale/">Sale</a><a href="/x-1.html">x</a>')).toEqual({ listings: [], product: '/x-1.html' });
  });
});

describe('warm-up at start (decision 065)', () => {
  it('draws the home hero before the first visitor: the first request for it is a cache hit', async () => {
    const dataDir = await seededShopDataDir(40);
    const shop = spawnShop(3700 + Math.floor(Math.random() * 100), {
      SHOP_ROLE: 'all',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '40',
      LOG_LEVEL: 'info',
    });
    try {
      const until = Date.now() + 240_000;
      while (!shop.output().includes('image warm-up done')) {
        if (Date.now() > until) throw new Error(`no warm-up within 240 s:\n${shop.output().slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const done = shop
        .output()
        .split('\n')
        .find((line) => line.includes('image warm-up done'));
      const warmed = JSON.parse(done ?? '{}') as { variants?: number; drawn?: number; failed?: number };
      expect(warmed.variants).toBeGreaterThan(0);
      // A fresh cache: every variant asked for was drawn now (or, on a machine too busy, cut by the render timeout).
      expect((warmed.drawn ?? 0) + (warmed.failed ?? 0)).toBe(warmed.variants);
      expect(warmed.drawn).toBeGreaterThan(0);

      const home = await (await fetch(`${shop.base}/`)).text();
      const [hero] = preloadedImages(home);
      if (!hero) throw new Error('the home page preloads no picture');
      const first = await fetch(`${shop.base}${hero}`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/avif');
      expect(first.headers.get('x-media-cache')).toBe('hit');
    } finally {
      shop.kill('SIGTERM');
      await shop.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
