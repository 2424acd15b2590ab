import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/index.ts';
import { stores } from '../store/tables.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { hasRows, openDatabase } from './db.ts';

const postgresUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

// The embedded database whatever the test engine: the PostgreSQL pass need not run these again.
describe.skipIf(postgresUrl)('embedded database', () => {
  it('migrates a fresh PGlite database and reports whether it holds rows', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    expect(await hasRows(database.db, 'stores')).toBe(false);
    await database.ping();
    await database.close();
    await database.close(); // closing twice is harmless (SIGTERM after a failed start)
  });

  it('holds the data folder while open and lets it go on close, so the next open starts at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-db-lock-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      await first.close();
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
      // A released lock is taken at the first attempt, not by waiting out the stale time a killed
      // holder's lock needs (that path tries again once a second).
      const attempts = vi.spyOn(lockfile, 'lock');
      const release = await lockDataDir(path.join(dataDir, 'pglite'), dataDir, { onLost: () => {} });
      expect(attempts).toHaveBeenCalledTimes(1);
      attempts.mockRestore();
      await release();
      const again = await openDatabase({ dataDir });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL (runs with SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)', () => {
  it("survives a connection cut between a transaction's statements (a server restart): the transaction fails, the next query works", async () => {
    const database = await openDatabase({ url: postgresUrl!, poolSize: 2 });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const cut = database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
        // The server ends this connection while the transaction waits for other work.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await vi.waitFor(async () => {
          const alive = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
          expect(alive.rowCount).toBe(0);
        });
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      await database.ping();
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('migrates and seeds exactly once when several processes start at the same time', async () => {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    try {
      const starts = Array.from({ length: 4 }, async () => {
        const database = await openDatabase({ url: url.toString(), poolSize: 2 });
        await database.migrate(async (db) => {
          if (!(await hasRows(db, 'stores'))) await seedDatabase(db, { products: 10 });
        });
        return database;
      });
      const databases = await Promise.all(starts);
      const [row] = await databases[0]!.db.select({ n: count() }).from(stores);
      expect(row?.n).toBe(9);
      await Promise.all(databases.map((d) => d.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
