import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { shownAddress, type Env } from './env.ts';

/** A worker that dies sooner than this after its start counts as failing to start. */
const QUICK_EXIT_MS = 10_000;
/** This many quick deaths in a row means the workers cannot start (bad database URL, port taken…). */
const MAX_QUICK_EXITS = 5;
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the workers' own shutdown timeout, time the primary grants before it kills them. */
const STOP_GRACE_MS = 5_000;

/**
 * The primary of a multi-process shop: forks `WEB_CONCURRENCY` workers that share the port (the
 * primary hands out connections), replaces a worker that dies, and on SIGTERM/SIGINT passes the
 * signal on and exits once every worker has finished its in-flight requests.
 *
 * Workers migrate and seed through `Database.migrate`, which holds a PostgreSQL advisory lock: the
 * first one seeds an empty database while the others wait, then find it seeded.
 */
export function runPrimary(env: Env, log: Logger): void {
  const count = env.WEB_CONCURRENCY;
  const startedAt = new Map<number, number>();
  // Not cluster.workers: a worker stays listed there until its IPC channel closes, after its exit.
  const live = new Set<Worker>();
  let quickExits = 0;
  let stopping = false;
  let announced = false;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (worker, address) => {
    log.info({ worker: worker.process.pid }, 'worker listening');
    quickExits = 0;
    if (announced) return;
    announced = true;
    process.stdout.write(`\n  Shop ready: ${shownAddress(env.HOST, address.port)} (${count} worker processes)\n\n`);
  });

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) {
        log.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= MAX_QUICK_EXITS) {
      log.fatal({ code, signal }, `workers keep dying within ${QUICK_EXIT_MS / 1000} s of starting; giving up`);
      process.exit(1);
    }
    const delay = quickExits === 0 ? 0 : Math.min(1000 * 2 ** (quickExits - 1), MAX_RESTART_DELAY_MS);
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker died; starting a new one');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (received: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal: received, workers: live.size }, 'stopping workers');
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(
      () => {
        log.error('workers did not stop in time; killing them');
        for (const worker of live) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      env.SHUTDOWN_TIMEOUT * 1000 + STOP_GRACE_MS,
    ).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ workers: count, pid: process.pid }, 'starting worker processes');
  for (let i = 0; i < count; i += 1) fork();
}
