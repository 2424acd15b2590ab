import { expect, test, type Locator, type Page } from '@playwright/test';
import { afterFrames } from './support/settle.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';

// Issue: storefront search. A shopper searches from the header: the overlay suggests categories,
// brands and three products while typing; the results page lists everything with the listing's
// filters, with and without JavaScript. Run with E2E_PORT=3201.

/** The header's search form (at 1280 px only the desktop one is visible). */
function headerSearch(page: Page) {
  const form = page.getByRole('banner').getByRole('search');
  return {
    field: form.getByRole('searchbox', { name: 'Zoeken' }),
    magnifier: form.getByRole('button', { name: 'Zoeken' }),
  };
}

/** The home page with the header's search field opened by its magnifier, as a shopper starts a search. */
async function openHeaderSearch(page: Page) {
  await page.goto('/');
  // Typing before the scripts start is its own journey (before-scripts.spec.ts): these test the overlay.
  await waitForHydration(page);
  const search = headerSearch(page);
  await search.magnifier.click();
  return search;
}

function overlay(page: Page): Locator {
  return page.getByRole('region', { name: 'Zoeksuggesties' });
}

/** Requests for the overlay's data, counted from now on. */
function countSuggestRequests(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/zoeken/suggest')) seen.urls.push(request.url());
  });
  return seen;
}

/** Types like a person, one key at a time. */
async function typeInto(field: Locator, text: string, delay = 40) {
  await field.pressSequentially(text, { delay });
}

async function clearField(page: Page, field: Locator) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
}

/** Applies one option of an open filter group: a plain link without scripts, staged and applied with them. */
async function applyFirstFilterOption(page: Page) {
  const panel = page.locator('#listing-filters');
  if ((await panel.locator('details[open]').count()) === 0) await panel.locator('summary').first().click();
  const option = panel.locator('details[open] a[rel="nofollow"]').first();
  await option.click();
  const apply = panel.getByRole('button', { name: /^toon \d+ product/i });
  if (await apply.isVisible().catch(() => false)) await apply.click();
}

test.describe('with JavaScript', () => {
  test('S1, S3, S4, S8, S11, S13: header search → overlay → view all → results → filter → product', async ({ page }) => {
    await page.goto('/');
    const { field, magnifier } = headerSearch(page);

    // S1: on widescreen the first click opens the field, it does not navigate.
    await magnifier.click();
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    expect((await field.boundingBox())?.width ?? 0).toBeGreaterThan(150);

    await typeInto(field, 'overhemd');
    const panel = overlay(page);
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bsearch-overlay\b/);
    // S4: the page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // S8: up to three products and the total count with its label.
    const products = panel.locator('a[href$=".html"]');
    await expect(products).toHaveCount(3);
    await expect(panel.getByTestId('search-count')).toHaveText(/^\d+ producten?$/);

    // S11, S13: categories and brands keep the search.
    const facetLinks = panel.locator('a[href*="?q=overhemd"]:not([href^="/zoeken/"])');
    expect(await facetLinks.count()).toBeGreaterThan(0);
    for (const href of await facetLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/[a-z0-9/-]+\/\?q=overhemd$/);
    }
    await expectNoSeriousA11yViolations(page);

    // View all → the results page; the overlay closes.
    await panel.getByRole('link', { name: 'Bekijk alle resultaten' }).click();
    await expect(page).toHaveURL(/\/zoeken\/\?q=overhemd$/);
    await expect(panel).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/\bsearch-overlay\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor “overhemd”');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/overhemd/);
    await expect(field).toHaveValue('overhemd');
    await expectNoSeriousA11yViolations(page);

    // A filter keeps the search and adds no filter=1 marker (C4).
    await applyFirstFilterOption(page);
    await expect(page).toHaveURL(/\/zoeken\/\?q=overhemd&[a-z_]+=/);
    expect(page.url()).not.toContain('filter=1');
    const tiles = page.locator('main a[href$=".html"]');
    await expect(tiles.first()).toBeVisible();

    // The filtered results may still replace the first tile: follow the tile that is clicked.
    const clicked = page.waitForURL(/\.html$/);
    await tiles.first().click();
    await clicked;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('S2: submitting an empty query does nothing', async ({ page }) => {
    const { field, magnifier } = await openHeaderSearch(page);
    await expect(field).toBeFocused();
    // A search would be a document or data request for /zoeken/ (route discovery may run meanwhile).
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || new URL(request.url()).pathname.startsWith('/zoeken')) requests.push(request.url());
    });
    await field.press('Enter');
    await magnifier.click();
    await field.fill('   ');
    await field.press('Enter');
    // Nothing should happen: a search would have asked for /zoeken/ in the frames after the key.
    await afterFrames(page);
    await expect(page).toHaveURL(/\/$/);
    expect(requests).toEqual([]);

    await field.fill('shirt');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/zoeken\/\?q=shirt$/);
  });

  test('S3, S4, S5: "shi" opens nothing; "shir" opens after a pause; one request per pause; back to 3 closes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const { field, magnifier } = headerSearch(page);
    const seen = countSuggestRequests(page);
    await magnifier.click();
    await typeInto(field, 'shi');
    // The overlay would open after 300 ms and ask after 500 ms: run the page's clock past both.
    await page.clock.runFor(900);
    await afterFrames(page);
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/\bsearch-overlay\b/);
    expect(seen.urls).toEqual([]);

    await typeInto(field, 'rts');
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).getByTestId('search-count')).toBeVisible();
    // S5: typed quickly, so one request for the whole word.
    expect(seen.urls).toHaveLength(1);
    expect(seen.urls[0]).toMatch(/\/zoeken\/suggest\/\?q=shirts$/);

    // S4: back to three characters closes at once.
    await field.press('Backspace');
    await field.press('Backspace');
    await field.press('Backspace');
    await expect(overlay(page)).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/\bsearch-overlay\b/);
  });

  test('S4, S9: Escape and the close button close the overlay and return focus; no products → a message', async ({ page }) => {
    const { field } = await openHeaderSearch(page);
    await typeInto(field, 'qqqqzz');
    const panel = overlay(page);
    await expect(panel.getByText('Geen producten gevonden voor “qqqqzz”.')).toBeVisible();

    // Keyboard: ArrowDown moves into the results, Escape closes and returns to the field.
    await field.press('ArrowDown');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(field).toBeFocused();

    await typeInto(field, 'x');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Zoeken sluiten' }).click();
    await expect(panel).toHaveCount(0);
    await expect(field).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/\bsearch-overlay\b/);
  });

  test('S9, S14: a content page matches in the pages group; no products gives the no-items message', async ({ page }) => {
    const { field } = await openHeaderSearch(page);
    await typeInto(field, 'verzenden');
    const panel = overlay(page);
    const pages = panel.locator('[data-kind="pages"] a');
    await expect(pages.first()).toHaveAttribute('href', '/klantenservice/verzenden-en-retourneren/');
    expect(await pages.count()).toBeLessThanOrEqual(5);
    await expect(panel.getByText('Geen producten gevonden voor “verzenden”.')).toBeVisible();
    await expect(panel.getByTestId('search-count')).toHaveText('0 producten');
  });

  test('S15, S16: recent searches show the last two before the latest and can be cleared', async ({ page }) => {
    const { field } = await openHeaderSearch(page);
    for (const term of ['shirt', 'jeans', 'colbert']) {
      await typeInto(field, term);
      await expect(overlay(page)).toBeVisible();
      await clearField(page, field);
      await expect(overlay(page)).toHaveCount(0);
    }
    await typeInto(field, 'boots');
    const panel = overlay(page);
    await expect(panel).toBeVisible();
    const recent = panel.locator('[data-kind="recent"] a');
    await expect(recent).toHaveText(['colbert', 'jeans']);
    await expect(recent.first()).toHaveAttribute('href', '/zoeken/?q=colbert');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recent') ?? '[]'))).toEqual(['boots', 'colbert', 'jeans', 'shirt']);

    await panel.getByRole('button', { name: 'Recente zoekopdrachten wissen' }).click();
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('recent'))).toBeNull();
  });

  test('S18: /zoeken/ without q is a search prompt (200, noindex); no results show a message', async ({ page }) => {
    const response = await page.goto('/zoeken/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waar ben je naar op zoek?');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);

    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Zoekterm' }).fill('qqqqzz');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/zoeken\/\?q=qqqqzz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen resultaten voor “qqqqzz”');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('S2, S17, R7: form submit → results → filter link → product', async ({ page }) => {
    await page.goto('/');
    const { field, magnifier } = headerSearch(page);
    // S1, S2 without scripts: the empty field is refused and focused, which opens it.
    await magnifier.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(field).toBeFocused();
    await field.fill('overhemd');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/zoeken\/\?q=overhemd$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoekresultaten voor “overhemd”');
    const tiles = page.locator('main a[href$=".html"]');
    await expect(tiles.first()).toBeVisible();

    await applyFirstFilterOption(page);
    await expect(page).toHaveURL(/\/zoeken\/\?q=overhemd&[a-z_]+=/);
    expect(page.url()).not.toContain('filter=1');

    // The filtered results may still replace the first tile: follow the tile that is clicked.
    const clicked = page.waitForURL(/\.html$/);
    await tiles.first().click();
    await clicked;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('S17: sorting by price works on the results page', async ({ page }) => {
    await page.goto('/zoeken/?q=overhemd&sort=priceasc');
    // A tile shows the regular price (struck through) before the price to pay: take the last amount.
    const texts = await page.locator('main li article').allTextContents();
    const prices = texts.map((text) => {
      const amounts = [...text.matchAll(/€\s?([\d.]+)(?:,(\d{2}|-))?/g)];
      const last = amounts.at(-1);
      return last ? Number(`${(last[1] ?? '').replace(/\./g, '')}.${last[2] === '-' || !last[2] ? '00' : last[2]}`) : NaN;
    });
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
