/**
 * Cart arithmetic in integer cents (ARCHITECTURE §5 Money). Catalogue prices include VAT; the
 * amount without VAT is derived per line and rounded there, as the totals of the spec imply.
 */

/** Basis points: 2100 is 21%. */
export type BasisPoints = number;

/** The price without VAT of an amount that includes it: round(incl / (1 + rate)). */
export function excludingTax(inclCents: number, rate: BasisPoints): number {
  if (rate <= 0) return inclCents;
  return Math.round((inclCents * 10_000) / (10_000 + rate));
}

export interface PricedLineInput {
  /** Unit price including VAT, in cents. */
  unitInclTax: number;
  /** The unit price before offers (sale, tier and bundle prices), VAT included; `unitInclTax` when left out. */
  regularUnitInclTax?: number;
  quantity: number;
  taxRate: BasisPoints;
}

export interface LineTotals {
  unitInclTax: number;
  unitExclTax: number;
  rowInclTax: number;
  rowExclTax: number;
  /** The unit and the row at regular prices (before offers), VAT included. */
  regularUnitInclTax: number;
  regularRowInclTax: number;
  /** VAT in the row after its discount (what the order line keeps as its tax). */
  rowTax: number;
  /** Cents off the row, VAT included. */
  discount: number;
  /** The discount without its VAT share: excludingTax(discount, rate). */
  discountExclTax: number;
}

export interface ShippingInput {
  /** The selected method's price including VAT after free shipping; null when none is chosen. */
  priceInclTax: number | null;
  taxRate: BasisPoints;
}

export interface CartTotals {
  lines: LineTotals[];
  quantity: number;
  subtotalInclTax: number;
  subtotalExclTax: number;
  /** The rows at regular prices, VAT included: the subtotal the cart page shows (CA16). */
  regularSubtotalInclTax: number;
  /** What offers (sale, tier and bundle prices) take off the regular prices, VAT included. */
  offerDiscount: number;
  /** What the coupon takes off, VAT included. */
  discount: number;
  subtotalWithDiscountInclTax: number;
  subtotalWithDiscountExclTax: number;
  shippingInclTax: number;
  shippingExclTax: number;
  tax: number;
  grandTotal: number;
}

/**
 * The totals of a cart: lines with their discounts (cents off each line, VAT included, from the
 * coupon), then shipping on top.
 */
export function computeTotals(lines: PricedLineInput[], shipping: ShippingInput, lineDiscounts: number[] = []): CartTotals {
  const lineTotals = lines.map((line, index): LineTotals => {
    const rowInclTax = line.unitInclTax * line.quantity;
    const regularUnitInclTax = Math.max(line.regularUnitInclTax ?? line.unitInclTax, line.unitInclTax);
    const rowExclTax = excludingTax(rowInclTax, line.taxRate);
    const discount = Math.min(rowInclTax, Math.max(0, lineDiscounts[index] ?? 0));
    // The discount takes its own VAT share off: the row after it is taxed as the shopper pays it.
    const discountExclTax = Math.min(rowExclTax, excludingTax(discount, line.taxRate));
    return {
      unitInclTax: line.unitInclTax,
      unitExclTax: excludingTax(line.unitInclTax, line.taxRate),
      rowInclTax,
      rowExclTax,
      regularUnitInclTax,
      regularRowInclTax: regularUnitInclTax * line.quantity,
      rowTax: rowInclTax - discount - (rowExclTax - discountExclTax),
      discount,
      discountExclTax,
    };
  });
  const sum = (pick: (l: LineTotals) => number) => lineTotals.reduce((total, l) => total + pick(l), 0);
  const subtotalInclTax = sum((l) => l.rowInclTax);
  const subtotalExclTax = sum((l) => l.rowExclTax);
  const regularSubtotalInclTax = sum((l) => l.regularRowInclTax);
  const discount = sum((l) => l.discount);
  const shippingInclTax = shipping.priceInclTax ?? 0;
  const shippingExclTax = excludingTax(shippingInclTax, shipping.taxRate);
  const itemsTax = sum((l) => l.rowTax);
  return {
    lines: lineTotals,
    quantity: lines.reduce((total, l) => total + l.quantity, 0),
    subtotalInclTax,
    subtotalExclTax,
    regularSubtotalInclTax,
    offerDiscount: regularSubtotalInclTax - subtotalInclTax,
    discount,
    subtotalWithDiscountInclTax: subtotalInclTax - discount,
    subtotalWithDiscountExclTax: subtotalExclTax - sum((l) => l.discountExclTax),
    shippingInclTax,
    shippingExclTax,
    tax: itemsTax + (shippingInclTax - shippingExclTax),
    grandTotal: subtotalInclTax - discount + shippingInclTax,
  };
}

export interface FreeShippingRule {
  /** The store's limit in cents; null when the store does not offer free shipping. */
  limit: number | null;
}

/** Whether a subtotal (VAT included, after the coupon) earns free shipping (CA28, CA29). */
function reachesFreeShipping(rule: FreeShippingRule, subtotalInclTax: number): boolean {
  return rule.limit != null && subtotalInclTax >= rule.limit;
}

/** A method's price after the store's free-shipping rule (CA28, CA29): 0 from the limit on, for methods that qualify. */
export function shippingPriceAfterLimit(
  method: { price: number; freeAboveLimit: boolean },
  rule: FreeShippingRule,
  subtotalInclTax: number,
): number {
  if (method.freeAboveLimit && reachesFreeShipping(rule, subtotalInclTax)) return 0;
  return method.price;
}

/**
 * How much more the cart needs for free shipping (CA28), in cents, judged on the same subtotal as
 * `shippingPriceAfterLimit`; null when the store does not offer it or the subtotal reaches it.
 */
export function freeShippingRemaining(rule: FreeShippingRule, subtotalInclTax: number): number | null {
  if (rule.limit == null || rule.limit <= 0 || reachesFreeShipping(rule, subtotalInclTax)) return null;
  return rule.limit - subtotalInclTax;
}

/** The kinds of discount a cart shows apart (decision 040). */
export type DiscountKind = 'OFFER' | 'COUPON' | 'GIFT_CARD';

export interface DiscountTotal {
  kind: DiscountKind;
  /** The coupon's code for COUPON; null for the others. */
  label: string | null;
  /** Cents taken off, VAT included; always above 0. */
  amount: number;
}

/**
 * What each kind of discount takes off the cart, in the order the cart page lists them: offers
 * (regular prices down to what is charged), the coupon, then the gift cards that pay part of the
 * grand total. A kind the cart does not have is left out.
 */
export function discountTotals(
  totals: Pick<CartTotals, 'offerDiscount' | 'discount'>,
  couponLabel: string | null,
  giftCards: number,
): DiscountTotal[] {
  const all: DiscountTotal[] = [
    { kind: 'OFFER', label: null, amount: totals.offerDiscount },
    { kind: 'COUPON', label: couponLabel, amount: couponLabel == null ? 0 : totals.discount },
    { kind: 'GIFT_CARD', label: null, amount: giftCards },
  ];
  return all.filter((entry) => entry.amount > 0);
}

/** The unit price a quantity earns: the final price, or a lower tier price reached by the quantity. */
export function unitPriceForQuantity(finalPrice: number, tiers: { quantity: number; price: number }[], quantity: number): number {
  let price = finalPrice;
  for (const tier of tiers) if (quantity >= tier.quantity && tier.price < price) price = tier.price;
  return price;
}

/** Euros for Money.value. */
export function toMoney(cents: number, currency = 'EUR'): { value: number; currency: 'EUR' } {
  // The schema's CurrencyEnum knows only EUR (spec 001 §9); any other code is a configuration error.
  if (currency !== 'EUR') throw new Error(`Unsupported currency ${currency}`);
  return { value: Math.round(cents) / 100, currency: 'EUR' };
}
