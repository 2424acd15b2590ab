import { describe, expect, it } from 'vitest';
import { OptionsError, parseOptions } from './options.ts';

describe('bench options', () => {
  it('measures everything on both databases with the issue’s conditions by default', () => {
    const options = parseOptions([], {});
    expect(options.suites).toEqual(['ssr', 'etag', 'ceiling', 'graphql', 'cart', 'lighthouse']);
    expect(options.databases).toEqual(['pglite', 'postgres']);
    expect(options).toMatchObject({
      connections: 10,
      products: 2000,
      urls: 50,
      cartCalls: 200,
      history: 100_000,
      lighthouseRuns: 5,
      lighthouseOver: ['https'],
      lighthouseBusy: false,
      workers: 1,
      build: true,
    });
    expect(options.databasesChosen).toBe(false);
    expect(options.postgresUrl).toBe('postgres://postgres@127.0.0.1:5432/postgres');
  });

  it('takes a subset from flags, which win over the environment', () => {
    const options = parseOptions(['--only=graphql,ssr', '--db=pglite', '--duration=2', '--no-build'], {
      BENCH_DURATION: '30',
      BENCH_ONLY: 'cart',
    });
    expect(options.suites).toEqual(['ssr', 'graphql']);
    expect(options.databases).toEqual(['pglite']);
    expect(options.databasesChosen).toBe(true);
    expect(options.duration).toBe(2);
    expect(options.build).toBe(false);
  });

  it('keeps a core busy while Lighthouse runs only when asked', () => {
    expect(parseOptions([], {}).lighthouseBusy).toBe(false);
    expect(parseOptions(['--lighthouse-busy'], {}).lighthouseBusy).toBe(true);
    expect(parseOptions([], { BENCH_LIGHTHOUSE_BUSY: '1' }).lighthouseBusy).toBe(true);
    expect(parseOptions(['--lighthouse-busy=yes'], {}).lighthouseBusy).toBe(true);
    expect(parseOptions(['--lighthouse-busy=false'], { BENCH_LIGHTHOUSE_BUSY: '1' }).lighthouseBusy).toBe(false);
    expect(parseOptions([], { BENCH_LIGHTHOUSE_BUSY: '0' }).lighthouseBusy).toBe(false);
  });

  it('refuses a busy switch it cannot read instead of taking it as on', () => {
    expect(() => parseOptions(['--lighthouse-busy=sometimes'], {})).toThrow(/--lighthouse-busy: expected no value, or one of true, false/);
    expect(() => parseOptions([], { BENCH_LIGHTHOUSE_BUSY: 'on' })).toThrow(/BENCH_LIGHTHOUSE_BUSY: expected 1 or 0, got "on"/);
  });

  it('warms each page type up for ten seconds unless told otherwise, or not at all', () => {
    expect(parseOptions([], {}).warmUp).toBe(10);
    expect(parseOptions(['--warm-up=30'], { BENCH_WARM_UP: '5' }).warmUp).toBe(30);
    expect(parseOptions([], { BENCH_WARM_UP: '0' }).warmUp).toBe(0);
    expect(() => parseOptions(['--warm-up=soon'], {})).toThrow(/--warm-up \/ BENCH_WARM_UP: expected a whole number/);
  });

  it('takes the carts and orders of the big database run, or none', () => {
    expect(parseOptions(['--history=5000'], {}).history).toBe(5000);
    expect(parseOptions([], { BENCH_HISTORY: '0' }).history).toBe(0);
    expect(() => parseOptions(['--history=-1'], {})).toThrow(/--history \/ BENCH_HISTORY: expected a whole number/);
  });

  it('runs Lighthouse through the HTTPS front, over the shop’s own HTTP/1.1, or both', () => {
    expect(parseOptions(['--lighthouse-over=http'], {}).lighthouseOver).toEqual(['http']);
    expect(parseOptions([], { BENCH_LIGHTHOUSE_OVER: 'http,https' }).lighthouseOver).toEqual(['https', 'http']);
    expect(() => parseOptions(['--lighthouse-over=quic'], {})).toThrow(/--lighthouse-over: expected one or more of https, http/);
  });

  it('runs the shop on PostgreSQL as several worker processes when asked', () => {
    expect(parseOptions(['--workers=2'], {}).workers).toBe(2);
    expect(parseOptions([], { BENCH_WORKERS: '4' }).workers).toBe(4);
    expect(() => parseOptions(['--workers=0'], {})).toThrow(/--workers \/ BENCH_WORKERS: expected a whole number from 1 to 64/);
  });

  it('uses BENCH_DATABASE_URL before DATABASE_URL for PostgreSQL', () => {
    const options = parseOptions([], { DATABASE_URL: 'postgres://a@h/x', BENCH_DATABASE_URL: 'postgresql://b@h/y' });
    expect(options.postgresUrl).toBe('postgresql://b@h/y');
    expect(options.postgresUrlGiven).toBe(true);
  });

  it('names the bad value', () => {
    expect(() => parseOptions(['--only=ssr,speed'], {})).toThrow(/--only: expected one or more of ssr, etag/);
    expect(() => parseOptions(['--db=mysql'], {})).toThrow(OptionsError);
    expect(() => parseOptions([], { BENCH_DURATION: '0' })).toThrow(/BENCH_DURATION: expected a whole number from 1/);
    expect(() => parseOptions(['--duration=fast'], {})).toThrow(/"fast"/);
    expect(() => parseOptions(['--colour=red'], {})).toThrow(/unknown flag --colour/);
    expect(() => parseOptions(['ssr'], {})).toThrow(/unexpected argument "ssr"/);
    expect(() => parseOptions([], { DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });
});
