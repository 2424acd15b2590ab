import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { sizesInStock } from '../server/src/shop-graphql.fixture.ts';
import { customerGraphql as graphql } from './support/account.ts';

// Decision 064: catalogue and content pages are the same page for every shopper. The header's cart
// count, the account link and the wishlist hearts of a shopper with a cart and a login come from
// the session request after the page, in the places the page kept for them (no layout shift);
// without scripts the cart and account links still lead where they should.

const PASSWORD = 'Gedeeld-2026!';

interface Shopper {
  token: string;
  cartId: string;
  /** The product in the cart (two of one size) and on the wishlist. */
  product: { sku: string; name: string; url_key: string };
}

/** A customer (Sanne) with two units in the account's cart and the same product on the wishlist, all through the API. */
async function shopperWithCartAndWishlist(request: APIRequestContext): Promise<Shopper> {
  const email = `gedeeld-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await graphql(request, 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Sanne', lastname: 'Gedeeld', email, password: PASSWORD },
  });
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  const token = generateCustomerToken.token;
  const [size] = await sizesInStock(baseURL, { store: 'nl', minimum: 5 });
  if (!size) throw new Error('the seeded catalogue has no configurable product in stock');
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(request, '{ customerCart { id } }', {}, token);
  await graphql(
    request,
    `
      mutation ($id: String!, $parent: String!, $sku: String!) {
        addConfigurableProductsToCart(input: { cart_id: $id, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: 2 } }] }) {
          cart {
            id
          }
        }
      }
    `,
    { id: customerCart.id, parent: size.parentSku, sku: size.sku },
    token,
  );
  const { customer } = await graphql<{ customer: { wishlists: { id: string }[] } }>(
    request,
    '{ customer { wishlists { id } } }',
    {},
    token,
  );
  await graphql(
    request,
    'mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { id } } }',
    { id: customer.wishlists[0]!.id, sku: size.parentSku },
    token,
  );
  return { token, cartId: customerCart.id, product: { sku: size.parentSku, name: size.name, url_key: size.urlKey } };
}

async function holdSession(context: BrowserContext, shopper: Shopper): Promise<void> {
  await context.addCookies([
    { name: 'apollo-token', value: shopper.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'quote_masked_id_nl', value: shopper.cartId, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The page's cumulative layout shift so far (shifts right after input do not count, as in CLS). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

test('a shopper with a cart and a login gets the shared page, then their cart count, name and hearts, without a shift', async ({
  page,
  context,
  request,
}) => {
  const shopper = await shopperWithCartAndWishlist(request);
  await holdSession(context, shopper);
  await page.addInitScript(() => {
    const holder = window as unknown as { __layoutShift: number };
    holder.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) holder.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  for (const path of ['/', '/accessoires/', `/${shopper.product.url_key}.html`]) {
    // As sent, the page is a guest's: the badge's place is there, empty, and nothing names Sanne.
    const sent = await page.request.get(path);
    expect(sent.headers()['cache-control']).toContain('public');
    const html = await sent.text();
    expect(html).not.toContain('Sanne');
    expect(html).toContain('data-empty="true"');

    const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/session.json');
    await page.goto(path, { waitUntil: 'load' });
    expect((await session).headers()['cache-control']).toBe('private, no-store');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Winkelwagen, 2 artikelen' })).toBeVisible();
    await expect(banner.locator('a[data-logged-in="true"]')).toContainText('Sanne');
    if (path.endsWith('.html')) {
      await expect(page.getByRole('button', { name: `${shopper.product.name} bewaren in je verlanglijst` }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await page.waitForTimeout(300);
    expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shared page’s cart and account links lead to the shopper’s cart and account', async ({ page, context, request }) => {
    const shopper = await shopperWithCartAndWishlist(request);
    await holdSession(context, shopper);
    await page.goto(`/${shopper.product.url_key}.html`);
    // The page as sent shows a guest's header; its links still work for this shopper.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Winkelwagen/ })
      .click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(shopper.product.name);
    // The cart page is rendered with the shopper in it: the badge counts the two units.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Winkelwagen, 2 artikelen' })).toBeVisible();

    await page.goto(`/${shopper.product.url_key}.html`);
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen of account aanmaken' }).click();
    // The login page sends a signed-in shopper on to the account.
    await expect(page).toHaveURL(/\/customer\/$/);
    await expect(page.getByRole('main')).toContainText('Sanne');
  });
});
