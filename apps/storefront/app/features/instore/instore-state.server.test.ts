import { afterEach, describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { loadInStoreCheck, submitInStoreCheck } from './instore-state.server.ts';

const CART_ID = 'c'.repeat(32);
const S1 = 'AAAAAAAAAAAAAAAAAAAAA1';
const TTL = '2026-03-02T09:30:00.000Z';

const unflaggedCart = () => ({ cart: { isInStoreOrder: false, in_store_location: null, in_store_table: null } });
const flaggedCart = { isInStoreOrder: true, in_store_location: 'Van Arkel Utrecht', in_store_table: '7' };

function request(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries({ quote_masked_id_nl: CART_ID, ...cookies })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  return new Request(`https://shop.example${path}`, { headers: { cookie } });
}

const link = (base: string, id = S1) => `/checkout/?xsattbaseurl=${encodeURIComponent(base)}&xsattsessionid=${encodeURIComponent(id)}`;

afterEach(() => {
  delete process.env.INSTORE_BASE_URLS;
});

describe('the checkout frame loader (T3, T5, T9)', () => {
  it('T5: a device link with a session the server finds OPEN flags the cart and redirects without the parameters, setting both cookies until the ttl', async () => {
    const { context, calls } = fakeContext(
      {
        InStoreCart: unflaggedCart,
        InStoreSession: () => ({ inStoreSession: { id: S1, status: 'OPEN', ttl_dt: TTL } }),
        SetInStoreSession: () => ({ setInStoreSessionOnCart: { ttl_dt: TTL, cart: flaggedCart } }),
      },
      { secureCookies: true },
    );
    const thrown = await loadInStoreCheck(request(`${link('/instore')}&step=1`), context).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/checkout/?step=1');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      new RegExp(`^tabletopInStoreOrder=${S1}; Path=/; Expires=Mon, 02 Mar 2026 09:30:00 GMT; Secure; SameSite=Lax$`),
    );
    expect(cookies[1]).toMatch(/^tabletopBaseUrl=%2Finstore; Path=\/; Expires=Mon, 02 Mar 2026 09:30:00 GMT; Secure; SameSite=Lax$/);
    expect(calls.map((c) => c.operation)).toEqual(['InStoreCart', 'InStoreSession', 'SetInStoreSession']);
    expect(calls[2]?.variables).toEqual({ cartId: CART_ID, sessionId: S1 });
  });

  it('T5: without a cart the cookies are still set (the step then sends the shopper to the cart)', async () => {
    const { context, calls } = fakeContext({ InStoreSession: () => ({ inStoreSession: { id: S1, status: 'OPEN', ttl_dt: TTL } }) });
    const thrown = (await loadInStoreCheck(new Request(`https://shop.example${link('/instore')}`), context).catch(
      (e: unknown) => e,
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.getSetCookie()).toHaveLength(2);
    expect(calls.map((c) => c.operation)).toEqual(['InStoreSession']);
  });

  it('T6, T7: a session the server does not find OPEN is left to the browser check, which refreshes or forgets it', async () => {
    for (const inStoreSession of [null, { id: S1, status: 'EXPIRED', ttl_dt: TTL }, { id: S1, status: 'CLOSED', ttl_dt: TTL }]) {
      const { context, calls } = fakeContext({ InStoreCart: unflaggedCart, InStoreSession: () => ({ inStoreSession }) });
      const check = await loadInStoreCheck(request(link('/instore')), context);
      expect(check).toEqual({ baseUrls: ['/instore'], active: true, flaggedFor: null, badge: null });
      expect(calls.map((c) => c.operation)).toEqual(['InStoreCart', 'InStoreSession']);
    }
  });

  it('T5: a cart already flagged shows its badge and asks nothing more for a session from the cookies', async () => {
    const { context, calls } = fakeContext({ InStoreCart: () => ({ cart: flaggedCart }) });
    const check = await loadInStoreCheck(request('/checkout/', { tabletopInStoreOrder: S1, tabletopBaseUrl: '/instore' }), context);
    expect(check).toEqual({ baseUrls: ['/instore'], active: true, flaggedFor: S1, badge: { location: 'Van Arkel Utrecht', table: '7' } });
    expect(calls.map((c) => c.operation)).toEqual(['InStoreCart']);
  });

  it('T9: a foreign, hostile or oversized base url is ignored: nothing asked, nothing stored, no check', async () => {
    for (const base of ['https://evil.example/instore', '//evil.example', 'javascript:alert(1)', `/instore${'/x'.repeat(400)}`]) {
      const { context, calls } = fakeContext({ InStoreCart: unflaggedCart });
      const check = await loadInStoreCheck(request(link(base)), context);
      expect(check.active).toBe(false);
      expect(calls.map((c) => c.operation)).toEqual(['InStoreCart']);
    }
  });

  it('T9: INSTORE_BASE_URLS lists other services; only those are accepted', async () => {
    process.env.INSTORE_BASE_URLS = 'https://tables.example/instore';
    const { context } = fakeContext({ InStoreCart: unflaggedCart, InStoreSession: () => ({ inStoreSession: null }) });
    expect((await loadInStoreCheck(request(link('https://tables.example/instore/')), context)).active).toBe(true);
    expect((await loadInStoreCheck(request(link('/instore')), context)).active).toBe(false);
  });

  it('T3: hostile and malformed session ids are ignored', async () => {
    for (const id of ["' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(5000), '']) {
      const { context, calls } = fakeContext({ InStoreCart: unflaggedCart });
      expect((await loadInStoreCheck(request(link('/instore', id)), context)).active).toBe(false);
      expect(calls.map((c) => c.operation)).toEqual(['InStoreCart']);
    }
  });

  it('T8: a failing session check leaves everything as it is; the checkout goes on', async () => {
    const { context } = fakeContext({
      InStoreCart: unflaggedCart,
      InStoreSession: () => {
        throw new Error('database down');
      },
    });
    expect(await loadInStoreCheck(request(link('/instore')), context)).toEqual({
      baseUrls: ['/instore'],
      active: true,
      flaggedFor: null,
      badge: null,
    });
  });
});

function post(form: Record<string, string>, withCart = true) {
  return new Request('https://shop.example/checkout/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(withCart ? { cookie: `quote_masked_id_nl=${CART_ID}` } : {}) },
    body: new URLSearchParams(form).toString(),
  });
}

async function answer(result: unknown) {
  const value = result as { data: unknown; init?: { status?: number } };
  return { data: value.data, status: value.init?.status ?? 200 };
}

describe('the checkout frame action (T5, T7)', () => {
  it('T5: flag: the server flags the cart for an OPEN session and answers the badge', async () => {
    const { context, calls } = fakeContext({ SetInStoreSession: () => ({ setInStoreSessionOnCart: { ttl_dt: TTL, cart: flaggedCart } }) });
    expect(await answer(await submitInStoreCheck(post({ intent: 'flag', session_id: S1 }), context))).toEqual({
      data: { flagged: true, badge: { location: 'Van Arkel Utrecht', table: '7' } },
      status: 200,
    });
    expect(calls[0]?.variables).toEqual({ cartId: CART_ID, sessionId: S1 });
  });

  it('T5: a session the server refuses leaves the cart a web order', async () => {
    const { context } = fakeContext({
      SetInStoreSession: () => {
        throw new ApiError([
          { message: 'Refused.', extensions: { category: 'graphql-input', code: 'INSTORE_SESSION_NOT_OPEN', params: {} } },
        ]);
      },
    });
    expect((await answer(await submitInStoreCheck(post({ intent: 'flag', session_id: S1 }), context))).data).toEqual({
      flagged: false,
      badge: null,
    });
  });

  it('T7: unflag, and a flag request with a hostile session id, clear the flag', async () => {
    const forms: Record<string, string>[] = [
      { intent: 'unflag' },
      { intent: 'flag', session_id: '<script>' },
      { intent: 'flag', session_id: 'x'.repeat(10_000) },
    ];
    for (const form of forms) {
      const { context, calls } = fakeContext({
        RemoveInStoreSession: () => ({ removeInStoreSessionFromCart: { cart: { isInStoreOrder: false } } }),
      });
      expect((await answer(await submitInStoreCheck(post(form), context))).data).toEqual({ flagged: false, badge: null });
      expect(calls.map((c) => c.operation)).toEqual(['RemoveInStoreSession']);
    }
  });

  it('an unknown intent is a bad request; without a cart nothing is asked', async () => {
    const { context, calls } = fakeContext({});
    expect((await answer(await submitInStoreCheck(post({ intent: '<b>drop</b>' }), context))).status).toBe(400);
    expect((await answer(await submitInStoreCheck(post({ intent: 'flag', session_id: S1 }, false), context))).data).toEqual({
      flagged: false,
      badge: null,
    });
    expect(calls).toEqual([]);
  });
});
