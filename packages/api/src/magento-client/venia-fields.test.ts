/**
 * The Magento fields added for Venia's documents (decision 061), asked as Venia asks them, each with
 * what a shopper of a Venia storefront would see: the currency switcher's one currency, the mini
 * cart's count and legacy prices, the billing step's null second street line, the new account's
 * confirmation, the wishlist's name and refusals, the contact form's and search term's answers.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attributeOptions, products } from '../catalog/tables.ts';
import { ADD_CONFIGURABLE, ADD_SIMPLE, CART, completeCheckout, dataOf, errorOf, PLACE_ORDER } from '../cart/cart-fixtures.ts';
import { newCustomer } from '../cart/customer-cart-fixtures.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { customerWithToken } from '../newsletter/test-support.ts';
import { CUSTOMER_WISHLISTS, item, wishlistShop } from '../wishlist/wishlist-fixtures.ts';

const { t, skus, variants, wishlistOf, add } = wishlistShop();

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

/** Venia's product form (product page, cart edit dialog): a configurable's options as Magento 2.3 named them. */
const OPTIONS = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku
  ... on ConfigurableProduct { configurable_options { uid attribute_id attribute_id_v2 attribute_uid attribute_code label
    values { uid value_index label default_label store_label use_default_value swatch_data { __typename value ... on ImageSwatchData { thumbnail } } } }
    variants { attributes { code value_index } product { sku } } } } } }`;

interface OptionsAnswer {
  sku: string;
  configurable_options: {
    uid: string;
    attribute_id: string;
    attribute_id_v2: number;
    attribute_uid: string;
    attribute_code: string;
    values: {
      uid: string;
      value_index: number;
      label: string;
      default_label: string;
      store_label: string | null;
      use_default_value: boolean;
      swatch_data: { __typename: string; value: string } | null;
    }[];
  }[];
  variants: { attributes: { code: string; value_index: number }[]; product: { sku: string } }[];
}

const optionsOf = async (sku: string, store: string) =>
  dataOf(await t.query(OPTIONS, { sku }, { store })).products!.items[0] as unknown as OptionsAnswer;

describe("a configurable's options as Venia's product form reads them", () => {
  it('numbers colour 1 and size 2, labels each value in the store and in Dutch, and gives colours a colour swatch', async () => {
    const variant = variants[0]!;
    const [german, dutch] = await Promise.all([optionsOf(variant.parentSku, 'de'), optionsOf(variant.parentSku, 'nl')]);
    const color = german.configurable_options.find((option) => option.attribute_code === 'color')!;
    const size = german.configurable_options.find((option) => option.attribute_code === 'size')!;
    expect([color.attribute_id, color.attribute_id_v2, size.attribute_id, size.attribute_id_v2]).toEqual(['1', 1, '2', 2]);
    expect(color.attribute_uid).not.toBe(size.attribute_uid);
    // The same attribute on another product has the same attribute uid.
    const other = variants.find((candidate) => candidate.parentSku !== variant.parentSku)!;
    const otherSize = (await optionsOf(other.parentSku, 'de')).configurable_options.find((option) => option.attribute_code === 'size')!;
    expect(otherSize.attribute_uid).toBe(size.attribute_uid);

    const dutchColor = dutch.configurable_options.find((option) => option.attribute_code === 'color')!;
    for (const [index, value] of color.values.entries()) {
      // The default label is what the Dutch store shows; the German store shows its own.
      expect(value.default_label).toBe(dutchColor.values[index]!.label);
      expect(value.store_label).toBe(value.label);
      expect(value.use_default_value).toBe(value.label === value.default_label);
      expect(value.swatch_data).toEqual({ __typename: 'ColorSwatchData', value: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
    }
    for (const value of dutchColor.values) expect(value.use_default_value).toBe(true);
    expect(size.values.every((value) => value.swatch_data === null)).toBe(true);
    // Venia finds the chosen variant through the value_index of each attribute_code.
    const chosen = german.variants.find((candidate) => candidate.product.sku === variant.sku)!;
    const sizeIndex = chosen.attributes.find((attribute) => attribute.code === 'size')!.value_index;
    expect(size.values.map((value) => value.value_index)).toContain(sizeIndex);
  });

  it("lists a product's pictures as Magento's legacy gallery entries, the same as its media gallery", async () => {
    const { products } = dataOf(
      await t.query(
        `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { media_gallery { url label position }
          media_gallery_entries { id uid label position disabled file types media_type } } } }`,
        { sku: variants[0]!.parentSku },
      ),
    );
    const product = products!.items[0]! as unknown as {
      media_gallery: { url: string; label: string; position: number }[];
      media_gallery_entries: {
        id: number;
        uid: string;
        label: string;
        position: number;
        disabled: boolean;
        file: string;
        types: string[];
      }[];
    };
    expect(product.media_gallery.length).toBeGreaterThan(0);
    expect(
      product.media_gallery_entries.map(({ file, label, position }) => ({ url: `/media/catalog/product${file}`, label, position })),
    ).toEqual(product.media_gallery);
    expect(product.media_gallery_entries.every((entry) => entry.disabled === false && entry.file.startsWith('/'))).toBe(true);
    expect(new Set(product.media_gallery_entries.map((entry) => entry.id)).size).toBe(product.media_gallery_entries.length);
  });
});

const SELECTION = `query ($sku: String!, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items {
  ... on ConfigurableProduct { configurable_options { attribute_code values { uid label } }
    variants { attributes { code uid } product { sku } }
    configurable_product_options_selection(configurableOptionValueUids: $uids) {
      options_available_for_selection { attribute_code option_value_uids }
      media_gallery { url label }
      variant { sku price_range { maximum_price { final_price { value } } } } } } } } }`;

interface SelectionAnswer {
  configurable_options: { attribute_code: string; values: { uid: string }[] }[];
  variants: { attributes: { code: string; uid: string }[]; product: { sku: string } }[];
  configurable_product_options_selection: {
    options_available_for_selection: { attribute_code: string; option_value_uids: string[] }[];
    media_gallery: { url: string }[];
    variant: { sku: string; price_range: { maximum_price: { final_price: { value: number } } } } | null;
  };
}

describe("Venia's add-to-cart dialog", () => {
  const select = async (sku: string, uids: string[]) => {
    const response = await t.query(SELECTION, { sku, uids });
    return { response, answer: response.data?.products?.items[0] as unknown as SelectionAnswer | undefined };
  };

  it('finds the variant of the chosen colour and size, with its price, and what each option still offers', async () => {
    const variant = variants[0]!;
    const { answer: none } = await select(variant.parentSku, []);
    const selection = none!.configurable_product_options_selection;
    expect(selection.variant).toBeNull();
    // Nothing chosen: every value a variant has is offered.
    for (const option of none!.configurable_options) {
      const offered = new Set(
        none!.variants.flatMap((v) => v.attributes.filter((a) => a.code === option.attribute_code).map((a) => a.uid)),
      );
      const available = selection.options_available_for_selection.find((entry) => entry.attribute_code === option.attribute_code)!;
      expect(new Set(available.option_value_uids)).toEqual(offered);
    }
    expect(selection.media_gallery.length).toBeGreaterThan(0);

    const uids = none!.variants.find((v) => v.product.sku === variant.sku)!.attributes.map((attribute) => attribute.uid);
    const { answer: chosen } = await select(variant.parentSku, uids);
    expect(chosen!.configurable_product_options_selection.variant).toEqual({
      sku: variant.sku,
      price_range: { maximum_price: { final_price: { value: variant.price / 100 } } },
    });
    // Only one of two chosen: no variant yet.
    const { answer: half } = await select(variant.parentSku, uids.slice(-1));
    expect(half!.configurable_product_options_selection.variant).toBeNull();
  });

  it('refuses more values than the product has options', async () => {
    const variant = variants[0]!;
    const { answer } = await select(variant.parentSku, []);
    const all = answer!.configurable_options.flatMap((option) => option.values.map((value) => value.uid));
    const { response } = await select(variant.parentSku, all.length > answer!.configurable_options.length ? all : [...all, ...all]);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ITEMS', category: 'graphql-input' });
  });
});

describe("Venia's wishlist page", () => {
  it("shows a saved size's colour and size as the chosen options, with the attribute numbers of the product's options", async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[0]!;
    dataOf(await add(shopper, id, [item(variant.sku), item(skus.simple)]));
    const { customer } = dataOf(
      await t.query(
        `query ($id: ID!) { customer { wishlist_v2(id: $id) { items_v2 { items { product { sku
          ... on ConfigurableProduct { configurable_options { attribute_id_v2 values { value_index uid label } } } }
          ... on ConfigurableWishlistItem { configurable_options { id option_label value_id value_label } } } } } } }`,
        { id },
        { token: shopper.token },
      ),
    );
    const items = customer!.wishlist_v2!.items_v2!.items as unknown as {
      product: { sku: string; configurable_options?: { attribute_id_v2: number; values: { value_index: number; label: string }[] }[] };
      configurable_options?: { id: number; option_label: string; value_id: number; value_label: string }[];
    }[];
    const saved = items.find((entry) => entry.product.sku === variant.parentSku)!;
    const { configurable_options: chosen, product } = saved;
    expect(chosen!.length).toBe(product.configurable_options!.length);
    // Venia matches each chosen option to the product's by attribute_id_v2 and value_index.
    for (const option of chosen!) {
      const own = product.configurable_options!.find((candidate) => candidate.attribute_id_v2 === option.id)!;
      expect(own.values.find((value) => value.value_index === option.value_id)?.label).toBe(option.value_label);
    }
    // A product saved without a size has none.
    expect(items.find((entry) => entry.product.sku === skus.simple)?.configurable_options).toBeUndefined();
  });
});

/** Venia's order history (orderHistoryPage.gql.js), the fields it asks beside the shop's own. */
const ORDER_HISTORY = `{ customer { orders(pageSize: 10) { items { number status state
  invoices { id number items { product_sku quantity_invoiced product_sale_price { value } }
    total { grand_total { value } subtotal { value } total_shipping { value } total_tax { value } } }
  shipments { id tracking { number } }
  items { product_sku parent_sku product_url_key quantity_ordered product_sale_price { value } }
  total { grand_total { value } subtotal { value } total_tax { value } total_shipping { value }
    shipping_handling { amount_including_tax { value } } discounts { amount { value } } } } } } }`;

interface HistoryOrder {
  number: string;
  status: string;
  state: string;
  invoices: {
    number: string;
    items: { product_sku: string; quantity_invoiced: number; product_sale_price: { value: number } }[];
    total: Record<string, { value: number }>;
  }[];
  shipments: unknown[];
  items: {
    product_sku: string;
    parent_sku: string | null;
    product_url_key: string | null;
    quantity_ordered: number;
    product_sale_price: { value: number };
  }[];
  total: Record<string, { value: number }> & {
    shipping_handling: { amount_including_tax: { value: number } };
    discounts: { amount: { value: number } }[];
  };
}

describe("Venia's order history", () => {
  it('shows a paid order as processing with its invoice, an unpaid one without, each line with its product page', async () => {
    const customer = await newCustomer(t.db, 'venia-orders');
    const variant = variants[1]!;
    const place = async (pay: boolean) => {
      const cartId = dataOf(await t.query('{ customerCart { id } }', {}, { token: customer.token })).customerCart!.id as string;
      dataOf(
        await t.query(
          ADD_CONFIGURABLE,
          { input: { cart_id: cartId, cart_items: [{ parent_sku: variant.parentSku, data: { sku: variant.sku, quantity: 2 } }] } },
          { token: customer.token },
        ),
      );
      await completeCheckout(t, cartId, customer.token);
      const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId }, { token: customer.token })).placeOrder!;
      if (pay) await decideSandboxPayment(t, (placed.pay_redirect_url as string).split('/').pop()!, 'approve');
      return placed.order.order_number as string;
    };
    const paid = await place(true);
    const unpaid = await place(false);
    const orders = dataOf(await t.query(ORDER_HISTORY, {}, { token: customer.token })).customer!.orders!.items as unknown as HistoryOrder[];
    const paidOrder = orders.find((order) => order.number === paid)!;
    const unpaidOrder = orders.find((order) => order.number === unpaid)!;

    expect([paidOrder.state, unpaidOrder.state]).toEqual(['processing', 'pending_payment']);
    expect(unpaidOrder.invoices).toEqual([]);
    expect(paidOrder.shipments).toEqual([]);
    // The invoice is the order's, whole.
    const [invoice] = paidOrder.invoices;
    expect(paidOrder.invoices).toHaveLength(1);
    expect(invoice!.number).toBe(paid);
    expect(invoice!.items).toEqual(
      paidOrder.items.map((line) => ({ product_sku: line.product_sku, quantity_invoiced: 2, product_sale_price: line.product_sale_price })),
    );
    const { shipping_handling: _handling, discounts, ...amounts } = paidOrder.total;
    expect(invoice!.total).toEqual(amounts);
    // Shipping without VAT adds up with the subtotal and the tax to the grand total.
    const discount = discounts.reduce((sum, entry) => sum + entry.amount.value, 0);
    expect(amounts.subtotal!.value + amounts.total_shipping!.value + amounts.total_tax!.value - discount).toBeCloseTo(
      amounts.grand_total!.value,
      2,
    );
    expect(amounts.total_shipping!.value).toBeLessThanOrEqual(paidOrder.total.shipping_handling.amount_including_tax.value);
    // The line links to the product page it was bought from: the parent's url_key.
    const { products } = dataOf(
      await t.query('query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }', { sku: variant.parentSku }),
    );
    expect(paidOrder.items).toEqual([expect.objectContaining({ product_sku: variant.sku, product_url_key: products!.items[0]!.url_key })]);
  });
});

describe("Venia's product details", () => {
  it("lists the product's own attributes with their labels in the store, as the filters name them", async () => {
    const ASK = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { custom_attributes {
      selected_attribute_options { attribute_option { uid label is_default } } entered_attribute_value { value }
      attribute_metadata { uid code label attribute_labels { store_code label } data_type is_system entity_type
        ui_input { __typename ui_input_type is_html_allowed } ... on ProductAttributeMetadata { used_in_components } } } } } }`;
    const product = dataOf(await t.query(ASK, { sku: variants[0]!.parentSku }, { store: 'en' })).products!.items[0] as unknown as {
      custom_attributes: {
        selected_attribute_options: { attribute_option: { uid: string; label: string; is_default: boolean }[] };
        entered_attribute_value: null;
        attribute_metadata: {
          code: string;
          label: string;
          attribute_labels: { store_code: string; label: string }[];
          used_in_components: string[];
        };
      }[];
    };
    const byCode = new Map(product.custom_attributes.map((attribute) => [attribute.attribute_metadata.code, attribute]));
    const material = byCode.get('material')!;
    expect(material.attribute_metadata).toMatchObject({
      label: 'Material',
      attribute_labels: [{ store_code: 'en', label: 'Material' }],
      data_type: 'STRING',
      is_system: false,
      entity_type: 'PRODUCT',
      ui_input: { __typename: 'UiAttributeTypeSelect', ui_input_type: 'SELECT', is_html_allowed: false },
      used_in_components: expect.arrayContaining(['PRODUCT_DETAILS_PAGE']),
    });
    expect(material.entered_attribute_value).toBeNull();
    // The chosen material is the product's own, with the option's English label.
    const chosen = material.selected_attribute_options.attribute_option;
    const [row] = await t.db.select({ attributes: products.attributes }).from(products).where(eq(products.sku, variants[0]!.parentSku));
    const [option] = await t.db
      .select({ label: attributeOptions.label })
      .from(attributeOptions)
      .where(and(eq(attributeOptions.attributeCode, 'material'), eq(attributeOptions.value, String(row!.attributes.material))));
    expect(chosen).toEqual([{ uid: expect.any(String), label: option!.label.en, is_default: false }]);
    // Colour and size are the product's options, not attributes listed here.
    expect(byCode.has('color')).toBe(false);
  });
});
