import { expect, test, type Page } from '@playwright/test';
import { addFirstProductThroughShop, chooseHomeDelivery, decideAtProvider, fillGuestDetails, payWithIdeal } from './support/checkout.ts';
import { EMPLOYEE, signInToConsole } from './support/console.ts';

// Staff → tabletop → order (issue 10, T1–T7, A21): a shop employee opens a table in the console;
// the table's device (another browser) opens the device link, shops, sees the in-store badge in
// checkout, pays at the sandbox provider and gets a confirmation that says in-store; the console's
// order lookup shows the order as in-store with the shop and table.

test.use({ locale: 'nl-NL' });

async function checkoutAndPay(page: Page) {
  await fillGuestDetails(page, 'tafel.gast@example.nl');
  await chooseHomeDelivery(page);
  await payWithIdeal(page);
  await decideAtProvider(page, 'approve');
}

test('staff open a table, its device orders in-store, and the console shows the order as in-store (A21, T1–T7)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The console: the employee opens table 12 of their shop and reads the device link.
  await signInToConsole(page, EMPLOYEE);
  await page.goto('/admin/tables');
  const shop = ((await page.getByLabel('Winkel').locator('option:checked').textContent()) ?? '').trim();
  expect(shop).toMatch(/^Van Arkel /);
  await page.getByLabel('Tafel', { exact: true }).fill('12');
  await page.getByLabel('Open voor (uren)').fill('2');
  await page.getByRole('button', { name: 'Tafel openen' }).click();
  const row = page.locator('tr[data-table="12"]');
  await expect(row.getByRole('img', { name: 'QR-code voor tafel 12' })).toBeVisible();
  const link = (await row.getByRole('link', { name: /\/checkout\/\?xsattbaseurl=/ }).getAttribute('href')) ?? '';
  expect(link).toContain('xsattsessionid=');

  // The table's device, a browser of its own: it opens the link the QR code holds, then shops.
  const device = await browser.newContext({ locale: 'nl-NL' });
  const tablet = await device.newPage();
  await tablet.goto(link);
  await expect.poll(async () => (await device.cookies()).map((c) => c.name)).toContain('tabletopInStoreOrder');
  const product = await addFirstProductThroughShop(tablet);
  await tablet.goto('/cart/');
  await tablet.getByRole('link', { name: 'Bestellen' }).click();
  await expect(tablet).toHaveURL(/\/checkout\/$/);
  const badge = tablet.getByTestId('instore-badge');
  await expect(badge).toContainText('Winkelbestelling');
  await expect(badge).toContainText(shop);
  await expect(badge).toContainText('tafel 12');

  await checkoutAndPay(tablet);
  await expect(tablet).toHaveURL(/\/order-complete\/NL\d+\/$/);
  await expect(tablet.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(tablet.getByRole('main')).toContainText(product);
  await expect(tablet.getByTestId('instore-badge')).toContainText('tafel 12');
  const orderNumber = ((await tablet.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^NL\d+$/);
  await device.close();

  // Back in the console: the order lookup shows it as in-store, with shop and table.
  await page.goto(`/admin/orders?q=${orderNumber}`);
  const orders = page.getByRole('table', { name: 'Bestellingen' });
  await expect(orders).toContainText(orderNumber);
  await expect(orders).toContainText(`In de winkel · ${shop} · tafel 12`);
  await orders.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByTestId('order-instore')).toHaveText(`In de winkel · ${shop} · tafel 12`);
  await expect(page.getByRole('table', { name: 'Betalingen' })).toContainText('betaald');

  // The employee closes the table when the guests leave.
  await page.goto('/admin/tables');
  await page.locator('tr[data-table="12"]').getByRole('button', { name: 'Tafel 12 sluiten' }).click();
  await expect(page.getByRole('status')).toContainText('De tafel is gesloten.');
});
