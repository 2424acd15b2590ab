/**
 * A bundle's price rule (decision 019, D10), in integer cents: the one place the product page's
 * size surcharges (`BundleItemOption.size_surcharges`) and the cart's bundle price
 * (`cart/lines.ts`) are computed from.
 */
import { finalPriceCents } from './localize.ts';

type Priced = { price: number; specialPrice: number | null };

/** What a slot's product costs at its cheapest (the "from" price its page shows): the lowest final price of its sizes, else its own. */
export function slotBasePrice(product: Priced, sizes: readonly Priced[]): number {
  return sizes.length > 0 ? Math.min(...sizes.map(finalPriceCents)) : finalPriceCents(product);
}

/** What a chosen size adds to one bundle: its price above the slot's base, times the units per bundle (negative below it). */
export function sizeSurcharge(size: Priced, base: number, unitsPerBundle: number): number {
  return (finalPriceCents(size) - base) * unitsPerBundle;
}
