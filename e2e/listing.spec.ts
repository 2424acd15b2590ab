import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// Issue: category listing complete. A shopper filters a category with staged choices and a live
// count, switches to large tiles, filters by colour and price, pages without JavaScript, and opens
// a brand's page under both addresses. Run with E2E_PORT=3202.

const LISTING = '/kleding/overhemden/';
const PHONE = { width: 390, height: 844 };

function filterPanel(page: Page): Locator {
  return page.locator('#listing-filters');
}

/** The panel's apply button, whatever number it shows. */
function showButton(page: Page): Locator {
  return filterPanel(page).getByRole('button', { name: /^toon (\d+ )?product/i });
}

/** The number in "Toon N producten". */
async function shownCount(page: Page): Promise<number> {
  const text = (await showButton(page).textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** The listing's product count from the toolbar ("55 producten"). */
async function listingCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /\d+ product/ })
      .first()
      .textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** An option's own count (the number beside its label). */
async function optionCount(option: Locator): Promise<number> {
  const text = (await option.locator('span[aria-hidden="true"]').last().textContent()) ?? '';
  return Number(text.trim());
}

/** Waits until the page has hydrated: options are checkboxes only once scripts run. */
async function waitForScripts(page: Page) {
  await expect(filterPanel(page).locator('a[role="checkbox"]').first()).toBeAttached();
}

async function openListing(page: Page, path = LISTING) {
  await page.goto(path);
  await waitForScripts(page);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: /^filteren/i }).click();
  await expect(filterPanel(page)).toBeVisible();
}

async function colourGroup(page: Page): Promise<Locator> {
  const group = filterPanel(page).locator('details', { has: page.locator('summary', { hasText: /^kleur$/i }) });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  return group;
}

test.describe('staged filters with a live count (phone drawer)', () => {
  test.use({ viewport: PHONE });

  test('C16, C20: staging changes the count before apply; cancel closes the drawer and reverts; apply navigates; clear all removes every filter', async ({
    page,
  }) => {
    await openListing(page);
    const total = await listingCount(page);
    await openDrawer(page);
    expect(await shownCount(page)).toBe(total);

    const colours = await colourGroup(page);
    const navy = colours.getByRole('checkbox', { name: /^navy/i });
    const black = colours.getByRole('checkbox', { name: /^zwart/i });
    const navyCount = await optionCount(navy);
    const blackCount = await optionCount(black);
    const counts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/listing/count/') counts.push(request.url());
    });

    // C16: staging an option changes the button's number, the address stays.
    await navy.click();
    await expect(navy).toHaveAttribute('aria-checked', 'true');
    await expect(showButton(page)).toHaveText(new RegExp(`${navyCount} product`, 'i'));
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    expect(counts.length).toBeGreaterThan(0);

    // C20: cancel closes the drawer and reverts the staged choice.
    await filterPanel(page).getByRole('button', { name: 'Annuleren' }).click();
    await expect(filterPanel(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await openDrawer(page);
    await expect(navy).toHaveAttribute('aria-checked', 'false');
    await expect(showButton(page)).toHaveText(new RegExp(`${total} product`, 'i'));

    // C20: stage two, apply → the ~-joined address with the marker (C2, C4).
    await navy.click();
    await black.click();
    await expect(showButton(page)).toHaveText(new RegExp(`${navyCount + blackCount} product`, 'i'));
    await showButton(page).click();
    await expect(page).toHaveURL(/\?color=navy~black&filter=1$/);
    await expect(filterPanel(page)).toBeHidden();
    await expect.poll(() => listingCount(page)).toBe(navyCount + blackCount);

    // C20: clear all in the panel, apply → no filters.
    await openDrawer(page);
    await filterPanel(page).getByRole('button', { name: 'Alles wissen' }).click();
    await expect(showButton(page)).toHaveText(new RegExp(`${total} product`, 'i'));
    await showButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await expect.poll(() => listingCount(page)).toBe(total);
  });

  test('C20: closing the drawer without applying leaves the listing as it was', async ({ page }) => {
    await openListing(page);
    await openDrawer(page);
    const navy = (await colourGroup(page)).getByRole('checkbox', { name: /^navy/i });
    await navy.click();
    await expect(navy).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(filterPanel(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await openDrawer(page);
    await expect(navy).toHaveAttribute('aria-checked', 'false');
  });

  test('C17, C18, C19: filter panel open, axe-clean, groups in order, booleans as Ja/Nee', async ({ page }) => {
    await openListing(page);
    await openDrawer(page);
    const panel = filterPanel(page);
    await expect(panel.getByRole('heading', { name: 'Filters' })).toBeVisible();
    const sustainable = panel.locator('details', { has: page.locator('summary', { hasText: /^duurzaam$/i }) });
    await sustainable.locator('summary').click();
    await expect(sustainable.getByRole('checkbox', { name: /^ja\b/i })).toBeVisible();
    await expect(sustainable.getByRole('checkbox', { name: /^nee\b/i })).toBeVisible();
    // C18: isOpen groups start expanded (colour is open on this category).
    await expect(panel.locator('details', { has: page.locator('summary', { hasText: /^kleur$/i }) })).toHaveAttribute('open', '');
    await (await colourGroup(page)).getByRole('checkbox', { name: /^navy/i }).click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('desktop', () => {
  test('C16: beside the results, apply and cancel appear once something is staged', async ({ page }) => {
    await openListing(page);
    await expect(showButton(page)).toBeHidden();
    const navy = (await colourGroup(page)).getByRole('checkbox', { name: /^navy/i });
    const navyCount = await optionCount(navy);
    await navy.click();
    await expect(showButton(page)).toBeVisible();
    await expect(showButton(page)).toHaveText(new RegExp(`${navyCount} product`, 'i'));
    await expectNoSeriousA11yViolations(page);
    await showButton(page).click();
    await expect(page).toHaveURL(/\?color=navy&filter=1$/);
  });

  test('C3: price range: a slider at the bounds adds nothing; a lower maximum filters the prices', async ({ page }) => {
    await openListing(page);
    const panel = filterPanel(page);
    const priceGroup = panel.locator('details', { has: page.locator('summary', { hasText: /^prijs$/i }) });
    await priceGroup.locator('summary').click();
    const minSlider = priceGroup.getByRole('slider', { name: /laagste/i });
    const maxField = priceGroup.getByRole('spinbutton', { name: 'Maximum' });
    const bound = Number(await maxField.inputValue());

    // At the bounds: nothing staged, so no apply button and no parameter.
    await minSlider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(showButton(page)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(showButton(page)).toBeHidden();

    const cap = Math.floor(bound / 2);
    await maxField.fill(String(cap));
    await expect(showButton(page)).toBeVisible();
    await priceGroup.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?price=\\d+~${cap}&filter=1$`));
    // The last amount on a tile is what it costs now (a struck-through regular price comes first).
    const prices = () =>
      page.locator('main article').evaluateAll((tiles) =>
        tiles.map((tile) => {
          const amounts = [...(tile.textContent ?? '').matchAll(/€\s?(\d+(?:\.\d{3})*)(?:,(\d{2}))?/g)];
          const last = amounts.at(-1);
          return last ? Number(`${(last[1] ?? '').replace(/\./g, '')}.${last[2] ?? '00'}`) : Number.NaN;
        }),
      );
    await expect.poll(async () => Math.max(...(await prices()))).toBeLessThanOrEqual(cap);
    expect((await prices()).length).toBeGreaterThan(0);
  });

  test('C2, C18: swatch options are colour circles that link to the filtered address', async ({ page }) => {
    await openListing(page);
    const navy = (await colourGroup(page)).getByRole('checkbox', { name: /^navy/i });
    await expect(navy).toHaveAttribute('href', /\?color=navy&filter=1$/);
    const background = await navy
      .locator('span')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(31, 42, 68)');
    const radius = await navy
      .locator('span')
      .first()
      .evaluate((element) => getComputedStyle(element).borderRadius);
    expect(radius).toBe('50%');
  });

  test('C10, C11: grid first; large shows fewer, bigger tiles, kept for the session and not in the address', async ({ page, browser }) => {
    await openListing(page);
    const tiles = page.locator('main ul > li > article');
    const perRow = async () => {
      const tops = await tiles.evaluateAll((elements) =>
        elements.slice(0, 8).map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      return tops.filter((top) => top === tops[0]).length;
    };
    const grid = page.getByRole('button', { name: 'Raster' });
    const large = page.getByRole('button', { name: 'Groot' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    const gridColumns = await perRow();
    const gridWidth = (await tiles.first().boundingBox())?.width ?? 0;

    await large.click();
    await expect(large).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(perRow).toBeLessThan(gridColumns);
    expect((await tiles.first().boundingBox())?.width ?? 0).toBeGreaterThan(gridWidth);
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));

    // Kept in this tab's session, already laid out large before scripts run.
    await page.goto(`${LISTING}?page=2`);
    await expect(page.locator('[data-view="large"]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Groot' })).toHaveAttribute('aria-pressed', 'true');

    // A new session starts with the grid again.
    const fresh = await browser.newPage();
    await fresh.goto(LISTING);
    await expect(fresh.locator('[data-view="large"]')).toHaveCount(0);
    await fresh.close();
  });

  test('C23, C24: tiles show sale prices struck through, at most 5 colour swatches then +N, and a hover image', async ({ page }) => {
    await page.goto('/kleding/');
    const sale = page.locator('main article', { has: page.locator('s') }).first();
    await expect(sale).toBeVisible();
    await expect(sale.locator('s')).toContainText('€');
    await expect(sale.getByText(/^-\d+%$/)).toBeVisible();

    const image = page.locator('main article img').first();
    expect(await image.getAttribute('width')).toBe('416');
    expect(await image.getAttribute('height')).toBe('500');

    // Jumpers come in many colours: a model in 7 shows its own and 4 others, then "+2".
    await page.goto('/kleding/truien/');
    const withMore = page.locator('main article', { has: page.getByRole('link', { name: /nog \d+ kleur/i }) });
    await expect(withMore.first()).toBeVisible();
    const swatches = withMore.first().getByRole('list', { name: 'Kleuren' });
    await expect(swatches.getByRole('listitem')).toHaveCount(6);
    await expect(swatches.locator('a[aria-current="true"]')).toHaveCount(1);
    const more = swatches.getByRole('link', { name: /nog \d+ kleur/i });
    const hidden = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]);
    expect(hidden).toBeGreaterThan(0);
    await expect(more).toHaveText(`+${hidden}`);

    const hovered = page.locator('main article').first();
    const hoverImage = hovered.locator('img').nth(1);
    await expect(hoverImage).toHaveCSS('opacity', '0');
    await hovered.getByRole('link').first().hover();
    await expect(hoverImage).toHaveCSS('opacity', '1');
  });

  test('C12, C13: the product page leads back to the remembered listing page', async ({ page }) => {
    await openListing(page, `${LISTING}?limit=24&page=2`);
    await page.locator('main article a[href$=".html"]').first().click();
    await expect(page).toHaveURL(/\.html$/);
    const back = page.getByRole('link', { name: /terug naar overzicht/i });
    await expect(back).toHaveAttribute('href', `${LISTING}?limit=24&page=2`);
    await back.click();
    await expect(page).toHaveURL(/limit=24&page=2$/);
  });

  test('C5, C6, C8: sort and page size enter the address only when not the default; the category chip goes up a level', async ({
    page,
  }) => {
    await openListing(page, `${LISTING}?color=navy&filter=1`);
    // C5: the chip of the page's own category drops the last path segment, keeping the other filters,
    // the order and the page size. Each step also waits for the page that answers it: React Router
    // writes the address before React has drawn that page, and a slow device draws the pages of quick
    // changes one after the other, so a chip clicked in between would be the earlier page's.
    const chip = page.getByRole('link', { name: 'Overhemden verwijderen' });
    await page.getByLabel('Sorteren').selectOption('priceasc');
    await expect(page).toHaveURL(/\?color=navy&filter=1&sort=priceasc$/);
    await expect(chip).toHaveAttribute('href', '/kleding/?color=navy&filter=1&sort=priceasc');
    await page.getByLabel('Per pagina').selectOption('48');
    await expect(page).toHaveURL(/&sort=priceasc&limit=48$/);
    await expect(chip).toHaveAttribute('href', '/kleding/?color=navy&filter=1&sort=priceasc&limit=48');
    await page.getByLabel('Per pagina').selectOption('36');
    await expect(page).toHaveURL(/\?color=navy&filter=1&sort=priceasc$/);
    await expect(chip).toHaveAttribute('href', '/kleding/?color=navy&filter=1&sort=priceasc');
    await page.getByLabel('Sorteren').selectOption('recommended');
    await expect(page).toHaveURL(/\?color=navy&filter=1$/);
    await expect(chip).toHaveAttribute('href', '/kleding/?color=navy&filter=1');

    await chip.click();
    await expect(page).toHaveURL(/\/kleding\/\?color=navy&filter=1$/);
  });

  test('C26: an impossible filter combination shows the empty state with a way back', async ({ page }) => {
    await page.goto(`${LISTING}?price=1~2&filter=1`);
    await expect(page.getByRole('heading', { name: 'Geen producten gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Alle filters wissen' }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('C18, C28: filter options are plain links; pages are plain anchors; past the last page is the empty state', async ({ page }) => {
    await page.goto(LISTING);
    const navy = filterPanel(page).getByRole('link', { name: /^navy/i });
    await navy.click();
    await expect(page).toHaveURL(/\?color=navy&filter=1$/);
    await expect(filterPanel(page).getByRole('link', { name: /^navy.*geselecteerd/i })).toBeVisible();

    await page.goto('/kleding/?limit=24');
    const next = page.getByRole('link', { name: /volgende/i });
    await next.click();
    await expect(page).toHaveURL(/\/kleding\/\?limit=24&page=2$/);
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: /vorige/i }).click();
    await expect(page).toHaveURL(/\/kleding\/\?limit=24$/);

    await page.goto('/kleding/?page=999');
    await expect(page.getByRole('heading', { name: 'Geen producten gevonden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de eerste pagina' })).toHaveAttribute('href', '/kleding/');
  });

  test('D15: no quick view button: the tile is a link to the product page', async ({ page }) => {
    await page.goto(LISTING);
    const tile = page.locator('main article').first();
    // The server draws the button; without scripts the stylesheet keeps it out of sight and reach.
    await expect(tile.locator('button[aria-haspopup="dialog"]')).toBeAttached();
    await expect(tile.getByRole('button', { name: /^Snel bekijken: / })).toHaveCount(0);
    await tile.getByRole('link').first().click();
    await expect(page).toHaveURL(/\.html$/);
  });

  test('C3: the price form applies at once and leaves the bounds out', async ({ page }) => {
    await page.goto(LISTING);
    const priceGroup = filterPanel(page).locator('details', { has: page.locator('summary', { hasText: /^prijs$/i }) });
    await priceGroup.locator('summary').click();
    await priceGroup.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await priceGroup.locator('summary').click();
    await priceGroup.getByRole('spinbutton', { name: 'Minimum' }).fill('60');
    await priceGroup.getByRole('button', { name: 'Toepassen' }).click();
    await expect(page).toHaveURL(/\?price=60~\d+&filter=1$/);
  });
});

test.describe('brand screens', () => {
  test('R8, R9: /merken/{slug}/ and /brands/{slug}/ show the same brand content and listing; unknown → 404', async ({ page }) => {
    await page.goto('/merken/');
    const firstBrand = page.locator('main a[href^="/merken/"]').first();
    const href = (await firstBrand.getAttribute('href')) ?? '';
    const slug = href.replace(/^\/merken\//, '');
    expect(slug).not.toBe('');

    const nl = await page.goto(`/merken/${slug}`);
    expect(nl?.status()).toBe(200);
    const mainNl = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    await expect(page.getByRole('heading', { level: 2, name: /collectie van/i })).toBeVisible();
    expect(await page.locator('main article').count()).toBeGreaterThan(0);

    const en = await page.goto(`/brands/${slug}`);
    expect(en?.status()).toBe(200);
    const mainEn = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(mainEn).toBe(mainNl);

    // Filters on a brand page stay under the address the shopper used.
    await expect(filterPanel(page).locator('a[rel="nofollow"]').first()).toHaveAttribute('href', new RegExp(`^/brands/${slug}\\?`));

    const unknown = await page.goto('/merken/bestaat-niet/');
    expect(unknown?.status()).toBe(404);
    const nested = await page.goto('/brands/bestaat/niet/');
    expect(nested?.status()).toBe(404);
    await expectNoSeriousA11yViolations(page);
  });
});
