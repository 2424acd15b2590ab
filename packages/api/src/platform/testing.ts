import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { DEFAULT_SEED } from '../../seed/index.ts';
import type { Database, Db, DbOrTx } from './db.ts';
import { createApi, type Api } from './graphql.ts';
import type { Mailer } from './mail.ts';
import type { PersistedDocuments } from './persisted-documents.ts';
import { createRateLimits } from '../ratelimit/limiter.ts';
import { useSearchEngine } from '../search/engine-of.ts';
import { memoryEngine } from '../search/memory-engine.ts';
import { mailOutbox } from './tables.ts';
import { openMigratedCopy, openTemplateCopy, postgresTemplateCopy, postgresUrl, seededDataDir } from './test-templates.ts';
import type {
  BundleCartItem,
  BundleProduct,
  BundleWishlistItem,
  CartItemInterface,
  ConfigurableCartItem,
  ConfigurableProduct,
  ConfigurableWishlistItem,
  GiftCardCartItem,
  GiftCardProduct,
  GiftCardWishlistItem,
  Mutation,
  ProductInterface,
  Query,
  SimpleCartItem,
  SimpleProduct,
  SimpleWishlistItem,
  WishlistItemInterface,
} from './generated/resolvers.ts';

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type WithoutTypename<U> = U extends unknown ? Omit<U, '__typename'> : never;
/** An interface read as any of its types: every field of every type, and which type it is. */
type AnyOf<U extends { __typename?: string }> = Intersection<WithoutTypename<U>> & { __typename: NonNullable<U['__typename']> };
type AnyProduct = AnyOf<SimpleProduct | ConfigurableProduct | BundleProduct | GiftCardProduct>;
type AnyCartItem = AnyOf<SimpleCartItem | ConfigurableCartItem | BundleCartItem | GiftCardCartItem>;
type AnyWishlistItem = AnyOf<SimpleWishlistItem | ConfigurableWishlistItem | BundleWishlistItem | GiftCardWishlistItem>;

/** A schema type with every field present: what a test reads from an answer it expects to be whole. */
type Present<T> = T extends readonly (infer E)[]
  ? Present<NonNullable<E>>[]
  : T extends ProductInterface
    ? PresentFields<AnyProduct>
    : T extends CartItemInterface
      ? PresentFields<AnyCartItem>
      : T extends WishlistItemInterface
        ? PresentFields<AnyWishlistItem>
        : T extends object
          ? PresentFields<T>
          : T;
type PresentFields<T> = { [K in keyof T]-?: Present<NonNullable<T[K]>> };

/**
 * What a test reads from an answer whose query it does not type itself: the schema's types for every
 * root field, with each field present (an absent one fails the test's own assertion). A query with
 * aliases or fragments on one type of an interface passes its own type.
 */
export type Answer = Present<Query & Mutation> & { __type: IntrospectedType };

/** `__type(name:)` as the tests ask it: a type's fields, input fields and wrapped type. */
interface IntrospectedType {
  kind: string;
  name: string | null;
  ofType: IntrospectedType | null;
  fields: { name: string; type: IntrospectedType }[];
  inputFields: { name: string; type: IntrospectedType }[];
}

export interface GraphQLResponse<T = Answer> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The first error's code and parameters (decision 039), as the storefront reads them. */
export function refusalOf(response: GraphQLResponse): { code: unknown; params: unknown } {
  const first = response.errors?.[0];
  if (!first) throw new Error(`expected an error, got ${JSON.stringify(response.data)}`);
  return { code: first.extensions?.code, params: first.extensions?.params };
}

/** The mails of one kind (`order_confirmation`, `newsletter_coupon`, …) to one address in the outbox, oldest first. */
export function outboxMails(db: DbOrTx, kind: string, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)))
    .orderBy(asc(mailOutbox.id));
}

export interface TestApi {
  api: Api;
  db: Db;
  database: Database;
  /** The API's clock (the `now` option, else the real one): with `db`, the context a command takes (decision 041). */
  now: () => Date;
  /** Posts a GraphQL operation in process, as a client would. */
  query<T = Answer>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { store?: string; token?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  /** Raw request against the API (GET, malformed bodies …). */
  request(init: RequestInit & { path?: string }): Promise<Response>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  products?: number;
  seed?: number;
  production?: boolean;
  now?: () => Date;
  persistedDocuments?: PersistedDocuments;
  /** Default: the outbox only (no SMTP). Pass `createMailer({ smtpUrl })` to deliver to a test SMTP server. */
  mail?: Mailer;
}

/**
 * A migrated and seeded database of its own with the API on top, for one test file: a copy of this
 * run's template for the seed options (decision 043). PGlite in memory by default; with
 * SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL, a new PostgreSQL database (dropped on close).
 */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await openTemplateCopy(inject('shopTemplateRun'), {
    products: options.products ?? 40,
    seed: options.seed ?? DEFAULT_SEED,
  });
  const api = createApi({
    db: database.db,
    rateLimits: createRateLimits(database),
    production: options.production ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.persistedDocuments ? { persistedDocuments: options.persistedDocuments } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
  });

  // SHOP_TEST_SEARCH_ENGINE=memory runs the file's listings and searches on the copy in memory (decision 068).
  const search = process.env.SHOP_TEST_SEARCH_ENGINE === 'memory' ? memoryEngine(database.db) : null;
  if (search) {
    if (!(await search.ready())) throw new Error('the search engine in memory did not load');
    useSearchEngine(database.db, search);
  }

  const request: TestApi['request'] = async ({ path = '/graphql', ...init }) => api.fetch(`http://shop.test${path}`, init);

  return {
    api,
    db: database.db,
    database,
    now: options.now ?? (() => new Date()),
    request,
    async query(query, variables, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
      if (opts.store) headers.store = opts.store;
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const response = await request({ method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as GraphQLResponse<never>;
    },
    close: () => {
      search?.close();
      return database.close();
    },
  };
}

/**
 * A new `DATA_DIR` for a shop process under test, holding a copy of this run's seeded template with
 * `products` products: the shop starts on it as if it had seeded it on its first start, only sooner
 * (decision 043). The caller removes the folder.
 */
export async function seededShopDataDir(products: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  await seededDataDir(inject('shopTemplateRun'), { products, seed: DEFAULT_SEED }, dataDir);
  return dataDir;
}

/** Where a shop process under test keeps its data, already seeded. */
export interface SeededShopStorage {
  dataDir: string;
  /** Set on PostgreSQL (SHOP_TEST_ENGINE=postgres): the shop's own copy of the seeded template. */
  databaseUrl?: string;
  /** Removes the folder and the database. */
  remove(): Promise<void>;
}

/**
 * `DATA_DIR` and, on PostgreSQL, `DATABASE_URL` for a shop process under test, on the engine the
 * tests run on: a copy of this run's seeded template with `products` products either way.
 */
export async function seededShopStorage(products: number): Promise<SeededShopStorage> {
  const serverUrl = postgresUrl();
  if (!serverUrl) {
    const dataDir = await seededShopDataDir(products);
    return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const copy = await postgresTemplateCopy(inject('shopTemplateRun'), serverUrl, { products, seed: DEFAULT_SEED });
  return {
    dataDir,
    databaseUrl: copy.url,
    async remove() {
      await copy.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new embedded (PGlite) database in memory, migrated and empty, for tests of seeding itself. */
export function migratedPgliteDatabase(): Promise<Database> {
  return openMigratedCopy(inject('shopTemplateRun'));
}
