import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { seededShopDataDir } from '@shop/api/testing';
import { createShopServer, type ShopServer } from './app.ts';
import { parseEnv } from './env.ts';
import { ensureStorefrontBuild } from './storefront.ts';

/** The whole shop in this process, as in production (storefront build included), for HTTP tests. */
export interface TestShop {
  shop: ShopServer;
  server: Server;
  port: number;
  base: string;
  stop(): Promise<void>;
}

export async function startTestShop(
  settings: Record<string, string> = {},
  prepare?: (shop: ShopServer) => Promise<void>,
): Promise<TestShop> {
  const log = pino({ level: 'silent' });
  // The API role serves no pages: it needs no storefront build.
  if (settings.SHOP_ROLE !== 'api') ensureStorefrontBuild(log);
  const seedProducts = settings.SEED_PRODUCTS ?? '20';
  // Starts on a copy of the run's seeded template, as on a data folder it had seeded itself.
  const dataDir = await seededShopDataDir(Number(seedProducts));
  const env = parseEnv({
    SHOP_ROLE: 'all',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PORT: '0',
    ...settings,
    SEED_PRODUCTS: seedProducts,
  });
  const shop = await createShopServer(env, log);
  await prepare?.(shop);
  // As serve.ts listens: kept pages are answered before Express.
  const server = createServer(shop.listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    shop,
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One shop for the tests of a file: started before them, stopped after; the getter hands it out. */
export function shopForTests(settings: Record<string, string> = {}): () => TestShop {
  let started: TestShop | undefined;
  beforeAll(async () => {
    started = await startTestShop(settings);
  }, 300_000);
  afterAll(async () => {
    await started?.stop();
  });
  return () => {
    if (!started) throw new Error('the test shop did not start');
    return started;
  };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request as a client may send it, unlike fetch: any Host, a body streamed from a Readable (no
 * Content-Length unless given). The answer counts even when the server closes while the body is
 * still being sent.
 */
export function rawRequest(
  port: number,
  options: { path: string; method?: string; headers?: Record<string, string>; body?: string | Buffer | Readable },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host: '127.0.0.1', port, path: options.path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    // Writing on after the server answered and closed is expected: the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const body = options.body;
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else {
      body.on('error', () => req.destroy());
      body.pipe(req);
    }
  });
}
