import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InStoreValidator, startingSession, type ValidatorDeps, type ValidatorResponse } from './validator.ts';

const S1 = 'AAAAAAAAAAAAAAAAAAAAA1';
const S2 = 'BBBBBBBBBBBBBBBBBBBBB2';
const TTL = '2026-03-02T09:30:00.000Z';
const TTL2 = '2026-03-02T10:00:00.000Z';
const ALLOWED = ['/instore', 'https://tables.example/instore'];
const ORIGIN = 'https://shop.example';

type Answer = { status: number; body?: unknown } | 'network';

/** A fake world: a fetch that answers from a script per url, cookies in a map, the server calls recorded. */
function world(answers: Record<string, Answer | Answer[]>, jar: Record<string, string> = {}) {
  const requests: string[] = [];
  const cookies = new Map(Object.entries(jar));
  const expiries = new Map<string, string>();
  const flagged: string[] = [];
  let unflagged = 0;
  const deps: ValidatorDeps = {
    async fetch(url) {
      requests.push(url);
      const scripted = answers[url];
      const answer = Array.isArray(scripted) ? (scripted.length > 1 ? scripted.shift() : scripted[0]) : scripted;
      if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
      const response: ValidatorResponse = {
        status: answer.status,
        json: async () => {
          if (answer.body === undefined) throw new SyntaxError('Unexpected end of JSON input');
          return answer.body;
        },
      };
      return response;
    },
    readCookie: (name) => cookies.get(name) ?? null,
    writeCookie(name, value, expires) {
      cookies.set(name, value);
      expiries.set(name, expires.toISOString());
    },
    deleteCookie(name) {
      cookies.delete(name);
      expiries.delete(name);
    },
    flagCart: (id) => void flagged.push(id),
    unflagCart: () => void unflagged++,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { deps, requests, cookies, expiries, flagged, unflagged: () => unflagged };
}

/** Lets the pending fetch promises of a tick settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startingSession (T3, T9)', () => {
  it('T3: takes the query parameters first, then the cookies', () => {
    const jar = new Map([
      ['tabletopBaseUrl', '/instore'],
      ['tabletopInStoreOrder', S2],
    ]);
    const read = (name: string) => jar.get(name) ?? null;
    expect(startingSession(`?xsattbaseurl=%2Finstore&xsattsessionid=${S1}`, read, ALLOWED, ORIGIN)).toEqual({ base: '/instore', id: S1 });
    expect(startingSession('', read, ALLOWED, ORIGIN)).toEqual({ base: '/instore', id: S2 });
    expect(startingSession('', () => null, ALLOWED, ORIGIN)).toBeNull();
  });

  it('T3: the shop own service may be named by its absolute address; an allowed other host as listed', () => {
    expect(
      startingSession(`?xsattbaseurl=${encodeURIComponent(`${ORIGIN}/instore/`)}&xsattsessionid=${S1}`, () => null, ALLOWED, ORIGIN),
    ).toEqual({
      base: '/instore',
      id: S1,
    });
    expect(
      startingSession(
        `?xsattbaseurl=${encodeURIComponent('https://tables.example/instore')}&xsattsessionid=${S1}`,
        () => null,
        ALLOWED,
        ORIGIN,
      ),
    ).toEqual({ base: 'https://tables.example/instore', id: S1 });
  });

  it('T9: a foreign, hostile or malformed base url or session id is ignored', () => {
    for (const base of [
      'https://evil.example/instore',
      '//evil.example/instore',
      'javascript:alert(1)',
      '/other',
      'https://tables.example/instore/../x',
      'x'.repeat(5000),
    ]) {
      expect(startingSession(`?xsattbaseurl=${encodeURIComponent(base)}&xsattsessionid=${S1}`, () => null, ALLOWED, ORIGIN)).toBeNull();
      const cookie = (name: string) => (name === 'tabletopBaseUrl' ? base : S1);
      expect(startingSession('', cookie, ALLOWED, ORIGIN)).toBeNull();
    }
    for (const id of ['', 'short', '<script>alert(1)</script>', `${S1}x`, "' or 1=1 --"]) {
      expect(startingSession(`?xsattbaseurl=%2Finstore&xsattsessionid=${encodeURIComponent(id)}`, () => null, ALLOWED, ORIGIN)).toBeNull();
    }
  });
});

describe('InStoreValidator with a fake clock and fetch', () => {
  it('T4, T5: OPEN: checks on start and every 1000 ms, cookies until ttlDt, the cart flagged once', async () => {
    const w = world({ [`/instore/sessions/${S1}`]: { status: 200, body: { id: S1, status: 'OPEN', ttlDt: TTL } } });
    const validator = new InStoreValidator(w.deps, { base: '/instore', id: S1 });
    validator.start();
    await settle();
    expect(w.requests).toEqual([`/instore/sessions/${S1}`]);
    expect(Object.fromEntries(w.cookies)).toEqual({ tabletopInStoreOrder: S1, tabletopBaseUrl: '/instore' });
    expect(w.expiries.get('tabletopInStoreOrder')).toBe(TTL);
    expect(w.expiries.get('tabletopBaseUrl')).toBe(TTL);
    expect(w.flagged).toEqual([S1]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(w.requests).toHaveLength(4);
    expect(w.flagged).toEqual([S1]);
    validator.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(w.requests).toHaveLength(4);
  });

  it('T5: a cart already flagged for the session is not asked again', async () => {
    const w = world({ [`/instore/sessions/${S1}`]: { status: 200, body: { id: S1, status: 'OPEN', ttlDt: TTL } } });
    new InStoreValidator(w.deps, { base: '/instore', id: S1 }, S1).start();
    await settle();
    expect(w.flagged).toEqual([]);
    expect(w.cookies.get('tabletopInStoreOrder')).toBe(S1);
  });

  it('T6: EXPIRED: refreshes and keeps the new session the same way; the next check asks about the new one', async () => {
    const w = world({
      [`/instore/sessions/${S1}`]: { status: 200, body: { id: S1, status: 'EXPIRED', ttlDt: TTL } },
      [`/instore/sessions/${S1}/refresh`]: { status: 200, body: { id: S2, ttlDt: TTL2 } },
      [`/instore/sessions/${S2}`]: { status: 200, body: { id: S2, status: 'OPEN', ttlDt: TTL2 } },
    });
    const validator = new InStoreValidator(w.deps, { base: '/instore', id: S1 }, S1);
    validator.start();
    await settle();
    expect(w.requests).toEqual([`/instore/sessions/${S1}`, `/instore/sessions/${S1}/refresh`]);
    expect(w.cookies.get('tabletopInStoreOrder')).toBe(S2);
    expect(w.expiries.get('tabletopInStoreOrder')).toBe(TTL2);
    expect(w.flagged).toEqual([S2]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.requests.at(-1)).toBe(`/instore/sessions/${S2}`);
    expect(validator.current).toEqual({ base: '/instore', id: S2 });
    validator.stop();
  });

  it('T6: CLOSED: refreshes too; a refused refresh (410) is treated as any other status', async () => {
    const w = world(
      {
        [`/instore/sessions/${S1}`]: { status: 200, body: { id: S1, status: 'CLOSED', ttlDt: TTL } },
        [`/instore/sessions/${S1}/refresh`]: { status: 410, body: { error: 'gone' } },
      },
      { tabletopInStoreOrder: S1, tabletopBaseUrl: '/instore' },
    );
    const validator = new InStoreValidator(w.deps, { base: '/instore', id: S1 }, S1);
    validator.start();
    await settle();
    expect(w.requests).toEqual([`/instore/sessions/${S1}`, `/instore/sessions/${S1}/refresh`]);
    expect(w.cookies.size).toBe(0);
    expect(w.unflagged()).toBe(1);
    expect(validator.current).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(w.requests).toHaveLength(2);
  });

  it('T7: any other status, a 404, a malformed body or a bad ttl deletes both cookies and clears the flag', async () => {
    for (const answer of [
      { status: 200, body: { id: S1, status: 'OTHER', ttlDt: TTL } },
      { status: 200, body: { id: S1, status: 'open', ttlDt: TTL } },
      { status: 200, body: { id: S1, status: 'OPEN', ttlDt: 'tomorrow' } },
      { status: 404, body: { error: 'not_found' } },
      { status: 403 },
    ]) {
      const w = world({ [`/instore/sessions/${S1}`]: answer }, { tabletopInStoreOrder: S1, tabletopBaseUrl: '/instore' });
      new InStoreValidator(w.deps, { base: '/instore', id: S1 }, S1).start();
      await settle();
      expect(w.cookies.size, JSON.stringify(answer)).toBe(0);
      expect(w.unflagged()).toBe(1);
      await vi.advanceTimersByTimeAsync(2000);
      expect(w.requests).toHaveLength(1);
    }
  });

  it('T8: an unreachable service (network error, 5xx, no JSON) changes nothing and is asked again on the next tick', async () => {
    const w = world(
      {
        [`/instore/sessions/${S1}`]: [
          'network',
          { status: 503, body: { error: 'unavailable' } },
          { status: 502 },
          { status: 200 },
          { status: 200, body: { id: S1, status: 'OPEN', ttlDt: TTL } },
        ],
      },
      { tabletopInStoreOrder: S1, tabletopBaseUrl: '/instore' },
    );
    const validator = new InStoreValidator(w.deps, { base: '/instore', id: S1 }, S1);
    validator.start();
    await settle();
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(1000);
    expect(w.requests).toHaveLength(4);
    expect(Object.fromEntries(w.cookies)).toEqual({ tabletopInStoreOrder: S1, tabletopBaseUrl: '/instore' });
    expect(w.unflagged()).toBe(0);
    expect(validator.current).toEqual({ base: '/instore', id: S1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.expiries.get('tabletopInStoreOrder')).toBe(TTL);
    validator.stop();
  });

  it('T8: a refresh that cannot be reached keeps the old session and tries again', async () => {
    const w = world({
      [`/instore/sessions/${S1}`]: { status: 200, body: { id: S1, status: 'EXPIRED', ttlDt: TTL } },
      [`/instore/sessions/${S1}/refresh`]: ['network', { status: 200, body: { id: S2, ttlDt: TTL2 } }],
    });
    const validator = new InStoreValidator(w.deps, { base: '/instore', id: S1 }, S1);
    validator.start();
    await settle();
    expect(validator.current?.id).toBe(S1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(validator.current?.id).toBe(S2);
    validator.stop();
  });

  it('T4: a check still waiting for its answer makes the next tick skip, so requests never pile up', async () => {
    let release: (() => void) | null = null;
    const requests: string[] = [];
    const w = world({});
    w.deps.fetch = (url) => {
      requests.push(url);
      return new Promise((resolve) => {
        release = () => resolve({ status: 200, json: async () => ({ id: S1, status: 'OPEN', ttlDt: TTL }) });
      });
    };
    const validator = new InStoreValidator(w.deps, { base: '/instore', id: S1 });
    validator.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(1);
    release!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);
    validator.stop();
  });

  it('T9: without an allowed session nothing is asked at all', async () => {
    const w = world({});
    const start = startingSession(
      `?xsattbaseurl=${encodeURIComponent('https://evil.example')}&xsattsessionid=${S1}`,
      w.deps.readCookie,
      ALLOWED,
      ORIGIN,
    );
    const validator = new InStoreValidator(w.deps, start);
    validator.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(w.requests).toEqual([]);
    expect(w.cookies.size).toBe(0);
  });

  it('T3: another allowed host is asked at its own address, the id url-encoded', async () => {
    const w = world({ [`https://tables.example/instore/sessions/${S1}`]: { status: 200, body: { id: S1, status: 'OPEN', ttlDt: TTL } } });
    const validator = new InStoreValidator(w.deps, { base: 'https://tables.example/instore', id: S1 });
    validator.start();
    await settle();
    expect(w.requests).toEqual([`https://tables.example/instore/sessions/${S1}`]);
    expect(w.cookies.get('tabletopBaseUrl')).toBe('https://tables.example/instore');
    validator.stop();
  });
});
