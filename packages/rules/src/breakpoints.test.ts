import { describe, expect, it } from 'vitest';
import { breakpointFor, minWidthQuery } from './breakpoints.ts';

describe('breakpoints (K1)', () => {
  it('names the breakpoint of each width the checklist resizes across', () => {
    expect(breakpointFor(375)).toBe('mobile');
    expect(breakpointFor(639)).toBe('mobile');
    expect(breakpointFor(640)).toBe('phablet');
    expect(breakpointFor(768)).toBe('tablet');
    expect(breakpointFor(1023)).toBe('tablet');
    expect(breakpointFor(1024)).toBe('desktop');
    expect(breakpointFor(1280)).toBe('widescreen');
    expect(breakpointFor(1600)).toBe('xl');
    expect(breakpointFor(1903)).toBe('xl');
    expect(breakpointFor(1904)).toBe('xxl');
  });

  it('writes the media query from a breakpoint', () => {
    expect(minWidthQuery('desktop')).toBe('(min-width: 64em)');
    expect(minWidthQuery('xxl')).toBe('(min-width: 119em)');
  });
});
