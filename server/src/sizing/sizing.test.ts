import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { SIZING_SESSION_ID } from '@shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSizingRouter } from './index.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use('/sizing', createSizingRouter());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sizing`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

describe('the sizing service (L22, L23)', () => {
  it('answers GET /sizing/session with a new session id, never cached', async () => {
    const first = await fetch(`${base}/session`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { id } = (await first.json()) as { id: string };
    expect(id).toMatch(SIZING_SESSION_ID);
    const second = (await (await fetch(`${base}/session`)).json()) as { id: string };
    expect(second.id).not.toBe(id);
  });

  it('answers nothing else', async () => {
    expect((await fetch(`${base}/session`, { method: 'POST' })).status).toBe(404);
  });
});
