import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerGraphql } from './support/account.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { onlySizeToChoose, SIZE_STOCK_FIELDS, sizeInStock, type SizedProduct } from './support/catalogue.ts';
import { postsFrom } from './support/requests.ts';
import { waitForSizeForm } from './support/hydration.ts';

// A guest adds a configurable product from its page, sees the added-to-cart pop-up with
// cross-sells, follows the mini cart to /cart/, changes the quantity and removes the line; the
// same add works without JavaScript.

interface Candidate {
  path: string;
  name: string;
  size: string;
}

interface CatalogueItem extends SizedProduct {
  __typename: string;
  url_key: string;
  name: string;
  crosssell_products: { sku: string }[];
}

/** A configurable product with cross-sells and a size with at least 3 in stock, asked of the shop's API. */
async function findProduct(request: APIRequestContext): Promise<Candidate> {
  const { products } = await customerGraphql<{ products: { items: CatalogueItem[] } }>(
    request,
    `{ products(search: "", pageSize: 100) { items { __typename url_key name crosssell_products { sku }
      ... on ConfigurableProduct { ${SIZE_STOCK_FIELDS} } } } }`,
  );
  for (const item of products.items) {
    if (item.__typename !== 'ConfigurableProduct' || item.crosssell_products.length === 0 || !onlySizeToChoose(item)) continue;
    const size = sizeInStock(item);
    if (size) return { path: `/${item.url_key}.html`, name: item.name, size };
  }
  throw new Error('The seeded catalogue has no configurable product with cross-sells and stock');
}

const miniCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Winkelwagen,/ });

test.describe('with JavaScript', () => {
  test('add from the product page → pop-up → mini cart → /cart/ → quantity → remove (D6, CA8–CA13, CA22, L14, AN4, AN5)', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request);
    await page.goto(product.path);
    await waitForSizeForm(page);
    await page.getByRole('radio', { name: product.size, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`size=${encodeURIComponent(product.size)}`));

    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    const popup = page.getByRole('dialog', { name: 'Het artikel is toegevoegd aan je winkelwagen' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(product.name);
    await expect(popup).toContainText(`Maat: ${product.size}`);
    // CA10: the image is asked for at 150×150 (fit) and shown at 90×90.
    const image = popup.getByRole('img', { name: new RegExp(product.name) });
    await expect(image).toHaveAttribute('src', /w=150&h=150&fit=cover/);
    expect(await image.evaluate((element) => [element.clientWidth, element.clientHeight])).toEqual([90, 90]);
    await expect(popup.getByRole('heading', { name: 'Combineer met' })).toBeVisible();
    await expect(popup.getByRole('listitem').first()).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Naar winkelwagen' })).toHaveAttribute('href', '/cart/');

    const events = await page.evaluate(() => (window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []);
    expect(events.find((event) => event.event === 'addToCart')).toMatchObject({
      ecommerce: { currency: 'EUR', items: [{ item_name: product.name, quantity: 1 }] },
    });

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(miniCart(page)).toHaveAccessibleName('Winkelwagen, 1 artikel');

    await miniCart(page).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
    await expect(line).toContainText(`Maat:${product.size}`);

    await line.getByLabel(`Aantal van ${product.name}`).selectOption('2');
    await expect(miniCart(page)).toHaveAccessibleName('Winkelwagen, 2 artikelen');

    await line.getByRole('button', { name: `${product.name} verwijderen` }).click();
    await expect(page.getByRole('heading', { name: 'Je winkelwagen is nog leeg' })).toBeVisible();
    await expect(miniCart(page)).toHaveAccessibleName('Winkelwagen, leeg');
    const removed = await page.evaluate(() => (window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []);
    expect(removed.some((event) => event.event === 'removeFromCart')).toBe(true);
  });

  test('adding without a size shows the message and sends nothing (D9)', async ({ page, request }) => {
    const product = await findProduct(request);
    await page.goto(product.path);
    await waitForSizeForm(page);
    const posts = postsFrom(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kies minimaal 1 maat.');
    expect(posts).toEqual([]);
  });

  test('the cart page has no top footer and passes an accessibility scan (L2, L3)', async ({ page, request }) => {
    const product = await findProduct(request);
    await page.goto(`${product.path}?size=${encodeURIComponent(product.size)}`);
    await waitForSizeForm(page);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Naar winkelwagen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bestellen' })).toHaveAttribute('href', '/checkout/');
    await expect(page.getByRole('heading', { name: /nieuwsbrief/i })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the size form posts to the cart and lands on /cart/ with the line (CA9)', async ({ page, request }) => {
    const product = await findProduct(request);
    await page.goto(product.path);
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kies minimaal 1 maat.');

    await page.getByRole('radio', { name: product.size, exact: true }).check();
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
    await expect(line).toContainText(`Maat:${product.size}`);
    await expect(miniCart(page)).toHaveAccessibleName('Winkelwagen, 1 artikel');
  });
});
