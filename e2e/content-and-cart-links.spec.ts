import { expect, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { prepareCart, shopGraphql, test } from './support/checkout.ts';
import { waitForHydration } from './support/hydration.ts';

// Content pages as the CMS writes them (B2 head tags and logo colour, B15 image slider, B18 feed
// block), a cart taken over from a link (CA26, CA27), the cart page's lists of four (CA30) and the
// newsletter's address messages in every store language (V1).

async function answerCookieBar(context: BrowserContext): Promise<void> {
  await context.addCookies([
    { name: 'va_cookie_message', value: '1', url: baseURL },
    { name: 'va_cookie_settings', value: encodeURIComponent('functional'), url: baseURL },
  ]);
}

const CMS_PAGE = `query ($url: String!) { contentPageByUrl(urlKey: $url, lang: "nl") { meta_title meta_description meta_robots logo_color } }`;

interface CmsPage {
  meta_title: string;
  meta_description: string | null;
  meta_robots: string | null;
  logo_color: string | null;
}

async function cmsPage(page: Page, url: string): Promise<CmsPage> {
  const answer = await shopGraphql<{ data: { contentPageByUrl: CmsPage } }>(page.request, CMS_PAGE, { url });
  return answer.data.contentPageByUrl;
}

test('B2: a content page’s head tags are the CMS values and its logo colour reaches the header', async ({ page }) => {
  const service = await cmsPage(page, 'klantenservice');
  await page.goto('/klantenservice/');
  await expect(page).toHaveTitle(service.meta_title);
  if (service.meta_description) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.meta_description);
  if (service.meta_robots) await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', service.meta_robots);
  expect(service.logo_color).toBe('dark');
  await expect(page.locator('header[data-logo-color]')).toHaveAttribute('data-logo-color', 'dark');

  const about = await cmsPage(page, 'over-ons');
  await page.goto('/over-ons/');
  await expect(page).toHaveTitle(about.meta_title);
  await expect(page.locator('header[data-logo-color]')).toHaveAttribute('data-logo-color', about.logo_color === 'light' ? 'light' : 'dark');

  // The home page is written light: the logo is drawn light on the navy bar.
  await page.goto('/');
  const header = page.locator('header[data-logo-color]');
  await expect(header).toHaveAttribute('data-logo-color', 'light');
  const logo = header.getByRole('link', { name: /Van Arkel/i }).first();
  expect(await logo.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(245, 242, 236)');
});

test('B15, B18: the image slider moves and its buttons lead on; the feed block shows products for sale', async ({ page, context }) => {
  await answerCookieBar(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/over-ons/');
  await waitForHydration(page);
  const slider = page.locator('[aria-roledescription="carousel"][data-variant="slides"]').first();
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('button', { name: 'Vorige' })).toBeDisabled();
  await slider.getByRole('button', { name: 'Volgende' }).click();
  await expect(slider.getByRole('button', { name: 'Vorige' })).toBeEnabled();

  const feed = page.getByRole('heading', { level: 2, name: 'Misschien ook iets voor jou' });
  await expect(feed).toBeVisible();
  const tiles = page.getByRole('region', { name: 'Misschien ook iets voor jou' }).locator('article a[href$=".html"]');
  expect(await tiles.count()).toBeGreaterThan(0);

  const button = slider.getByRole('link', { name: 'Openingstijden' }).first();
  await expect(button).toHaveAttribute('href', '/winkels/');
  await button.click();
  await expect(page).toHaveURL(/\/winkels\/$/);
});

test('CA26, CA27: a link carrying a guest cart’s id shows that cart and drops the id from the address; a bogus id is ignored', async ({
  page,
  context,
  browser,
}) => {
  await answerCookieBar(context);
  const { cartId, name } = await prepareCart(page.request, null);
  await page.goto(`/cart/?cartId=${cartId}`);
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await expect(page.locator('main').getByText(name).first()).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'quote_masked_id_nl')?.value).toBe(cartId);

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`${baseURL}/cart/?cartId=bogus`);
  await expect(other).toHaveURL(/\/cart\/$/);
  await expect(other.getByRole('heading', { name: 'Je winkelwagen is nog leeg' })).toBeVisible();
  expect((await stranger.cookies()).some((cookie) => cookie.name === 'quote_masked_id_nl')).toBe(false);
  await stranger.close();
});

test('CA30: the cart page lists the recently viewed products four to a page', async ({ page, context }) => {
  await answerCookieBar(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await prepareCart(page.request, context);
  // Viewing a few products fills the browser's recently viewed list.
  await page.goto('/overhemden/');
  const links = await page
    .locator('main article a[href$=".html"]')
    .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname))]);
  for (const [index, path] of links.slice(0, 3).entries()) {
    await page.goto(path);
    // The product page records itself once it runs.
    await page.waitForFunction((count) => (JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as unknown[]).length > count, index);
  }
  await page.goto('/cart/');
  await waitForHydration(page);
  const recent = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Recent bekeken' }) });
  await expect(recent).toBeVisible();
  const carousel = recent.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute('data-per-page', '4');
  const widths = await carousel.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
  const track = await carousel.locator(':scope > ul').evaluate((list) => list.getBoundingClientRect().width);
  // Four tiles (and their three gaps) fill the row.
  expect(widths[0]! * 4).toBeGreaterThan(track * 0.85);
  expect(widths[0]! * 4).toBeLessThanOrEqual(track + 1);
});

for (const { store, required, invalid } of [
  { store: 'nl', required: 'Vul je e-mailadres in.', invalid: 'Vul een geldig e-mailadres in.' },
  { store: 'de', required: 'Bitte gib deine E-Mail-Adresse ein.', invalid: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
  { store: 'en', required: 'Please enter your e-mail address.', invalid: 'Please enter a valid e-mail address.' },
]) {
  test(`V1 (${store}): the newsletter form says the address is required, then that "a@" is not valid`, async ({ page }) => {
    await page.goto(`/${store}/`);
    await waitForHydration(page);
    const form = page.locator('section[aria-labelledby="footer-newsletter"]');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert')).toHaveText(required);
    await form.locator('input[type="email"]').fill('a@');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('alert')).toHaveText(invalid);
  });
}
