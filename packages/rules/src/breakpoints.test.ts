import { describe, expect, it } from 'vitest';
import { breakpointFor, minWidthQuery } from './breakpoints.ts';

describe('breakpoints (K1)', () => {
  // The widths the checklist resizes across, each with the breakpoint it falls in.
  it.each([
    [375, 'mobile'],
    [639, 'mobile'],
    [640, 'phablet'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1280, 'widescreen'],
    [1600, 'xl'],
    [1903, 'xl'],
    [1904, 'xxl'],
  ])('names the breakpoint of width %i: %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it('writes the media query from a breakpoint', () => {
    expect(minWidthQuery('desktop')).toBe('(min-width: 64em)');
    expect(minWidthQuery('xxl')).toBe('(min-width: 119em)');
  });
});
