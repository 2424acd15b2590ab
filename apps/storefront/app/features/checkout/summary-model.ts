import { checkoutAnalytics, type CheckoutAnalytics } from '../analytics/checkout-analytics.ts';
import { formatPrice, isFree, type FormatPriceOptions, type Locale } from '@shop/rules';
import type { CheckoutCartFragment } from '../../graphql/graphql.ts';
import { coverImage } from '../../lib/images.ts';
import { cartErrorText, lineProblem, type ErrorText } from '../cart/cart-errors.ts';
import { discountRows, type DiscountRowsView } from '../cart/discount-totals.ts';
import { choiceText, lineChoices } from '../cart/line-choices.ts';
import { giftCardRows, type GiftCardRowView } from '../giftcard/payment-cards-model.ts';
import type { CheckoutProgress } from './steps.ts';

/** Summary line images are shown at 64×77 (the tile's ratio) and asked for at twice that. */
const LINE_IMAGE = { w: 64, h: 77 };

export type CheckoutCart = CheckoutCartFragment;

/** L6: in the checkout the currency label shows only for German and global English. */
export function checkoutPriceOptions(language: Locale): FormatPriceOptions {
  return { currencyLabel: language === 'de' || language === 'en' };
}

/** A checkout amount: formatted, without the euro sign in the Dutch store (L6). */
export function checkoutPrice(amount: number, language: Locale): string {
  return formatPrice(amount, language, checkoutPriceOptions(language));
}

export interface SummaryLineView {
  id: string;
  name: string;
  brand: string | null;
  /** "Maat: M", the parts of a bundle, or a gift card's type, amount, recipient and message. */
  options: string[];
  quantity: number;
  /** Null when the line is free (CA15). */
  price: string | null;
  image: { src: string; srcSet: string; alt: string } | null;
  /** The line's problems as texts of their codes, e.g. out of stock (CO14). */
  errors: ErrorText[];
}

export interface SummaryRowView {
  label: string;
  amount: string;
}

/** The order summary beside every step (L4): lines and totals. */
export interface OrderSummaryView {
  quantity: number;
  lines: SummaryLineView[];
  subtotal: string;
  /** Null before a delivery option is chosen; `free` when it costs nothing. */
  shipping: { amount: string | null; free: boolean } | null;
  discounts: DiscountRowsView;
  taxes: SummaryRowView[];
  grandTotal: string;
  /** The gift cards paying part of the order, each as a minus (CO18). */
  giftCards: GiftCardRowView[];
  /** What is left for the payment provider; null when no gift card is applied. */
  amountDue: string | null;
  /** GA4 items and delivery option for the checkout events (AN8). */
  analytics: CheckoutAnalytics;
}

/** Shapes the cart into the order summary. */
export function toOrderSummary(cart: CheckoutCart, language: Locale): OrderSummaryView {
  const price = (amount: number) => checkoutPrice(amount, language);
  const selected = cart.shipping_addresses[0]?.selected_shipping_method ?? null;
  const giftCards = giftCardRows(cart.applied_gift_cards, cart.amount_due, price);
  return {
    quantity: cart.total_quantity,
    lines: cart.items.map((line) => {
      const row = line.prices.row_total_including_tax.value;
      const image = line.product.image.url;
      return {
        id: line.id,
        name: line.product.name,
        brand: line.product.brand,
        options: lineChoices(line, language, checkoutPriceOptions(language)).map(choiceText),
        quantity: line.quantity,
        price: isFree(row) ? null : price(row),
        image: image
          ? {
              ...coverImage(image, LINE_IMAGE),
              alt: line.product.image.label || line.product.name,
            }
          : null,
        errors: [
          ...new Map(line.errors.map((error) => cartErrorText(lineProblem(error))).map((text) => [JSON.stringify(text), text])).values(),
        ],
      };
    }),
    // As in the cart: the subtotal before offers, then the offers' reduction and each coupon.
    subtotal: price(cart.prices.original_subtotal_including_tax.value),
    shipping: selected
      ? isFree(selected.amount.value)
        ? { amount: null, free: true }
        : { amount: price(selected.amount.value), free: false }
      : null,
    discounts: discountRows(cart.prices.discount_totals, price),
    taxes: cart.prices.applied_taxes.map((t) => ({ label: t.label, amount: price(t.amount.value) })),
    grandTotal: price(cart.prices.grand_total.value),
    giftCards: giftCards.rows,
    amountDue: giftCards.amountDue,
    analytics: checkoutAnalytics(cart),
  };
}

/** What the cart holds for the step guard (CO5, CO19). */
export function checkoutProgress(cart: CheckoutCart): CheckoutProgress {
  const shipping = cart.shipping_addresses[0];
  return {
    hasEmail: Boolean(cart.email),
    hasShippingAddress: Boolean(shipping?.country.code),
    hasBillingAddress: cart.billing_address != null,
    hasShippingMethod: shipping?.selected_shipping_method != null,
  };
}
