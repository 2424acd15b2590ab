import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { localizedSql } from './localize.ts';

/**
 * SQL pieces of the listing. Conditions address the product row as `p`. The listing statement
 * materialises one `base` row per candidate with a boolean column per active filter, so the
 * page, the total and every facet count are GROUP BYs over that one set (standard faceting: a
 * facet is counted with every filter but its own). Everything here runs on PostgreSQL 15+ and
 * on PGlite.
 */

/** Runs a raw statement on PGlite or PostgreSQL and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a listing statement with PostgreSQL's JIT compiler off. The planner cannot estimate the
 * materialised candidate sets, so it overrates these statements and compiles them with LLVM,
 * which costs seconds for a query that runs in milliseconds. `set local` keeps the setting to
 * this transaction; PGlite accepts it and has no JIT anyway.
 */
export async function queryListingRows<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const result = (await tx.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  });
}

export function list(values: readonly (string | number | boolean)[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
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
 * Whether the listed product `p` can be bought now, by the same rules as `stockSummary`: a
 * configurable when a size is in stock (read from the `kids` summary `k`), a bundle when every
 * required slot is, the gift card unless a stock row says no, anything else by its own stock.
 */
export const inStockSql = sql`(case p.type
    when 'configurable' then coalesce(k.any_stock, false)
    when 'bundle' then not exists (select 1 from bundle_options bo join products op on op.id = bo.product_id
      where bo.bundle_product_id = p.id and bo.required
      and not (op.is_active and (case op.type when 'configurable' then ${childInStock('op')} else ${ownStock('op', false)} end)))
    when 'giftcard' then ${ownStock('p', true)}
    else ${ownStock('p', false)} end)`;

/** The sizes of `p` that are in stock: its children's (from `k`), or its own size. */
export const sizesInStockSql = sql`(case when p.type = 'configurable' then coalesce(k.sizes, '{}'::text[])
    when p.size is not null and ${ownStock('p', false)} then array[p.size]
    else '{}'::text[] end)`;

/**
 * The listing's candidates (`cand`, the rows of `products` that pass `where`), a per-parent
 * summary of their children's stock (`kids`, one aggregate instead of a lookup per row; its
 * rows are limited by `kidsScope`, see `ListingPlan`) and `base`: one row per candidate with the
 * columns facets and sorting need plus `extra`.
 */
export function baseCtes(where: SQL, kidsScope: SQL, extra: SQL): SQL {
  return sql`with cand as materialized (
      select p.id, p.type, p.brand_id, p.color, p.size, p.attributes, p.is_sustainable, p.price, p.special_price, p.merchandising_rank
      from products p where ${where}
    ),
    kids as materialized (
      select c.parent_id as id, bool_or(s.qty > 0) as any_stock,
        coalesce(array_agg(c.size) filter (where s.qty > 0 and c.size is not null), '{}'::text[]) as sizes
      from products c join stock_items s on s.product_id = c.id
      where c.is_active and ${kidsScope}
      group by c.parent_id
    ),
    base as materialized (
      select p.id, p.type, p.brand_id, ${colorSql} as color, ${finalPriceSql} as final_price,
        p.merchandising_rank as rank, p.is_sustainable, ${inStockSql} as in_stock, ${sizesInStockSql} as sizes ${extra}
      from cand p left join kids k on k.id = p.id
    )`;
}

/** The colour of a listed product: its own, or its first child's. */
export const colorSql = sql`coalesce(p.color, (select c.color from products c where c.parent_id = p.id and c.color is not null order by c.id limit 1))`;

/** The price paid: the special price when lower than the regular one. */
export const finalPriceSql = sql`least(coalesce(p.special_price, p.price), p.price)`;

/**
 * A product attribute as text[], whether stored as one value or a list; scalar values (the
 * common case) are read without a per-row subquery.
 */
export function attributeArray(source: SQL, code: string): SQL {
  const value = sql`(${source} -> (${code}::text))`;
  return sql`(case when ${value} is null or jsonb_typeof(${value}) = 'null' then '{}'::text[]
    when jsonb_typeof(${value}) = 'array' then array(select jsonb_array_elements_text(${value}))
    else array[${value} #>> '{}'] end)`;
}

/** Every word must occur in the name, brand, sku, colour or a category name (S18). */
export function searchSql(search: string, language: string): SQL {
  const words = search
    .split(' ')
    .filter((w) => w !== '')
    .slice(0, 8);
  const parts = words.map((word) => {
    const pattern = containsPattern(word);
    // The brand, colour and category lists are small: each is matched once, then looked up per row.
    return sql`(${localizedSql(sql`p.name`, language)} ilike ${pattern}
      or p.sku ilike ${pattern}
      or p.brand_id in (select b.id from brands b where b.name ilike ${pattern})
      or ${colorSql} in (select o.value from attribute_options o where o.attribute_code = 'color'
        and ${localizedSql(sql`o.label`, language)} ilike ${pattern})
      or p.id in (select pc.product_id from product_categories pc where pc.category_id in (
        select cat.id from categories cat where cat.is_active and ${localizedSql(sql`cat.name`, language)} ilike ${pattern})))`;
  });
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** Products (`column`, by default the row `p`) assigned to any of these categories. */
export function inCategoriesSql(categoryIds: readonly number[], column: SQL = sql`p.id`): SQL {
  if (categoryIds.length === 0) return sql`false`;
  return sql`${column} in (select pc.product_id from product_categories pc where pc.category_id in (${list(categoryIds)}))`;
}

/** Which products a listing can show at all: visible, active, not a child of a configurable. */
export const listableSql = sql`p.parent_id is null and p.is_visible and p.is_active`;

export interface FilterFlag {
  key: string;
  /** Evaluated per candidate `p` (with its children's stock summary `k`) in the base select. */
  expr: SQL;
  /** True when `expr` reads the children's stock summary `k`. */
  usesKids?: boolean;
}

/** `where` over the base columns: every flag except the one of `except`. */
export function flagsExcept(flags: readonly FilterFlag[], except?: string): SQL {
  const parts = flags.flatMap((flag, index) => (flag.key === except ? [] : [sql.raw(`f${index}`)]));
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** The flags as base columns f0, f1 … */
export function flagColumns(flags: readonly FilterFlag[]): SQL[] {
  return flags.map((flag, index) => sql`(${flag.expr}) as ${sql.raw(`f${index}`)}`);
}
