/** One test API per test file, written once instead of the same beforeAll/afterAll in every file. */
import { afterAll, beforeAll } from 'vitest';
import { postgresUrl } from './test-templates.ts';
import { createTestApi, type TestApi, type TestApiOptions } from './testing.ts';

/**
 * Stands for an object a test file only has once its beforeAll ran, so the file can name it at the
 * top; using it while the tests are still being collected is a mistake and fails loudly.
 */
export function standIn<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error('used before the tests ran: it is made in beforeAll');
      // Not bound: a method called on the stand-in reads the target's properties through it, and a
      // callable value (the API's Yoga instance) keeps its own properties.
      return Reflect.get(target, key);
    },
  });
}

/**
 * Opens the file's test API before its tests (then runs `prepare`, e.g. to stock variants) and closes
 * it after them. `options` may be a function when they depend on something another beforeAll made.
 */
export function testApiForFile(options: TestApiOptions | (() => TestApiOptions) = {}, prepare?: (t: TestApi) => Promise<void>): TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createTestApi(typeof options === 'function' ? options() : options);
    await prepare?.(api);
  });
  afterAll(async () => {
    await api?.close();
  });
  return standIn(() => api);
}

/** An answer as a client reads it over HTTP: the JSON body. */
export interface HttpAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Posts `body` as JSON over HTTP; the status and the answer. */
export async function postJson(t: TestApi, body: Record<string, unknown>): Promise<{ status: number; answer: HttpAnswer }> {
  const response = await t.request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, answer: (await response.json()) as HttpAnswer };
}

/** The tests run on a PostgreSQL server: only there can transactions race (PGlite runs one at a time). */
export const onPostgres = Boolean(postgresUrl());

/** Runs `work` over `items`, `width` at a time (setting up carts need not hammer the pool). */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}
