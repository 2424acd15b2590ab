/**
 * One writer per embedded data folder. PGlite keeps its files in the folder and has no lock of its
 * own: two processes on one folder each keep a private copy in memory and overwrite each other's
 * writes. The folder is locked with `proper-lockfile` (an atomic `mkdir`, refreshed while the process
 * lives) before the database is opened; a lock nobody refreshes for `DATA_DIR_LOCK_STALE_MS` belonged
 * to a process that died (kill -9, power loss) and is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import lockfile from 'proper-lockfile';

/** A lock not refreshed for this long belongs to a process that is gone. */
export const DATA_DIR_LOCK_STALE_MS = 10_000;
/** How often the holder refreshes its lock. */
const DATA_DIR_LOCK_UPDATE_MS = 2_000;

export const DATA_DIR_IN_USE = 'DATA_DIR_IN_USE';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

/** The folder is held by another live process; the message says why and what to do. */
export class DataDirInUseError extends Error {
  readonly code = DATA_DIR_IN_USE;

  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const where = owner && owner.host !== os.hostname() ? ` on ${owner.host}` : '';
    const who = owner ? `Another shop process (pid ${owner.pid}${where})` : 'Another shop process';
    super(`${who} is using the embedded database in ${dataDir}; stop it, or set DATABASE_URL to run several processes on PostgreSQL.`);
    this.name = 'DataDirInUseError';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, since: String(owner.since ?? '') };
  } catch {
    return null;
  }
}

/** Whether the owner is a live process on this machine (other than this one). */
function aliveHere(owner: LockOwner): boolean {
  if (owner.host !== os.hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';

export interface DataDirLockOptions {
  /** Called when another process took the lock over (this one stalled past the stale time). */
  onLost(error: Error): void;
}

/**
 * Locks `folder` (which must exist) for this process; `shownDir` is the folder named in the
 * refusal. A live holder on this machine is refused at once; a holder that is gone, or on another
 * machine sharing the disk, is waited for until its lock goes stale (at most a few seconds past
 * `DATA_DIR_LOCK_STALE_MS`). Resolves to the function that releases the lock.
 */
export async function lockDataDir(folder: string, shownDir: string, options: DataDirLockOptions): Promise<() => Promise<void>> {
  const ownerFile = `${folder}.owner.json`;
  const lockOptions = {
    stale: DATA_DIR_LOCK_STALE_MS,
    update: DATA_DIR_LOCK_UPDATE_MS,
    realpath: false,
    onCompromised: options.onLost,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, lockOptions);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const owner = readOwner(ownerFile);
    if (owner && aliveHere(owner)) throw new DataDirInUseError(shownDir, owner);
    try {
      // Once a second, until the lock is refreshed no more and counts as stale.
      const attempts = Math.ceil(DATA_DIR_LOCK_STALE_MS / 1000) + 3;
      release = await lockfile.lock(folder, {
        ...lockOptions,
        retries: { retries: attempts, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (again) {
      if (isLocked(again)) throw new DataDirInUseError(shownDir, readOwner(ownerFile));
      throw again;
    }
  }
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    // The owner file goes first: while the lock is held, nobody else writes it.
    rmSync(ownerFile, { force: true });
    await release().catch(() => undefined);
  };
}
