import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, tables } from '@shop/api/testing';
import { EMPLOYEE, get, MANAGER, post, signIn, startConsole, type ConsoleHarness } from './console-fixtures.ts';
import { CONSOLE_CSS_PATH } from './styles.ts';

const { staffSessions } = tables;

let h: ConsoleHarness;

beforeAll(async () => {
  h = await startConsole();
});

afterAll(async () => {
  await h?.close();
});

const PAGES = ['/admin/', '/admin/tables', '/admin/orders', '/admin/coupons', '/admin/giftcards'];

function expectConsoleHeaders(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data:");
  // No script may run at all: no script-src, no nonce.
  expect(csp).not.toMatch(/script-src|nonce/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('console sign-in (A21)', () => {
  it('A21: the sign-in page has labelled fields, no script, and the console headers', async () => {
    const response = await get(h, '/admin/login');
    expect(response.status).toBe(200);
    expectConsoleHeaders(response);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="nl">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<label for="password">');
    expect(html).not.toContain('<script');
  });

  it('A21: every console page sends a visitor without a sign-in to the login page with 303 and keeps where they wanted to go', async () => {
    for (const path of PAGES) {
      const response = await get(h, path);
      expect(response.status, path).toBe(303);
      expectConsoleHeaders(response);
      expect(response.headers.get('location'), path).toMatch(/^\/admin\/login/);
    }
    expect((await get(h, '/admin/orders?q=NL1')).headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent('/orders?q=NL1')}`);
  });

  it('A21: the seeded manager signs in: an HttpOnly, SameSite=Strict cookie for /admin holding a 256-bit token, then the page asked for', async () => {
    const response = await post(h, '/admin/login', { email: MANAGER.email, password: MANAGER.password, next: '/orders' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/orders');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^va_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/admin');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Expires=');
    const token = /va_staff=([^;]+)/.exec(cookie)![1]!;
    const [row] = await h.t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    expect(row).toBeTruthy();
    const page = await get(h, '/admin/', `va_staff=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Marieke de Boer');
  });

  it('A21: behind TLS the console cookies are Secure', async () => {
    const tls = await startConsole({ https: true });
    try {
      const response = await post(tls, '/admin/login', { email: MANAGER.email, password: MANAGER.password });
      expect(response.headers.get('set-cookie')).toMatch(/^va_staff=[^;]+;.*; Secure/);
      const language = await post(tls, '/admin/language', { lang: 'de' });
      expect(language.headers.get('set-cookie')).toContain('Secure');
    } finally {
      await tls.close();
    }
  });

  it('A21: a wrong, unknown, empty, hostile or oversized sign-in answers one message, keeps the address (escaped) and sets no cookie', async () => {
    const attempts: [string, string][] = [
      [MANAGER.email, 'Verkeerd!1'],
      ['onbekend@vanarkel.example', 'Verkeerd!1'],
      ['', ''],
      ['<script>alert(1)</script>', "' or 1=1 --"],
      ["x' OR '1'='1", 'x'],
      [`${'a'.repeat(5000)}@vanarkel.example`, 'x'.repeat(5000)],
    ];
    for (const [email, password] of attempts) {
      const response = await post(h, '/admin/login', { email, password });
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      const html = await response.text();
      expect(html).toContain('Aanmelden is niet gelukt');
      expect(html).not.toContain('<script>alert');
      expect(html).not.toMatch(/at .*\.ts:\d+/);
      if (email.startsWith('<script>')) expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('A21: ten wrong passwords lock the address; the right one then gets the same answer', async () => {
    const email = 'winkel@vanarkel.example';
    for (let i = 0; i < 10; i++) expect((await post(h, '/admin/login', { email, password: `Fout!${i}abc` })).status).toBe(401);
    const locked = await post(h, '/admin/login', { email, password: EMPLOYEE.password });
    expect(locked.status).toBe(401);
    expect(await locked.text()).toContain('Aanmelden is niet gelukt');
    h.clock.now = new Date(Date.now() + 11 * 60_000);
    expect((await post(h, '/admin/login', { email, password: EMPLOYEE.password })).status).toBe(303);
    h.clock.now = new Date();
  });

  it('A21: after sign-in only console paths are followed (no other host, no //, no back-slash)', async () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/admin/../../etc',
      '/%0d%0aSet-Cookie:x=1',
    ]) {
      const response = await post(h, '/admin/login', { email: MANAGER.email, password: MANAGER.password, next });
      expect(response.status).toBe(303);
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith('/admin/'), `${next} → ${location}`).toBe(true);
      expect(location).not.toContain('evil');
      expect(location).not.toContain('\n');
    }
  });

  it('A21: signing out revokes the token at once and clears the cookie', async () => {
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    const out = await post(h, '/admin/logout', {}, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/admin/login?out=1');
    expect(out.headers.get('set-cookie')).toMatch(/va_staff=;.*Expires=Thu, 01 Jan 1970/);
    expect((await get(h, '/admin/', cookie)).status).toBe(303);
  });

  it('A21: an expired console token is refused', async () => {
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    h.clock.now = new Date(Date.now() + 12 * 3_600_000 + 1000);
    expect((await get(h, '/admin/', cookie)).status).toBe(303);
    h.clock.now = new Date();
  });

  it('A21: a customer token, a made-up token or rubbish in the cookie never signs anyone in', async () => {
    const customer = await h.t.query(
      `mutation { createCustomerV2(input: { firstname: "Jan", lastname: "Klant", email: "klant-console@vanarkel.example", password: "Klant!2026x" }) { customer { email } } }`,
    );
    expect(customer.errors).toBeUndefined();
    const signedIn = await h.t.query<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "klant-console@vanarkel.example", password: "Klant!2026x") { token } }`,
    );
    const customerToken = signedIn.data!.generateCustomerToken.token;
    for (const cookie of [
      `va_staff=${customerToken}`,
      `va_staff=${'A'.repeat(43)}`,
      "va_staff=' or 1=1 --",
      `va_staff=${'x'.repeat(4000)}`,
      'apollo-token=' + customerToken,
    ]) {
      expect((await get(h, '/admin/', cookie)).status, cookie.slice(0, 30)).toBe(303);
    }
  });
});

describe('console requests from elsewhere (A21, CSRF)', () => {
  it('A21: a POST from another site is refused with 403 and changes nothing, signed in or not', async () => {
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    const before = await h.t.db.select().from(staffSessions);
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of cases) {
      const login = await fetch(`${h.base}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email: MANAGER.email, password: MANAGER.password }).toString(),
      });
      expect(login.status).toBe(403);
      expect(login.headers.get('set-cookie')).toBeNull();
      expectConsoleHeaders(login);
      expect(await login.text()).toContain('niet van deze console');
      const coupon = await fetch(`${h.base}/admin/coupons`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
        body: new URLSearchParams({ code: 'CSRF10', type: 'percent', amount: '10' }).toString(),
      });
      expect(coupon.status).toBe(403);
      const logout = await fetch(`${h.base}/admin/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, ...headers } });
      expect(logout.status).toBe(403);
    }
    // A POST with neither Origin, Sec-Fetch-Site nor Referer is not from the console's pages either.
    const bare = await fetch(`${h.base}/admin/logout`, { method: 'POST', redirect: 'manual', headers: { cookie } });
    expect(bare.status).toBe(403);
    expect((await get(h, '/admin/coupons?q=CSRF10', cookie)).status).toBe(200);
    expect(await (await get(h, '/admin/coupons?q=CSRF10', cookie)).text()).not.toContain('data-coupon="CSRF10"');
    expect(await h.t.db.select().from(staffSessions)).toEqual(before);
    expect((await get(h, '/admin/', cookie)).status).toBe(200);
  });
});

describe('console roles (A21)', () => {
  it('A21: shop staff get 403 for coupons and gift card management, and nothing changes', async () => {
    const cookie = await signIn(h, EMPLOYEE.email, EMPLOYEE.password);
    for (const path of ['/admin/coupons', '/admin/coupons/HERFST15', '/admin/giftcards/1']) {
      const response = await get(h, path, cookie);
      expect(response.status, path).toBe(403);
      expectConsoleHeaders(response);
      expect(await response.text()).toContain('Uw account mag dit niet doen');
    }
    expect((await post(h, '/admin/coupons', { code: 'STAFF50', type: 'percent', amount: '50' }, cookie)).status).toBe(403);
    expect((await post(h, '/admin/coupons/HERFST15/block', {}, cookie)).status).toBe(403);
    expect((await post(h, '/admin/giftcards', { amount: '50', expiresOn: '2028-01-01' }, cookie)).status).toBe(403);
    expect((await post(h, '/admin/giftcards/1/block', {}, cookie)).status).toBe(403);
    const manager = await signIn(h, MANAGER.email, MANAGER.password);
    expect(await (await get(h, '/admin/coupons?q=STAFF50', manager)).text()).not.toContain('data-coupon="STAFF50"');
    expect(await (await get(h, '/admin/coupons/HERFST15', manager)).text()).toContain('badge ok');
  });

  it('A21: shop staff see tables, orders and the gift card balance lookup; the navigation shows only what they may use', async () => {
    const cookie = await signIn(h, EMPLOYEE.email, EMPLOYEE.password);
    for (const path of ['/admin/', '/admin/tables', '/admin/orders', '/admin/giftcards'])
      expect((await get(h, path, cookie)).status, path).toBe(200);
    const html = await (await get(h, '/admin/', cookie)).text();
    expect(html).not.toContain('href="/admin/coupons"');
    const cards = await (await get(h, '/admin/giftcards?number=6064365001234567890', cookie)).text();
    expect(cards).toContain('6064365001234567890');
    expect(cards).not.toContain('action="/admin/giftcards" method="post"');
    const manager = await (await get(h, '/admin/', await signIn(h, MANAGER.email, MANAGER.password))).text();
    expect(manager).toContain('href="/admin/coupons"');
  });
});

describe('console pages (A21)', () => {
  it('A21: the stylesheet is served at a versioned address with a year-long cache', async () => {
    const html = await (await get(h, '/admin/login')).text();
    expect(html).toContain(`href="/admin${CONSOLE_CSS_PATH}"`);
    const css = await get(h, `/admin${CONSOLE_CSS_PATH}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await css.text()).toContain(':focus-visible');
  });

  it('A21: the language switch answers in English or German and stays on the page', async () => {
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    const switched = await post(h, '/admin/language', { lang: 'en', back: '/tables' }, cookie);
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/admin/tables');
    const langCookie = /va_console_lang=[^;]+/.exec(switched.headers.get('set-cookie') ?? '')![0];
    const english = await (await get(h, '/admin/tables', `${cookie}; ${langCookie}`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Open a table');
    const german = await (await get(h, '/admin/login', undefined, { 'accept-language': 'de-DE,de;q=0.9' })).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Anmelden');
    // The browser's weights count, not the order it lists languages in.
    const weighed = await (await get(h, '/admin/login', undefined, { 'accept-language': 'en;q=0.2, fr, de;q=0.8' })).text();
    expect(weighed).toContain('<html lang="de">');
    for (const lang of ['fr', '<script>', 'x'.repeat(300)]) {
      const ignored = await post(h, '/admin/language', { lang, back: 'https://evil.example' });
      expect(ignored.headers.get('location')).toBe('/admin/');
      expect(ignored.headers.get('set-cookie')).toBeNull();
    }
  });

  it('A21: every page speaks Dutch, English and German with no placeholder left unfilled', async () => {
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    const expected = { nl: 'Overzicht', en: 'Overview', de: 'Übersicht' };
    for (const [lang, word] of Object.entries(expected)) {
      for (const path of [...PAGES, '/admin/coupons/WELKOM10', '/admin/giftcards?number=1234', '/admin/orders?q=x', '/admin/nothing']) {
        const html = await (await get(h, path, `${cookie}; va_console_lang=${lang}`)).text();
        expect(html, `${lang} ${path}`).toContain(`<html lang="${lang}">`);
        expect(html, `${lang} ${path}`).toContain(word);
        expect(html, `${lang} ${path}`).not.toMatch(/\{[a-z]+\}/i);
      }
    }
  });

  it('A21: a form posted without a sign-in goes to the login page and changes nothing', async () => {
    const before = await h.t.db.select().from(staffSessions);
    for (const path of [
      '/admin/tables',
      '/admin/coupons',
      '/admin/giftcards',
      '/admin/coupons/HERFST15/block',
      '/admin/giftcards/1/block',
    ]) {
      const response = await post(h, path, {
        code: 'ANON10',
        type: 'percent',
        amount: '10',
        tableLabel: 'x',
        hours: '1',
        storeLocationId: '1',
      });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe('/admin/login');
    }
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    expect(await (await get(h, '/admin/coupons/HERFST15', cookie)).text()).toContain('badge ok');
    expect((await get(h, '/admin/coupons/ANON10', cookie)).status).toBe(404);
    expect((await h.t.db.select().from(staffSessions)).length).toBe(before.length + 1);
  });

  it('A21: an unknown console page is 404 for staff; an oversized or malformed form is refused without a stack', async () => {
    const cookie = await signIn(h, MANAGER.email, MANAGER.password);
    const missing = await get(h, '/admin/nothing-here', cookie);
    expect(missing.status).toBe(404);
    expectConsoleHeaders(missing);
    const huge = await post(h, '/admin/coupons', { code: 'HUGE', description: 'x'.repeat(40_000) }, cookie);
    expect(huge.status).toBe(413);
    const text = await huge.text();
    expect(text).toContain('te groot of beschadigd');
    expect(text).not.toMatch(/PayloadTooLargeError|at .*node_modules/);
    const many = await post(h, '/admin/coupons', Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'x'])), cookie);
    expect(many.status).toBe(413);
  });
});
