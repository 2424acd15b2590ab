import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startTestShop, type TestShop } from './test-shop.ts';

export interface ApiGateway {
  server: Server;
  base: string;
  /** While true, every request is answered 503 as a load balancer does for a backend that is down. */
  down: boolean;
  close(): Promise<void>;
}

/**
 * Stands for a load balancer before a remote API (`API_URL`): passes requests on to `apiBase`, or
 * answers 503 while `down`; `seen` is told of each request passed on (address and body).
 */
export async function startApiGateway(apiBase: string, seen?: (url: string, body: Buffer | undefined) => void): Promise<ApiGateway> {
  const gateway: ApiGateway = {
    server: createServer((req, res) => {
      if (gateway.down) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
        seen?.(req.url ?? '', body);
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
        ) as Record<string, string>;
        fetch(`${apiBase}${req.url}`, { method: req.method, headers, body })
          .then(async (answer) => {
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
            res.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => res.writeHead(502).end());
      });
    }),
    base: '',
    down: false,
    async close() {
      gateway.server.closeAllConnections();
      await new Promise((resolve) => gateway.server.close(resolve));
    },
  };
  gateway.server.listen(0, '127.0.0.1');
  await once(gateway.server, 'listening');
  gateway.base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  return gateway;
}

/** An API process, the gateway before it, and a storefront process that reaches the API through it. */
export interface RemoteApiShop {
  api: TestShop;
  gateway: ApiGateway;
  storefront: TestShop;
}

/**
 * For a test file: starts an API, a gateway before it (down from the start with `startDown`, so the
 * storefront starts while the API cannot be reached) and a storefront with `API_URL` on the gateway;
 * stops all three after the file. The getter gives them once started.
 */
export function storefrontBehindGateway(options: { startDown?: boolean; seen?: (url: string, body: Buffer | undefined) => void } = {}) {
  let shop: RemoteApiShop | undefined;
  let started: Partial<RemoteApiShop> = {};
  beforeAll(async () => {
    started.api = await startTestShop({ SHOP_ROLE: 'api' });
    started.gateway = await startApiGateway(started.api.base, options.seen);
    started.gateway.down = options.startDown ?? false;
    started.storefront = await startTestShop({ SHOP_ROLE: 'storefront', API_URL: started.gateway.base });
    shop = started as RemoteApiShop;
  }, 300_000);
  afterAll(async () => {
    await started.storefront?.stop();
    await started.gateway?.close();
    await started.api?.stop();
    started = {};
  });
  return (): RemoteApiShop => {
    if (!shop) throw new Error('the shop behind the gateway has not started');
    return shop;
  };
}
