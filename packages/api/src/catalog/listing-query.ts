import { sql, type SQL } from 'drizzle-orm';
import type { CategoryCatalog } from './loaders.ts';
import type { ListingInput, SortKey } from './listing-input.ts';
import type { FacetDef, ListingPlan } from './listing-plan.ts';
import { subtreeIds } from './listing-plan.ts';
import { attributeValues, baseCtes, flagColumns, flagsExcept } from './listing-sql.ts';
import type { CategoryRow } from './rows.ts';

/** One row of the listing statement: the total, a page entry or a facet value count. */
export interface ListingRow {
  /** `total`, `page` or `f:{facet key}` */
  kind: string;
  value: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

/**
 * C8 orders. Recommended puts products that can be bought first: sold-out products stay listed
 * (shoppers may want them back, and they can show "available soon") but never push available
 * ones off the first page. Price orders are strict, as the shopper asked.
 */
function orderBy(sort: SortKey): SQL {
  switch (sort) {
    case 'priceasc':
      return sql`final_price asc, id asc`;
    case 'pricedesc':
      return sql`final_price desc, id asc`;
    default:
      return sql`in_stock desc, rank asc, id asc`;
  }
}

const facetColumn = (index: number) => sql.raw(`fa${index}`);

/** Per-product facet values read once from the attributes jsonb, so facets do not parse it again. */
function facetColumns(plan: ListingPlan): SQL[] {
  return plan.facets.flatMap((facet, index) => {
    if (facet.kind === 'attribute') {
      const values = attributeValues(sql`p.attributes`, facet.key);
      return [sql`array(select av.v from jsonb_array_elements_text(${values}) as av(v) where av.v is not null) as ${facetColumn(index)}`];
    }
    if (facet.kind === 'boolean' && facet.key !== 'sustainable') {
      return [sql`coalesce(p.attributes ->> (${facet.key}::text) = 'true', false) as ${facetColumn(index)}`];
    }
    return [];
  });
}

function extraColumns(columns: SQL[]): SQL {
  return columns.length === 0 ? sql`` : sql`, ${sql.join(columns, sql`, `)}`;
}

/** The children the category facet offers: below the current category, or the top level. */
export function categoryOptions(plan: ListingPlan, tree: CategoryCatalog): CategoryRow[] {
  return tree.children.get(plan.currentCategory?.id ?? null) ?? [];
}

/** The category facet: products per child of the current category (or per top category). */
function categoryFacetSql(plan: ListingPlan, tree: CategoryCatalog): SQL | null {
  const children = categoryOptions(plan, tree);
  const pairs = children.flatMap((child) => subtreeIds(tree, child).map((id) => sql`(${id}::int, ${child.id}::int)`));
  if (pairs.length === 0) return null;
  return sql`select 'f:category', x.child::text, count(*)::int, null::int, null::int from (
      select distinct m.child, base.id from base
      join product_categories pc on pc.product_id = base.id
      join (values ${sql.join(pairs, sql`, `)}) as m(category_id, child) on m.category_id = pc.category_id
      where ${flagsExcept(plan.flags)}
    ) x group by x.child`;
}

/** The value(s) a product contributes to a value facet, as a lateral row source. */
function facetValues(facet: FacetDef, index: number, others: SQL): SQL | null {
  const kind = `f:${facet.key}`;
  switch (facet.kind) {
    case 'brand':
      return sql`select ${kind} as k, base.brand_id::text as v where base.brand_id is not null and ${others}`;
    case 'color':
      return sql`select ${kind}, base.color where base.color is not null and ${others}`;
    case 'size':
      return sql`select ${kind}, x from unnest(base.sizes) as x where ${others}`;
    case 'boolean':
      return sql`select ${kind}, (${facet.key === 'sustainable' ? sql`base.is_sustainable` : sql`base.${facetColumn(index)}`})::text where ${others}`;
    case 'attribute':
      return sql`select ${kind}, x from unnest(base.${facetColumn(index)}) as x where ${others}`;
    default:
      return null;
  }
}

/**
 * Every value facet in one pass over `base`: each product yields a (facet, value) row per value
 * it has, for the facets whose other filters it meets, and one GROUP BY counts them all.
 */
function facetsSql(plan: ListingPlan, tree: CategoryCatalog): SQL[] {
  const sources = plan.facets.flatMap((facet, index) => facetValues(facet, index, flagsExcept(plan.flags, facet.key)) ?? []);
  const parts: SQL[] = [];
  if (sources.length > 0) {
    parts.push(sql`select u.k, u.v, count(*)::int, null::int, null::int
      from base cross join lateral (${sql.join(sources, sql` union all `)}) as u(k, v) group by u.k, u.v`);
  }
  if (plan.facets.some((f) => f.kind === 'price')) {
    parts.push(sql`select 'f:price', null::text, count(*)::int, min(base.final_price)::int, max(base.final_price)::int
      from base where ${flagsExcept(plan.flags, 'price')}`);
  }
  if (plan.facets.some((f) => f.kind === 'category')) {
    const category = categoryFacetSql(plan, tree);
    if (category) parts.push(category);
  }
  return parts;
}

const whereOf = (plan: ListingPlan) => sql.join(plan.where.map((w) => sql`(${w})`), sql` and `);

/**
 * The whole listing in one statement: the total, the requested page (ids with their position)
 * and the count of every facet value, all from one materialised pass over the candidates.
 */
export function listingSql(plan: ListingPlan, input: ListingInput, tree: CategoryCatalog): SQL {
  const all = flagsExcept(plan.flags);
  const order = orderBy(input.sort);
  const offset = (input.page - 1) * input.itemsPerPage;
  const parts: SQL[] = [
    sql`select 'total'::text as kind, null::text as value, count(*)::int as n, null::int as lo, null::int as hi from base where ${all}`,
    sql`(select 'page', base.id::text, (row_number() over (order by ${order}))::int, null::int, null::int
      from base where ${all} order by ${order} limit ${input.itemsPerPage} offset ${offset})`,
  ];
  parts.push(...facetsSql(plan, tree));
  const extra = extraColumns([...facetColumns(plan), ...flagColumns(plan.flags)]);
  return sql`${baseCtes(whereOf(plan), plan.kidsScope, extra)} ${sql.join(parts, sql` union all `)}`;
}

/** Only the number of products, for the filter panel's "show N products" (C15, C16). */
export function countSql(plan: ListingPlan): SQL {
  if (plan.flags.some((flag) => flag.usesKids)) {
    return sql`${baseCtes(whereOf(plan), plan.kidsScope, extraColumns(flagColumns(plan.flags)))} select count(*)::int as n from base where ${flagsExcept(plan.flags)}`;
  }
  const conditions = [...plan.where, ...plan.flags.map((flag) => flag.expr)].map((c) => sql`(${c})`);
  return sql`select count(*)::int as n from products p where ${sql.join(conditions, sql` and `)}`;
}
