import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOrderHistory } from '../checkout/order-history.ts';
import { resultRows } from '../platform/db.ts';
import { onPostgres, testApiForFile } from '../platform/test-file-api.ts';
import { ADD_CONFIGURABLE, ADD_BUNDLE, CART, CREATE, bundleWithChoices, dataOf, variantsInStock } from './cart-fixtures.ts';

/** Carts and orders a shop holds after a while: enough for the planner to see many lines per cart. */
const HISTORY = { carts: 20_000, orders: 20_000 };
/** Tables that grow with the shop: a cart statement reaches them by index, however many rows they hold. */
const INDEXED = new Set(['products', 'cart_items', 'carts']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads whole (Seq Scan), anywhere in its tree. */
function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

// The plans of PostgreSQL depend on its statistics; PGlite's single small database never flips.
describe.skipIf(!onPostgres)('cart statements with many carts and orders (PostgreSQL; decision 065)', () => {
  const t = testApiForFile({ products: 40 }, async (api) => {
    await addOrderHistory(api.db, HISTORY);
  });

  /** Runs `work` and returns the plans (EXPLAIN FORMAT JSON, with the same parameters) of the reads it sent. */
  async function plansOf(work: () => Promise<unknown>): Promise<{ statement: string; scans: string[] }[]> {
    const sent: { text: string; params: unknown[] }[] = [];
    const stop = t.database.onStatement((text, params) => sent.push({ text, params }));
    try {
      await work();
    } finally {
      stop();
    }
    const reads = sent.filter((s) => /^\s*(select|with)\b/i.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    const plans = [];
    for (const read of reads) {
      const explained = resultRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        await t.db.execute(sql`explain (format json) ${withParams(read.text, read.params)}`),
      );
      const plan = (explained[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
      plans.push({ statement: read.text.replace(/\s+/g, ' ').slice(0, 120), scans: sequentialScans(plan) });
    }
    return plans;
  }

  it('holds many carts with lines and orders, analysed', async () => {
    const [row] = resultRows<{ carts: number; items: number; orders: number }>(
      await t.db.execute(sql`select (select count(*)::int from carts) as carts, (select count(*)::int from cart_items) as items,
        (select count(*)::int from orders) as orders`),
    );
    expect(row?.carts).toBeGreaterThanOrEqual(HISTORY.carts);
    expect(row?.items).toBeGreaterThanOrEqual(HISTORY.carts * 2);
    expect(row?.orders).toBeGreaterThanOrEqual(HISTORY.orders);
  });

  it('add to cart and the cart read look products and lines up by index, not by reading every row', async () => {
    const variants = await variantsInStock(t.db, 3, 4);
    const cartId = dataOf(await t.query(CREATE)).createEmptyCart;
    const add = (index: number) => {
      const v = variants[index];
      if (!v) throw new Error('too few variants in stock');
      return t.query(ADD_CONFIGURABLE, {
        input: { cart_id: cartId, cart_items: [{ parent_sku: v.parentSku, data: { sku: v.sku, quantity: 1 } }] },
      });
    };
    dataOf(await add(0));
    dataOf(await add(1));
    const { bundle, choices } = await bundleWithChoices(t.db);
    const bundleInput = {
      cart_id: cartId,
      cart_items: [
        {
          data: { sku: bundle.sku, quantity: 1 },
          bundle_options: choices.map(({ slot, child }) => ({ id: slot.id, quantity: 1, value: [child.sku] })),
        },
      ],
    };

    const plans = [
      ...(await plansOf(async () => dataOf(await add(2)))),
      ...(await plansOf(async () => dataOf(await t.query(ADD_BUNDLE, { input: bundleInput })))),
      ...(await plansOf(async () => dataOf(await t.query(CART, { id: cartId })))),
    ];
    const whole = plans.flatMap(({ statement, scans }) =>
      scans.filter((table) => INDEXED.has(table)).map((table) => `${table}: ${statement}`),
    );
    expect(whole).toEqual([]);
    expect(plans.filter((p) => p.statement.startsWith('with cart as')).length).toBeGreaterThanOrEqual(3);
  });
});

/** The statement as sent, its placeholders bound to the parameters it was sent with. */
function withParams(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)));
}
