/**
 * Moving the lines of one cart into another (mergeCarts, and a restored customer cart taking in the
 * cart started meanwhile). The destination's lines keep their quantities; each source line, in
 * order, adds what still fits: an equal line's quantity goes up, otherwise a new line is made.
 */
import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { transactionReader } from './catalog-reader.ts';
import { lineKey } from './item-requests.ts';
import { priceLines, type CartItemRow, type CartLine } from './lines.ts';
import { demandByProduct, MAX_LINE_QUANTITY } from './stock.ts';
import { cartItems } from './tables.ts';

/**
 * How many more units of `line` fit on top of `existing` units already in the destination: the
 * most that may be bought of it, the stock of every part left after what the cart already asks
 * (`demand`), and its quantity steps.
 */
export function roomFor(line: CartLine, existing: number, demand: ReadonlyMap<number, number>): number {
  const rule = line.rule;
  let room = Math.min(MAX_LINE_QUANTITY, rule?.maxSaleQty ?? MAX_LINE_QUANTITY) - existing;
  for (const part of line.parts) {
    if (part.rule?.unlimited) continue;
    if (!part.rule) return 0;
    const perUnit = part.quantity / line.row.quantity;
    const left = part.rule.qty - (demand.get(part.productId) ?? 0);
    room = Math.min(room, Math.floor(left / perUnit));
  }
  const step = rule?.qtyIncrements ?? 1;
  if (step > 1) room = Math.floor((existing + room) / step) * step - existing;
  return Math.max(0, room);
}

function isUnavailable(line: CartLine): boolean {
  return line.errors.some((error) => error.error_code === 'CART_PRODUCT_UNAVAILABLE');
}

/**
 * Adds the lines of cart `sourceId` to cart `destinationId`, inside the caller's transaction (both
 * carts locked). A line that fits only partly brings what fits. A line of which nothing fits comes
 * over unchanged only when no other line of the destination sells the same products, so that it
 * shows its own stock error without marking lines that were fine; otherwise it stays behind. Lines
 * of products no longer sold, or no longer existing, stay behind.
 */
export async function mergeLines(ctx: RequestContext, tx: Tx, sourceId: number, destinationId: number): Promise<void> {
  const lines = (cartId: number) => tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
  const [sourceRows, destinationRows] = await Promise.all([lines(sourceId), lines(destinationId)]);
  if (sourceRows.length === 0) return;
  const reader = transactionReader(tx);
  const rates = { high: ctx.store.taxRateHigh };
  const destination = await priceLines(reader, destinationRows, rates);
  const source = await priceLines(reader, sourceRows, rates);

  const demand = demandByProduct(destination.lines);
  const sold = new Set(destination.lines.flatMap((line) => line.parts.map((part) => part.productId)));
  const quantities = new Map<CartItemRow, number>(destinationRows.map((row) => [row, row.quantity]));
  const added: CartItemRow[] = [];

  for (const line of source.lines) {
    if (isUnavailable(line)) continue;
    const key = lineKey(line.row);
    const target = key == null ? undefined : [...quantities.keys()].find((row) => lineKey(row) === key);
    const existing = target ? (quantities.get(target) ?? 0) : 0;
    const room = roomFor(line, existing, demand);
    let extra = Math.min(line.row.quantity, room);
    if (extra === 0) {
      if (target || line.parts.some((part) => sold.has(part.productId))) continue;
      extra = Math.min(line.row.quantity, line.rule?.maxSaleQty ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
      if (extra <= 0) continue;
    }
    for (const part of line.parts) {
      const perUnit = part.quantity / line.row.quantity;
      demand.set(part.productId, (demand.get(part.productId) ?? 0) + perUnit * extra);
      sold.add(part.productId);
    }
    if (target) {
      quantities.set(target, existing + extra);
    } else {
      const row: CartItemRow = { ...line.row, id: 0, cartId: destinationId, quantity: extra };
      quantities.set(row, extra);
      added.push(row);
    }
  }

  for (const row of destinationRows) {
    const quantity = quantities.get(row) ?? row.quantity;
    if (quantity !== row.quantity) await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, row.id));
  }
  if (added.length > 0) {
    await tx.insert(cartItems).values(
      added.map((row) => {
        const { id: _id, createdAt: _at, ...values } = row;
        return { ...values, quantity: quantities.get(row) ?? row.quantity };
      }),
    );
  }
}
