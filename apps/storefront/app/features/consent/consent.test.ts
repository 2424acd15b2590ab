import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_S,
  MESSAGE_COOKIE,
  SETTINGS_COOKIE,
  categoriesAfter,
  consentCookies,
  cookiePreferenceEvent,
  hasConsent,
  readConsent,
} from './consent.ts';
import { consentAction } from './consent.server.ts';

const context = { language: 'nl' as const, secureCookies: true };

function post(body: string, cookie?: string, extra: Record<string, string> = {}) {
  return new Request('https://shop.test/cookie-consent/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...extra },
    body,
  });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe('consent cookies', () => {
  it('P1: nothing is answered and nothing is allowed before the bar is answered', () => {
    const state = readConsent('other=1');
    expect(state).toEqual({ answered: false, categories: null });
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(hasConsent(state, 'functional')).toBe(true);
  });

  it('P2: accept allows every category, but keeps a settings cookie that already exists', () => {
    expect(categoriesAfter('accept', null)).toEqual(['functional', 'analytics', 'marketing']);
    expect(categoriesAfter('accept', ['functional', 'analytics'])).toEqual(['functional', 'analytics']);
  });

  it('P4: deny keeps functional only; save stores exactly the ticked categories, functional always in', () => {
    expect(categoriesAfter('deny', ['functional', 'analytics', 'marketing'])).toEqual(['functional']);
    expect(categoriesAfter('save', null, ['marketing', 'bogus'])).toEqual(['functional', 'marketing']);
    expect(categoriesAfter('save', null, [])).toEqual(['functional']);
  });

  it('P4: a tampered settings cookie allows nothing it does not name', () => {
    const state = readConsent(`${MESSAGE_COOKIE}=1; ${SETTINGS_COOKIE}=%3Cscript%3E,marketing`);
    expect(state.categories).toEqual(['functional', 'marketing']);
    expect(hasConsent(state, 'analytics')).toBe(false);
    expect(hasConsent(state, 'marketing')).toBe(true);
    expect(readConsent(`${SETTINGS_COOKIE}=%E0%A4%A`).categories).toEqual(['functional']);
  });

  it('CK1, CK2: both cookies last 100 days on path / and are Secure behind TLS only', () => {
    const [message, settings] = consentCookies(['functional', 'analytics'], true);
    expect(message).toBe(`${MESSAGE_COOKIE}=1; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`);
    expect(settings).toContain(`${SETTINGS_COOKIE}=functional%2Canalytics;`);
    expect(CONSENT_MAX_AGE_S).toBe(8_640_000);
    expect(consentCookies(['functional'], false).every((cookie) => !cookie.includes('Secure'))).toBe(true);
  });

  it('AN3: the cookiePreference event names the choice and the categories', () => {
    expect(cookiePreferenceEvent('accept', ['functional', 'analytics', 'marketing'])).toEqual({
      event: 'cookiePreference',
      cookiePreference: 'accept',
      cookieCategories: ['functional', 'analytics', 'marketing'],
      analyticsConsent: true,
      marketingConsent: true,
    });
  });

  it('P1: the way back after the form stays on this site', async () => {
    const locationAfter = async (returnTo: string) =>
      (await consentAction(post(`choice=accept&returnTo=${encodeURIComponent(returnTo)}`), context)).headers.get('location');
    expect(await locationAfter('/heren/?page=2')).toBe('/heren/?page=2');
    for (const hostile of ['https://evil.test/', '//evil.test/', '/\\evil.test', 'javascript:alert(1)', '/a\r\nSet-Cookie: x=1', '']) {
      expect(await locationAfter(hostile)).toBe('/');
    }
  });
});

describe('the consent form without scripts', () => {
  it('P2: accept sets both cookies and goes back to the page (303)', async () => {
    const response = await consentAction(post('choice=accept&returnTo=%2Fheren%2F'), context);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/heren/');
    const cookies = setCookies(response);
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^va_cookie_message=1; Max-Age=8640000; Path=\/; SameSite=Lax; Secure$/);
    expect(cookies[1]).toContain('va_cookie_settings=functional%2Canalytics%2Cmarketing');
  });

  it('P2: accept keeps the categories chosen earlier on the cookie page', async () => {
    const response = await consentAction(post('choice=accept', `${SETTINGS_COOKIE}=functional`), context);
    expect(setCookies(response)[1]).toContain('va_cookie_settings=functional;');
  });

  it('P4: deny and save store what was chosen; a hostile way back leads home', async () => {
    const deny = await consentAction(post('choice=deny&returnTo=https%3A%2F%2Fevil.test%2F'), context);
    expect(deny.headers.get('location')).toBe('/');
    expect(setCookies(deny)[1]).toContain('va_cookie_settings=functional;');
    const save = await consentAction(post('choice=save&categories=analytics&categories=%3Cimg%3E'), { ...context, secureCookies: false });
    expect(setCookies(save)[1]).toBe('va_cookie_settings=functional%2Canalytics; Max-Age=8640000; Path=/; SameSite=Lax');
  });

  it('P4: a wrong, missing or oversized choice changes nothing and says so in words', async () => {
    for (const body of ['choice=everything', '', 'returnTo=%2F', `choice=accept&x=${'a'.repeat(5000)}`]) {
      const response = await consentAction(post(body), context);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(setCookies(response)).toEqual([]);
      expect(await response.text()).toContain('cookiekeuze');
    }
    const claimed = await consentAction(post('choice=accept', undefined, { 'content-length': '999999' }), {
      language: 'de',
      secureCookies: false,
    });
    expect(claimed.status).toBe(413);
    expect(await claimed.text()).toContain('Cookie-Auswahl');
  });
});
