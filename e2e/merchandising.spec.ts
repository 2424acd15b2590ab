import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { customerGraphql } from './support/account.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { MANAGER, signInToConsole } from './support/console.ts';

// C27 (decision 056): a manager pins a product to the top of a category in the staff console, and
// the category page a shopper opens shows it first; unpinned, the page is as it was. The console has
// no scripts, so its part runs with JavaScript off; the shop's page is opened in a fresh context
// with JavaScript, as a shopper would.

const CATEGORY = 'kleding';
const SHOTS = process.env.CONSOLE_SHOTS_DIR;

test.use({ locale: 'nl-NL', javaScriptEnabled: false });

async function urlKeyOf(request: APIRequestContext, sku: string): Promise<string> {
  const { productsBySkus } = await customerGraphql<{ productsBySkus: { urlKey: string }[] }>(
    request,
    'query ($skus: [String!]!) { productsBySkus(skus: $skus) { urlKey } }',
    { skus: [sku] },
  );
  const [product] = productsBySkus;
  if (!product) throw new Error(`no product ${sku}`);
  return product.urlKey;
}

/** The product pages the category page's tiles link to, in order, as a shopper with JavaScript sees them. */
async function shopOrder(browser: Browser, baseURL: string | undefined): Promise<string[]> {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
  try {
    const shop = await context.newPage();
    await shop.goto(`/${CATEGORY}/`, { waitUntil: 'load' });
    const tiles = shop.locator('main ul > li > article');
    await expect(tiles.first()).toBeVisible();
    return await tiles.evaluateAll((articles) =>
      articles.map((article) => new URL(article.querySelector('a[href$=".html"]')?.getAttribute('href') ?? '', location.href).pathname),
    );
  } finally {
    await context.close();
  }
}

test('C27: a manager pins a product of a category in the console; the shop shows it first, and as before once unpinned', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await signInToConsole(page, MANAGER);
  await page.getByRole('link', { name: 'Volgorde' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Volgorde per categorie' })).toBeVisible();
  await page.getByLabel('Categorie', { exact: true }).selectOption(CATEGORY);
  await page.getByRole('button', { name: 'Tonen' }).click();
  await expect(page.getByText('De winkel toont nu de volgorde "default".')).toBeVisible();

  // A product well down the page that can be bought: its row in the preview offers to pin it.
  const available = page.locator('tr[data-preview]', { hasText: 'op voorraad' });
  await expect(available.nth(10)).toBeVisible();
  const sku = (await available.nth(10).getAttribute('data-preview')) ?? '';
  const before = await shopOrder(browser, baseURL);
  const target = `/${await urlKeyOf(request, sku)}.html`;
  expect(before[0]).not.toBe(target);

  await page.getByRole('button', { name: `${sku} vastzetten` }).click();
  await expect(page.getByRole('status')).toHaveText('De volgorde is opgeslagen.');
  await expect(page.locator('tr[data-pinned]')).toHaveCount(1);
  await expect(page.locator('tr[data-pinned]')).toHaveAttribute('data-pinned', sku);
  await expect(page.locator('tr[data-preview]').first()).toHaveAttribute('data-preview', sku);

  const pinned = await shopOrder(browser, baseURL);
  expect(pinned[0]).toBe(target);
  expect(pinned.slice(1)).toEqual(before.filter((path) => path !== target).slice(0, pinned.length - 1));

  await page.getByRole('button', { name: `${sku} losmaken` }).click();
  await expect(page.getByText('Nog niets vastgezet: de categorie volgt de vaste rangorde.')).toBeVisible();
  expect(await shopOrder(browser, baseURL)).toEqual(before);
});

test.describe('accessibility of the order page', () => {
  // axe is a script: the scan runs with JavaScript on (the page is the same either way).
  test.use({ javaScriptEnabled: true });

  test('the order page passes the axe scan in Dutch, German and English, on a desktop and on a phone', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToConsole(page, MANAGER);
    await page.goto(`/admin/merchandising?category=${CATEGORY}&profile=default`);
    const sku = (await page.locator('tr[data-preview]').first().getAttribute('data-preview')) ?? '';
    await page.getByRole('button', { name: `${sku} vastzetten` }).click();
    await expect(page.locator('tr[data-pinned]')).toHaveCount(1);
    for (const lang of ['nl', 'de', 'en']) {
      await page.context().addCookies([{ name: 'va_console_lang', value: lang, url: page.url() }]);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
        await page.goto(`/admin/merchandising?category=${CATEGORY}&profile=default`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/merchandising-${lang}-${width}.png`, fullPage: true });
      }
    }
    // A refused change: the message sits under the field it is about.
    await page.getByLabel(/^SKU/).fill('NO-SUCH-SKU');
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByText('No listed product has this SKU.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/admin/merchandising?category=${CATEGORY}&profile=default`);
    await page.getByRole('button', { name: `Unpin ${sku}` }).click();
    await expect(page.locator('tr[data-pinned]')).toHaveCount(0);
  });
});
