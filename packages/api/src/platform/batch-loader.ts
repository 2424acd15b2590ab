import DataLoader from 'dataloader';
import { loader, type RequestContext } from './context.ts';

/** Reads the rows of every key asked for in one statement, in the order they are listed. */
type ReadRows<K, R> = (keys: K[]) => Promise<R[]>;

/**
 * The request's loader of the rows that belong to each key (a product's images, a customer's
 * addresses …): the keys asked for in one tick are read together by `read`, and each key gets the rows
 * `keyOf` assigns to it, in the order `read` gave them (`valueOf` picks what is kept of a row).
 */
export function rowsLoader<K, R>(ctx: RequestContext, name: string, read: ReadRows<K, R>, keyOf: (row: R) => K): DataLoader<K, R[]>;
export function rowsLoader<K, R, V>(
  ctx: RequestContext,
  name: string,
  read: ReadRows<K, R>,
  keyOf: (row: R) => K,
  valueOf: (row: R) => V,
): DataLoader<K, V[]>;
export function rowsLoader<K, R>(
  ctx: RequestContext,
  name: string,
  read: ReadRows<K, R>,
  keyOf: (row: R) => K,
  valueOf?: (row: R) => unknown,
): DataLoader<K, unknown[]> {
  return loader(
    ctx,
    name,
    () =>
      new DataLoader<K, unknown[]>(async (keys) => {
        const groups = new Map<K, unknown[]>();
        for (const row of await read([...keys])) {
          const value = valueOf ? valueOf(row) : row;
          const key = keyOf(row);
          const list = groups.get(key);
          if (list) list.push(value);
          else groups.set(key, [value]);
        }
        return keys.map((key) => groups.get(key) ?? []);
      }),
  );
}

/** The request's loader of the one row a key has (null where it has none), read as `rowsLoader` reads. */
export function rowLoader<K, R>(ctx: RequestContext, name: string, read: ReadRows<K, R>, keyOf: (row: R) => K): DataLoader<K, R | null> {
  return loader(
    ctx,
    name,
    () =>
      new DataLoader<K, R | null>(async (keys) => {
        const rows = new Map((await read([...keys])).map((row) => [keyOf(row), row]));
        return keys.map((key) => rows.get(key) ?? null);
      }),
  );
}
