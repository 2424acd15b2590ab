import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadShell, yearIn } from './shell.server.ts';
import { storeConfigFixture } from './shell-store.fixture.ts';

const storeOnly = {
  storeConfig: storeConfigFixture(),
  availableStores: [],
};

function context(query: (document: unknown) => Promise<unknown>, store: AppLoadContext['store'] = storeOnly) {
  const warn = vi.fn<(obj: object, msg?: string) => void>();
  const error = vi.fn<(obj: object, msg?: string) => void>();
  const ctx: AppLoadContext = {
    api: {
      storeCode: 'nl',
      customerToken: null,
      query: query as AppLoadContext['api']['query'],
      withCustomerToken: () => ctx.api,
    },
    storeCode: 'nl',
    store,
    language: 'nl',
    requestId: 'req-1',
    isProduction: true,
    secureCookies: false,
    log: { warn, error },
  };
  return Object.assign(ctx, { log: { warn, error } });
}

describe('root loader shell (E7)', () => {
  it('logs a failed shell query and renders without menus, keeping the store data', async () => {
    const query = vi.fn().mockRejectedValueOnce(new Error('layout down'));
    const ctx = context(query);
    const shell = await loadShell(ctx, new Date('2026-06-01T12:00:00Z'));
    expect(shell).toMatchObject({
      hasLayout: false,
      navigation: [],
      websiteName: 'Van Arkel',
      year: 2026,
      language: 'nl',
    });
    expect(ctx.log.warn).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('M10: a page asks the API for the shell content only; the store and the store list come from the configuration loaded at start', async () => {
    const asked: string[] = [];
    const store = {
      storeConfig: storeConfigFixture({ code: 'de', website_name: 'Van Arkel DE', timezone: 'Europe/Berlin' }),
      availableStores: [
        { store_code: 'nl', store_name: 'Nederland', locale: 'nl_NL', language: 'nl', base_url: 'http://localhost:3000/' },
        { store_code: 'de', store_name: 'Deutschland', locale: 'de_DE', language: 'de', base_url: 'http://localhost:3000/' },
      ],
    };
    const shell = await loadShell(
      context((document) => {
        asked.push(String(document));
        return Promise.reject(new Error('content down'));
      }, store),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toMatch(/storeConfig|availableStores/);
    expect(shell).toMatchObject({ storeCode: 'de', websiteName: 'Van Arkel DE' });
    expect(shell.stores.map((s) => [s.code, s.current])).toEqual([
      ['nl', false],
      ['de', true],
    ]);
  });

  it('carries nothing request-specific, so two anonymous requests get the same page (and ETag)', async () => {
    const first = await loadShell(
      context(() => Promise.resolve(storeOnly)),
      new Date('2026-06-01T10:00:00Z'),
    );
    const second = await loadShell({ ...context(() => Promise.resolve(storeOnly)), requestId: 'req-2' }, new Date('2026-06-01T10:00:00Z'));
    expect(second).toEqual(first);
    expect(JSON.stringify(first)).not.toContain('req-');
  });

  it('the copyright year turns over at midnight in the store time zone', () => {
    expect(yearIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Amsterdam')).toBe(2027);
    expect(yearIn(new Date('2026-12-31T22:30:00Z'), 'Europe/Amsterdam')).toBe(2026);
  });
});
