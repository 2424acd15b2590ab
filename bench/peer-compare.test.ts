import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.ts';
import { interleaved, loadRow, parsePeerOptions, PeerOptionsError, ratio, sideFigure } from './peer-compare.ts';

function load(requestsPerSecond: number, p99: number, failures = 0): LoadResult {
  return {
    name: 'run',
    addresses: 1,
    requestsPerSecond,
    requests: requestsPerSecond * 10,
    errors: failures,
    timeouts: 0,
    non2xx: 0,
    statuses: {},
    count: requestsPerSecond * 10,
    p50: p99 / 2,
    p95: p99,
    p99,
    max: p99,
  };
}

describe('peer comparison options', () => {
  it('compares the two local shops on their three pages, three rounds of 10 s with 10 connections, by default', () => {
    const options = parsePeerOptions(['--']);
    expect(options.shops.ours).toMatchObject({ base: 'http://127.0.0.1:3200', paths: { home: '/', listing: '/kleding/' } });
    expect(options.shops.peer).toEqual({
      base: 'http://127.0.0.1:3100',
      paths: { home: '/', listing: '/collections/electronics', product: '/products/laptop' },
    });
    expect(options).toMatchObject({ rounds: 3, duration: 10, connections: 10, lighthouse: false, lighthouseRuns: 3 });
  });

  it('takes the addresses and pages of any peer from flags, as `npx tsx bench/peer.ts -- …` passes them', () => {
    const options = parsePeerOptions([
      '--',
      '--ours=http://127.0.0.1:4000/',
      '--peer=http://localhost:8002',
      '--peer-listing=/c/shoes',
      '--peer-cart=/cart',
      '--ours-cart=/cart',
      '--rounds=1',
      '--duration=3',
      '--lighthouse',
    ]);
    expect(options.shops.ours.base).toBe('http://127.0.0.1:4000');
    expect(options.shops.peer).toMatchObject({ base: 'http://localhost:8002', cart: '/cart', paths: { listing: '/c/shoes' } });
    expect(options).toMatchObject({ rounds: 1, duration: 3, lighthouse: true });
  });

  it('refuses unknown flags, addresses that are not URLs and paths without a leading slash', () => {
    expect(() => parsePeerOptions(['--round=3'])).toThrow(PeerOptionsError);
    expect(() => parsePeerOptions(['--peer=127.0.0.1:3100'])).toThrow(/--peer: expected an address/);
    expect(() => parsePeerOptions(['--peer-product=products/laptop'])).toThrow(/starting with \//);
    expect(() => parsePeerOptions(['--rounds=0'])).toThrow(/--rounds/);
  });
});

describe('peer comparison runs and figures', () => {
  it('measures round by round and page by page, ours then the peer, so both meet the machine in the same state', () => {
    const runs = interleaved(2, ['home', 'listing']).map((run) => `${run.round} ${run.page} ${run.side}`);
    expect(runs).toEqual([
      '1 home ours',
      '1 home peer',
      '1 listing ours',
      '1 listing peer',
      '2 home ours',
      '2 home peer',
      '2 listing ours',
      '2 listing peer',
    ]);
  });

  it('reports the median round, so one disturbed round does not move the figure', () => {
    const ours = sideFigure([load(100, 40), load(30, 400), load(110, 50)]);
    expect(ours).toEqual({ rounds: 3, requestsPerSecond: 100, p99: 50, failures: 0 });
    const peer = sideFigure([load(40, 90), load(50, 80, 2), load(45, 85)]);
    expect(peer).toEqual({ rounds: 3, requestsPerSecond: 45, p99: 85, failures: 2 });
    expect(ratio(ours, peer)).toBe(2.22);
    expect(loadRow('home', ours, peer)).toEqual({
      page: 'home',
      'ours req/s (p99 ms)': '100 (50)',
      'peer req/s (p99 ms)': '45 (85), 2 failed',
      'ratio ours/peer': 2.22,
    });
  });

  it('gives no ratio when the peer answered nothing', () => {
    expect(ratio(sideFigure([load(100, 40)]), sideFigure([load(0, 0)]))).toBeNull();
  });
});
