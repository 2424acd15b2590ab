import { describe, expect, it } from 'vitest';
import { MAX_AB_PATHS, MAX_AB_RUNS, parseAbOptions } from './lighthouse-ab-options.ts';

describe('the options of the Lighthouse A/B comparison', () => {
  it('takes two shops, the empty cart and three runs by default', () => {
    expect(parseAbOptions(['--', '--a=http://127.0.0.1:3687/', '--b=http://127.0.0.1:3688'])).toEqual({
      a: 'http://127.0.0.1:3687',
      b: 'http://127.0.0.1:3688',
      paths: ['/cart/'],
      runs: 3,
    });
    expect(parseAbOptions(['--a=http://x:1', '--b=http://y:2', '--paths=/cart/,/', '--runs=5'])).toMatchObject({
      paths: ['/cart/', '/'],
      runs: 5,
    });
  });

  it('refuses a missing shop, unknown flags and figures out of bounds', () => {
    expect(() => parseAbOptions(['--a=http://x:1'])).toThrow(/--a and --b/);
    expect(() => parseAbOptions(['--a=ftp://x', '--b=http://y'])).toThrow(/http or https/);
    expect(() => parseAbOptions(['--a=http://x', '--b=http://y', '--rounds=3'])).toThrow(/unexpected argument/);
    expect(() => parseAbOptions(['--a=http://x', '--b=http://y', '--runs=0'])).toThrow(/--runs/);
    expect(() => parseAbOptions(['--a=http://x', '--b=http://y', `--runs=${MAX_AB_RUNS + 1}`])).toThrow(/--runs/);
    expect(parseAbOptions(['--a=http://x', '--b=http://y', `--runs=${MAX_AB_RUNS}`]).runs).toBe(MAX_AB_RUNS);
    const tooMany = Array.from({ length: MAX_AB_PATHS + 1 }, (_, i) => `/p${i}/`).join(',');
    expect(() => parseAbOptions(['--a=http://x', '--b=http://y', `--paths=${tooMany}`])).toThrow(/--paths/);
    expect(() => parseAbOptions(['--a=http://x', '--b=http://y', '--paths=cart'])).toThrow(/does not start/);
  });
});
