import { describe, expect, it } from 'vitest';
import { apiErrorInfo } from '../../lib/api-errors.ts';
import { checkPaymentChoice, placeOrderDetail, placeOrderFailure, toPaymentMethods } from './payment-model.ts';

const methods = toPaymentMethods({
  available_payment_methods: [
    {
      code: 'ideal',
      title: 'iDEAL',
      icon: 'ideal',
      payment_provider_data: [{ key: 'issuer', values: [{ code: 'ing', name: 'ING' }] }],
    },
    { code: 'paypal', title: 'PayPal', icon: 'paypal', payment_provider_data: [] },
  ],
});

describe('toPaymentMethods (CO11)', () => {
  it('gives each method its badge and iDEAL its banks', () => {
    expect(methods[0]).toEqual({
      code: 'ideal',
      title: 'iDEAL',
      icon: '/media/payment/ideal.svg',
      issuers: [{ code: 'ing', name: 'ING' }],
    });
    expect(methods[1]?.issuers).toEqual([]);
  });
});

describe('checkPaymentChoice (CO12)', () => {
  it('needs a method that is offered', () => {
    expect(checkPaymentChoice(methods, { method: null, issuer: null })).toEqual({ error: 'methodRequired' });
    expect(checkPaymentChoice(methods, { method: 'bitcoin', issuer: null })).toEqual({ error: 'methodRequired' });
  });

  it('needs a bank for iDEAL and ignores one for other methods', () => {
    expect(checkPaymentChoice(methods, { method: 'ideal', issuer: '' })).toEqual({ error: 'issuerRequired' });
    expect(checkPaymentChoice(methods, { method: 'ideal', issuer: 'ing' })).toEqual({ choice: { method: 'ideal', issuer: 'ing' } });
    expect(checkPaymentChoice(methods, { method: 'paypal', issuer: 'ing' })).toEqual({ choice: { method: 'paypal', issuer: null } });
  });
});

describe('placeOrderFailure (CO14, decision 038)', () => {
  const refusal = (code: string, params: Record<string, string> = {}) =>
    apiErrorInfo({ message: 'not read', extensions: { code, params } });

  it('tells stock problems from other reasons by their codes', () => {
    const stock = [refusal('CART_OUT_OF_STOCK', { sku: 'TS-M', product: '"Slim fit T-shirt" (TS-M)' })];
    expect(placeOrderFailure(stock)).toBe('outOfStock');
    expect(placeOrderDetail(stock)).toEqual({
      id: 'apiError.CART_OUT_OF_STOCK',
      values: { sku: 'TS-M', product: '"Slim fit T-shirt" (TS-M)' },
    });
    expect(placeOrderFailure([refusal('CART_LINE_OUT_OF_STOCK', { sku: 'TS-M' })])).toBe('outOfStock');
    const incomplete = [refusal('CHECKOUT_INCOMPLETE', { missing: 'payment_method' })];
    expect(placeOrderFailure(incomplete)).toBe('cannotPlace');
    expect(placeOrderDetail(incomplete)).toEqual({ id: 'apiError.CHECKOUT_INCOMPLETE', values: { missing: 'payment_method' } });
  });

  it('an answer without a code the shop knows is "failed" without detail, whatever its words', () => {
    const unknown = [apiErrorInfo({ message: 'Cannot place order: Some of the products are out of stock' })];
    expect(placeOrderFailure(unknown)).toBe('failed');
    expect(placeOrderDetail(unknown)).toBeNull();
    expect(placeOrderDetail([refusal('QUERY_TOO_COMPLEX')])).toBeNull();
  });
});
