import { cartPayload } from '../cart/resolvers.ts';
import { toMoney } from '../cart/totals.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';
import { expirationDate, giftCardAccount } from './account.ts';
import { applyGiftCardToCart, removeGiftCardFromCart } from './apply.ts';
import { maskGiftCardNumber } from './numbers.ts';
import { orderGiftCardsOf } from './order-cards.ts';

export const giftCardResolvers: Resolvers = {
  Query: {
    giftCardAccount: (_root, { input }, ctx) => giftCardAccount(ctx, input.gift_card_code, input.gift_card_pin),
  },
  Mutation: {
    applyGiftCardToCart: async (_root, { input }, ctx) => cartPayload(ctx, await applyGiftCardToCart(ctx, input)),
    removeGiftCardFromCart: async (_root, { input }, ctx) => cartPayload(ctx, await removeGiftCardFromCart(ctx, input)),
  },
  Cart: {
    applied_gift_cards: (model, _args, ctx) =>
      model.giftCards.cards.map((card) => ({
        code: maskGiftCardNumber(card.number),
        current_balance: toMoney(card.balance),
        applied_balance: toMoney(card.applied),
        remaining_balance: toMoney(card.balance - card.applied),
        expiration_date: expirationDate(card.expiresAt, ctx.store.timezone),
      })),
    amount_due: (model) => toMoney(Math.max(0, model.totals.grandTotal - model.giftCards.amount)),
  },
  CustomerOrder: {
    applied_gift_cards: (order, _args, ctx) => (order.number ? orderGiftCardsOf(ctx).load(order.number) : []),
  },
};
