import { describe, expect, it } from 'vitest';
import { devNavigationItem } from './utility-routes.ts';
import { safeInternalPath } from './utility-paths.ts';

describe('empty layout address box', () => {
  it('L7: a shop path opens as typed, query and hash kept', () => {
    expect(safeInternalPath('/cart/')).toBe('/cart/');
    expect(safeInternalPath('  /zoeken/?q=shirt#top ')).toBe('/zoeken/?q=shirt#top');
  });

  it('L7: other sites, schemes and hostile or oversized input are refused', () => {
    for (const input of [
      '',
      'cart',
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a b',
      '/\u0000x',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(safeInternalPath(input)).toBeNull();
    }
  });
});

describe('DEV navigation item', () => {
  it('N5: links the tool pages, never the preview', () => {
    const item = devNavigationItem();
    expect(item.title).toBe('DEV');
    expect(item.submenu.map((link) => link.href)).toEqual([
      '/experiments/',
      '/styleguide/',
      '/empty-layout/',
      '/empty-page/',
      '/poccheckout/',
    ]);
  });
});
