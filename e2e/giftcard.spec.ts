import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/checkout.ts';
import { mailPort, startMailbox } from './support/mailbox.ts';
import { waitForHydration } from './support/hydration.ts';

// Gift cards (CO17, CO18, V7, D12, D13): the balance-check page with each of the spec's messages,
// with and without JavaScript; an order paid partly by a gift card and partly by iDEAL; a cancelled
// payment that gives the card its balance back. The seeded demo cards: the 50-euro card is checked
// and spent-then-returned, the 25-euro card is spent; each journey works whatever ran before it.

const BALANCE_PATH = '/cadeaukaart/saldo/';
const CARD_50 = { number: '6064365001234567890', pin: '123456' };
const CARD_25 = { number: '6064365009876543210', pin: '654321' };
const BLOCKED = { number: '6064365002222222222', pin: '333333' };
/** Wrong PINs go to the empty card, so the cards that are spent keep their ten tries (ten lock a number). */
const EMPTY = { number: '6064365005555555555', pin: '111111' };

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

test.describe('balance check with JavaScript', () => {
  test('each of the spec messages, then a good card with its balance and expiry (CO17, V7)', async ({ page }) => {
    const response = await page.goto(BALANCE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Saldo cadeaukaart checken \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /19 cijfers/);
    await waitForHydration(page);

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
    await checkBalance(page, EMPTY.number, '000000');
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
    await expect(info).toContainText('2 jaar geldig');
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
    await expect(page.getByText('Bitte gib eine gültige 19-stellige Geschenkkartennummer ein.')).toBeVisible();
    await expect(page.getByText('Bitte gib die PIN deiner Geschenkkarte ein.')).toBeVisible();
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

    await checkBalance(page, EMPTY.number, '999999');
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

const giftCardSection = (page: Page) => page.getByRole('region', { name: 'Betalen met een cadeaukaart' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Je bestelling' });

async function applyCard(page: Page, card: { number: string; pin: string }) {
  const section = giftCardSection(page);
  await section.getByLabel('Kaartnummer').fill(card.number);
  await section.getByLabel('Pincode').fill(card.pin);
  await section.getByRole('button', { name: 'Cadeaukaart gebruiken' }).click();
}

/** A checkout amount as the Dutch summary writes it ("34,95", "35,-") in the provider's English ("€34.95", "€35.-"). */
/** The provider's page writes the amount as the Dutch store does. */
const providerAmount = (dutch: string) => `€ ${dutch.trim()}`;

test.describe('paying with a gift card', () => {
  test('a purchase paid partly by the 25-euro card and partly by iDEAL (CO18, CO17, OC1)', async ({ page, checkout }) => {
    await checkout.cart({ price: (euros) => euros >= 30 });
    await checkout.toPayment();
    await expect(page.getByRole('radio', { name: /cadeaukaart/i })).toHaveCount(0);

    // The browser's check first, then a refusal from the API, then the card.
    await applyCard(page, { number: CARD_25.number.slice(1), pin: '' });
    await expect(giftCardSection(page).getByText(MESSAGES.invalidNumber)).toBeVisible();
    await expect(giftCardSection(page).getByText(MESSAGES.pinRequired)).toBeVisible();
    await applyCard(page, BLOCKED);
    await expect(giftCardSection(page).getByRole('alert')).toHaveText(MESSAGES.inactive);
    await applyCard(page, { number: '6064 3650 0987 6543 210', pin: CARD_25.pin });

    const section = giftCardSection(page);
    await expect(section).toContainText('Cadeaukaart •••• 3210');
    await expect(section).toContainText('Je betaalt 25,- met deze kaart');
    await expect(section).toContainText('Saldo na je bestelling: 0,-');
    await expect(section.getByLabel('Kaartnummer')).toHaveValue('');
    const due = (await section.getByTestId('giftcard-amount-due').textContent()) ?? '';
    expect(due).toMatch(/^\d+,(\d\d|-)$/);
    await expect(summary(page)).toContainText('Cadeaukaart •••• 3210');
    await expect(summary(page)).toContainText('-25,-');
    await expect(summary(page).getByTestId('amount-due')).toHaveText(due);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'payment-step');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'payment-step-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The provider is asked for the rest only.
    await checkout.payWithIdeal();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Betaal ${providerAmount(due)} aan Van Arkel`);
    await page.getByRole('button', { name: /^Betalen$/ }).click();

    await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);
    const paid = page.getByTestId('order-gift-cards');
    await expect(paid).toContainText('Cadeaukaart •••• 3210');
    await expect(paid).toContainText('- € 25,-');
    await expect(paid).toContainText(`Betaald met iDEAL€ ${due.trim()}`);
    await screenshot(page, 'confirmation');

    // The card is spent.
    await page.goto(BALANCE_PATH);
    await checkBalance(page, CARD_25.number, CARD_25.pin);
    await expect(balanceOf(page)).toHaveText('€ 0,-');
  });

  test('a cancelled payment gives the card its balance back (CO18, OC3)', async ({ page, checkout }) => {
    await checkout.cart({ price: (euros) => euros >= 60 });
    await checkout.toPayment();
    await applyCard(page, CARD_50);
    await expect(giftCardSection(page)).toContainText('Je betaalt 50,- met deze kaart');

    // Removed and applied again: the remove button names the card.
    await giftCardSection(page).getByRole('button', { name: 'Cadeaukaart •••• 7890 verwijderen' }).click();
    await expect(giftCardSection(page)).not.toContainText('•••• 7890');
    await expect(summary(page)).not.toContainText('Cadeaukaart');
    await applyCard(page, CARD_50);
    await expect(giftCardSection(page)).toContainText('Je betaalt 50,- met deze kaart');

    await checkout.payWithIdeal();
    await page.getByRole('button', { name: /^Betaling annuleren$/ }).click();
    await expect(page).toHaveURL(/\/checkout\/failed\//);

    // Back in the shop the cart can be restored (OC10); the card's balance was given back already.
    await page.goto(BALANCE_PATH);
    const restore = page.getByRole('dialog', { name: 'Je winkelwagen is niet meer actief' });
    await restore.getByRole('button', { name: 'Winkelwagen herstellen' }).click();
    await expect(restore).toBeHidden();
    await checkBalance(page, CARD_50.number, CARD_50.pin);
    await expect(balanceOf(page)).toHaveText('€ 50,-');
  });
});

test.describe('an e-card bought in the shop', () => {
  test('is mailed with its number and PIN once paid, and then pays a whole order by itself (D13, CO18, CO20)', async ({
    page,
    checkout,
  }) => {
    const recipient = `ontvanger.${Date.now()}@example.com`;
    const mailbox = await startMailbox(mailPort(Number(new URL(baseURL).port)));
    let number = '';
    let pin = '';
    try {
      await page.goto('/cadeaukaart.html');
      await expect(page.locator('form[data-enhanced]')).toBeAttached();
      await page.getByLabel(/Eigen bedrag in euro/).fill('200');
      await page.getByLabel('Jouw naam').fill('Jan de Vries');
      await page.getByLabel('Naam ontvanger').fill('Piet Jansen');
      await page.getByLabel('E-mailadres ontvanger').fill(recipient);
      await page.getByRole('button', { name: 'In winkelwagen' }).click();
      await page
        .getByRole('dialog', { name: 'Het artikel is toegevoegd aan je winkelwagen' })
        .getByRole('link', { name: 'Naar winkelwagen' })
        .click();
      await expect(page).toHaveURL(/\/cart\/$/);
      await checkout.toPayment();
      // Gift cards are not paid for with gift cards.
      await expect(giftCardSection(page)).toHaveCount(0);
      await checkout.payWithIdeal();
      await page.getByRole('button', { name: /^Betalen$/ }).click();
      await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);

      const mail = await mailbox.waitFor(recipient, /Pincode/);
      number = (/Kaartnummer: ([\d ]{19,30})/.exec(mail.decoded)?.[1] ?? '').trim();
      pin = /Pincode: (\d{6})/.exec(mail.decoded)?.[1] ?? '';
    } finally {
      await mailbox.close();
    }
    expect(number.replace(/\s/g, '')).toMatch(/^\d{19}$/);
    expect(pin).toMatch(/^\d{6}$/);

    // The number as printed in the mail, with its spaces.
    await page.goto(BALANCE_PATH);
    await checkBalance(page, number, pin);
    await expect(balanceOf(page)).toHaveText('€ 200,-');

    await checkout.cart({ price: (euros) => euros >= 10 });
    await checkout.toPayment();
    await applyCard(page, { number, pin });
    await expect(page.getByRole('status').filter({ hasText: 'Je cadeaukaart betaalt je hele bestelling' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(summary(page).getByTestId('amount-due')).toHaveText('0,-');
    await screenshot(page, 'payment-covered');
    await page.getByRole('button', { name: 'Bestellen', exact: true }).click();

    // No provider page: the order is paid by the card at once.
    await expect(page).toHaveURL(/\/order-complete\/NL\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expect(page.getByTestId('order-gift-cards')).toContainText(`Cadeaukaart •••• ${number.replace(/\s/g, '').slice(-4)}`);
    await expect(page.getByTestId('order-gift-cards')).not.toContainText('Betaald met');
  });
});

test.describe('the payment step without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a card is checked by the server, applied and removed with plain form posts (CO18, V7, V13)', async ({ page, checkout }) => {
    await checkout.cart({ price: (euros) => euros >= 60 });
    await checkout.toPayment();

    await applyCard(page, { number: CARD_50.number, pin: '12345' });
    await expect(giftCardSection(page).getByText(MESSAGES.pinInvalid)).toBeVisible();
    await expect(giftCardSection(page).getByLabel('Kaartnummer')).toHaveValue(CARD_50.number);
    await applyCard(page, EMPTY);
    await expect(giftCardSection(page).getByRole('alert')).toHaveText('Er staat geen saldo meer op deze cadeaukaart.');

    await applyCard(page, CARD_50);
    await expect(page).toHaveURL(/\/checkout\/payment\/$/);
    await expect(giftCardSection(page)).toContainText('Je betaalt 50,- met deze kaart');
    await expect(summary(page)).toContainText('-50,-');
    await screenshot(page, 'payment-nojs');

    await giftCardSection(page).getByRole('button', { name: 'Cadeaukaart •••• 7890 verwijderen' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\/$/);
    await expect(giftCardSection(page)).not.toContainText('•••• 7890');
    await expect(summary(page).getByTestId('amount-due')).toHaveCount(0);
  });
});
