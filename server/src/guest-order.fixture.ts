/** A guest order placed over a running shop's GraphQL endpoint (the page cache's freshness tests). */
import { DUTCH_ADDRESS } from '@shop/api/testing';
import { askShop } from './shop-graphql.fixture.ts';

/** A guest order of one piece of a size, placed through the checkout's commands in the Dutch store (paid later, by iDEAL). */
export async function placeGuestOrder(base: string, size: { parentSku: string; sku: string }): Promise<void> {
  const ask = <T>(query: string, variables: object = {}) => askShop<T>(base, query, variables, { store: 'nl' });
  const { createEmptyCart: cartId } = await ask<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  const steps: [string, object][] = [
    [
      'mutation ($i: AddConfigurableProductsToCartInput!) { addConfigurableProductsToCart(input: $i) { cart { id } } }',
      { i: { cart_id: cartId, cart_items: [{ parent_sku: size.parentSku, data: { sku: size.sku, quantity: 1 } }] } },
    ],
    [
      'mutation ($i: SetGuestEmailOnCartInput!) { setGuestEmailOnCart(input: $i) { cart { id } } }',
      { i: { cart_id: cartId, email: 'jan@example.com' } },
    ],
    [
      'mutation ($i: SetBillingAddressOnCartInput!) { setBillingAddressOnCart(input: $i) { cart { id } } }',
      { i: { cart_id: cartId, billing_address: { address: DUTCH_ADDRESS } } },
    ],
    [
      'mutation ($i: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $i) { cart { id } } }',
      { i: { cart_id: cartId, shipping_addresses: [{ address: DUTCH_ADDRESS }] } },
    ],
    [
      'mutation ($i: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $i) { cart { id } } }',
      {
        i: {
          cart_id: cartId,
          shipping_methods: [{ carrier_code: 'postnl', method_code: 'standard' }],
          shippingManagerOption: '{"deliveryDate":"2030-01-02"}',
        },
      },
    ],
    [
      'mutation ($i: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $i) { cart { id } } }',
      { i: { cart_id: cartId, payment_method: { code: 'ideal', issuer: 'ing' } } },
    ],
    ['mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: cartId }],
  ];
  for (const [query, variables] of steps) await ask(query, variables);
}
