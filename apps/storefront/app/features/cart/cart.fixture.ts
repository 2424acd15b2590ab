import type { CartPageLineFragment } from '../../graphql/graphql.ts';
import type { CartSource } from './cart-model.ts';

type Line = CartPageLineFragment;

const product = (name: string, regular: number, final: number) => ({
  sku: name.toUpperCase().replace(/\s+/g, '-'),
  name,
  brand: 'Van Arkel',
  url_key: name.toLowerCase().replace(/\s+/g, '-'),
  stock_left: null,
  image: { url: `/media/catalog/${name.toLowerCase().replace(/\s+/g, '-')}.png`, label: '' },
  stockItem: { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10000 },
  price_range: { minimum_price: { regular_price: { value: regular }, final_price: { value: final } } },
});

const prices = (unit: number, quantity: number) => ({
  price_including_tax: { value: unit },
  row_total_including_tax: { value: Math.round(unit * quantity * 100) / 100 },
});

/** A configurable line: sale price `final` against the variant's regular price. */
export function configurableLine(id: number, regular: number, final: number, quantity: number, errors: string[] = []): Line {
  return {
    __typename: 'ConfigurableCartItem',
    id: String(id),
    quantity,
    sku: `SHIRT-${id}-M`,
    parent_sku: `SHIRT-${id}`,
    errors: errors.map((message) => ({ code: 'ITEM_QTY' as const, message })),
    prices: prices(final, quantity),
    product: product(`Overhemd ${id}`, regular, final),
    configurable_options: [{ option_label: 'Maat', value_label: 'M' }],
    configured_variant: {
      sku: `SHIRT-${id}-M`,
      stock_left: 5,
      stockItem: { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10000 },
      price_range: { minimum_price: { regular_price: { value: regular } } },
    },
  };
}

export function simpleLine(id: number, regular: number, final: number, quantity: number): Line {
  return {
    __typename: 'SimpleCartItem',
    id: String(id),
    quantity,
    sku: `TIE-${id}`,
    parent_sku: null,
    errors: [],
    prices: prices(final, quantity),
    product: product(`Stropdas ${id}`, regular, final),
  };
}

/** A gift card line: its regular price says nothing, the row total counts (001 §9). */
export function giftCardLine(id: number, amount: number, quantity: number): Line {
  return {
    __typename: 'GiftCardCartItem',
    id: String(id),
    quantity,
    sku: 'giftcard',
    parent_sku: null,
    giftcard_type: 'virtual',
    amount: { value: amount },
    recipient_name: 'Piet',
    recipient_email: 'piet@example.com',
    sender_name: 'Jan',
    message: null,
    errors: [],
    prices: prices(amount, quantity),
    product: product('Cadeaukaart', 0, 0),
  };
}

/** A cart around the lines; the after-discount subtotal is the sum of the row totals unless given. */
export function cartWith(
  lines: Line[],
  options: { afterDiscount?: number; discounts?: { label: string; value: number }[] } = {},
): CartSource {
  const rows = lines.reduce((total, line) => total + line.prices.row_total_including_tax.value, 0);
  const afterDiscount = options.afterDiscount ?? rows;
  return {
    id: 'a'.repeat(32),
    total_quantity: lines.reduce((total, line) => total + line.quantity, 0),
    applied_coupons: [],
    coupon_not_applied: null,
    items: lines,
    prices: {
      discounts: (options.discounts ?? []).map((discount) => ({ label: discount.label, amount: { value: discount.value } })),
      applied_taxes: [{ label: 'BTW 21%', amount: { value: Math.round((afterDiscount - afterDiscount / 1.21) * 100) / 100 } }],
      subtotal_including_tax: { value: rows },
      subtotal_with_discount_including_tax: { value: afterDiscount },
      grand_total: { value: afterDiscount },
    },
  };
}
