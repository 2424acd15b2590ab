import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mailPort, startMailbox } from './support/mailbox.ts';

// The footer sign-up (NL1–NL9): validation in the form, the states, the confirmation e-mail with
// its link, the confirmed page, the coupon e-mail, and the refusal of an address already subscribed.

const port = Number(new URL(baseURL).port);

function signUp(page: Page) {
  const section = page.locator('section[aria-labelledby="footer-newsletter"]');
  return {
    section,
    email: section.getByLabel('Je e-mailadres'),
    submit: section.getByRole('button', { name: /Inschrijven|Bezig met inschrijven/ }),
  };
}

/** Once scripts run the header's menu link turns into a button: the form is enhanced from then on. */
async function whenHydrated(page: Page) {
  await expect(page.locator('header button[aria-expanded]').first()).toBeAttached();
}

async function openHome(page: Page) {
  await page.goto('/');
  await whenHydrated(page);
}

test('NL1–NL3, NL7, NL9: sign up in the footer, confirm through the e-mailed link and receive the coupon', async ({ page }) => {
  const mailbox = await startMailbox(mailPort(port));
  try {
    const email = `nieuwsbrief-${Date.now()}@example.com`;
    await openHome(page);
    const form = signUp(page);
    await expect(form.section.getByText('10 euro korting, exclusief sale- en actieartikelen')).toBeVisible();

    await form.email.fill('jan@');
    await form.submit.click();
    await expect(form.section.getByRole('alert')).toHaveText('Vul een geldig e-mailadres in.');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    // NL7: typing takes the error away.
    await form.email.pressSequentially('x');
    await expect(form.section.getByRole('alert')).toHaveCount(0);

    await form.email.fill(email);
    const posted = page.waitForResponse((response) => response.url().includes('/newsletter') && response.request().method() === 'POST');
    await form.submit.click();
    await posted;
    await expect(form.section.getByRole('status')).toContainText('Kijk in je inbox en bevestig je inschrijving');
    // NL3: the sign-up is reported to analytics.
    expect(
      await page.evaluate(() =>
        (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === 'emailOptin'),
      ),
    ).toBe(true);

    // NL4: a second press after success sends nothing.
    let again = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/newsletter')) again += 1;
    });
    await form.submit.click();
    await expect(form.section.getByRole('status')).toContainText('Kijk in je inbox');
    expect(again).toBe(0);

    const confirmation = await mailbox.waitFor(email, /newsletter\/confirm\//);
    const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\/\?code=[A-Za-z0-9_%-]+/.exec(confirmation.decoded)?.[0];
    expect(link, 'the confirmation e-mail holds the link').toBeTruthy();
    const target = new URL(link!.replace(/&amp;/g, '&'));
    const response = await page.goto(`${target.pathname}${target.search}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Je inschrijving is bevestigd' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);

    const coupon = await mailbox.waitFor(email, /Kortingscode/);
    expect(coupon.decoded).toMatch(/10 euro/);

    // NL5: the same address again is refused with the API's message, translated.
    await openHome(page);
    const fresh = signUp(page);
    await fresh.email.fill(email);
    await fresh.submit.click();
    await expect(fresh.section.getByRole('alert')).toHaveText('Dit e-mailadres is al ingeschreven.');
  } finally {
    await mailbox.close();
  }
});

test('NL9: a confirmation link that is not valid says so, without being kept by caches', async ({ page }) => {
  const response = await page.goto('/newsletter/confirm/?code=not-a-real-code');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet (meer)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const hostile = await page.goto('/newsletter/confirm/?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  expect(hostile?.status()).toBe(400);
});

test('NL2 without JavaScript: the form posts and the page comes back with the outcome', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/accessoires/?page=1');
  const form = signUp(page);
  await form.submit.click();
  await expect(page).toHaveURL(/newsletter=validation\.email\.required/);
  await expect(form.section.getByRole('alert')).toHaveText('Vul je e-mailadres in.');
  await form.email.fill(`zonder-js-${Date.now()}@example.com`);
  await form.submit.click();
  await expect(page).toHaveURL(/newsletter=subscribed/);
  await expect(form.section.getByRole('status')).toContainText('Kijk in je inbox');
  await context.close();
});

test('NL6: the form starts over 300 ms after the page’s query changes', async ({ page }) => {
  await page.goto('/accessoires/');
  await whenHydrated(page);
  const form = signUp(page);
  await form.email.fill('x');
  await form.submit.click();
  await expect(form.section.getByRole('alert')).toBeVisible();
  await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(form.section.getByRole('alert')).toHaveCount(0);
  await expect(form.email).toHaveValue('');
});
