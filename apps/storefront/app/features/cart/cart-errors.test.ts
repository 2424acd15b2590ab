import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.server.ts';
import { addFailureKind, isCartGone, isCartInactive, isStockShortage, lineErrorMessage } from './cart-errors.ts';

const apiError = (message: string) => new ApiError([{ message }]);

describe('cart errors (CA18–CA20)', () => {
  it('drops the cart for the reset texts in English and Dutch', () => {
    expect(isCartGone(apiError('Could not find a cart with ID "bogus"'))).toBe(true);
    expect(isCartGone(apiError('De winkelwagen is niet actief'))).toBe(true);
    expect(isCartGone(apiError('Some of the products are out of stock'))).toBe(false);
    expect(isCartGone(new Error('Could not find a cart with ID'))).toBe(false);
  });

  it('recognises an inactive cart, which is offered for restore', () => {
    expect(isCartInactive(apiError("The cart isn't active"))).toBe(true);
    expect(isCartInactive(apiError('Could not find a cart with ID "x"'))).toBe(false);
  });

  it('recognises stock shortages (suppressed unless shown on demand)', () => {
    expect(isStockShortage('Some of the products are out of stock')).toBe(true);
    expect(isStockShortage('Sommige producten zijn niet op voorraad')).toBe(true);
  });

  it('sorts add-to-cart refusals into reasons the pop-up explains (CA11)', () => {
    expect(addFailureKind(['Some of the products are out of stock: "Overhemd"'])).toBe('stock');
    expect(addFailureKind(['The requested qty is not available for "Overhemd": 1 left'])).toBe('stock');
    expect(addFailureKind(['"Overhemd" (X): The most you may purchase is 5.'])).toBe('quantity');
    expect(addFailureKind(['Could not find a product with SKU "X"'])).toBe('unavailable');
    expect(addFailureKind([])).toBe('failed');
  });

  it('translates known line errors and leaves others as they are', () => {
    expect(lineErrorMessage('The fewest you may purchase is 2.')).toEqual({ id: 'cart.lineError.min', values: { count: '2' } });
    expect(lineErrorMessage('Some of the products are out of stock')).toEqual({ id: 'cart.lineError.stock' });
    expect(lineErrorMessage('Something else')).toBeNull();
  });
});
