import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

// Every route is known to the browser from the start (routeDiscovery "initial", decision 067): the
// routes' manifest is one cached file, so hydration does not scan the page's links for routes nor ask
// the server for manifest patches, and a link followed afterwards opens inside the app.

test('a listing hydrates and navigates without asking for route manifests', async ({ page }) => {
  const manifestAsks: string[] = [];
  const manifestFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/__manifest')) manifestAsks.push(request.url());
    if (/^\/assets\/manifest-[\w-]+\.js$/.test(pathname)) manifestFiles.push(pathname);
  });
  await page.goto('/kleding/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { shopDocument?: number }).shopDocument = 1));
  await page.locator('main article a[href$=".html"]').first().click();
  await expect(page).toHaveURL(/\.html$/);
  await expect(page.locator('h1')).toBeVisible();
  // Opened inside the app: the same document.
  expect(await page.evaluate(() => (window as unknown as { shopDocument?: number }).shopDocument)).toBe(1);
  expect(manifestAsks).toEqual([]);
  expect(manifestFiles).toHaveLength(1);
});
