import { expect, test, type Page } from '@playwright/test';

// Each typeface is a preloaded core and a rest (decision 067, "Smaller files on the first screen's
// link"): the shop's own pages fetch only the cores, and a page that shows a letter outside them (a
// customer's name, a search for one) fetches the rest and draws that letter in the shop's face, not
// in the local fallback.

function fontFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.woff2$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) files.push(name);
  });
  return files;
}

test('the home page, a listing and a product page fetch the fonts’ cores only', async ({ page }) => {
  const files = fontFiles(page);
  for (const path of ['/', '/kleding/']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  }
  await page.locator('main article a').first().click();
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(new Set(files)).toEqual(new Set(['inter-latin-core-wght-400-600', 'playfair-display-latin-core-wght-400']));
});

test('a letter outside the core is drawn in the shop’s face from the rest file', async ({ page }) => {
  const files = fontFiles(page);
  await page.goto('/zoeken/?q=S%C3%B8ren%20Nu%C3%B1ez');
  const heading = page.locator('h1');
  await expect(heading).toContainText('Søren Nuñez');
  await page.evaluate(() => document.fonts.ready);
  expect(files).toContain('playfair-display-latin-rest-wght-400');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  // Every glyph of the heading, ø and ñ included, from the web font: none from a fallback face.
  expect(fonts.map((font) => font.isCustomFont)).toEqual([true]);
});
