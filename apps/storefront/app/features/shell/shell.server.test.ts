import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadShell, yearIn } from './shell.server.ts';
import { storeConfigFixture } from './shell-store.fixture.ts';

function context(query: (document: unknown) => Promise<unknown>) {
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
    language: 'nl',
    requestId: 'req-1',
    isProduction: true,
    secureCookies: false,
    log: { warn, error },
  };
  return Object.assign(ctx, { log: { warn, error } });
}

const storeOnly = {
  storeConfig: storeConfigFixture(),
  availableStores: [],
};

describe('root loader shell (E7)', () => {
  it('logs a failed shell query and renders without menus, keeping the store data', async () => {
    const query = vi.fn().mockRejectedValueOnce(new Error('layout down')).mockResolvedValueOnce(storeOnly);
    const ctx = context(query);
    const shell = await loadShell(ctx, new Date('2026-06-01T12:00:00Z'));
    expect(shell).toMatchObject({
      hasLayout: false,
      navigation: [],
      websiteName: 'Van Arkel',
      cartQuantity: 0,
      year: 2026,
      language: 'nl',
    });
    expect(ctx.log.warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to the minimal shell when the store cannot be read either', async () => {
    const ctx = context(() => Promise.reject(new Error('API down')));
    const shell = await loadShell(ctx);
    expect(shell).toMatchObject({ hasLayout: false, storeCode: 'nl', paymentIcons: [] });
    expect(ctx.log.warn).toHaveBeenCalledTimes(2);
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
