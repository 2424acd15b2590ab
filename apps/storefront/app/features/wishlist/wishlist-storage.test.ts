import { describe, expect, it } from 'vitest';
import { parseWishlist, readWishlist, skusToMerge, toggleSku, WISHLIST_KEY, WISHLIST_LIMIT, writeWishlist } from './wishlist-storage.ts';
import { memoryStorage } from '../../lib/memory-storage.fixture.ts';

describe('guest wishlist in local storage', () => {
  it('W1: a heart toggles the sku on (at the front) and off again', () => {
    const on = toggleSku(['B'], 'A');
    expect(on).toEqual(['A', 'B']);
    expect(toggleSku(on, 'A')).toEqual(['B']);
  });

  it('W1: the list never grows past its limit, the oldest leaves first', () => {
    const full = Array.from({ length: WISHLIST_LIMIT }, (_, index) => `SKU-${index}`);
    const next = toggleSku(full, 'NEW');
    expect(next).toHaveLength(WISHLIST_LIMIT);
    expect(next[0]).toBe('NEW');
    expect(next).not.toContain(`SKU-${WISHLIST_LIMIT - 1}`);
  });

  it('W3, W4: the list is stored under the key `wishlist` as a JSON sku list and read back', () => {
    const storage = memoryStorage();
    expect(writeWishlist(storage, ['A', 'B'])).toBe(true);
    expect(storage.values.get(WISHLIST_KEY)).toBe('["A","B"]');
    expect(readWishlist(storage)).toEqual(['A', 'B']);
  });

  it('W3: an emptied list removes the key', () => {
    const storage = memoryStorage({ [WISHLIST_KEY]: '["A"]' });
    writeWishlist(storage, []);
    expect(storage.values.has(WISHLIST_KEY)).toBe(false);
  });

  it('W3: hand-edited, hostile or oversized values read as a clean list or an empty one', () => {
    expect(parseWishlist('not json')).toEqual([]);
    expect(parseWishlist('{"a":1}')).toEqual([]);
    expect(parseWishlist('["A","<script>alert(1)</script>",3,null,"A","B"]')).toEqual(['A', 'B']);
    expect(parseWishlist(JSON.stringify(['x'.repeat(500)]))).toEqual([]);
    expect(parseWishlist(JSON.stringify(Array.from({ length: 5000 }, (_, i) => `S${i}`)))).toHaveLength(WISHLIST_LIMIT);
  });

  it('W3: storage that throws (private mode, full) reads as empty and refuses writes without throwing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readWishlist(broken)).toEqual([]);
    expect(writeWishlist(broken, ['A'])).toBe(false);
    expect(readWishlist(null)).toEqual([]);
  });

  it('W6: only guest skus the customer list lacks are merged, each once', () => {
    expect(skusToMerge(['A', 'B', 'A', 'C'], ['B'])).toEqual(['A', 'C']);
    expect(skusToMerge(['B'], ['B'])).toEqual([]);
    expect(skusToMerge([], ['B'])).toEqual([]);
  });
});
