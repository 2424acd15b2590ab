/**
 * /graphql from outside, through the whole server (decision 032):
 * - another site's page got every Origin reflected with credentials, and its forms could run
 *   mutations (`query=mutation{createEmptyCart}` form-encoded answered 200);
 * - 10 MB documents were read whole, with Content-Length or chunked;
 * - four expensive documents at once turned /readyz to 503 on PostgreSQL.
 * Runs on the embedded database, or on PostgreSQL with SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COST_MODEL,
  estimateCost,
  heapAfterGc,
  loadTypeDefs,
  QUERY_BUDGET,
  resolvers,
  seededShopStorage,
  type SeededShopStorage,
} from '@shop/api/testing';
import { createShopServer, type ShopServer } from './app.ts';
import { parseEnv } from './env.ts';

const MB = 1024 * 1024;
const LISTED = 'https://pwa.shop.example';

let shop: ShopServer;
let server: Server;
let base: string;
let storage: SeededShopStorage | undefined;

beforeAll(async () => {
  // A copy of the run's seeded template, on PGlite or (SHOP_TEST_ENGINE=postgres) PostgreSQL.
  storage = await seededShopStorage(150);
  const env = parseEnv({
    SHOP_ROLE: 'api',
    DATA_DIR: storage.dataDir,
    SEED_PRODUCTS: '150',
    NODE_ENV: 'production',
    PORT: '0',
    GRAPHQL_CORS_ORIGINS: LISTED,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  });
  shop = await createShopServer(env, pino({ level: 'silent' }));
  server = shop.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
  await storage?.remove();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const graphql = (body: BodyInit, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, ...init });

/**
 * The status of a POST whose body the server may refuse before reading it all. A server that answers
 * early and closes may cut the upload: browsers and curl read the answer already sent, fetch (undici)
 * sometimes reports the cut instead. This client reads the answer as soon as it arrives.
 */
function statusOfUpload(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let status: number | undefined;
    const request = http.request(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      status = response.statusCode;
      response.resume();
      resolve(status ?? 0);
      request.destroy();
    });
    request.on('error', (error) => {
      if (status === undefined) reject(error);
    });
    request.end(body);
  });
}

describe('/graphql from other sites', () => {
  it('never reflects an origin it does not list, nor allows it credentials', async () => {
    const evil = 'https://evil.example';
    const answer = await graphql(JSON.stringify({ query: '{ __typename }' }), { origin: evil });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers an origin GRAPHQL_CORS_ORIGINS lists, and says the answer varies by origin', async () => {
    const answer = await graphql(JSON.stringify({ query: '{ __typename }' }), { origin: LISTED });
    expect(answer.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(answer.headers.get('vary')).toMatch(/Origin/);
  });

  it('refuses form-encoded, multipart and plain-text POSTs with 415, and mutations by GET', async () => {
    const createCart = 'mutation { createEmptyCart }';
    const form = await fetch(`${base}/graphql`, { method: 'POST', body: new URLSearchParams({ query: createCart }) });
    expect(form.status).toBe(415);
    expect(((await form.json()) as Answer).errors?.[0]).toMatchObject({
      message: expect.stringMatching(/application\/json/),
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    const multipart = new FormData();
    multipart.set('operations', JSON.stringify({ query: createCart }));
    expect((await fetch(`${base}/graphql`, { method: 'POST', body: multipart })).status).toBe(415);
    const text = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: createCart }),
    });
    expect(text.status).toBe(415);
    const get = await fetch(`${base}/graphql?query=${encodeURIComponent(createCart)}`);
    expect(get.status).toBe(405);
    // As JSON it works.
    const json = (await (await graphql(JSON.stringify({ query: createCart }))).json()) as Answer;
    expect(typeof json.data?.createEmptyCart).toBe('string');
  });
});

describe('large bodies through the server', () => {
  it('answers 413 to 10 MB documents, said by Content-Length or chunked, with the heap flat', async () => {
    const padding = 'x'.repeat(10 * MB);
    const before = heapAfterGc();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 3) {
      await Promise.all(
        [i, i + 1, i + 2].map(async (n) => {
          statuses.push(await statusOfUpload(JSON.stringify({ query: `#${n}${padding}\n{ __typename }` })));
        }),
      );
    }
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const chunked = await graphql(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"query":"#'));
        },
        pull(controller) {
          if (sent >= 50 * MB) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      }),
      {},
      { duplex: 'half' } as RequestInit,
    );
    statuses.push(chunked.status);
    const after = heapAfterGc();
    expect(statuses).toEqual(Array.from({ length: 31 }, () => 413));
    expect(sent).toBeLessThan(50 * MB);
    expect(after - before).toBeLessThan(150);
  });
});

describe('expensive queries do not starve others', () => {
  const schema = createSchema({ typeDefs: loadTypeDefs(), resolvers });
  const listing = (i: number) =>
    `l${i}: productList(search: "${['', 'a', 'e', 'o'][i % 4]}", itemsPerPage: 72, page: ${1 + (i % 2)}) {
      totalCount products { sku urlKey name brand price regularPrice discount availability categories { name url_path } }
      filters { key label options { key label count } } }`;
  const document = (count: number) => `{ ${Array.from({ length: count }, (_, i) => listing(i)).join('\n')} }`;
  /** The most listings one document may hold within the cost bound. */
  const allowed = (() => {
    let count = 1;
    while (estimateCost(schema, parse(document(count + 1)), {}, COST_MODEL) <= QUERY_BUDGET.maxCost) count++;
    return count;
  })();

  /** A health check as a load balancer sends it: a new connection each time. */
  const readyz = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(`${base}/readyz`, { agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject);
    });

  async function probeReady(): Promise<number[]> {
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect(await readyz()).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return latencies.sort((a, b) => a - b);
  }

  /**
   * The most a probe's median may take under the load: five times what it takes on this machine
   * just before (a busy machine is slow for both), and never less than 200 ms. A starved event loop
   * answers after the documents, seconds later.
   */
  async function readyBound(): Promise<number> {
    const idle = await probeReady();
    return Math.max(200, 5 * (idle[2] ?? 0));
  }

  it('refuses four heavy documents at once before running them, and /readyz keeps answering', async () => {
    const heavy = JSON.stringify({ query: document(allowed + 4) });
    const bound = await readyBound();
    const [answers, latencies] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, async () => (await graphql(heavy)).status)),
      probeReady(),
    ]);
    expect(answers).toEqual([400, 400, 400, 400]);
    expect(latencies[2]).toBeLessThan(bound);
  });

  it('keeps /readyz answering while four of the largest allowed documents run at once', async () => {
    expect(allowed).toBeGreaterThanOrEqual(2);
    const maximal = JSON.stringify({ query: document(allowed) });
    const bound = await readyBound();
    const [answers, latencies] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 }, async () => {
          const response = await graphql(maximal);
          const answer = (await response.json()) as Answer;
          return answer.errors ? JSON.stringify(answer.errors).slice(0, 200) : response.status;
        }),
      ),
      (async () => {
        // Let the four start first.
        await new Promise((resolve) => setTimeout(resolve, 100));
        return probeReady();
      })(),
    ]);
    expect(answers).toEqual([200, 200, 200, 200]);
    // The median of five probes, against this machine's own pace.
    expect(latencies[2]).toBeLessThan(bound);
  });
});
