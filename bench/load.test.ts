import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './load.ts';

// A kept page as the shop sends it: 35 KB of gzip, bytes no UTF-8 decoder likes.
const page = randomBytes(35 * 1024);
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('load runs', () => {
  it('count the bytes of an answer without decoding its body into a string', () => {
    const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as new () => {
      insertRequest(req: object): void;
      addBody(data: Buffer): void;
      addByteCount(count: number): void;
      peek(): { body: string; bytes: number };
    };
    const queue = new Queue();
    queue.insertRequest({});
    queue.addByteCount(page.length);
    queue.addBody(page);
    expect(queue.peek()).toMatchObject({ body: '', bytes: page.length });
  });

  it('report every answer and what the load generator spent on each', async () => {
    const result = await runLoad('page', [{ path: '/' }], { base, duration: 1, connections: 2 });
    expect(result.non2xx).toBe(0);
    expect(result.requests).toBeGreaterThan(10);
    expect(result.clientCpuMicros).toBeGreaterThan(0);
  });
});
