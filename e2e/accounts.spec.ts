import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { logIn, logOut, newShopper, register } from './support/account.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { chooseHomeDelivery, decideAtProvider, payWithIdeal, toDeliveryStep } from './support/checkout.ts';
import { mailPort, startMailbox } from './support/mailbox.ts';
import { waitForHydration } from './support/hydration.ts';
import { firstSizedProductLink } from './support/listing.ts';

// Customer accounts in the browser: register, log out and in with the guest cart merged, check out with
// a saved address, the order in the history; a forgotten password through the e-mailed link; the login
// guard and a refused token cookie.

const appPort = Number(new URL(baseURL).port);

/** Adds the first orderable size of the first shirt to the cart through its product page. */
async function addShirtToCart(page: Page, productPath?: string): Promise<string> {
  if (!productPath) {
    await page.goto('/kleding/overhemden/');
    await (await firstSizedProductLink(page)).click();
    await expect(page).toHaveURL(/\.html/);
  } else {
    await page.goto(productPath);
  }
  await expect(page.locator('input[type="radio"]').first()).toBeAttached();
  const path = new URL(page.url()).pathname;
  const size = await page.locator('input[type="radio"]:not([disabled])').first().getAttribute('value');
  await page.goto(`${path}?size=${encodeURIComponent(size ?? '')}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Winkelwagen, \d+ artikel/ })).toBeVisible();
  return path;
}

const cartCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Winkelwagen, / });

test('register → logout → guest cart → login merges it → checkout with a saved address → the order in the history (A4, A6, A7, A11, A13, A16, A17, CO3, R11)', async ({
  page,
}) => {
  // Nine items in one shopper's life, with four scans: on a busy machine, and as the first journey
  // of a run (while the fresh shop draws its first pictures), it takes more than the default minute.
  test.setTimeout(150_000);
  const shopper = newShopper();
  await register(page, shopper);
  // A1, L10: the header knows the customer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn account (Jan)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(shopper.email);
  await expectNoSeriousA11yViolations(page);

  // A13, A15: the first address becomes both defaults.
  await page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Adresboek' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuw adres' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Postcode').fill('1012AB');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Straat').fill('Kalverstraat');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await page.getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Het adres is opgeslagen.');
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Kalverstraat 12');
  await expect(card).toContainText('Standaard bezorgadres');
  await expect(card).toContainText('Standaard factuuradres');
  // Deleting asks first; keeping it leaves the card as it was.
  await card.getByRole('link', { name: /^Verwijderen/ }).click();
  await expect(page.getByRole('heading', { name: 'Dit adres verwijderen?' })).toBeVisible();
  await page.getByRole('link', { name: 'Nee, bewaren' }).click();
  await expect(page.getByRole('heading', { name: 'Dit adres verwijderen?' })).toHaveCount(0);
  await expect(card).toContainText('Kalverstraat 12');

  // The customer's own cart holds one shirt; then logged out, a guest adds the same shirt.
  const shirt = await addShirtToCart(page);
  await expect(cartCount(page)).toHaveAccessibleName(/^Winkelwagen, 1 artikel/);
  await logOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen of account aanmaken' })).toBeVisible();
  await expect(cartCount(page)).toHaveAccessibleName(/^Winkelwagen, leeg/);
  await addShirtToCart(page, shirt);
  await expect(cartCount(page)).toHaveAccessibleName(/^Winkelwagen, 1 artikel/);

  // 001 §4 Login: the guest cart merges into the customer's (quantities added).
  await logIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/customer\/$/);
  await expect(cartCount(page)).toHaveAccessibleName(/^Winkelwagen, 2 artikelen/);

  // CO3: the account e-mail and the saved address, preselected.
  await page.goto('/checkout/');
  await expect(page.getByText(`Je orderbevestiging gaat naar ${shopper.email}.`)).toBeVisible();
  await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveCount(0);
  const shipping = page.getByRole('region', { name: 'Bezorgadres' });
  await expect(shipping.getByRole('radio', { name: /Kalverstraat 12/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await toDeliveryStep(page);
  await chooseHomeDelivery(page);
  await payWithIdeal(page);
  await decideAtProvider(page, 'approve');
  await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();

  // A16, A17: the order in the history and its detail.
  await page.goto('/customer/orders/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `Bekijk bestelling ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/orders/${orderNumber}/$`));
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Aantal: 2');
  await expect(page.getByRole('main')).toContainText('Kalverstraat 12');
  await expect(page.getByRole('main')).toContainText('Totaal');
  await expectNoSeriousA11yViolations(page);

  // A11: the dashboard lists the latest order; the other account pages pass the scan too.
  await page.goto('/customer/');
  await expect(page.getByRole('link', { name: `Bekijk bestelling ${orderNumber}` })).toBeVisible();
  for (const path of ['/customer/edit/', '/customer/newsletter/', '/customer/address/?new=1']) {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
  }
});

test('A18: another customer’s order number answers 404', async ({ page }) => {
  await register(page, newShopper('piet'));
  const response = await page.goto('/customer/orders/NL999999999/');
  expect(response?.status()).toBe(404);
});

test('A12, A19: profile, password and newsletter changes are kept', async ({ page }) => {
  const shopper = newShopper('kees');
  await register(page, shopper);
  await page.goto('/customer/edit/');
  const profile = page.getByRole('region', { name: 'Mijn gegevens' });
  await profile.getByLabel('Voornaam').fill('Kees');
  await profile.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Je gegevens zijn opgeslagen.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn account (Kees)' })).toBeVisible();

  const password = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
  await password.getByLabel('Huidig wachtwoord').fill('Verkeerd1!');
  await password.getByLabel('Nieuw wachtwoord').fill('Nieuw123!');
  await password.getByLabel('Herhaal wachtwoord').fill('Nieuw123!');
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(password.getByText('Dit is niet je huidige wachtwoord.')).toBeVisible();
  // Only the latest outcome shows: the earlier "saved" gave way to the error.
  await expect(page.getByText('Je gegevens zijn opgeslagen.')).toHaveCount(0);
  await password.getByLabel('Huidig wachtwoord').fill(shopper.password);
  await password.getByLabel('Nieuw wachtwoord').fill('Nieuw123!');
  await password.getByLabel('Herhaal wachtwoord').fill('Nieuw123!');
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Je wachtwoord is gewijzigd.');
  // Still logged in with a fresh token after the API revoked the old ones.
  await page.goto('/customer/');
  await expect(page).toHaveURL(/\/customer\/$/);

  // NL9: the account's address is confirmed through the e-mailed link first; then the choice is kept.
  const mailbox = await startMailbox(mailPort(appPort));
  try {
    await page.goto('/customer/newsletter/');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(`we hebben een e-mail gestuurd naar ${shopper.email}`);
    // A19: while the link waits, the dashboard says so and the box stays ticked.
    await page.goto('/customer/');
    await expect(page.getByRole('main')).toContainText(`Wacht op je bevestiging: we hebben de link gestuurd naar ${shopper.email}.`);
    await page.goto('/customer/newsletter/');
    await expect(page.getByRole('checkbox')).toBeChecked();
    const mail = await mailbox.waitFor(shopper.email, /newsletter\/confirm/);
    const link = new URL((/https?:\/\/[^\s"<>]+\/newsletter\/confirm\/\?[^\s"<>]+/.exec(mail.decoded)?.[0] ?? '').replaceAll('&amp;', '&'));
    await page.goto(`${link.pathname}${link.search}`);
  } finally {
    await mailbox.close();
  }
  await page.goto('/customer/newsletter/');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Opgeslagen: je ontvangt de nieuwsbrief niet meer.');
  await page.reload();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('A8, A9: a forgotten password is reset through the e-mailed link, then login works with the new one', async ({ page }) => {
  const mailbox = await startMailbox(mailPort(appPort));
  try {
    const shopper = newShopper('marie');
    await register(page, shopper);
    await logOut(page);
    await page.goto('/customer/login/');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(/\/customer\/forgotpassword\/$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mailadres', { exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Als er een account met dit e-mailadres is');

    const mail = await mailbox.waitFor(shopper.email, /forgotpassword/);
    const href = /https?:\/\/[^\s"<>]+\/customer\/forgotpassword\/\?[^\s"<>]+/.exec(mail.decoded)?.[0] ?? '';
    const link = new URL(href.replaceAll('&amp;', '&'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Nieuw wachtwoord').fill('abcdef1!');
    await page.getByLabel('Herhaal wachtwoord').fill('abcdef1!');
    await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(page.getByText('Een wachtwoord bevat minimaal 1 hoofdletter.')).toBeVisible();
    await page.getByLabel('Nieuw wachtwoord').fill('Nieuwer1!');
    await page.getByLabel('Herhaal wachtwoord').fill('Nieuwer1!');
    await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(page).toHaveURL(/\/customer\/login\/\?reset=1$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Je wachtwoord is gewijzigd');

    // The link is single-use: opened again, it says so at once, with no form that would fail.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Deze link is niet meer geldig');
    await expect(page.getByLabel('Nieuw wachtwoord')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toHaveAttribute('href', '/customer/forgotpassword/');

    await logIn(page, shopper.email, 'Nieuwer1!');
    await expect(page).toHaveURL(/\/customer\/$/);
  } finally {
    await mailbox.close();
  }
});

test('A5: a wrong password shows the message and the shopper stays logged out; login and register pages pass the scan', async ({
  page,
}) => {
  await page.goto('/customer/login/');
  await expectNoSeriousA11yViolations(page);
  await logIn(page, 'nobody@example.nl', 'Verkeerd1!');
  await expect(page.getByRole('alert')).toContainText('Deze combinatie van e-mailadres en wachtwoord is onbekend');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen of account aanmaken' })).toBeVisible();
  await page.goto('/customer/create/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Kies een aanhef.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('R12, R13: customer pages without login answer 301 to /customer/login/ with no-store; a logged-in visitor on login goes to the dashboard', async ({
  page,
  request,
}) => {
  for (const path of [
    '/customer/',
    '/customer/orders/',
    '/customer/orders/NL1/',
    '/customer/address/',
    '/customer/edit/',
    '/customer/newsletter/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe('/customer/login/');
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  for (const path of ['/customer/login/', '/customer/create/', '/customer/forgotpassword/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  await register(page, newShopper('anna'));
  await page.goto('/customer/login/');
  await expect(page).toHaveURL(/\/customer\/$/);
  await page.goto('/customer/create/');
  await expect(page).toHaveURL(/\/customer\/$/);
});

test('A2: a garbage token cookie makes a guest and the cookie is deleted; CK4, CK5: the login cookie', async ({ page, context }) => {
  await context.addCookies([{ name: 'apollo-token', value: 'garbage', url: baseURL }]);
  // The home page is the same for every shopper: the session request after it checks the login (decision 064).
  const session = page.waitForResponse((response) => new URL(response.url()).pathname === '/session.json');
  await page.goto('/');
  await session;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen of account aanmaken' })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'apollo-token')).toBe(false);

  await register(page, newShopper('henk'));
  const token = (await context.cookies()).find((cookie) => cookie.name === 'apollo-token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.path).toBe('/');
  const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
});

test('A3: the login is checked again after 15 minutes, and a revoked login then shows as logged out', async ({ page, context }) => {
  await page.clock.install();
  await register(page, newShopper('lotte'));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn account (Jan)' })).toBeVisible();
  // The clock starts when the page has hydrated (the menu toggle turns into a button then).
  await expect(page.getByRole('banner').locator('button[aria-expanded]').first()).toBeAttached();
  // The token goes (as when it expires or is revoked elsewhere): the next check shows a guest.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'apollo-token');
  await context.clearCookies({ name: 'apollo-token' });
  await context.addCookies([{ name: 'apollo-token', value: `${token?.value ?? ''}x`, url: baseURL }]);
  await page.clock.runFor(899_000);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mijn account (Jan)' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen of account aanmaken' })).toBeVisible();
});
