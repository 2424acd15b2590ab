import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFiles, filesBeside } from './storefront.ts';

describe('the files served beside the hashed assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every file outside the assets folder once, by its address, and leaves out the compressed copies and the assets', () => {
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'favicon.svg.br'), 'x');
    writeFileSync(path.join(dir, 'favicon.svg.gz'), 'x');
    writeFileSync(path.join(dir, 'icons', 'touch.png'), 'x');
    writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'x');
    expect([...filesBeside(dir, '/assets/')].sort()).toEqual(['/favicon.svg', '/icons/touch.png']);
  });
});

describe('the hashed assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-assets-'));
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'entry-abc123.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'entry-abc123.js.br'), brotliCompressSync('console.log(1);'));
    writeFileSync(path.join(dir, 'gone-def456.js'), 'console.log(2);');
    writeFileSync(path.join(dir, 'gone-def456.js.br'), brotliCompressSync('console.log(2);'));
    const app = express();
    app.use('/assets', buildFiles(dir, { immutable: true, maxAge: '1y' }));
    // What follows in the shop: the pages. An asset's address must never reach them.
    app.use((_req, res) => res.status(500).send('rendered a page'));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a file as its brotli copy, kept for a year', async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1);');
  });

  it('answers a name it does not have with a plain 404 that no one keeps', async () => {
    const response = await fetch(`${base}/assets/missing-000000.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Not found');
  });

  it('answers a file removed under the running server (a build replaced on disk) with a 404, not an error', async () => {
    rmSync(path.join(dir, 'gone-def456.js'));
    rmSync(path.join(dir, 'gone-def456.js.br'));
    const response = await fetch(`${base}/assets/gone-def456.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Not found');
  });
});
