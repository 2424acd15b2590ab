import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completeCheckout, CREATE, dataOf, errorOf, refusedUnchanged, type Variant } from '../cart/cart-fixtures.ts';
import { newCustomer } from '../cart/customer-cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { giftcardOptionUid as uid } from '../cart/giftcard-items.ts';
import { excludingTax } from '../cart/totals.ts';
import { refusalOf } from '../platform/testing.ts';
import { addVariant, APPLY, cents, CUSTOMER_CART, newCoupon, REMOVE_COUPON, couponShop } from './coupon-fixtures.ts';
import { coupons } from './tables.ts';

const { t, regular, sale, setClock, as, newCart, cartOf, apply, applied, readCart, placeOrder } = couponShop();

describe('applyCouponToCart and removeCouponFromCart (CA14, CA3)', () => {
  it('CA14, CA3: HERFST15 typed in lower case with spaces applies: applied_coupons, one discount row labelled with the code, lower totals', async () => {
    const [a, b] = regular as [Variant, Variant];
    const cartId = await cartOf([a, b]);
    const before = await readCart(cartId);
    const cart = await applied(cartId, '  herfst15 ');
    expect(cart.applied_coupons).toEqual([{ code: 'HERFST15' }]);
    expect(cart.coupon_not_applied).toBeNull();
    const subtotal = a.price + b.price;
    const discount = Math.round(subtotal * 0.15);
    expect(cart.prices.discounts).toEqual([{ label: 'HERFST15', amount: { value: discount / 100, currency: 'EUR' } }]);
    expect(cents(cart.prices.subtotal_including_tax)).toBe(subtotal);
    expect(cents(cart.prices.subtotal_with_discount_including_tax)).toBe(subtotal - discount);
    expect(cents(cart.prices.grand_total)).toBe(cents(before.prices.grand_total) - discount);
    const lineDiscounts = cart.items.map((item) => cents(item.prices.total_item_discount));
    expect(lineDiscounts.reduce((x: number, y: number) => x + y, 0)).toBe(discount);
    for (const item of cart.items) {
      expect(item.prices.discounts).toEqual([{ label: 'HERFST15', amount: { value: item.prices.total_item_discount.value } }]);
    }
    // The VAT is that of what is paid: 21% inside the discounted subtotal, line by line.
    const expectedTax = cart.items.reduce((tax: number, item) => {
      const row = cents(item.prices.row_total_including_tax);
      const off = cents(item.prices.total_item_discount);
      return tax + (row - off) - (excludingTax(row, 2100) - excludingTax(off, 2100));
    }, 0);
    expect(cents(cart.prices.applied_taxes[0]!.amount)).toBe(expectedTax);
    expect(cents(cart.prices.subtotal_with_discount_excluding_tax) + expectedTax).toBe(subtotal - discount);
    // The cart query shows the same.
    expect((await readCart(cartId)).prices).toEqual(cart.prices);
  });

  it('CA14: removing the coupon takes the discount row away; removing again returns the cart unchanged', async () => {
    const cartId = await cartOf([regular[0] as Variant]);
    const before = await readCart(cartId);
    await applied(cartId, 'HERFST15');
    const removed = dataOf(await t.query(REMOVE_COUPON, { input: { cart_id: cartId } })).removeCouponFromCart.cart;
    expect(removed.applied_coupons).toEqual([]);
    expect(removed.prices.discounts).toEqual([]);
    expect(removed.prices.grand_total).toEqual(before.prices.grand_total);
    const again = dataOf(await t.query(REMOVE_COUPON, { input: { cart_id: cartId } })).removeCouponFromCart.cart;
    expect(again.prices).toEqual(removed.prices);
  });

  it('CA14: a cart holds one coupon: a second code is refused until the first is removed', async () => {
    const cartId = await cartOf([regular[0] as Variant]);
    await applied(cartId, 'HERFST15');
    const error = await refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: 'KOSTUUM25' } });
    expect(error).toEqual({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      category: 'graphql-input',
    });
    expect(errorOf(await apply(cartId, 'herfst15')).message).toMatch(/already applied/);
    expect(refusalOf(await apply(cartId, 'herfst15'))).toEqual({ code: 'COUPON_ALREADY_APPLIED', params: {} });
    dataOf(await t.query(REMOVE_COUPON, { input: { cart_id: cartId } }));
    const other = await newCoupon(t.db, { type: 'fixed', amount: 500 });
    expect((await applied(cartId, other)).applied_coupons).toEqual([{ code: other }]);
  });

  it('V13, CA14: empty, spaces only and over-long codes are refused with a clear message and nothing changes', async () => {
    const cartId = await cartOf([regular[0] as Variant]);
    const refuse = (code: string) => refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: code } });
    expect(await refuse('')).toEqual({ message: 'Required parameter "coupon_code" is missing', category: 'graphql-input' });
    expect((await refuse('   \t')).message).toBe('Required parameter "coupon_code" is missing');
    expect((await refuse('A'.repeat(65))).message).toBe('The coupon code is too long: it may hold at most 64 characters.');
    expect((await refuse('H'.repeat(100_000))).message).toBe('The coupon code is too long: it may hold at most 64 characters.');
    expect((await refuse('A'.repeat(64))).message).toBe(`The coupon code "${'A'.repeat(64)}" is not valid.`);
    expect(refusalOf(await apply(cartId, ' '))).toEqual({ code: 'COUPON_REQUIRED', params: {} });
    expect(refusalOf(await apply(cartId, 'A'.repeat(65)))).toEqual({ code: 'COUPON_TOO_LONG', params: { max: '64' } });
    expect(refusalOf(await apply(cartId, 'a'.repeat(64)))).toEqual({ code: 'COUPON_INVALID', params: { code: 'A'.repeat(64) } });
    const missing = await t.query(`mutation { applyCouponToCart(input: { cart_id: "${cartId}" }) { cart { id } } }`);
    expect(missing.errors?.[0]?.message).toMatch(/coupon_code/);
  });

  it('CA14: HTML and SQL-like codes are just unknown codes: refused as not valid, no coupon touched', async () => {
    const cartId = await cartOf([regular[0] as Variant]);
    const before = await t.db.select().from(coupons);
    for (const code of ['<script>alert(1)</script>', "' OR 1=1 --", "HERFST15'; DROP TABLE coupons; --", '%', '_', 'HERFST%']) {
      const error = await refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: code } });
      expect(error).toEqual({ message: `The coupon code "${code.trim().toUpperCase()}" is not valid.`, category: 'graphql-input' });
    }
    // Control characters (PostgreSQL text cannot even hold NUL) are refused before any query; a NUL
    // before any resolver runs (decision 032).
    const nul = await refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: 'HERFST\u000015' } });
    expect(nul).toEqual({ message: '"coupon_code" contains characters that are not allowed', category: 'graphql-input' });
    const escape = await refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: 'herfst15\u001b[31m' } });
    expect(escape.message).toMatch(/^The coupon code "HERFST15(\[31M)?" is not valid\.$/);
    expect(await t.db.select().from(coupons)).toEqual(before);
  });

  it('CA14, A20: unknown, foreign and inactive carts answer as the other cart mutations do', async () => {
    const unknown = errorOf(await apply('0'.repeat(32), 'HERFST15'));
    expect(unknown).toEqual({ message: `Could not find a cart with ID "${'0'.repeat(32)}"`, category: 'graphql-no-such-entity' });
    expect(errorOf(await apply('x'.repeat(500), 'HERFST15')).message).toBe(`Could not find a cart with ID "${'x'.repeat(64)}…"`);
    expect(errorOf(await t.query(REMOVE_COUPON, { input: { cart_id: 'nope' } })).message).toBe('Could not find a cart with ID "nope"');

    const customer = await newCustomer(t.db, 'coupon-foreign');
    const customerCartId = dataOf(await t.query(CUSTOMER_CART, {}, as(customer.token))).customerCart.id as string;
    await addVariant(t, customerCartId, regular[0] as Variant, 1, customer.token);
    const foreign = errorOf(await apply(customerCartId, 'HERFST15'));
    expect(foreign).toEqual({
      message: `The current user cannot perform operations on cart "${customerCartId}"`,
      category: 'graphql-authorization',
    });
    expect(errorOf(await t.query(REMOVE_COUPON, { input: { cart_id: customerCartId } })).category).toBe('graphql-authorization');
    const other = await newCustomer(t.db, 'coupon-other');
    expect(errorOf(await apply(customerCartId, 'HERFST15', other.token)).category).toBe('graphql-authorization');
    // Its owner, with the Bearer token, may.
    expect((await applied(customerCartId, 'HERFST15', customer.token)).applied_coupons).toEqual([{ code: 'HERFST15' }]);

    const guestCart = await cartOf([regular[1] as Variant]);
    await completeCheckout(t, guestCart);
    dataOf(await placeOrder(guestCart));
    expect(errorOf(await apply(guestCart, 'HERFST15'))).toEqual({ message: "The cart isn't active", category: 'graphql-no-such-entity' });
    expect(errorOf(await t.query(REMOVE_COUPON, { input: { cart_id: guestCart } })).message).toBe("The cart isn't active");
  });

  it('CA14: a coupon on an empty cart is refused with Magento’s text', async () => {
    const cartId = await newCart();
    expect(errorOf(await apply(cartId, 'HERFST15')).message).toBe('Cart does not contain products.');
    expect(refusalOf(await apply(cartId, 'HERFST15'))).toEqual({ code: 'COUPON_CART_EMPTY', params: {} });
  });
});

describe('the coupon rules (CA14)', () => {
  it('CA14: unknown, switched off (PERSONEEL25) and expired (ZOMER20) codes are refused: "code invalid or expired"', async () => {
    const cartId = await cartOf([regular[0] as Variant]);
    for (const code of ['BESTAATNIET', 'personeel25', 'ZOMER20']) {
      const error = await refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: code } });
      expect(error.message).toBe(`The coupon code "${code.toUpperCase()}" is not valid.`);
    }
  });

  it('CA14: valid from and to, judged with the shop clock, both when applying and on every read', async () => {
    const code = await newCoupon(t.db, { fromDate: new Date('2030-01-01T00:00:00Z'), toDate: new Date('2030-01-31T22:59:59Z') });
    const cartId = await cartOf([regular[0] as Variant]);
    setClock(new Date('2029-12-31T23:59:59Z'));
    expect(errorOf(await apply(cartId, code)).message).toBe(`The coupon code "${code}" is not valid.`);
    setClock(new Date('2030-01-01T00:00:00Z'));
    expect((await applied(cartId, code)).applied_coupons).toEqual([{ code }]);
    setClock(new Date('2030-01-31T22:59:59Z'));
    expect((await readCart(cartId)).applied_coupons).toEqual([{ code }]);
    setClock(new Date('2030-01-31T23:00:00Z'));
    const expired = await readCart(cartId);
    expect(expired.applied_coupons).toEqual([]);
    expect(expired.prices.discounts).toEqual([]);
    expect(cents(expired.prices.subtotal_with_discount_including_tax)).toBe(cents(expired.prices.subtotal_including_tax));
    expect(expired.coupon_not_applied).toEqual({
      code,
      reason: 'INVALID',
      message: `The coupon code "${code}" is not valid.`,
      minimum_subtotal: null,
    });
  });

  it('CA14: a coupon for other stores is refused; the empty list means every store', async () => {
    const deOnly = await newCoupon(t.db, { storeCodes: ['de'] });
    const both = await newCoupon(t.db, { storeCodes: ['nl', 'de'] });
    const cartId = await cartOf([regular[0] as Variant]);
    expect(errorOf(await apply(cartId, deOnly)).message).toBe(`The coupon code "${deOnly}" is not valid.`);
    expect((await applied(cartId, both)).applied_coupons).toEqual([{ code: both }]);
  });

  it('CA14: a coupon used up (times_used = usage_limit) is refused; one use left is accepted', async () => {
    const usedUp = await newCoupon(t.db, { usageLimit: 2, timesUsed: 2 });
    const oneLeft = await newCoupon(t.db, { usageLimit: 2, timesUsed: 1 });
    const cartId = await cartOf([regular[0] as Variant]);
    expect(errorOf(await apply(cartId, usedUp)).message).toBe(`The coupon code "${usedUp}" is not valid.`);
    expect((await applied(cartId, oneLeft)).applied_coupons).toEqual([{ code: oneLeft }]);
  });

  it('CA14: the minimum subtotal is its own message naming the amount; a cart that drops below keeps the code without discount', async () => {
    const v = regular.find((candidate) => candidate.price < 7500);
    if (!v) throw new Error('no regular variant under 75 euro');
    const quantity = Math.ceil(15_000 / v.price);
    const cartId = await cartOf([v], quantity - 1);
    const refused = await refusedUnchanged(t, cartId, APPLY, { input: { cart_id: cartId, coupon_code: 'KOSTUUM25' } });
    expect(refused.message).toBe('The coupon code "KOSTUUM25" requires a subtotal of at least 150.00 EUR.');
    expect(refusalOf(await apply(cartId, 'kostuum25'))).toEqual({
      code: 'COUPON_MIN_SUBTOTAL',
      params: { code: 'KOSTUUM25', minimum: '150.00', currency: 'EUR' },
    });

    const update = `mutation ($input: UpdateCartItemsInput!) { updateCartItems(input: $input) { cart { id items { id } } } }`;
    const lineId = Number((await readCart(cartId)).items[0]!.id);
    dataOf(await t.query(update, { input: { cart_id: cartId, cart_items: [{ cart_item_id: lineId, quantity }] } }));
    const cart = await applied(cartId, 'KOSTUUM25');
    expect(cart.prices.discounts).toEqual([{ label: 'KOSTUUM25', amount: { value: 25, currency: 'EUR' } }]);

    dataOf(await t.query(update, { input: { cart_id: cartId, cart_items: [{ cart_item_id: lineId, quantity: quantity - 1 }] } }));
    const below = await readCart(cartId);
    expect(below.applied_coupons).toEqual([]);
    expect(below.prices.discounts).toEqual([]);
    expect(below.coupon_not_applied).toEqual({
      code: 'KOSTUUM25',
      reason: 'MIN_SUBTOTAL',
      message: 'The coupon code "KOSTUUM25" requires a subtotal of at least 150.00 EUR.',
      minimum_subtotal: { value: 150, currency: 'EUR' },
    });
    const [row] = await t.db.select().from(carts).where(eq(carts.maskedId, cartId));
    expect(row?.couponCode).toBe('KOSTUUM25');
    // Back above the minimum, the discount returns by itself.
    dataOf(await t.query(update, { input: { cart_id: cartId, cart_items: [{ cart_item_id: lineId, quantity }] } }));
    expect((await readCart(cartId)).applied_coupons).toEqual([{ code: 'KOSTUUM25' }]);
  });

  it('CA14, NL8: WELKOM10 leaves sale items alone: sale items only are refused, a mixed cart gets 10 euro off the regular line', async () => {
    const saleOnly = await cartOf([sale[0] as Variant]);
    const refused = await refusedUnchanged(t, saleOnly, APPLY, { input: { cart_id: saleOnly, coupon_code: 'WELKOM10' } });
    expect(refused.message).toBe('The coupon code "WELKOM10" does not apply to any item in the cart.');
    expect(refusalOf(await apply(saleOnly, 'WELKOM10'))).toEqual({ code: 'COUPON_NO_ELIGIBLE_ITEMS', params: { code: 'WELKOM10' } });
    // HERFST15 does not exclude sale items.
    expect((await applied(saleOnly, 'HERFST15')).applied_coupons).toEqual([{ code: 'HERFST15' }]);

    const mixedId = await cartOf([sale[0] as Variant, regular[0] as Variant]);
    const mixed = await applied(mixedId, 'welkom10');
    const byParent = new Map(mixed.items.map((item) => [item.sku, cents(item.prices.total_item_discount)]));
    expect(byParent.get((sale[0] as Variant).sku)).toBe(0);
    expect(byParent.get((regular[0] as Variant).sku)).toBe(Math.min(1000, (regular[0] as Variant).price));
    expect(mixed.prices.discounts).toEqual([{ label: 'WELKOM10', amount: { value: 10, currency: 'EUR' } }]);

    // Removing the regular line leaves sale items only: the code stays, without discount, and says why.
    const remove = `mutation ($input: RemoveItemFromCartInput!) { removeItemFromCart(input: $input) { cart { id } } }`;
    const regularLine = mixed.items.find((item) => item.sku === (regular[0] as Variant).sku);
    dataOf(await t.query(remove, { input: { cart_id: mixedId, cart_item_id: Number(regularLine!.id) } }));
    const left = await readCart(mixedId);
    expect(left.applied_coupons).toEqual([]);
    expect(left.coupon_not_applied).toMatchObject({ code: 'WELKOM10', reason: 'NO_ELIGIBLE_ITEMS' });
  });

  it('CA14: gift cards are never discounted, also by a percentage on the whole collection', async () => {
    const cartId = await cartOf([regular[0] as Variant]);
    const ecard = {
      sku: 'giftcard',
      quantity: 1,
      selected_options: [uid.type('virtual'), uid.amount(50)],
      entered_options: [
        { uid: uid.senderName, value: 'Jan' },
        { uid: uid.recipientName, value: 'Piet' },
        { uid: uid.recipientEmail, value: 'piet@example.com' },
      ],
    };
    const addCard = `mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } user_errors { message } } }`;
    const added = dataOf(
      await t.query(addCard, {
        cartId,
        items: [ecard],
      }),
    ).addProductsToCart;
    expect(added.user_errors).toEqual([]);
    const cart = await applied(cartId, 'HERFST15');
    const card = cart.items.find((item) => item.__typename === 'GiftCardCartItem');
    expect(cents(card!.prices.total_item_discount)).toBe(0);
    expect(card!.prices.discounts).toEqual([]);
    expect(cents(cart.prices.discounts[0]!.amount)).toBe(Math.round((regular[0] as Variant).price * 0.15));
    const onlyCard = await newCart();
    await t.query(addCard, {
      cartId: onlyCard,
      items: [ecard],
    });
    expect(errorOf(await apply(onlyCard, 'HERFST15')).message).toBe('The coupon code "HERFST15" does not apply to any item in the cart.');
  });

  it('CA14: a fixed amount is spread over the lines in proportion and its VAT share comes off the tax', async () => {
    const [a, b] = regular as [Variant, Variant];
    const code = await newCoupon(t.db, { type: 'fixed', amount: 1001 });
    const cartId = await cartOf([a, b]);
    const cart = await applied(cartId, code);
    const shares = cart.items.map((item) => cents(item.prices.total_item_discount));
    expect(shares.reduce((x: number, y: number) => x + y, 0)).toBe(1001);
    const total = a.price + b.price;
    const exact = cart.items.map((item) => (1001 * cents(item.prices.row_total_including_tax)) / total);
    shares.forEach((share: number, i: number) => expect(Math.abs(share - exact[i]!)).toBeLessThanOrEqual(1));
    const excl = cents(cart.prices.subtotal_excluding_tax);
    const exclOff = shares.reduce((sum: number, share: number) => sum + excludingTax(share, 2100), 0);
    expect(cents(cart.prices.subtotal_with_discount_excluding_tax)).toBe(excl - exclOff);
    expect(cents(cart.prices.applied_taxes[0]!.amount)).toBe(total - 1001 - (excl - exclOff));
  });
});

describe('coupons in another store (CA14)', () => {
  it('CA14: in the German store the discount takes its 19% VAT share off; a coupon for the Dutch store only is refused there', async () => {
    const [a] = regular as [Variant];
    const de = { store: 'de' };
    const cartId = dataOf(await t.query(CREATE, {}, de)).createEmptyCart as string;
    const add = `mutation ($input: AddConfigurableProductsToCartInput!) { addConfigurableProductsToCart(input: $input) { cart { id } } }`;
    dataOf(
      await t.query(add, { input: { cart_id: cartId, cart_items: [{ parent_sku: a.parentSku, data: { sku: a.sku, quantity: 3 } }] } }, de),
    );
    const nlOnly = await newCoupon(t.db, { storeCodes: ['nl'] });
    const refused = errorOf(await t.query(APPLY, { input: { cart_id: cartId, coupon_code: nlOnly } }, de));
    expect(refused.message).toBe(`The coupon code "${nlOnly}" is not valid.`);
    const cart = dataOf(await t.query(APPLY, { input: { cart_id: cartId, coupon_code: 'HERFST15' } }, de)).applyCouponToCart.cart;
    const row = cents(cart.items[0]!.prices.row_total_including_tax);
    const off = Math.round(row * 0.15);
    expect(cents(cart.prices.discounts[0]!.amount)).toBe(off);
    expect(cents(cart.prices.subtotal_with_discount_excluding_tax)).toBe(excludingTax(row, 1900) - excludingTax(off, 1900));
    expect(cart.prices.applied_taxes[0]!.label).toMatch(/19/);
    expect(cents(cart.prices.applied_taxes[0]!.amount)).toBe(row - off - (excludingTax(row, 1900) - excludingTax(off, 1900)));
    // The Dutch store does not know the German cart.
    expect(errorOf(await apply(cartId, 'HERFST15')).message).toBe(`Could not find a cart with ID "${cartId}"`);
  });
});
