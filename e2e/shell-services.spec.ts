import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { newShopper, register } from './support/account.ts';
import { waitForHydration } from './support/hydration.ts';
import { firstSizedProductLink } from './support/listing.ts';

// The shell's services: the customer-service panel of #chat links (R20, R21), the account link's
// two states (L10), debug mode (L19), the content editor's toolbar (L21), the sizing service (L22,
// L23) and the breakpoints kept as state (K1). The cookie bar is answered beforehand: it covers the
// page's foot by design.

async function answerCookieBar(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'va_cookie_message', value: '1', url: baseURL }]);
}

const cookieNamed = async (context: BrowserContext, name: string) => (await context.cookies()).find((cookie) => cookie.name === name);

test.beforeEach(async ({ context }) => answerCookieBar(context));

test('R20, R21: a link ending in #chat opens the customer-service panel with the store phone, e-mail and hours; the address stays', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const address = page.url();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chat met ons' }).click();
  const panel = page.getByRole('dialog', { name: 'Klantenservice' });
  await expect(panel).toBeVisible();
  expect(page.url()).toBe(address);
  await expect(panel.getByRole('link', { name: /Bel ons/ })).toHaveAttribute('href', 'tel:+31201234567');
  await expect(panel.getByRole('link', { name: /Mail ons/ })).toHaveAttribute('href', 'mailto:klantenservice@vanarkel.example');
  await expect(panel.getByRole('heading', { name: 'Openingstijden' })).toBeVisible();
  await expect(panel.locator('dl dd').first()).toHaveText(/\d{2}:\d{2}/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The service page's own text links to the chat too; the panel leads back to that page.
  await page.goto('/klantenservice/');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Chat met ons' }).first().click();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/klantenservice\/$/);
});

test('R21: the German store panel speaks German and names its own address', async ({ page }) => {
  await page.goto('/de/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chatte mit uns' }).click();
  const panel = page.getByRole('dialog', { name: 'Kundenservice' });
  await expect(panel.getByRole('link', { name: /Ruf uns an/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Schreib uns/ })).toHaveAttribute('href', 'mailto:kundenservice@vanarkel.example');
  await expect(panel.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
});

test('L10: logged out the account link leads straight to the login page with the outline icon; logged in to the dashboard, filled', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const link = page.getByRole('banner').getByRole('link', { name: 'Inloggen of account aanmaken' });
  await expect(link).toHaveAttribute('href', '/customer/login/');
  await expect(link.locator('svg')).toHaveAttribute('data-icon', 'account-outline');
  await expect(link.locator('svg')).toHaveAttribute('fill', 'none');
  // No redirect hop: the link's address is the page.
  expect((await request.get('/customer/login/', { maxRedirects: 0 })).status()).toBe(200);

  await register(page, newShopper('l10'));
  const account = page.getByRole('banner').getByRole('link', { name: 'Mijn account (Jan)' });
  await expect(account).toHaveAttribute('href', '/customer/');
  await expect(account.locator('svg')).toHaveAttribute('data-icon', 'account-filled');
  await expect(account.locator('svg')).toHaveAttribute('fill', 'currentColor');
});

const debugFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('va_debugmode'));

test('L19: ?debugmode=true switches debug mode on for the tab (not for a new tab), ?debugmode=false off', async ({ page, context }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/?debugmode=true');
  const panel = page.getByRole('region', { name: 'Debugmodus' });
  await expect(panel).toBeVisible();
  expect(await debugFlag(page)).toBe('true');
  await expect(page.locator('html')).toHaveAttribute('data-debugmode', 'true');
  await expect(panel).toContainText('nl');
  await expect(panel).toContainText('widescreen');
  await expect(panel).toContainText('home');
  // Tracking events show in the console meanwhile.
  await expect.poll(() => logged.some((text) => text.startsWith('[debugmode] dataLayer'))).toBe(true);

  // Later pages of the tab keep it.
  await page.goto('/klantenservice/');
  await expect(panel).toBeVisible();
  expect(await debugFlag(page)).toBe('true');

  // A new tab starts without it.
  const other = await context.newPage();
  await other.goto('/klantenservice/');
  await waitForHydration(other);
  expect(await debugFlag(other)).toBeNull();
  await expect(other.getByRole('region', { name: 'Debugmodus' })).toHaveCount(0);
  await other.close();

  await page.goto('/?debugmode=false');
  await waitForHydration(page);
  // Debug mode is read after hydration, with the page's other services.
  await expect.poll(() => debugFlag(page)).toBeNull();
  await expect(panel).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-debugmode', 'true');
});

/** A preview token's shape (the toolbar reads its page, the API checks its signature). */
const previewToken = () =>
  `${Buffer.from(JSON.stringify({ uid: 'over-ons', lang: 'nl', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.c2lnbmF0dXJl`;

test('L21: the content editor toolbar appears with a preview cookie, not with ?thirdparty=disabled, not without the cookie', async ({
  page,
  context,
}) => {
  const toolbar = page.getByRole('region', { name: 'Redactie' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(toolbar).toHaveCount(0);

  await context.addCookies([{ name: 'va_preview', value: previewToken(), url: baseURL }]);
  await page.goto('/');
  await expect(toolbar).toBeVisible();
  await expect(toolbar).toContainText('Voorbeeldmodus');
  await expect(toolbar.getByRole('link', { name: 'Concept van over-ons bekijken' })).toHaveAttribute('href', /^\/preview\/\?token=/);

  await page.goto('/?thirdparty=disabled');
  await waitForHydration(page);
  await expect(toolbar).toHaveCount(0);

  // Leaving preview mode removes the cookie.
  await page.goto('/');
  await toolbar.getByRole('button', { name: 'Voorbeeldmodus verlaten' }).click();
  await expect(toolbar).toHaveCount(0);
  expect(await cookieNamed(context, 'va_preview')).toBeUndefined();
});

test('L22: after load a sizing session id is fetched and kept in its cookie; with ?thirdparty=disabled no call and no cookie', async ({
  browser,
  request,
}) => {
  const answer = await request.get('/sizing/session');
  expect(answer.status()).toBe(200);
  expect((await answer.json()) as { id: string }).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  const disabled = await browser.newContext();
  await answerCookieBar(disabled);
  const quiet = await disabled.newPage();
  const calls: string[] = [];
  quiet.on('request', (req) => {
    if (req.url().includes('/sizing/')) calls.push(req.url());
  });
  await quiet.goto('/?thirdparty=disabled');
  await waitForHydration(quiet);
  await quiet.waitForLoadState('load');
  await quiet.waitForTimeout(500);
  expect(calls).toEqual([]);
  expect(await cookieNamed(disabled, 'va_sizing_session')).toBeUndefined();
  await disabled.close();

  const enabled = await browser.newContext();
  await answerCookieBar(enabled);
  const page = await enabled.newPage();
  await page.goto('/');
  await expect.poll(async () => (await cookieNamed(enabled, 'va_sizing_session'))?.value).toMatch(/^[0-9a-f-]{36}$/);
  const cookie = await cookieNamed(enabled, 'va_sizing_session');
  expect(cookie?.path).toBe('/');
  await enabled.close();
});

// Fails on a fresh clone's run (the advice does not show after the size was chosen): open, to be fixed.
test('L23: the product page advises the size the shopper chose before', async ({ page, context }) => {
  await page.goto('/kleding/overhemden/');
  await expect.poll(async () => (await cookieNamed(context, 'va_sizing_session'))?.value ?? '').not.toBe('');
  await (await firstSizedProductLink(page)).click();
  await expect(page).toHaveURL(/\.html/);
  await waitForHydration(page);
  const path = new URL(page.url()).pathname;
  const advice = page.getByTestId('size-advice');
  await expect(advice).toHaveCount(0);
  const size = page.locator('input[name="size"]:not([disabled])').first();
  const value = (await size.getAttribute('value')) ?? '';
  const label = ((await page.locator(`label[for="${await size.getAttribute('id')}"]`).textContent()) ?? '').trim();
  await page.goto(`${path}?size=${encodeURIComponent(value)}`);
  await waitForHydration(page);
  // The advice's code loads after the page; the choice counts once it has run.
  await expect.poll(async () => page.evaluate(() => localStorage.getItem('va_sizes') ?? '')).toContain(JSON.stringify(label));
  // The next visit to a shirt in that size: the advice names it.
  await page.goto(path);
  await expect(advice).toHaveText(`Ons maatadvies: ${label}, de maat die je eerder koos.`);
  await page.goto(`${path}?thirdparty=disabled`);
  await waitForHydration(page);
  await expect(advice).toHaveCount(0);
});

test('K1: the breakpoint is kept as state and the layout switches at 40, 48, 64, 80, 100 and 119em', async ({ page }) => {
  const expected: [number, string][] = [
    [375, 'mobile'],
    [640, 'phablet'],
    [768, 'tablet'],
    [1024, 'desktop'],
    [1280, 'widescreen'],
    [1600, 'xl'],
    [1904, 'xxl'],
  ];
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const menuButton = page.getByRole('button', { name: 'Menu openen' });
  for (const [width, name] of expected) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('html')).toHaveAttribute('data-breakpoint', name);
    // Below the desktop breakpoint the menu is a drawer behind a button (L12).
    if (width < 1024) await expect(menuButton).toBeVisible();
    else await expect(menuButton).toBeHidden();
  }
  await page.setViewportSize({ width: 639, height: 800 });
  await expect(page.locator('html')).toHaveAttribute('data-breakpoint', 'mobile');
  await expect(page.locator('html')).toHaveAttribute('data-template', 'home');
});
