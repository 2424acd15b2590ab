import { randomBytes } from 'node:crypto';
import { deflateRawSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipParts, joinGzip, joinPlain } from './gzip-parts.ts';

/** Text that compresses the way a page does: words repeated, names and addresses each their own. */
function pageText(seed: string, lines: number): Buffer {
  const rows: string[] = [];
  for (let index = 0; index < lines; index += 1) {
    rows.push(
      `<li><a href="/${seed}-${index}-${randomBytes(6).toString('hex')}.html">${seed} ${randomBytes(9).toString('base64')}</a></li>`,
    );
  }
  return Buffer.from(rows.join('\n'));
}

const nonce = () => Buffer.from(randomBytes(16).toString('base64'));

describe('gzipParts and joinGzip', () => {
  it('joins the parts with each answer its own nonce, byte for byte', () => {
    const markup = pageText('tile', 300);
    // The data after the nonce repeats the markup before it, and a part repeats the nonce's text.
    const first = nonce();
    const parts = [Buffer.from('<script nonce="'), Buffer.concat([Buffer.from('">'), markup]), markup, first];
    const kept = gzipParts(parts, first.length);
    for (let round = 0; round < 5; round += 1) {
      const separator = round === 0 ? first : nonce();
      expect(gunzipSync(joinGzip(kept, separator)).equals(joinPlain(parts, separator))).toBe(true);
    }
  });

  it('lets a part refer back across a nonce: repeated data costs little on the wire', () => {
    const markup = pageText('tile', 200);
    const data = Buffer.from(markup.toString().replaceAll('<li><a href="', '{"urlKey":"').replaceAll('</a></li>', '"}'));
    const parts = [markup, data];
    const alone = deflateRawSync(markup).length + deflateRawSync(data).length;
    const joined = joinGzip(gzipParts(parts, 24), nonce());
    expect(joined.length).toBeLessThan(alone * 0.7);
  });

  it('still joins parts that hold zero bytes, and a separator of another length', () => {
    const parts = [pageText('a', 50), Buffer.concat([Buffer.from([0, 0, 0]), pageText('a', 50)]), pageText('a', 20)];
    const kept = gzipParts(parts, 24);
    const separator = nonce();
    expect(gunzipSync(joinGzip(kept, separator)).equals(joinPlain(parts, separator))).toBe(true);
    const longer = Buffer.from('x'.repeat(40));
    expect(gunzipSync(joinGzip(kept, longer)).equals(joinPlain(parts, longer))).toBe(true);
  });

  it('keeps a page of one part (no nonce) as it is', () => {
    const parts = [pageText('solo', 40)];
    expect(gunzipSync(joinGzip(gzipParts(parts, 0), Buffer.alloc(0))).equals(parts[0]!)).toBe(true);
  });
});
