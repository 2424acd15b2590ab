import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { timings } from '@shop/rules';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';

// The cookie bar and the consent it stores (P1–P4, CK1–CK3), the events it sends (AN2, AN3) and
// the partner code (CK9). The bar is in the server's HTML for a visitor who has not answered it
// (decision 024); with scripts its buttons answer in place once the page is hydrated.

const DAY_S = 24 * 60 * 60;
const bar = (page: Page) => page.getByTestId('cookie-bar');

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => entry));
}

function events(layer: Record<string, unknown>[], name: string) {
  return layer.filter((entry) => entry.event === name);
}

test('P1, P2, AN3, CK1, CK2: accept hides the bar, stores both cookies for 100 days and sends cookiePreference once', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('functionele cookies');
  await expectNoSeriousA11yViolations(page);
  // P4: nothing from a tag manager before consent.
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);

  await waitForHydration(page);
  const before = Date.now() / 1000;
  await bar(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect(bar(page)).toHaveCount(0);

  const message = await cookie(context, 'va_cookie_message');
  const settings = await cookie(context, 'va_cookie_settings');
  expect(message?.value).toBe('1');
  expect(decodeURIComponent(settings?.value ?? '')).toBe('functional,analytics,marketing');
  for (const entry of [message, settings]) {
    expect(entry?.path).toBe('/');
    expect(entry?.expires ?? 0).toBeGreaterThan(before + 99 * DAY_S);
    expect(entry?.expires ?? 0).toBeLessThan(before + 101 * DAY_S);
  }
  const preference = events(await dataLayer(page), 'cookiePreference');
  expect(preference).toEqual([
    {
      event: 'cookiePreference',
      cookiePreference: 'accept',
      cookieCategories: ['functional', 'analytics', 'marketing'],
      analyticsConsent: true,
      marketingConsent: true,
    },
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(bar(page)).toHaveCount(0);
});

test('P2: accept keeps a settings cookie chosen earlier', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'va_cookie_settings', value: 'functional', url: baseURL ?? '' }]);
  await page.goto('/');
  await waitForHydration(page);
  await bar(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect((await cookie(context, 'va_cookie_message'))?.value).toBe('1');
  expect((await cookie(context, 'va_cookie_settings'))?.value).toBe('functional');
});

test('P4: deny stores functional only and loads no tags', async ({ page, context }) => {
  await page.clock.install();
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await bar(page).getByRole('button', { name: 'Alleen functioneel' }).click();
  await expect(bar(page)).toHaveCount(0);
  expect((await cookie(context, 'va_cookie_settings'))?.value).toBe('functional');
  expect(events(await dataLayer(page), 'cookiePreference')[0]).toMatchObject({ cookiePreference: 'deny', analyticsConsent: false });
  await page.mouse.move(10, 10);
  // Tags would load after an interaction or the third-party delay, once the browser is idle (at
  // most 2 s later): the page's clock runs past both.
  await page.clock.runFor(timings.thirdPartyDelayMs + 2000);
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test('P3, B21: the settings button leads to the cookie page, which shows no bar and changes the choice', async ({ page, context }) => {
  await page.goto('/');
  await bar(page).getByRole('link', { name: 'Cookie-instellingen' }).click();
  await expect(page).toHaveURL(/\/cookieverklaring\/#cookie-settings$/);
  await expect(bar(page)).toHaveCount(0);
  const form = page.getByRole('group', { name: 'Kies welke cookies je toestaat' });
  await expect(form).toBeVisible();
  await form.getByRole('checkbox', { name: /^Statistieken/ }).check();
  await page.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expect(page.getByText('Je keuze is opgeslagen.')).toBeVisible();
  expect(decodeURIComponent((await cookie(context, 'va_cookie_settings'))?.value ?? '')).toBe('functional,analytics');
  expect((await cookie(context, 'va_cookie_message'))?.value).toBe('1');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Statistieken/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  // Elsewhere the bar stays away now.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(bar(page)).toHaveCount(0);
});

test('P1: the bar is in the HTML the server sends until the shopper has answered, then it is not', async ({ page, request, baseURL }) => {
  const shown = /<section[^>]*data-testid="cookie-bar"/;
  // The empty cart: its largest text is the bar's, which so paints with the page.
  expect(await (await request.get('/cart/')).text()).toMatch(shown);
  expect(await (await request.get('/kleding/')).text()).toMatch(shown);
  await page.context().addCookies([
    { name: 'va_cookie_message', value: '1', url: baseURL ?? '' },
    { name: 'va_cookie_settings', value: 'functional', url: baseURL ?? '' },
  ]);
  for (const path of ['/cart/', '/kleding/']) {
    const answer = await page.request.get(path);
    expect(await answer.text()).not.toContain('data-testid="cookie-bar"');
  }
});

test('P1: the English store shows the bar in English and links its own cookie page', async ({ page }) => {
  await page.goto('/en/');
  await expect(bar(page)).toContainText('We use functional cookies');
  await expect(bar(page).getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '/cookie-statement/#cookie-settings');
});

test('AN2: a page view on load and on every client navigation, with the page type', async ({ page }) => {
  await page.goto('/kleding/overhemden/');
  const pageTypes = async () => events(await dataLayer(page), 'pageview').map((entry) => entry.pageType);
  // The load's page view comes once the scripts run (after the first screen, decision 067): only
  // then is the next click a client navigation rather than a new page load.
  await expect.poll(pageTypes).toEqual(['category']);
  await page.locator('main a[href$=".html"]').first().click();
  await expect(page).toHaveURL(/\.html/);
  await expect.poll(pageTypes).toEqual(['category', 'product']);
});

test('CK9, CK10: a landing with ?dn= stores the partner code for 30 days', async ({ page, context }) => {
  await page.goto('/?dn=partner_42');
  await expect.poll(async () => (await cookie(context, 'dn_cookie'))?.value).toBe('partner_42');
  const expires = (await cookie(context, 'dn_cookie'))?.expires ?? 0;
  expect(expires).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_S);
  expect(expires).toBeLessThan(Date.now() / 1000 + 31 * DAY_S);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('P1, P2, P4: the bar posts the choice, the cookies are set and the shopper is back on the page', async ({ page, context }) => {
    await page.goto('/kleding/overhemden/');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', { name: 'Alleen functioneel' }).click();
    await expect(page).toHaveURL(/\/kleding\/overhemden\/$/);
    expect((await cookie(context, 'va_cookie_message'))?.value).toBe('1');
    expect((await cookie(context, 'va_cookie_settings'))?.value).toBe('functional');
    // Answered: the bar is gone from this page and every other.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(bar(page)).toHaveCount(0);
    await page.goto('/cart/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(bar(page)).toHaveCount(0);
  });

  test('P3, B21: the settings link leads to the cookie page, whose form shows the stored choice', async ({ page }) => {
    await page.goto('/cart/');
    await bar(page).getByRole('link', { name: 'Cookie-instellingen' }).click();
    await expect(page).toHaveURL(/\/cookieverklaring\/#cookie-settings$/);
    await expect(bar(page)).toHaveCount(0);
    await page.getByRole('checkbox', { name: /^Statistieken/ }).check();
    await page.getByRole('button', { name: 'Keuze opslaan' }).click();
    await expect(page).toHaveURL(/\/cookieverklaring\/#cookie-settings$/);
    await expect(page.getByText('Nu toegestaan: functioneel, statistieken.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Statistieken/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Marketing/ })).not.toBeChecked();
  });

  test('P4: the cookie page form saves the ticked categories', async ({ page, context }) => {
    await page.goto('/cookieverklaring/');
    await page.getByRole('checkbox', { name: /^Marketing/ }).check();
    await page.getByRole('button', { name: 'Keuze opslaan' }).click();
    await expect(page).toHaveURL(/\/cookieverklaring\/#cookie-settings$/);
    expect(decodeURIComponent((await cookie(context, 'va_cookie_settings'))?.value ?? '')).toBe('functional,marketing');
  });
});
