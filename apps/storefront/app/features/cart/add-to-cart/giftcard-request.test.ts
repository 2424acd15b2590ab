import { describe, expect, it } from 'vitest';
import { giftcardCartItem } from './giftcard-request.ts';

const decode = (uid: string) => atob(uid);
const purchase = { type: 'virtual' as const, amount: 50, senderName: 'Jan', recipientName: 'Piet', recipientEmail: 'piet@example.com' };

describe('a gift card for addProductsToCart (D11–D13)', () => {
  it("sends a preset amount and the type as selected options, with Magento's uids", () => {
    const item = giftcardCartItem('giftcard', purchase, [25, 50]);
    expect(item.sku).toBe('giftcard');
    expect(item.quantity).toBe(1);
    expect(item.selected_options.map(decode)).toEqual(['giftcard/giftcard_type/virtual', 'giftcard/giftcard_amount/50']);
    expect(item.entered_options.map((option) => [decode(option.uid), option.value])).toEqual([
      ['giftcard/giftcard_sender_name', 'Jan'],
      ['giftcard/giftcard_recipient_name', 'Piet'],
      ['giftcard/giftcard_recipient_email', 'piet@example.com'],
    ]);
  });

  it('sends a free amount as the custom amount, with two decimals, and the optional texts when given', () => {
    const item = giftcardCartItem(
      'giftcard',
      { ...purchase, type: 'physical', amount: 42.5, senderEmail: 'jan@example.com', message: 'Proost!' },
      [25, 50],
    );
    expect(item.selected_options.map(decode)).toEqual(['giftcard/giftcard_type/physical']);
    expect(item.entered_options.map((option) => [decode(option.uid), option.value])).toEqual([
      ['giftcard/custom_giftcard_amount', '42.50'],
      ['giftcard/giftcard_sender_name', 'Jan'],
      ['giftcard/giftcard_sender_email', 'jan@example.com'],
      ['giftcard/giftcard_recipient_name', 'Piet'],
      ['giftcard/giftcard_recipient_email', 'piet@example.com'],
      ['giftcard/giftcard_message', 'Proost!'],
    ]);
  });
});
