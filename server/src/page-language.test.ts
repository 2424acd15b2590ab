import { cookiePagePath, type Locale } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import {
  amountFindings,
  dateFindings,
  foreignWordFindings,
  languageOwnWords,
  pageLanguageFindings,
  readableText,
  type PageFinding,
} from './page-language.fixture.ts';
import { askShop, sizeInStock } from './shop-graphql.fixture.ts';
import { shopForTests, type TestShop } from './test-shop.ts';

const own = languageOwnWords();

/** A finding as one line of the failure report: `foreign word: Winkelwagen (nl)`. */
const findingLine = (finding: PageFinding) =>
  `${finding.problem}: ${finding.text}${finding.language ? ` (${finding.language}) in "${finding.context}"` : ''}`;

describe('the page-language guard (unit)', () => {
  it("builds a word list per language from the catalogues, each without the others' words", () => {
    expect(own.nl.has('winkelwagen')).toBe(true);
    expect(own.de.has('warenkorb')).toBe(true);
    expect(own.en.has('basket') || own.en.has('checkout') || own.en.has('delivery')).toBe(true);
    for (const word of own.nl) expect(own.en.has(word) || own.de.has(word), word).toBe(false);
  });

  it('fails on the leaks shoppers saw: English in the Dutch store, Dutch in the German and English ones', () => {
    const words = (text: string, language: Locale) =>
      foreignWordFindings(text, language, own).map((f) => `${f.language}:${f.text.toLowerCase()}`);
    expect(words('Een of meer artikelen zijn niet meer op voorraad. Some of the products are out of stock', 'nl')).toEqual(
      expect.arrayContaining(['en:products']),
    );
    expect(words('Besuche uns in der Kalverstraat. Bezoek Van Arkel aan de Kalverstraat: pakken, overhemden en schoenen', 'de')).toEqual(
      expect.arrayContaining(['nl:overhemden']),
    );
    expect(words('Visit us at Kalverstraat 112. Bekijk op de kaart', 'en')).toEqual(expect.arrayContaining(['nl:bekijk']));
    expect(words('Je winkelwagen is leeg. Bekijk de sale.', 'nl')).toEqual([]);
  });

  it('fails on an amount not written as the store writes it, and on US or German-without-dot dates', () => {
    const amounts = (text: string, language: Locale) => amountFindings(text, language).map((f) => f.text);
    expect(amounts('Neue Abonnenten erhalten 10 € Rabatt; der Preis ist € 75,95.', 'de')).toEqual(['10 €']);
    expect(amounts('Gratis verzending vanaf €100 en € 1.234,56 of € 10,- korting, nu - € 5,-.', 'nl')).toEqual(['€100']);
    // A quantity printed right before a price is no amount with the sign after it.
    expect(amounts('Aantal: 1 € 225,- Totaal € 225,-', 'nl')).toEqual([]);
    expect(amounts('Pay €189.61, €10.- off, €1,250.00; not € 12,50 or €12,50.', 'en')).toEqual(['€ 12,50', '€12,50']);
    const dates = (text: string, language: Locale) => dateFindings(text, language).map((f) => f.text);
    expect(dates('Valid until November 28, 2026', 'en')).toEqual(['November 28, 2026']);
    expect(dates('Valid until 28 November 2026, ordered 28/11/2026', 'en')).toEqual([]);
    expect(dates('Gültig bis 28 November 2026', 'de')).toEqual(['28 November 2026']);
    expect(dates('Gültig bis 28. November 2026', 'de')).toEqual([]);
    expect(dates('Geldig tot 28 november 2026', 'nl')).toEqual([]);
  });

  it('reads what a shopper reads: text, alt and label attributes, entities; not scripts', () => {
    const html =
      '<html><head><title>Warenkorb</title><meta name="description" content="Zum Warenkorb"><script>window.x = "Winkelwagen"</script></head>' +
      '<body><img alt="Shopping cart &amp; more"><button aria-label="Winkelwagen openen">x</button></body></html>';
    expect(readableText(html)).toBe('Warenkorb Zum Warenkorb Shopping cart & more Winkelwagen openen x');
    expect(pageLanguageFindings(html, 'de', own).map((f) => f.text)).toContain('Winkelwagen');
  });
});

// Every page type of every main store, server-rendered as a shopper's browser first receives it.
const shop = shopForTests();

const STORES: Locale[] = ['nl', 'en', 'de'];

const graphql = <T = unknown>(base: string, store: Locale, query: string, variables: Record<string, unknown> = {}) =>
  askShop<T>(base, query, variables, { store });

/** A cart of `store` with one product in stock, its address and home delivery set, so every checkout step opens. */
async function cartFor(base: string, store: Locale): Promise<string> {
  const size = await sizeInStock(base, store);
  const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>(base, store, 'mutation { createEmptyCart }');
  await graphql(
    base,
    store,
    `
      mutation ($cart: String!, $sku: String!, $parent: String!) {
        addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, parent_sku: $parent, quantity: 1 }]) {
          user_errors {
            code
          }
        }
      }
    `,
    { cart: cartId, sku: size.sku, parent: size.parentSku },
  );
  const address =
    store === 'de'
      ? `{ firstname: "Hans", lastname: "Müller", street: ["Friedrichstraße", "43"], city: "Berlin", postcode: "10117", country_code: "DE", telephone: "030123456789" }`
      : `{ firstname: "Jan", lastname: "de Vries", street: ["Damrak", "12"], city: "Amsterdam", postcode: "1012LG", country_code: "NL", telephone: "0612345678" }`;
  await graphql(
    base,
    store,
    `mutation { setGuestEmailOnCart(input: { cart_id: "${cartId}", email: "jan@example.com" }) { cart { email } } }`,
  );
  const shipping = await graphql<{
    setShippingAddressesOnCart: {
      cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string }[] }[] };
    };
  }>(
    base,
    store,
    `mutation { setShippingAddressesOnCart(input: { cart_id: "${cartId}", shipping_addresses: [{ address: ${address} }] }) {
      cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } }
    } }`,
  );
  const method = shipping.setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods[0];
  if (!method) throw new Error(`no shipping method in store ${store}`);
  await graphql(
    base,
    store,
    `mutation { setBillingAddressOnCart(input: { cart_id: "${cartId}", billing_address: { same_as_shipping: true } }) { cart { email } } }`,
  );
  await graphql(
    base,
    store,
    `mutation { setShippingMethodsOnCart(input: { cart_id: "${cartId}", shipping_methods: [{ carrier_code: "${method.carrier_code}", method_code: "${method.method_code}" }] }) { cart { email } } }`,
  );
  return cartId;
}

/** The first link on a page whose address matches. */
function firstLink(html: string, pattern: RegExp): string {
  for (const match of html.matchAll(/href="(\/[^"#?]*)"/g)) if (pattern.test(match[1]!)) return match[1]!;
  throw new Error(`no link matching ${pattern}`);
}

/** Every page type of a store: home, listing, product, gift card, search, brands, stores, content, account, cart, checkout, 404. */
async function pagesOf(test: TestShop, store: Locale, cookie: string): Promise<string[]> {
  const home = await (await fetch(`${test.base}/`, { headers: { cookie } })).text();
  const stores = await (await fetch(`${test.base}/winkels/`, { headers: { cookie } })).text();
  return [
    '/',
    firstLink(home, /^\/(?:kleding|clothing|kleidung)\/$/),
    firstLink(home, /\.html$/),
    firstLink(home, /cadeaukaart|gift-?card|geschenkkarte/),
    '/zoeken/?q=trui',
    '/merken/',
    '/winkels/',
    firstLink(stores, /^\/winkels\/[a-z0-9-]+\/$/),
    '/over-ons/',
    '/klantenservice/',
    cookiePagePath(store),
    '/cadeaukaart/saldo/',
    '/customer/login/',
    '/customer/create/',
    '/customer/forgotpassword/',
    '/wishlist/',
    '/cart/',
    '/checkout/',
    '/checkout/shipment/',
    '/checkout/payment/',
    '/geen-pagina-hier/',
  ];
}

describe('every page type in every main store speaks the store language and writes its dates and amounts (HTTP)', () => {
  for (const store of STORES) {
    it(`${store}: no other store language's words, no foreign date or amount format`, async () => {
      const test = shop();
      const cartId = await cartFor(test.base, store);
      const cookie = `store=${store}; quote_masked_id_${store}=${cartId}; va_cookie_message=1`;
      const findings: Record<string, string[]> = {};
      for (const path of await pagesOf(test, store, cookie)) {
        const response = await fetch(`${test.base}${path}`, { headers: { cookie }, redirect: 'manual' });
        const answered = [200, 404].includes(response.status) ? [] : [{ problem: 'status' as const, text: String(response.status) }];
        const found = [...answered, ...pageLanguageFindings(await response.text(), store, own)];
        if (found.length > 0) findings[path] = found.map(findingLine);
      }
      expect(findings).toEqual({});
    }, 180_000);
  }
});
