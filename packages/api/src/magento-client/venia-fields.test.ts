/**
 * The Magento fields added for Venia's documents (decision 061), asked as Venia asks them, each with
 * what a shopper of a Venia storefront would see: the currency switcher's one currency, the mini
 * cart's count and legacy prices, the billing step's null second street line, the new account's
 * confirmation, the wishlist's name and refusals, the contact form's and search term's answers.
 */
import { describe, expect, it } from 'vitest';
import { ADD_SIMPLE, CART, dataOf, errorOf } from '../cart/cart-fixtures.ts';
import { customerWithToken } from '../newsletter/test-support.ts';
import { CUSTOMER_WISHLISTS, wishlistShop } from '../wishlist/wishlist-fixtures.ts';

const { t, skus } = wishlistShop();

describe('the store answers as Magento for what Venia reads at start', () => {
  it("gives the currency switcher the store's one currency, euro, at rate 1", async () => {
    const { currency } = dataOf(
      await t.query(
        '{ currency { default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } } }',
      ),
    );
    expect(currency).toEqual({
      default_display_currency_code: 'EUR',
      default_display_currency_symbol: '€',
      available_currency_codes: ['EUR'],
      exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
    });
  });

  it('has no reCAPTCHA for Venia to load, no search term redirects and no contact form', async () => {
    expect(dataOf(await t.query('{ recaptchaV3Config { website_key forms } }')).recaptchaV3Config).toBeNull();
    expect(
      dataOf(await t.query('query ($q: String) { searchTerm(Search: $q) { query_text redirect } }', { q: 'overhemd' })).searchTerm,
    ).toBeNull();
    const refused = await t.query('mutation { contactUs(input: { name: "Jan", email: "jan@example.com", comment: "Hallo" }) { status } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONTACT_FORM_UNAVAILABLE', category: 'graphql-input' });
  });
});

/** A product's legacy price beside its price range, as the test asks them. */
interface LegacyPriceAnswer {
  price: {
    regularPrice: { amount: { value: number; currency: string } };
    minimalPrice: { amount: { value: number } };
    maximalPrice: { amount: { value: number }; adjustments: unknown[] };
  };
  price_range: {
    minimum_price: { regular_price: { value: number }; final_price: { value: number } };
    maximum_price: { final_price: { value: number } };
  };
}

describe("Venia's CMS blocks", () => {
  it('refuses a block by identifier as Magento refuses an unknown one, and a request without identifiers', async () => {
    const BLOCKS = 'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }';
    const unknown = await t.query(BLOCKS, { ids: ['contact-us-sidebar'] });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'CMS_BLOCK_NOT_FOUND',
      params: { identifier: 'contact-us-sidebar' },
      category: 'graphql-no-such-entity',
    });
    expect((await t.query(BLOCKS, { ids: [] })).errors?.[0]?.extensions).toMatchObject({
      code: 'INPUT_REQUIRED',
      category: 'graphql-input',
    });
  });
});

describe('the cart as Venia reads it', () => {
  it("counts the cart icon's items and shows a product's legacy price, the same as its price range", async () => {
    const cartId = dataOf(await t.query('mutation { createEmptyCart }')).createEmptyCart as string;
    dataOf(await t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: skus.simple, quantity: 2 } }] } }));
    const cart = dataOf(
      await t.query(
        `query ($id: String!) { cart(cart_id: $id) { total_quantity total_summary_quantity_including_config
          items { product { price { regularPrice { amount { value currency } } minimalPrice { amount { value } } maximalPrice { amount { value } adjustments { code } } }
            price_range { minimum_price { regular_price { value } final_price { value } } maximum_price { final_price { value } } } } } } }`,
        { id: cartId },
      ),
    ).cart!;
    expect(cart.total_summary_quantity_including_config).toBe(2);
    expect(cart.total_summary_quantity_including_config).toBe(cart.total_quantity);
    const { price, price_range: range } = cart.items[0]!.product as unknown as LegacyPriceAnswer;
    expect(price.regularPrice.amount).toEqual({ value: range.minimum_price.regular_price.value, currency: 'EUR' });
    expect(price.minimalPrice.amount.value).toBe(range.minimum_price.final_price.value);
    expect(price.maximalPrice).toEqual({ amount: { value: range.maximum_price.final_price.value }, adjustments: [] });
    expect(range.minimum_price.regular_price.value).toBeGreaterThan(0);
  });

  it("takes Venia's billing address with a null second street line, and still refuses an empty street", async () => {
    const cartId = dataOf(await t.query('mutation { createEmptyCart }')).createEmptyCart as string;
    dataOf(await t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: skus.simple, quantity: 1 } }] } }));
    const BILLING = `mutation ($cartId: String!, $street1: String!, $street2: String) {
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: {
        firstname: "Jan", lastname: "de Vries", street: [$street1, $street2], city: "Amsterdam",
        postcode: "1012 LG", country_code: "NL", telephone: "0612345678" } } }) { cart { billing_address { street } } } }`;
    const taken = await t.query(BILLING, { cartId, street1: 'Damrak 1-3 hs', street2: null });
    expect(dataOf(taken).setBillingAddressOnCart.cart.billing_address.street).toEqual(['Damrak', '1', '3 hs']);
    const empty = await t.query(BILLING, { cartId, street1: '', street2: null });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input' });
    expect(dataOf(await t.query(CART, { id: cartId })).cart.billing_address.street).toEqual(['Damrak', '1', '3 hs']);
  });
});

/** What Venia's category list asks of a category's subcategories. */
interface CategoriesAnswer {
  categories: {
    items: {
      id: number;
      children: {
        id: number;
        uid: string;
        path: string;
        preview: { total_count: number; items: { sku: string; rating_summary: number }[] };
      }[];
    }[];
  };
}

describe('the categories as Venia reads them', () => {
  it('gives a subcategory its path from the top level, no suffix, and its products as the listing counts them', async () => {
    const { categories } = dataOf(
      await t.query(`{ categories { items { id uid children { id uid url_path path url_suffix image meta_keywords display_mode cms_block { content }
        preview: products(pageSize: 1) { total_count items { sku rating_summary } } } } } }`),
    ) as unknown as CategoriesAnswer;
    const top = categories.items[0]!;
    const child = top.children.find((category) => category.preview.total_count > 0)!;
    expect(child).toMatchObject({
      path: `${top.id}/${child.id}`,
      url_suffix: '',
      image: null,
      meta_keywords: null,
      display_mode: 'PRODUCTS',
      cms_block: null,
    });
    const listed = dataOf(
      await t.query(
        'query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 1) { total_count items { sku } } }',
        {
          uid: child.uid,
        },
      ),
    ).products!;
    expect(child.preview.total_count).toBe(listed.total_count);
    expect(child.preview.items).toEqual([{ sku: listed.items[0]!.sku, rating_summary: 0 }]);
  });
});

describe('the account and wishlist as Venia reads them', () => {
  it('has a new account confirmed at once, so Venia signs the shopper in', async () => {
    const shopper = await customerWithToken(t.db);
    expect(dataOf(await t.query('{ customer { email is_confirmed } }', undefined, { token: shopper.token })).customer).toEqual({
      email: shopper.email,
      is_confirmed: true,
    });
  });

  it("names the customer's one wishlist by no name, keeps it private and refuses a second one or a new name", async () => {
    const shopper = await customerWithToken(t.db);
    const customer = dataOf(
      await t.query('{ customer { wishlists { id name visibility } } }', undefined, { token: shopper.token }),
    ).customer!;
    expect(customer.wishlists).toEqual([{ id: expect.any(String), name: null, visibility: 'PRIVATE' }]);
    const wishlistId = customer.wishlists[0]!.id as string;

    const created = await t.query(
      'mutation { createWishlist(input: { name: "Verjaardag", visibility: PUBLIC }) { wishlist { id } } }',
      undefined,
      { token: shopper.token },
    );
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'WISHLIST_ONE_PER_CUSTOMER', category: 'graphql-input' });
    const UPDATE =
      'mutation ($id: ID!) { updateWishlist(wishlistId: $id, name: "Verjaardag", visibility: PUBLIC) { uid name visibility } }';
    expect((await t.query(UPDATE, { id: wishlistId }, { token: shopper.token })).errors?.[0]?.extensions).toMatchObject({
      code: 'WISHLIST_ONE_PER_CUSTOMER',
    });
    // Another customer's wishlist is not found, as for every wishlist operation.
    const other = await customerWithToken(t.db);
    expect(errorOf(await t.query(UPDATE, { id: wishlistId }, { token: other.token })).category).toBe('graphql-no-such-entity');
    // Nothing changed: still one wishlist without a name.
    expect(dataOf(await t.query(CUSTOMER_WISHLISTS, undefined, { token: shopper.token })).customer.wishlists).toHaveLength(1);
    // A guest is asked to sign in.
    expect(
      (await t.query('mutation { createWishlist(input: { name: "x", visibility: PRIVATE }) { wishlist { id } } }')).errors,
    ).toBeDefined();
  });
});
