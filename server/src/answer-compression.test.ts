import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_BROTLI_QUALITY, answerCompression } from './answer-compression.ts';

/** A page-sized answer: repeated markup, as a listing's tiles are. */
const page = Buffer.from(
  Array.from(
    { length: 600 },
    (_, i) => `<li><a href="/colbert-${i}.html"><img src="/media/${i % 37}.jpg" alt="Colbert ${i}"/>€ ${i},-</a></li>`,
  ).join(''),
);

let base = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.use(answerCompression());
  app.get('/page', (_req, res) => res.type('html').send(page));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('compression of an answer made per request', () => {
  it('answers a client that takes brotli with brotli at the shop’s quality, the same page once decoded', async () => {
    // As sent, not decoded (fetch would decode it).
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${base}/page`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).equals(page)).toBe(true);
    // The compressor's default quality (4) writes fewer bytes than the shop's 3 for this answer.
    const at = (quality: number) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(ANSWER_BROTLI_QUALITY).toBe(3);
    expect(body.length).toBe(at(ANSWER_BROTLI_QUALITY));
    expect(at(4)).not.toBe(at(ANSWER_BROTLI_QUALITY));
  });
});
