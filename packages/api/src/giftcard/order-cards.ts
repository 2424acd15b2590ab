/**
 * The gift cards that paid part of an order (CustomerOrder.applied_gift_cards): what each card's
 * redeem row took, read for every order of a response in one statement.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toMoney } from '../cart/totals.ts';
import { orders } from '../checkout/tables.ts';
import { rowsLoader } from '../platform/batch-loader.ts';
import type { RequestContext } from '../platform/context.ts';
import { maskGiftCardNumber } from './numbers.ts';
import { giftCards, giftCardTransactions } from './tables.ts';

export interface OrderAppliedGiftCardView {
  code: string;
  applied_balance: { value: number; currency: 'EUR' };
}

/** The cards applied to orders, by order number, in the order they were redeemed. */
export const orderGiftCardsOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'giftcard:order-cards',
    (numbers: string[]) =>
      ctx.db
        .select({ orderNumber: orders.number, cardNumber: giftCards.number, taken: sql<string>`sum(-${giftCardTransactions.amount})` })
        .from(giftCardTransactions)
        .innerJoin(orders, eq(orders.id, giftCardTransactions.orderId))
        .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
        .where(and(inArray(orders.number, numbers), eq(giftCardTransactions.kind, 'redeem')))
        .groupBy(orders.number, giftCards.number)
        .orderBy(asc(sql`min(${giftCardTransactions.id})`)),
    (row) => row.orderNumber,
    (row): OrderAppliedGiftCardView => ({ code: maskGiftCardNumber(row.cardNumber), applied_balance: toMoney(Number(row.taken)) }),
  );
