import { describe, expect, it } from 'vitest';
import { listOutboxMails } from '@shop/api/server';
import { cartWith, completeCheckout, dataOf, PLACE_ORDER, variantsInStock, type TestApi } from '@shop/api/testing';
import { rawRequest, shopForTests } from './test-shop.ts';

/**
 * Decision 046: every store has its own address. The demo configures none (its stores name
 * `http://localhost:3000/`), so the shop's links lead to the host and port it was really reached on,
 * with `?store={code}` for a store that shares that host with the default store; a Host or
 * X-Forwarded-Host a client made up never reaches a page, a mail or the payment's return.
 */
const shop = shopForTests();

/** The API over HTTP as a client reaches it, under the Host (and other headers) given. */
function apiUnder(host: string, extra: Record<string, string> = {}): TestApi {
  const query = async (text: string, variables: Record<string, unknown> = {}, options: { store?: string; token?: string } = {}) => {
    const answer = await rawRequest(shop().port, {
      path: '/graphql',
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        ...(options.store ? { store: options.store } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...extra,
      },
      body: JSON.stringify({ query: text, variables }),
    });
    return JSON.parse(answer.body) as never;
  };
  return { db: shop().shop.database!.db, query } as unknown as TestApi;
}

const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

async function mailTo(address: string) {
  const mails = await listOutboxMails({ db: shop().shop.database!.db }, 50);
  const found = mails.find((mail) => mail.toAddress === address);
  if (!found) throw new Error(`no mail to ${address}`);
  return found;
}

/** The action link of a mail's text (`Label: https://…`). */
function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('the mail has no link');
  return new URL(match[0]);
}

describe('every store has its own address (decision 046)', () => {
  it('a mailed link leads to the host and port the shop was reached on, in the store it was asked in', async () => {
    const host = `localhost:${shop().port}`;
    dataOf(await apiUnder(host).query(SUBSCRIBE, { email: 'reached@example.com' }, { store: 'de' }));
    const link = linkIn((await mailTo('reached@example.com')).textBody);
    expect(link.origin).toBe(`http://${host}`);
    expect(link.pathname).toBe('/newsletter/confirm/');
    expect(link.searchParams.get('store')).toBe('de');
    // The default store needs no store choice.
    dataOf(await apiUnder(host).query(SUBSCRIBE, { email: 'reached-nl@example.com' }));
    const nl = linkIn((await mailTo('reached-nl@example.com')).textBody);
    expect(nl.origin).toBe(`http://${host}`);
    expect(nl.searchParams.has('store')).toBe(false);
  });

  it('a made-up Host or X-Forwarded-Host never reaches a mail: the link names the address the connection reached', async () => {
    dataOf(await apiUnder('evil.example').query(SUBSCRIBE, { email: 'forged-host@example.com' }));
    dataOf(
      await apiUnder(`127.0.0.1:${shop().port}`, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }).query(SUBSCRIBE, {
        email: 'forged-forward@example.com',
      }),
    );
    dataOf(await apiUnder(`localhost:${shop().port + 1}`).query(SUBSCRIBE, { email: 'forged-port@example.com' }));
    for (const address of ['forged-host@example.com', 'forged-forward@example.com', 'forged-port@example.com']) {
      const mail = await mailTo(address);
      expect(mail.textBody, address).not.toContain('evil');
      expect(linkIn(mail.textBody).origin, address).toBe(shop().base);
    }
  });

  it('the payment provider sends the shopper back to the host the order was placed on; the order mail links there too', async () => {
    const host = `localhost:${shop().port}`;
    const api = apiUnder(host);
    const [variant] = await variantsInStock(api.db, 5, 1);
    if (!variant) throw new Error('no variant in stock');
    const cartId = await cartWith(api, variant, 1);
    await completeCheckout(api, cartId);
    const placed = dataOf(await api.query(PLACE_ORDER, { id: cartId })).placeOrder as {
      pay_redirect_url: string;
      order: { order_number: string };
    };
    const reference = placed.pay_redirect_url.split('/').pop() as string;
    // The hosted page is asked under another Host: the return still leads where the order was placed.
    const paid = await rawRequest(shop().port, {
      path: `/payment/${reference}`,
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: reference, action: 'approve' }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`http://${host}/checkout/return/?reference=${reference}`);
    const confirmation = await mailTo('jan@example.com');
    expect(confirmation.textBody).toContain(`http://${host}/order-complete/${placed.order.order_number}/`);
  });

  it('canonical and hreflang differ per store on the host the stores share', async () => {
    const page = async (path: string) => (await rawRequest(shop().port, { path, headers: { accept: 'text/html' } })).body;
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const alternatesOf = (html: string) =>
      new Map([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, m[2]!]));
    const nl = await page('/');
    const de = await page('/?store=de');
    expect(canonicalOf(nl)).toBe(`${shop().base}/`);
    expect(canonicalOf(de)).toBe(`${shop().base}/?store=de`);
    const alternates = alternatesOf(de);
    expect(alternates.get('nl')).toBe(`${shop().base}/`);
    expect(alternates.get('de')).toBe(`${shop().base}/?store=de`);
    expect(alternates.get('en-GB')).toBe(`${shop().base}/?store=gb`);
    expect(alternates.get('x-default')).toBe(`${shop().base}/`);
    // Each of the nine stores has a version of its own; both pages name the same set.
    const stores = [...alternates].filter(([lang]) => lang !== 'x-default').map(([, href]) => href);
    expect(new Set(stores).size).toBe(stores.length);
    expect(stores.length).toBeGreaterThanOrEqual(9);
    expect(alternatesOf(nl)).toEqual(alternates);
    // `?store=de` shows the German store.
    expect(de).toMatch(/<html lang="de/);
    // A listing in that store stays indexable, its canonical naming the store after its own query.
    const listing = await page('/kleding/?page=2&store=de');
    expect(listing).not.toMatch(/<meta name="robots" content="noindex/);
    expect(canonicalOf(listing)).toBe(`${shop().base}/kleding/?page=2&store=de`);
  });

  it('robots.txt names the sitemap index of each store on this host; a store sitemap lists its own addresses', async () => {
    const robots = (await rawRequest(shop().port, { path: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${shop().base}/sitemap.xml\n`);
    expect(robots).toContain(`Sitemap: ${shop().base}/sitemap.xml?store=de\n`);
    const sitemap = (await rawRequest(shop().port, { path: '/sitemap/de/category-1.xml' })).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${shop().base.replace(/\./g, '\\.')}/.*\\?store=de$`));
  });
});
