import { describe, expect, it } from 'vitest';
import { placedOrderFixture } from '../checkout/checkout-cart.fixture.ts';
import { toOrderConfirmation } from '../checkout/order-model.ts';
import { coveredByGiftCards, giftCardRows, toPaymentGiftCards } from './payment-cards-model.ts';

const euro = (amount: number) => `€${amount.toFixed(2)}`;
const card = (code: string, applied: number, remaining: number) => ({
  code,
  applied_balance: { value: applied },
  remaining_balance: { value: remaining },
});
const shirt = { id: '1' };
const giftcardLine = { id: '2', giftcard_type: 'virtual' };

describe('gift cards of a cart (CO18)', () => {
  it('CO18: a card pays part; what it keeps is the API’s remaining balance', () => {
    const view = toPaymentGiftCards({ applied_gift_cards: [card('•••7890', 30.1, 19.9)], amount_due: { value: 0 }, items: [shirt] }, euro);
    expect(view.cards).toEqual([{ code: '•••7890', label: '•••• 7890', applied: '€30.10', remaining: '€19.90' }]);
    expect(view.covered).toBe(true);
  });

  it('CO18: covered only when a card is applied and nothing is left to pay', () => {
    expect(coveredByGiftCards({ applied_gift_cards: [], amount_due: { value: 0 } })).toBe(false);
    expect(coveredByGiftCards({ applied_gift_cards: [card('•1', 5, 5)], amount_due: { value: 0.01 } })).toBe(false);
    expect(coveredByGiftCards({ applied_gift_cards: [card('•1', 5, 5)], amount_due: { value: 0 } })).toBe(true);
  });

  it('CO18: a cart of gift cards only offers no gift card payment, unless one is applied already', () => {
    expect(toPaymentGiftCards({ applied_gift_cards: [], amount_due: { value: 25 }, items: [giftcardLine] }, euro).available).toBe(false);
    expect(toPaymentGiftCards({ applied_gift_cards: [], amount_due: { value: 25 }, items: [giftcardLine, shirt] }, euro).available).toBe(
      true,
    );
    expect(
      toPaymentGiftCards({ applied_gift_cards: [card('•1', 5, 5)], amount_due: { value: 20 }, items: [giftcardLine] }, euro).available,
    ).toBe(true);
  });

  it('CO18: summary rows are minus amounts with the still-to-pay total; none without cards', () => {
    expect(giftCardRows([], { value: 10 }, euro)).toEqual({ rows: [], amountDue: null });
    expect(giftCardRows([{ code: '•••3210', applied_balance: { value: 25 } }], { value: 24.95 }, euro)).toEqual({
      rows: [{ label: '•••• 3210', amount: '€-25.00' }],
      amountDue: '€24.95',
    });
  });
});

describe('gift cards on the order confirmation (CO18)', () => {
  const order = placedOrderFixture({
    applied_gift_cards: [{ code: '•••••••••••••••3210', applied_balance: { value: 25 } }],
    amount_due: { value: 34.95 },
    items: [],
    total: {
      subtotal_incl_tax: { value: 59.95 },
      discounts: [],
      shipping_handling: { amount_including_tax: { value: 0 } },
      taxes: [],
      grand_total: { value: 59.95 },
    },
  });

  it('CO18: a card that paid part shows as a minus, and the rest as paid with the provider', () => {
    const view = toOrderConfirmation(order, 'nl');
    expect(view.giftCards).toEqual([{ label: '•••• 3210', amount: '- € 25,-' }]);
    expect(view.amountDue).toBe('€ 34,95');
    expect(view.payment).toBe('iDEAL');
  });

  it('CO18: an order the cards paid entirely shows the cards and no provider amount; one without cards shows neither', () => {
    const covered = toOrderConfirmation(
      { ...order, amount_due: { value: 0 }, payment_methods: [{ name: 'Van Arkel cadeaukaart', type: 'free' }] },
      'nl',
    );
    expect(covered.giftCards).toHaveLength(1);
    expect(covered.amountDue).toBeNull();
    const plain = toOrderConfirmation({ ...order, applied_gift_cards: [], amount_due: { value: 59.95 } }, 'nl');
    expect(plain.giftCards).toEqual([]);
    expect(plain.amountDue).toBeNull();
  });
});
