import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, PLACE_ORDER, type Variant } from '../cart/cart-fixtures.ts';
import { products } from '../catalog/tables.ts';
import { onPostgres, testApiForFile } from '../platform/test-file-api.ts';

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a race.
describe.skipIf(!onPostgres)('listing read model under concurrent orders (PostgreSQL)', () => {
  const t = testApiForFile({ products: 40 });

  it('orders taking the last unit of different sizes of one product at the same moment leave it listed as sold out', async () => {
    const { rows: parents } = (await t.db.execute(sql`select p.id, p.sku from products p
      where p.type = 'configurable' and p.is_active and (select count(*) from products c where c.parent_id = p.id and c.is_active) >= 3
      order by p.id limit 3`)) as unknown as { rows: { id: number; sku: string }[] };
    expect(parents).toHaveLength(3);
    const variants: Variant[] = [];
    for (const parent of parents) {
      const children = await t.db.select().from(products).where(eq(products.parentId, parent.id));
      await t.db.execute(sql`update stock_items set qty = 1 where product_id in (select id from products where parent_id = ${parent.id})`);
      for (const child of children.filter((c) => c.isActive)) {
        variants.push({ productId: child.id, sku: child.sku, parentSku: parent.sku, price: child.price });
      }
    }
    const cartIds = await Promise.all(
      variants.map(async (variant) => {
        const cartId = await cartWith(t, variant, 1);
        await completeCheckout(t, cartId);
        return cartId;
      }),
    );
    const placed = await Promise.all(cartIds.map((id) => t.query(PLACE_ORDER, { id })));
    expect(placed.filter((r) => r.errors)).toEqual([]);

    const { rows } = (await t.db.execute(sql`select sku, in_stock, sizes, stock_status from listing_products
      where product_id in (${sql.join(
        parents.map((p) => sql`${p.id}`),
        sql`, `,
      )})`)) as unknown as { rows: { sku: string; in_stock: boolean; sizes: string[]; stock_status: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ in_stock: false, sizes: [] });
  });
});
