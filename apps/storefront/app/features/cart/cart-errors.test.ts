import { describe, expect, it } from 'vitest';
import { apiErrorInfo } from '../../lib/api-errors.ts';
import { ApiError } from '../../lib/api.server.ts';
import { addFailureKind, cartErrorText, isCartGone, isCartInactive, isStockShortage, lineProblem } from './cart-errors.ts';

/** A refusal as the API sends it: the message is for Magento clients and deliberately not the shop's words. */
const refusal = (code: string, params: Record<string, string> = {}) => ({ message: 'not read', extensions: { code, params } });
const apiError = (code: string, params?: Record<string, string>) => new ApiError([refusal(code, params)]);
const info = (code: string, params?: Record<string, string>) => apiErrorInfo(refusal(code, params));

describe('cart errors by code (CA11, CA18–CA20, decision 038)', () => {
  it('CA18: drops the cart when it is gone, not the caller’s or no longer active', () => {
    expect(isCartGone(apiError('CART_NOT_FOUND', { cartId: 'bogus' }))).toBe(true);
    expect(isCartGone(apiError('CART_NOT_YOURS', { cartId: 'x' }))).toBe(true);
    expect(isCartGone(apiError('CART_NOT_ACTIVE'))).toBe(true);
    expect(isCartGone(apiError('CART_OUT_OF_STOCK', { sku: 'X', product: 'X' }))).toBe(false);
    // The words of the message decide nothing, nor does an error that is not the API's.
    expect(isCartGone(new ApiError([{ message: 'Could not find a cart with ID "bogus"' }]))).toBe(false);
    expect(isCartGone(new Error('CART_NOT_FOUND'))).toBe(false);
  });

  it('recognises an inactive cart, which is offered for restore', () => {
    expect(isCartInactive(apiError('CART_NOT_ACTIVE'))).toBe(true);
    expect(isCartInactive(apiError('CART_NOT_FOUND', { cartId: 'x' }))).toBe(false);
  });

  it('CA19: recognises stock shortages of a line and of a refusal', () => {
    expect(isStockShortage(lineProblem({ error_code: 'CART_LINE_OUT_OF_STOCK', error_params: [{ name: 'sku', value: 'X' }] }))).toBe(true);
    expect(isStockShortage(info('CART_STOCK_SHORT', { sku: 'X', product: 'X', left: '1' }))).toBe(true);
    expect(isStockShortage(info('CART_QUANTITY_MAX', { sku: 'X', max: '5' }))).toBe(false);
  });

  it('CA11: sorts add-to-cart refusals into reasons the pop-up explains', () => {
    expect(addFailureKind([info('CART_OUT_OF_STOCK', { sku: 'X', product: '"Overhemd" (X)' })])).toBe('stock');
    expect(addFailureKind([info('CART_STOCK_SHORT', { sku: 'X', product: '"Overhemd" (X)', left: '1' })])).toBe('stock');
    expect(addFailureKind([info('CART_QUANTITY_MAX', { sku: 'X', max: '5' })])).toBe('quantity');
    expect(addFailureKind([info('CART_PRODUCT_NOT_FOUND', { sku: 'X' })])).toBe('unavailable');
    expect(addFailureKind([info('TOO_MANY_REQUESTS', { retryAfter: '30' })])).toBe('tooManyRequests');
    expect(addFailureKind([info('NOT_A_CODE')])).toBe('failed');
    expect(addFailureKind([])).toBe('failed');
  });

  it('CA15: a line problem or a refused quantity is its code’s text with its parameters', () => {
    const min = lineProblem({
      error_code: 'CART_QUANTITY_MIN',
      error_params: [
        { name: 'sku', value: 'X' },
        { name: 'min', value: '2' },
      ],
    });
    expect(cartErrorText(min)).toEqual({ id: 'apiError.CART_QUANTITY_MIN', values: { sku: 'X', min: '2' } });
    expect(cartErrorText(info('CART_STOCK_SHORT', { sku: 'X', product: 'P', left: '3' }))).toEqual({
      id: 'apiError.CART_STOCK_SHORT',
      values: { sku: 'X', product: 'P', left: '3' },
    });
    // Without a code the shop knows (an outage, a code meant for other clients): the line's own "not available".
    expect(cartErrorText(info('CART_OPTIONS_INVALID', { sku: 'X' }))).toEqual({ id: 'cart.line.updateFailed', values: {} });
    expect(cartErrorText(null)).toEqual({ id: 'cart.line.updateFailed', values: {} });
  });
});
