import { describe, expect, it } from 'vitest';
import { devNavigationItem, isUtilityPath, UTILITY_PATHS } from './utility-routes.ts';
import { safeInternalPath } from './utility-paths.ts';

describe('utility routes', () => {
  it('R6: the utility pages, and pages below /poccheckout/, are recognised for the sitemap to leave out', () => {
    for (const path of UTILITY_PATHS) expect(isUtilityPath(path)).toBe(true);
    expect(isUtilityPath('/poccheckout/AbC12/')).toBe(true);
    expect(isUtilityPath('/Styleguide')).toBe(true);
    expect(isUtilityPath('/preview/?token=x')).toBe(true);
    expect(isUtilityPath('/over-ons/')).toBe(false);
    expect(isUtilityPath('/empty-pages/')).toBe(false);
    expect(isUtilityPath('/')).toBe(false);
  });
});

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
