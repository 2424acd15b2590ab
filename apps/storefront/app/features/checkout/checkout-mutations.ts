import { graphql } from '../../graphql/index.ts';

/** Step 1: the guest's e-mail (CO2). */
export const CheckoutSetEmailMutation = graphql(`
  mutation CheckoutSetEmail($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
      }
    }
  }
`);

/** Step 1: the shipping address (CO4). */
export const CheckoutSetShippingAddressMutation = graphql(`
  mutation CheckoutSetShippingAddress($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart {
        id
      }
    }
  }
`);

/** Step 1: the billing address, or 'same as shipping' (CO4). */
export const CheckoutSetBillingAddressMutation = graphql(`
  mutation CheckoutSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart {
        id
      }
    }
  }
`);

/** Step 2: the delivery method with the shippingManagerOption note (CO8). */
export const CheckoutSetShippingMethodMutation = graphql(`
  mutation CheckoutSetShippingMethod($cartId: String!, $method: ShippingMethodInput!, $option: String) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method], shippingManagerOption: $option }) {
      cart {
        id
      }
    }
  }
`);

/** Step 3: the payment method, with the bank for iDEAL (CO12). */
export const CheckoutSetPaymentMethodMutation = graphql(`
  mutation CheckoutSetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) {
      cart {
        id
      }
    }
  }
`);

/** Step 3: places the order and opens its payment (CO13). */
export const CheckoutPlaceOrderMutation = graphql(`
  mutation CheckoutPlaceOrder($cartId: String!, $affiliateCode: String) {
    placeOrder(input: { cart_id: $cartId, affiliate_code: $affiliateCode }) {
      order {
        order_number
      }
      pay_redirect_url
    }
  }
`);

/** Makes a cart whose order was not paid active again (OC10, OC16). */
export const CheckoutRestoreCartMutation = graphql(`
  mutation CheckoutRestoreCart($cartId: String!) {
    restoreCart(cartId: $cartId) {
      id
    }
  }
`);

/** A new empty cart for a shopper who proceeds without restoring (OC12). */
export const CheckoutCreateEmptyCartMutation = graphql(`
  mutation CheckoutCreateEmptyCart {
    createEmptyCart
  }
`);

/** What the provider recorded for a payment, asked on return (CO15, CO16). */
export const CheckoutPaymentResultQuery = graphql(`
  query CheckoutPaymentResult($reference: String!) {
    paymentResult(reference: $reference) {
      status
      result_code
      order_number
    }
  }
`);
