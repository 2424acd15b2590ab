import { describe, expect, it } from 'vitest';
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

describe('placeOrderFailure (CO14)', () => {
  it('tells stock problems from other reasons', () => {
    const stock = ['Cannot place order: Some of the products are out of stock: Slim fit T-shirt (M)'];
    expect(placeOrderFailure(stock)).toBe('outOfStock');
    expect(placeOrderDetail(stock)).toBe('Some of the products are out of stock: Slim fit T-shirt (M)');
    expect(placeOrderFailure(['Cannot place order: missing payment method'])).toBe('cannotPlace');
    expect(placeOrderFailure(['Network down'])).toBe('failed');
    expect(placeOrderDetail(['Network down'])).toBeNull();
  });
});
