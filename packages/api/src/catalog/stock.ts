import DataLoader from 'dataloader';
import { loader, type RequestContext } from '../platform/context.ts';
import { bundleOptionsOf, childrenOf, productById, stockOf } from './loaders.ts';
import type { ProductRow, StockRow } from './rows.ts';

/** What a shopper sees of a product's stock. */
export interface StockSummary {
  inStock: boolean;
  /** Units that can be sold (summed over the sizes of a configurable). */
  qty: number;
  /** Sold out but expected back (a date is known). */
  availableSoon: boolean;
}

/** Stock of products without stock rows that are never short (the gift card is issued on demand). */
const UNLIMITED: StockSummary = { inStock: true, qty: 0, availableSoon: false };

/**
 * Stock rows summed up, here or by the tiles' statement (`product-graph.ts`): units that can be sold
 * (a negative count sells none), whether any row has a unit, whether any row has a date it is
 * expected back.
 */
export interface StockTotals {
  qty: number;
  anyInStock: boolean;
  anyExpected: boolean;
}

/** What a shopper sees of summed-up stock: in stock when any unit is, else available soon when a date is known. */
export function summaryOfTotals(totals: StockTotals): StockSummary {
  return { inStock: totals.anyInStock, qty: totals.qty, availableSoon: !totals.anyInStock && totals.anyExpected };
}

function fromRows(rows: (StockRow | null)[]): StockSummary {
  const known = rows.filter((r): r is StockRow => r != null);
  return summaryOfTotals({
    qty: known.reduce((sum, r) => sum + Math.max(0, r.qty), 0),
    anyInStock: known.some((r) => r.qty > 0),
    anyExpected: known.some((r) => r.availableSoonDate != null),
  });
}

/** What a configurable's active sizes add up to: their stock, and the colour of the first size that has one. */
export interface SizesSummary {
  stock: StockSummary;
  color: string | null;
}

/**
 * The request's loader of a configurable's sizes summed up. A listing's tiles prime it from their
 * statement, which sums the sizes in the database instead of reading every size's row
 * (`product-graph.ts`, depth `listItem`); otherwise it sums the sizes' rows (`childrenOf`, `stockOf`),
 * which a product page's statement primes.
 */
export const sizesSummaryOf = (ctx: RequestContext) =>
  loader(
    ctx,
    'catalog:sizesSummaryOf',
    () =>
      new DataLoader<number, SizesSummary>((ids) =>
        Promise.all(
          ids.map(async (id) => {
            const sizes = await childrenOf(ctx).load(id);
            const rows = onlyRows(await stockOf(ctx).loadMany(sizes.map((c) => c.id)));
            return { stock: fromRows(rows), color: sizes.find((c) => c.color)?.color ?? null };
          }),
        ),
      ),
  );

/**
 * Stock of any product: its own stock row, the sum over the children of a configurable, every
 * required slot for a bundle (a bundle is as available as its scarcest slot).
 */
export async function stockSummary(ctx: RequestContext, product: ProductRow): Promise<StockSummary> {
  if (product.type === 'configurable') return (await sizesSummaryOf(ctx).load(product.id)).stock;
  if (product.type === 'bundle') {
    const slots = (await bundleOptionsOf(ctx).load(product.id)).filter((slot) => slot.required);
    if (slots.length === 0) return UNLIMITED;
    const slotProducts = await productById(ctx)
      .loadMany(slots.map((s) => s.productId))
      .then(onlyRows);
    const summaries = await Promise.all(slotProducts.map(async (p) => (p && p.isActive ? stockSummary(ctx, p) : null)));
    if (summaries.some((s) => s == null)) return { inStock: false, qty: 0, availableSoon: false };
    const all = summaries as StockSummary[];
    const inStock = all.every((s) => s.inStock);
    return { inStock, qty: Math.min(...all.map((s) => s.qty)), availableSoon: !inStock && all.every((s) => s.inStock || s.availableSoon) };
  }
  const own = await stockOf(ctx).load(product.id);
  if (!own) return product.type === 'giftcard' ? UNLIMITED : { inStock: false, qty: 0, availableSoon: false };
  return fromRows([own]);
}

/** DataLoader.loadMany answers errors in place; a failed load is a bug, so rethrow it. */
export function onlyRows<T>(values: (T | Error)[]): T[] {
  for (const value of values) if (value instanceof Error) throw value;
  return values as T[];
}
