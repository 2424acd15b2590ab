import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type ChangeFeed, type PostgresFeedOptions } from './change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { attachReferenceCache, ReferenceCache } from './reference-cache.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database handle every service takes: PGlite or PostgreSQL, same API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is usable wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Advisory lock id that serialises migrations and seeding across processes. */
const MIGRATION_LOCK = 72_439_110;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding the cross-process migration lock (PostgreSQL), after migrating.
   * PGlite is single-process, so there it simply migrates and runs.
   */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * Calls `listener` with every statement sent through `db` (not migrations or pings) until the
   * returned function is called: how tests hold the statements-per-page budgets.
   */
  onStatement(listener: StatementListener): () => void;
  /** Reference data held in memory for `db`, kept current by `changes`. */
  reference: ReferenceCache;
  /** Notices of changed reference tables (LISTEN shop_changed), for any in-process cache. */
  changes: ChangeFeed;
  /** PGlite only: the data folder as a tar, for `loadDataDir` (tests copy a seeded template this way). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type StatementListener = (sql: string, params: unknown[]) => void;

/** A drizzle logger that fans statements out to listeners; idle (one size check) when nobody listens. */
function statementHub(): { logger: DrizzleLogger; onStatement: Database['onStatement'] } {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery(query, params) {
        if (listeners.size === 0) return;
        for (const listener of listeners) listener(query, params);
      },
    },
    onStatement(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when absent, PGlite in `dataDir`. */
  url?: string | undefined;
  /** Folder for PGlite; `memory://` for a throw-away in-memory database. */
  dataDir?: string | undefined;
  /** Load a PGlite data dir dump (see `dumpDataDir`) instead of running initdb. */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number | undefined;
  /** Reconnect and heartbeat timing of the PostgreSQL change feed. */
  changeFeed?: PostgresFeedOptions | undefined;
  /**
   * Called when another process took over this process's lock on the embedded data folder (only
   * after this one stalled for longer than the lock's stale time). Default: say so and exit 1, as
   * writing on would overwrite the other process's data.
   */
  onLockLost?: ((error: Error) => void) | undefined;
}

function exitOnLockLost(error: Error): void {
  process.stderr.write(`The embedded database's lock was taken over by another process (${error.message}); stopping.\n`);
  process.exit(1);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.changeFeed);
  return openPglite(options.dataDir ?? '.data', options.loadDataDir, options.onLockLost ?? exitOnLockLost);
}

/** A reference cache for `db` that follows `changes`: it keeps nothing while the feed is down. */
function referenceCacheFor(db: Db, changes: ChangeFeed): ReferenceCache {
  const reference = new ReferenceCache();
  attachReferenceCache(db, reference);
  changes.subscribe({
    changed: (table) => reference.invalidate(table),
    lost: () => reference.suspend(),
    listening: () => reference.resume(),
  });
  return reference;
}

async function openPglite(dataDir: string, loadDataDir: Blob | File | undefined, onLockLost: (error: Error) => void): Promise<Database> {
  let location = dataDir;
  let unlock = async () => {};
  if (!dataDir.startsWith('memory://')) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    location = dir;
    // One writer per folder, checked before PGlite reads a byte of it.
    unlock = await lockDataDir(dir, path.resolve(dataDir), { onLost: onLockLost });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(location, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    await unlock();
    throw error;
  }
  const statements = statementHub();
  const db: Db = drizzlePglite(client, { schema, logger: statements.logger });
  const changes = await listenPglite(client);
  return {
    db,
    kind: 'pglite',
    onStatement: statements.onStatement,
    reference: referenceCacheFor(db, changes),
    changes,
    async ping() {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      if (afterMigrate) await afterMigrate(db);
    },
    async close() {
      await changes.close();
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string, poolSize: number, feedOptions?: PostgresFeedOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  pool.on('connect', (client) => {
    // A connection lost while checked out between statements (a transaction awaiting other work, a
    // server restart) emits 'error' on its client, where nobody listens: the process would crash.
    // The statement that uses it next fails instead, and the pool drops the client on release.
    client.on('error', () => {});
  });
  const statements = statementHub();
  const db: Db = drizzlePg(pool, { schema, logger: statements.logger });
  const changes = await listenPostgres(url, feedOptions);
  return {
    db,
    kind: 'postgres',
    onStatement: statements.onStatement,
    reference: referenceCacheFor(db, changes),
    changes,
    async ping() {
      await pool.query('select 1');
    },
    async migrate(afterMigrate) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg(conn, { schema });
        await migratePg(locked, { migrationsFolder });
        if (afterMigrate) await afterMigrate(locked);
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    async close() {
      await changes.close();
      if (!pool.ended) await pool.end();
    },
  };
}

/** True when the table exists and holds at least one row (used to decide whether to seed). */
export async function hasRows(db: Db, table: string): Promise<boolean> {
  const rows = resultRows<{ present: boolean }>(await db.execute(sql.raw(`select exists(select 1 from ${table}) as present`)));
  return Boolean(rows[0]?.present);
}

/**
 * The rows of a raw statement's result. Both drivers answer `{ rows }`, but `Db` is typed for
 * either, so drizzle types the result as unknown: the shape is checked here, and the row type is
 * the statement's own, which TypeScript cannot see (hence the one cast).
 */
export function resultRows<T>(result: unknown): T[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('a raw statement answered without rows');
  }
  return result.rows as T[];
}
