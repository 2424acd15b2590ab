import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect, prepareCart, shopGraphql, test } from './support/checkout.ts';
import { timings } from '@shop/rules';
import { baseURL } from './playwright.config.ts';
import { afterFrames } from './support/settle.ts';
import { EMPLOYEE, signInToConsole } from './support/console.ts';

// The checkout's tabletop check (T3–T7, T9) against a session service played in the browser: the
// page asks the service on load and every second; OPEN keeps the session in cookies until its ttl,
// EXPIRED and CLOSED refresh it, anything else forgets it; a foreign service is never asked; an
// unreachable one leaves the checkout working and the cookies as they were. A real session (the
// server flags the cart) is opened in the staff console; that journey is in the console's spec.

const S1 = 'AAAAAAAAAAAAAAAAAAAAA1';
const S2 = 'BBBBBBBBBBBBBBBBBBBBB2';

async function cartFlag(request: APIRequestContext, cartId: string): Promise<boolean> {
  const answer = await shopGraphql<{ data: { cart: { isInStoreOrder: boolean } } }>(
    request,
    'query ($id: String!) { cart(cart_id: $id) { isInStoreOrder } }',
    {
      id: cartId,
    },
  );
  return answer.data.cart.isInStoreOrder;
}

type Play = (id: string, refresh: boolean) => { status: number; body: object } | 'abort';

/** Plays the session service in the browser; returns the paths it was asked for. */
async function playService(page: Page, play: Play): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/sessions/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(`${new URL(route.request().url()).origin === baseURL ? '' : new URL(route.request().url()).origin}${path}`);
    const match = /\/sessions\/([^/]+)(\/refresh)?$/.exec(path);
    const answer = match ? play(decodeURIComponent(match[1] ?? ''), Boolean(match[2])) : { status: 404, body: { error: 'not_found' } };
    if (answer === 'abort') return route.abort('connectionrefused');
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-store' },
      body: JSON.stringify(answer.body),
    });
  });
  return asked;
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function tabletopCookies(context: BrowserContext) {
  const all = await context.cookies(baseURL);
  return Object.fromEntries(all.filter((c) => c.name.startsWith('tabletop')).map((c) => [c.name, c]));
}

async function withSessionCookies(context: BrowserContext, id: string, base = '/instore') {
  const expires = Math.round(Date.now() / 1000) + 600;
  await context.addCookies([
    { name: 'tabletopInStoreOrder', value: id, url: baseURL, expires },
    { name: 'tabletopBaseUrl', value: encodeURIComponent(base), url: baseURL, expires },
  ]);
}

const deviceLink = (base: string, id: string) =>
  `/checkout/?xsattbaseurl=${encodeURIComponent(base)}&xsattsessionid=${encodeURIComponent(id)}`;

test.describe('tabletop session check on checkout pages', () => {
  test('T3, T4, T5: a device link asks the service on load and about once a second; OPEN keeps the session in cookies until its ttl', async ({
    page,
    context,
    request,
  }) => {
    const { cartId } = await prepareCart(request, context);
    const ttl = inMinutes(20);
    const asked = await playService(page, (id) =>
      id === S1 ? { status: 200, body: { id: S1, status: 'OPEN', ttlDt: ttl } } : { status: 404, body: {} },
    );
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    let answered = 0;
    page.on('requestfinished', (finished) => {
      if (new URL(finished.url()).pathname.startsWith('/instore/sessions/')) answered += 1;
    });
    // The page's clock runs as the real one until the checks are counted below.
    await page.clock.install();
    await page.goto(deviceLink('/instore', S1));
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1);
    expect(asked[0]).toBe(`/instore/sessions/${S1}`);
    await expect.poll(async () => (await tabletopCookies(context)).tabletopInStoreOrder?.value).toBe(S1);
    const cookies = await tabletopCookies(context);
    expect(decodeURIComponent(cookies.tabletopBaseUrl?.value ?? '')).toBe('/instore');
    expect(Math.abs((cookies.tabletopInStoreOrder?.expires ?? 0) - Date.parse(ttl) / 1000)).toBeLessThan(2);
    expect(cookies.tabletopInStoreOrder?.path).toBe('/');
    // One check a second. The page's clock stops, then moves on one second at a time, each check
    // answered before the next second starts (a check still waiting for its answer skips a tick).
    await page.clock.pauseAt(Date.now() + timings.instorePollMs / 2);
    await expect.poll(() => answered - asked.length).toBe(0);
    const before = asked.length;
    for (let second = 1; second <= 4; second++) {
      await page.clock.runFor(timings.instorePollMs);
      await expect.poll(() => answered).toBe(before + second);
    }
    expect(asked.length - before).toBe(4);
    expect(asked.every((path) => path === `/instore/sessions/${S1}`)).toBe(true);
    // This session exists only in the played service, so the shop's server refuses to flag the cart.
    expect(await cartFlag(request, cartId)).toBe(false);
    // No hydration or script errors on the way.
    expect(problems).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('T6: EXPIRED: the check asks for a refresh and keeps the new session in the cookies', async ({ page, context, request }) => {
    await prepareCart(request, context);
    const asked = await playService(page, (id, refresh) => {
      if (id === S1 && refresh) return { status: 200, body: { id: S2, ttlDt: inMinutes(30) } };
      if (id === S1) return { status: 200, body: { id: S1, status: 'EXPIRED', ttlDt: inMinutes(-1) } };
      return { status: 200, body: { id: S2, status: 'OPEN', ttlDt: inMinutes(30) } };
    });
    await page.goto(deviceLink('/instore', S1));
    await expect.poll(async () => (await tabletopCookies(context)).tabletopInStoreOrder?.value).toBe(S2);
    expect(asked.slice(0, 2)).toEqual([`/instore/sessions/${S1}`, `/instore/sessions/${S1}/refresh`]);
    await expect.poll(() => asked.at(-1)).toBe(`/instore/sessions/${S2}`);
  });

  test('T6: CLOSED: refreshed the same way, from the cookies of an earlier page', async ({ page, context, request }) => {
    await prepareCart(request, context);
    await withSessionCookies(context, S1);
    const asked = await playService(page, (id, refresh) => {
      if (id === S1 && refresh) return { status: 200, body: { id: S2, ttlDt: inMinutes(30) } };
      if (id === S1) return { status: 200, body: { id: S1, status: 'CLOSED', ttlDt: inMinutes(5) } };
      return { status: 200, body: { id: S2, status: 'OPEN', ttlDt: inMinutes(30) } };
    });
    await page.goto('/checkout/');
    await expect.poll(async () => (await tabletopCookies(context)).tabletopInStoreOrder?.value).toBe(S2);
    expect(asked).toContain(`/instore/sessions/${S1}/refresh`);
  });

  test('T7: any other status deletes both cookies, clears the flag and stops asking', async ({ page, context, request }) => {
    const { cartId } = await prepareCart(request, context);
    await withSessionCookies(context, S1);
    const asked = await playService(page, () => ({ status: 200, body: { id: S1, status: 'OTHER', ttlDt: inMinutes(5) } }));
    await page.clock.install();
    await page.goto('/checkout/');
    await expect.poll(async () => Object.keys(await tabletopCookies(context))).toEqual([]);
    const after = asked.length;
    await page.clock.runFor(3 * timings.instorePollMs);
    await afterFrames(page);
    expect(asked.length).toBe(after);
    expect(await cartFlag(request, cartId)).toBe(false);
  });

  test('T7: a refused refresh (410) is treated as any other status', async ({ page, context, request }) => {
    await prepareCart(request, context);
    await withSessionCookies(context, S1);
    await playService(page, (_id, refresh) =>
      refresh ? { status: 410, body: { error: 'gone' } } : { status: 200, body: { id: S1, status: 'CLOSED', ttlDt: inMinutes(5) } },
    );
    await page.goto('/checkout/');
    await expect.poll(async () => Object.keys(await tabletopCookies(context))).toEqual([]);
  });

  test('T9: a foreign xsattbaseurl is ignored: no request at all, nothing stored', async ({ page, context, request }) => {
    await prepareCart(request, context);
    const asked = await playService(page, () => ({ status: 200, body: { id: S1, status: 'OPEN', ttlDt: inMinutes(5) } }));
    const requests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname === 'evil.example') requests.push(r.url());
    });
    await page.clock.install();
    await page.goto(deviceLink('https://evil.example/instore', S1));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(3 * timings.instorePollMs);
    await afterFrames(page);
    expect(asked).toEqual([]);
    expect(requests).toEqual([]);
    expect(Object.keys(await tabletopCookies(context))).toEqual([]);
  });

  test('T8: an unreachable service leaves the checkout working and the cookies as they were, and is asked again', async ({
    page,
    context,
    request,
  }) => {
    await prepareCart(request, context);
    await withSessionCookies(context, S1);
    const asked = await playService(page, () => 'abort');
    await page.goto('/checkout/');
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect((await tabletopCookies(context)).tabletopInStoreOrder?.value).toBe(S1);
    // The checkout goes on as a web order.
    await page.getByLabel('E-mailadres').fill('jan.devries@example.nl');
    await expect(page.getByRole('button', { name: 'Verder naar bezorgopties' })).toBeEnabled();
  });

  test('T4: pages outside the checkout do not ask the service', async ({ page, context, request }) => {
    await prepareCart(request, context);
    await withSessionCookies(context, S1);
    const asked = await playService(page, () => ({ status: 200, body: { id: S1, status: 'OPEN', ttlDt: inMinutes(5) } }));
    await page.clock.install();
    await page.goto('/cart/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(3 * timings.instorePollMs);
    await afterFrames(page);
    expect(asked).toEqual([]);
  });
});

/** A real table opened in the staff console; returns its device link and the shop's name. */
async function openTableInConsole(page: Page, table: string): Promise<{ link: string; shop: string }> {
  await signInToConsole(page, EMPLOYEE);
  await page.goto('/admin/tables');
  const shop = ((await page.getByLabel('Winkel').locator('option:checked').textContent()) ?? '').trim();
  await page.getByLabel('Tafel', { exact: true }).fill(table);
  await page.getByLabel('Open voor (uren)').fill('2');
  await page.getByRole('button', { name: 'Tafel openen' }).click();
  const link =
    (await page
      .locator(`tr[data-table="${table}"]`)
      .getByRole('link', { name: /\/checkout\/\?xsattbaseurl=/ })
      .getAttribute('href')) ?? '';
  expect(link).toContain('xsattsessionid=');
  return { link: new URL(link, baseURL).pathname + new URL(link, baseURL).search, shop };
}

test.describe('a real table without JavaScript', () => {
  // The console speaks the browser's language.
  test.use({ locale: 'nl-NL' });

  test('T5: the device link flags the cart on the server, sets both cookies and shows the badge', async ({ page, browser, request }) => {
    const { link, shop } = await openTableInConsole(page, 'NJ1');
    const device = await browser.newContext({ javaScriptEnabled: false, locale: 'nl-NL' });
    const { cartId } = await prepareCart(request, device);
    const tablet = await device.newPage();
    await tablet.goto(link);
    // The parameters are gone from the address, the session is in the cookies.
    await expect(tablet).toHaveURL(/\/checkout\/$/);
    const cookies = Object.fromEntries((await device.cookies(baseURL)).map((c) => [c.name, c.value]));
    expect(cookies.tabletopInStoreOrder).toBe(new URL(link, baseURL).searchParams.get('xsattsessionid'));
    expect(decodeURIComponent(cookies.tabletopBaseUrl ?? '')).toBe('/instore');
    expect(await cartFlag(request, cartId)).toBe(true);
    await expect(tablet.getByTestId('instore-badge')).toHaveText(`Winkelbestelling · ${shop} · tafel NJ1`);
    await device.close();
  });

  test('T5: a device link opened before anything is in the cart keeps the session for the checkout', async ({ page, browser, request }) => {
    const { link } = await openTableInConsole(page, 'NJ2');
    const device = await browser.newContext({ javaScriptEnabled: false, locale: 'nl-NL' });
    const tablet = await device.newPage();
    await tablet.goto(link);
    // No cart yet: the checkout sends the device to the cart page, the cookies stay.
    await expect(tablet).toHaveURL(/\/cart\/$/);
    expect((await device.cookies(baseURL)).map((c) => c.name)).toEqual(expect.arrayContaining(['tabletopInStoreOrder', 'tabletopBaseUrl']));
    const { cartId } = await prepareCart(request, device);
    await tablet.goto('/checkout/');
    await expect(tablet.getByTestId('instore-badge')).toContainText('tafel NJ2');
    expect(await cartFlag(request, cartId)).toBe(true);
    await device.close();
  });
});
