import { describe, expect, it } from 'vitest';
import { homeAddresses, listingAddresses } from './targets.ts';

describe('benchmark addresses', () => {
  it('gives home distinct addresses with campaign parameters only', () => {
    const home = homeAddresses(50);
    expect(new Set(home).size).toBe(50);
    expect(home[0]).toBe('/?utm_source=bench&n=0');
  });

  it('lists every category before page 2 and the price sorts', () => {
    const listing = listingAddresses(['kleding', 'kleding/pakken', 'sale'], 8);
    expect(listing).toEqual([
      '/kleding/',
      '/kleding/pakken/',
      '/sale/',
      '/kleding/?page=2',
      '/kleding/pakken/?page=2',
      '/sale/?page=2',
      '/kleding/?sort=priceasc',
      '/kleding/pakken/?sort=priceasc',
    ]);
    expect(new Set(listingAddresses(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'], 50)).size).toBe(50);
  });

  it('refuses to repeat addresses when the shop has too few categories', () => {
    expect(() => listingAddresses(['a', 'b'], 50)).toThrow(/only 8 distinct listing addresses, 50 asked for/);
    expect(() => listingAddresses([], 1)).toThrow(/no categories/);
  });
});
