import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import express from 'express';
import { createTestApi, tables, type TestApi } from '@shop/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, dataOf, PAYMENT_RESULT, PLACE_ORDER, silentLogger, variantsInStock } from '@shop/api/testing';
import { formatPrice } from '@shop/rules';
import { createPaymentRouter } from './index.ts';
import { paymentPage } from './page.ts';

let t: TestApi;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApi({ products: 40 });
  const app = express();
  app.use('/payment', createPaymentRouter({ db: t.db, log: silentLogger }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

async function placedOrder() {
  const [v] = await variantsInStock(t.db, 5, 1);
  if (!v) throw new Error('no variant in stock');
  const cartId = await cartWith(t, v, 1);
  await completeCheckout(t, cartId);
  const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
  return { cartId, placed, reference: (placed.pay_redirect_url as string).split('/').pop() as string };
}

function post(reference: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/payment/${reference}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

const result = async (reference: string) => dataOf(await t.query(PAYMENT_RESULT, { ref: reference })).paymentResult;

describe('sandbox payment provider pages', () => {
  it('CO16: the hosted page says it is a test page and shows merchant, amount, method and bank', async () => {
    const { placed, reference } = await placedOrder();
    const response = await fetch(`${base}${placed.pay_redirect_url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Its form may be answered with a redirect to the store's return page on the store's own host.
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000;");
    const html = await response.text();
    // The order was placed in the Dutch store: the provider's page speaks Dutch and writes the amount as the store does.
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('TESTMODUS');
    expect(html).toContain('Van Arkel');
    expect(html).toContain(placed.order.order_number);
    expect(html).toContain('iDEAL');
    expect(html).toContain('ING');
    const amount = placed.payment_provider.data.find((d: { key: string }) => d.key === 'amount')!.value as string;
    expect(html).toContain(`Betaal ${formatPrice(Number(amount), 'nl')} aan Van Arkel`);
    expect(html).not.toMatch(/>Pay|Amount|Merchant/);
    for (const action of ['approve', 'cancel', 'refuse']) expect(html).toContain(`value="${action}"`);
    expect(html).toContain(`name="token" value="${reference}"`);
  });

  it('CO16, OC3: pay records the payment and sends the browser back to the return address with 303', async () => {
    const { reference } = await placedOrder();
    const response = await post(reference, { token: reference, action: 'approve' });
    expect(response.status).toBe(303);
    // The return page of the store the order was placed on (here without a request: the store's configured address).
    expect(response.headers.get('location')).toBe(`http://localhost:3000/checkout/return/?reference=${reference}`);
    expect(await result(reference)).toMatchObject({ status: 'paid', result_code: null });
    const again = await post(reference, { token: reference, action: 'refuse' });
    expect(again.status).toBe(303);
    expect(await result(reference)).toMatchObject({ status: 'paid' });
    expect(await (await fetch(`${base}/payment/${reference}`)).text()).toContain('Deze betaling is betaald.');
  });

  it('OC3: cancel gives code 890 and refuse code 63', async () => {
    const cancelled = await placedOrder();
    await post(cancelled.reference, { token: cancelled.reference, action: 'cancel' });
    expect(await result(cancelled.reference)).toMatchObject({ status: 'cancelled', result_code: 890 });
    const refused = await placedOrder();
    await post(refused.reference, { token: refused.reference, action: 'refuse' });
    expect(await result(refused.reference)).toMatchObject({ status: 'refused', result_code: 63 });
  });

  it('CO16: a post without the token, from another origin or with an unknown action changes nothing', async () => {
    const { reference } = await placedOrder();
    expect((await post(reference, { action: 'approve' })).status).toBe(403);
    expect((await post(reference, { token: 'a'.repeat(32), action: 'approve' })).status).toBe(403);
    expect((await post(reference, { token: reference, action: 'approve' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(reference, { token: reference, action: 'steal' })).status).toBe(400);
    expect(await result(reference)).toMatchObject({ status: 'open' });
  });

  it('an unknown reference shows a 404 page', async () => {
    expect((await fetch(`${base}/payment/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${base}/payment/not-a-reference`)).status).toBe(404);
    expect((await post('0'.repeat(32), { token: '0'.repeat(32), action: 'approve' })).status).toBe(404);
  });

  it("a refused post speaks the language of the payment's store, not the default one", async () => {
    const { placed, reference } = await placedOrder();
    await t.db.update(tables.orders).set({ storeCode: 'de' }).where(eq(tables.orders.number, placed.order.order_number));
    const refused = await post(reference, { action: 'approve' });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Diese Anfrage wurde nicht angenommen');
    expect(html).not.toContain('niet geaccepteerd');
    const unknownAction = await (await post(reference, { token: reference, action: 'steal' })).text();
    expect(unknownAction).toContain('Bitte nutze die Schaltflächen auf der Zahlungsseite.');
  });

  it("an unknown payment's page speaks the request's store language, else the browser's, else Dutch", async () => {
    const page = async (headers: Record<string, string>, path = '0'.repeat(32)) => {
      const response = await fetch(`${base}/payment/${path}`, { headers });
      expect(response.status).toBe(404);
      return response.text();
    };
    expect(await page({ cookie: 'store=de' })).toContain('<h1>Zahlung nicht gefunden</h1>');
    // The English stores (global and GB) share a language.
    expect(await page({ cookie: 'store=gb' })).toContain('<h1>Payment not found</h1>');
    expect(await page({ cookie: 'store=nosuchstore', 'accept-language': 'en-GB,en;q=0.8' })).toContain('<html lang="en">');
    expect(await page({ 'accept-language': 'de-DE' }, 'not-a-reference')).toContain('<html lang="de">');
    expect(await page({})).toContain('<h1>Betaling niet gevonden</h1>');
    const posted = await post('0'.repeat(32), { token: '0'.repeat(32), action: 'approve' }, { cookie: 'store=en' });
    expect(await posted.text()).toContain('<h1>Payment not found</h1>');
  });
});

describe("the hosted page in the shopper's store language", () => {
  const hosted = {
    reference: 'pay_x',
    status: 'open' as const,
    resultCode: null,
    amount: 18961,
    currency: 'EUR',
    orderNumber: 'DE100000001',
    method: 'paypal',
    methodTitle: 'PayPal',
    issuerName: null,
    returnUrl: 'https://shop.example/checkout/return/?reference=pay_x',
  };

  it("CO16: German and English orders get the page, its buttons and the amount in their store's words and format", () => {
    const german = paymentPage({ ...hosted, language: 'de' });
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('€ 189,61 an Van Arkel zahlen');
    expect(german).toMatch(/value="approve">Zahlen</);
    expect(german).not.toMatch(/>Pay<|Betaal/);
    const english = paymentPage({ ...hosted, language: 'en' });
    expect(english).toContain('Pay €189.61 to Van Arkel');
    expect(paymentPage({ ...hosted, status: 'paid', language: 'de' })).toContain('Diese Zahlung ist bezahlt.');
  });
});
