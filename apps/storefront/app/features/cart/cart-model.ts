import { centsToEuros, eurosToCents, formatPrice, isFree, productPath, showDiscountRow, type Locale } from '@shop/rules';
import type { CartPageLineFragment, CartPageQuery } from '../../graphql/graphql.ts';
import { imageUrl } from '../../lib/images.ts';
import { isStockShortage } from './cart-errors.ts';
import { giftcardLineOptions } from './giftcard-line.ts';

/** The cart page line image, shown at 100×120 and asked for at twice that for sharp screens. */
const LINE_IMAGE = { w: 100, h: 120 };
/** The quantity choice offers at most this many steps (beyond the line's own quantity). */
const MAX_QUANTITY_STEPS = 10;

export type CartSource = NonNullable<CartPageQuery['cart']>;

export interface PriceView {
  /** Formatted amount, or null when the line is free (CA15: under 0.1 shows as free). */
  amount: string | null;
  /** The regular price, struck through, when the line is discounted. */
  regular: string | null;
}

export interface CartLineView {
  /** Magento's numeric line id, sent to updateCartItems and removeItemFromCart (CA22). */
  id: number;
  sku: string;
  name: string;
  brand: string | null;
  href: string;
  image: { src: string; srcSet: string; alt: string } | null;
  /** "Maat: M" for configurable lines, the parts of a bundle (CA5), a gift card's type, amount and recipient. */
  options: { label: string; value: string }[];
  unitPrice: PriceView;
  rowTotal: PriceView;
  quantity: number;
  quantityOptions: number[];
  /** The API's messages for this line; shown translated and joined by a comma (CA15). */
  errors: string[];
  analytics: { item_id: string; item_name: string; item_brand?: string; price: number; quantity: number };
}

export interface TotalRow {
  label: string | null;
  amount: string;
}

export interface CartView {
  id: string;
  quantity: number;
  lines: CartLineView[];
  /** 001 §9: regular prices × quantity (gift cards: row totals). */
  subtotal: string;
  /** The 'Korting' row: the difference to the after-discount subtotal, when at least 0.1 (CA15, CA16). */
  discount: string | null;
  /** Discounts the API names (coupons), each when at least 0.1. */
  discounts: TotalRow[];
  taxes: TotalRow[];
  grandTotal: string;
  /** CA28: only for the store that applies free shipping. */
  freeShipping: { remaining: string | null; progress: number } | null;
  /** Lines with any error: the cart error modal lists these (CA21). */
  errorLineIds: number[];
  hasStockShortage: boolean;
}

export interface FreeShippingConfig {
  free_shipping_enabled: boolean;
  free_shipping_limit: number;
}

type Line = CartPageLineFragment;

/** The regular unit price of a line: the chosen variant's for configurable lines (CA16). */
function regularUnitPrice(line: Line): number {
  const variant = line.__typename === 'ConfigurableCartItem' ? line.configured_variant.price_range : null;
  return (variant ?? line.product.price_range).minimum_price.regular_price.value;
}

/** CA16: regular price × quantity per line, except gift cards which count their row total. */
export function displaySubtotalCents(lines: readonly Line[]): number {
  return lines.reduce((total, line) => {
    const unit = line.prices.price_including_tax.value;
    const row = line.prices.row_total_including_tax.value;
    if (line.__typename === 'GiftCardCartItem') return total + eurosToCents(row);
    // A regular price below what is charged would be bad data; the charged price then counts.
    return total + eurosToCents(Math.max(regularUnitPrice(line), unit)) * line.quantity;
  }, 0);
}

/** The quantities a line can be set to: whole steps of the increment within the sale limits and stock (CA13). */
export function quantityOptions(
  quantity: number,
  rule: { qty_increments: number; min_sale_qty: number; max_sale_qty: number } | null,
  stockLeft: number | null,
): number[] {
  const step = Math.max(1, rule?.qty_increments ?? 1);
  const min = Math.max(step, Math.ceil((rule?.min_sale_qty ?? 1) / step) * step);
  const stockCap = stockLeft != null && stockLeft > 0 ? stockLeft : Number.POSITIVE_INFINITY;
  const max = Math.min(rule?.max_sale_qty || Number.POSITIVE_INFINITY, stockCap, min + step * (MAX_QUANTITY_STEPS - 1));
  const options: number[] = [];
  for (let value = min; value <= max; value += step) options.push(value);
  if (!options.includes(quantity)) options.push(quantity);
  return options.sort((a, b) => a - b);
}

function price(amount: number, regular: number | null, locale: Locale): PriceView {
  if (isFree(amount)) return { amount: null, regular: null };
  const discounted = regular != null && eurosToCents(regular) > eurosToCents(amount);
  return { amount: formatPrice(amount, locale), regular: discounted ? formatPrice(regular, locale) : null };
}

function lineOptions(line: Line, locale: Locale): CartLineView['options'] {
  if (line.__typename === 'GiftCardCartItem') return giftcardLineOptions(line, locale);
  if (line.__typename === 'ConfigurableCartItem') {
    return line.configurable_options.map((option) => ({ label: option.option_label, value: option.value_label }));
  }
  if (line.__typename === 'BundleCartItem') {
    return line.bundle_options.map((option) => ({
      label: option.label,
      value: option.values.map((value) => (value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label)).join(', '),
    }));
  }
  return [];
}

/** Shapes one API cart line for the cart page. */
export function toCartLineView(line: Line, locale: Locale): CartLineView {
  const unit = line.prices.price_including_tax.value;
  const regular = line.__typename === 'GiftCardCartItem' ? null : regularUnitPrice(line);
  const variant = line.__typename === 'ConfigurableCartItem' ? line.configured_variant : null;
  const image = line.product.image.url;
  return {
    id: Number(line.id),
    sku: line.sku,
    name: line.product.name,
    brand: line.product.brand,
    href: productPath(line.product.url_key),
    image: image
      ? {
          src: imageUrl(image, { ...LINE_IMAGE, fit: 'cover' }),
          srcSet: `${imageUrl(image, { ...LINE_IMAGE, fit: 'cover' })} 1x, ${imageUrl(image, { w: LINE_IMAGE.w * 2, h: LINE_IMAGE.h * 2, fit: 'cover' })} 2x`,
          alt: [line.product.brand, line.product.name].filter(Boolean).join(' '),
        }
      : null,
    options: lineOptions(line, locale),
    unitPrice: price(unit, regular, locale),
    rowTotal: price(line.prices.row_total_including_tax.value, regular == null ? null : regular * line.quantity, locale),
    quantity: line.quantity,
    quantityOptions: quantityOptions(line.quantity, (variant ?? line.product).stockItem, (variant ?? line.product).stock_left),
    errors: line.errors.map((error) => error.message),
    analytics: {
      item_id: line.parent_sku ?? line.sku,
      item_name: line.product.name,
      ...(line.product.brand ? { item_brand: line.product.brand } : {}),
      price: unit,
      quantity: line.quantity,
    },
  };
}

/** Shapes the API cart and the store's free-shipping settings into the cart page's view (CA15, CA16, CA28). */
export function toCartView(cart: CartSource, config: FreeShippingConfig | null, locale: Locale): CartView {
  const lines = cart.items.map((line) => toCartLineView(line, locale));
  const money = (cents: number) => formatPrice(centsToEuros(cents), locale);
  const subtotalCents = displaySubtotalCents(cart.items);
  const afterDiscountCents = eurosToCents(cart.prices.subtotal_with_discount_including_tax.value);
  const named = cart.prices.discounts.filter((discount) => showDiscountRow(discount.amount.value));
  const namedCents = named.reduce((total, discount) => total + Math.abs(eurosToCents(discount.amount.value)), 0);
  const korting = subtotalCents - afterDiscountCents - namedCents;
  const limitCents = config?.free_shipping_enabled ? eurosToCents(config.free_shipping_limit) : null;
  const remainingCents = limitCents == null ? 0 : Math.max(0, limitCents - afterDiscountCents);
  return {
    id: cart.id,
    quantity: cart.total_quantity,
    lines,
    subtotal: money(subtotalCents),
    discount: showDiscountRow(centsToEuros(korting)) ? money(-Math.abs(korting)) : null,
    discounts: named.map((discount) => ({ label: discount.label, amount: money(-Math.abs(eurosToCents(discount.amount.value))) })),
    taxes: cart.prices.applied_taxes.map((tax) => ({ label: tax.label, amount: formatPrice(tax.amount.value, locale) })),
    grandTotal: formatPrice(cart.prices.grand_total.value, locale),
    freeShipping:
      limitCents == null || limitCents <= 0
        ? null
        : {
            remaining: remainingCents > 0 ? money(remainingCents) : null,
            progress: Math.min(100, Math.round(((limitCents - remainingCents) / limitCents) * 100)),
          },
    errorLineIds: lines.filter((line) => line.errors.length > 0).map((line) => line.id),
    hasStockShortage: lines.some((line) => line.errors.some(isStockShortage)),
  };
}

/** CA15: a line's error messages, each in the shopper's language when known, joined by a comma. */
export function joinLineErrors(messages: readonly string[], translate: (message: string) => string): string {
  return [...new Set(messages.map(translate))].join(', ');
}
