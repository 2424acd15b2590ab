import { showDiscountRow } from '@shop/rules';

/** The API's discount totals of a cart (`CartPrices.discount_totals`), as the cart and the checkout ask for them. */
export interface DiscountTotal {
  kind: string;
  label?: string | null;
  amount: { value: number };
}

/** The discount rows a cart's totals show, the same in the cart and in the checkout's summary. */
export interface DiscountRowsView {
  /** The offers' price reductions together, as a minus; null when there are none. */
  offer: string | null;
  /** Each coupon as a minus with its label (null: the shop's own word for a discount). */
  coupons: { label: string | null; amount: string }[];
}

/**
 * Splits the API's discount totals into the rows the shopper sees below the subtotal (which is the
 * subtotal before offers): the offers' reduction, then each coupon. Gift cards pay rather than
 * discount, so they are not among these rows (the checkout shows them beside the amount due, CO18).
 */
export function discountRows(totals: readonly DiscountTotal[], format: (amount: number) => string): DiscountRowsView {
  const shown = totals.filter((entry) => showDiscountRow(entry.amount.value));
  const offer = shown.find((entry) => entry.kind === 'OFFER');
  return {
    offer: offer ? format(-offer.amount.value) : null,
    coupons: shown
      .filter((entry) => entry.kind === 'COUPON')
      .map((entry) => ({ label: entry.label ?? null, amount: format(-entry.amount.value) })),
  };
}
