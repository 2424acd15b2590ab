/**
 * Gift cards applied to a cart, as money: each pays what it holds, in the order applied, up to what
 * is left of the grand total (CO18). A cart without gift cards costs no statement; with cards, one.
 * A card that has since been blocked, has expired or is empty pays nothing and shows 0.
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CartRow } from '../cart/service.ts';
import { cardsById, isUsable } from './account.ts';

export interface AppliedCard {
  giftCardId: number;
  number: string;
  /** Cents on the card now (0 when it cannot pay). */
  balance: number;
  /** Cents it pays of this cart. */
  applied: number;
  expiresAt: Date | null;
}

export interface AppliedGiftCards {
  cards: AppliedCard[];
  /** Cents the cards pay together (at most the grand total). */
  amount: number;
}

/** Splits the grand total over the cards in the order applied. */
export function splitOverCards(
  cards: readonly { giftCardId: number; number: string; balance: number; expiresAt: Date | null }[],
  grandTotal: number,
): AppliedGiftCards {
  let left = Math.max(0, grandTotal);
  const applied = cards.map((card) => {
    const pays = Math.min(card.balance, left);
    left -= pays;
    return { ...card, applied: pays };
  });
  return { cards: applied, amount: applied.reduce((sum, card) => sum + card.applied, 0) };
}

export async function appliedGiftCards(ctx: RequestContext, db: DbOrTx, row: CartRow, grandTotal: number): Promise<AppliedGiftCards> {
  if (row.giftCardIds.length === 0) return { cards: [], amount: 0 };
  const found = await cardsById(db, row.giftCardIds);
  const now = ctx.now();
  const cards = row.giftCardIds.flatMap((id) => {
    const card = found.get(id);
    if (!card) return [];
    const balance = isUsable(card, now) ? Math.max(0, card.balance) : 0;
    return [{ giftCardId: card.id, number: card.number, balance, expiresAt: card.expiresAt }];
  });
  return splitOverCards(cards, grandTotal);
}
