import { expect, test, type Page } from '@playwright/test';
import { chooseHomeDelivery, fillGuestDetails, payWithIdeal } from './support/checkout.ts';
import { afterFrames } from './support/settle.ts';
import { firstSizedProductLink } from './support/listing.ts';

// The data layer through one whole purchase (AN1–AN8): every e-commerce event once, with its GA4
// payload; the confirmation sends purchase once and never again on a reload.

type Entry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> | null };
interface Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

/** Records every data-layer push across page loads (each load starts a new window.dataLayer). */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const recorded: Entry[] = [];
  await page.exposeFunction('__recordDataLayer', (entry: Entry) => void recorded.push(entry));
  await page.addInitScript(() => {
    const target = window as unknown as { dataLayer: unknown[]; __recordDataLayer: (entry: unknown) => void };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) void target.__recordDataLayer(JSON.parse(JSON.stringify(entry)));
      return push(...entries);
    };
    target.dataLayer = layer;
  });
  return recorded;
}

const named = (recorded: Entry[], name: string) => recorded.filter((entry) => entry.event === name);
const items = (entry: Entry | undefined) => (entry?.ecommerce?.items ?? []) as Item[];

function expectGa4(entry: Entry | undefined, sku?: string) {
  expect(entry?.ecommerce?.currency).toBe('EUR');
  expect(typeof entry?.ecommerce?.value).toBe('number');
  const list = items(entry);
  expect(list.length).toBeGreaterThan(0);
  for (const item of list) {
    expect(item.item_id).toMatch(/\S/);
    expect(item.item_name).toMatch(/\S/);
    expect(item.price).toBeGreaterThan(0);
    expect(item.quantity).toBeGreaterThan(0);
  }
  if (sku) expect(list.map((item) => item.item_id)).toContain(sku);
}

test('AN1–AN8: one purchase sends each e-commerce event once with its payload; a reload sends no second purchase', async ({ page }) => {
  test.setTimeout(120_000);
  const recorded = await recordDataLayer(page);

  // Listing → product (view_item_list, productClick, view_item).
  await page.goto('/kleding/overhemden/');
  await expect.poll(() => named(recorded, 'view_item_list').length).toBe(1);
  const listing = named(recorded, 'view_item_list')[0];
  expectGa4(listing);
  expect(listing?.ecommerce?.item_list_name).toBeTruthy();
  await (await firstSizedProductLink(page)).click();
  await expect(page).toHaveURL(/\.html/);
  await expect(page.locator('input[type="radio"]').first()).toBeAttached();
  await expect.poll(() => named(recorded, 'view_item').length).toBe(1);
  const sku = items(named(recorded, 'view_item')[0])[0]?.item_id ?? '';
  expectGa4(named(recorded, 'view_item')[0], sku);
  expect(named(recorded, 'productClick')).toHaveLength(1);
  expect(items(named(recorded, 'productClick')[0])[0]?.item_id).toBe(sku);

  // Size and add to cart (addToCart).
  const sizeId = await page.locator('input[type="radio"]:not([disabled])').first().getAttribute('id');
  await page.locator(`label[for="${sizeId}"]`).click();
  await expect(page).toHaveURL(/[?&]size=/);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect.poll(() => named(recorded, 'addToCart').length).toBe(1);
  expectGa4(named(recorded, 'addToCart')[0], sku);

  // Cart (view_cart) → checkout (begin_checkout).
  await page.goto('/cart/');
  await expect.poll(() => named(recorded, 'view_cart').length).toBe(1);
  expectGa4(named(recorded, 'view_cart')[0], sku);
  await page.getByRole('link', { name: 'Bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect.poll(() => named(recorded, 'begin_checkout').length).toBe(1);
  expectGa4(named(recorded, 'begin_checkout')[0], sku);

  await fillGuestDetails(page);

  // Delivery (add_shipping_info) → payment (add_payment_info).
  await chooseHomeDelivery(page);
  await expect.poll(() => named(recorded, 'add_shipping_info').length).toBe(1);
  expectGa4(named(recorded, 'add_shipping_info')[0], sku);
  expect(named(recorded, 'add_shipping_info')[0]?.ecommerce?.shipping_tier).toBeTruthy();
  await payWithIdeal(page);
  expect(named(recorded, 'add_payment_info')).toHaveLength(1);
  expect(named(recorded, 'add_payment_info')[0]?.ecommerce?.payment_type).toBe('ideal');
  expectGa4(named(recorded, 'add_payment_info')[0], sku);

  // The provider approves; the confirmation sends purchase once.
  await page.getByRole('button', { name: /^Betalen$/ }).click();
  await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect.poll(() => named(recorded, 'purchase').length).toBe(1);
  const purchase = named(recorded, 'purchase')[0];
  expectGa4(purchase, sku);
  expect(purchase?.ecommerce?.transaction_id).toBe(orderNumber);
  expect(purchase?.ecommerce?.value).toBeGreaterThan(0);

  // The reload's page view (a layout effect) is pushed in the same render as a purchase would be (a
  // page effect, run right after it): once the page view is recorded and the next frames are drawn,
  // a second purchase would have been recorded too.
  const pageViews = named(recorded, 'pageview').length;
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect.poll(() => named(recorded, 'pageview').length).toBe(pageViews + 1);
  await afterFrames(page);
  expect(named(recorded, 'purchase')).toHaveLength(1);

  // Each e-commerce event once in the whole journey; page views with their types along the way.
  for (const name of [
    'view_item_list',
    'productClick',
    'view_item',
    'addToCart',
    'view_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
    'purchase',
  ]) {
    expect(named(recorded, name), name).toHaveLength(1);
  }
  const pageTypes = named(recorded, 'pageview')
    .map((entry) => entry.pageType)
    .filter((type, index, all) => type !== all[index - 1]);
  expect(pageTypes.slice(0, 4)).toEqual(['category', 'product', 'cart', 'checkout']);
  // GA4 advises clearing the previous ecommerce object before each e-commerce event.
  const purchaseIndex = recorded.indexOf(purchase as Entry);
  expect(recorded[purchaseIndex - 1]).toEqual({ ecommerce: null });
});

test('AN2, P1: a page that does not exist sends one page view with page type 404 and shows the cookie bar', async ({ page }) => {
  const recorded = await recordDataLayer(page);
  const response = await page.goto('/bestaat-echt-niet/');
  expect(response?.status()).toBe(404);
  await expect.poll(() => named(recorded, 'pageview').map((entry) => entry.pageType)).toEqual(['404']);
  // P1: the not-found page asks for consent like every other page.
  await expect(page.getByTestId('cookie-bar')).toBeVisible();
});
