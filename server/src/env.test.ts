import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('has working defaults: embedded database on port 3000', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: '.data', SHOP_ROLE: 'all', SEED_PRODUCTS: 2000 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ SHOP_ROLE: 'storefront' })).toThrow(/API_URL: required when SHOP_ROLE=storefront/);
  });

  it('reports every problem at once', () => {
    try {
      parseEnv({ PORT: '-1', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toHaveLength(2);
    }
  });

  it("reads each store's public address from STORE_BASE_URLS and names a wrong one", () => {
    expect(parseEnv({ STORE_BASE_URLS: 'nl=https://vanarkel.nl,de=https://vanarkel.de' }).STORE_BASE_URLS).toEqual({
      nl: 'https://vanarkel.nl/',
      de: 'https://vanarkel.de/',
    });
    expect(parseEnv({}).STORE_BASE_URLS).toEqual({});
    expect(() => parseEnv({ STORE_BASE_URLS: 'de=https://vanarkel.de/shop' })).toThrow(/STORE_BASE_URLS: not code=http/);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('runs one process unless WEB_CONCURRENCY asks for more; auto means one per core', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4);
    expect(parseEnv({ WEB_CONCURRENCY: 'auto' }).WEB_CONCURRENCY).toBe(Math.min(availableParallelism(), 64));
  });

  it('refuses a WEB_CONCURRENCY that is not a positive whole number', () => {
    for (const value of ['0', '-2', '1.5', 'many', '65']) {
      expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY: must be a whole number from 1 to 64, or auto/);
    }
  });

  it('T9: INSTORE_BASE_URLS defaults to the shop own /instore and lists absolute urls or paths', () => {
    expect(parseEnv({}).INSTORE_BASE_URLS).toEqual(['/instore']);
    expect(
      parseEnv({ INSTORE_BASE_URLS: 'https://tables.example/instore/, /instore ,https://tables.example/instore' }).INSTORE_BASE_URLS,
    ).toEqual(['https://tables.example/instore', '/instore']);
    for (const value of [
      'ftp://x.example',
      'javascript:alert(1)',
      '//evil.example',
      'https://u:p@x.example',
      'instore',
      `https://x.example/${'a'.repeat(400)}`,
    ]) {
      expect(() => parseEnv({ INSTORE_BASE_URLS: value })).toThrow(/INSTORE_BASE_URLS: not an absolute http\(s\) url or a path/);
    }
  });

  it('T2: INSTORE_CORS_ORIGINS lists storefront origins; default none', () => {
    expect(parseEnv({}).INSTORE_CORS_ORIGINS).toEqual([]);
    expect(parseEnv({ INSTORE_CORS_ORIGINS: 'https://shop.example' }).INSTORE_CORS_ORIGINS).toEqual(['https://shop.example']);
    expect(() => parseEnv({ INSTORE_CORS_ORIGINS: '*' })).toThrow(/INSTORE_CORS_ORIGINS: not an http\(s\) origin/);
  });
});
