import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../../lib/api.server.ts';
import { COUNT_LIMITS, loadListingCount, readCountRequest } from './listing-count.server.ts';

const url = (search: string) => new URL(`http://shop.test/listing/count/${search}`);

function contextAnswering(answer: () => unknown): AppLoadContext {
  return {
    api: { query: vi.fn(async () => answer()) },
    requestId: 'req-1',
    log: { warn: vi.fn(), error: vi.fn() },
  } as unknown as AppLoadContext;
}

describe('readCountRequest', () => {
  it('C15: reads search and ~-joined filters, the marker left out', () => {
    expect(readCountRequest(url('?q=blue%20shirt&color=dark%20blue~red&category=kleding%2Foverhemden&filter=1'))).toEqual({
      ok: true,
      search: 'blue shirt',
      filters: [
        { key: 'color', values: ['dark blue', 'red'] },
        { key: 'category', values: ['kleding/overhemden'] },
      ],
    });
  });

  it('C2: ~ re-encoded as %7E by a proxy still separates values', () => {
    const request = readCountRequest(url('?color=navy%7Ered'));
    expect(request).toMatchObject({ ok: true, filters: [{ key: 'color', values: ['navy', 'red'] }] });
  });

  it('refuses oversized input with a plain message', () => {
    const many = Array.from({ length: COUNT_LIMITS.valuesPerKey + 1 }, (_, index) => `v${index}`).join('~');
    expect(readCountRequest(url(`?color=${many}`))).toEqual({ ok: false, message: 'Too many values for one filter.' });
    expect(readCountRequest(url(`?q=${'a'.repeat(COUNT_LIMITS.searchLength + 1)}`))).toEqual({
      ok: false,
      message: 'The search text is too long.',
    });
    const keys = Array.from({ length: COUNT_LIMITS.filterKeys + 1 }, (_, index) => `k${index}=x`).join('&');
    expect(readCountRequest(url(`?${keys}`))).toEqual({ ok: false, message: 'Too many filters.' });
    expect(readCountRequest(url(`?color=${'x'.repeat(COUNT_LIMITS.valueLength + 1)}`))).toMatchObject({ ok: false });
  });

  it('reads hostile text as plain values', () => {
    const request = readCountRequest(url(`?color=${encodeURIComponent("'; drop table--%_\\")}&q=%3Cscript%3E`));
    expect(request).toEqual({ ok: true, search: '<script>', filters: [{ key: 'color', values: ["'; drop table--%_\\"] }] });
  });
});

describe('loadListingCount', () => {
  it('C15, C16: answers the count as JSON with a public cache header', async () => {
    const response = await loadListingCount(
      contextAnswering(() => ({ productCount: { totalCount: 7 } })),
      url('?color=navy'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(await response.json()).toEqual({ totalCount: 7 });
  });

  it('bad input answers 400 with a message, never reaching the API', async () => {
    const context = contextAnswering(() => ({ productCount: { totalCount: 7 } }));
    const response = await loadListingCount(context, url(`?q=${'a'.repeat(500)}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The search text is too long.' });
    expect(context.api.query).not.toHaveBeenCalled();
  });

  it('an input error of the API is a 400 with its code and parameters, not its words', async () => {
    const context = contextAnswering(() => {
      throw new ApiError([
        {
          message: 'Filter "color" takes 1 or 0.',
          extensions: { category: 'graphql-input', code: 'CATALOG_FILTER_INVALID', params: { filter: 'color' } },
        },
      ]);
    });
    const response = await loadListingCount(context, url('?color=navy'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'CATALOG_FILTER_INVALID', params: { filter: 'color' } });
  });

  it('an outage is a 502 with the request id and no stack trace', async () => {
    const context = contextAnswering(() => {
      throw new Error('connection refused at db.ts:12');
    });
    const response = await loadListingCount(context, url('?color=navy'));
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toEqual({ error: 'The count is not available right now.', requestId: 'req-1' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(context.log.warn).toHaveBeenCalled();
  });
});
