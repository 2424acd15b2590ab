import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

// A page starts without making an `Intl` object (decision 067, "No Intl while a page starts"):
// the first one a page makes loads the locale's data, 95–120 ms of a phone's main thread in one
// task nothing can split, and every page formats prices while it hydrates. The shop's own number
// formats (prices, counts and their plural forms) are written without it; dates, country names and
// sorting, which no page needs while it starts, still use it.
//
// An init script wraps every `Intl` constructor and the `toLocale…` methods before the page's
// scripts run and records each use, so the outcome does not depend on the machine's speed.

function recordIntlUses(): void {
  const uses: string[] = [];
  (window as unknown as { __intlUses: string[] }).__intlUses = uses;
  const names = [
    'NumberFormat',
    'DateTimeFormat',
    'PluralRules',
    'Collator',
    'RelativeTimeFormat',
    'ListFormat',
    'DisplayNames',
    'Segmenter',
  ];
  const intl = Intl as unknown as Record<string, (new (...args: unknown[]) => unknown) & { supportedLocalesOf?: unknown }>;
  for (const name of names) {
    const Original = intl[name];
    if (!Original) continue;
    const Wrapped = function (this: unknown, ...args: unknown[]) {
      uses.push(`Intl.${name}(${JSON.stringify(args)})`);
      return new Original(...args);
    } as unknown as (typeof intl)[string];
    Wrapped.prototype = Original.prototype;
    Wrapped.supportedLocalesOf = Original.supportedLocalesOf;
    intl[name] = Wrapped;
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, method] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method];
    (owner as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      uses.push(method);
      return original?.apply(this, args);
    };
  }
}

test.describe('pages start without Intl (decision 067)', () => {
  test('home, a listing in two languages, a product page and the cart make no Intl object while they hydrate', async ({ page }) => {
    await page.goto('/kleding/');
    const product = await page.locator('main a[href$=".html"]').first().getAttribute('href');
    expect(product).toBeTruthy();
    await page.addInitScript(recordIntlUses);

    for (const address of ['/', '/kleding/', '/kleding/?store=de', '/kleding/?store=en', product ?? '', '/checkout/cart']) {
      await page.goto(address);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The prices are on the page (the empty cart shows none), drawn by the server and hydrated.
      if (address !== '/checkout/cart') await expect(page.locator('main')).toContainText(/€\s?\d/);
      const uses = await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses);
      expect(uses, address).toEqual([]);
    }
  });
});
