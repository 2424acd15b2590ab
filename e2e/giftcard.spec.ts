import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// Gift cards (CO17, CO18, V7, D12, D13): the balance-check page with each of the spec's messages,
// with and without JavaScript; an order paid partly by a gift card and partly by iDEAL; a cancelled
// payment that gives the card its balance back. The seeded demo cards: the 50-euro card is checked
// and spent-then-returned, the 25-euro card is spent; each journey works whatever ran before it.

const BALANCE_PATH = '/cadeaukaart/saldo/';
const CARD_50 = { number: '6064365001234567890', pin: '123456' };
const CARD_25 = { number: '6064365009876543210', pin: '654321' };
const BLOCKED = { number: '6064365002222222222', pin: '333333' };
const PAYMENT_PAGE = /\/payment\/[0-9a-f]{32}$/;

const MESSAGES = {
  invalidNumber: 'Vul een geldig cadeaukaartnummer van 19 cijfers in.',
  pinRequired: 'Vul de pincode van je cadeaukaart in.',
  pinInvalid: 'De pincode bestaat uit 6 cijfers.',
  noData: 'Er zijn geen gegevens gevonden bij dit kaartnummer en deze pincode.',
  inactive: 'Deze cadeaukaart is niet actief of geblokkeerd.',
};

async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: fileURLToPath(new URL(`../screenshots/giftcard-${name}.png`, import.meta.url)), fullPage: true });
}

async function checkBalance(page: Page, number: string, pin: string) {
  await page.getByLabel('Kaartnummer').fill(number);
  await page.getByLabel('Pincode').fill(pin);
  await page.getByRole('button', { name: 'Saldo bekijken' }).click();
}

const balanceOf = (page: Page) => page.getByTestId('giftcard-balance');

/** Waits until React has attached itself to the page, so the forms check in the browser. */
async function whenHydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));
}

test.describe('balance check with JavaScript', () => {
  test('each of the spec messages, then a good card with its balance and expiry (CO17, V7)', async ({ page }) => {
    const response = await page.goto(BALANCE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Saldo cadeaukaart checken \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /19 cijfers/);
    await whenHydrated(page);

    // In the browser: 18 digits, then no PIN, then a 5-digit PIN; nothing is sent.
    await checkBalance(page, CARD_50.number.slice(1), CARD_50.pin);
    await expect(page.getByText(MESSAGES.invalidNumber)).toBeVisible();
    await expect(page.getByLabel('Kaartnummer')).toBeFocused();
    await expect(page.getByLabel('Kaartnummer')).toHaveAttribute('aria-invalid', 'true');
    await checkBalance(page, `${CARD_50.number}0`, CARD_50.pin);
    await expect(page.getByText(MESSAGES.invalidNumber)).toBeVisible();
    await checkBalance(page, CARD_50.number, '');
    await expect(page.getByText(MESSAGES.pinRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.invalidNumber)).toHaveCount(0);
    await checkBalance(page, CARD_50.number, '1234567');
    await expect(page.getByText(MESSAGES.pinInvalid)).toBeVisible();

    // From the API: a wrong PIN, a blocked card.
    await checkBalance(page, CARD_50.number, '000000');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.noData);
    await checkBalance(page, BLOCKED.number, BLOCKED.pin);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.inactive);
    await screenshot(page, 'balance-error');

    // A good card typed with the spaces printed on it.
    await checkBalance(page, '6064 3650 0123 4567 890', CARD_50.pin);
    await expect(balanceOf(page)).toHaveText('€ 50,-');
    const result = page.getByRole('status').filter({ has: page.getByRole('heading', { name: /Saldo van cadeaukaart/ }) });
    await expect(result).toContainText('•••• 7890');
    await expect(result).toContainText('31 december 2028');
    await expect(page.getByLabel('Pincode')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'balance');

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'balance-phone');
  });

  test('the gift card page explains the card types and limits and links to the balance check (D12, D13)', async ({ page }) => {
    await page.goto('/cadeaukaart.html');
    const info = page.getByRole('region', { name: 'Zo werkt de cadeaukaart' });
    await expect(info).toContainText('zodra je bestelling is betaald, krijgt de ontvanger een e-mail met het kaartnummer');
    await expect(info).toContainText('Cadeaukaart per post');
    await expect(info).toContainText('€ 5,- tot € 500,-');
    await info.getByRole('link', { name: 'Saldo van je cadeaukaart checken' }).click();
    await expect(page).toHaveURL(new RegExp(`${BALANCE_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Saldo cadeaukaart checken' })).toBeVisible();
  });

  test('the balance page speaks English and German in those stores', async ({ page }) => {
    await page.goto('/de/');
    await page.goto(BALANCE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Guthaben der Geschenkkarte prüfen' })).toBeVisible();
    await page.getByLabel('Kartennummer').fill('123');
    await page.getByRole('button', { name: 'Guthaben anzeigen' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige 19-stellige Geschenkkartennummer ein.')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie die PIN Ihrer Geschenkkarte ein.')).toBeVisible();
  });
});

test.describe('balance check without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers with the same messages and the balance (CO17, V7, V13)', async ({ page }) => {
    await page.goto(BALANCE_PATH);
    await checkBalance(page, CARD_50.number.slice(1), '');
    await expect(page.getByText(MESSAGES.invalidNumber)).toBeVisible();
    await expect(page.getByText(MESSAGES.pinRequired)).toBeVisible();
    await expect(page.getByLabel('Kaartnummer')).toHaveValue(CARD_50.number.slice(1));

    await checkBalance(page, '<script>alert(1)</script>', '<b>1</b>');
    await expect(page.getByText(MESSAGES.invalidNumber)).toBeVisible();
    await expect(page.getByText(MESSAGES.pinInvalid)).toBeVisible();
    await expect(page.getByLabel('Kaartnummer')).toHaveValue('<script>alert(1)</script>');

    await checkBalance(page, CARD_50.number, '999999');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.noData);
    await checkBalance(page, BLOCKED.number, BLOCKED.pin);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.inactive);
    await checkBalance(page, CARD_50.number, CARD_50.pin);
    await expect(balanceOf(page)).toHaveText('€ 50,-');
    await screenshot(page, 'balance-nojs');
  });

  test('the gift card form refuses 4,99 and accepts 500 on the server (D12)', async ({ page }) => {
    await page.goto('/cadeaukaart.html');
    await page.getByLabel(/Eigen bedrag in euro/).fill('4,99');
    await page.getByLabel('Jouw naam').fill('Jan');
    await page.getByLabel('Naam ontvanger').fill('Piet');
    await page.getByLabel('E-mailadres ontvanger').fill('piet@example.com');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByText('Het bedrag moet tussen € 5,- en € 500,- liggen.')).toBeVisible();
    await page.getByLabel(/Eigen bedrag in euro/).fill('500');
    await page.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    const cardLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cadeaukaart' }) });
    await expect(cardLine).toContainText('Bedrag:€ 500,-');
  });
});
