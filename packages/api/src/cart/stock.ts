/**
 * Quantity and stock rules of cart lines (CA13, CA19): the quantity a shopper may ask for, and the
 * problems a line already in the cart has when it is read. Every problem carries its error code and
 * parameters (decision 038) beside Magento's line error type and English text.
 */
import { quantitySchema, validationMessages, type ErrorCode, type ValidationMessageKey } from '@shop/rules';
import type { GraphQLError } from 'graphql';
import { inputError, userError, userErrorFields, type ErrorParamValues } from '../platform/errors.ts';

/** No line may ask for more units than this, whatever the stock (CA13). */
export const MAX_LINE_QUANTITY = 10_000;

/** Magento's text for a shortage; the storefront shows its own for CART_OUT_OF_STOCK (CA19, CA20). */
export const OUT_OF_STOCK_MESSAGE = 'Some of the products are out of stock';
export const UNAVAILABLE_MESSAGE = 'This product is no longer available';

/** Magento's CartItemErrorType. */
export type LineErrorCode = 'UNDEFINED' | 'ITEM_QTY' | 'ITEM_INCREMENTS';

/** A line's problem as `CartItemInterface.errors` gives it: Magento's type and text, our code beside them. */
export interface LineError extends ReturnType<typeof userErrorFields> {
  code: LineErrorCode;
  message: string;
}

function lineError<C extends ErrorCode>(type: LineErrorCode, message: string, code: C, params: ErrorParamValues<C>): LineError {
  return { code: type, message, ...userErrorFields(code, params) };
}

/** A line whose product (or a part of the bundle) can no longer be bought. */
export const unavailableLineError = (sku: string): LineError =>
  lineError('UNDEFINED', UNAVAILABLE_MESSAGE, 'CART_PRODUCT_UNAVAILABLE', { sku });

/** A line the stock cannot serve given the whole cart. */
export const outOfStockLineError = (sku: string): LineError =>
  lineError('ITEM_QTY', OUT_OF_STOCK_MESSAGE, 'CART_LINE_OUT_OF_STOCK', { sku });

/** A line problem as a refusal of the call that would cause it, its text prefixed with the line's name. */
function refusal(problem: LineError, name: string): GraphQLError {
  const params = Object.fromEntries(problem.error_params.map((param) => [param.name, param.value]));
  // The params were built for this very code by lineError, so they fit it.
  return inputError(problem.error_code, params as never, `${name}: ${problem.message}`);
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
  throw inputError(
    'CART_QUANTITY_INVALID',
    { sku, max: MAX_LINE_QUANTITY },
    `Invalid quantity ${String(quantity)} for "${sku}": ${reason}`,
  );
}

/** Sale-rule problems of a quantity of `sku` (minimum, maximum, steps), worded as Magento words them. */
export function saleRuleProblems(rule: StockRule, quantity: number, sku: string): LineError[] {
  const problems: LineError[] = [];
  const { minSaleQty: min, maxSaleQty: max, qtyIncrements: step } = rule;
  if (quantity < min) problems.push(lineError('ITEM_QTY', `The fewest you may purchase is ${min}.`, 'CART_QUANTITY_MIN', { sku, min }));
  if (quantity > max) problems.push(lineError('ITEM_QTY', `The most you may purchase is ${max}.`, 'CART_QUANTITY_MAX', { sku, max }));
  if (step > 1 && quantity % step !== 0) {
    const message = `You can buy this product only in quantities of ${step} at a time.`;
    problems.push(lineError('ITEM_INCREMENTS', message, 'CART_QUANTITY_INCREMENTS', { sku, step }));
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
  line: { sku: string; name: string },
  rule: StockRule | null,
  quantity: number,
  parts: { productId: number; sku: string; name: string; rule: StockRule | null }[],
  demand: Map<number, number>,
): void {
  const saleProblem = rule ? saleRuleProblems(rule, quantity, line.sku)[0] : undefined;
  if (saleProblem) throw refusal(saleProblem, line.name);
  for (const part of parts) {
    const wanted = demand.get(part.productId) ?? 0;
    if (hasStockFor(part.rule, wanted)) continue;
    const left = Math.max(0, part.rule?.qty ?? 0);
    const { sku, name: product } = part;
    if (left === 0) throw userError('CART_OUT_OF_STOCK', { sku, product }, `${OUT_OF_STOCK_MESSAGE}: ${product}`);
    throw userError('CART_STOCK_SHORT', { sku, product, left }, `The requested qty is not available for ${product}: ${left} left`);
  }
}
