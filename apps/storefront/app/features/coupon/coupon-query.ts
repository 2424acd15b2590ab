import { graphql } from '../../graphql/index.ts';

/** What the cart page needs to show the cart's coupon (CA3, CA14): applied, or held without discount and why. */
export const CartCouponFragmentDoc = graphql(`
  fragment CartCoupon on Cart {
    applied_coupons {
      code
    }
    coupon_not_applied {
      code
      reason
      minimum_subtotal {
        value
      }
    }
  }
`);

export const CouponApplyMutation = graphql(`
  mutation CouponApply($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`);

export const CouponRemoveMutation = graphql(`
  mutation CouponRemove($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`);
