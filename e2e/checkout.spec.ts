import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// A guest checks out in three steps, pays at the sandbox provider and sees the confirmation; a
// cancelled payment leads to the failed page and the restore dialog; the steps work without
// JavaScript as far as the provider's page.

const PAYMENT_PAGE = /\/payment\/[0-9a-f]{32}$/;

interface ProductsAnswer {
  data: {
    products: {
      items: {
        __typename: string;
        sku: string;
        name: string;
        variants?: { product: { sku: string; stock_status: string; stock_left: number | null } }[];
      }[];
    };
  };
}

async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}, store = 'nl'): Promise<T> {
  const response = await request.post('/graphql', { headers: { store }, data: { query, variables } });
  return (await response.json()) as T;
}

/**
 * A cart prepared through the shop's API with one configurable product (a size with stock to
 * spare), handed to the browser in the cart cookie, as the add-to-cart action would. Returns the
 * product's name.
 */
async function prepareCart(request: APIRequestContext, context: BrowserContext, store = 'nl'): Promise<string> {
  const products = await graphql<ProductsAnswer>(
    request,
    `
      {
        products(search: "", pageSize: 40) {
          items {
            __typename
            sku
            name
            ... on ConfigurableProduct {
              variants {
                product {
                  sku
                  stock_status
                  stock_left
                }
              }
            }
          }
        }
      }
    `,
    {},
    store,
  );
  for (const item of products.data.products.items) {
    const variant = item.variants?.find((v) => v.product.stock_status === 'IN_STOCK' && (v.product.stock_left ?? 10) >= 5);
    if (item.__typename !== 'ConfigurableProduct' || !variant) continue;
    const created = await graphql<{ data: { createEmptyCart: string } }>(request, 'mutation { createEmptyCart }', {}, store);
    const cartId = created.data.createEmptyCart;
    await graphql(
      request,
      `
        mutation ($id: String!, $parent: String!, $sku: String!) {
          addConfigurableProductsToCart(input: { cart_id: $id, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: 1 } }] }) {
            cart {
              id
            }
          }
        }
      `,
      { id: cartId, parent: item.sku, sku: variant.product.sku },
      store,
    );
    await context.addCookies([{ name: `quote_masked_id_${store}`, value: cartId, url: baseURL }]);
    return item.name;
  }
  throw new Error('The seeded catalogue has no configurable product in stock');
}

/** Through the shop: a listing, its first product, the first size that can be chosen, add to cart, order. */
async function addFirstProductThroughShop(page: Page): Promise<string> {
  await page.goto('/kleding/overhemden/');
  await page.locator('main a[href$=".html"]').first().click();
  await expect(page).toHaveURL(/\.html/);
  // The address changes before the product page has rendered: wait for its size choice.
  await expect(page.locator('input[type="radio"]').first()).toBeAttached();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const size = await page.locator('input[type="radio"]:not([disabled])').first().getAttribute('value');
  // The chosen size lives in the address (?size=), so the add works the same with or without scripts.
  await page.goto(`${new URL(page.url()).pathname}?size=${encodeURIComponent(size ?? '')}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Winkelwagen, 1 artikel/ })).toBeVisible();
  await page.goto('/cart/');
  await page.getByRole('link', { name: 'Bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  return name;
}

/** Step 1 with a valid guest address (CO2–CO6). */
async function fillDetails(page: Page) {
  await page.getByLabel('E-mailadres').fill('jan.devries@example.nl');
  const shipping = page.getByRole('region', { name: 'Bezorgadres' });
  await shipping.getByLabel('Voornaam').fill('Jan');
  await shipping.getByLabel('Achternaam').fill('de Vries');
  await expect(shipping.getByLabel('Land')).toHaveValue('NL');
  await shipping.getByLabel('Postcode').fill('1012AB');
  await shipping.getByLabel('Huisnummer').fill('12');
  await shipping.getByLabel('Straat').fill('Kalverstraat');
  await shipping.getByLabel('Plaats').fill('Amsterdam');
  await page.getByRole('button', { name: 'Verder naar bezorgopties' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
}

/** Step 2: home delivery on the first possible day (CO7, CO8). */
async function chooseHomeDelivery(page: Page) {
  await page.getByRole('radio', { name: /^Thuisbezorgd/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
}

/** Step 3: iDEAL with a bank, then to the provider (CO11–CO13). */
async function payWithIdeal(page: Page) {
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank', { exact: true }).selectOption('ing');
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Van Arkel');
}

const PROVIDER_BUTTONS = { approve: /^Pay$/, cancel: /^Cancel payment$/, refuse: /^Refuse/ } as const;

/** The shopper's decision on the provider's hosted page; the provider then redirects back to the shop (CO15). */
async function decideAtProvider(page: Page, action: keyof typeof PROVIDER_BUTTONS) {
  await page.getByRole('button', { name: PROVIDER_BUTTONS[action] }).click();
  await expect(page).not.toHaveURL(PAYMENT_PAGE);
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Je bestelling' });

test('a guest buys a configurable product with iDEAL and sees the confirmation (CO1–CO15, L4–L6, OC1, OC2, R14)', async ({
  page,
  browser,
}) => {
  const product = await addFirstProductThroughShop(page);
  // L4: the checkout's own header: logo, selling points, steps; no search or mini cart.
  await expect(page.getByRole('banner').getByRole('link', { name: /Van Arkel/ })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  const steps = page.getByRole('navigation', { name: 'Stappen van het afrekenen' });
  await expect(steps.getByRole('link')).toHaveCount(0);
  await expect(summary(page)).toContainText(product);
  // L6: no currency label in the Dutch checkout.
  await expect(summary(page)).not.toContainText('€');
  await expectNoSeriousA11yViolations(page);

  await fillDetails(page);
  await expect(steps.getByRole('link', { name: /Gegevens/ })).toHaveAttribute('href', '/checkout/');
  await expect(steps.getByRole('link', { name: /Betalen/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Thuisbezorgen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Thuisbezorgd/ })).toHaveValue('postnl_standard');
  await expectNoSeriousA11yViolations(page);

  await chooseHomeDelivery(page);
  await expect(page.locator('img[src="/media/payment/ideal.svg"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await payWithIdeal(page);

  await decideAtProvider(page, 'approve');
  await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^NL\d+$/);
  await expect(page.getByRole('main')).toContainText(product);
  await expect(page.getByRole('main')).toContainText('Kalverstraat 12');
  await expectNoSeriousA11yViolations(page);

  // Reloading is safe; another browser gets the 404 (OC2).
  expect((await page.reload())?.status()).toBe(200);
  const stranger = await browser.newPage();
  expect((await stranger.goto(`/order-complete/${orderNumber}/`))?.status()).toBe(404);
  await stranger.close();
});

test('a cancelled payment → failed page → back to the shop → restore dialog → cart restored (OC3, OC9, OC10, OC15)', async ({
  page,
  context,
  request,
}) => {
  const product = await prepareCart(request, context);
  await page.goto('/checkout/');
  await fillDetails(page);
  await chooseHomeDelivery(page);
  await payWithIdeal(page);
  await decideAtProvider(page, 'cancel');

  await expect(page).toHaveURL(/\/checkout\/failed\/\?code=890$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling niet gelukt' })).toBeVisible();
  await expect(page.getByText(/Je betaling is geannuleerd/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Terug naar de winkel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Je winkelwagen is niet meer actief' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('misschien heb je al betaald');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Winkelwagen herstellen' }).click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).some((cookie) => cookie.name === 'placed_order_for_quote')).toBe(false);

  await page.goto('/cart/');
  await expect(page.getByRole('main')).toContainText(product);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a refused payment shows its message and "try again" goes back to payment with the cart (OC3, OC4)', async ({
  page,
  context,
  request,
}) => {
  await prepareCart(request, context);
  await page.goto('/checkout/');
  await fillDetails(page);
  await chooseHomeDelivery(page);
  await payWithIdeal(page);
  await decideAtProvider(page, 'refuse');
  await expect(page.getByText(/Je betaling is geweigerd/)).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
});

test('steps need the earlier data: payment without an address goes to step 1, no cart to the cart (CO19)', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(/\/cart\/$/);
  await prepareCart(request, context);
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(/\/checkout\/$/);
});

test('no parcel points near a postcode shows the message (CO9)', async ({ page, context, request }) => {
  await prepareCart(request, context);
  await page.goto('/checkout/');
  await fillDetails(page);
  await page.getByRole('radio', { name: /PostNL-punt/ }).check();
  await page.getByLabel('Postcode voor afhaalpunten').fill('9999ZZ');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('Er zijn geen afhaalpunten gevonden bij deze postcode.')).toBeVisible();
});

test('the German checkout shows the currency label (L6)', async ({ page, context, request }) => {
  await page.goto('/de/');
  await prepareCart(request, context, 'de');
  await page.goto('/checkout/');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Daten' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Deine Bestellung' })).toContainText('€');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks step 1, and the purchase reaches the provider page (V5, V13, CO2–CO13)', async ({ page, context, request }) => {
    await prepareCart(request, context);
    await page.goto('/checkout/');
    await page.getByLabel('E-mailadres').fill('jan@');
    await page.getByRole('region', { name: 'Bezorgadres' }).getByLabel('Huisnummer').fill('twaalf');
    await page.getByRole('button', { name: 'Verder naar bezorgopties' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
    await expect(page.getByText(/Een huisnummer bestaat alleen uit cijfers/)).toBeVisible();
    await expect(page.getByText('Vul je voornaam in.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue('jan@');

    await fillDetails(page);
    await chooseHomeDelivery(page);
    await payWithIdeal(page);
  });
});
