/**
 * Seeded template databases for the API test files (decision 043), and Vitest's global setup that
 * gives them a home for one run.
 *
 * Creating a database is the slow part of an API test file (PGlite's initdb alone takes about ten
 * seconds on an idle machine), so a run builds each database once and every test file gets a copy:
 * - `base`: created and migrated, no rows;
 * - one per seed shape (`products`, `seed`), copied from `base` and seeded;
 * - each test file copies its shape's template, so files stay isolated from one another.
 * On PGlite a template is a dump of the data folder (`dumpDataDir`, loaded with `loadDataDir`); on
 * PostgreSQL it is a database (`create database … template …`). Templates are built on first use,
 * one builder at a time per template across the worker processes, and removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../../seed/index.ts';
import { openDatabase, type Database } from './db.ts';

/** Where this run keeps its templates; provided by the global setup to every test file. */
export interface TemplateRun {
  dir: string;
  /** Prefix of this run's PostgreSQL template databases (lower case, safe as an identifier). */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shopTemplateRun: TemplateRun;
  }
}

/** The seed options that make one template differ from another. */
export interface SeedShape {
  products: number;
  seed: number;
}

/** Vitest global setup: a folder (and database name prefix) for this run's templates, removed afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const id = randomBytes(4).toString('hex');
  const run: TemplateRun = { dir: await mkdtemp(path.join(os.tmpdir(), `shop-templates-${id}-`)), prefix: `shop_tpl_${id}` };
  project.provide('shopTemplateRun', run);
  return async () => {
    const serverUrl = postgresUrl();
    if (serverUrl) await dropDatabases(serverUrl, `${run.prefix}_`);
    await rm(run.dir, { recursive: true, force: true });
  };
}

/** The PostgreSQL server the tests use (`SHOP_TEST_ENGINE=postgres`), or undefined for PGlite. */
export function postgresUrl(): string | undefined {
  return process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

/** A database of its own for one test file: a copy of the seeded template for `shape`, dropped on close. */
export async function openTemplateCopy(run: TemplateRun, shape: SeedShape): Promise<Database> {
  const serverUrl = postgresUrl();
  if (!serverUrl) return openDatabase({ dataDir: 'memory://', loadDataDir: await openAsBlob(await pgliteTemplate(run, shape)) });
  const copy = await postgresTemplateCopy(run, serverUrl, shape);
  const database = await openDatabase({ url: copy.url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/** A new database on the PostgreSQL server at `serverUrl`, copied from the seeded template for `shape`. */
export async function postgresTemplateCopy(
  run: TemplateRun,
  serverUrl: string,
  shape: SeedShape,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, await postgresTemplate(run, serverUrl, shape));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withServer(serverUrl, async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}

/** A new in-memory PGlite database, migrated and without rows: a copy of this run's `base` template. */
export async function openMigratedCopy(run: TemplateRun): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: await openAsBlob(await pgliteBase(run)) });
}

/**
 * Fills `dataDir` (a shop's empty `DATA_DIR`) with a copy of the seeded template for `shape`: the shop
 * starts on it as on a data folder it seeded itself, without initdb, migrations or seeding.
 */
export async function seededDataDir(run: TemplateRun, shape: SeedShape, dataDir: string): Promise<void> {
  const folder = await buildOnce(run, `pglite_${shapeName(shape)}.dir`, async (partial) => {
    // PGlite unpacks the dump into a data folder on disk once; every shop then starts on a plain copy.
    const database = await openDatabase({ dataDir: partial, loadDataDir: await openAsBlob(await pgliteTemplate(run, shape)) });
    await database.close();
  });
  await cp(path.join(folder, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}

function shapeName(shape: SeedShape): string {
  return `p${shape.products}_s${shape.seed}`;
}

/** The path of the PGlite dump for `shape`, built from the migrated base dump when missing. */
async function pgliteTemplate(run: TemplateRun, shape: SeedShape): Promise<string> {
  return buildOnce(run, `pglite_${shapeName(shape)}.tar`, async (file) => {
    const database = await openMigratedCopy(run);
    await dumpTo(database, () => database.migrate((db) => seedDatabase(db, shape)), file);
  });
}

/** The path of the PGlite dump of the migrated, empty `base`. */
async function pgliteBase(run: TemplateRun): Promise<string> {
  return buildOnce(run, 'pglite_base.tar', async (file) => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await dumpTo(database, () => database.migrate(), file);
  });
}

async function dumpTo(database: Database, fill: () => Promise<void>, file: string): Promise<void> {
  try {
    await fill();
    await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** The name of the PostgreSQL template database for `shape`, created from the migrated base when missing. */
async function postgresTemplate(run: TemplateRun, serverUrl: string, shape: SeedShape): Promise<string> {
  const marker = await buildOnce(run, `postgres_${shapeName(shape)}.name`, async (file) => {
    const baseMarker = await buildOnce(run, 'postgres_base.name', async (baseFile) => {
      const name = `${run.prefix}_base_${randomBytes(3).toString('hex')}`;
      await createDatabase(serverUrl, name);
      await fillDatabase(serverUrl, name, (database) => database.migrate());
      await writeFile(baseFile, name);
    });
    const name = `${run.prefix}_${shapeName(shape)}_${randomBytes(3).toString('hex')}`;
    await createDatabase(serverUrl, name, await readFile(baseMarker, 'utf8'));
    await fillDatabase(serverUrl, name, (database) => database.migrate((db) => seedDatabase(db, shape)));
    await writeFile(file, name);
  });
  return readFile(marker, 'utf8');
}

async function fillDatabase(serverUrl: string, name: string, fill: (database: Database) => Promise<void>): Promise<void> {
  // A template may have no open connections while it is copied: close the pool before anyone copies it.
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
}

/**
 * The path of this run's `name`: built by `build` (into a temporary file, moved into place when
 * complete) by the first process that asks; the others wait for it.
 */
async function buildOnce(run: TemplateRun, name: string, build: (file: string) => Promise<void>): Promise<string> {
  const file = path.join(run.dir, name);
  if (existsSync(file)) return file;
  // `${file}.lock` while held; the file itself need not exist yet.
  const release = await lockfile.lock(file, {
    realpath: false,
    // Building waits on a busy machine's CPU; a lock only goes stale when its builder died.
    stale: 60_000,
    update: 10_000,
    retries: { retries: 2_000, minTimeout: 100, maxTimeout: 500 },
  });
  try {
    if (!existsSync(file)) {
      const partial = `${file}.${process.pid}.partial`;
      await build(partial);
      await rename(partial, file);
    }
  } finally {
    await release();
  }
  return file;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
}

/** Drops the databases whose names start with `prefix`. */
async function dropDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}
