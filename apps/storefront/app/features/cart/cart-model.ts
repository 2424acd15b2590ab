import { formatPrice, isFree, productPath, type Locale } from '@shop/rules';
import type { CartPageLineFragment, CartPageQuery } from '../../graphql/graphql.ts';
import { coverImage } from '../../lib/images.ts';
import { cartErrorText, isStockShortage, lineProblem, type ErrorText } from './cart-errors.ts';
import { discountRows } from './discount-totals.ts';
import { lineChoices } from './line-choices.ts';

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
  /** The line's problems as texts of their codes; shown joined by a comma (CA15). */
  errors: ErrorText[];
  /** A problem is a stock shortage (CA19). */
  short: boolean;
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
  /** 001 §9: regular prices × quantity (gift cards: row totals), as the API totals them. */
  subtotal: string;
  /** The 'Korting' row: what sale, tier and bundle prices take off, when at least 0.1 (CA15, CA16). */
  discount: string | null;
  /** The coupon's row, labelled with its code, when at least 0.1. */
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

/** A price with its regular price struck through when the API's regular price is above it (both from the API, in euros). */
function price(amount: number, regular: number, locale: Locale): PriceView {
  if (isFree(amount)) return { amount: null, regular: null };
  return { amount: formatPrice(amount, locale), regular: regular > amount ? formatPrice(regular, locale) : null };
}

/** Shapes one API cart line for the cart page. */
export function toCartLineView(line: Line, locale: Locale): CartLineView {
  const unit = line.prices.price_including_tax.value;
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
          ...coverImage(image, LINE_IMAGE),
          alt: [line.product.brand, line.product.name].filter(Boolean).join(' '),
        }
      : null,
    options: lineChoices(line, locale),
    unitPrice: price(unit, line.prices.original_item_price.value, locale),
    rowTotal: price(line.prices.row_total_including_tax.value, line.prices.original_row_total.value, locale),
    quantity: line.quantity,
    quantityOptions: quantityOptions(line.quantity, (variant ?? line.product).stockItem, (variant ?? line.product).stock_left),
    errors: line.errors.map((error) => cartErrorText(lineProblem(error))),
    short: line.errors.some((error) => isStockShortage(lineProblem(error))),
    analytics: {
      item_id: line.parent_sku ?? line.sku,
      item_name: line.product.name,
      ...(line.product.brand ? { item_brand: line.product.brand } : {}),
      price: unit,
      quantity: line.quantity,
    },
  };
}

/**
 * How far the cart is from free shipping (CA28): the API's remainder against the store's limit; null
 * for a store that does not offer it.
 */
function freeShippingView(remaining: number | null, config: FreeShippingConfig | null, locale: Locale): CartView['freeShipping'] {
  const limit = config?.free_shipping_enabled ? config.free_shipping_limit : 0;
  if (limit <= 0) return null;
  const left = Math.min(limit, Math.max(0, remaining ?? 0));
  return { remaining: left > 0 ? formatPrice(left, locale) : null, progress: Math.round(((limit - left) / limit) * 100) };
}

/** Shapes the API cart and the store's free-shipping settings into the cart page's view (CA15, CA16, CA28); the API computes every amount. */
export function toCartView(cart: CartSource, config: FreeShippingConfig | null, locale: Locale): CartView {
  const lines = cart.items.map((line) => toCartLineView(line, locale));
  const rows = discountRows(cart.prices.discount_totals, (amount) => formatPrice(amount, locale));
  return {
    id: cart.id,
    quantity: cart.total_quantity,
    lines,
    subtotal: formatPrice(cart.prices.original_subtotal_including_tax.value, locale),
    discount: rows.offer,
    discounts: rows.coupons,
    taxes: cart.prices.applied_taxes.map((tax) => ({ label: tax.label, amount: formatPrice(tax.amount.value, locale) })),
    grandTotal: formatPrice(cart.prices.grand_total.value, locale),
    freeShipping: freeShippingView(cart.prices.free_shipping_remaining?.value ?? null, config, locale),
    errorLineIds: lines.filter((line) => line.errors.length > 0).map((line) => line.id),
    hasStockShortage: lines.some((line) => line.short),
  };
}

/** CA15: a line's problems in the shopper's language, each text once, joined by a comma. */
export function joinLineErrors(errors: readonly ErrorText[], translate: (text: ErrorText) => string): string {
  return [...new Set(errors.map(translate))].join(', ');
}
