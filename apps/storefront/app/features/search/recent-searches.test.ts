import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadRecentSearches,
  normalizeTerm,
  parseRecentSearches,
  recentToShow,
  rememberSearch,
  saveRecentSearches,
} from './recent-searches.ts';
import { memoryStorage } from '../../lib/memory-storage.fixture.ts';

afterEach(() => vi.unstubAllGlobals());

describe('recent searches', () => {
  it('S15: after shirt, jeans and coat, typing boots shows coat and jeans', () => {
    let list: string[] = [];
    for (const term of ['shirt', 'jeans', 'coat', 'boots']) list = rememberSearch(list, term);
    expect(list).toEqual(['boots', 'coat', 'jeans', 'shirt']);
    expect(recentToShow(list, 'boots')).toEqual(['coat', 'jeans']);
  });

  it('S15: one opening of the overlay is one entry while the shopper keeps typing', () => {
    let list = rememberSearch(['coat', 'jeans'], 'boot');
    list = rememberSearch(list, 'boots', 'boot');
    expect(list).toEqual(['boots', 'coat', 'jeans']);
  });

  it('S16: keeps at most 10 distinct terms, newest first, whatever their case or spacing', () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i += 1) list = rememberSearch(list, `term ${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('term 12');
    expect(list.at(-1)).toBe('term 3');
    expect(rememberSearch(['Blue  Shirt', 'coat'], ' blue shirt ')).toEqual(['blue shirt', 'coat']);
  });

  it('S16: ignores empty terms and reads only a list of strings from storage', () => {
    expect(rememberSearch(['coat'], '   ')).toEqual(['coat']);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["coat", 3, "", "Coat", " jeans "]')).toEqual(['coat', 'jeans']);
    expect(parseRecentSearches(JSON.stringify(Array.from({ length: 30 }, (_, i) => `t${i}`)))).toHaveLength(10);
  });

  it('S15, S16: stored under the key "recent"; clearing removes it; blocked storage is an empty list', () => {
    const storage = memoryStorage({ recent: '["coat","jeans"]' });
    vi.stubGlobal('window', { localStorage: storage });
    expect(loadRecentSearches()).toEqual(['coat', 'jeans']);
    saveRecentSearches(['boots', 'coat', 'jeans']);
    expect(storage.values.get('recent')).toBe('["boots","coat","jeans"]');
    saveRecentSearches([]);
    expect(storage.values.has('recent')).toBe(false);

    vi.stubGlobal('window', {
      get localStorage(): never {
        throw new Error('SecurityError');
      },
    });
    expect(loadRecentSearches()).toEqual([]);
    expect(() => saveRecentSearches(['coat'])).not.toThrow();
  });

  it('collapses whitespace in a term', () => {
    expect(normalizeTerm('  blue \t shirt ')).toBe('blue shirt');
  });
});
