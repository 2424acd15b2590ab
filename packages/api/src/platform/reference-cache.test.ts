import { describe, expect, it } from 'vitest';
import { cachedReference, ReferenceCache, referenceCacheOf, attachReferenceCache, REFERENCE_CACHE_MAX_ENTRIES } from './reference-cache.ts';

/** A live cache (as when the change feed listens). */
function liveCache(options: ConstructorParameters<typeof ReferenceCache>[0] = {}): ReferenceCache {
  const cache = new ReferenceCache(options);
  cache.resume();
  return cache;
}

/** A read the test finishes by hand, to interleave it with change notices. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('reference cache', () => {
  it('reads once and answers from memory afterwards, concurrent callers sharing the read', async () => {
    const cache = liveCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return ['nl', 'de'];
    };
    const [a, b] = await Promise.all([cache.get('stores', ['stores'], load), cache.get('stores', ['stores'], load)]);
    expect(await cache.get('stores', ['stores'], load)).toEqual(['nl', 'de']);
    expect(a).toBe(b);
    expect(reads).toBe(1);
  });

  it('drops only the entries read from the changed table', async () => {
    const cache = liveCache();
    let reads = 0;
    const load = (value: string) => async () => {
      reads += 1;
      return value;
    };
    await cache.get('stores', ['stores'], load('stores'));
    await cache.get('countries', ['stores', 'country_regions'], load('countries'));
    await cache.get('brands', ['brands'], load('brands'));
    cache.invalidate('country_regions');
    expect(cache.lookup('stores')).toEqual({ value: 'stores' });
    expect(cache.lookup('countries')).toBeUndefined();
    expect(cache.lookup('brands')).toEqual({ value: 'brands' });
    cache.invalidate('products'); // a table nothing here was read from
    expect(cache.size).toBe(2);
    expect(reads).toBe(3);
  });

  it('does not keep an answer whose read began before a change to its table', async () => {
    const cache = liveCache();
    const slow = deferred<string>();
    const stale = cache.get('categories', ['categories'], () => slow.promise);
    cache.invalidate('categories');
    // A caller after the change must not join the old read.
    const fresh = cache.get('categories', ['categories'], async () => 'renamed');
    slow.resolve('old name');
    expect(await stale).toBe('old name');
    expect(await fresh).toBe('renamed');
    expect(cache.lookup('categories')).toEqual({ value: 'renamed' });
  });

  it('keeps the answer of a read when an unrelated table changes meanwhile', async () => {
    const cache = liveCache();
    const slow = deferred<string>();
    const read = cache.get('categories', ['categories'], () => slow.promise);
    cache.invalidate('brands');
    slow.resolve('tree');
    await read;
    expect(cache.lookup('categories')).toEqual({ value: 'tree' });
  });

  it('keeps nothing while the change feed is down, and starts empty when it listens again', async () => {
    const cache = liveCache();
    await cache.get('stores', ['stores'], async () => 'before');
    cache.suspend();
    expect(cache.lookup('stores')).toBeUndefined();
    let reads = 0;
    const load = async () => {
      reads += 1;
      return 'while down';
    };
    await cache.get('stores', ['stores'], load);
    await cache.get('stores', ['stores'], load);
    expect(reads).toBe(2);
    const slow = deferred<string>();
    const straddling = cache.get('brands', ['brands'], () => slow.promise);
    cache.resume();
    slow.resolve('read across the gap');
    await straddling;
    expect(cache.lookup('brands')).toBeUndefined();
    await cache.get('stores', ['stores'], load);
    await cache.get('stores', ['stores'], load);
    expect(reads).toBe(3);
  });

  it('remembers misses (null) and, past its size, forgets the least recently used entries first', async () => {
    const cache = liveCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, ['content_documents'], async () => null);
    expect(cache.size).toBe(3);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('d')).toEqual({ value: null });
  });

  it('lets an entry expire after the safety age even without a notice', async () => {
    let now = 1_000;
    const cache = liveCache({ maxAgeMs: 60_000, now: () => now });
    await cache.get('stores', ['stores'], async () => 'old');
    now += 60_000;
    expect(cache.lookup('stores')).toEqual({ value: 'old' });
    now += 1;
    expect(cache.lookup('stores')).toBeUndefined();
  });

  it('holds at most REFERENCE_CACHE_MAX_ENTRIES whatever addresses are asked, the least recently used going first', async () => {
    // Content is cached per address, misses included: a client can name as many as it likes.
    const cache = liveCache();
    await cache.get('stores', ['stores'], async () => 'kept');
    for (let n = 0; n < REFERENCE_CACHE_MAX_ENTRIES * 3; n += 1) {
      await cache.get(`content:/no-such-page-${n}`, ['content_documents'], async () => null);
      // The store list is read by nearly every request: it stays while the misses come and go.
      if (n % 1_000 === 0) expect(cache.lookup('stores')).toEqual({ value: 'kept' });
    }
    expect(cache.size).toBe(REFERENCE_CACHE_MAX_ENTRIES);
    expect(cache.lookup('content:/no-such-page-0')).toBeUndefined();
    expect(cache.lookup(`content:/no-such-page-${REFERENCE_CACHE_MAX_ENTRIES * 3 - 1}`)).toEqual({ value: null });
  });

  it('does not remember a failed read', async () => {
    const cache = liveCache();
    await expect(cache.get('stores', ['stores'], () => Promise.reject(new Error('connection refused')))).rejects.toThrow(
      'connection refused',
    );
    expect(await cache.get('stores', ['stores'], async () => 'ok')).toBe('ok');
  });

  it('refuses nonsensical limits', () => {
    expect(() => new ReferenceCache({ maxEntries: 0 })).toThrow('maxEntries');
    expect(() => new ReferenceCache({ maxAgeMs: -1 })).toThrow('maxAgeMs');
  });

  it('reads straight through for a handle without a cache (a transaction)', async () => {
    const handle = {};
    const transaction = {};
    attachReferenceCache(handle, liveCache());
    let reads = 0;
    const load = async () => ++reads;
    await cachedReference(handle, 'k', ['stores'], load);
    await cachedReference(handle, 'k', ['stores'], load);
    await cachedReference(transaction, 'k', ['stores'], load);
    expect(reads).toBe(2);
    expect(referenceCacheOf(transaction)).toBeUndefined();
  });
});
