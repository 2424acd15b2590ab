/** Starts and stops the shop under test: one production process on a loopback port. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { waitUntilReady } from './ready.ts';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The built server when there is one (what `npm start` runs); otherwise, or with
 * BENCH_SERVER=src, the sources through tsx.
 */
export function shopCommand(root = repositoryRoot): { command: string; args: string[]; entry: string } {
  const built = path.join(root, 'server/dist/main.js');
  if (existsSync(built) && process.env.BENCH_SERVER !== 'src')
    return { command: process.execPath, args: [...SERVER_NODE_FLAGS, built], entry: 'server/dist/main.js' };
  return {
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'server/src/main.ts')],
    entry: 'server/src/main.ts (tsx)',
  };
}

/** Runs the repository's build (storefront, and the server once it has a build step). */
export function buildShop(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('`npm run build` failed: the benchmark measures built code only');
}

/**
 * The shop's page cache in the bench: off unless `PAGE_CACHE=on` is set, so that the page figures are
 * of rendering (decision 063; bench/page-cache.ts compares both against a running shop).
 */
export function benchPageCache(env: NodeJS.ProcessEnv = process.env): 'on' | 'off' {
  return env.PAGE_CACHE === 'on' ? 'on' : 'off';
}

export interface ShopDatabase {
  /** `postgres://…` for PostgreSQL; undefined for the embedded database in `dataDir`. */
  url?: string;
  dataDir: string;
}

export interface RunningShop {
  base: string;
  pid: number;
  entry: string;
  /** Resident set size of the server process in MiB (Linux /proc). */
  rssMiB(): number | null;
  stop(): Promise<void>;
  /** What the start's picture warm-up did, or null when the server logged none. */
  warmUp: WarmUpLine | null;
}

const READY_TIMEOUT_MS = 10 * 60_000;
/** Longer than the warm-up's own deadline (server/src/media/warm-up.ts). */
const WARM_UP_TIMEOUT_MS = 6 * 60_000;

/** The server's log line when its picture warm-up ended. */
export interface WarmUpLine {
  pages: number;
  variants: number;
  drawn: number;
  failed: number;
  ms: number;
}
const STOP_TIMEOUT_MS = 30_000;

/** VmRSS of a process in MiB, or null where /proc is not available. */
export function residentMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Starts the shop and waits until /readyz answers (the first start migrates and seeds). */
export async function startShop(options: {
  port: number;
  database: ShopDatabase;
  products: number;
  /** `WEB_CONCURRENCY`: worker processes on PostgreSQL (default 1). */
  workers?: number;
}): Promise<RunningShop> {
  const { command, args, entry } = shopCommand();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.database.dataDir,
    SEED_PRODUCTS: String(options.products),
    // The figures are for one process unless asked otherwise, whatever the machine's default would be.
    WEB_CONCURRENCY: String(options.workers ?? 1),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PAGE_CACHE: benchPageCache(),
    // Lighthouse may come through the HTTPS front on this machine (bench/https-front.ts), whose
    // forwarded scheme and host the shop takes, as it does from nginx (docs/operations.md).
    TRUST_PROXY: 'loopback',
  };
  // The embedded run must not inherit a PostgreSQL address from the caller's environment.
  delete env.DATABASE_URL;
  if (options.database.url) env.DATABASE_URL = options.database.url;

  const base = `http://127.0.0.1:${options.port}`;
  // A server left on the port would answer /readyz and be measured instead of this one.
  const occupied = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${options.port} is already in use: stop what runs there or pass --port`);

  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // The start's picture warm-up (decision 065) is waited for, so it does not draw during a run.
  let warmUp: WarmUpLine | null = null;
  let pending = '';
  const readLog = (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    const line = lines.find((text) => text.includes('image warm-up done'));
    if (!line) return;
    warmUp = JSON.parse(line) as WarmUpLine;
    // From here on the log is only drained: reading it would cost the load generator's CPU.
    child.stdout.off('data', readLog);
    child.stdout.resume();
  };
  child.stdout.on('data', readLog);
  const logsWarmUp = ['info', 'debug', 'trace'].includes(env.LOG_LEVEL ?? '');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const ready = await waitUntilReady(`${base}/readyz`, {
    timeoutMs: READY_TIMEOUT_MS,
    intervalMs: 500,
    check: () => {
      if (!running) throw new Error(`the shop (${entry}) stopped while starting:\n${stderr}`);
    },
  });
  if (!ready) {
    await stop();
    throw new Error(`the shop did not become ready at ${base} within ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
  }
  const warmUntil = Date.now() + WARM_UP_TIMEOUT_MS;
  while (logsWarmUp && warmUp === null && running && Date.now() < warmUntil) await new Promise((resolve) => setTimeout(resolve, 500));
  if (child.pid === undefined) throw new Error('the shop process has no pid');
  const pid = child.pid;
  const warmed: WarmUpLine | null = warmUp;
  return { base, pid, entry, rssMiB: () => residentMiB(pid), stop, warmUp: warmed };
}
