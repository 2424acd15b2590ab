import { describe, expect, it } from 'vitest';
import { parseViewMode, VIEW_MODE_ATTRIBUTE, VIEW_MODE_KEY, VIEW_MODE_SCRIPT } from './view-mode.ts';

describe('view mode (C10, C11)', () => {
  it('C10: grid is the default; anything unknown is grid', () => {
    expect(parseViewMode(null)).toBe('grid');
    expect(parseViewMode('list')).toBe('grid');
    expect(parseViewMode('grid')).toBe('grid');
  });

  it('C11: large is the other mode', () => {
    expect(parseViewMode('large')).toBe('large');
  });

  it('C11: the early script reads the session choice and marks its parent, and survives blocked storage', () => {
    const run = (stored: string | null, throws = false) => {
      const attributes: Record<string, string> = {};
      const parentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value) };
      const sessionStorage = {
        getItem: (key: string) => {
          if (throws) throw new Error('blocked');
          return key === VIEW_MODE_KEY ? stored : null;
        },
      };
      new Function('sessionStorage', 'document', VIEW_MODE_SCRIPT)(sessionStorage, { currentScript: { parentElement } });
      return attributes[VIEW_MODE_ATTRIBUTE] ?? null;
    };
    expect(run('large')).toBe('large');
    expect(run('grid')).toBeNull();
    expect(run(null)).toBeNull();
    expect(run('large', true)).toBeNull();
  });
});
