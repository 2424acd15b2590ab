import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const port = 3411;

/** One request on a fresh connection, so the primary hands it to whichever worker is next. */
function healthPid(): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve(response.statusCode === 200 ? (JSON.parse(body) as { pid: number }).pid : null));
    });
    // A connection handed to a worker at the moment it is killed is lost: give up on it and ask again.
    request.setTimeout(2000, () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

async function pidsAnswering(atLeast: number, timeoutMs: number): Promise<Set<number>> {
  const seen = new Set<number>();
  const until = Date.now() + timeoutMs;
  while (seen.size < atLeast && Date.now() < until) {
    const pid = await healthPid();
    if (pid) seen.add(pid);
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return seen;
}

function buildServer() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server could not be built');
}

/**
 * Starts the built server on the test port with two workers asked for and ten products, plus `env`;
 * what it writes is gathered for the assertions' messages.
 */
function startBuiltServer(env: NodeJS.ProcessEnv) {
  const shop = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, WEB_CONCURRENCY: '2', PORT: String(port), HOST: '127.0.0.1', SEED_PRODUCTS: '10', ...env },
  });
  const started = { shop, output: '', exited: new Promise<number | null>((resolve) => shop.on('exit', (code) => resolve(code))) };
  shop.stdout.on('data', (chunk) => (started.output += String(chunk)));
  shop.stderr.on('data', (chunk) => (started.output += String(chunk)));
  return started;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!serverUrl)('several worker processes on PostgreSQL (runs with TEST_DATABASE_URL)', () => {
  const database = `shop_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    buildServer();
    await admin.connect();
    await admin.query(`create database ${database}`);
  }, 300_000);

  afterAll(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('answers from two workers on one port, replaces a worker that dies, and stops all on SIGTERM', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database}`;
    const started = startBuiltServer({ DATABASE_URL: url.href, LOG_LEVEL: 'warn' });
    const { shop, exited } = started;
    try {
      const workers = await pidsAnswering(2, 90_000);
      expect(workers.size, started.output).toBe(2);
      expect(workers.has(shop.pid ?? -1)).toBe(false);
      expect(started.output).toContain('(2 worker processes)');

      const [crashed] = [...workers];
      process.kill(crashed ?? -1, 'SIGKILL');
      const after = await pidsAnswering(2, 30_000);
      expect(after.size, started.output).toBe(2);
      expect(after.has(crashed ?? -1)).toBe(false);

      shop.kill('SIGTERM');
      const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000))]);
      expect(stopped, started.output).toBe(0);
      for (const pid of [...workers, ...after]) expect(alive(pid)).toBe(false);
    } finally {
      shop.kill('SIGKILL');
    }
  }, 240_000);
});

/**
 * Builds the server, starts it with a data folder of its own and `env`, hands it to `check`, then
 * stops it with SIGTERM (it must exit 0) and removes the folder, whatever `check` did.
 */
async function withBuiltServer(env: NodeJS.ProcessEnv, check: (started: ReturnType<typeof startBuiltServer>) => Promise<void>) {
  buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
  const started = startBuiltServer({ DATA_DIR: dataDir, ...env });
  try {
    await check(started);
    started.shop.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  } finally {
    started.shop.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('several workers asked for on the embedded database', () => {
  it('starts one process and says why (and runs production though told development)', async () => {
    await withBuiltServer(
      // The built server runs production whatever NODE_ENV says, and says so.
      { NODE_ENV: 'development', DATABASE_URL: '', SHOP_ROLE: 'api' },
      async (started) => {
        const { shop } = started;
        expect([...(await pidsAnswering(1, 60_000))], started.output).toEqual([shop.pid]);
        // Fresh connections would reach a second process if there were one.
        const answering = new Set(await Promise.all(Array.from({ length: 6 }, () => healthPid())));
        expect([...answering]).toEqual([shop.pid]);
        expect(started.output).toContain('the embedded database serves one process only');
        expect(started.output).toContain('the built server always runs in production');
      },
    );
  }, 180_000);
});

describe('several workers asked for by a storefront-only process', () => {
  it('forks them without a database: the storefront opens none of its own', async () => {
    await withBuiltServer(
      // Nothing answers at API_URL: the workers still start (and say the API is not ready).
      { DATABASE_URL: '', SHOP_ROLE: 'storefront', API_URL: 'http://127.0.0.1:9/', LOG_LEVEL: 'warn' },
      async (started) => {
        const workers = await pidsAnswering(2, 60_000);
        expect(workers.size, started.output).toBe(2);
        expect(workers.has(started.shop.pid ?? -1)).toBe(false);
        expect(started.output).not.toContain('the embedded database serves one process only');
      },
    );
  }, 180_000);
});
