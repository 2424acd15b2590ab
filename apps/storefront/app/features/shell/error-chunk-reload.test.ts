import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadFailure, reloadOnce } from './error-chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function environment(storage: ReturnType<typeof memoryStorage> | null, start = 1_000_000) {
  const state = { now: start, reloads: 0 };
  return { state, env: { storage, now: () => state.now, reload: () => void state.reloads++ } };
}

describe('chunk reload', () => {
  it("E6: recognises a failed chunk by the browsers' and bundlers' messages", () => {
    expect(isChunkLoadFailure(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://shop/assets/x-1.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
    expect(isChunkLoadFailure({ message: 'Loading chunk 1 failed' })).toBe(false);
  });

  it('E6: reloads once, and not again within 60 s', () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(1);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    state.now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadOnce(env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('E6: reloads again once a minute has passed', () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    reloadOnce(env);
    state.now += CHUNK_RELOAD_GUARD_MS;
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('E6: a damaged or future guard value does not block a reload forever', () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage<script>');
    expect(reloadOnce(env)).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(state.now + 10 * CHUNK_RELOAD_GUARD_MS));
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('E6: without session storage it never reloads, so it cannot loop', () => {
    const { state, env } = environment(null);
    expect(reloadOnce(env)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reloadOnce({ ...env, storage: refusing })).toBe(false);
    expect(state.reloads).toBe(0);
  });
});
