import { describe, expect, it } from 'vitest';
import { giftcardDefaults, toGiftcardView } from './giftcard-model.ts';

const card = {
  sku: 'giftcard',
  giftcard_amounts: [50, 25, 250, 50],
  allow_open_amount: true,
  open_amount_min: 5,
  open_amount_max: 500,
  giftcard_types: ['physical', 'virtual', 'combined'],
};

describe('gift card form view (D11–D13)', () => {
  it('D13: offers the preset amounts in order, once each, formatted for the store', () => {
    const view = toGiftcardView(card, 'de');
    expect(view.amounts).toEqual([25, 50, 250]);
    expect(view.presets).toEqual([
      { value: '25', label: '€ 25,-' },
      { value: '50', label: '€ 50,-' },
      { value: '250', label: '€ 250,-' },
    ]);
  });

  it('D12: a free amount between the bounds, or none when the card has no open amount', () => {
    expect(toGiftcardView(card, 'en').open).toEqual({ min: '€5.-', max: '€500.-' });
    expect(toGiftcardView({ ...card, allow_open_amount: false }, 'nl').open).toBeNull();
  });

  it('D13: offers the physical card and the e-card; types the shop does not know are left out', () => {
    expect(toGiftcardView(card, 'nl').types).toEqual(['physical', 'virtual']);
  });

  it('D11: starts as an e-card with no value chosen, so the shopper picks one', () => {
    expect(giftcardDefaults(toGiftcardView(card, 'nl'))).toEqual({ giftcard_type: 'virtual' });
    expect(giftcardDefaults(toGiftcardView({ ...card, giftcard_types: ['physical'] }, 'nl'))).toEqual({ giftcard_type: 'physical' });
  });
});
