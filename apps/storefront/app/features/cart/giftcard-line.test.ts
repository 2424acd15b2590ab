import { describe, expect, it } from 'vitest';
import { giftCardLine } from './cart.fixture.ts';
import { toCartLineView } from './cart-model.ts';
import { giftcardLineOptions } from './giftcard-line.ts';

describe('gift card lines (D11–D13)', () => {
  it('show the type, amount and recipient (with the e-card address) in the store language', () => {
    const line = { giftcard_type: 'virtual', amount: { value: 42.5 }, recipient_name: 'Piet', recipient_email: 'piet@example.com' };
    expect(giftcardLineOptions({ ...line, sender_name: 'Jan', message: 'Proost!' }, 'nl')).toEqual([
      { label: 'Soort', value: 'E-cadeaukaart per e-mail' },
      { label: 'Bedrag', value: '€ 42,50' },
      { label: 'Voor', value: 'Piet (piet@example.com)' },
      { label: 'Van', value: 'Jan' },
      { label: 'Bericht', value: 'Proost!' },
    ]);
    expect(giftcardLineOptions({ ...line, giftcard_type: 'physical', recipient_email: null }, 'de')).toEqual([
      { label: 'Art', value: 'Geschenkkarte per Post' },
      { label: 'Betrag', value: '€ 42,50' },
      { label: 'Für', value: 'Piet' },
    ]);
  });

  it('a gift card line on the cart page lists them and has no struck-through regular price', () => {
    const view = toCartLineView(giftCardLine(7, 50, 1), 'en');
    expect(view.options).toEqual([
      { label: 'Type', value: 'E-gift card by email' },
      { label: 'Amount', value: '€50.-' },
      { label: 'To', value: 'Piet (piet@example.com)' },
      { label: 'From', value: 'Jan' },
    ]);
    expect(view.unitPrice).toEqual({ amount: '€50.-', regular: null });
  });
});
