/** The garments the shop can picture, each mapped to its drawing. */
import { drawChinos, drawJeans, drawShorts, drawTrousers } from './bottoms.ts';
import type { Drawer } from './pen.ts';
import { drawBlazer, drawCoat, drawSuit } from './tailoring.ts';
import { drawKnitwear, drawPolo, drawShirt, drawTshirt } from './tops.ts';

export const GARMENTS = ['suit', 'blazer', 'coat', 'shirt', 'polo', 'tshirt', 'knitwear', 'trousers', 'jeans', 'chinos', 'shorts'] as const;

export type Garment = (typeof GARMENTS)[number];

export const DRAWERS: Record<Garment, Drawer> = {
  suit: drawSuit,
  blazer: drawBlazer,
  coat: drawCoat,
  shirt: drawShirt,
  polo: drawPolo,
  tshirt: drawTshirt,
  knitwear: drawKnitwear,
  trousers: drawTrousers,
  jeans: drawJeans,
  chinos: drawChinos,
  shorts: drawShorts,
};

/** Narrows an untrusted path segment to a known garment. */
export function isGarment(value: string): value is Garment {
  return (GARMENTS as readonly string[]).includes(value);
}
