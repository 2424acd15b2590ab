import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { addFirstProductThroughShop, expect, test } from './support/checkout.ts';

// A guest checks out in three steps, pays at the sandbox provider and sees the confirmation; a
// cancelled payment leads to the failed page and the restore dialog; the steps work without
// JavaScript as far as the provider's page.

/** Through the shop into the cart, then from the cart to the checkout. */
async function orderFirstProductThroughShop(page: Page): Promise<string> {
  const name = await addFirstProductThroughShop(page);
  await page.goto('/cart/');
  await page.getByRole('link', { name: 'Bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  return name;
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Je bestelling' });

test('a guest buys a configurable product with iDEAL and sees the confirmation (CO1–CO15, L4–L6, OC1, OC2, R14)', async ({
  page,
  browser,
  checkout,
}) => {
  const product = await orderFirstProductThroughShop(page);
  // L4: the checkout's own header: logo, selling points, steps; no search or mini cart.
  await expect(page.getByRole('banner').getByRole('link', { name: /Van Arkel/ })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  const steps = page.getByRole('navigation', { name: 'Stappen van het afrekenen' });
  await expect(steps.getByRole('link')).toHaveCount(0);
  await expect(summary(page)).toContainText(product);
  // L6: no currency label in the Dutch checkout.
  await expect(summary(page)).not.toContainText('€');
  await expectNoSeriousA11yViolations(page);

  await checkout.details();
  await expect(steps.getByRole('link', { name: /Gegevens/ })).toHaveAttribute('href', '/checkout/');
  await expect(steps.getByRole('link', { name: /Betalen/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Thuisbezorgen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Thuisbezorgd/ })).toHaveValue('postnl_standard');
  await expectNoSeriousA11yViolations(page);

  await checkout.homeDelivery();
  await expect(page.locator('img[src="/media/payment/ideal.svg"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkout.payWithIdeal();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Van Arkel');

  await checkout.decide('approve');
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
  checkout,
}) => {
  const { name: product } = await checkout.cart();
  await checkout.toPayment();
  await checkout.payWithIdeal();
  await checkout.decide('cancel');

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

test('a refused payment shows its message and "try again" goes back to payment with the cart (OC3, OC4)', async ({ page, checkout }) => {
  await checkout.cart();
  await checkout.toPayment();
  await checkout.payWithIdeal();
  await checkout.decide('refuse');
  await expect(page.getByText(/Je betaling is geweigerd/)).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeChecked();
});

test('steps need the earlier data: payment without an address goes to step 1, no cart to the cart (CO19)', async ({ page, checkout }) => {
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(/\/cart\/$/);
  await checkout.cart();
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(/\/checkout\/$/);
});

test('no parcel points near a postcode shows the message (CO9)', async ({ page, checkout }) => {
  await checkout.cart();
  await page.goto('/checkout/');
  await checkout.details();
  await page.getByRole('radio', { name: /PostNL-punt/ }).check();
  await page.getByLabel('Postcode voor afhaalpunten').fill('9999ZZ');
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('Er zijn geen afhaalpunten gevonden bij deze postcode.')).toBeVisible();
});

test('the German checkout shows the currency label (L6)', async ({ page, checkout }) => {
  await page.goto('/de/');
  await checkout.cart({ store: 'de' });
  await page.goto('/checkout/');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Daten' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Deine Bestellung' })).toContainText('€');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks step 1, and the purchase reaches the provider page (V5, V13, CO2–CO13)', async ({ page, checkout }) => {
    await checkout.cart();
    await page.goto('/checkout/');
    await page.getByLabel('E-mailadres').fill('jan@');
    await page.getByRole('region', { name: 'Bezorgadres' }).getByLabel('Huisnummer').fill('twaalf');
    await page.getByRole('button', { name: 'Verder naar bezorgopties' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
    await expect(page.getByText(/Een huisnummer bestaat alleen uit cijfers/)).toBeVisible();
    await expect(page.getByText('Vul je voornaam in.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue('jan@');

    await checkout.details();
    await checkout.homeDelivery();
    await checkout.payWithIdeal();
  });
});
