import pino from 'pino';
import type { ApiAnswer, ApiOperation } from '@shop/api/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontBehindGateway } from './api-gateway.fixture.ts';
import { shopPersistedDocuments } from './api-documents.ts';
import { StoreConfigurationDocument } from '@shop/storefront/documents';
import { storeConfigFixture } from '../../apps/storefront/app/features/shell/shell-store.fixture.ts';
import { startStoreConfiguration, type StoreConfigurationAnswer } from './store-configuration.ts';

const HASH = String(StoreConfigurationDocument.__meta__?.hash);

const store = (code: string, language: string, isDefault = false) =>
  storeConfigFixture({ code, store_code: code, store_name: code, locale: `${language}_NL`, language, is_default_store: isDefault });

const ANSWER: StoreConfigurationAnswer = {
  storeConfig: { code: 'nl' },
  availableStores: [store('nl', 'nl', true), store('de', 'de')],
  countries: [{ two_letter_abbreviation: 'NL', full_name_locale: 'Nederland', available_regions: [] }],
};

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: { msg: string; reason?: string; retryInMs?: number }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });
  return { log, lines };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the store configuration, asked at start (M10)', () => {
  // The waits between tries and refreshes run on a fake clock.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is asked once at start, logged in one line, and read by every page without asking again', async () => {
    const asked: ApiOperation[] = [];
    const { log, lines } = recordingLog();
    const configuration = startStoreConfiguration({
      transport: (operation) => {
        asked.push(operation);
        return Promise.resolve({ status: 200, data: ANSWER });
      },
      log,
    });
    try {
      await configuration.ready;
      for (let page = 0; page < 20; page += 1) {
        expect(configuration.forStore(page % 2 ? 'de' : 'nl').storeConfig.language).toBe(page % 2 ? 'de' : 'nl');
        expect((await configuration.stores()).map((s) => s.store_code)).toEqual(['nl', 'de']);
      }
      expect(asked).toHaveLength(1);
      // No variables, the default store, by its persisted hash.
      expect(asked[0]).toMatchObject({ documentId: HASH, variables: {}, store: null });
      expect(lines.filter((line) => line.msg === 'store configuration loaded')).toEqual([
        expect.objectContaining({ reason: 'start', stores: 2, countries: 1 }),
      ]);
      // An unknown store code reads the default store, never nothing.
      expect(configuration.forStore('xx').storeConfig.store_code).toBe('nl');
    } finally {
      configuration.stop();
    }
  });

  it('an API down at start is asked again with growing waits; until it answers, stores and pages are 503', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    let up = false;
    const { log, lines } = recordingLog();
    const configuration = startStoreConfiguration({
      transport: (): Promise<ApiAnswer> => {
        attempts += 1;
        return up ? Promise.resolve({ status: 200, data: ANSWER }) : Promise.reject(new TypeError('fetch failed'));
      },
      log,
      retryMs: { first: 20, max: 80 },
    });
    try {
      await vi.advanceTimersByTimeAsync(150);
      expect(configuration.current()).toBeNull();
      await expect(configuration.stores()).rejects.toMatchObject({ status: 503 });
      expect(() => configuration.forStore('nl')).toThrow(expect.objectContaining({ status: 503 }) as Error);
      expect(attempts).toBeGreaterThanOrEqual(3);
      // Each failure waits twice as long as the one before, up to the longest wait.
      const waits = lines.flatMap((line) => ('retryInMs' in line ? [line.retryInMs] : []));
      expect(waits.slice(0, 4)).toEqual([20, 40, 80, 80].slice(0, Math.min(4, waits.length)));
      up = true;
      await vi.advanceTimersByTimeAsync(80);
      await configuration.ready;
      expect(configuration.forStore('de').storeConfig.store_code).toBe('de');
    } finally {
      configuration.stop();
    }
  });

  it('is asked anew in the background; a failed refresh keeps the configuration it has', async () => {
    vi.useFakeTimers();
    let answer: StoreConfigurationAnswer | null = ANSWER;
    const { log } = recordingLog();
    const configuration = startStoreConfiguration({
      transport: () => Promise.resolve(answer ? { status: 200, data: answer } : { status: 503 }),
      log,
      refreshMs: 20,
    });
    try {
      await configuration.ready;
      answer = null;
      await vi.advanceTimersByTimeAsync(80);
      expect(configuration.forStore('nl').storeConfig.free_shipping_limit).toBe(100);
      answer = { ...ANSWER, availableStores: [{ ...store('nl', 'nl', true), free_shipping_limit: 150 }] };
      await vi.advanceTimersByTimeAsync(80);
      expect(configuration.forStore('nl').storeConfig.free_shipping_limit).toBe(150);
    } finally {
      configuration.stop();
    }
  });
});

describe('a storefront whose API is down when it starts (M10)', () => {
  /** The store-configuration requests that reached the API, all operations, and those asking for the store list. */
  let configurationCalls = 0;
  let operations = 0;
  let storeListCalls = 0;
  const documents = shopPersistedDocuments();
  const shop = storefrontBehindGateway({
    startDown: true,
    seen(url, body) {
      if (!url.startsWith('/graphql')) return;
      operations += 1;
      const sent = decodeURIComponent(`${url}${body?.toString() ?? ''}`);
      if (sent.includes(HASH)) configurationCalls += 1;
      const asked = [...documents].find(([hash]) => sent.includes(hash))?.[1] ?? sent;
      if (asked.includes('availableStores')) storeListCalls += 1;
    },
  });

  it('starts anyway, answers 503 with Retry-After until the API answers, then asks it once and never per page', async () => {
    const { gateway, storefront } = shop();
    const early = await fetch(`${storefront.base}/kleding/`, { headers: { accept: 'text/html', 'accept-language': 'nl' } });
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('5');
    expect(await early.text()).toContain('Er ging iets mis');
    expect((await fetch(`${storefront.base}/readyz`)).status).toBe(503);
    expect((await fetch(`${storefront.base}/healthz`)).status).toBe(200);

    gateway.down = false;
    let page: Response | null = null;
    // The storefront is another process on its own clock: ask until its next try has reached the API.
    for (let tries = 0; tries < 40; tries += 1) {
      page = await fetch(`${storefront.base}/`);
      if (page.status === 200) break;
      await wait(250);
    }
    expect(page?.status).toBe(200);
    expect((await fetch(`${storefront.base}/readyz`)).status).toBe(200);
    expect(configurationCalls).toBe(1);

    const before = operations;
    for (const path of ['/', '/kleding/', '/cart/', '/winkels/', '/?store=de']) {
      expect((await fetch(`${storefront.base}${path}`)).status, path).toBe(200);
    }
    // The pages asked the API for their content, never for the store configuration or the store list.
    expect(operations).toBeGreaterThan(before);
    expect(configurationCalls).toBe(1);
    expect(storeListCalls).toBe(1);
  });
});
