import { sql, type SQL } from 'drizzle-orm';
import type { CategoryCatalog } from './loaders.ts';
import type { ListingInput, SortKey } from './listing-input.ts';
import type { FacetDef, ListingPlan } from './listing-plan.ts';
import { subtreeIds } from './listing-plan.ts';
import { attributeArray, baseCtes, flagColumns, flagsExcept } from './listing-sql.ts';
import type { CategoryRow } from './rows.ts';

/** One row of the listing statement: the total, a page entry or a facet value count. */
export interface ListingRow {
  /**
   * `total`, `page`, `f:{facet key}` (one value) or `a:{facet key}` (a JSON array of values:
   * products are grouped by their whole list of values, which is far cheaper than unnesting,
   * and each value of the list gets the group's count).
   */
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
    if (facet.kind === 'attribute') return [sql`${attributeArray(sql`p.attributes`, facet.key)} as ${facetColumn(index)}`];
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

/** The count query of one value facet, with every filter but its own. */
function facetSql(facet: FacetDef, index: number, plan: ListingPlan): SQL | null {
  const others = flagsExcept(plan.flags, facet.key);
  const counted = (kind: string, value: SQL, condition: SQL = sql`true`) =>
    sql`select ${`${kind}:${facet.key}`}, ${value}, count(*)::int, null::int, null::int from base where ${condition} and ${others} group by 2`;
  switch (facet.kind) {
    case 'brand':
      return counted('f', sql`base.brand_id::text`, sql`base.brand_id is not null`);
    case 'color':
      return counted('f', sql`base.color`, sql`base.color is not null`);
    case 'size':
      return counted('a', sql`array_to_json(base.sizes)::text`, sql`cardinality(base.sizes) > 0`);
    case 'boolean':
      return counted('f', sql`(${facet.key === 'sustainable' ? sql`base.is_sustainable` : sql`base.${facetColumn(index)}`})::text`);
    case 'attribute':
      return counted('a', sql`array_to_json(base.${facetColumn(index)})::text`, sql`cardinality(base.${facetColumn(index)}) > 0`);
    case 'price':
      return sql`select 'f:price', null::text, count(*)::int, min(base.final_price)::int, max(base.final_price)::int from base where ${others}`;
    default:
      return null;
  }
}

/** Every facet's counts, one GROUP BY each over the materialised base. */
function facetsSql(plan: ListingPlan, tree: CategoryCatalog): SQL[] {
  const parts = plan.facets.flatMap((facet, index) => facetSql(facet, index, plan) ?? []);
  if (plan.facets.some((f) => f.kind === 'category')) {
    const category = categoryFacetSql(plan, tree);
    if (category) parts.push(category);
  }
  return parts;
}

const whereOf = (plan: ListingPlan) =>
  sql.join(
    plan.where.map((w) => sql`(${w})`),
    sql` and `,
  );

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
