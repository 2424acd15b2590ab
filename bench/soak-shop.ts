/**
 * The soak's shop (bench/soak.ts): the built server with its worker processes on a loopback port, as
 * `npm start` runs it (shopCommand), waited for until every worker answers, and stopped by draining.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { repositoryRoot, shopCommand } from './shop.ts';
import { send } from './soak-visit.ts';

export interface RunningShop {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

export async function startShop(
  port: number,
  databaseUrl: string,
  dataDir: string,
  { workers, products }: { workers: number; products: number },
): Promise<RunningShop> {
  const { command, args } = shopCommand();
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.SOAK_SHOP_LOG) appendFileSync(process.env.SOAK_SHOP_LOG, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const shop = { base: `http://127.0.0.1:${port}`, child, exited, output: () => output };
  const until = Date.now() + 5 * 60_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while ((await workerPids(shop)).size < workers) {
    if (gone) throw new Error(`the shop stopped while starting:\n${output}`);
    if (Date.now() > until) throw new Error(`the shop did not start within 5 minutes:\n${output}`);
    await sleep(500);
  }
  return shop;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The workers answering, by pid, each asked on a fresh connection (the primary hands them out in turn); none when not ready. */
export async function workerPids(shop: Pick<RunningShop, 'base'>, probes = 6): Promise<Set<number>> {
  const pids = new Set<number>();
  const ready = await send({ base: shop.base, method: 'GET', path: '/readyz', fresh: true }).catch(() => null);
  if (ready?.status !== 200) return pids;
  for (let i = 0; i < probes; i += 1) {
    const answer = await send({ base: shop.base, method: 'GET', path: '/healthz', fresh: true }).catch(() => null);
    if (answer?.status === 200) pids.add((JSON.parse(answer.body) as { pid: number }).pid);
  }
  return pids;
}

/** The primary's worker processes (Linux /proc). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
    return found.stdout.trim().split(/\s+/).filter(Boolean).map(Number);
  }
}

/** SIGTERM, which drains (docs/operations.md); SIGKILL if it has not stopped within 40 seconds. */
export async function stopShop(shop: RunningShop) {
  if (shop.child.exitCode !== null) return;
  shop.child.kill('SIGTERM');
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), 40_000);
  await shop.exited;
  clearTimeout(timer);
}
