import { describe, expect, it } from 'vitest';
import { etagWithout, strongEtag } from './http-cache.ts';

/** A page as the storefront renders it: the answer's nonce on its scripts, text beyond ASCII. */
const page = (nonce: string) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head>` +
      `<body><p>Pak € 249,- · Größe 50 — “slim”</p><script nonce="${nonce}" type="module">b()</script>${nonce}</body></html>`,
  );

describe('the ETag of a shared page', () => {
  it('is the hash of the page without its nonce, whatever the nonce of the answer', () => {
    const first = page('NonceOne0123456789abcdef');
    const second = page('NonceTwo9876543210fedcba');
    expect(etagWithout(first, 'NonceOne0123456789abcdef')).toBe(strongEtag(page('')));
    expect(etagWithout(second, 'NonceTwo9876543210fedcba')).toBe(etagWithout(first, 'NonceOne0123456789abcdef'));
  });

  it('changes with the page, and is the plain hash when there is no nonce', () => {
    const nonce = 'NonceOne0123456789abcdef';
    const other = Buffer.from(page(nonce).toString().replace('249', '239'));
    expect(etagWithout(other, nonce)).not.toBe(etagWithout(page(nonce), nonce));
    expect(etagWithout(page(nonce), '')).toBe(strongEtag(page(nonce)));
  });
});
