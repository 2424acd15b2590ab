/**
 * Disk cache of rendered variants, capped in bytes. Files are named by the hash of what they
 * contain, written beside their place and renamed (a reader never sees half a file), and never held
 * in memory beyond the request that reads them. An in-memory index (`lru-cache`, a few dozen bytes
 * per file) knows each file's size and when it was last used; when the files together pass the cap,
 * the least recently used ones are deleted. On start the files already on disk are counted in, in
 * the order they were last read. Identical requests that arrive while a variant is being rendered
 * share one render.
 */
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LRUCache } from 'lru-cache';

export interface CacheLog {
  warn(obj: object, msg?: string): void;
}

export interface CachedImage {
  body: Buffer;
  /** True when the bytes came from disk instead of a fresh render. */
  fromDisk: boolean;
}

/** Most files the index keeps, whatever their size: bounds its memory (some 20 MB at most). */
export const MAX_CACHE_FILES = 100_000;

/** A temporary file older than this was left by a process that stopped while writing it. */
const STALE_PARTIAL_MS = 60_000;

const VARIANT = /^[0-9a-f]{64}\.(jpg|png|webp|avif)$/;
const PARTIAL = /^[0-9a-f]{64}\.(jpg|png|webp|avif)\.\d+\.\d+\.tmp$/;

export interface VariantCacheOptions {
  dir: string;
  /** The cap on the bytes of all cached files together. */
  maxBytes: number;
  log?: CacheLog;
}

export class VariantCache {
  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly log?: CacheLog;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** Deletions under way, so a new file of the same name is not renamed into place before one ends. */
  private readonly removing = new Map<string, Promise<void>>();
  /** File path → size in bytes, least recently used first out. */
  private readonly index: LRUCache<string, number>;
  private temporary = 0;
  /** Settles once the files already on disk are counted in. */
  readonly ready: Promise<void>;

  constructor(options: VariantCacheOptions) {
    this.dir = options.dir;
    this.maxBytes = Math.max(1, Math.floor(options.maxBytes));
    this.log = options.log;
    this.index = new LRUCache<string, number>({
      max: MAX_CACHE_FILES,
      maxSize: this.maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      noDisposeOnSet: true,
      dispose: (_size, file, reason) => {
        if (reason === 'evict' || reason === 'delete') this.remove(file);
      },
    });
    this.ready = this.countExisting().catch((error: unknown) => {
      this.log?.warn({ err: error, dir: this.dir }, 'media cache could not be read; starting empty');
    });
  }

  /** Bytes of the files the index holds. */
  get bytes(): number {
    return this.index.calculatedSize;
  }

  /** Where the variant with this key (a hex hash) and extension lives on disk. */
  fileFor(key: string, extension: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.${extension}`);
  }

  /** The cached bytes for `key`, or the result of `render` (stored for next time). */
  async get(key: string, extension: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    await this.ready;
    const file = this.fileFor(key, extension);
    const pending = this.inFlight.get(file);
    if (pending) return { body: await pending, fromDisk: false };
    // `get` marks the file as just used.
    if (this.index.get(file) !== undefined) {
      try {
        return { body: await readFile(file), fromDisk: true };
      } catch {
        // Deleted under us (another process's eviction, an operator): forget it and render again.
        this.index.delete(file);
      }
    }
    // Another request may have started the same render while we were reading the disk.
    const started = this.inFlight.get(file);
    if (started) return { body: await started, fromDisk: false };
    const job = this.renderAndStore(file, render);
    this.inFlight.set(file, job);
    try {
      return { body: await job, fromDisk: false };
    } finally {
      this.inFlight.delete(file);
    }
  }

  private async renderAndStore(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    // A failed or refused render throws here: nothing is written.
    const body = await render();
    if (body.length > this.maxBytes) return body;
    this.temporary += 1;
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${this.temporary}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(partial, body);
      await this.removing.get(file);
      await rename(partial, file);
      this.index.set(file, body.length);
    } catch (error) {
      // A full or read-only disk costs a re-render next time, never the response.
      this.log?.warn({ err: error, file }, 'media cache write failed');
      await rm(partial, { force: true }).catch(() => undefined);
    }
    return body;
  }

  private remove(file: string): void {
    const job = rm(file, { force: true })
      .catch((error: unknown) => this.log?.warn({ err: error, file }, 'media cache file could not be deleted'))
      .finally(() => {
        if (this.removing.get(file) === job) this.removing.delete(file);
      });
    this.removing.set(file, job);
  }

  /** Indexes the files already on disk, least recently read first, so the cap holds from the start. */
  private async countExisting(): Promise<void> {
    let entries;
    try {
      entries = await readdir(this.dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const found: { file: string; size: number; used: number }[] = [];
    const now = Date.now();
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => ({ name: entry.name, path: join(entry.parentPath, entry.name) }));
    // A few at a time: a full cache holds tens of thousands of files.
    for (let start = 0; start < files.length; start += 64) {
      await Promise.all(
        files.slice(start, start + 64).map(async ({ name, path }) => {
          const info = await stat(path).catch(() => null);
          if (!info) return;
          if (PARTIAL.test(name)) {
            if (now - info.mtimeMs > STALE_PARTIAL_MS) await rm(path, { force: true }).catch(() => undefined);
          } else if (VARIANT.test(name) && path === this.fileFor(name.slice(0, 64), name.slice(65))) {
            found.push({ file: path, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
          }
        }),
      );
    }
    found.sort((a, b) => a.used - b.used);
    // Past the cap, the least recently used are evicted (and deleted) as the newer ones come in.
    for (const { file, size } of found) {
      if (size > this.maxBytes) this.remove(file);
      else this.index.set(file, size);
    }
  }
}
