import { describe, expect, it } from 'vitest';
import { applyDebugModeParam, DEBUG_MODE_KEY, debugModeParam } from './debug-mode.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('debug mode (L19)', () => {
  it('reads only true and false from the address', () => {
    expect(debugModeParam('?debugmode=true')).toBe(true);
    expect(debugModeParam('?q=jas&debugmode=false')).toBe(false);
    expect(debugModeParam('?debugmode=yes')).toBeNull();
    expect(debugModeParam('')).toBeNull();
  });

  it('switches on with ?debugmode=true, stays on for later pages of the tab, and off with ?debugmode=false', () => {
    const storage = memoryStorage();
    expect(applyDebugModeParam('', storage)).toBe(false);
    expect(applyDebugModeParam('?debugmode=true', storage)).toBe(true);
    expect(storage.values.get(DEBUG_MODE_KEY)).toBe('true');
    expect(applyDebugModeParam('?page=2', storage)).toBe(true);
    expect(applyDebugModeParam('?debugmode=maybe', storage)).toBe(true);
    expect(applyDebugModeParam('?debugmode=false', storage)).toBe(false);
    expect(storage.values.has(DEBUG_MODE_KEY)).toBe(false);
  });
});
