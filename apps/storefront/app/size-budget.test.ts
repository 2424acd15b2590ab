/** The storefront's size budget check (scripts/check-bundle-size.ts, `npm run test:size`). */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  firstLoadFiles,
  measure,
  overBudget,
  parseManifest,
  stylesheetsLinkedTwice,
  textsOverBudget,
  textsSizes,
  type BrowserManifest,
} from '../../../scripts/check-bundle-size.ts';

const manifest: BrowserManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/react.js', '/assets/shell.js'], css: ['/assets/shop.css'] },
    // A stylesheet also reached through lazily loaded code comes again with a `#` suffix.
    'routes/catch-all': { module: '/assets/catch-all.js', imports: ['/assets/shell.js'], css: ['/assets/shop.css', '/assets/shop.css#'] },
  },
};

const script = fileURLToPath(new URL('../../../scripts/check-bundle-size.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A client build with incompressible files of the given sizes, so gzip cannot shrink them below the budget. */
function fakeBuild(sizes: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'size-budget-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  const routes = Object.fromEntries(
    ['root', 'routes/home', 'routes/catch-all', 'routes/cart', 'routes/checkout', 'routes/checkout-data'].map((id) => [
      id,
      { module: `/assets/${id.replace('/', '-')}.js`, imports: [], css: ['/assets/shop.css'] },
    ]),
  );
  const full = { entry: { module: '/assets/entry.js', imports: [] }, routes };
  writeFileSync(path.join(dir, 'assets/manifest-abc123.js'), `window.__reactRouterManifest=${JSON.stringify(full)};`);
  const files = ['/assets/entry.js', '/assets/shop.css', ...Object.values(routes).map((route) => route.module)];
  for (const file of files) writeFileSync(path.join(dir, file), randomBytes(sizes[file] ?? 100));
  for (const language of ['nl', 'en', 'de']) writeFileSync(path.join(dir, `assets/_store-texts_${language}-x1.js`), randomBytes(100));
  return dir;
}

describe('size budget per page type', () => {
  it('counts the entry, every matched route module and their imports once, and the route stylesheets once', () => {
    expect(firstLoadFiles(manifest, ['root', 'routes/catch-all'])).toEqual({
      js: ['/assets/entry.js', '/assets/react.js', '/assets/root.js', '/assets/shell.js', '/assets/catch-all.js'],
      css: ['/assets/shop.css'],
    });
    expect(() => firstLoadFiles(manifest, ['routes/gone'])).toThrow(/routes\/gone/);
  });

  it('holds each store language’s texts chunk to a budget of its own (decision 067)', () => {
    const names = ['_store-texts_nl-a1.js', '_store-texts_de-b2.js', 'react-c3.js'];
    const sizes = textsSizes(names, (name) => randomBytes(name.includes('_de-') ? 2000 : 100));
    expect(sizes.map(({ language }) => language)).toEqual(['nl', 'de']);
    expect(textsOverBudget(sizes, 1000)).toEqual([
      expect.stringMatching(/^texts de: [\d.]+ KB gzip \(\d+ bytes\), over the budget of 1\.0 KB$/),
    ]);
    expect(textsOverBudget([])).toEqual([expect.stringMatching(/store texts chunks .* are missing/)]);
  });

  it('fails when lazy chunks name the stylesheet differently from the page, so the browser would load it twice', () => {
    const mapDeps = (css: string) =>
      `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["/assets/panel.js","${css}"])))=>i.map(i=>d[i]);`;
    expect(stylesheetsLinkedTwice(manifest, [{ name: 'shell.js', source: mapDeps('/assets/shop.css#') }])).toEqual([]);
    expect(stylesheetsLinkedTwice(manifest, [{ name: 'shell.js', source: mapDeps('assets/shop.css') }])).toEqual([
      'shell.js names the stylesheet assets/shop.css, the page links it as /assets/shop.css#: a lazy chunk would link it again',
    ]);
  });

  it('reads the manifest React Router writes', () => {
    expect(parseManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseManifest('export default {}')).toThrow(/manifest/);
  });

  it('names the page and the bytes when a page type is over budget', () => {
    const budgets = { product: { routes: ['root', 'routes/catch-all'], js: 1000, css: 1000 } };
    const sizes = measure(manifest, budgets, (url) => (url.endsWith('.css') ? Buffer.alloc(10) : randomBytes(400)));
    expect(sizes[0]?.jsFiles).toBe(5);
    expect(sizes[0]?.js).toBeGreaterThan(2000);
    expect(overBudget(sizes)).toEqual([
      expect.stringMatching(/^product: first-load JavaScript is [\d.]+ KB gzip \(\d+ bytes\), over the budget of 1\.0 KB$/),
    ]);
  });

  it('fails the build check with a non-zero exit when a page is over budget, passes when all fit', () => {
    const heavy = spawnSync(process.execPath, ['--import', 'tsx', script, fakeBuild({ '/assets/routes-catch-all.js': 200 * 1024 })], {
      encoding: 'utf8',
    });
    expect(heavy.status).toBe(1);
    expect(heavy.stderr).toMatch(/product: first-load JavaScript is 2\d\d\.\d KB gzip/);
    expect(heavy.stderr).toMatch(/listing: first-load JavaScript/);
    expect(heavy.stderr).not.toMatch(/^home:/m);

    const light = spawnSync(process.execPath, ['--import', 'tsx', script, fakeBuild({})], { encoding: 'utf8' });
    expect(light.status).toBe(0);
    expect(light.stdout).toMatch(/within its size budget/);
  });

  it('asks for a build when there is none', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'size-budget-'));
    dirs.push(empty);
    const result = spawnSync(process.execPath, ['--import', 'tsx', script, empty], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/npm run build/);
  });
});
