/**
 * Quantity and stock rules of cart lines (CA13, CA19): the quantity a shopper may ask for, and the
 * problems a line already in the cart has when it is read.
 */
import { quantitySchema, validationMessages, type ValidationMessageKey } from '@shop/rules';
import { inputError, userError } from '../platform/errors.ts';

/** No line may ask for more units than this, whatever the stock (CA13). */
export const MAX_LINE_QUANTITY = 10_000;

/** The text the storefront suppresses while browsing and shows on demand (CA19, CA20). */
export const OUT_OF_STOCK_MESSAGE = 'Some of the products are out of stock';
export const UNAVAILABLE_MESSAGE = 'This product is no longer available';

export type LineErrorCode = 'UNDEFINED' | 'ITEM_QTY' | 'ITEM_INCREMENTS';

export interface LineError {
  code: LineErrorCode;
  message: string;
}

/** Sale rules of one sellable row; a row without stock data counts as sold out unless unlimited. */
export interface StockRule {
  qty: number;
  minSaleQty: number;
  maxSaleQty: number;
  qtyIncrements: number;
  /** Gift cards are issued on demand and never short. */
  unlimited?: boolean;
}

const quantityInput = quantitySchema(MAX_LINE_QUANTITY);

/**
 * A requested quantity as a whole number: at least 1 (0 too when `allowZero`, which removes a line),
 * at most MAX_LINE_QUANTITY; anything else is a graphql-input error naming the sku.
 */
export function parseQuantity(sku: string, quantity: number, options: { allowZero?: boolean } = {}): number {
  if (options.allowZero && quantity === 0) return 0;
  const parsed = quantityInput.safeParse(quantity);
  if (parsed.success) return parsed.data;
  const key = (parsed.error.issues[0]?.message ?? 'quantity.invalid') as ValidationMessageKey;
  const reason = key === 'quantity.max' ? `quantity can be at most ${MAX_LINE_QUANTITY}` : validationMessages[key];
  throw inputError(`Invalid quantity ${String(quantity)} for "${sku}": ${reason}`);
}

/** Sale-rule problems of a quantity (minimum, maximum, steps), worded as Magento words them. */
export function saleRuleProblems(rule: StockRule, quantity: number): LineError[] {
  const problems: LineError[] = [];
  if (quantity < rule.minSaleQty) problems.push({ code: 'ITEM_QTY', message: `The fewest you may purchase is ${rule.minSaleQty}.` });
  if (quantity > rule.maxSaleQty) problems.push({ code: 'ITEM_QTY', message: `The most you may purchase is ${rule.maxSaleQty}.` });
  if (rule.qtyIncrements > 1 && quantity % rule.qtyIncrements !== 0) {
    problems.push({ code: 'ITEM_INCREMENTS', message: `You can buy this product only in quantities of ${rule.qtyIncrements} at a time.` });
  }
  return problems;
}

/** Whether `demand` units (over the whole cart) can be sold from the rule's stock. */
export function hasStockFor(rule: StockRule | null, demand: number): boolean {
  if (rule?.unlimited) return true;
  return rule != null && rule.qty >= demand;
}

/** Units each sellable row is asked for, over every line of a cart (a size can sit in a bundle and alone). */
export function demandByProduct(lines: { parts: { productId: number; quantity: number }[] }[]): Map<number, number> {
  const demand = new Map<number, number>();
  for (const line of lines) for (const part of line.parts) demand.set(part.productId, (demand.get(part.productId) ?? 0) + part.quantity);
  return demand;
}

/**
 * Refuses a quantity a shopper asks for: sale rules of the line's own row, then stock of every part
 * given the whole cart's demand. Names are labels such as `"Oxford shirt" (VA-1-M)`.
 */
export function assertQuantityAllowed(
  name: string,
  rule: StockRule | null,
  quantity: number,
  parts: { productId: number; name: string; rule: StockRule | null }[],
  demand: Map<number, number>,
): void {
  const saleProblem = rule ? saleRuleProblems(rule, quantity)[0] : undefined;
  if (saleProblem) {
    throw inputError(`${name}: ${saleProblem.message}`);
  }
  for (const part of parts) {
    const wanted = demand.get(part.productId) ?? 0;
    if (hasStockFor(part.rule, wanted)) continue;
    const left = Math.max(0, part.rule?.qty ?? 0);
    const code = { user_error_code: 'INSUFFICIENT_STOCK' };
    if (left === 0) throw userError(`${OUT_OF_STOCK_MESSAGE}: ${part.name}`, 'graphql-input', code);
    throw userError(`The requested qty is not available for ${part.name}: ${left} left`, 'graphql-input', code);
  }
}
