import { describe, expect, it } from 'vitest';
import { firstIncompleteStep, progressSteps, stepFromPath, stepRedirect, type CheckoutProgress } from './steps.ts';

const complete: CheckoutProgress = { hasEmail: true, hasShippingAddress: true, hasBillingAddress: true, hasShippingMethod: true };

describe('stepFromPath (L5)', () => {
  it.each([
    ['/checkout/payment/', 3],
    ['/checkout/payment', 3],
    ['/checkout/shipment/', 2],
    ['/checkout/', 1],
    ['/checkout/failed', 1],
    ['/checkout/return/', 1],
  ] as const)('%s is step %i', (path, step) => {
    expect(stepFromPath(path)).toBe(step);
  });
});

describe('firstIncompleteStep (CO19)', () => {
  it('needs e-mail, shipping address and billing address before step 2', () => {
    expect(firstIncompleteStep({ ...complete, hasEmail: false })).toBe(1);
    expect(firstIncompleteStep({ ...complete, hasShippingAddress: false })).toBe(1);
    expect(firstIncompleteStep({ ...complete, hasBillingAddress: false })).toBe(1);
  });

  it('needs a shipping method before step 3', () => {
    expect(firstIncompleteStep({ ...complete, hasShippingMethod: false })).toBe(2);
    expect(firstIncompleteStep(complete)).toBe(3);
  });
});

describe('stepRedirect (CO19)', () => {
  it('sends /checkout/payment/ without an address to /checkout/', () => {
    const progress = { hasEmail: true, hasShippingAddress: false, hasBillingAddress: false, hasShippingMethod: false };
    expect(stepRedirect(3, progress)).toBe('/checkout/');
    expect(stepRedirect(2, progress)).toBe('/checkout/');
    expect(stepRedirect(1, progress)).toBeNull();
  });

  it('sends the payment step without a shipping method to the delivery step', () => {
    expect(stepRedirect(3, { ...complete, hasShippingMethod: false })).toBe('/checkout/shipment/');
    expect(stepRedirect(2, { ...complete, hasShippingMethod: false })).toBeNull();
  });

  it('lets a complete cart open every step, earlier ones too', () => {
    expect(stepRedirect(1, complete)).toBeNull();
    expect(stepRedirect(3, complete)).toBeNull();
  });
});

describe('progressSteps (L5)', () => {
  it('marks earlier steps done with links and later ones todo without', () => {
    expect(progressSteps(2)).toEqual([
      { step: 1, labelId: 'checkout.steps.data', state: 'done', href: '/checkout/' },
      { step: 2, labelId: 'checkout.steps.shipment', state: 'current', href: null },
      { step: 3, labelId: 'checkout.steps.payment', state: 'todo', href: null },
    ]);
  });
});
