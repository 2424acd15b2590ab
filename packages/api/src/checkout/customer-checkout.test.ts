import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_CONFIGURABLE,
  CART,
  completeCheckout,
  dataOf,
  errorOf,
  PLACE_ORDER,
  refusedUnchanged,
  SET_BILLING_ADDRESS,
  SET_SHIPPING_ADDRESS,
  DUTCH_ADDRESS,
  type Variant,
} from '../cart/cart-fixtures.ts';
import { newCustomer, SAVED_ADDRESS, savedAddress, tokenFor, type TestCustomer } from '../cart/customer-cart-fixtures.ts';
import { stockedShop } from './order-fixtures.ts';
import { decideSandboxPayment } from './payment-provider.ts';
import { orders } from './tables.ts';

const MONEY = 'currency value';
const ADDRESS =
  'city company country_code fax firstname lastname middlename postcode prefix region region_id street suffix telephone vat_id';
const ORDER_FIELDS = `id number order_number order_date status email carrier shipping_method
  payment_methods { name type additional_data { name value } }
  billing_address { ${ADDRESS} } shipping_address { ${ADDRESS} }
  items { product_name product_sku parent_sku quantity_ordered status product_sale_price { ${MONEY} } product_sale_price_incl_tax { ${MONEY} }
    row_total_incl_tax { ${MONEY} } selected_options { label value } }
  total { subtotal { ${MONEY} } discounts { amount { ${MONEY} } label } grand_total { ${MONEY} } total_tax { ${MONEY} }
    shipping_handling { amount_including_tax { ${MONEY} } } }`;
const ORDERS = `query ($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    items { ${ORDER_FIELDS} } total_count page_info { current_page page_size total_pages } } } }`;
const CUSTOMER_ORDERS = `query { customerOrders { items { number } total_count } }`;
const CUSTOMER_CART = `query { customerCart { id } }`;
const PLACED = `query ($cart: String!, $number: String!) { placedOrder(cart_id: $cart, order_number: $number) { number email } }`;
const NOT_AUTHORIZED = "The current customer isn't authorized.";

const { t, variant } = stockedShop({ products: 40 }, { count: 12, units: 50 });
let a: TestCustomer;
let b: TestCustomer;

beforeAll(async () => {
  a = await newCustomer(t.db, 'a');
  b = await newCustomer(t.db, 'b');
});

const as = (token?: string) => (token ? { token } : {});

/** The customer's active cart with one line. */
async function customerCartWith(customer: TestCustomer, v: Variant, quantity = 1): Promise<string> {
  const cartId = dataOf(await t.query(CUSTOMER_CART, {}, as(customer.token))).customerCart.id as string;
  dataOf(
    await t.query(
      ADD_CONFIGURABLE,
      { input: { cart_id: cartId, cart_items: [{ parent_sku: v.parentSku, data: { sku: v.sku, quantity } }] } },
      as(customer.token),
    ),
  );
  return cartId;
}

/** Places (and, unless told otherwise, pays) an order of the customer; returns its number and cart. */
async function placeCustomerOrder(customer: TestCustomer, quantity = 1, pay = true) {
  const cartId = await customerCartWith(customer, variant(), quantity);
  await completeCheckout(t, cartId, customer.token);
  const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId }, as(customer.token))).placeOrder;
  if (pay) await decideSandboxPayment(t, (placed.pay_redirect_url as string).split('/').pop() as string, 'approve');
  return { cartId, number: placed.order.order_number as string };
}

async function ordersOf(customer: TestCustomer, variables: Record<string, unknown> = {}) {
  return dataOf(await t.query(ORDERS, variables, as(customer.token))).customer.orders;
}

/** The address inputs of setShippingAddressesOnCart and setBillingAddressOnCart, with one address entry. */
const shippingTo = (cart: string, entry: Record<string, unknown>) => ({ input: { cart_id: cart, shipping_addresses: [entry] } });
const billingTo = (cart: string, entry: Record<string, unknown>) => ({ input: { cart_id: cart, billing_address: entry } });

describe('checkout with saved addresses (customer_address_id)', () => {
  it("CO4, A13: the signed-in owner's saved address is copied into the cart as shipping and billing address", async () => {
    const addressId = await savedAddress(t.db, a.id);
    const cartId = await customerCartWith(a, variant());
    const shipping = dataOf(await t.query(SET_SHIPPING_ADDRESS, shippingTo(cartId, { customer_address_id: addressId }), as(a.token)))
      .setShippingAddressesOnCart.cart.shipping_addresses[0];
    expect(shipping).toMatchObject({
      firstname: SAVED_ADDRESS.firstname,
      lastname: SAVED_ADDRESS.lastname,
      street: SAVED_ADDRESS.street,
      postcode: SAVED_ADDRESS.postcode,
      city: SAVED_ADDRESS.city,
      country: { code: 'NL' },
    });
    const billing = dataOf(await t.query(SET_BILLING_ADDRESS, billingTo(cartId, { customer_address_id: addressId }), as(a.token)))
      .setBillingAddressOnCart.cart.billing_address;
    expect(billing).toMatchObject({ company: SAVED_ADDRESS.company, telephone: SAVED_ADDRESS.telephone, country: { code: 'NL' } });
  });

  it("A18, A20: another customer's address, an unknown id and no token are refused and change nothing", async () => {
    const foreign = await savedAddress(t.db, b.id);
    const own = await savedAddress(t.db, a.id);
    const cartId = await customerCartWith(a, variant());
    const guestCartId = dataOf(await t.query('mutation { createEmptyCart }')).createEmptyCart as string;
    const refusals: [string, Record<string, unknown>, string | undefined, string][] = [
      [
        SET_SHIPPING_ADDRESS,
        shippingTo(cartId, { customer_address_id: foreign }),
        a.token,
        `Could not find a address with ID "${foreign}"`,
      ],
      [
        SET_SHIPPING_ADDRESS,
        shippingTo(cartId, { customer_address_id: 2_000_000_000 }),
        a.token,
        'Could not find a address with ID "2000000000"',
      ],
      [SET_SHIPPING_ADDRESS, shippingTo(cartId, { customer_address_id: -1 }), a.token, 'Could not find a address with ID "-1"'],
      [SET_BILLING_ADDRESS, billingTo(cartId, { customer_address_id: foreign }), a.token, `Could not find a address with ID "${foreign}"`],
      [SET_SHIPPING_ADDRESS, shippingTo(guestCartId, { customer_address_id: own }), undefined, NOT_AUTHORIZED],
      [SET_BILLING_ADDRESS, billingTo(guestCartId, { customer_address_id: own }), undefined, NOT_AUTHORIZED],
      [
        SET_SHIPPING_ADDRESS,
        shippingTo(cartId, { customer_address_id: own, address: DUTCH_ADDRESS }),
        a.token,
        'The shipping address cannot contain "customer_address_id" and "address" at the same time.',
      ],
      [
        SET_BILLING_ADDRESS,
        billingTo(cartId, { customer_address_id: own, address: DUTCH_ADDRESS }),
        a.token,
        'The billing address cannot contain "customer_address_id" and "address" at the same time.',
      ],
    ];
    for (const [query, variables, token, message] of refusals) {
      const before = dataOf(
        await t.query(CART, { id: variables.input ? (variables.input as { cart_id: string }).cart_id : '' }, as(token)),
      ).cart;
      expect(errorOf(await t.query(query, variables, as(token))).message).toBe(message);
      const after = dataOf(await t.query(CART, { id: before.id }, as(token))).cart;
      expect(after).toEqual(before);
    }
    // A type error in the id is GraphQL's own refusal.
    expect(errorOf(await t.query(SET_SHIPPING_ADDRESS, shippingTo(cartId, { customer_address_id: 'x' }), as(a.token))).message).toMatch(
      /Int/,
    );
    await refusedUnchanged(t, guestCartId, SET_SHIPPING_ADDRESS, shippingTo(guestCartId, { customer_address_id: foreign }));
  });

  it('CO5: a saved address in a country the store does not deliver to is refused like a typed one', async () => {
    const japanese = await savedAddress(t.db, a.id, { countryCode: 'JP', postcode: '100-0001', city: 'Tokyo', street: ['Chiyoda', '1'] });
    const cartId = await customerCartWith(a, variant());
    const error = errorOf(await t.query(SET_SHIPPING_ADDRESS, shippingTo(cartId, { customer_address_id: japanese }), as(a.token)));
    expect(error).toEqual({ message: 'The store does not deliver to country "JP"', category: 'graphql-input' });
  });
});

describe('orders of a customer', () => {
  it("A16, A17: an order placed by a customer is in customer { orders } with every field, and has the account's e-mail", async () => {
    const customer = await newCustomer(t.db, 'orders');
    const { number, cartId } = await placeCustomerOrder(customer, 2);
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ customerId: customer.id, email: customer.email, status: 'processing' });

    const list = await ordersOf(customer);
    expect(list.total_count).toBe(1);
    expect(list.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const [order] = list.items;
    expect(order).toMatchObject({
      number,
      order_number: number,
      status: 'processing',
      email: customer.email,
      carrier: expect.any(String),
      shipping_method: expect.any(String),
      payment_methods: [{ type: 'ideal', name: expect.any(String), additional_data: [{ name: 'issuer', value: 'ing' }] }],
    });
    expect(new Date(order!.order_date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    for (const address of [order!.billing_address, order!.shipping_address]) {
      expect(address).toEqual({
        city: 'Amsterdam',
        company: null,
        country_code: 'NL',
        fax: null,
        firstname: 'Jan',
        lastname: 'de Vries',
        middlename: null,
        postcode: '1012 LG',
        prefix: null,
        region: null,
        region_id: null,
        street: ['Damrak', '12', 'B'],
        suffix: null,
        telephone: '0612345678',
        vat_id: null,
      });
    }
    const [item] = order!.items;
    expect(item).toMatchObject({
      quantity_ordered: 2,
      status: 'Ordered',
      product_name: expect.any(String),
      product_sku: expect.any(String),
    });
    expect(item!.product_sale_price).toEqual({ currency: 'EUR', value: expect.any(Number) });
    expect(item!.product_sale_price_incl_tax.value).toBeGreaterThan(item!.product_sale_price.value);
    expect(item!.row_total_incl_tax.value).toBeCloseTo(item!.product_sale_price_incl_tax.value * 2, 2);
    expect(item!.selected_options.length).toBeGreaterThan(0);
    expect(order!.total.grand_total.currency).toBe('EUR');
    expect(order!.total.grand_total.value).toBeCloseTo(
      item!.row_total_incl_tax.value + order!.total.shipping_handling.amount_including_tax.value,
      2,
    );
    expect(order!.total.discounts).toEqual([]);

    // The confirmation page of the customer's own cart shows it to the customer, to nobody else.
    expect(dataOf(await t.query(PLACED, { cart: cartId, number }, as(customer.token))).placedOrder).toEqual({
      number,
      email: customer.email,
    });
    expect(dataOf(await t.query(PLACED, { cart: cartId, number })).placedOrder).toBeNull();
    expect(dataOf(await t.query(PLACED, { cart: cartId, number }, as(a.token))).placedOrder).toBeNull();
  });

  it('A16: newest first, filters by number (eq, in, match), sorting and paging', async () => {
    const customer = await newCustomer(t.db, 'history');
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await placeCustomerOrder(customer, 1, i !== 1)).number);
    const [first, second, third] = numbers as [string, string, string];

    const all = await ordersOf(customer);
    expect(all.items.map((o: { number: string }) => o.number)).toEqual([third, second, first]);
    expect(all.items.map((o: { status: string }) => o.status)).toEqual(['processing', 'pending_payment', 'processing']);

    const page2 = await ordersOf(customer, { size: 2, page: 2 });
    expect(page2.items.map((o: { number: string }) => o.number)).toEqual([first]);
    expect(page2).toMatchObject({ total_count: 3, page_info: { current_page: 2, page_size: 2, total_pages: 2 } });
    expect(await ordersOf(customer, { size: 2, page: 9 })).toMatchObject({ items: [], total_count: 3 });

    const ascending = await ordersOf(customer, { sort: { sort_field: 'CREATED_AT', sort_direction: 'ASC' } });
    expect(ascending.items.map((o: { number: string }) => o.number)).toEqual([first, second, third]);
    const byNumber = await ordersOf(customer, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
    expect(byNumber.items.map((o: { number: string }) => o.number)).toEqual([...numbers].sort());

    expect((await ordersOf(customer, { filter: { number: { eq: second } } })).items.map((o: { number: string }) => o.number)).toEqual([
      second,
    ]);
    expect((await ordersOf(customer, { filter: { number: { in: [first, third, 'NL000'] } } })).total_count).toBe(2);
    expect((await ordersOf(customer, { filter: { number: { match: first.slice(-6) } } })).items[0]!.number).toBe(first);
    // Wildcards are plain characters, not patterns.
    expect((await ordersOf(customer, { filter: { number: { match: '%' } } })).total_count).toBe(0);
    expect((await ordersOf(customer, { filter: { number: { match: '_' } } })).total_count).toBe(0);
    expect((await ordersOf(customer, { filter: { number: { in: [] } } })).total_count).toBe(0);

    const deprecated = dataOf(await t.query(CUSTOMER_ORDERS, {}, as(customer.token))).customerOrders;
    expect(deprecated).toEqual({ items: [{ number: third }, { number: second }, { number: first }], total_count: 3 });
  });

  it("A18: another customer's order is simply not in the list; a revoked or expired token sees nothing", async () => {
    const owner = await newCustomer(t.db, 'owner');
    const { number } = await placeCustomerOrder(owner);
    expect((await ordersOf(a, { filter: { number: { eq: number } } })).items).toEqual([]);
    expect((await ordersOf(a, { filter: { number: { match: number } } })).total_count).toBe(0);
    for (const token of [undefined, await tokenFor(t.db, owner.id, 'revoked'), await tokenFor(t.db, owner.id, 'expired')]) {
      const answer = await t.query(ORDERS, { filter: { number: { eq: number } } }, as(token));
      expect(errorOf(answer)).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
      expect(errorOf(await t.query(CUSTOMER_ORDERS, {}, as(token))).message).toBe(NOT_AUTHORIZED);
    }
  });

  it('A16: bad paging and oversized filters are refused with a clear message', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ size: 0 }, 'pageSize value must be greater than 0.'],
      [{ size: -5 }, 'pageSize value must be greater than 0.'],
      [{ size: 101 }, 'pageSize value must be at most 100.'],
      [{ page: 0 }, 'currentPage value must be greater than 0.'],
      [{ filter: { number: { eq: 'N'.repeat(65) } } }, 'filter.number.eq can be at most 64 characters'],
      [{ filter: { number: { match: 'N'.repeat(10_000) } } }, 'filter.number.match can be at most 64 characters'],
      [{ filter: { number: { in: Array.from({ length: 101 }, (_, i) => `NL${i}`) } } }, 'filter.number.in can hold at most 100 numbers'],
    ];
    for (const [variables, message] of refusals) {
      expect(errorOf(await t.query(ORDERS, variables, as(a.token))), JSON.stringify(variables).slice(0, 60)).toEqual({
        message,
        category: 'graphql-input',
      });
    }
    expect(errorOf(await t.query(ORDERS, { size: 2 ** 40 }, as(a.token))).message).toMatch(/Int/);
    // The largest page number is answered with an empty page, not an error.
    expect(await ordersOf(a, { page: 2 ** 31 - 1, size: 100 })).toMatchObject({ items: [] });
  });
});
