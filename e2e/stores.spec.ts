import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';

// The store locator and the store switcher: a shopper looks for a shop near them, opens its page
// for the hours and the route, and switches the shop's country and language.

const cards = (page: Page) => page.getByTestId('store-card');

test('SL1, SL2, SL3: /winkels/ lists the active shops by position with hours, phone and directions', async ({ page }) => {
  const response = await page.goto('/winkels/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Onze winkels' })).toBeVisible();
  // The CMS page's intro comes first (SL7).
  await expect(page.getByRole('heading', { name: 'Welkom in onze winkels' })).toBeVisible();
  await expect(page).toHaveTitle('Winkels | Van Arkel');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/winkels\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

  const names = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.length).toBe(13);
  // The flagship has position 1; the closed Arnhem shop is left out (SL1).
  expect(names[0]).toBe('Van Arkel Amsterdam P.C. Hooftstraat');
  expect(names.slice(0, 3)).toEqual(['Van Arkel Amsterdam P.C. Hooftstraat', 'Van Arkel Amsterdam Kalverstraat', 'Van Arkel Rotterdam']);
  expect(names.join(' ')).not.toContain('Arnhem');
  await expect(page.getByRole('heading', { level: 2, name: '13 winkels' })).toBeVisible();

  const first = cards(page).first();
  await expect(first).toContainText('Pieter Cornelisz Hooftstraat 78');
  await expect(first).toContainText('1071 CB Amsterdam');
  await expect(first).toContainText('Brand store');
  await expect(first.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
  await expect(first.locator('dt').first()).toHaveText('Maandag');
  await expect(first.locator('dd').first()).toHaveText('12:00–18:00');
  const directions = first.getByRole('link', { name: /Routebeschrijving naar Van Arkel Amsterdam P\.C\. Hooftstraat/ });
  await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=52.359440,4.878960');
  await expect(directions).toHaveAttribute('rel', /noopener/);
  // A shop without the badge (SL7).
  await expect(cards(page).nth(1)).not.toContainText('Brand store');
  await expectNoSeriousA11yViolations(page);
});

test('SL7: /brandstores/ lists only the brand stores, each with its badge', async ({ page }) => {
  const response = await page.goto('/brandstores/');
  expect(response?.status()).toBe(200);
  const count = await cards(page).count();
  expect(count).toBe(4);
  for (let i = 0; i < count; i += 1) await expect(cards(page).nth(i)).toContainText('Brand store');
  const names = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names).toEqual(['Van Arkel Amsterdam P.C. Hooftstraat', 'Van Arkel Rotterdam', 'Van Arkel Utrecht', 'Van Arkel Antwerpen']);
  await expectNoSeriousA11yViolations(page);
});

test("SL7: a shop's own page has its address, hours, route and meta; a closed or unknown shop is not found", async ({ page }) => {
  const response = await page.goto('/winkels/van-arkel-rotterdam/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Van Arkel Rotterdam' })).toBeVisible();
  await expect(page).toHaveTitle('Van Arkel Rotterdam | Herenmode in Rotterdam');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/winkels\/van-arkel-rotterdam\/$/);
  const trail = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(trail.join(' ')).toContain('BreadcrumbList');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Lijnbaan 45 in Rotterdam/);
  await expect(page.locator('main address')).toContainText('3012 EL Rotterdam');
  await expect(page.getByRole('heading', { name: 'Openingstijden' })).toBeVisible();
  await expect(page.locator('main dl dt')).toHaveCount(7);
  await expect(page.getByRole('link', { name: /Routebeschrijving naar Van Arkel Rotterdam/ })).toHaveAttribute(
    'href',
    /destination=51\.920510,4\.473910/,
  );
  await expectNoSeriousA11yViolations(page);

  expect((await page.goto('/winkels/van-arkel-arnhem/'))?.status()).toBe(404);
  expect((await page.goto('/winkels/geen-winkel/'))?.status()).toBe(404);
  expect((await page.goto(`/winkels/${'x'.repeat(300)}/`))?.status()).toBe(404);
});

test('SL5: the shops are fetched once; leaving the locator and coming back asks the server nothing', async ({ page }) => {
  await page.goto('/winkels/');
  // The page has hydrated when React has attached itself to the rendered elements.
  await waitForHydration(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/winkels')) dataRequests.push(request.url());
  });
  await cards(page).nth(2).getByRole('link', { name: 'Van Arkel Rotterdam', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Van Arkel Rotterdam' })).toBeVisible();
  const afterStorePage = dataRequests.length;
  await page
    .getByRole('navigation', { name: /kruimelpad|breadcrumb/i })
    .getByRole('link', { name: 'Alle winkels' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onze winkels' })).toBeVisible();
  expect(dataRequests.slice(afterStorePage).filter((url) => !url.includes('van-arkel-rotterdam'))).toEqual([]);
});

test('M4, M5, M6: the store switcher links per store, switches nl → de → en and keeps the choice in a cookie', async ({
  page,
  context,
}) => {
  await page.goto('/winkels/');
  const switcher = page
    .getByRole('banner')
    .locator('details')
    .filter({ has: page.locator('summary') })
    .first();
  await expect(switcher.locator('summary')).toContainText('NL');
  const hrefs = await switcher.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toContain('/nl/');
  expect(hrefs).toContain('/en/');
  expect(hrefs).toContain('/de/');
  expect(hrefs).toContain('/be/');
  expect(hrefs.filter((href) => href === '/en/').length).toBe(2); // global English and GB (M5)

  await switcher.locator('summary').click();
  await switcher.locator('a[href="/de/"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookie = (await context.cookies()).find((c) => c.name === 'store');
  expect(cookie?.value).toBe('de');
  expect(cookie?.path).toBe('/');
  // About a year (CK2: the locale cookie lasts 365 days).
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);

  await page.goto('/winkels/');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Geschäfte' })).toBeVisible();
  await expect(cards(page).first().locator('dt').first()).toHaveText('Montag');
  await expect(cards(page).first()).toContainText('Route planen');

  const en = page.getByRole('banner').locator('details summary').first();
  await expect(en).toContainText('DE');
  await en.click();
  await page.getByRole('banner').locator('details a[href="/en/"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/winkels/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
  await expect(cards(page).first()).toContainText('Directions');
  await expect(cards(page).first().locator('dt').first()).toHaveText('Monday');
  expect((await context.cookies()).find((c) => c.name === 'store')?.value).toBe('en');
});

test('M6: /de/ answers 302 home with the store cookie; M3: /nl/cart/ is not a page', async ({ request }) => {
  const response = await request.get('/de/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/');
  expect(response.headers()['set-cookie']).toMatch(/store=de;.*Max-Age=31536000.*Path=\//i);
  const prefixed = await request.get('/nl/cart/', { maxRedirects: 0 });
  expect(prefixed.status()).toBe(404);
});
