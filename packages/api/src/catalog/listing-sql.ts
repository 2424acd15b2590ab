import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { localizedSql } from './localize.ts';

/**
 * SQL pieces of the listing. Everything runs against the `products` row aliased `p`; the listing
 * query materialises one `base` row per listed product with a boolean column per active filter,
 * so the page, the total and every facet count come from one scan (standard faceting: a facet
 * is counted with every filter but its own).
 */

/** Runs a raw statement on PGlite or PostgreSQL and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function list(values: readonly (string | number | boolean)[]): SQL {
  return sql.join(values.map((v) => sql`${v}`), sql`, `);
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when the product row aliased `alias` has its own stock row with units left. */
function ownStock(alias: string, whenMissing: boolean): SQL {
  const a = sql.raw(alias);
  return sql`coalesce((select s.qty > 0 from stock_items s where s.product_id = ${a}.id), ${sql.raw(String(whenMissing))})`;
}

function childInStock(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`exists (select 1 from products c join stock_items s on s.product_id = c.id where c.parent_id = ${a}.id and c.is_active and s.qty > 0)`;
}

/**
 * Whether a product can be bought now, by the same rules as `stockSummary`: a configurable when a
 * size is in stock, a bundle when every required slot is, the gift card unless a stock row says no.
 */
export function inStockSql(alias = 'p'): SQL {
  const a = sql.raw(alias);
  const slotInStock = sql`op.is_active and (case op.type when 'configurable' then ${childInStock('op')} else ${ownStock('op', false)} end)`;
  return sql`(case ${a}.type
    when 'configurable' then ${childInStock(alias)}
    when 'bundle' then not exists (select 1 from bundle_options bo join products op on op.id = bo.product_id
      where bo.bundle_product_id = ${a}.id and bo.required and not (${slotInStock}))
    when 'giftcard' then ${ownStock(alias, true)}
    else ${ownStock(alias, false)} end)`;
}

/** The colour of a listed product: its own, or its first child's. */
export const colorSql = sql`coalesce(p.color, (select c.color from products c where c.parent_id = p.id and c.color is not null order by c.id limit 1))`;

/** The price paid: the special price when lower than the regular one. */
export const finalPriceSql = sql`least(coalesce(p.special_price, p.price), p.price)`;

/** A product attribute as a jsonb array, whether stored as one value or a list. */
export function attributeValues(source: SQL, code: string): SQL {
  const value = sql`${source} -> (${code}::text)`;
  return sql`(case jsonb_typeof(${value}) when 'array' then ${value} else jsonb_build_array(${value}) end)`;
}

/** Every word must occur in the name, brand, sku, colour or a category name (S18). */
export function searchSql(search: string, language: string): SQL {
  const words = search.split(' ').filter((w) => w !== '').slice(0, 8);
  const parts = words.map((word) => {
    const pattern = containsPattern(word);
    return sql`(${localizedSql(sql`p.name`, language)} ilike ${pattern}
      or p.sku ilike ${pattern}
      or exists (select 1 from brands b where b.id = p.brand_id and b.name ilike ${pattern})
      or exists (select 1 from attribute_options o where o.attribute_code = 'color' and o.value = ${colorSql}
        and ${localizedSql(sql`o.label`, language)} ilike ${pattern})
      or exists (select 1 from product_categories pc join categories cat on cat.id = pc.category_id
        where pc.product_id = p.id and cat.is_active and ${localizedSql(sql`cat.name`, language)} ilike ${pattern}))`;
  });
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** Products assigned to any of these categories. */
export function inCategoriesSql(categoryIds: readonly number[]): SQL {
  if (categoryIds.length === 0) return sql`false`;
  return sql`p.id in (select pc.product_id from product_categories pc where pc.category_id in (${list(categoryIds)}))`;
}

/** Which products a listing can show at all: visible, active, not a child of a configurable. */
export const listableSql = sql`p.parent_id is null and p.is_visible and p.is_active`;

export interface FilterFlag {
  key: string;
  /** Evaluated per `p` row in the base select. */
  expr: SQL;
}

/** `where` over the base columns: every flag except the one of `except`. */
export function flagsExcept(flags: readonly FilterFlag[], except?: string): SQL {
  const parts = flags.flatMap((flag, index) => (flag.key === except ? [] : [sql.raw(`f${index}`)]));
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

export function flagColumns(flags: readonly FilterFlag[]): SQL {
  if (flags.length === 0) return sql``;
  return sql`, ${sql.join(flags.map((flag, index) => sql`(${flag.expr}) as ${sql.raw(`f${index}`)}`), sql`, `)}`;
}
