/** The garments the shop can picture, each mapped to its drawing. */
import { drawBoots, drawShoes, drawSneakers } from './footwear.ts';
import { drawJacket } from './outerwear.ts';
import { drawBag, drawBelt, drawScarf, drawSocks, drawTie } from './accessories.ts';
import { drawGiftcard } from './giftcard.ts';
import { drawChinos, drawJeans, drawShorts, drawTrousers } from './bottoms.ts';
import { garments, type Garment } from '@shop/rules';
import type { Drawer } from './pen.ts';
import { drawBlazer, drawCoat, drawSuit } from './tailoring.ts';
import { drawKnitwear, drawPolo, drawShirt, drawTshirt } from './tops.ts';

export type { Garment };

export const DRAWERS: Record<Garment, Drawer> = {
  suit: drawSuit,
  blazer: drawBlazer,
  jacket: drawJacket,
  coat: drawCoat,
  shirt: drawShirt,
  polo: drawPolo,
  tshirt: drawTshirt,
  knitwear: drawKnitwear,
  trousers: drawTrousers,
  jeans: drawJeans,
  chinos: drawChinos,
  shorts: drawShorts,
  shoes: drawShoes,
  sneakers: drawSneakers,
  boots: drawBoots,
  tie: drawTie,
  belt: drawBelt,
  scarf: drawScarf,
  socks: drawSocks,
  bag: drawBag,
  giftcard: drawGiftcard,
};

/** Narrows an untrusted path segment to a known garment. */
export function isGarment(value: string): value is Garment {
  return (garments as readonly string[]).includes(value);
}
