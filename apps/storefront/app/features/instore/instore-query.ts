import { graphql } from '../../graphql/index.ts';

/** The cart's in-store flag and, while flagged, its shop and table: what the checkout's badge shows. */
export const InStoreCartFlagFragmentDoc = graphql(`
  fragment InStoreCartFlag on Cart {
    isInStoreOrder
    in_store_location
    in_store_table
  }
`);

/** The cart's in-store flag, read by every checkout step's frame. */
export const InStoreCartQuery = graphql(`
  query InStoreCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...InStoreCartFlag
    }
  }
`);

/** A tabletop session as the shop's server sees it (the no-JavaScript entry of a device link). */
export const InStoreSessionQuery = graphql(`
  query InStoreSession($sessionId: String!) {
    inStoreSession(session_id: $sessionId) {
      id
      status
      ttl_dt
    }
  }
`);

/** Flags the cart for an OPEN session; the API checks the session itself (T5). */
export const SetInStoreSessionMutation = graphql(`
  mutation SetInStoreSession($cartId: String!, $sessionId: String!) {
    setInStoreSessionOnCart(input: { cart_id: $cartId, session_id: $sessionId }) {
      ttl_dt
      cart {
        ...InStoreCartFlag
      }
    }
  }
`);

/** Clears the cart's in-store flag (T7). */
export const RemoveInStoreSessionMutation = graphql(`
  mutation RemoveInStoreSession($cartId: String!) {
    removeInStoreSessionFromCart(input: { cart_id: $cartId }) {
      cart {
        isInStoreOrder
      }
    }
  }
`);
