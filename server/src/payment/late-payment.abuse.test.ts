/**
 * A payment after expiry through the sandbox provider's hosted page: the pay action on an expired
 * payment takes the order up again or refunds it, and the console's order page shows which
 * (decision 035). Before, the late payment was ignored: the money was taken and nothing recorded.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireReservations, setStock, silentLogger, stockOf, unpaidOrder, type Variant, variantsInStock } from '@shop/api/testing';
import { EMPLOYEE, get, signIn, startConsole, type ConsoleHarness } from '../admin/console-fixtures.ts';
import { createPaymentRouter } from './index.ts';

let h: ConsoleHarness;
let staff: string;
let provider: Server;
let base: string;
let variants: Variant[];

beforeAll(async () => {
  h = await startConsole({ products: 10 });
  staff = await signIn(h, EMPLOYEE.email, EMPLOYEE.password);
  const app = express();
  app.use('/payment', createPaymentRouter({ db: h.t.db, log: silentLogger }));
  provider = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => provider.once('listening', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  variants = await variantsInStock(h.t.db, 1, 2);
});

afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
  await h?.close();
});

/** An order placed now whose reservation the job lets go, as it would 31 minutes later. */
async function expiredOrder(v: Variant, quantity: number) {
  const order = await unpaidOrder(h.t, v, quantity);
  const later = new Date(Date.now() + 31 * 60_000);
  await expireReservations({ db: h.t.db, now: () => later }, { minutes: 30 });
  return order;
}

/** The shopper presses Pay on the hosted page they opened before the order expired. */
function pay(reference: string) {
  return fetch(`${base}/payment/${reference}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: reference, action: 'approve' }).toString(),
  });
}

const consoleOrder = async (number: string) => (await get(h, `/admin/orders/${number}`, staff)).text();

describe('paying on the hosted page after the order expired', () => {
  it('with the stock still there: the order is paid and processing again', async () => {
    const v = variants[0] as Variant;
    await setStock(h.t.db, v.productId, 3);
    const order = await expiredOrder(v, 2);
    expect(await stockOf(h.t.db, v.productId)).toBe(3);
    const response = await pay(order.reference);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost:3000/checkout/return/?reference=${order.reference}`);
    expect(await stockOf(h.t.db, v.productId)).toBe(1);
    expect(await (await fetch(`${base}/payment/${order.reference}`)).text()).toContain('Deze betaling is betaald.');
    expect(await consoleOrder(order.number)).toContain('data-status="paid">betaald<');
  });

  it('with the stock sold meanwhile: refunded, shown as such on the hosted page and in the console', async () => {
    const v = variants[1] as Variant;
    await setStock(h.t.db, v.productId, 1);
    const order = await expiredOrder(v, 1);
    await unpaidOrder(h.t, v, 1);
    expect((await pay(order.reference)).status).toBe(303);
    expect(await stockOf(h.t.db, v.productId)).toBe(0);
    expect(await (await fetch(`${base}/payment/${order.reference}`)).text()).toContain('is terugbetaald');
    expect(await consoleOrder(order.number)).toContain('data-status="refunded">terugbetaald<');
  });
});
