import { describe, expect, it } from 'vitest';
import { toUid } from '../catalog/localize.ts';
import {
  ADD_SIMPLE,
  CART,
  CART_FIELDS,
  cartWith,
  completeCheckout,
  CREATE,
  dataOf,
  errorOf,
  PLACE_ORDER,
  variantsInStock,
  type Variant,
} from './cart-fixtures.ts';
import { giftcardOptionUid as uid } from './giftcard-items.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const ADD_PRODUCTS = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { ${CART_FIELDS} items { ... on GiftCardCartItem { amount { value currency } giftcard_type sender_name sender_email recipient_name recipient_email message } } }
    user_errors { code message }
  }
}`;

const PLACED_ORDER = `query ($cartId: String!, $number: String!) {
  placedOrder(cart_id: $cartId, order_number: $number) {
    items { product_sku quantity_ordered product_sale_price_incl_tax { value } tax_amount { value } selected_options { label value }
      gift_card { giftcard_type amount { value } sender_name sender_email recipient_name recipient_email message } }
    total { total_tax { value } grand_total { value } }
  }
}`;

let variant: Variant;

const t = testApiForFile({ products: 40 }, async () => {
  [variant] = (await variantsInStock(t.db, 5, 1)) as [Variant];
});

const newCart = async (store?: string) => dataOf(await t.query(CREATE, {}, store ? { store } : {})).createEmptyCart as string;

interface CardInput {
  type?: string;
  preset?: number;
  custom?: string;
  senderName?: string;
  senderEmail?: string;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
  quantity?: number;
}

/** An e-card of 50 euro from Jan to Piet, with `changes`; `undefined` leaves an option out. */
function card(changes: CardInput = {}) {
  const c: CardInput = {
    type: 'virtual',
    preset: 50,
    senderName: 'Jan',
    recipientName: 'Piet',
    recipientEmail: 'piet@example.com',
    ...changes,
  };
  const entered = (
    [
      ['customAmount', c.custom],
      ['senderName', c.senderName],
      ['senderEmail', c.senderEmail],
      ['recipientName', c.recipientName],
      ['recipientEmail', c.recipientEmail],
      ['message', c.message],
    ] as const
  ).flatMap(([key, value]) => (value === undefined ? [] : [{ uid: uid[key], value }]));
  return {
    sku: 'giftcard',
    quantity: c.quantity ?? 1,
    selected_options: [...(c.type !== undefined ? [uid.type(c.type)] : []), ...(c.preset !== undefined ? [uid.amount(c.preset)] : [])],
    entered_options: entered,
  };
}

async function add(cartId: string, items: unknown[], store?: string) {
  return dataOf(await t.query(ADD_PRODUCTS, { cartId, items }, store ? { store } : {})).addProductsToCart;
}

/** Adds one item that must be refused; returns the message and proves the cart kept no line. */
async function refused(item: unknown): Promise<string> {
  const cartId = await newCart();
  const result = await add(cartId, [item]);
  expect(result.cart.items).toEqual([]);
  expect(result.user_errors).toHaveLength(1);
  return result.user_errors[0]!.message as string;
}

const COULD_NOT_ADD = 'Could not add the product with SKU "giftcard" to the shopping cart: ';

describe('adding a gift card (D11–D13)', () => {
  it('D11, D13: an e-card of a listed amount is a gift card line with its type, amount, sender and recipient', async () => {
    const cartId = await newCart();
    const result = await add(cartId, [card({ senderEmail: 'jan@example.com', message: 'Veel plezier!' })]);
    expect(result.user_errors).toEqual([]);
    const [line] = result.cart.items;
    expect(line).toMatchObject({
      __typename: 'GiftCardCartItem',
      sku: 'giftcard',
      quantity: 1,
      amount: { value: 50, currency: 'EUR' },
      giftcard_type: 'virtual',
      sender_name: 'Jan',
      sender_email: 'jan@example.com',
      recipient_name: 'Piet',
      recipient_email: 'piet@example.com',
      message: 'Veel plezier!',
      errors: [],
      product: { __typename: 'GiftCardProduct', sku: 'giftcard' },
    });
    expect(result.cart.is_virtual).toBe(true);
  });

  it('D11: a gift card is priced at its amount, without VAT', async () => {
    const cartId = await newCart();
    const { cart } = await add(cartId, [card({ type: 'physical', preset: undefined, custom: '42,50' })]);
    const [line] = cart.items;
    expect(line!.prices).toMatchObject({
      price: { value: 42.5 },
      price_including_tax: { value: 42.5 },
      row_total: { value: 42.5 },
      row_total_including_tax: { value: 42.5 },
    });
    expect(cart.prices.applied_taxes[0]!.amount.value).toBe(0);
    expect(cart.prices.grand_total.value).toBe(42.5);
    expect(cart.is_virtual).toBe(false);
  });

  it('D11: every gift card is its own line, never merged with an equal one', async () => {
    const cartId = await newCart();
    await add(cartId, [card()]);
    const { cart } = await add(cartId, [card(), card({ quantity: 2 })]);
    expect(cart.items.map((line: { quantity: number }) => line.quantity)).toEqual([1, 1, 2]);
    expect(cart.total_quantity).toBe(4);
    expect(cart.prices.subtotal_including_tax.value).toBe(200);
  });

  it('D11: gift cards have no stock: any number of cards can be bought up to the quantity limit', async () => {
    const cartId = await newCart();
    const { cart, user_errors } = await add(cartId, [card({ quantity: 10 })]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0]).toMatchObject({ quantity: 10, errors: [] });
  });

  it('D11: both type and value are required: a type alone or a value alone cannot be added', async () => {
    expect(await refused(card({ preset: undefined }))).toBe(`${COULD_NOT_ADD}gift value is required.`);
    expect(await refused(card({ type: undefined }))).toBe(`${COULD_NOT_ADD}choose a gift card type.`);
    expect(await refused({ sku: 'giftcard', quantity: 1 })).toBe(
      `${COULD_NOT_ADD}choose a gift card type; gift value is required; sender name is required; recipient name is required.`,
    );
  });

  it('D12: a free amount of 4.99 is refused, 5 and 500 are accepted, 501 is refused', async () => {
    const range = `${COULD_NOT_ADD}gift value must be between 5 and 500 euro.`;
    expect(await refused(card({ preset: undefined, custom: '4.99' }))).toBe(range);
    expect(await refused(card({ preset: undefined, custom: '501' }))).toBe(range);
    const cartId = await newCart();
    const { cart, user_errors } = await add(cartId, [card({ preset: undefined, custom: '5' }), card({ preset: undefined, custom: '500' })]);
    expect(user_errors).toEqual([]);
    expect(cart.items.map((line: { amount: { value: number } }) => line.amount.value)).toEqual([5, 500]);
  });

  it('D12, D13: a listed amount must be one of the card’s amounts, and not together with a free amount', async () => {
    expect(await refused(card({ preset: 30 }))).toBe(`${COULD_NOT_ADD}30 is not one of the gift card's amounts.`);
    expect(await refused(card({ custom: '60' }))).toBe(`${COULD_NOT_ADD}choose a listed amount or your own amount, not both.`);
    expect(await refused(card({ preset: undefined, custom: '12.345' }))).toBe(`${COULD_NOT_ADD}gift value must be a number.`);
    expect(await refused(card({ preset: undefined, custom: 'vijftig' }))).toBe(`${COULD_NOT_ADD}gift value must be a number.`);
  });

  it('D13: the types are physical card and e-card; an e-card needs a valid recipient e-mail, a card by post does not', async () => {
    expect(await refused(card({ type: 'combined' }))).toBe(`${COULD_NOT_ADD}choose a gift card type.`);
    expect(await refused(card({ recipientEmail: undefined }))).toBe(`${COULD_NOT_ADD}an e-card needs the recipient's email.`);
    expect(await refused(card({ recipientEmail: 'piet@' }))).toBe(`${COULD_NOT_ADD}recipient email: fill in your valid email.`);
    const cartId = await newCart();
    const { cart } = await add(cartId, [card({ type: 'physical', recipientEmail: undefined })]);
    expect(cart.items[0]).toMatchObject({ giftcard_type: 'physical', recipient_email: null });
  });

  it('sender and recipient names are required; the message is optional and at most 255 characters', async () => {
    expect(await refused(card({ senderName: ' ' }))).toBe(`${COULD_NOT_ADD}sender name is required.`);
    expect(await refused(card({ recipientName: undefined }))).toBe(`${COULD_NOT_ADD}recipient name is required.`);
    expect(await refused(card({ message: 'x'.repeat(256) }))).toBe(`${COULD_NOT_ADD}message can be at most 255 characters.`);
    expect(await refused(card({ recipientName: 'x'.repeat(101) }))).toBe(
      `${COULD_NOT_ADD}recipient name: name can be at most 100 characters.`,
    );
  });

  it('hostile and malformed options are refused with a message, never an error of the call', async () => {
    expect(await refused({ ...card(), selected_options: [...card().selected_options, 'bm90IGFuIG9wdGlvbg=='] })).toBe(
      `${COULD_NOT_ADD}"bm90IGFuIG9wdGlvbg==" is not an option of the gift card.`,
    );
    expect(await refused({ ...card(), selected_options: ['%%%'] })).toBe(`${COULD_NOT_ADD}"%%%" is not an option of the gift card.`);
    expect(await refused({ ...card(), selected_options: [uid.type('virtual'), uid.type('physical'), uid.amount(50)] })).toBe(
      `${COULD_NOT_ADD}the option "${uid.type('physical')}" is chosen more than once.`,
    );
    expect(await refused({ ...card(), entered_options: [...card().entered_options, { uid: uid.senderName, value: 'Kees' }] })).toBe(
      `${COULD_NOT_ADD}the option "${uid.senderName}" is entered more than once.`,
    );
    expect(await refused(card({ message: 'x'.repeat(100_000) }))).toBe(`${COULD_NOT_ADD}the message is too long.`);
    const many = Array.from({ length: 20 }, () => ({ uid: uid.message, value: 'x' }));
    expect(await refused({ ...card(), entered_options: many })).toBe(`${COULD_NOT_ADD}too many options for a gift card.`);
    const long = toUid('y'.repeat(500));
    expect(await refused({ ...card(), selected_options: [long] })).toBe(
      `${COULD_NOT_ADD}"${long.slice(0, 64)}…" is not an option of the gift card.`,
    );
  });

  it('markup and quotes in the texts are kept as text', async () => {
    const cartId = await newCart();
    const message = `<script>alert("x")</script> '; drop table carts; --`;
    const { cart } = await add(cartId, [card({ senderName: '<b>Jan</b>', message })]);
    expect(cart.items[0]).toMatchObject({ sender_name: '<b>Jan</b>', message });
  });

  it('the typed add mutations keep refusing a gift card without its options', async () => {
    const cartId = await newCart();
    const error = errorOf(
      await t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: 'giftcard', quantity: 1 } }] } }),
    );
    expect(error.category).toBe('graphql-input');
    expect(error.message).toMatch(/^Could not add the product with SKU "giftcard" to the shopping cart: choose a gift card type/);
    expect(dataOf(await t.query(CART, { id: cartId })).cart.items).toEqual([]);
  });
});

describe('ordering a gift card (D11–D13)', () => {
  it('the order line keeps type, amount, sender, recipient and message; no VAT on the card', async () => {
    const cartId = await cartWith(t, variant, 1);
    const taxOf = async () => dataOf(await t.query(CART, { id: cartId })).cart.prices.applied_taxes[0]!.amount.value as number;
    const garmentTax = await taxOf();
    await add(cartId, [card({ preset: undefined, custom: '75', senderEmail: 'jan@example.com', message: 'Proost!' })]);
    expect(await taxOf()).toBe(garmentTax);
    await completeCheckout(t, cartId);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    const order = dataOf(await t.query(PLACED_ORDER, { cartId, number: placed.order.order_number })).placedOrder;
    const giftLine = order.items.find((item: { product_sku: string }) => item.product_sku === 'giftcard');
    expect(giftLine).toMatchObject({
      quantity_ordered: 1,
      product_sale_price_incl_tax: { value: 75 },
      tax_amount: { value: 0 },
      gift_card: {
        giftcard_type: 'virtual',
        amount: { value: 75 },
        sender_name: 'Jan',
        sender_email: 'jan@example.com',
        recipient_name: 'Piet',
        recipient_email: 'piet@example.com',
        message: 'Proost!',
      },
    });
    expect(giftLine!.selected_options).toEqual([
      { label: 'Soort', value: 'E-cadeaukaart per e-mail' },
      { label: 'Bedrag', value: '€ 75,-' },
      { label: 'Voor', value: 'Piet' },
      { label: 'E-mail ontvanger', value: 'piet@example.com' },
      { label: 'Van', value: 'Jan' },
      { label: 'E-mail afzender', value: 'jan@example.com' },
      { label: 'Bericht', value: 'Proost!' },
    ]);
    const other = order.items.find((item: { product_sku: string }) => item.product_sku !== 'giftcard');
    expect(other!.gift_card).toBeNull();
    expect(order.total.total_tax.value).toBeGreaterThanOrEqual(garmentTax);
  });
});
