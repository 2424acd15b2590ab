import { describe, expect, it } from 'vitest';
import { emptyMiniCart, toMiniCartView } from './mini-cart-model.ts';

describe('toMiniCartView (L14)', () => {
  it('lists lines with a 60×60 image, quantity and price incl. VAT', () => {
    const view = toMiniCartView(
      {
        id: 'a'.repeat(32),
        total_quantity: 2,
        prices: { grand_total: { value: 91.9 }, subtotal_including_tax: { value: 91.9 } },
        items: [
          {
            id: '4',
            quantity: 2,
            product: { sku: 'SHIRT', name: 'Overhemd', url_key: 'overhemd', image: { url: '/media/a.png', label: '' } },
            prices: { row_total_including_tax: { value: 91.9 } },
            configurable_options: [{ option_label: 'Maat', value_label: 'M' }],
          },
        ],
      },
      'nl',
    );
    expect(view.quantity).toBe(2);
    expect(view.grandTotal).toBe('€ 91,90');
    expect(view.lines[0]).toMatchObject({ name: 'Overhemd', href: '/overhemd.html', quantity: 2, price: '€ 91,90', options: 'Maat: M' });
    expect(view.lines[0]?.image?.src).toContain('w=60&h=60&fit=cover');
  });

  it('has an empty default', () => {
    expect(emptyMiniCart('en')).toEqual({ quantity: 0, grandTotal: '€0.-', subtotal: '€0.-', lines: [] });
  });
});
