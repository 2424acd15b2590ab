import { describe, expect, it } from 'vitest';
import { loggedPath } from './logging.ts';

describe('request log lines', () => {
  it('CA27: keep a cart id named in the address out of the log, and the rest of the address in', () => {
    expect(loggedPath('/cart/?cartId=AbCdEfGhIjKlMnOpQrStUvWxYz012345&page=2')).toBe('/cart/?cartId=…&page=2');
    expect(loggedPath('/?page=1&CARTID=secret#top')).toBe('/?page=1&CARTID=…#top');
    expect(loggedPath('/overhemden/?page=2')).toBe('/overhemden/?page=2');
    expect(loggedPath(`/${'a'.repeat(600)}`)).toHaveLength(500);
  });
});
