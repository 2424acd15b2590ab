import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { firstSizedProductLink } from './listing.ts';

// The checkout steps every journey that buys something shares: a cart prepared through the shop's
// API, the guest address (step 1), home delivery (step 2), iDEAL (step 3) and the decision at the
// sandbox provider. Journeys take them from the `checkout` fixture.

/** The sandbox provider's hosted payment page. */
export const PAYMENT_PAGE = /\/payment\/[0-9a-f]{32}$/;

/** A GraphQL request to the shop as a client in `store` would send it; the raw answer. */
export async function shopGraphql<T>(request: APIRequestContext, query: string, variables: object = {}, store = 'nl'): Promise<T> {
  const response = await request.post('/graphql', { headers: { store }, data: { query, variables } });
  return (await response.json()) as T;
}

interface ProductsAnswer {
  data: {
    products: {
      items: {
        __typename: string;
        sku: string;
        name: string;
        price_range: { minimum_price: { final_price: { value: number } } };
        variants?: { product: { sku: string; stock_status: string; stock_left: number | null } }[];
      }[];
    };
  };
}

const PRODUCTS = `
  query ($pageSize: Int!) {
    products(search: "", pageSize: $pageSize) {
      items {
        __typename
        sku
        name
        price_range {
          minimum_price {
            final_price {
              value
            }
          }
        }
        ... on ConfigurableProduct {
          variants {
            product {
              sku
              stock_status
              stock_left
            }
          }
        }
      }
    }
  }
`;

const ADD_CONFIGURABLE = `
  mutation ($id: String!, $parent: String!, $sku: String!, $quantity: Float!) {
    addConfigurableProductsToCart(
      input: { cart_id: $id, cart_items: [{ parent_sku: $parent, data: { sku: $sku, quantity: $quantity } }] }
    ) {
      cart {
        id
      }
    }
  }
`;

export interface CartOptions {
  /** The store whose cart cookie is set (default `nl`). */
  store?: string;
  /** Units of the one line (default 1). */
  quantity?: number;
  /** Which prices (euros) the product may have (default any). */
  price?: (euros: number) => boolean;
}

/**
 * A cart with one line of a configurable product (a size with stock to spare), made through the
 * shop's API and handed to the browser in the cart cookie (unless `context` is null), as adding to
 * the cart would.
 */
export async function prepareCart(
  request: APIRequestContext,
  context: BrowserContext | null,
  { store = 'nl', quantity = 1, price = () => true }: CartOptions = {},
): Promise<{ cartId: string; name: string }> {
  const products = await shopGraphql<ProductsAnswer>(request, PRODUCTS, { pageSize: 60 }, store);
  for (const item of products.data.products.items) {
    const variant = item.variants?.find((v) => v.product.stock_status === 'IN_STOCK' && (v.product.stock_left ?? 10) >= 5);
    if (item.__typename !== 'ConfigurableProduct' || !variant || !price(item.price_range.minimum_price.final_price.value)) continue;
    const created = await shopGraphql<{ data: { createEmptyCart: string } }>(request, 'mutation { createEmptyCart }', {}, store);
    const cartId = created.data.createEmptyCart;
    await shopGraphql(request, ADD_CONFIGURABLE, { id: cartId, parent: item.sku, sku: variant.product.sku, quantity }, store);
    await context?.addCookies([{ name: `quote_masked_id_${store}`, value: cartId, url: baseURL }]);
    return { cartId, name: item.name };
  }
  throw new Error('The seeded catalogue has no configurable product in stock at such a price');
}

/** Through the shop: a listing, its first product, the first size that can be chosen, into the cart; the product's name. */
export async function addFirstProductThroughShop(page: Page): Promise<string> {
  await page.goto('/kleding/overhemden/');
  await (await firstSizedProductLink(page)).click();
  await expect(page).toHaveURL(/\.html/);
  // The address changes before the product page has rendered: wait for its size choice.
  await expect(page.locator('input[type="radio"]').first()).toBeAttached();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const size = await page.locator('input[type="radio"]:not([disabled])').first().getAttribute('value');
  // The chosen size lives in the address (?size=), so the add works the same with or without scripts.
  await page.goto(`${new URL(page.url()).pathname}?size=${encodeURIComponent(size ?? '')}`);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Winkelwagen, 1 artikel/ })).toBeVisible();
  return name;
}

/** Step 1 with a valid guest address (CO2–CO6), on to the delivery step. */
export async function fillGuestDetails(page: Page, email = 'jan.devries@example.nl'): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  const shipping = page.getByRole('region', { name: 'Bezorgadres' });
  await shipping.getByLabel('Voornaam').fill('Jan');
  await shipping.getByLabel('Achternaam').fill('de Vries');
  await expect(shipping.getByLabel('Land')).toHaveValue('NL');
  await shipping.getByLabel('Postcode').fill('1012AB');
  await shipping.getByLabel('Huisnummer').fill('12');
  await shipping.getByLabel('Straat').fill('Kalverstraat');
  await shipping.getByLabel('Plaats').fill('Amsterdam');
  await toDeliveryStep(page);
}

/** Step 1's button, with the details as they are filled in. */
export async function toDeliveryStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verder naar bezorgopties' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipment\/$/);
}

/** Step 2: home delivery on the first possible day (CO7, CO8), on to the payment step. */
export async function chooseHomeDelivery(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^Thuisbezorgd/ }).check();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
}

/** Step 3: iDEAL with a bank, then to the provider's page (CO11–CO13). */
export async function payWithIdeal(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank', { exact: true }).selectOption('ing');
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
}

const PROVIDER_BUTTONS = { approve: /^Betalen$/, cancel: /^Betaling annuleren$/, refuse: /^Weigeren/ } as const;

/** The shopper's decision on the provider's hosted page; the provider then redirects back to the shop (CO15). */
export async function decideAtProvider(page: Page, action: keyof typeof PROVIDER_BUTTONS): Promise<void> {
  await page.getByRole('button', { name: PROVIDER_BUTTONS[action] }).click();
  await expect(page).not.toHaveURL(PAYMENT_PAGE);
}

/** The checkout of one journey: its page, and the cookies of its browser context. */
export interface Checkout {
  /** A cart with one product, in this browser's cookie; its id and the product's name. */
  cart(options?: CartOptions): Promise<{ cartId: string; name: string }>;
  /** Step 1 with the guest address, on to step 2. */
  details(): Promise<void>;
  /** Step 2 with home delivery, on to step 3. */
  homeDelivery(): Promise<void>;
  /** Step 3 with iDEAL, on to the provider's page. */
  payWithIdeal(): Promise<void>;
  /** From /checkout/ through steps 1 and 2 to the payment step. */
  toPayment(): Promise<void>;
  /** The decision at the provider, back to the shop. */
  decide(action: keyof typeof PROVIDER_BUTTONS): Promise<void>;
}

/** `test` with the `checkout` fixture: cart → address → delivery → payment, the same in every journey. */
export const test = base.extend<{ checkout: Checkout }>({
  checkout: async ({ page, context, request }, use) => {
    await use({
      cart: (options) => prepareCart(request, context, options),
      details: () => fillGuestDetails(page),
      homeDelivery: () => chooseHomeDelivery(page),
      payWithIdeal: () => payWithIdeal(page),
      async toPayment() {
        await page.goto('/checkout/');
        await fillGuestDetails(page);
        await chooseHomeDelivery(page);
      },
      decide: (action) => decideAtProvider(page, action),
    });
  },
});

export { expect };
