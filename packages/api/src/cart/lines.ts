/**
 * Cart lines priced from the catalogue (never from the client) and checked against stock, as read
 * for a response or inside the placeOrder transaction.
 */
import { slotBasePrice, sizeSurcharge } from '../catalog/bundle-price.ts';
import { finalPriceCents } from '../catalog/localize.ts';
import type { BundleOptionRow, ProductRow, StockRow } from '../catalog/rows.ts';
import type { cartItems } from './tables.ts';
import type { CatalogReader } from './catalog-reader.ts';
import {
  demandByProduct,
  hasStockFor,
  outOfStockLineError,
  saleRuleProblems,
  unavailableLineError,
  type LineError,
  type StockRule,
} from './stock.ts';
import { unitPriceForQuantity, type BasisPoints } from './totals.ts';

export type CartItemRow = typeof cartItems.$inferSelect;
export type LineKind = 'simple' | 'configurable' | 'bundle' | 'giftcard';

/** A sellable row a line takes from stock: the line's own row, or each chosen part of a bundle. */
export interface LinePart {
  productId: number;
  /** Units over the whole line (line quantity × units per bundle). */
  quantity: number;
  product: ProductRow;
  rule: StockRule | null;
  slot: BundleOptionRow | null;
}

export interface CartLine {
  row: CartItemRow;
  kind: LineKind;
  /** The row sold: the variant of a configurable line. */
  product: ProductRow;
  parent: ProductRow | null;
  /** What the line shows as its product: the configurable parent, else the row sold (Magento's cart item product). */
  shown: ProductRow;
  parts: LinePart[];
  rule: StockRule | null;
  /** Unit price including VAT, in cents. */
  unitInclTax: number;
  /**
   * The unit price before offers (special, tier and bundle prices), VAT included, in cents: the
   * regular price of the row sold, a bundle's own regular price with its size surcharges, a gift
   * card's amount. Never below `unitInclTax`.
   */
  regularUnitInclTax: number;
  /** What the chosen sizes add to one bundle (decision 019), in cents; 0 for other lines. */
  bundleSurcharge: number;
  taxRate: BasisPoints;
  errors: LineError[];
}

/** A line that can no longer be shown at all (its product row is gone); placing the order refuses it. */
export interface MissingLine {
  row: CartItemRow;
}

export interface PricedLines {
  lines: CartLine[];
  missing: MissingLine[];
}

export interface TaxRates {
  /** The store's rate for the high tax class, in basis points. */
  high: BasisPoints;
}

function toRule(row: StockRow | undefined, product: ProductRow): StockRule | null {
  if (product.type === 'giftcard') return { qty: 0, minSaleQty: 1, maxSaleQty: row?.maxSaleQty ?? 10, qtyIncrements: 1, unlimited: true };
  if (!row) return null;
  return { qty: row.qty, minSaleQty: row.minSaleQty, maxSaleQty: row.maxSaleQty, qtyIncrements: row.qtyIncrements };
}

/** The kind of a line: bundles and gift cards by their product type, variants of a configurable as configurable. */
function kindOf(row: CartItemRow, product: ProductRow): LineKind {
  if (product.type === 'bundle') return 'bundle';
  if (product.type === 'giftcard') return 'giftcard';
  return row.parentProductId != null ? 'configurable' : 'simple';
}

export function taxRateOf(product: ProductRow, rates: TaxRates): BasisPoints {
  return product.taxClass === 'none' ? 0 : rates.high;
}

/** What each slot product costs at its cheapest (`slotBasePrice`), by product id. */
async function slotBasePrices(reader: CatalogReader, ids: number[]): Promise<Map<number, number>> {
  const [products, children] = await Promise.all([reader.products(ids), reader.children(ids)]);
  const base = new Map<number, number>();
  for (const [id, product] of products) base.set(id, slotBasePrice(product, children.get(id) ?? []));
  return base;
}

/**
 * What the chosen sizes add to one bundle (decision 019): for each part, what its size costs more
 * than the cheapest size its slot offers, times the units per bundle. Sizes of one product mostly
 * share a price, and then this is 0.
 */
export function bundleSurcharge(bundle: ProductRow, parts: readonly LinePart[], slotBase: ReadonlyMap<number, number>): number {
  let surcharge = 0;
  for (const part of parts) {
    const base = part.slot ? slotBase.get(part.slot.productId) : undefined;
    if (!part.slot || base === undefined || part.product.id === bundle.id) continue;
    surcharge += sizeSurcharge(part.product, base, part.slot.quantity);
  }
  return surcharge;
}

/** A line's unit prices, charged and regular, with a bundle's size surcharge (0 for other lines). */
function unitPrices(
  kind: LineKind,
  row: CartItemRow,
  product: ProductRow,
  tierList: { quantity: number; price: number }[],
  surcharge: number,
): { unit: number; regular: number } {
  if (kind === 'giftcard') {
    const amount = row.giftcardOptions?.giftcard_amount ?? product.price;
    return { unit: amount, regular: amount };
  }
  const unit =
    kind === 'bundle'
      ? Math.max(0, finalPriceCents(product) + surcharge)
      : unitPriceForQuantity(finalPriceCents(product), tierList, row.quantity);
  // A regular price below what is charged would be bad data; the charged price then counts.
  return { unit, regular: Math.max(unit, product.price + (kind === 'bundle' ? surcharge : 0)) };
}

/** Prices every line and lists its problems, with stock judged over the whole cart. */
export async function priceLines(reader: CatalogReader, rows: CartItemRow[], rates: TaxRates): Promise<PricedLines> {
  const partIds = rows.flatMap((r) => (r.bundleOptions ?? []).map((o) => o.product_id));
  const productIds = [...rows.flatMap((r) => [r.productId, ...(r.parentProductId != null ? [r.parentProductId] : [])]), ...partIds];
  const byId = await reader.products(productIds);
  const bundleIds = rows.filter((r) => byId.get(r.productId)?.type === 'bundle').map((r) => r.productId);
  const [stock, tiers, slots] = await Promise.all([
    reader.stock([...rows.map((r) => r.productId), ...partIds]),
    reader.tiers(rows.flatMap((r) => [r.productId, ...(r.parentProductId != null ? [r.parentProductId] : [])])),
    reader.bundleSlots(bundleIds),
  ]);
  // The products the slots offer: a chosen size priced above (or below) them changes the bundle's price.
  const slotProductIds = [...slots.values()].flatMap((list) => list.map((slot) => slot.productId));
  const offered = slotProductIds.length > 0 ? await slotBasePrices(reader, slotProductIds) : new Map<number, number>();

  const lines: CartLine[] = [];
  const missing: MissingLine[] = [];
  for (const row of rows) {
    const product = byId.get(row.productId);
    const parent = row.parentProductId != null ? (byId.get(row.parentProductId) ?? null) : null;
    if (!product || (row.parentProductId != null && !parent)) {
      missing.push({ row });
      continue;
    }
    const kind = kindOf(row, product);
    const rule = toRule(stock.get(product.id), product);
    const errors: LineError[] = [];
    let unavailable = !product.isActive || (parent != null && !parent.isActive);
    let parts: LinePart[];
    if (kind === 'bundle') {
      const bundleSlots = slots.get(product.id) ?? [];
      parts = (row.bundleOptions ?? []).map((choice) => {
        const part = byId.get(choice.product_id);
        const slot = bundleSlots.find((s) => s.id === choice.option_id) ?? null;
        if (!part || !part.isActive || !slot) unavailable = true;
        return {
          productId: choice.product_id,
          quantity: choice.quantity * row.quantity,
          product: part ?? product,
          rule: part ? toRule(stock.get(part.id), part) : null,
          slot,
        };
      });
    } else {
      parts = [{ productId: product.id, quantity: row.quantity, product, rule, slot: null }];
    }
    if (unavailable) errors.push(unavailableLineError(row.sku));
    if (rule) errors.push(...saleRuleProblems(rule, row.quantity, row.sku));

    const ownTiers = tiers.get(product.id) ?? [];
    const tierList = ownTiers.length > 0 || !parent ? ownTiers : (tiers.get(parent.id) ?? []);
    const surcharge = kind === 'bundle' ? bundleSurcharge(product, parts, offered) : 0;
    const prices = unitPrices(kind, row, product, tierList, surcharge);
    lines.push({
      row,
      kind,
      product,
      parent,
      shown: parent ?? product,
      parts,
      rule,
      unitInclTax: prices.unit,
      regularUnitInclTax: prices.regular,
      bundleSurcharge: surcharge,
      taxRate: taxRateOf(product, rates),
      errors,
    });
  }

  // Shortages are judged on what the whole cart asks of each row, then reported on every line involved.
  const demand = demandByProduct(lines);
  for (const line of lines) {
    const short = line.parts.some((part) => !hasStockFor(part.rule, demand.get(part.productId) ?? 0));
    if (short) line.errors.push(outOfStockLineError(line.row.sku));
  }
  return { lines, missing };
}
