/**
 * The figures the cart and product pages show, computed by the API once (decision 040): the
 * regular-price subtotal, each kind of discount, the free-shipping remainder and a bundle's size
 * surcharge.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../catalog/tables.ts';
import { APPLY as APPLY_COUPON, cents, newCoupon, variantsOf } from '../coupon/coupon-fixtures.ts';
import { APPLY as APPLY_CARD, makeCard } from '../giftcard/giftcard-fixtures.ts';
import { ADD_BUNDLE, bundleLineInput, bundleWithChoices, cartWith, dataOf, MONEY, UPDATE, type Variant } from './cart-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const FIGURES = /* GraphQL */ `
  id
  prices {
    original_subtotal_including_tax { ${MONEY} }
    subtotal_with_discount_including_tax { ${MONEY} }
    discount_totals { kind label amount { ${MONEY} } }
    free_shipping_remaining { ${MONEY} }
  }
  items {
    id quantity
    prices { price_including_tax { value } original_item_price { value } original_row_total { value } row_total_including_tax { value } }
    ... on BundleCartItem { bundle_surcharge { value } }
  }
`;
const CART = `query ($id: String!) { cart(cart_id: $id) { ${FIGURES} } }`;
const BUNDLE_PAGE = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items { ... on BundleProduct {
    items { option_id options { quantity size_surcharges { sku surcharge { value } } } }
  } } }
}`;

let sale: Variant;
let saleRegular: number;
/** The Dutch store's free-shipping limit in cents (seeded at 100 euro). */
let limit: number;

const t = testApiForFile({ products: 40 }, async () => {
  // A sale item of 60.00 at 45.00, well below the limit (the seed's sale items may cost more).
  [sale] = (await variantsOf(t.db, 'sale', 1)) as [Variant];
  saleRegular = 6000;
  sale = { ...sale, price: 4500 };
  await t.db.update(products).set({ price: saleRegular, specialPrice: sale.price }).where(eq(products.id, sale.productId));
  limit = Math.round(dataOf(await t.query('{ storeConfig { free_shipping_limit } }')).storeConfig.free_shipping_limit * 100);
});

const readCart = async (cartId: string, store?: string) => dataOf(await t.query(CART, { id: cartId }, store ? { store } : {})).cart;
const kinds = (cart: { prices: { discount_totals: { kind: string; label: string | null; amount: { value: number } }[] } }) =>
  cart.prices.discount_totals.map((entry) => ({ kind: entry.kind, label: entry.label, amount: cents(entry.amount) }));

describe('the cart page figures (CA15, CA16, CA28)', () => {
  it('a sale item, a coupon and a gift card each show as their own kind; below the limit the remainder is what is missing', async () => {
    const cartId = await cartWith(t, sale, 1);
    const code = await newCoupon(t.db, { type: 'fixed', amount: 500 });
    dataOf(await t.query(APPLY_COUPON, { input: { cart_id: cartId, coupon_code: code } }));
    const card = await makeCard(t.db, 100);
    dataOf(await t.query(APPLY_CARD, { input: { cart_id: cartId, gift_card_code: card.number, gift_card_pin: card.pin } }));

    const cart = await readCart(cartId);
    expect(cents(cart.prices.original_subtotal_including_tax)).toBe(saleRegular);
    expect(kinds(cart)).toEqual([
      { kind: 'OFFER', label: null, amount: saleRegular - sale.price },
      { kind: 'COUPON', label: code, amount: 500 },
      { kind: 'GIFT_CARD', label: null, amount: 100 },
    ]);
    // Free shipping is judged after the coupon, not after the gift card (which pays, it does not discount).
    expect(cents(cart.prices.free_shipping_remaining)).toBe(limit - (sale.price - 500));
    expect(cart.items[0]!.prices).toEqual({
      price_including_tax: { value: sale.price / 100 },
      original_item_price: { value: saleRegular / 100 },
      original_row_total: { value: saleRegular / 100 },
      row_total_including_tax: { value: sale.price / 100 },
    });
  });

  it('from the limit on there is no remainder; a cart without offers or coupon lists no discount', async () => {
    const cartId = await cartWith(t, sale, 1);
    const quantity = Math.ceil(limit / sale.price);
    const line = (await readCart(cartId)).items[0];
    dataOf(await t.query(UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_id: Number(line!.id), quantity }] } }));
    const cart = await readCart(cartId);
    expect(cart.prices.free_shipping_remaining).toBeNull();
    expect(cents(cart.prices.original_subtotal_including_tax)).toBe(saleRegular * quantity);
    expect(kinds(cart)).toEqual([{ kind: 'OFFER', label: null, amount: (saleRegular - sale.price) * quantity }]);
    expect(cents(cart.items[0]!.prices.original_row_total)).toBe(saleRegular * quantity);

    const [regular] = await variantsOf(t.db, 'regular', 1);
    const plain = await readCart(await cartWith(t, regular as Variant, 1));
    expect(plain.prices.discount_totals).toEqual([]);
    expect(cents(plain.prices.original_subtotal_including_tax)).toBe(cents(plain.prices.subtotal_with_discount_including_tax));
  });

  it('CA28: a store without free shipping has no remainder at all', async () => {
    const cart = await readCart(await cartWith(t, sale, 1, 'de'), 'de');
    expect(cart.prices.free_shipping_remaining).toBeNull();
  });
});

describe('the bundle surcharge (D10, decision 019)', () => {
  it('a size priced above its slot adds the same to the product page and the cart line', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const first = choices[0];
    if (!first) throw new Error('bundle without slots');
    const [child] = await t.db.select().from(products).where(eq(products.id, first.child.id));
    if (!child) throw new Error('seed');
    const page = async () => {
      const items = dataOf(await t.query(BUNDLE_PAGE, { sku: bundle.sku })).products.items[0]!.items;
      const slot = items.find((item: { option_id: number }) => item.option_id === first.slot.id);
      const sizes: { sku: string; surcharge: { value: number } }[] = slot!.options[0]!.size_surcharges;
      return new Map(sizes.map((size) => [size.sku, cents(size.surcharge)]));
    };
    const line = async () => {
      const cartId = dataOf(await t.query('mutation { createEmptyCart }')).createEmptyCart as string;
      dataOf(await t.query(ADD_BUNDLE, bundleLineInput(cartId, { bundle, choices })));
      return (await readCart(cartId)).items[0];
    };
    const final = bundle.specialPrice != null && bundle.specialPrice < bundle.price ? bundle.specialPrice : bundle.price;

    // The seed's sizes share a price: nothing is added.
    expect([...(await page()).values()].every((surcharge) => surcharge === 0)).toBe(true);
    expect(cents((await line())!.bundle_surcharge)).toBe(0);

    const extra = 1000 * first.slot.quantity;
    await t.db
      .update(products)
      .set({ price: child.price + 1000, specialPrice: child.specialPrice == null ? null : child.specialPrice + 1000 })
      .where(eq(products.id, child.id));
    try {
      expect((await page()).get(child.sku)).toBe(extra);
      const priced = await line();
      expect(cents(priced!.bundle_surcharge)).toBe(extra);
      expect(cents(priced!.prices.price_including_tax)).toBe(final + extra);
      expect(cents(priced!.prices.original_item_price)).toBe(bundle.price + extra);
    } finally {
      await t.db.update(products).set({ price: child.price, specialPrice: child.specialPrice }).where(eq(products.id, child.id));
    }
  });
});
