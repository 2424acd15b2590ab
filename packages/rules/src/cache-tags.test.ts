import { describe, expect, it } from 'vitest';
import {
  broadTagOf,
  cacheTag,
  cacheTagHeader,
  categoryTag,
  contentAddressTag,
  contentTag,
  parseTagNotice,
  productTag,
  purgeTagsFor,
  readParamMarker,
} from './cache-tags.ts';

describe('cache tags', () => {
  it('name products, categories and content documents as the database triggers spell them', () => {
    expect([productTag(12), categoryTag(3), contentTag('footer_menu_service'), contentAddressTag('page', 'klantenservice/retour')]).toEqual(
      ['p:12', 'c:3', 'd:footer_menu_service', 'du:page:klantenservice/retour'],
    );
  });

  it('give each specific tag the broad tag of its kind, for a CDN header without room', () => {
    expect(['p:1', 'c:2', 'd:layout', 'du:page:x', cacheTag.listing, cacheTag.shop].map(broadTagOf)).toEqual([
      'products',
      'categories',
      'content',
      'content',
      'listing',
      'shop',
    ]);
    expect(purgeTagsFor(['d:layout', 'p:7']).sort()).toEqual(['content', 'd:layout', 'p:7', 'products']);
  });

  it('read a tag notice and tell it from a table notice', () => {
    expect(parseTagNotice('#content d:layout  p:1')).toEqual(['content', 'd:layout', 'p:1']);
    expect(parseTagNotice('content_documents')).toBeNull();
  });

  it('write a page’s tags into one header, broad kinds first when the specific ones do not fit', () => {
    const tags = ['shop', readParamMarker('size'), 'c:4', 'd:layout', ...Array.from({ length: 40 }, (_, i) => productTag(1000 + i))];
    expect(cacheTagHeader(tags)).toBe([...tags.filter((t) => !t.startsWith('?'))].sort().join(' '));
    // Categories stay precise beside the broad product and content tags.
    expect(cacheTagHeader(tags, 25)).toBe('c:4 content products shop');
    // Many categories give way to their broad tag too.
    const manyCategories = [...tags, ...Array.from({ length: 10 }, (_, i) => categoryTag(i))];
    expect(cacheTagHeader(manyCategories, 32)).toBe('categories content products shop');
    // Without room even for the broad tags: everything.
    expect(cacheTagHeader(tags, 20)).toBe('*');
  });
});
