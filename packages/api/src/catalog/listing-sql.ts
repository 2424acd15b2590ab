import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resultRows, type Db } from '../platform/db.ts';
import { localizedSql } from './localize.ts';

/**
 * SQL pieces over the catalogue tables (the product row is `p`), for lookups that read products
 * directly, such as Magento's `products` with a sku filter. Listings and searches read the
 * listing read model through the search engine (`search/`).
 */

/** Runs a raw statement on PGlite or PostgreSQL and returns its rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return resultRows<T>(await db.execute(query));
}

const dialect = new PgDialect();

/**
 * Runs a statement whose text is always the same (only its parameters differ) as the prepared
 * statement `name`: PostgreSQL parses and plans it once per connection, which node-postgres keeps
 * by name, instead of on every call. PGlite prepares nothing and plans it each time. One name
 * stands for one text: node-postgres refuses another text under a name it has prepared.
 */
export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  return runNamed<T>(db, dialect.sqlToQuery(query), name);
}

/**
 * `queryPrepared` for a statement of a few shapes (a sort, which filters are given): each text is
 * prepared under a name taken from its hash. Only for statements whose texts are few: each is kept
 * by every connection that ran it.
 */
export async function queryPreparedByText<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 16)}`;
  return runNamed<T>(db, compiled, name);
}

/**
 * The one call into Drizzle's session for a named statement (an internal API: a Drizzle upgrade
 * must check it still prepares by name on node-postgres and runs plainly on PGlite).
 */
async function runNamed<T>(db: Db, compiled: ReturnType<PgDialect['sqlToQuery']>, name: string): Promise<T[]> {
  return resultRows<T>(await db._.session.prepareQuery(compiled, undefined, name, false).execute());
}

/**
 * Text values as one array parameter (`column = any(${textArray(values)})`): the statement's text
 * stays the same whatever their number, so it can be prepared. The parameter is read in a sub-select,
 * where the planner does not look at its value: a plan for these values then costs what the plan
 * for any values costs, and PostgreSQL keeps the prepared statement's generic plan after its first
 * five runs instead of planning every call again (planning a product page's graph took longer than
 * running it).
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`(select ${literal}::text[])::text[]`;
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

/** The colour of a listed product: its own, or its first child's. */
export const colorSql = sql`coalesce(p.color, (select c.color from products c where c.parent_id = p.id and c.color is not null order by c.id limit 1))`;

/** The price paid: the special price when lower than the regular one. */
export const finalPriceSql = sql`least(coalesce(p.special_price, p.price), p.price)`;

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

/** Which products a listing can show at all: visible, active, not a child of a configurable. */
export const listableSql = sql`p.parent_id is null and p.is_visible and p.is_active`;
