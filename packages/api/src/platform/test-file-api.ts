/** One test API per test file, written once instead of the same beforeAll/afterAll in every file. */
import { afterAll, beforeAll } from 'vitest';
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
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
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
