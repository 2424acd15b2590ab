import type { Random } from '../random.ts';

/** A shelf price in cents ending in 95 or 00, drawn from a range in whole euros. */
export function shelfPrice(random: Random, [min, max]: [number, number]): number {
  let euros = random.int(min, max);
  if (euros >= 300) euros = Math.round(euros / 10) * 10;
  else if (euros >= 100) euros = Math.round(euros / 5) * 5;
  const roundEuro = euros >= 100 ? random.chance(0.5) : random.chance(0.15);
  return roundEuro ? euros * 100 : euros * 100 - 5;
}

/** A price lowered by `percent`, rounded down to the next price ending in 95. */
export function discounted(price: number, percent: number): number {
  const raw = Math.floor((price * (100 - percent)) / 100);
  return Math.max(95, Math.floor(raw / 100) * 100 - 5);
}

/** Whole-percentage discounts used for sale items. */
export const SALE_PERCENTAGES = [20, 25, 30, 30, 40, 50] as const;
