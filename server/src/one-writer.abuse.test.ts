import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { seededShopDataDir } from '@shop/api/testing';
import { spawnShop, type SpawnedShop } from './spawned-shop.ts';

// Two processes on one embedded data folder each kept their own copy of the database in memory:
// both started, each saw only its own sign-ups, and a restart lost half of them. The second process
// must refuse to start, and a lock left by a killed process must not block the next start.

const basePort = 3920 + Math.floor(Math.random() * 60) * 3;

type Shop = SpawnedShop;

const started: Shop[] = [];

function startShop(dataDir: string, port: number): Shop {
  const shop = spawnShop(port, { DATABASE_URL: '', DATA_DIR: dataDir });
  started.push(shop);
  return shop;
}

/** Polls /readyz; what it saw goes into a failure's message (how long, how many tries, the last error). */
async function ready(shop: Shop, timeoutMs: number): Promise<{ ok: boolean; detail: string }> {
  let exited = false;
  void shop.exited.then(() => (exited = true));
  const started = Date.now();
  const until = started + timeoutMs;
  let tries = 0;
  let last = '';
  while (Date.now() < until && !exited) {
    tries += 1;
    // One try never waits long: a listener that accepts and stays silent must not eat the budget.
    const ok = await fetch(`http://127.0.0.1:${shop.port}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok || ((last = `status ${r.status}`), false),
      (error: unknown) => ((last = String((error as Error).cause ?? error)), false),
    );
    if (ok) return { ok: true, detail: '' };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const detail = `not ready after ${Date.now() - started} ms, ${tries} tries, exited: ${exited}, last: ${last}\n${shop.output()}`;
  return { ok: false, detail };
}

async function readyOrSay(shop: Shop, timeoutMs: number): Promise<void> {
  const { ok, detail } = await ready(shop, timeoutMs);
  expect(ok, detail).toBe(true);
}

async function graphql<T>(shop: Shop, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${shop.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as T;
}

afterAll(() => {
  for (const shop of started) shop.kill('SIGKILL');
});

describe('one process per embedded data folder', () => {
  it('refuses a second process with a message that says why, keeps the first serving, and starts again after a kill -9', async () => {
    const dataDir = await seededShopDataDir(10);
    try {
      const first = startShop(dataDir, basePort);
      await readyOrSay(first, 120_000);
      const cart = await graphql<{ data?: { createEmptyCart: string } }>(first, 'mutation { createEmptyCart }');
      const cartId = cart.data?.createEmptyCart ?? '';
      expect(cartId).not.toBe('');

      const second = startShop(dataDir, basePort + 1);
      const code = await Promise.race([second.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000))]);
      expect(code, second.output()).toBe(1);
      expect(second.output()).toContain(
        `Another shop process (pid ${first.pid}) is using the embedded database in ${dataDir}; stop it, or set DATABASE_URL to run several processes`,
      );
      // A refusal, not a crash: no stack trace for the operator to read through.
      expect(second.output()).not.toMatch(/\n\s+at /);

      // The first process was not disturbed.
      const pid = await fetch(`http://127.0.0.1:${first.port}/healthz`).then((r) => r.json() as Promise<{ pid: number }>);
      expect(pid.pid).toBe(first.pid);
      await readyOrSay(first, 5_000);

      // A crash leaves the lock behind; the next start takes it over once it has gone stale.
      first.kill('SIGKILL');
      await first.exited;
      const third = startShop(dataDir, basePort + 2);
      // It waits for the dead process's lock to go stale (about 10 s), then recovers the database
      // from its log: on a machine busy with other suites that has taken minutes.
      await readyOrSay(third, 240_000);
      // The data written before the crash is there.
      const read = await graphql<{ data?: { cart: { id: string } } | null; errors?: unknown[] }>(
        third,
        'query ($id: String!) { cart(cart_id: $id) { id } }',
        { id: cartId },
      );
      expect(read.errors, JSON.stringify(read)).toBeUndefined();
      expect(read.data?.cart.id).toBe(cartId);
      third.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    } finally {
      for (const shop of started) shop.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 480_000);
});
