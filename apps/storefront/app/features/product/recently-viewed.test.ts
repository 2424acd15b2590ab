import { describe, expect, it } from 'vitest';
import {
  addViewed,
  loadRecentlyViewed,
  parseRecentlyViewed,
  readRecentlyViewed,
  readRequestedSkus,
  recentlyViewedUrl,
  recordView,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_LIMIT,
} from './recently-viewed.ts';

/** A local storage stand-in; `refuse` makes writes fail as a full or disabled storage does. */
function memoryStorage(initial: Record<string, string> = {}, refuse = false) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('addViewed', () => {
  it('RV1: puts the viewed sku in front, without duplicates', () => {
    expect(addViewed([], 'A')).toEqual(['A']);
    expect(addViewed(['A'], 'B')).toEqual(['B', 'A']);
    expect(addViewed(['B', 'A'], 'A')).toEqual(['A', 'B']);
    expect(addViewed(['A', 'B'], 'A')).toEqual(['A', 'B']);
  });

  it('RV2: keeps 100 skus and drops the oldest', () => {
    let list: string[] = [];
    for (let index = 1; index <= 101; index += 1) list = addViewed(list, `SKU-${index}`);
    expect(RECENTLY_VIEWED_LIMIT).toBe(100);
    expect(list).toHaveLength(100);
    expect(list[0]).toBe('SKU-101');
    expect(list).not.toContain('SKU-1');
    expect(list.at(-1)).toBe('SKU-2');
  });
});

describe('parseRecentlyViewed', () => {
  it('reads a stored list and repairs a hand-edited one', () => {
    expect(parseRecentlyViewed('["B","A"]')).toEqual(['B', 'A']);
    expect(parseRecentlyViewed('["B","B",7,"<img src=x>",null,"A"]')).toEqual(['B', 'A']);
    expect(parseRecentlyViewed(JSON.stringify(Array.from({ length: 150 }, (_, i) => `S${i}`)))).toHaveLength(100);
  });

  it('reads anything else as an empty list', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '"A"', '42']) expect(parseRecentlyViewed(raw)).toEqual([]);
  });
});

describe('recordView', () => {
  it('RV3, RV5: stores under "recentlyViewed" and returns the earlier views without the product itself', () => {
    const storage = memoryStorage();
    expect(recordView(storage, 'A')).toEqual([]);
    expect(recordView(storage, 'B')).toEqual(['A']);
    expect(storage.items.get(RECENTLY_VIEWED_KEY)).toBe('["B","A"]');
    expect(recordView(storage, 'A')).toEqual(['B']);
    expect(readRecentlyViewed(storage)).toEqual(['A', 'B']);
  });

  it('goes on when storage refuses to read or write', () => {
    const full = memoryStorage({ [RECENTLY_VIEWED_KEY]: '["A"]' }, true);
    expect(recordView(full, 'B')).toEqual(['A']);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(recordView(broken, 'B')).toEqual([]);
  });
});

describe('the resource route parameters (RV4)', () => {
  it('asks for the skus in order, comma-separated', () => {
    expect(recentlyViewedUrl(['VA-1', 'VA-2'])).toBe('/recently-viewed.json?skus=VA-1%2CVA-2');
    expect(readRequestedSkus(new URLSearchParams('skus=VA-1%2CVA-2,VA-1'))).toEqual({ skus: ['VA-1', 'VA-2'] });
    expect(readRequestedSkus(new URLSearchParams(''))).toEqual({ skus: [] });
  });

  it('refuses more than 100 skus and values that are not skus, with a message', () => {
    const many = Array.from({ length: 101 }, (_, i) => `S${i}`).join(',');
    expect(readRequestedSkus(new URLSearchParams({ skus: many }))).toEqual({ problem: 'Ask for at most 100 skus.' });
    expect(readRequestedSkus(new URLSearchParams({ skus: 'A,<script>' }))).toHaveProperty('problem');
    expect(readRequestedSkus(new URLSearchParams({ skus: 'x'.repeat(100_000) }))).toHaveProperty('problem');
  });
});

describe('loadRecentlyViewed (RV4)', () => {
  const tile = { sku: 'VA-1', urlKey: 'shirt-1', name: 'Shirt' };
  const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('loads the tiles of the skus, in the order the route sends them', async () => {
    let asked = '';
    const fetchTiles = (async (input: string) => {
      asked = input;
      return new Response(JSON.stringify({ products: [tile] }));
    }) as unknown as typeof fetch;
    expect(await loadRecentlyViewed(['VA-1', 'VA-2'], { fetch: fetchTiles })).toEqual([tile]);
    expect(asked).toBe('/recently-viewed.json?skus=VA-1%2CVA-2');
  });

  it('gives an empty list when the request fails or the answer is not tiles', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRecentlyViewed(['VA-1'], { fetch: offline })).toEqual([]);
    expect(await loadRecentlyViewed(['VA-1'], { fetch: answer({ products: [tile] }, 503) })).toEqual([]);
    expect(await loadRecentlyViewed(['VA-1'], { fetch: answer({ error: 'x' }) })).toEqual([]);
    expect(await loadRecentlyViewed(['VA-1'], { fetch: answer({ products: [{ sku: '<b>' }, tile] }) })).toEqual([tile]);
    expect(await loadRecentlyViewed([], { fetch: offline })).toEqual([]);
  });
});
