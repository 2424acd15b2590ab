import { describe, expect, it } from 'vitest';
import { orderTiles, parseSkuList, readWishlistRequest, toWishlistTileView, type WishlistProduct } from './wishlist-model.ts';

const product = (overrides: Partial<WishlistProduct> = {}): WishlistProduct => ({
  sku: 'SHIRT-1',
  urlKey: 'blue-shirt',
  type: 'configurable',
  brand: 'Van Arkel',
  name: 'Blue shirt',
  image: '/media/catalog/shirt.jpg',
  price: 59.95,
  regularPrice: 79.95,
  inStock: true,
  availability: ['in_stock'],
  ...overrides,
});

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('wishlist tiles', () => {
  it('W9: a tile has the 150×150 image, name, link, price and the regular price when higher', () => {
    const tile = toWishlistTileView(product(), 'nl');
    expect(tile.href).toBe('/blue-shirt.html');
    expect(tile.image).toContain('w=150');
    expect(tile.image).toContain('h=150');
    expect(tile.price).toContain('59,95');
    expect(tile.regularPrice).toContain('79,95');
    expect(toWishlistTileView(product({ regularPrice: 59.95 }), 'nl').regularPrice).toBeNull();
  });

  it('W9: a product with sizes is chosen on its page first, a simple one moves in one tap, a sold-out one not at all', () => {
    expect(toWishlistTileView(product(), 'en').cart).toBe('choose');
    expect(toWishlistTileView(product({ type: 'simple' }), 'en').cart).toBe('add');
    expect(toWishlistTileView(product({ type: 'simple', inStock: false }), 'en').cart).toBe('soldOut');
  });

  it('W9: tiles follow the list order, products the shop no longer sells are left out', () => {
    const tiles = orderTiles(['B', 'GONE', 'A'], [product({ sku: 'A' }), product({ sku: 'B' })], 'de');
    expect(tiles.map((tile) => tile.sku)).toEqual(['B', 'A']);
  });
});

describe('wishlist action input', () => {
  it('W1, W5: reads a heart, a removal and a move', () => {
    expect(readWishlistRequest(form({ intent: 'toggle', sku: 'A-1' }))).toEqual({ intent: 'toggle', sku: 'A-1' });
    expect(readWishlistRequest(form({ intent: 'remove', sku: 'A-1' }))).toEqual({ intent: 'remove', sku: 'A-1' });
    expect(readWishlistRequest(form({ intent: 'move', sku: 'A-1' }))).toEqual({ intent: 'move', sku: 'A-1' });
  });

  it('W6: reads a merge as a list of skus without duplicates', () => {
    expect(readWishlistRequest(form({ intent: 'merge', skus: 'A, B,A' }))).toEqual({ intent: 'merge', skus: ['A', 'B'] });
  });

  it('W1: refuses a missing, unknown, hostile or oversized submission', () => {
    expect(readWishlistRequest(form({}))).toBeNull();
    expect(readWishlistRequest(form({ intent: 'delete-all', sku: 'A' }))).toBeNull();
    expect(readWishlistRequest(form({ intent: 'add' }))).toBeNull();
    expect(readWishlistRequest(form({ intent: 'add', sku: '<img src=x onerror=alert(1)>' }))).toBeNull();
    expect(readWishlistRequest(form({ intent: 'add', sku: 'A'.repeat(65) }))).toBeNull();
    expect(readWishlistRequest(form({ intent: 'merge', skus: '' }))).toBeNull();
    expect(readWishlistRequest(form({ intent: 'merge', skus: Array.from({ length: 101 }, (_, i) => `S${i}`).join(',') }))).toBeNull();
    expect(parseSkuList('A,"><script>')).toBeNull();
    expect(parseSkuList('x'.repeat(10_000))).toBeNull();
  });
});
