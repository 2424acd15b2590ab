// Server-only: the documents of step 1 for a logged-in customer (CO3), kept out of the browser bundle.
import { graphql } from '../../graphql/index.ts';

/** The customer's e-mail and address book for step 1. */
export const CheckoutCustomerQuery = graphql(`
  query CheckoutCustomer {
    customer {
      email
      addresses {
        ...AccountAddress
      }
    }
  }
`);

/** Step 1: the shipping address, from the address book or typed (CO3, CO4). */
export const CheckoutSetCustomerShippingMutation = graphql(`
  mutation CheckoutSetCustomerShipping($cartId: String!, $shipping: ShippingAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shipping] }) {
      cart {
        id
      }
    }
  }
`);
