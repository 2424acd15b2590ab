import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

// Static islands (decision 069): the mega menu's lists, the footer's menus and bottom band, and the
// icons' drawings are the server's markup, kept by hydration. They must still behave as the rest of
// the shop: their links navigate inside the app, prefetch on intent, and come back after a page
// without them.

/** Runs in the page: whether React holds an element (a fiber is attached to it). */
const wired = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return el ? Object.keys(el).some((k) => k.startsWith('__reactFiber$')) : null; })()`;

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { shopDocument?: number }).shopDocument = 1));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { shopDocument?: number }).shopDocument === 1);

test('hydration leaves the footer menus, the mega menu lists and the icons to the server', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/kleding/');
  await waitForHydration(page);
  // The island's element is React's, what is inside it is not.
  expect(await page.evaluate(wired('footer [data-island]'))).toBe(true);
  expect(await page.evaluate(wired('footer [data-island] a'))).toBe(false);
  expect(await page.evaluate(wired('#shop-menu [data-island] a'))).toBe(false);
  expect(await page.evaluate(wired('header svg path, header svg circle'))).toBe(false);
  // …and the server's markup is all there.
  await expect(page.locator('footer [data-island] a[href="/merken/"]')).toHaveCount(1);
  await expect(page.locator('#shop-menu [data-island] a[href="/kleding/overhemden/"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("an island's link prefetches on intent and opens its page inside the app", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/kleding/');
  await waitForHydration(page);
  await markDocument(page);
  const link = page.locator('footer [data-island] a[href="/merken/"]');
  await link.scrollIntoViewIfNeeded();
  const data = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/merken/') && request.url().includes('.data'));
  await link.hover();
  await data;
  await link.click();
  await expect(page).toHaveURL(/\/merken\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('after the cart, which has no footer menus, a page with them shows them again and their links work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.locator('footer a[href="/merken/"]')).toHaveCount(0);
  await markDocument(page);
  // The mega menu's list is an island kept from the cart's own document.
  await page.getByRole('button', { name: 'Shop' }).first().click();
  await page.locator('#shop-menu [data-island] a[href="/kleding/jeans/"]').click();
  await expect(page).toHaveURL(/\/kleding\/jeans\/$/);
  expect(await sameDocument(page)).toBe(true);
  // The footer menus were mounted by the browser this time, with the same links.
  const brands = page.locator('footer [data-island] a[href="/merken/"]');
  await expect(brands).toHaveCount(1);
  await brands.click();
  await expect(page).toHaveURL(/\/merken\/$/);
  expect(await sameDocument(page)).toBe(true);
});

test('a modified click on an island link is left to the browser', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/kleding/');
  await waitForHydration(page);
  const opened = context.waitForEvent('page');
  await page.locator('footer [data-island] a[href="/merken/"]').click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/merken/');
  await expect(page).toHaveURL(/\/kleding\/$/);
});

test("a tile's picture, names and prices are kept from the server, and drawn anew when the listing brings other products", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/kleding/');
  await waitForHydration(page);
  // The tile's link is the island: React holds the anchor, not the picture or the price inside it.
  expect(await page.evaluate(wired('main article a[data-island]'))).toBe(true);
  expect(await page.evaluate(wired('main article a[data-island] img'))).toBe(false);
  await markDocument(page);
  const names = () => page.locator('main article a[data-island]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const before = await names();
  // Sorted by price, the same tiles hold other products: every one shows its own product's link and price.
  await page.getByLabel('Sorteren').selectOption('priceasc');
  await expect(page).toHaveURL(/\?sort=priceasc$/);
  await expect.poll(names).not.toEqual(before);
  const prices = await page.locator('main article').evaluateAll((tiles) =>
    tiles.map((tile) =>
      // The price paid: the one after a struck-through regular price, or the tile's only price.
      Number(
        (
          tile.querySelector('a[data-island] s + span') ??
          Array.from(tile.querySelectorAll('a[data-island] span')).find((span) => /^€\s?[\d.]+,(\d\d|-)$/.test(span.textContent ?? ''))
        )?.textContent
          ?.replace(/[^\d,]/g, '')
          .replace(',', '.') ?? '',
      ),
    ),
  );
  expect(prices.length).toBeGreaterThan(10);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(await sameDocument(page)).toBe(true);
});

test('a footer menu is kept while its links are the same, and drawn anew when an editor changed them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/kleding/');
  await waitForHydration(page);
  await markDocument(page);
  const selector = 'footer [data-island] a[href="/merken/"]';
  const label = ((await page.locator(selector).textContent()) ?? '').trim();
  expect(label).not.toBe('');
  await page.evaluate((s) => ((document.querySelector(s) as unknown as { shopMark?: number }).shopMark = 1), selector);
  // The shell's data loaded again (as after a form), the same links in a new object: the server's markup stays.
  const revalidate = () =>
    page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { revalidate(): Promise<void> } }).__reactRouterDataRouter.revalidate(),
    );
  await revalidate();
  expect(await page.evaluate((s) => (document.querySelector(s) as unknown as { shopMark?: number }).shopMark, selector)).toBe(1);
  // An editor renamed the link meanwhile: the next load of the shell's data brings the new name.
  await page.route('**/*.data*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(JSON.stringify(label), JSON.stringify(`${label} en meer`));
    await route.fulfill({ response, body });
  });
  await revalidate();
  await expect(page.locator(selector)).toHaveText(`${label} en meer`);
  expect(await sameDocument(page)).toBe(true);
  // Drawn by the browser now, its links still open their pages inside the app.
  await page.unroute('**/*.data*');
  await page.locator(selector).click();
  await expect(page).toHaveURL(/\/merken\/$/);
  expect(await sameDocument(page)).toBe(true);
});
