import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerGraphql as graphql } from './support/account.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { prepareCart } from './support/checkout.ts';
import { EMPLOYEE, MANAGER, signInToConsole } from './support/console.ts';

// The staff console under /admin/ (A21): a manager signs in, opens and closes a table (link and QR
// code), looks up an order, creates and blocks a coupon and issues a gift card; shop staff are
// refused what only managers may do. The console has no scripts, so every journey here runs with
// JavaScript switched off; the accessibility scans switch it on, since axe itself is a script that
// Playwright cannot run in a page without JavaScript (the pages are the same either way).

const SHOTS = process.env.CONSOLE_SHOTS_DIR;

// The console speaks the browser's language until staff choose one; these journeys read Dutch.
test.use({ locale: 'nl-NL' });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const ADDRESS = {
  firstname: 'Jan',
  lastname: 'de Vries',
  street: ['Damrak', '12'],
  city: 'Amsterdam',
  postcode: '1012 LG',
  country_code: 'NL',
};

/** A guest order placed through the shop's API (iDEAL, payment still open): its number and e-mail. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const { cartId: id } = await prepareCart(request, null);
  await graphql(
    request,
    `
      mutation ($id: String!, $email: String!) {
        setGuestEmailOnCart(input: { cart_id: $id, email: $email }) {
          cart {
            id
          }
        }
      }
    `,
    { id, email },
  );
  await graphql(
    request,
    `
      mutation ($id: String!, $a: CartAddressInput!) {
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) {
          cart {
            id
          }
        }
      }
    `,
    {
      id,
      a: ADDRESS,
    },
  );
  await graphql(
    request,
    `
      mutation ($id: String!, $a: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) {
          cart {
            id
          }
        }
      }
    `,
    { id, a: ADDRESS },
  );
  await graphql(
    request,
    `
      mutation ($id: String!) {
        setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "postnl", method_code: "standard" }] }) {
          cart {
            id
          }
        }
      }
    `,
    { id },
  );
  await graphql(
    request,
    `
      mutation ($id: String!) {
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "ideal", issuer: "ing" } }) {
          cart {
            id
          }
        }
      }
    `,
    { id },
  );
  const placed = await graphql<{ placeOrder: { order: { order_number: string } } }>(
    request,
    `
      mutation ($id: String!) {
        placeOrder(input: { cart_id: $id }) {
          order {
            order_number
          }
        }
      }
    `,
    { id },
  );
  return placed.placeOrder.order.order_number;
}

test.describe('the console without JavaScript (A21)', () => {
  test.use({ javaScriptEnabled: false });

  test('a manager signs in, opens a table (link and QR code), closes it, and signs out', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('E-mailadres').fill(MANAGER.email);
    await page.getByLabel('Wachtwoord').fill('Verkeerd!123');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('alert')).toContainText('Aanmelden is niet gelukt');
    await expect(page.getByLabel('E-mailadres')).toHaveValue(MANAGER.email);
    await signInToConsole(page, MANAGER);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Tafels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tafels' })).toBeVisible();
    // A refused form comes back with the message next to the field and the values kept.
    await page.getByLabel('Tafel', { exact: true }).fill('   ');
    await page.getByLabel('Open voor (uren)').fill('30');
    await page.getByRole('button', { name: 'Tafel openen' }).click();
    await expect(page.getByText('Vul een tafelnaam in.')).toBeVisible();
    await expect(page.getByText('Een heel aantal uren van 1 tot 24.')).toBeVisible();
    await expect(page.getByLabel('Open voor (uren)')).toHaveValue('30');

    const shop = await page.getByLabel('Winkel').locator('option').first().textContent();
    await page.getByLabel('Tafel', { exact: true }).fill('E2E 4');
    await page.getByLabel('Open voor (uren)').fill('2');
    await page.getByRole('button', { name: 'Tafel openen' }).click();
    await expect(page.getByRole('status')).toContainText('De tafel is geopend');
    const row = page.locator('tr[data-table="E2E 4"]');
    await expect(row).toContainText(shop ?? '');
    await expect(row).toContainText('Open');
    await expect(row.getByRole('img', { name: 'QR-code voor tafel E2E 4' })).toBeVisible();
    const link = await row.getByRole('link', { name: /\/checkout\/\?xsattbaseurl=/ }).getAttribute('href');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/\?xsattbaseurl=%2Finstore&xsattsessionid=[A-Za-z0-9_-]{22}$/);
    await shot(page, 'tables');

    await row.getByRole('button', { name: 'Tafel E2E 4 sluiten' }).click();
    await expect(page.getByRole('status')).toContainText('De tafel is gesloten.');
    await expect(page.locator('tr[data-table="E2E 4"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('status')).toContainText('U bent afgemeld.');
    await page.goto('/admin/tables');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Ftables$/);
  });

  test('a manager looks up an order by number and by e-mail address and opens it', async ({ page, request }) => {
    const email = `console.${Date.now().toString(36)}@example.nl`;
    const number = await placeOrder(request, email);
    await signInToConsole(page, MANAGER);
    await page.goto('/admin/orders');
    await page.getByLabel('Ordernummer of e-mailadres').fill('geen order');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByText('Een ordernummer (zoals NL123456789) of een e-mailadres.')).toBeVisible();
    await page.getByLabel('Ordernummer of e-mailadres').fill(number.toLowerCase());
    await page.getByRole('button', { name: 'Zoeken' }).click();
    const table = page.getByRole('table', { name: 'Bestellingen' });
    await expect(table).toContainText(number);
    await expect(table).toContainText('wacht op betaling');
    await expect(table).toContainText('webbestelling');
    await page.getByLabel('Ordernummer of e-mailadres').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await table.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${number}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Betalingen' })).toContainText('sandbox');
    await expect(page.getByRole('table', { name: 'Artikelen' })).toBeVisible();
    await shot(page, 'order');
  });

  test('a manager creates a coupon, sees it listed with its rules, and blocks it', async ({ page }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await signInToConsole(page, MANAGER);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Kortingscodes' }).click();
    // Bad input first: messages next to the fields, values kept, nothing made.
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('radio', { name: 'Procent van de artikelen' }).check();
    await page.getByLabel('Korting (procent of euro)').fill('150');
    await page.getByRole('button', { name: 'Kortingscode aanmaken' }).click();
    await expect(page.getByText('Een percentage van 0,01 tot 100')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);

    await page.getByLabel('Korting (procent of euro)').fill('15');
    await page.getByLabel('Minimaal subtotaal (euro)').fill('50');
    await page.getByLabel('Totaal aantal keer te gebruiken').fill('10');
    await page.getByLabel('Aantal keer per klant').fill('1');
    await page.getByLabel('Niet geldig op sale- en actieartikelen').check();
    await page.getByRole('checkbox', { name: 'nl', exact: true }).check();
    await page.getByLabel('Geldig tot en met').fill('2030-12-31');
    await page.getByRole('button', { name: 'Kortingscode aanmaken' }).click();
    await expect(page.getByRole('status')).toContainText(`Kortingscode ${code} is aangemaakt.`);
    const row = page.locator(`tr[data-coupon="${code}"]`);
    await expect(row).toContainText('15%');
    await expect(row).toContainText('0 / 10');
    await expect(row).toContainText('niet op sale');
    await expect(row).toContainText('actief');
    await shot(page, 'coupons');

    await row.getByRole('button', { name: `${code} blokkeren` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kortingscode ${code}` })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('De kortingscode is geblokkeerd.');
    await expect(page.getByRole('main')).toContainText('geblokkeerd');
    await expect(page.getByText('Nog niet gebruikt.')).toBeVisible();
  });

  test('a manager issues a gift card (number and PIN shown once), finds it, and blocks it', async ({ page }) => {
    await signInToConsole(page, MANAGER);
    await page.goto('/admin/giftcards');
    await page.getByLabel('Bedrag (euro, 5 tot 500)').fill('25');
    await page.getByRole('button', { name: 'Cadeaukaart uitgeven' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadeaukaart uitgegeven' })).toBeVisible();
    const number = (await page.getByTestId('issued-number').textContent()) ?? '';
    expect(number).toMatch(/^\d{19}$/);
    await expect(page.getByTestId('issued-pin')).toHaveText(/^\d{6}$/);
    await shot(page, 'giftcard-issued');
    await page.getByRole('link', { name: 'Naar de kaart' }).click();
    await expect(page.getByRole('table', { name: 'Transacties' })).toContainText('uitgifte');
    await expect(page.getByTestId('issued-pin')).toHaveCount(0);
    await page.getByRole('button', { name: 'Kaart blokkeren' }).click();
    await expect(page.getByRole('status')).toContainText('De kaart is geblokkeerd.');

    await page.goto('/admin/giftcards');
    await page.getByLabel('Kaartnummer (of de laatste cijfers)').fill(number.slice(-6));
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page.getByRole('table', { name: 'Cadeaukaarten' })).toContainText(number);
    await expect(page.getByRole('table', { name: 'Cadeaukaarten' })).toContainText('geblokkeerd');
  });

  test('shop staff see their tables and the balance lookup, and get a 403 page for coupons', async ({ page }) => {
    await signInToConsole(page, EMPLOYEE);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Kortingscodes' })).toHaveCount(0);
    const response = await page.goto('/admin/coupons');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Niet toegestaan' })).toBeVisible();
    await page.goto('/admin/giftcards');
    await expect(page.getByRole('button', { name: 'Cadeaukaart uitgeven' })).toHaveCount(0);
  });
});

test.describe('accessibility of the console (A21)', () => {
  test('every console page passes the axe scan, on a desktop and on a phone', async ({ page, request }) => {
    // Two dozen pages, each scanned by axe (twice when it finds something, see support/axe.ts).
    test.setTimeout(300_000);
    const number = await placeOrder(request, `axe.${Date.now().toString(36)}@example.nl`);
    await page.goto('/admin/login');
    await expectNoSeriousA11yViolations(page);
    await signInToConsole(page, MANAGER);
    await page.goto('/admin/tables');
    await page.getByLabel('Tafel', { exact: true }).fill('Axe 1');
    await page.getByRole('button', { name: 'Tafel openen' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    const cardPage = async () => {
      await page.goto('/admin/giftcards');
      await page.getByLabel('Bedrag (euro, 5 tot 500)').fill('10');
      await page.getByRole('button', { name: 'Cadeaukaart uitgeven' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Naar de kaart' }).click();
    };
    const pages: [string, () => Promise<unknown>][] = [
      ['dashboard', () => page.goto('/admin/')],
      ['tables', () => page.goto('/admin/tables')],
      [
        'tables-refused',
        async () => {
          await page.goto('/admin/tables');
          await page.getByLabel('Tafel', { exact: true }).fill('');
          await page.getByRole('button', { name: 'Tafel openen' }).click();
        },
      ],
      ['orders', () => page.goto(`/admin/orders?q=${number}`)],
      ['orders-refused', () => page.goto('/admin/orders?q=x')],
      ['order', () => page.goto(`/admin/orders/${number}`)],
      ['coupons', () => page.goto('/admin/coupons')],
      [
        'coupons-refused',
        async () => {
          await page.goto('/admin/coupons');
          await page.getByRole('button', { name: 'Kortingscode aanmaken' }).click();
        },
      ],
      ['coupon', () => page.goto('/admin/coupons/WELKOM10')],
      ['giftcards', () => page.goto('/admin/giftcards?number=6064365001234567890')],
      ['giftcard', cardPage],
      ['not-found', () => page.goto('/admin/nothing')],
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      for (const [name, open] of pages) {
        await open();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, `${name}-${width}`);
      }
    }
    // The staff's 403 page, and the console in English.
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await signInToConsole(page, EMPLOYEE);
    await page.goto('/admin/coupons');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Taal').selectOption('en');
    await page.getByRole('button', { name: 'Wijzig taal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
