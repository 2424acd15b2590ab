import { describe, expect, it } from 'vitest';
import { readCookie, readCookies } from './cookie-header.ts';

describe('reading a cookie', () => {
  it('finds the first cookie of a name and decodes it', () => {
    expect(readCookie('a=1; va_cookie_settings=functional%2Canalytics; va_cookie_settings=x', 'va_cookie_settings')).toBe(
      'functional,analytics',
    );
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('tells an empty cookie from an absent one', () => {
    expect(readCookie('va_cookie_message=', 'va_cookie_message')).toBe('');
    expect(readCookie('other=1; va_cookie_message', 'va_cookie_message')).toBeNull();
    expect(readCookie(undefined, 'va_cookie_message')).toBeNull();
  });

  it('reads a name with the white space around it trimmed, as the page does', () => {
    expect(readCookie('\u00a0va_cookie_message =1', 'va_cookie_message')).toBe('1');
  });

  it('reads several cookies in one pass as it reads each', () => {
    const header = 'b=2; a=; a=1; c=%ZZ';
    expect(readCookies(header, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd'].map((name) => readCookie(header, name)));
    expect(readCookies(header, ['a', 'b', 'c', 'd'])).toEqual(['', '2', '%ZZ', null]);
    expect(readCookies(undefined, ['a'])).toEqual([null]);
  });
});
