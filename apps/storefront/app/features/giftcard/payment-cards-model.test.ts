import { describe, expect, it } from 'vitest';
import { coveredByGiftCards, giftCardRows, toPaymentGiftCards } from './payment-cards-model.ts';

const euro = (amount: number) => `€${amount.toFixed(2)}`;
const card = (code: string, balance: number, applied: number) => ({
  code,
  current_balance: { value: balance },
  applied_balance: { value: applied },
});
const shirt = { id: '1' };
const giftcardLine = { id: '2', giftcard_type: 'virtual' };

describe('gift cards of a cart (CO18)', () => {
  it('CO18: a card pays part; what it keeps is its balance minus what it pays, in exact cents', () => {
    const view = toPaymentGiftCards({ applied_gift_cards: [card('•••7890', 50, 30.1)], amount_due: { value: 0 }, items: [shirt] }, euro);
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
