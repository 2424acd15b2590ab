/**
 * Reference data kept in process memory (docs/architecture.md, "Reference data and invalidation").
 *
 * Stores, attributes, categories, brands, content documents and delivery/payment configuration
 * change rarely but are read by nearly every request. Each open database keeps one cache of them;
 * every entry names the tables it was read from, and a change notice for a table drops the entries
 * that depend on it. The change feed (change-feed.ts) delivers those notices. The entries live in
 * an `lru-cache`, bounded in number and age.
 */
import { LRUCache } from 'lru-cache';

/** Tables whose rows are held here; each announces its changes on the `shop_changed` channel. */
export type ReferenceTable =
  | 'stores'
  | 'country_regions'
  | 'attributes'
  | 'attribute_options'
  | 'categories'
  | 'brands'
  | 'size_tables'
  | 'content_documents'
  | 'store_locations'
  | 'shipping_methods'
  | 'payment_methods';

export interface ReferenceCacheOptions {
  /** Past this many entries the least recently used go first: content is cached per address, misses included. */
  maxEntries?: number;
  /**
   * A safety net, not the freshness rule: change notices keep entries current, this only bounds
   * the damage of a write that bypassed the triggers (e.g. with triggers disabled for a bulk load).
   */
  maxAgeMs?: number;
  now?: () => number;
}

export const REFERENCE_CACHE_MAX_ENTRIES = 10_000;
export const REFERENCE_CACHE_MAX_AGE_MS = 15 * 60_000;

interface Entry {
  value: unknown;
  tables: readonly ReferenceTable[];
}

interface Flight {
  promise: Promise<unknown>;
  tables: readonly ReferenceTable[];
}

/**
 * What the cache looked like when a read began. A read that started before a change notice must
 * not store its answer after it: the answer may predate the change.
 */
export interface ReadStamp {
  generation: number;
  versions: number[];
}

export class ReferenceCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #flights = new Map<string, Flight>();
  readonly #versions = new Map<string, number>();
  #generation = 0;
  /** Off until the change feed listens, and while it is reconnecting: notices could be missed. */
  #live = false;

  constructor(options: ReferenceCacheOptions = {}) {
    const maxEntries = options.maxEntries ?? REFERENCE_CACHE_MAX_ENTRIES;
    const maxAgeMs = options.maxAgeMs ?? REFERENCE_CACHE_MAX_AGE_MS;
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('maxEntries must be a positive integer');
    if (!(maxAgeMs > 0)) throw new Error('maxAgeMs must be positive');
    // ttlResolution 0: the age is read from `now` on every lookup, never a remembered reading.
    this.#entries = new LRUCache<string, Entry>({
      max: maxEntries,
      ttl: maxAgeMs,
      ttlResolution: 0,
      perf: { now: options.now ?? Date.now },
    });
  }

  /** Whether answers are being kept (the change feed is listening). */
  get live(): boolean {
    return this.#live;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value for `key` (which may be a remembered `null`), or undefined when not held. */
  lookup<T>(key: string): { value: T } | undefined {
    // `get` drops an entry past its age and marks a kept one as just used.
    const entry = this.#entries.get(key);
    return entry ? { value: entry.value as T } : undefined;
  }

  /** Take before reading the database; pass to `store` afterwards. */
  stamp(tables: readonly ReferenceTable[]): ReadStamp {
    return { generation: this.#generation, versions: tables.map((t) => this.#versions.get(t) ?? 0) };
  }

  /** Keeps `value` unless a table it was read from changed since `stamp`; returns whether it was kept. */
  store(key: string, tables: readonly ReferenceTable[], value: unknown, stamp: ReadStamp): boolean {
    if (!this.#live || !this.#isCurrent(tables, stamp)) return false;
    this.#entries.set(key, { value, tables });
    return true;
  }

  /**
   * The value for `key`, read with `load` when not held. Concurrent callers share one read; a
   * change notice during the read lets the callers that were waiting have its answer but keeps it
   * out of the cache, and later callers read again.
   */
  get<T>(key: string, tables: readonly ReferenceTable[], load: () => Promise<T>): Promise<T> {
    const hit = this.lookup<T>(key);
    if (hit) return Promise.resolve(hit.value);
    const flight = this.#flights.get(key);
    if (flight) return flight.promise as Promise<T>;
    const stamp = this.stamp(tables);
    const promise = load().then(
      (value) => {
        this.#land(key, promise);
        this.store(key, tables, value, stamp);
        return value;
      },
      (error: unknown) => {
        this.#land(key, promise);
        throw error;
      },
    );
    this.#flights.set(key, { promise, tables });
    return promise;
  }

  /** A table changed: forget everything read from it. */
  invalidate(table: string): void {
    this.#versions.set(table, (this.#versions.get(table) ?? 0) + 1);
    const stale = [...this.#entries.entries()].filter(([, entry]) => entry.tables.includes(table as ReferenceTable));
    for (const [key] of stale) this.#entries.delete(key);
    for (const [key, flight] of this.#flights) if (flight.tables.includes(table as ReferenceTable)) this.#flights.delete(key);
  }

  /** Forgets everything, including reads under way. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#flights.clear();
  }

  /** The feed may miss notices from now on: stop keeping answers until `resume`. */
  suspend(): void {
    this.#live = false;
    this.clear();
  }

  /** The feed listens (again); what was read before may be stale, so start empty. */
  resume(): void {
    this.clear();
    this.#live = true;
  }

  #isCurrent(tables: readonly ReferenceTable[], stamp: ReadStamp): boolean {
    return stamp.generation === this.#generation && tables.every((t, i) => (this.#versions.get(t) ?? 0) === stamp.versions[i]);
  }

  #land(key: string, promise: Promise<unknown>): void {
    if (this.#flights.get(key)?.promise === promise) this.#flights.delete(key);
  }
}

/** Which cache belongs to a database handle; transactions and ad-hoc handles have none. */
const cachesByHandle = new WeakMap<object, ReferenceCache>();

export function attachReferenceCache(handle: object, cache: ReferenceCache): void {
  cachesByHandle.set(handle, cache);
}

/** The cache of the database `handle` belongs to, or undefined (e.g. inside a transaction). */
export function referenceCacheOf(handle: object): ReferenceCache | undefined {
  return cachesByHandle.get(handle);
}

/**
 * Reference data through the handle's cache. Without a cache (a transaction, a script's handle)
 * it simply reads, so a write path checks its choices against what is committed.
 */
export function cachedReference<T>(handle: object, key: string, tables: readonly ReferenceTable[], load: () => Promise<T>): Promise<T> {
  const cache = cachesByHandle.get(handle);
  return cache ? cache.get(key, tables, load) : load();
}
