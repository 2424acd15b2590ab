import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './db.ts';
import { createApi, type Api } from './graphql.ts';
import { createTestApi, type GraphQLResponse, type TestApi } from './testing.ts';
import { testApiForFile } from './test-file-api.ts';

const postgresUrl = process.env.SHOP_TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** The storefront's page shell asks for these root fields on every page. */
const SHELL = `query Shell($lang: String!) {
  storeConfig { code store_name locale free_shipping_limit payment_icons { icon } storeInformation { name } }
  availableStores { store_code store_name base_url }
  layout(lang: $lang) {
    trustedShop { rating }
    uspHeader { label link { href } }
    footerIcons { title }
    headerMenu { link_groups { label link { href } } }
    footerMenus { uid title link_group { label link { href } } }
    socials { network url }
  }
  navigation(lang: $lang) { items { title link { href } fields { title link { href } } } }
  footerContent(lang: $lang) { promoBanner { text active } }
}`;

const CATEGORIES = '{ categories { items { url_path name children { url_path name } } } }';

/** The statements `work` sends through the database, in order. */
async function statementsOf(database: Database, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = database.onStatement((sql) => seen.push(sql));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

/**
 * Resolves once `database`'s change feed has passed on every change committed so far. PGlite passes
 * them on before the writing statement returns, so there nothing may be waited for.
 */
async function noticed(database: Database): Promise<void> {
  if (database.kind === 'postgres') await database.changes.sync();
}

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

describe('reference data served from memory', () => {
  const t = testApiForFile({ products: 20 });

  it('the page shell costs no statement once warm, in every store', async () => {
    const cold = await statementsOf(t.database, async () => ok(await t.query(SHELL, { lang: 'nl' })));
    expect(cold.length).toBeGreaterThan(0);
    const warm = await statementsOf(t.database, async () => ok(await t.query(SHELL, { lang: 'nl' })));
    expect(warm).toEqual([]);
    // Another store in another language warms its own documents once, then costs nothing either.
    await t.query(SHELL, { lang: 'de' }, { store: 'de' });
    const warmDe = await statementsOf(t.database, async () => ok(await t.query(SHELL, { lang: 'de' }, { store: 'de' })));
    expect(warmDe).toEqual([]);
  });

  it('categories, countries and the delivery and payment lists cost no statement once warm', async () => {
    const query = `{ ${CATEGORIES.slice(1, -1)} countries { id available_regions { code } } }`;
    ok(await t.query(query));
    expect(await statementsOf(t.database, async () => ok(await t.query(query)))).toEqual([]);
  });

  it('a category renamed with SQL shows in the next answer', async () => {
    const before = ok<{ categories: { items: { url_path: string; name: string }[] } }>(await t.query(CATEGORIES));
    const first = before.categories.items[0]!;
    await t.db.execute(`update categories set name = name || '{"nl": "Nieuwe naam"}'::jsonb where url_path = '${first.url_path}'`);
    await noticed(t.database);
    const after = ok<{ categories: { items: { url_path: string; name: string }[] } }>(await t.query(CATEGORIES));
    expect(after.categories.items.find((c) => c.url_path === first.url_path)?.name).toBe('Nieuwe naam');
  });

  it('a content document edited with SQL shows in the next answer; unrelated entries stay warm', async () => {
    ok(await t.query(SHELL, { lang: 'nl' }));
    await t.db.execute(
      `update content_documents set data = jsonb_set(data, '{text}', '"Alleen vandaag: gratis retour"') where uid = 'promo_banner' and lang = 'nl'`,
    );
    await noticed(t.database);
    const data = ok<{ footerContent: { promoBanner: { text: string } | null } }>(await t.query(SHELL, { lang: 'nl' }));
    expect(data.footerContent.promoBanner?.text).toBe('Alleen vandaag: gratis retour');
    // Only content was read again: stores, categories and attributes stayed in memory.
    const statements = await statementsOf(t.database, async () =>
      ok(await t.query(`{ ${CATEGORIES.slice(1, -1)} availableStores { store_code } }`)),
    );
    expect(statements).toEqual([]);
  });
});

async function ask<T>(api: Api, query: string): Promise<T> {
  const response = await api.fetch('http://shop.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ok((await response.json()) as GraphQLResponse<T>);
}

// Only a PostgreSQL server has more than one session to notify and connections that can drop.
describe.skipIf(!postgresUrl)('reference data across processes (PostgreSQL; set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)', () => {
  let t: TestApi;
  let url: string;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApi({ products: 20 });
    const result = (await t.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
    const [row] = result.rows;
    const address = new URL(postgresUrl!);
    address.pathname = `/${row!.name}`;
    url = address.toString();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const storeName = async (api: Api) =>
    (await ask<{ storeConfig: { store_name: string } }>(api, '{ storeConfig { store_name } }')).storeConfig.store_name;

  it('a change made by another connection reaches two warm instances through their change feeds', async () => {
    const second = await openDatabase({ url, poolSize: 2 });
    try {
      const other = createApi({ db: second.db });
      const original = await storeName(t.api);
      expect(await storeName(other)).toBe(original);
      expect(await statementsOf(second, () => storeName(other))).toEqual([]);
      expect(await statementsOf(t.database, () => storeName(t.api))).toEqual([]);

      await admin.query(`update stores set name = 'Van Arkel Nederland' where code = 'nl'`);
      await Promise.all([noticed(t.database), noticed(second)]);
      expect(await storeName(t.api)).toBe('Van Arkel Nederland');
      expect(await storeName(other)).toBe('Van Arkel Nederland');
    } finally {
      await second.close();
    }
  });

  it('a change inside a transaction reaches the cache when it commits, not before', async () => {
    await storeName(t.api);
    await admin.query('begin');
    await admin.query(`update stores set name = 'Van Arkel (uncommitted)' where code = 'nl'`);
    await t.database.changes.sync();
    expect(await storeName(t.api)).not.toBe('Van Arkel (uncommitted)');
    await admin.query('commit');
    await noticed(t.database);
    expect(await storeName(t.api)).toBe('Van Arkel (uncommitted)');
  });

  it('a dropped listening connection reconnects and the cache starts over', async () => {
    const changes = t.database.changes;
    const pid = changes.backendPid;
    expect(changes.listening).toBe(true);
    const reconnects = changes.reconnects;
    const before = await storeName(t.api);
    // A write that sends no notice (triggers off for this session): the warm cache cannot know.
    await admin.query(`set session_replication_role = replica`);
    await admin.query(`update stores set name = 'Van Arkel (missed notice)' where code = 'nl'`);
    await admin.query(`set session_replication_role = origin`);
    await changes.sync();
    expect(await storeName(t.api)).toBe(before);

    await admin.query('select pg_terminate_backend($1)', [pid]);
    await vi.waitFor(() => expect(changes.listening && changes.reconnects === reconnects + 1).toBe(true), { timeout: 10_000 });
    expect(changes.backendPid).not.toBe(pid);
    expect(await storeName(t.api)).toBe('Van Arkel (missed notice)');
  });
});
