import { describe, expect, it, beforeAll } from 'vitest';
import { PRIVATE, PUBLIC_PAGE } from './http-cache.ts';
import { addSizesToCart, askShop, sizesInStock } from './shop-graphql.fixture.ts';
import { shopForTests } from './test-shop.ts';

/**
 * Decision 064: a catalogue or content page is the same page for every shopper. A shopper with a
 * cart, a login or both gets the bytes a first-time visitor gets (only the CSP nonce differs), as a
 * page every cache may keep; the personal parts come from `/session.json` after the page.
 */
// Every answer rendered (no page cache, decision 063), so the bytes compared are each render's own.
const shop = shopForTests({ PAGE_CACHE: 'off' });

/** The shop's GraphQL, as a guest or (with `token`) as the customer a Magento client signs in as. */
const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  askShop<T>(shop().base, query, variables, token ? { authorization: `Bearer ${token}` } : {});

interface Answer {
  status: number;
  cacheControl: string | null;
  setCookie: string | null;
  /** The body with this response's CSP nonce taken out. */
  html: string;
}

async function get(pathname: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${shop().base}${pathname}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const body = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    setCookie: response.headers.get('set-cookie'),
    html: nonce ? body.replaceAll(nonce, '') : body,
  };
}

let pages: Record<string, string>;
let productSku: string;
let cartCookie: string;
let loginCookie: string;

beforeAll(async () => {
  const [product] = await sizesInStock(shop().base, { minimum: 2 });
  if (!product) throw new Error('the seed has no configurable product in stock');
  productSku = product.parentSku;
  const { categories } = await graphql<{ categories: { items: { url_path: string }[] } }>('{ categories { items { url_path } } }');
  pages = {
    home: '/',
    listing: `/${categories.items[0]!.url_path}/`,
    product: `/${product.urlKey}.html`,
    brands: '/merken/',
    content: '/over-ons/',
    search: '/zoeken/?q=pantalon',
    stores: '/winkels/',
  };

  const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
  await addSizesToCart(shop().base, cartId, [product], 2);
  cartCookie = `quote_masked_id_nl=${cartId}`;

  await graphql(
    'mutation { createCustomerV2(input: { firstname: "Joost", lastname: "Gedeeld", email: "joost.gedeeld@example.com", password: "Zomer!2026" }) { customer { email } } }',
  );
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation { generateCustomerToken(email: "joost.gedeeld@example.com", password: "Zomer!2026") { token } }',
  );
  const token = generateCustomerToken.token;
  loginCookie = `apollo-token=${token}`;
  const { customer } = await graphql<{ customer: { wishlists: { id: string }[] } }>('{ customer { wishlists { id } } }', {}, token);
  await graphql(
    'mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { id } } }',
    { id: customer.wishlists[0]!.id, sku: productSku },
    token,
  );
}, 120_000);

describe('the same page for every shopper (decision 064)', () => {
  it('sends a shopper with a cart, a login or both the bytes a first visitor gets, for every cache to keep', async () => {
    for (const [kind, pathname] of Object.entries(pages)) {
      const anonymous = await get(pathname);
      expect(anonymous.status, `${kind} ${pathname}`).toBe(200);
      expect(anonymous.cacheControl, kind).toBe(PUBLIC_PAGE);
      for (const cookie of [cartCookie, loginCookie, `${cartCookie}; ${loginCookie}`]) {
        const personal = await get(pathname, cookie);
        expect(personal.cacheControl, `${kind} with ${cookie.slice(0, 20)}`).toBe(PUBLIC_PAGE);
        expect(personal.setCookie, kind).toBeNull();
        expect(personal.html === anonymous.html, `${kind} ${pathname} differs with ${cookie.slice(0, 20)}`).toBe(true);
      }
    }
  });

  it('keeps the shopper out of a shared page: no name, no cart, no login state in it', async () => {
    const page = await get(pages.product!, `${cartCookie}; ${loginCookie}`);
    expect(page.html).not.toContain('Joost');
    expect(page.html).not.toContain(cartCookie.split('=')[1]);
    expect(page.html).not.toContain('data-logged-in');
  });

  it('answers the session request privately with the cart, the login and the wishlist', async () => {
    const anonymous = await get('/session.json');
    expect(anonymous.cacheControl).toBe(PRIVATE);
    expect(JSON.parse(anonymous.html)).toMatchObject({ cartQuantity: 0, customer: null, wishlist: null, miniCart: null });

    const withCart = await get('/session.json', cartCookie);
    expect(withCart.cacheControl).toBe(PRIVATE);
    expect(JSON.parse(withCart.html)).toMatchObject({ cartQuantity: 2, customer: null, miniCart: { quantity: 2 } });

    const signedIn = await get('/session.json', loginCookie);
    expect(signedIn.cacheControl).toBe(PRIVATE);
    const session = JSON.parse(signedIn.html) as { customer: { firstname: string }; wishlist: { items: { sku: string }[] } };
    expect(session.customer.firstname).toBe('Joost');
    expect(session.wishlist.items.map((item) => item.sku)).toContain(productSku);
  });

  it('clears a cart cookie that leads nowhere in the session request, not in a shared page', async () => {
    const gone = 'quote_masked_id_nl=00000000000000000000000000000000';
    expect((await get(pages.home!, gone)).setCookie).toBeNull();
    const session = await get('/session.json', gone);
    expect(session.setCookie).toMatch(/^quote_masked_id_nl=;/);
  });

  it('keeps rendering the cart and the account with the shopper in them, privately', async () => {
    const cart = await get('/cart/', cartCookie);
    expect(cart.cacheControl).toBe(PRIVATE);
    // The header's badge is drawn with the cart's quantity in the page itself.
    expect(cart.html).toMatch(/data-empty="false"[^>]*>2</);
    const account = await get('/customer/', loginCookie);
    expect(account.status).toBe(200);
    expect(account.cacheControl).toBe(PRIVATE);
    expect(account.html).toContain('Joost');
  });
});
