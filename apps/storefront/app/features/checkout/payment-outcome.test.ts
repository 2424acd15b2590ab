import { describe, expect, it } from 'vitest';
import { failedPath, orderCompletePath, paymentFailure, paymentReturn } from './payment-outcome.ts';

describe('paymentFailure (OC3)', () => {
  it.each([
    [0, 'cancelled'],
    [890, 'cancelled'],
    [90, 'cancelled'],
    ['890', 'cancelled'],
    [63, 'refused'],
    ['63', 'refused'],
    [12, 'unknown'],
    [null, 'unknown'],
    ['', 'unknown'],
    ['63abc', 'unknown'],
  ] as const)('code %s is %s', (code, kind) => {
    expect(paymentFailure(code)).toBe(kind);
  });

  it('names an expired or refunded payment by its status, whatever the code (decision 035)', () => {
    expect(paymentFailure(null, 'expired')).toBe('expired');
    expect(paymentFailure('890', 'refunded')).toBe('refunded');
    expect(paymentFailure('890', 'bogus')).toBe('cancelled');
  });
});

describe('paymentReturn (CO15)', () => {
  const result = { order_number: 'NL123456789', result_code: null };

  it('sends a paid order to its confirmation, keeping the number as it is (R14)', () => {
    expect(paymentReturn({ ...result, status: 'paid' })).toEqual({ kind: 'paid', location: '/order-complete/NL123456789/' });
    expect(orderCompletePath('AbC12')).toBe('/order-complete/AbC12/');
  });

  it('sends a cancelled or refused payment to the failed page with its code', () => {
    expect(paymentReturn({ ...result, status: 'cancelled', result_code: 890 })).toEqual({
      kind: 'failed',
      location: '/checkout/failed/?code=890',
    });
    expect(paymentReturn({ ...result, status: 'refused', result_code: 63 }).kind).toBe('failed');
    expect(paymentReturn({ ...result, status: 'expired' })).toEqual({ kind: 'failed', location: '/checkout/failed/?status=expired' });
    expect(paymentReturn({ ...result, status: 'refunded' })).toEqual({ kind: 'failed', location: '/checkout/failed/?status=refunded' });
  });

  it('keeps an open payment waiting', () => {
    expect(paymentReturn({ ...result, status: 'open' })).toEqual({ kind: 'open' });
    expect(failedPath(null)).toBe('/checkout/failed/');
  });
});
