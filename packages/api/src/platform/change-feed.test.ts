import { createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { listenPostgres, type ChangeSubscriber } from './change-feed.ts';
import { openDatabase } from './db.ts';

const postgresUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** A subscriber that writes down what it was told. */
function recorder(): ChangeSubscriber & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    changed: (table) => events.push(`changed:${table}`),
    lost: () => events.push('lost'),
    listening: () => events.push('listening'),
  };
}

async function until(condition: () => boolean, withinMs: number): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > withinMs) throw new Error(`condition not met within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('PostgreSQL change feed without a server', () => {
  it('starts anyway, keeps the reference cache off while it cannot listen, and stops on close', async () => {
    // Port 1 refuses at once: the shop must still start (the pool is lazy) and retry in the background.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/shop', changeFeed: { backoffMs: 5, maxBackoffMs: 10 } });
    expect(database.changes.listening).toBe(false);
    expect(database.reference.live).toBe(false);
    const reads: string[] = [];
    await database.reference.get('stores', ['stores'], async () => reads.push('read'));
    await database.reference.get('stores', ['stores'], async () => reads.push('read'));
    expect(reads).toHaveLength(2);
    await database.close();
    await expect(database.changes.sync()).rejects.toThrow('reconnecting');
  });
});

describe('PostgreSQL change feed at an address that accepts but never answers', () => {
  it('starts within its connect timeout and keeps trying in the background', async () => {
    // A black hole: the connection is accepted and then nothing is ever said on it.
    const sockets = new Set<Socket>();
    const server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const feed = await listenPostgres(`postgres://postgres@127.0.0.1:${port}/shop`, { connectTimeoutMs: 200, backoffMs: 50 });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(feed.listening).toBe(false);
      // The attempts go on after the start.
      await until(() => sockets.size >= 2, 3_000);
      await feed.close();
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });
});

/** Lets the sockets work (in real time) until the feed waits on its (fake) clock again. */
async function untilWaiting(): Promise<void> {
  while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
}

describe('PostgreSQL change feed reconnecting', () => {
  it('waits longer after each failed attempt, up to the most, and stops trying once closed', async () => {
    // The waits between attempts are read off a fake clock: each attempt is made for real, then the
    // clock moves on to the next one the feed has set.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // A server that hangs up on every connection: each is one attempt of the feed.
    const attempts: number[] = [];
    const server = createServer((socket) => {
      attempts.push(Date.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // Each attempt is hung up on at once, so it needs no connect timeout (whose timer would be on the fake clock too).
      const feed = await listenPostgres(`postgres://postgres@127.0.0.1:${port}/shop`, {
        backoffMs: 20,
        maxBackoffMs: 160,
        connectTimeoutMs: 0,
      });
      expect(feed.listening).toBe(false);
      for (let retry = 0; retry < 6; retry++) {
        await untilWaiting();
        await vi.advanceTimersToNextTimerAsync();
      }
      await untilWaiting();
      await feed.close();
      // The first attempt, one again at once, then waits of 20, 40 and 80 ms, each up to twice as
      // long, and at most 160 ms from then on.
      const gaps = attempts.slice(1).map((at, i) => at - attempts[i]!);
      expect(gaps).toHaveLength(7);
      expect(gaps[0]).toBe(0);
      [20, 40, 80].forEach((least, i) => {
        expect(gaps[i + 1]).toBeGreaterThanOrEqual(least);
        expect(gaps[i + 1]).toBeLessThanOrEqual(2 * least);
      });
      expect(gaps.slice(4)).toEqual([160, 160, 160]);
      // Closed: nothing more is set, however long the clock runs.
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(attempts).toHaveLength(8);
    } finally {
      vi.useRealTimers();
      server.close();
    }
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL change feed (set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)', () => {
  it('passes notices on, reports a lost connection, and listens again with backoff', async () => {
    const feed = await listenPostgres(postgresUrl!, { backoffMs: 20 });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const events = recorder();
      feed.subscribe(events);
      expect(events.events).toEqual(['listening']);

      await admin.query(`select pg_notify('shop_changed', 'brands')`);
      await feed.sync();
      expect(events.events).toEqual(['listening', 'changed:brands']);

      await admin.query('select pg_terminate_backend($1)', [feed.backendPid]);
      await until(() => events.events.length === 4, 5_000);
      expect(events.events.slice(2)).toEqual(['lost', 'listening']);
      expect(feed.reconnects).toBe(1);

      await admin.query(`select pg_notify('shop_changed', 'categories')`);
      await feed.sync();
      expect(events.events.at(-1)).toBe('changed:categories');
    } finally {
      await admin.end();
      await feed.close();
    }
  });
});
