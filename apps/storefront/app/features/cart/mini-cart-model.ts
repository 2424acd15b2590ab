import { formatPrice, isFree, productPath, type Locale } from '@shop/rules';
import type { MiniCartQuery } from '../../graphql/graphql.ts';
import { coverImage } from '../../lib/images.ts';
import { shortChoicesText } from './line-choices.ts';

/** Spec 000 §9: mini cart images are 60×60. */
export const MINI_CART_IMAGE = 60;

export interface MiniCartLineView {
  id: string;
  name: string;
  href: string;
  quantity: number;
  /** Row total including VAT; null when the line is free. */
  price: string | null;
  options: string;
  image: { src: string; srcSet: string } | null;
}

/** The header's mini cart (L14). */
export interface MiniCartView {
  quantity: number;
  grandTotal: string;
  subtotal: string;
  lines: MiniCartLineView[];
}

/** Shapes the mini cart query's cart for the header. */
export function toMiniCartView(cart: MiniCartQuery['cart'], locale: Locale): MiniCartView {
  return {
    quantity: cart.total_quantity,
    grandTotal: formatPrice(cart.prices.grand_total.value, locale),
    subtotal: formatPrice(cart.prices.subtotal_including_tax.value, locale),
    lines: cart.items.map((line) => {
      const image = line.product.image.url;
      const row = line.prices.row_total_including_tax.value;
      return {
        id: line.id,
        name: line.product.name,
        href: productPath(line.product.url_key),
        quantity: line.quantity,
        price: isFree(row) ? null : formatPrice(row, locale),
        options: shortChoicesText(line, locale),
        image: image ? coverImage(image, { w: MINI_CART_IMAGE, h: MINI_CART_IMAGE }) : null,
      };
    }),
  };
}

/** An empty cart for shoppers without one. */
export function emptyMiniCart(locale: Locale): MiniCartView {
  return { quantity: 0, grandTotal: formatPrice(0, locale), subtotal: formatPrice(0, locale), lines: [] };
}
