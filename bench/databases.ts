/** The databases a run measures: a fresh embedded one, and a throw-away PostgreSQL database. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseKind } from './options.ts';
import type { ShopDatabase } from './shop.ts';

export interface PreparedDatabase {
  kind: DatabaseKind;
  shop: ShopDatabase;
  /** What the report shows about it (never a password). */
  description: string;
  dispose(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 3000;

/** The address with its password replaced, for printing. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The same server address pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at the address (quickly: it decides whether a run includes it). */
export async function postgresAnswers(url: string): Promise<boolean> {
  try {
    await adminQuery(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** An empty data directory for PGlite, removed afterwards, so every run seeds and measures the same shop. */
export function prepareEmbedded(): PreparedDatabase {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pglite-'));
  return {
    kind: 'pglite',
    shop: { dataDir },
    description: 'embedded PGlite, fresh data directory',
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a database of its own on the PostgreSQL server; dispose() drops it again. */
export async function preparePostgres(adminUrl: string): Promise<PreparedDatabase> {
  const name = `shop_bench_${Date.now()}_${process.pid}`;
  await adminQuery(adminUrl, `create database ${name}`);
  // Images are still cached on disk, beside no database.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
  const url = withDatabase(adminUrl, name);
  return {
    kind: 'postgres',
    shop: { url, dataDir },
    description: `PostgreSQL ${redactedUrl(url)}`,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      // FORCE (PostgreSQL 13+) ends connections a stopped shop may still hold.
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
