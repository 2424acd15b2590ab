import { expect, test, type Page } from '@playwright/test';

// Staff → tabletop → order (issue 10, T1–T7, A21): a shop employee opens a table in the console;
// the table's device (another browser) opens the device link, shops, sees the in-store badge in
// checkout, pays at the sandbox provider and gets a confirmation that says in-store; the console's
// order lookup shows the order as in-store with the shop and table.

const EMPLOYEE = { email: 'winkel@vanarkel.example', password: 'Winkel!2026' };
const PAYMENT_PAGE = /\/payment\/[0-9a-f]{32}$/;

test.use({ locale: 'nl-NL' });

async function signInToConsole(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres').fill(EMPLOYEE.email);
  await page.getByLabel('Wachtwoord').fill(EMPLOYEE.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}

/** A listing, its first product, the first size that can be chosen, into the cart. */
async function addFirstProduct(page: Page): Promise<string> {
  await page.goto('/kleding/overhemden/');
  await page.locator('main a[href$=".html"]').first().click();
  await expect(page).toHaveURL(/\.html/);
  await expect(page.locator('input[type="radio"]').first()).toBeAttached();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const size = await page.locator('input[type="radio"]:not([disabled])').first().getAttribute('value');
  await page.goto(`${new URL(page.url()).pathname}?size=${encodeURIComponent(size ?? '')}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Winkelwagen, 1 artikel/ })).toBeVisible();
  return name;
}

async function checkoutAndPay(page: Page) {
  await page.getByLabel('E-mailadres').fill('tafel.gast@example.nl');
  const shipping = page.getByRole('region', { name: 'Bezorgadres' });
  await shipping.getByLabel('Voornaam').fill('Jan');
  await shipping.getByLabel('Achternaam').fill('de Vries');
  await shipping.getByLabel('Postcode').fill('1012AB');
  await shipping.getByLabel('Huisnummer').fill('12');
  await shipping.getByLabel('Straat').fill('Kalverstraat');
  await shipping.getByLabel('Plaats').fill('Amsterdam');
  await page.getByRole('button', { name: 'Verder naar bezorgopties' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
  await page.getByRole('radio', { name: /^Thuisbezorgd/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank', { exact: true }).selectOption('ing');
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  await page.getByRole('button', { name: /^Pay$/ }).click();
  await expect(page).not.toHaveURL(PAYMENT_PAGE);
}

test('staff open a table, its device orders in-store, and the console shows the order as in-store (A21, T1–T7)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The console: the employee opens table 12 of their shop and reads the device link.
  await signInToConsole(page);
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
  const product = await addFirstProduct(tablet);
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
