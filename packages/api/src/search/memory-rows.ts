import { sql, type SQL } from 'drizzle-orm';
import { resultRows, type Db, type Tx } from '../platform/db.ts';
import { Shelf, type ShelfRow } from './memory-shelf.ts';

/**
 * What the search copy (decision 068, memory-engine.ts) reads from PostgreSQL: snapshots, which say
 * which refreshes of the read model a copy has seen, and the read model's rows, whole or by product.
 */

/** A PostgreSQL snapshot (`pg_current_snapshot()`): which transactions' changes it sees. */
export interface Snapshot {
  text: string;
  xmin: bigint;
  xmax: bigint;
  running: Set<bigint>;
}

export function parseSnapshot(text: string): Snapshot {
  const [xmin = '0', xmax = '0', running = ''] = text.split(':');
  return {
    text,
    xmin: BigInt(xmin),
    xmax: BigInt(xmax),
    running: new Set(running === '' ? [] : running.split(',').map((x) => BigInt(x))),
  };
}

/** Whether a committed transaction's changes are in what `snapshot` saw. */
export function sees(snapshot: Snapshot, xid: bigint): boolean {
  return xid < snapshot.xmin || (xid < snapshot.xmax && !snapshot.running.has(xid));
}

/** Rows read per statement while loading (keeps the driver's result small). */
const LOAD_CHUNK = 5_000;
/** Joins the lists of `sizes_key`, `attrs_key` and the lexemes (migration 0004). */
const SEPARATOR = '\u001f';
export interface LoadedRow {
  language: string;
  id: number;
  sku: string;
  brand_id: number | null;
  color: string | null;
  sizes_key: string;
  in_stock: boolean;
  final_price: number;
  on_sale: boolean;
  categories_key: string;
  attrs_key: string;
  rank: number;
  lexemes: string;
  named: string;
}

const split = (value: string, separator: string) => (value === '' ? [] : value.split(separator));

export function shelfRow(row: LoadedRow): ShelfRow {
  return {
    productId: row.id,
    sku: row.sku,
    brandId: row.brand_id,
    color: row.color,
    sizes: split(row.sizes_key, SEPARATOR),
    inStock: row.in_stock,
    finalPrice: row.final_price,
    onSale: row.on_sale,
    categoryIds: split(row.categories_key, ',').map(Number),
    attrs: split(row.attrs_key, SEPARATOR),
    rank: row.rank,
    lexemes: split(row.lexemes, SEPARATOR),
    named: split(row.named, SEPARATOR),
  };
}

/** The read model's rows meeting `where`, with the document as its lexemes (all, and those of weight A). */
export function rowsSql(where: SQL, limit?: number): SQL {
  return sql`select l.language, l.product_id as id, l.sku, l.brand_id, l.color, l.sizes_key, l.in_stock, l.final_price, l.on_sale,
      l.categories_key, l.attrs_key, l.rank,
      array_to_string(array(select u.lexeme from unnest(l.document) u), chr(31)) as lexemes,
      array_to_string(array(select u.lexeme from unnest(l.document) u where 'A' = any(u.weights)), chr(31)) as named
    from listing_products l where ${where} order by l.language, l.product_id${limit ? sql` limit ${limit}` : sql``}`;
}

export async function rowsOf<T>(tx: Tx | Db, query: SQL): Promise<T[]> {
  return resultRows<T>(await tx.execute(query));
}

/** Every row of the read model, language by language, in chunks along the primary key (each its own statement). */
export async function loadShelves(db: Db): Promise<Map<string, Shelf>> {
  const shelves = new Map<string, Shelf>();
  let after: { language: string; id: number } | null = null;
  for (;;) {
    const where: SQL = after ? sql`(l.language, l.product_id) > (${after.language}, ${after.id})` : sql`true`;
    const rows: LoadedRow[] = await rowsOf<LoadedRow>(db, rowsSql(where, LOAD_CHUNK));
    for (const row of rows) {
      let shelf = shelves.get(row.language);
      if (!shelf) shelves.set(row.language, (shelf = new Shelf()));
      shelf.put(shelfRow(row));
    }
    const last = rows.at(-1);
    if (!last || rows.length < LOAD_CHUNK) break;
    after = { language: last.language, id: last.id };
  }
  for (const shelf of shelves.values()) shelf.index();
  return shelves;
}
