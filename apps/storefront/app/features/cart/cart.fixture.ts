import type { CartPageLineFragment } from '../../graphql/graphql.ts';
import type { CartSource } from './cart-model.ts';

type Line = CartPageLineFragment;

const product = (name: string) => ({
  sku: name.toUpperCase().replace(/\s+/g, '-'),
  name,
  brand: 'Van Arkel',
  url_key: name.toLowerCase().replace(/\s+/g, '-'),
  stock_left: null,
  image: { url: `/media/catalog/${name.toLowerCase().replace(/\s+/g, '-')}.png`, label: '' },
  stockItem: { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10000 },
});

const euros = (cents: number) => cents / 100;
const centsOf = (value: number) => Math.round(value * 100);

/** A line's prices as the API gives them: charged and regular, unit and row (in euros, computed from cents). */
const prices = (regular: number, unit: number, quantity: number) => ({
  price_including_tax: { value: unit },
  row_total_including_tax: { value: euros(centsOf(unit) * quantity) },
  original_item_price: { value: Math.max(regular, unit) },
  original_row_total: { value: euros(centsOf(Math.max(regular, unit)) * quantity) },
});

/** A configurable line: sale price `final` against the variant's regular price; `errors`: the codes of its problems. */
export function configurableLine(id: number, regular: number, final: number, quantity: number, errors: string[] = []): Line {
  return {
    __typename: 'ConfigurableCartItem',
    id: String(id),
    quantity,
    sku: `SHIRT-${id}-M`,
    parent_sku: `SHIRT-${id}`,
    errors: errors.map((code) => ({ error_code: code, error_params: [{ name: 'sku', value: `SHIRT-${id}-M` }] })),
    prices: prices(regular, final, quantity),
    product: product(`Overhemd ${id}`),
    configurable_options: [{ option_label: 'Maat', value_label: 'M' }],
    configured_variant: {
      sku: `SHIRT-${id}-M`,
      stock_left: 5,
      stockItem: { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10000 },
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
    prices: prices(regular, final, quantity),
    product: product(`Stropdas ${id}`),
  };
}

/** A gift card line: the API gives its amount as its regular price too (001 §9). */
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
    prices: prices(amount, amount, quantity),
    product: product('Cadeaukaart'),
  };
}

type DiscountTotal = CartSource['prices']['discount_totals'][number];

/**
 * A cart around the lines, with the totals the API would give: the regular subtotal from the lines,
 * an OFFER total for the difference to what they charge, the given coupon (`coupon`), and the
 * free-shipping remainder as given (null unless `freeShippingRemaining`).
 */
export function cartWith(
  lines: Line[],
  options: { coupon?: { label: string; value: number }; freeShippingRemaining?: number | null } = {},
): CartSource {
  const sum = (pick: (line: Line) => number) => lines.reduce((total, line) => total + centsOf(pick(line)), 0);
  const rows = sum((line) => line.prices.row_total_including_tax.value);
  const regular = sum((line) => line.prices.original_row_total.value);
  const coupon = options.coupon ? centsOf(options.coupon.value) : 0;
  const afterDiscount = rows - coupon;
  const totals: DiscountTotal[] = [
    ...(regular > rows ? [{ kind: 'OFFER' as const, label: null, amount: { value: euros(regular - rows) } }] : []),
    ...(options.coupon ? [{ kind: 'COUPON' as const, label: options.coupon.label, amount: { value: options.coupon.value } }] : []),
  ];
  return {
    id: 'a'.repeat(32),
    total_quantity: lines.reduce((total, line) => total + line.quantity, 0),
    applied_coupons: [],
    coupon_not_applied: null,
    items: lines,
    prices: {
      original_subtotal_including_tax: { value: euros(regular) },
      discount_totals: totals,
      free_shipping_remaining: options.freeShippingRemaining == null ? null : { value: options.freeShippingRemaining },
      applied_taxes: [{ label: 'BTW 21%', amount: { value: euros(Math.round(afterDiscount - afterDiscount / 1.21)) } }],
      grand_total: { value: euros(afterDiscount) },
    },
  };
}
