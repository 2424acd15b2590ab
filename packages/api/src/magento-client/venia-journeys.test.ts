/**
 * PWA Studio's (Venia's) shopper journeys, end to end, in its own order and transport (decision 062):
 * queries by GET with the query text compacted as peregrine's `shrinkQuery` does
 * (`stripIgnoredCharacters`), mutations by POST, `authorization: Bearer …` or empty, the `store`
 * header. Each document is Venia's operation (the file it comes from is named beside it), asking the
 * fields the step shows; decision 061 checks Venia's complete documents against the schema.
 */
import { magentoEstimateAddress, paymentCodes } from '@shop/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { parse, stripIgnoredCharacters } from 'graphql';
import { describe, expect, it } from 'vitest';
import { setStock, variantsInStock } from '../cart/cart-fixtures.ts';
import { products } from '../catalog/tables.ts';
import { orders } from '../checkout/tables.ts';
import { APPLY as APPLY_CARD, makeCard } from '../giftcard/giftcard-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 40 });

/** Venia reads its answers as plain JSON whose shape its document decides; so does this test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type VeniaData = Record<string, any>;

interface VeniaAnswer {
  data?: VeniaData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; category?: string } }[];
}

/** How Venia's Apollo link sends one operation: a query by GET (compacted), a mutation by POST. */
async function venia(
  document: string,
  variables: Record<string, unknown>,
  session: { store: string; token?: string },
): Promise<VeniaAnswer> {
  const headers: Record<string, string> = { store: session.store, authorization: session.token ? `Bearer ${session.token}` : '' };
  const isMutation = parse(document).definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
  const response = isMutation
    ? await t.request({
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: document, variables }),
      })
    : await t.request({
        method: 'GET',
        headers,
        path: `/graphql?${new URLSearchParams({ query: stripIgnoredCharacters(document), variables: JSON.stringify(variables) })}`,
      });
  expect(response.status).toBe(200);
  return (await response.json()) as VeniaAnswer;
}

/** The answer's data, failing with the errors when there are any. */
async function dataOf(answer: Promise<VeniaAnswer>): Promise<VeniaData> {
  const { data, errors } = await answer;
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data!;
}

// peregrine talons/MagentoRoute/magentoRoute.gql.js
const RESOLVE_URL = `
  query ResolveURL($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on CmsPage { identifier }
      ... on ProductInterface { id uid __typename }
      ... on CategoryInterface { id uid }
    }
  }`;
// venia-ui RootComponents/Category/category.gql.js (GetCategories, its product tiles)
const CATEGORY_PRODUCTS = `
  query GetCategories($id: String!, $pageSize: Int!, $currentPage: Int!, $filters: ProductAttributeFilterInput!) {
    categories(filters: { category_uid: { in: [$id] } }) { items { uid url_path url_key } }
    products(pageSize: $pageSize, currentPage: $currentPage, filter: $filters) {
      items { id uid name sku url_key __typename stock_status price_range { maximum_price { final_price { currency value } } } }
      total_count
    }
  }`;
// venia-ui RootComponents/Product/product.gql.js (getProductDetailForProductPage, the options part)
const PRODUCT_DETAIL = `
  query getProductDetailForProductPage($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        id uid sku name __typename url_key
        price_range { maximum_price { final_price { currency value } } }
        ... on ConfigurableProduct {
          configurable_options { attribute_code label values { uid label } }
          variants { attributes { code uid } product { uid sku stock_status price_range { maximum_price { final_price { value } } } } }
        }
      }
    }
  }`;
// peregrine talons/CreateAccount, Cart: createCart.gql.js
const CREATE_CART = `mutation createCart { cartId: createEmptyCart }`;
// peregrine talons/ProductFullDetail/productFullDetail.gql.ce.js (AddProductToCart) and Gallery/addToCart.gql.js
const ADD_TO_CART = `
  mutation AddProductToCart($cartId: String!, $product: CartItemInput!) {
    addProductsToCart(cartId: $cartId, cartItems: [$product]) {
      cart { id total_quantity items { uid quantity product { uid sku name } prices { price { value } row_total_including_tax { value } } } }
      user_errors { code message }
    }
  }`;
// venia-ui CartPage/PriceAdjustments/ShippingMethods/shippingMethods.gql.js (SetShippingAddressForEstimate)
const ESTIMATE = `
  mutation SetShippingAddressForEstimate($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart {
        id
        shipping_addresses {
          country { code } postcode
          available_shipping_methods { carrier_code carrier_title method_code method_title amount { currency value } }
          selected_shipping_method { carrier_code method_code }
        }
      }
    }
  }`;
// venia-ui CartPage/PriceAdjustments/ShippingMethods and CheckoutPage/ShippingMethod (SetShippingMethod)
const SET_SHIPPING_METHOD = `
  mutation SetShippingMethod($cartId: String!, $shippingMethod: ShippingMethodInput!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$shippingMethod] }) {
      cart { id prices { grand_total { currency value } subtotal_including_tax { value } } shipping_addresses { selected_shipping_method { carrier_code method_code amount { value } } } }
    }
  }`;
// peregrine talons/CheckoutPage/ShippingInformation/AddressForm/guestForm.gql.js
const SET_GUEST_SHIPPING = `
  mutation SetGuestShipping($cartId: String!, $email: String!, $address: CartAddressInput!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart { id email shipping_addresses { firstname lastname street city postcode country { code } telephone } }
    }
  }`;
// peregrine talons/CheckoutPage/BillingAddress/billingAddress.gql.js (setBillingAddress, same as shipping)
const SET_BILLING_SAME = `
  mutation setBillingAddress($cartId: String!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {
      cart { id billing_address { firstname lastname street city postcode country { code } } }
    }
  }`;
// peregrine talons/CheckoutPage/PaymentInformation/paymentInformation.gql.js
const PAYMENT_INFORMATION = `
  query getPaymentInformation($cartId: String!) {
    cart(cart_id: $cartId) { id selected_payment_method { code } available_payment_methods { code title } }
  }`;
const SET_PAYMENT_METHOD = `
  mutation setPaymentMethod($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id selected_payment_method { code title } } }
  }`;
// peregrine talons/CheckoutPage/checkoutPage.gql.js
const PLACE_ORDER = `
  mutation placeOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) { order { order_number } }
  }`;
// peregrine talons/CreateAccount/createAccount.gql.js, SignIn/signIn.gql.js, cart merge
const CREATE_ACCOUNT = `
  mutation CreateAccount($email: String!, $firstname: String!, $lastname: String!, $password: String!, $is_subscribed: Boolean!) {
    createCustomer(input: { email: $email, firstname: $firstname, lastname: $lastname, password: $password, is_subscribed: $is_subscribed }) {
      customer { email firstname lastname }
    }
  }`;
const SIGN_IN = `
  mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const CUSTOMER_CART = `query GetCustomerCartIdForSignIn { customerCart { id } }`;
const MERGE_CARTS = `
  mutation MergeCartsAfterSignIn($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      id total_quantity items { uid quantity product { sku } }
    }
  }`;
// venia-ui WishlistPage and peregrine talons/Wishlist
const WISHLISTS = `
  query GetCustomerWishlist { customer { wishlists { id items_count items_v2 { items { id product { uid sku } } } } } }`;
const ADD_TO_WISHLIST = `
  mutation addProductToWishlist($wishlistId: ID!, $itemOptions: WishlistItemInput!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [$itemOptions]) { user_errors { code message } }
  }`;
const REMOVE_FROM_WISHLIST = `
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsId: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $wishlistItemsId) { wishlist { id items_count } }
  }`;
const WISHLIST_TO_CART = `
  mutation AddWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]!) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) { status add_wishlist_items_to_cart_user_errors { message } }
  }`;
// venia-ui AddressBookPage/addressBookPage.gql.js
const CREATE_ADDRESS = `
  mutation AddNewCustomerAddressToAddressBook($address: CustomerAddressInput!) { createCustomerAddress(input: $address) { id street city } }`;
const CUSTOMER_ADDRESSES = `query GetCustomerAddressesForAddressBook { customer { addresses { id street city postcode country_code default_shipping } } }`;
const SET_CUSTOMER_SHIPPING = `
  mutation SetCustomerAddressOnCart($cartId: String!, $addressId: Int!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) { cart { id } }
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { customer_address_id: $addressId } }) { cart { id } }
  }`;
// venia-ui OrderHistoryPage/orderHistoryPage.gql.js (the fields the order row shows)
const ORDER_HISTORY = `
  query GetCustomerOrders($filter: CustomerOrdersFilterInput, $pageSize: Int!) {
    customer {
      orders(filter: $filter, pageSize: $pageSize) {
        items { number status items { product_sku quantity_ordered } total { grand_total { currency value } } }
        total_count
      }
    }
  }`;

const cents = (value: number) => Math.round(value * 100);

/** A visible simple product in stock (a tile Venia adds to the cart straight away). */
async function simpleOnSale() {
  const [simple] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.type, 'simple'), isNull(products.parentId), eq(products.isVisible, true), eq(products.isActive, true)))
    .limit(1);
  await setStock(t.db, simple!.id, 20);
  return simple!;
}

/** The guest's journey from the home page to the order; answers what the next journey needs. */
/** Where the guest lives, per store: one street line each, as Venia's form sends it. */
const GUEST_ADDRESSES: Record<string, { address: Record<string, unknown>; street: string[]; estimatePostcode: string }> = {
  default: {
    address: {
      firstname: 'Jan',
      lastname: 'de Vries',
      street: ['Damrak 1'],
      city: 'Amsterdam',
      postcode: '1012 LG',
      country_code: 'NL',
      telephone: '0612345678',
    },
    street: ['Damrak', '1'],
    estimatePostcode: '1012 AB',
  },
  de: {
    address: {
      firstname: 'Jan',
      lastname: 'Schmidt',
      street: ['Unter den Linden 77 b'],
      city: 'Berlin',
      postcode: '10117',
      country_code: 'DE',
      telephone: '03012345678',
    },
    street: ['Unter den Linden', '77', 'b'],
    estimatePostcode: '10117',
  },
};

/**
 * A guest's journey; `payWith` is the code Venia's payment step picks: Magento's offline `checkmo`
 * (bank transfer), or `free` once a gift card pays the whole grand total (applied as the shop's own
 * checkout applies it, with its PIN: Venia's gift card form sends none).
 */
async function guestJourney(store: string, email: string, payWith: string = paymentCodes.bankTransfer) {
  const where = GUEST_ADDRESSES[store]!;
  const session = { store };
  const home = (await dataOf(venia(RESOLVE_URL, { url: '/' }, session))).route;
  expect(home).toEqual({ relative_url: '/', redirect_code: 0, type: 'CMS_PAGE', identifier: 'home' });

  const [variant] = await variantsInStock(t.db, 6, 1);
  const [parent] = await t.db.select().from(products).where(eq(products.sku, variant!.parentSku));
  const category = (await dataOf(venia(RESOLVE_URL, { url: '/kleding/overhemden' }, session))).route;
  expect(category).toMatchObject({ type: 'CATEGORY', id: expect.any(Number), relative_url: '/kleding/overhemden/' });
  const product = (await dataOf(venia(RESOLVE_URL, { url: `/${parent!.urlKey}.html` }, session))).route;
  expect(product).toMatchObject({ type: 'PRODUCT', __typename: 'ConfigurableProduct', id: parent!.id, redirect_code: 0 });

  // The category page: its tiles, the category's uid carried from the route.
  const listing = await dataOf(
    venia(CATEGORY_PRODUCTS, { id: category.uid, pageSize: 12, currentPage: 1, filters: { category_uid: { eq: category.uid } } }, session),
  );
  expect(listing.categories.items[0]).toMatchObject({ uid: category.uid, url_path: 'kleding/overhemden' });
  expect(listing.products.total_count).toBeGreaterThan(0);

  // The product page, then add to cart with the size chosen (selected_options).
  const detail = (await dataOf(venia(PRODUCT_DETAIL, { urlKey: parent!.urlKey }, session))).products.items[0];
  expect(detail).toMatchObject({ id: parent!.id, uid: product.uid, sku: parent!.sku });
  const chosen = detail.variants.find((v: { product: { sku: string } }) => v.product.sku === variant!.sku);
  const cartId = (await dataOf(venia(CREATE_CART, {}, session))).cartId as string;
  const fromPage = await dataOf(
    venia(
      ADD_TO_CART,
      { cartId, product: { sku: parent!.sku, quantity: 1, selected_options: chosen.attributes.map((a: { uid: string }) => a.uid) } },
      session,
    ),
  );
  expect(fromPage.addProductsToCart.user_errors).toEqual([]);
  expect(fromPage.addProductsToCart.cart.items).toMatchObject([{ quantity: 1, product: { sku: parent!.sku } }]);

  // A category tile adds a simple product with its own uid and name as the entered option.
  const simple = await simpleOnSale();
  const tile = (await dataOf(venia(PRODUCT_DETAIL, { urlKey: simple.urlKey }, session))).products.items[0];
  const fromTile = await dataOf(
    venia(
      ADD_TO_CART,
      { cartId, product: { sku: tile.sku, quantity: 1, entered_options: [{ uid: tile.uid, value: tile.name }] } },
      session,
    ),
  );
  expect(fromTile.addProductsToCart.user_errors).toEqual([]);
  const cart = fromTile.addProductsToCart.cart;
  expect(cart.total_quantity).toBe(2);
  const rows = cart.items.map((item: { prices: { row_total_including_tax: { value: number } } }) =>
    cents(item.prices.row_total_including_tax.value),
  );

  // The cart page's estimate: Venia's placeholders with the shopper's country and postcode.
  const estimate = await dataOf(
    venia(
      ESTIMATE,
      { cartId, address: { ...magentoEstimateAddress, country_code: where.address.country_code, postcode: where.estimatePostcode } },
      session,
    ),
  );
  const [estimated] = estimate.setShippingAddressesOnCart.cart.shipping_addresses;
  expect(estimated).toMatchObject({ country: { code: where.address.country_code }, postcode: where.estimatePostcode });
  const standard = estimated.available_shipping_methods[0];
  expect(standard).toBeDefined();
  await dataOf(
    venia(
      SET_SHIPPING_METHOD,
      { cartId, shippingMethod: { carrier_code: standard.carrier_code, method_code: standard.method_code } },
      session,
    ),
  );

  // Checkout: e-mail and the address on one street line, billing the same, the method again, payment.
  const shipped = await dataOf(venia(SET_GUEST_SHIPPING, { cartId, email, address: where.address }, session));
  const city = where.address.city;
  expect(shipped.setShippingAddressesOnCart.cart).toMatchObject({ email, shipping_addresses: [{ street: where.street, city }] });
  const billed = await dataOf(venia(SET_BILLING_SAME, { cartId }, session));
  expect(billed.setBillingAddressOnCart.cart.billing_address).toMatchObject({ street: where.street, city });
  const priced = await dataOf(
    venia(
      SET_SHIPPING_METHOD,
      { cartId, shippingMethod: { carrier_code: standard.carrier_code, method_code: standard.method_code } },
      session,
    ),
  );
  const { prices, shipping_addresses } = priced.setShippingMethodsOnCart.cart;
  const shipping = cents(shipping_addresses[0].selected_shipping_method.amount.value);
  expect(cents(prices.subtotal_including_tax.value)).toBe(rows.reduce((a: number, b: number) => a + b, 0));
  expect(cents(prices.grand_total.value)).toBe(cents(prices.subtotal_including_tax.value) + shipping);

  if (payWith === paymentCodes.zeroTotal) {
    const card = await makeCard(t.db, cents(prices.grand_total.value) + 1000);
    const applied = await t.query(
      APPLY_CARD,
      { input: { cart_id: cartId, gift_card_code: card.number, gift_card_pin: card.pin } },
      session,
    );
    expect(applied.errors).toBeUndefined();
  }
  // Venia's payment step finds the methods it knows by their Magento codes (`free` only at a zero
  // total, as Magento offers it) and sets the one chosen.
  const methods = (await dataOf(venia(PAYMENT_INFORMATION, { cartId }, session))).cart.available_payment_methods as { code: string }[];
  const codes = methods.map((m) => m.code);
  expect(codes).toContain(paymentCodes.bankTransfer);
  expect(codes.includes(paymentCodes.zeroTotal)).toBe(payWith === paymentCodes.zeroTotal);
  const set = await dataOf(venia(SET_PAYMENT_METHOD, { cartId, code: payWith }, session));
  expect(set.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: payWith, title: expect.any(String) });
  const order = (await dataOf(venia(PLACE_ORDER, { cartId }, session))).placeOrder.order;
  expect(order.order_number).toMatch(/^\S+$/);
  return { order, grandTotal: prices.grand_total.value as number, parent: parent!, variant: variant!, simple, chosen };
}

describe("Venia's journeys", () => {
  for (const store of ['default', 'de']) {
    it(`a guest shops from the home page to the order (store: ${store})`, async () => {
      const { order } = await guestJourney(store, `guest-${store}@example.com`);
      expect(order.order_number).toBeTruthy();
    });
  }

  it("a guest whose gift card pays the whole total pays with Magento's free method", async () => {
    const { order } = await guestJourney('default', 'guest-free@example.com', paymentCodes.zeroTotal);
    const [placed] = await t.db.select().from(orders).where(eq(orders.number, order.order_number));
    expect(placed).toMatchObject({ status: 'processing', paymentMethod: { code: paymentCodes.zeroTotal } });
  });

  it('the free method is refused while a rest is left to pay, with the code the checkout reads', async () => {
    const session = { store: 'default' };
    const cartId = (await dataOf(venia(CREATE_CART, {}, session))).cartId as string;
    const simple = await simpleOnSale();
    const tile = (await dataOf(venia(PRODUCT_DETAIL, { urlKey: simple.urlKey }, session))).products.items[0];
    const product = { sku: tile.sku, quantity: 1, entered_options: [{ uid: tile.uid, value: tile.name }] };
    expect((await dataOf(venia(ADD_TO_CART, { cartId, product }, session))).addProductsToCart.user_errors).toEqual([]);
    const { errors } = await venia(SET_PAYMENT_METHOD, { cartId, code: paymentCodes.zeroTotal }, session);
    expect(errors?.[0]?.extensions?.code).toBe('GIFT_CARD_PAYMENT_NOT_COVERED');
  });

  it('a customer signs in with the guest cart merged, keeps a wishlist and an address book, and finds the order placed', async () => {
    const store = 'default';
    const email = 'venia-customer@example.com';
    const password = 'Venia-Journey-2026!';
    const created = await dataOf(
      venia(CREATE_ACCOUNT, { email, firstname: 'Piet', lastname: 'Jansen', password, is_subscribed: false }, { store }),
    );
    expect(created.createCustomer.customer).toMatchObject({ email, firstname: 'Piet' });

    // Shopping as a guest first: one item in the guest cart.
    const [variant] = await variantsInStock(t.db, 6, 2);
    const guestCart = (await dataOf(venia(CREATE_CART, {}, { store }))).cartId as string;
    await dataOf(
      venia(ADD_TO_CART, { cartId: guestCart, product: { sku: variant!.sku, parent_sku: variant!.parentSku, quantity: 1 } }, { store }),
    );

    const token = (await dataOf(venia(SIGN_IN, { email, password }, { store }))).generateCustomerToken.token as string;
    const session = { store, token };
    const customerCart = (await dataOf(venia(CUSTOMER_CART, {}, session))).customerCart.id as string;
    const merged = (await dataOf(venia(MERGE_CARTS, { sourceCartId: guestCart, destinationCartId: customerCart }, session))).mergeCarts;
    expect(merged.id).toBe(customerCart);
    expect(merged.items).toMatchObject([{ quantity: 1, product: { sku: variant!.parentSku } }]);

    // The wishlist: add, see, remove; add again and move to the cart.
    const simple = await simpleOnSale();
    const [wishlist] = (await dataOf(venia(WISHLISTS, {}, session))).customer.wishlists;
    const added = await dataOf(venia(ADD_TO_WISHLIST, { wishlistId: wishlist.id, itemOptions: { sku: simple.sku, quantity: 1 } }, session));
    expect(added.addProductsToWishlist.user_errors).toEqual([]);
    const [listed] = (await dataOf(venia(WISHLISTS, {}, session))).customer.wishlists;
    expect(listed.items_v2.items).toMatchObject([{ product: { sku: simple.sku } }]);
    const removed = await dataOf(
      venia(REMOVE_FROM_WISHLIST, { wishlistId: wishlist.id, wishlistItemsId: [listed.items_v2.items[0].id] }, session),
    );
    expect(removed.removeProductsFromWishlist.wishlist.items_count).toBe(0);
    await dataOf(venia(ADD_TO_WISHLIST, { wishlistId: wishlist.id, itemOptions: { sku: simple.sku, quantity: 1 } }, session));
    const [again] = (await dataOf(venia(WISHLISTS, {}, session))).customer.wishlists;
    const moved = await dataOf(venia(WISHLIST_TO_CART, { wishlistId: wishlist.id, itemIds: [again.items_v2.items[0].id] }, session));
    expect(moved.addWishlistItemsToCart).toMatchObject({ status: true, add_wishlist_items_to_cart_user_errors: [] });

    // The address book, one street line; the checkout uses the saved address.
    const address = await dataOf(
      venia(
        CREATE_ADDRESS,
        {
          address: {
            firstname: 'Piet',
            lastname: 'Jansen',
            street: ['Damrak 1'],
            city: 'Amsterdam',
            postcode: '1012 LG',
            country_code: 'NL',
            telephone: '0612345678',
            default_shipping: true,
            default_billing: true,
          },
        },
        session,
      ),
    );
    expect(address.createCustomerAddress).toMatchObject({ street: ['Damrak', '1'], city: 'Amsterdam' });
    const book = (await dataOf(venia(CUSTOMER_ADDRESSES, {}, session))).customer.addresses;
    expect(book).toMatchObject([{ id: address.createCustomerAddress.id, default_shipping: true }]);
    await dataOf(venia(SET_CUSTOMER_SHIPPING, { cartId: customerCart, addressId: address.createCustomerAddress.id }, session));
    const estimate = await dataOf(
      venia(ESTIMATE, { cartId: customerCart, address: { ...magentoEstimateAddress, country_code: 'NL', postcode: '1012 AB' } }, session),
    );
    const standard = estimate.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods[0];
    // The estimate replaced the saved address: the checkout sets it again, as Venia's does.
    await dataOf(venia(SET_CUSTOMER_SHIPPING, { cartId: customerCart, addressId: address.createCustomerAddress.id }, session));
    await dataOf(
      venia(
        SET_SHIPPING_METHOD,
        { cartId: customerCart, shippingMethod: { carrier_code: standard.carrier_code, method_code: standard.method_code } },
        session,
      ),
    );
    const methods = (await dataOf(venia(PAYMENT_INFORMATION, { cartId: customerCart }, session))).cart.available_payment_methods as {
      code: string;
    }[];
    expect(methods.map((m) => m.code)).toContain(paymentCodes.bankTransfer);
    await dataOf(venia(SET_PAYMENT_METHOD, { cartId: customerCart, code: paymentCodes.bankTransfer }, session));
    const order = (await dataOf(venia(PLACE_ORDER, { cartId: customerCart }, session))).placeOrder.order;

    // The order history shows the order just placed, with its lines.
    const history = (await dataOf(venia(ORDER_HISTORY, { filter: { number: { eq: order.order_number } }, pageSize: 10 }, session))).customer
      .orders;
    expect(history.total_count).toBe(1);
    const [placed] = history.items;
    expect(placed.number).toBe(order.order_number);
    expect(placed.items).toHaveLength(2);
    expect(placed.items.map((line: { product_sku: string }) => line.product_sku)).toContain(simple.sku);
    expect(placed.total.grand_total.value).toBeGreaterThan(0);
  });

  it('a refusal reaches Venia where its documents read it, never as a silent success', async () => {
    const session = { store: 'de' };
    const cartId = (await dataOf(venia(CREATE_CART, {}, session))).cartId as string;
    const refused = await dataOf(venia(ADD_TO_CART, { cartId, product: { sku: 'NO-SUCH-SKU', quantity: 1 } }, session));
    expect(refused.addProductsToCart.user_errors).toMatchObject([{ code: 'PRODUCT_NOT_FOUND' }]);
    expect(refused.addProductsToCart.cart.total_quantity).toBe(0);
    const street = await venia(
      SET_GUEST_SHIPPING,
      {
        cartId,
        email: 'a@example.com',
        address: {
          firstname: 'A',
          lastname: 'B',
          street: ['Damrak'],
          city: 'Amsterdam',
          postcode: '1012 LG',
          country_code: 'NL',
          telephone: '0612345678',
        },
      },
      session,
    );
    expect(street.errors?.[0]).toMatchObject({ path: ['setShippingAddressesOnCart'], extensions: { category: 'graphql-input' } });
    // Magento's outputs are nullable: the e-mail saved by the first field keeps its answer (decision 062).
    expect(street.data).toEqual({ setGuestEmailOnCart: { cart: { id: cartId } }, setShippingAddressesOnCart: null });
  });
});
