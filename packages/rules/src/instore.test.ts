import { describe, expect, it } from 'vitest';
import {
  allowedInStoreBase,
  inStoreConnectOrigins,
  isInStoreSessionId,
  normalizeInStoreBase,
  parseInStoreBaseUrls,
  parseInStoreCorsOrigins,
} from './instore.ts';

describe('tabletop allow-list rules (T9)', () => {
  it('T9: normalises absolute http(s) urls and paths on the shop origin, refuses everything else', () => {
    expect(normalizeInStoreBase('https://Tables.Example/instore/')).toBe('https://tables.example/instore');
    expect(normalizeInStoreBase('http://127.0.0.1:3000/instore')).toBe('http://127.0.0.1:3000/instore');
    expect(normalizeInStoreBase(' /instore/ ')).toBe('/instore');
    for (const bad of [
      '',
      '/',
      '//evil.example/instore',
      'javascript:alert(1)',
      'data:text/html,<script>',
      'ftp://x.example',
      'https://user:pw@x.example',
      'https://x.example/instore?x=1',
      'https://x.example/instore#x',
      '/instore?x=<script>',
      'instore',
      `/${'a'.repeat(400)}`,
    ]) {
      expect(normalizeInStoreBase(bad), bad).toBeNull();
    }
  });

  it('T9: parses the setting, default the shop own /instore, each entry once', () => {
    expect(parseInStoreBaseUrls(undefined)).toEqual(['/instore']);
    expect(parseInStoreBaseUrls('  ')).toEqual(['/instore']);
    expect(parseInStoreBaseUrls(',,')).toEqual(['/instore']);
    expect(parseInStoreBaseUrls('/instore, https://t.example/instore/,/instore')).toEqual(['/instore', 'https://t.example/instore']);
    expect(() => parseInStoreBaseUrls('/instore, //evil.example')).toThrow(/not an absolute http\(s\) url or a path: \/\/evil.example/);
  });

  it('T9: only listed services are allowed; a path entry also as an absolute address on the shop origin', () => {
    const allowed = ['/instore', 'https://t.example/instore'];
    expect(allowedInStoreBase('/instore/', allowed, 'https://shop.example')).toBe('/instore');
    expect(allowedInStoreBase('https://shop.example/instore', allowed, 'https://shop.example')).toBe('/instore');
    expect(allowedInStoreBase('https://t.example/instore', allowed, 'https://shop.example')).toBe('https://t.example/instore');
    for (const foreign of [
      'https://evil.example/instore',
      'https://t.example/other',
      'https://t.example/instore/../evil',
      '/other',
      null,
      undefined,
    ]) {
      expect(allowedInStoreBase(foreign, allowed, 'https://shop.example')).toBeNull();
    }
    // Without the shop's origin, a path entry matches only the path.
    expect(allowedInStoreBase('https://shop.example/instore', allowed)).toBeNull();
  });

  it('T9: connect-src gets the origins of absolute entries only', () => {
    expect(inStoreConnectOrigins(['/instore', 'https://t.example/a', 'https://t.example/b', 'http://x.example:8080/i'])).toEqual([
      'https://t.example',
      'http://x.example:8080',
    ]);
  });

  it('T2: session ids are 22 base64url characters, nothing else', () => {
    expect(isInStoreSessionId('AbCdEfGhIjKlMnOpQr_-12')).toBe(true);
    for (const bad of [
      '',
      'AbCdEfGhIjKlMnOpQr_-1',
      'AbCdEfGhIjKlMnOpQr_-123',
      'AbCdEfGhIjKlMnOpQr_-1=',
      '<script>alert(1)</scr',
      42,
      null,
    ]) {
      expect(isInStoreSessionId(bad)).toBe(false);
    }
  });

  it('T2: INSTORE_CORS_ORIGINS lists plain origins only', () => {
    expect(parseInStoreCorsOrigins(undefined)).toEqual([]);
    expect(parseInStoreCorsOrigins('https://shop.example, https://shop.example/ ,http://127.0.0.1:3000')).toEqual([
      'https://shop.example',
      'http://127.0.0.1:3000',
    ]);
    for (const bad of ['https://shop.example/path', '*', 'javascript:alert(1)', 'https://u:p@shop.example', 'shop.example']) {
      expect(() => parseInStoreCorsOrigins(bad), bad).toThrow(/not an http\(s\) origin/);
    }
  });
});
