/**
 * A cart as a response shows it, read in one statement: the cart row, its lines, and the catalogue
 * graph of every product the lines name (variants, their configurables, bundle parts) with stock,
 * price tiers and pictures. The graph primes the catalogue's request loaders, so pricing the lines
 * (requestReader) and the line products' fields resolve without further statements.
 */
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import { list, queryRows } from '../catalog/listing-sql.ts';
import { primeProductGraph, productGraphCtes, rowReader, type GraphDoc } from '../catalog/product-graph.ts';
import { loader, type RequestContext } from '../platform/context.ts';
import type { CartItemRow } from './lines.ts';
import { type CartRow, cartItems, carts } from './tables.ts';

const readCart = rowReader(carts);
const readItem = rowReader(cartItems);

type ContentsRow =
  | { kind: 'cart'; doc: Record<string, unknown> }
  | { kind: 'item'; doc: Record<string, unknown> }
  | { kind: 'product'; doc: GraphDoc };

/** The statement for the carts `selected` (a query of cart rows), their lines and the lines' products. */
function contentsSql(selected: SQL): SQL {
  return sql`with cart as (${selected}),
    items as (select i.* from cart_items i where i.cart_id in (select id from cart)),
    line_products as (
      select product_id as id from items
      union select parent_product_id from items where parent_product_id is not null
      union select (part ->> 'product_id')::int from items, jsonb_array_elements(coalesce(items.bundle_options, '[]'::jsonb)) part
    ),
    ${productGraphCtes(sql`select id from line_products`, 'tile')}
    select 'cart' as kind, to_json(c) as doc from cart c
    union all select 'item', to_json(i) from items i
    union all select 'product', g.doc from graph g`;
}

interface CartContents {
  carts: CartRow[];
  /** Lines per cart id, in the order they were added. */
  items: Map<number, CartItemRow[]>;
}

/** Runs the contents statement and primes the request's catalogue loaders with the products. */
async function readContents(ctx: RequestContext, selected: SQL): Promise<CartContents> {
  const rows = await queryRows<ContentsRow>(ctx.db, contentsSql(selected));
  const docs: GraphDoc[] = [];
  const contents: CartContents = { carts: [], items: new Map() };
  for (const row of rows) {
    if (row.kind === 'product') docs.push(row.doc);
    else if (row.kind === 'cart') contents.carts.push(readCart(row.doc));
    else {
      const item = readItem(row.doc);
      const lines = contents.items.get(item.cartId);
      if (lines) lines.push(item);
      else contents.items.set(item.cartId, [item]);
    }
  }
  for (const lines of contents.items.values()) lines.sort((a, b) => a.id - b.id);
  await primeProductGraph(ctx, docs);
  return contents;
}

/**
 * The request's reads of cart lines by cart id (each read brings the lines' products along). Cart
 * mutations forget them when they commit (forgetStock), so a response never shows lines from before.
 */
export const cartItemsOf = (ctx: RequestContext) =>
  loader(
    ctx,
    'cart:items',
    () =>
      new DataLoader<number, CartItemRow[]>(async (cartIds) => {
        const { items } = await readContents(ctx, sql`select * from carts where id in (${list(cartIds)})`);
        return cartIds.map((id) => items.get(id) ?? []);
      }),
  );

/**
 * A cart by masked id with its lines and their products, in one statement; null when there is no
 * such cart. The lines wait in `cartItemsOf` for the cart model.
 */
export async function readCartWithContents(ctx: RequestContext, maskedId: string): Promise<CartRow | null> {
  const { carts: found, items } = await readContents(ctx, sql`select * from carts where masked_id = ${maskedId}`);
  const cart = found[0];
  if (!cart) return null;
  cartItemsOf(ctx).prime(cart.id, items.get(cart.id) ?? []);
  return cart;
}
