import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../src/platform/db.ts';
import { BATCH_ROWS } from './constants.ts';

/** Inserts rows in statements of at most `BATCH_ROWS` rows (one round trip each). */
export async function insertInBatches<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(start, start + BATCH_ROWS) as T['$inferInsert'][]);
  }
}
