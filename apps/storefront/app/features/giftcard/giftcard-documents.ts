import { graphql } from '../../graphql/index.ts';

/** A card's balance and expiry date, given its number and PIN (CO17; Magento's giftCardAccount with the shop's PIN). */
export const GiftCardBalanceQuery = graphql(`
  query GiftCardBalance($code: String!, $pin: String) {
    giftCardAccount(input: { gift_card_code: $code, gift_card_pin: $pin }) {
      code
      balance {
        value
      }
      expiration_date
    }
  }
`);

/** Step 3: a gift card pays (part of) the cart (CO18). */
export const ApplyGiftCardToCartMutation = graphql(`
  mutation ApplyGiftCardToCart($cartId: String!, $code: String!, $pin: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code, gift_card_pin: $pin }) {
      cart {
        id
      }
    }
  }
`);

/** Step 3: the shopper takes a gift card off the cart again. */
export const RemoveGiftCardFromCartMutation = graphql(`
  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        id
      }
    }
  }
`);
