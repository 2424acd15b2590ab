import { describe, expect, it } from 'vitest';
import { isUtilityPath, UTILITY_PATHS } from './utility-pages.ts';

describe('utility pages', () => {
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
