import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, dataOf, PLACE_ORDER, tables, variantsInStock } from '@shop/api/testing';
import { consoleForFile, get } from './console-fixtures.ts';

const { orders } = tables;

const admin = consoleForFile({ products: 20 });

let orderNumber: string;

beforeAll(async () => {
  const [variant] = await variantsInStock(admin.h.t.db, 5, 1);
  const cartId = await cartWith(admin.h.t, variant!, 2);
  await completeCheckout(admin.h.t, cartId);
  orderNumber = dataOf(await admin.h.t.query(PLACE_ORDER, { id: cartId })).placeOrder.order.order_number as string;
});

describe('order lookup in the console (A21)', () => {
  it('A21: by order number (any case) or e-mail address (any case): date, status, payment status, total, in-store flag, gift cards, coupon', async () => {
    for (const q of [orderNumber, orderNumber.toLowerCase(), 'JAN@example.com', '  jan@example.com ']) {
      const response = await get(admin.h, `/admin/orders?q=${encodeURIComponent(q)}`, admin.employee);
      expect(response.status, q).toBe(200);
      const html = await response.text();
      expect(html, q).toContain(`href="/admin/orders/${orderNumber}"`);
      expect(html).toContain('<td data-label="Status" data-status="pending_payment">wacht op betaling</td>');
      expect(html).toContain('<td data-label="Betaling" data-status="open">open</td>');
      expect(html).toContain('webbestelling');
      expect(html).toMatch(/€ \d/);
    }
    expect(await (await get(admin.h, '/admin/orders?q=NL000000000', admin.employee)).text()).toContain('Niets gevonden.');
  });

  it("names the delivery country in the console's language, in the list and on the order, never by its code", async () => {
    for (const [lang, name] of [
      ['nl', 'Nederland'],
      ['en', 'Netherlands'],
      ['de', 'Niederlande'],
    ] as const) {
      const cookie = `${admin.employee}; va_console_lang=${lang}`;
      const list = await (await get(admin.h, `/admin/orders?q=${orderNumber}`, cookie)).text();
      expect(list, lang).toMatch(new RegExp(`<td data-label="(Land|Country)">${name}</td>`));
      const detail = await (await get(admin.h, `/admin/orders/${orderNumber}`, cookie)).text();
      expect(detail, lang).toContain(`1012 LG Amsterdam, ${name}`);
      expect(detail, lang).not.toMatch(/Amsterdam NL\b/);
    }
  });

  it('A21: an in-store order shows its shop and table', async () => {
    await admin.h.t.db
      .update(orders)
      .set({ isInStoreOrder: true, instoreLocationId: 1, instoreTable: 'Tafel 3' })
      .where(eq(orders.number, orderNumber));
    try {
      const html = await (await get(admin.h, `/admin/orders?q=${orderNumber}`, admin.employee)).text();
      expect(html).toMatch(/In de winkel · Van Arkel [^·]+ · tafel Tafel 3/);
    } finally {
      await admin.h.t.db
        .update(orders)
        .set({ isInStoreOrder: false, instoreLocationId: null, instoreTable: null })
        .where(eq(orders.number, orderNumber));
    }
  });

  it('A21: the order page shows lines and the payment history; unknown or malformed numbers are 404', async () => {
    const html = await (await get(admin.h, `/admin/orders/${orderNumber}`, admin.employee)).text();
    expect(html).toContain(`Bestelling ${orderNumber}`);
    expect(html).toContain('<caption>Artikelen</caption>');
    expect(html).toContain('<caption>Betalingen</caption>');
    expect(html).toContain('sandbox');
    expect(html).toContain('Jan');
    for (const number of ['NL000000000', 'x', "NL1' or '1'='1", '<script>', 'N'.repeat(3000)]) {
      expect((await get(admin.h, `/admin/orders/${encodeURIComponent(number)}`, admin.employee)).status, number.slice(0, 20)).toBe(404);
    }
  });

  it('A21: a lookup that is neither an order number nor an e-mail address is answered next to the field, text kept and escaped', async () => {
    for (const [q, message] of [
      ['', 'Vul een ordernummer of e-mailadres in.'],
      ['   ', 'Vul een ordernummer of e-mailadres in.'],
      ['hallo', 'Een ordernummer (zoals NL123456789) of een e-mailadres.'],
      ["' or 1=1 --", 'Een ordernummer (zoals NL123456789) of een e-mailadres.'],
      ['<script>alert(1)</script>', 'Een ordernummer (zoals NL123456789) of een e-mailadres.'],
      [`${'a'.repeat(300)}@example.com`, 'Een ordernummer (zoals NL123456789) of een e-mailadres.'],
    ] as const) {
      const response = await get(admin.h, `/admin/orders?q=${encodeURIComponent(q)}`, admin.employee);
      expect(response.status, q.slice(0, 20)).toBe(400);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain('id="q-error"');
      expect(html).not.toContain('<script>alert');
      if (q === 'hallo') expect(html).toContain('value="hallo"');
    }
  });
});
