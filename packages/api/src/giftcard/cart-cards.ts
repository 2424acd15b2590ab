/**
 * Gift cards applied to a cart, as money: each pays what it holds, in the order applied, up to what
 * is left of the grand total (CO18) less the cart's gift card lines: gift cards do not buy gift
 * cards (decision 029). A cart without gift cards costs no statement; with cards, one. A card that
 * has since been blocked, has expired or is empty pays nothing and shows 0.
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CartRow } from '../cart/tables.ts';
import { inArray, sql } from 'drizzle-orm';
import { isUsable } from './account.ts';
import { giftCards } from './tables.ts';

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
  /** Cents the cards pay together (at most the grand total less the gift card lines). */
  amount: number;
  /** Cents of the cart's gift card lines, which gift cards do not pay for (decision 029). */
  giftCardLines: number;
}

/** Splits what gift cards may pay (`payable`) over the cards in the order applied. */
export function splitOverCards(
  cards: readonly { giftCardId: number; number: string; balance: number; expiresAt: Date | null }[],
  payable: number,
): AppliedCard[] {
  let left = Math.max(0, payable);
  return cards.map((card) => {
    const pays = Math.min(card.balance, left);
    left -= pays;
    return { ...card, applied: pays };
  });
}

export async function appliedGiftCards(ctx: RequestContext, db: DbOrTx, row: CartRow, grandTotal: number): Promise<AppliedGiftCards> {
  if (row.giftCardIds.length === 0) return { cards: [], amount: 0, giftCardLines: 0 };
  // One statement: the cards, each with the total of the cart's gift card lines and the number of other lines.
  const giftCardLines = sql<string>`(select coalesce(sum((i.giftcard_options ->> 'giftcard_amount')::int * i.quantity), 0)
    from cart_items i where i.cart_id = ${row.id} and i.giftcard_options is not null)`;
  const otherLines = sql<string>`(select count(*) from cart_items i where i.cart_id = ${row.id} and i.giftcard_options is null)`;
  const found = await db
    .select({ card: giftCards, giftCardLines, otherLines })
    .from(giftCards)
    .where(inArray(giftCards.id, row.giftCardIds));
  const byId = new Map(found.map((r) => [r.card.id, r.card]));
  const lines = Number(found[0]?.giftCardLines ?? 0);
  // A cart of only gift cards is not paid with gift cards at all, its shipping included.
  const payable = Number(found[0]?.otherLines ?? 0) > 0 ? grandTotal - lines : 0;
  const now = ctx.now();
  const usable = row.giftCardIds.flatMap((id) => {
    const card = byId.get(id);
    if (!card) return [];
    const balance = isUsable(card, now) ? Math.max(0, card.balance) : 0;
    return [{ giftCardId: card.id, number: card.number, balance, expiresAt: card.expiresAt }];
  });
  const cards = splitOverCards(usable, payable);
  return { cards, amount: cards.reduce((sum, card) => sum + card.applied, 0), giftCardLines: lines };
}
