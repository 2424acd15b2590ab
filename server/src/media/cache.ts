/**
 * Disk cache of rendered variants. Files are named by the hash of what they contain, written
 * atomically, and never held in memory beyond the request that reads them. Identical requests
 * that arrive while a variant is being rendered share one render.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface CacheLog {
  warn(obj: object, msg?: string): void;
}

export interface CachedImage {
  body: Buffer;
  /** True when the bytes came from disk instead of a fresh render. */
  fromDisk: boolean;
}

/** Runs at most `limit` tasks at a time; the others wait in arrival order. */
export function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export class VariantCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private temporary = 0;

  constructor(
    private readonly dir: string,
    private readonly log?: CacheLog,
  ) {}

  /** Where the variant with this key (a hex hash) and extension lives on disk. */
  fileFor(key: string, extension: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.${extension}`);
  }

  /** The cached bytes for `key`, or the result of `render` (stored for next time). */
  async get(key: string, extension: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    const file = this.fileFor(key, extension);
    const pending = this.inFlight.get(key);
    if (pending) return { body: await pending, fromDisk: false };
    try {
      return { body: await readFile(file), fromDisk: true };
    } catch {
      // Not cached yet (or unreadable): render below.
    }
    // Another request may have started the same render while we were reading the disk.
    const started = this.inFlight.get(key);
    if (started) return { body: await started, fromDisk: false };
    const job = this.renderAndStore(file, render);
    this.inFlight.set(key, job);
    try {
      return { body: await job, fromDisk: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async renderAndStore(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const body = await render();
    this.temporary += 1;
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${this.temporary}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      // A full or read-only disk costs a re-render next time, never the response.
      this.log?.warn({ err: error, file }, 'media cache write failed');
      await rm(partial, { force: true }).catch(() => undefined);
    }
    return body;
  }
}
