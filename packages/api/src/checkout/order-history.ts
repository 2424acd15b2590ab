/**
 * A shop that has been open for a while: many guest carts with lines and many placed orders with
 * their lines and payments, written in a few set-based statements (generate_series), then
 * analysed as autovacuum would. The PostgreSQL plan tests and `npm run bench` (`--history`)
 * measure the cart and order statements against it (decision 065).
 */
import { sql } from 'drizzle-orm';
import { DUTCH_ADDRESS } from '../cart/cart-fixtures.ts';
import type { Db } from '../platform/db.ts';
import { resultRows } from '../platform/db.ts';

export interface OrderHistory {
  /** Carts to add, each with one to four lines of variants in stock or not. */
  carts: number;
  /** Orders to add, each with one to three lines and a payment. */
  orders: number;
}

/**
 * Adds `carts` carts and `orders` orders (masked ids and numbers prefixed `hist`, so they never
 * meet a shopper's; once per database) and runs ANALYZE on the tables they went to. Needs a seeded catalogue.
 * Returns how many rows each table holds afterwards.
 */
export async function addOrderHistory(db: Db, history: OrderHistory): Promise<Record<string, number>> {
  const carts = Math.max(0, Math.floor(history.carts));
  const orders = Math.max(0, Math.floor(history.orders));
  const address = JSON.stringify(DUTCH_ADDRESS);
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table history_variants on commit drop as
      select row_number() over (order by v.id) as n, v.id, v.parent_id, v.sku, p.sku as parent_sku, v.price
      from products v join products p on p.id = v.parent_id
      where v.type = 'simple' and v.is_active`);
    await tx.execute(sql`create temporary table history_carts (id int, n int) on commit drop`);
    await tx.execute(sql`with made as (
        insert into carts (masked_id, store_code, status, is_active, email, created_at, updated_at)
        select 'hist' || lpad(g::text, 12, '0') || md5(g::text)::varchar(16),
          (array['nl', 'de', 'en'])[1 + g % 3],
          case when g % 5 = 0 then 'ordered' when g % 7 = 0 then 'expired' else 'active' end,
          g % 5 <> 0 and g % 7 <> 0,
          case when g % 2 = 0 then 'klant' || g || '@example.com' end,
          now() - make_interval(mins => g % 43200), now() - make_interval(mins => g % 43200)
        from generate_series(1, ${carts}) g
        returning id, masked_id
      ) insert into history_carts select id, substr(masked_id, 5, 12)::int from made`);
    await tx.execute(sql`insert into cart_items (cart_id, product_id, parent_product_id, sku, parent_sku, quantity)
      select c.id, v.id, v.parent_id, v.sku, v.parent_sku, 1 + (c.id + k) % 2
      from history_carts c
      cross join lateral generate_series(1, 1 + c.id % 4) k
      join history_variants v on v.n = 1 + (c.id::bigint * 7919 + k * 104729) % (select count(*) from history_variants)`);
    await tx.execute(sql`create temporary table history_orders (id int, n int) on commit drop`);
    await tx.execute(sql`with made as (
        insert into orders (number, store_code, cart_id, email, status, billing_address, shipping_address, shipping_method,
          payment_method, subtotal_incl_tax, subtotal_excl_tax, tax_amount, grand_total, created_at, updated_at)
        select 'hist' || lpad(g::text, 9, '0'), (array['nl', 'de', 'en'])[1 + g % 3], coalesce(c.id, 0),
          'klant' || g || '@example.com',
          (array['processing', 'complete', 'complete', 'canceled', 'pending_payment'])[1 + g % 5],
          ${address}::jsonb, ${address}::jsonb,
          '{"carrier_code":"postnl","method_code":"standard","carrier_title":"PostNL","method_title":"Standaard"}'::jsonb,
          '{"code":"ideal","title":"iDEAL"}'::jsonb,
          12100, 10000, 2100, 12100, now() - make_interval(mins => g % 525600), now() - make_interval(mins => g % 525600)
        from generate_series(1, ${orders}) g left join history_carts c on c.n = g
        returning id, number
      ) insert into history_orders select id, substr(number, 5)::int from made`);
    await tx.execute(sql`insert into order_items (order_id, product_id, sku, parent_sku, name, quantity, price_incl_tax,
        price_excl_tax, row_total_incl_tax, tax_amount)
      select o.id, v.id, v.sku, v.parent_sku, v.sku, 1, v.price, round(v.price / 1.21)::int, v.price, v.price - round(v.price / 1.21)::int
      from history_orders o
      cross join lateral generate_series(1, 1 + o.n % 3) k
      join history_variants v on v.n = 1 + (o.n::bigint * 6007 + k * 7727) % (select count(*) from history_variants)`);
    await tx.execute(sql`insert into payments (order_id, provider, method, amount, status, reference, created_at, updated_at)
      select o.id, 'sandbox', 'ideal', 12100, case when o.n % 5 = 4 then 'open' else 'paid' end,
        'hist' || md5('payment' || o.n) || md5('reference' || o.n), now(), now()
      from history_orders o`);
  });
  // What autovacuum does after that many rows: the planner's statistics follow the data.
  for (const table of ['carts', 'cart_items', 'orders', 'order_items', 'payments']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  const counts = resultRows<{ name: string; rows: string }>(
    await db.execute(sql`select 'carts' as name, count(*)::text as rows from carts
      union all select 'cart_items', count(*)::text from cart_items
      union all select 'orders', count(*)::text from orders
      union all select 'order_items', count(*)::text from order_items`),
  );
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)]));
}
