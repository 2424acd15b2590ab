import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { eq } from 'drizzle-orm';
import { createTestApi, type TestApi } from '@shop/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTable, openTable } from '@shop/api/console';
import { silentLogger, tables } from '@shop/api/testing';
import { createInstoreRouter } from './index.ts';

const { storeLocations } = tables;

const T0 = new Date('2026-03-02T09:00:00.000Z');
let clock = T0;
const at = (m: number) => {
  clock = new Date(T0.getTime() + m * 60_000);
};

let t: TestApi;
let server: Server;
let base: string;
let shopId: number;

beforeAll(async () => {
  t = await createTestApi({ products: 5 });
  const [shop] = await t.db.select({ id: storeLocations.id }).from(storeLocations).where(eq(storeLocations.active, true)).limit(1);
  shopId = shop!.id;
  const app = express();
  app.use('/instore', createInstoreRouter({ db: t.db, log: silentLogger, now: () => clock, corsOrigins: ['https://shop.example'] }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/instore`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

async function getJson(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

async function openAt0(hours = 2) {
  at(0);
  return openTable({ db: t.db, now: () => T0 }, { storeLocationId: shopId, tableLabel: 'Tafel 4', hours, staffId: null });
}

describe('GET /instore/sessions/{id}', () => {
  it('T2: an open session answers 200 with id, status OPEN and ttlDt in ISO-8601, never cached', async () => {
    const session = await openAt0();
    const { response, body } = await getJson(`/sessions/${session.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    // No ETag: a conditional request must never get a bodiless 304.
    expect(response.headers.get('etag')).toBeNull();
    expect(body).toEqual({ id: session.id, status: 'OPEN', ttlDt: '2026-03-02T09:30:00.000Z' });
  });

  it('T2: EXPIRED after the ttl, CLOSED after staff close the table', async () => {
    const session = await openAt0();
    at(30);
    expect((await getJson(`/sessions/${session.id}`)).body.status).toBe('EXPIRED');
    await closeTable({ db: t.db, now: () => clock }, session.id, null);
    expect((await getJson(`/sessions/${session.id}`)).body).toMatchObject({ id: session.id, status: 'CLOSED' });
  });

  it('T2: unknown, malformed, hostile and oversized ids answer 404 JSON without echoing the id', async () => {
    for (const id of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      'short',
      encodeURIComponent("' or 1=1 --"),
      encodeURIComponent('<script>x</script>'),
      'a'.repeat(5000),
    ]) {
      const { response, body } = await getJson(`/sessions/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({ error: 'not_found', message: 'No tabletop session with this id.' });
    }
  });

  it('T2: other paths under /instore answer 404 JSON and other methods 405, not a shop page', async () => {
    const other = await getJson('/nothing');
    expect(other.response.status).toBe(404);
    const post = await fetch(`${base}/sessions/AAAAAAAAAAAAAAAAAAAAAA`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('T2: CORS only for a configured storefront origin', async () => {
    const session = await openAt0();
    const allowed = await fetch(`${base}/sessions/${session.id}`, { headers: { origin: 'https://shop.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const foreign = await fetch(`${base}/sessions/${session.id}`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /instore/sessions/{id}/refresh', () => {
  it('T2, T6: an EXPIRED session of an open table answers 200 with a new id and ttlDt', async () => {
    const session = await openAt0();
    at(45);
    const { response, body } = await getJson(`/sessions/${session.id}/refresh`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(['id', 'ttlDt']);
    expect(body.id).not.toBe(session.id);
    expect(body.ttlDt).toBe('2026-03-02T10:15:00.000Z');
    expect((await getJson(`/sessions/${session.id}`)).body.status).toBe('CLOSED');
    expect((await getJson(`/sessions/${String(body.id)}`)).body.status).toBe('OPEN');
  });

  it('T6: an OPEN session refreshes to itself', async () => {
    const session = await openAt0();
    at(5);
    expect((await getJson(`/sessions/${session.id}/refresh`)).body).toEqual({ id: session.id, ttlDt: '2026-03-02T09:30:00.000Z' });
  });

  it('T8: a table closed by staff or past its opening answers 410 JSON', async () => {
    const closed = await openAt0();
    await closeTable({ db: t.db, now: () => T0 }, closed.id, null);
    const gone = await getJson(`/sessions/${closed.id}/refresh`);
    expect(gone.response.status).toBe(410);
    expect(gone.body).toEqual({ error: 'gone', message: 'This table is closed; the session cannot be refreshed.' });
    const short = await openAt0(1);
    at(61);
    expect((await getJson(`/sessions/${short.id}/refresh`)).response.status).toBe(410);
  });

  it('T2: unknown or malformed ids answer 404 JSON', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'x', 'b'.repeat(3000)]) {
      const { response, body } = await getJson(`/sessions/${id}/refresh`);
      expect(response.status).toBe(404);
      expect(body.error).toBe('not_found');
    }
  });
});
