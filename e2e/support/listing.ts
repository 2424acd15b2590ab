import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The link of the first tile on the listing in the page whose product has one size to choose (a
 * shirt, not a set: sets rank high in the merchandising order and are chosen part by part). Reads
 * each candidate's page through the browser context's own requests, so the page stays on the listing
 * and the click that follows is the shopper's click from the listing.
 */
export async function firstSizedProductLink(page: Page, candidates = 8): Promise<Locator> {
  const links = page.locator('main article a[href$=".html"]');
  await expect(links.first()).toBeVisible();
  const paths = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname)))];
  for (const path of paths.slice(0, candidates)) {
    const html = await (await page.request.get(path)).text();
    if (/<input\b[^>]*\bname="size"/.test(html)) return links.and(page.locator(`[href="${path}"]`)).first();
  }
  throw new Error(`none of the first ${candidates} products of ${page.url()} has a size to choose`);
}
