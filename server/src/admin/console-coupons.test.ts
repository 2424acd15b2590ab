import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tables } from '@shop/api/testing';
import { consoleForFile, get, post } from './console-fixtures.ts';

const { coupons, couponUsages, orders } = tables;

const admin = consoleForFile();

const VALID = {
  code: 'voorjaar25',
  description: 'Voorjaarsactie <b>2027</b>',
  type: 'percent',
  amount: '12,5',
  minSubtotal: '75',
  excludesSale: 'on',
  usageLimit: '100',
  usesPerCustomer: '1',
  storeCodes: ['nl', 'be'],
  fromDate: '2027-03-01',
  toDate: '2027-03-31',
};

const couponCount = async () => (await admin.h.t.db.select().from(coupons)).length;

describe('coupons in the console (A21, CA14)', () => {
  it('A21: the list shows every coupon with its discount, rules, uses, per-customer limit, dates and status', async () => {
    const html = await (await get(admin.h, '/admin/coupons', admin.manager)).text();
    for (const code of ['WELKOM10', 'HERFST15', 'ZOMER20', 'PERSONEEL25']) expect(html).toContain(`data-coupon="${code}"`);
    expect(html).toContain('niet op sale');
    expect(html).toContain('<caption>Kortingscodes</caption>');
    expect(html).toContain('<th scope="col">Gebruikt / limiet</th>');
    expect(html).toMatch(/data-coupon="PERSONEEL25".*?geblokkeerd/);
    // The state as of now: ZOMER20's summer is over, HERFST15 runs, a coupon starting next year waits.
    expect(html).toMatch(/data-coupon="ZOMER20".*?data-state="expired">verlopen</);
    expect(html).toMatch(/data-coupon="HERFST15".*?data-state="active">actief</);
  });

  it('A21: a manager creates a coupon with every rule; the code is stored upper-case, amounts in cents and basis points, dates in the shops’ time zone', async () => {
    const response = await post(admin.h, '/admin/coupons', VALID, admin.manager);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/coupons?notice=coupons.notice.created&code=VOORJAAR25');
    const [row] = await admin.h.t.db.select().from(coupons).where(eq(coupons.code, 'VOORJAAR25'));
    expect(row).toMatchObject({
      description: 'Voorjaarsactie <b>2027</b>',
      type: 'percent',
      amount: 1250,
      minSubtotal: 7500,
      excludesSale: true,
      usageLimit: 100,
      usesPerCustomer: 1,
      timesUsed: 0,
      storeCodes: ['nl', 'be'],
      active: true,
    });
    expect(row!.fromDate!.toISOString()).toBe('2027-02-28T23:00:00.000Z');
    expect(row!.toDate!.toISOString()).toBe('2027-03-31T21:59:59.000Z');
    expect(row!.changedBy).toBeTypeOf('number');
    const list = await (await get(admin.h, '/admin/coupons?notice=coupons.notice.created&code=VOORJAAR25', admin.manager)).text();
    expect(list).toContain('Kortingscode VOORJAAR25 is aangemaakt.');
    expect(list).toContain('Voorjaarsactie &lt;b&gt;2027&lt;/b&gt;');
    expect(list).toMatch(/data-coupon="VOORJAAR25".*?data-state="scheduled">nog niet geldig</);
    const fixed = await post(admin.h, '/admin/coupons', { code: 'VAST5', type: 'fixed', amount: '5' }, admin.manager);
    expect(fixed.status).toBe(303);
    const [five] = await admin.h.t.db.select().from(coupons).where(eq(coupons.code, 'VAST5'));
    expect(five).toMatchObject({
      type: 'fixed',
      amount: 500,
      minSubtotal: 0,
      usageLimit: null,
      usesPerCustomer: null,
      storeCodes: [],
      fromDate: null,
      toDate: null,
      excludesSale: false,
    });
  });

  it('A21: wrong, missing, hostile and oversized values come back next to their fields with the values kept; nothing is written', async () => {
    const before = await couponCount();
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [{}, { code: 'Vul een code in.', amount: 'Vul de korting in.', type: 'Kies procent of vast bedrag.' }],
      [{ ...VALID, code: 'ab' }, { code: 'Een code heeft 3 tot 64 tekens' }],
      [{ ...VALID, code: "X'; DROP TABLE coupons; --" }, { code: 'Een code heeft 3 tot 64 tekens' }],
      [{ ...VALID, code: '<script>alert(1)</script>' }, { code: 'Een code heeft 3 tot 64 tekens' }],
      [{ ...VALID, code: 'A'.repeat(65) }, { code: 'Een code heeft 3 tot 64 tekens' }],
      [{ ...VALID, code: 'A'.repeat(3000) }, { code: 'Een code heeft 3 tot 64 tekens' }],
      [{ ...VALID, description: 'x'.repeat(201) }, { description: 'hoogstens 200 tekens' }],
      [{ ...VALID, description: 'regel\nregel' }, { description: 'hoogstens 200 tekens' }],
      [{ ...VALID, type: 'free' }, { type: 'Kies procent of vast bedrag.' }],
      [{ ...VALID, amount: '0' }, { amount: 'Een percentage van 0,01 tot 100' }],
      [{ ...VALID, amount: '101' }, { amount: 'Een percentage van 0,01 tot 100' }],
      [{ ...VALID, amount: '-5' }, { amount: 'Een percentage van 0,01 tot 100' }],
      [{ ...VALID, type: 'fixed', amount: '10000,01' }, { amount: 'Een bedrag van 0,01 tot 10.000 euro' }],
      [{ ...VALID, type: 'fixed', amount: '1.000,00' }, { amount: 'Een bedrag van 0,01 tot 10.000 euro' }],
      [{ ...VALID, type: 'fixed', amount: '12,345' }, { amount: 'Een bedrag van 0,01 tot 10.000 euro' }],
      [{ ...VALID, minSubtotal: 'veel' }, { minSubtotal: 'Een bedrag van 0 tot 100.000 euro' }],
      [{ ...VALID, usageLimit: '0' }, { usageLimit: 'Een heel getal van 1 tot 1.000.000' }],
      [{ ...VALID, usageLimit: '1e3' }, { usageLimit: 'Een heel getal van 1 tot 1.000.000' }],
      [{ ...VALID, usesPerCustomer: '2,5' }, { usesPerCustomer: 'Een heel getal van 1 tot 1.000.000' }],
      [{ ...VALID, storeCodes: ['nl', 'xx'] }, { storeCodes: 'Kies winkels uit de lijst.' }],
      [{ ...VALID, fromDate: '2027-02-30' }, { fromDate: 'Een datum als 2026-12-31' }],
      [{ ...VALID, toDate: '31-03-2027' }, { toDate: 'Een datum als 2026-12-31' }],
      [{ ...VALID, fromDate: '2027-04-01', toDate: '2027-03-01' }, { toDate: 'De einddatum ligt vóór de begindatum.' }],
    ];
    for (const [form, expected] of cases) {
      const label = JSON.stringify(form).slice(0, 100);
      const response = await post(admin.h, '/admin/coupons', form, admin.manager);
      expect(response.status, label).toBe(400);
      const html = await response.text();
      expect(html, label).toContain('Niet opgeslagen');
      for (const [fieldName, message] of Object.entries(expected)) {
        expect(html, label).toContain(message);
        if (fieldName !== 'type' && fieldName !== 'storeCodes') expect(html, label).toContain(`id="${fieldName}-error"`);
      }
      expect(html).not.toContain('<script>alert');
      expect(html).not.toMatch(/at .*\.ts:\d+/);
      if (form.code === VALID.code) expect(html).toContain('value="voorjaar25"');
    }
    expect(await couponCount()).toBe(before);
  });

  it('A21: a code that exists (in any case) is refused with a message and the form kept', async () => {
    const before = await couponCount();
    const response = await post(admin.h, '/admin/coupons', { ...VALID, code: ' herfst15 ' }, admin.manager);
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('Deze code bestaat al.');
    expect(html).toContain('value=" herfst15 "');
    expect(await couponCount()).toBe(before);
    const [herfst] = await admin.h.t.db.select().from(coupons).where(eq(coupons.code, 'HERFST15'));
    expect(herfst!.amount).toBe(1500);
  });

  it('A21: block and unblock switch the coupon off and on; unknown codes are 404', async () => {
    const blocked = await post(admin.h, '/admin/coupons/HERFST15/block', {}, admin.manager);
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get('location')).toBe('/admin/coupons/HERFST15?notice=coupons.notice.blocked');
    expect((await admin.h.t.db.select().from(coupons).where(eq(coupons.code, 'HERFST15')))[0]!.active).toBe(false);
    const page = await (await get(admin.h, '/admin/coupons/HERFST15?notice=coupons.notice.blocked', admin.manager)).text();
    expect(page).toContain('De kortingscode is geblokkeerd.');
    expect(page).toContain('HERFST15 deblokkeren');
    expect((await post(admin.h, '/admin/coupons/HERFST15/unblock', {}, admin.manager)).status).toBe(303);
    expect((await admin.h.t.db.select().from(coupons).where(eq(coupons.code, 'HERFST15')))[0]!.active).toBe(true);
    for (const code of ['NOPE123', "x' or 1=1 --", 'A'.repeat(500)]) {
      expect((await post(admin.h, `/admin/coupons/${encodeURIComponent(code)}/block`, {}, admin.manager)).status).toBe(404);
      expect((await get(admin.h, `/admin/coupons/${encodeURIComponent(code)}`, admin.manager)).status).toBe(404);
    }
  });

  it('A21: a coupon’s page lists the orders that used it, with given-back uses marked', async () => {
    const [order] = await admin.h.t.db
      .insert(orders)
      .values({
        number: 'NL900000001',
        storeCode: 'nl',
        cartId: 1,
        email: 'gebruik@vanarkel.example',
        status: 'processing',
        billingAddress: { firstname: 'A', lastname: 'B', street: ['s 1'], postcode: '1011AA', city: 'Amsterdam', country_code: 'NL' },
        shippingAddress: { firstname: 'A', lastname: 'B', street: ['s 1'], postcode: '1011AA', city: 'Amsterdam', country_code: 'NL' },
        shippingMethod: { carrier_code: 'x', method_code: 'y', carrier_title: 'X', method_title: 'Y' },
        paymentMethod: { code: 'ideal', title: 'iDEAL' },
        couponCode: 'WELKOM10',
        subtotalInclTax: 5000,
        subtotalExclTax: 4132,
        taxAmount: 694,
        grandTotal: 4000,
        discountAmount: 1000,
      })
      .returning();
    await admin.h.t.db
      .insert(couponUsages)
      .values({ couponCode: 'WELKOM10', orderId: order!.id, email: 'gebruik@vanarkel.example', discount: 1000, releasedAt: new Date() });
    const html = await (await get(admin.h, '/admin/coupons/WELKOM10', admin.manager)).text();
    expect(html).toContain('href="/admin/orders/NL900000001"');
    expect(html).toContain('gebruik@vanarkel.example');
    expect(html).toContain('gast');
    expect(html).toContain('€ 10,-');
    expect(await (await get(admin.h, '/admin/coupons/HERFST15', admin.manager)).text()).toContain('Nog niet gebruikt.');
  });

  it('A21: more coupons than a page holds: the range and links to the next and previous page, the search kept', async () => {
    await admin.h.t.db.insert(coupons).values(
      Array.from({ length: 105 }, (_, i) => ({
        code: `VEEL${String(i).padStart(3, '0')}`,
        type: 'fixed',
        amount: 100,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await (await get(admin.h, '/admin/coupons?q=veel', admin.manager)).text();
    expect(first).toContain('1–100 van 105');
    expect(first).toContain('href="/admin/coupons?q=veel&amp;page=2"');
    expect(first).not.toContain('Vorige pagina');
    expect((first.match(/data-coupon="VEEL/g) ?? []).length).toBe(100);
    const second = await (await get(admin.h, '/admin/coupons?q=veel&page=2', admin.manager)).text();
    expect(second).toContain('101–105 van 105');
    expect(second).toContain('href="/admin/coupons?q=veel&amp;page=1"');
    expect(second).not.toContain('Volgende pagina');
    expect(second).toContain('data-coupon="VEEL000"');
    for (const page of ['0', '-1', 'x', '99999999999'])
      expect((await get(admin.h, `/admin/coupons?q=veel&page=${page}`, admin.manager)).status).toBe(200);
    expect(await (await get(admin.h, '/admin/coupons?q=veel&page=50', admin.manager)).text()).toContain('Niets gevonden.');
  });

  it('A21: the list can be searched by code, with hostile search text shown as text', async () => {
    const html = await (await get(admin.h, '/admin/coupons?q=welk', admin.manager)).text();
    expect(html).toContain('data-coupon="WELKOM10"');
    expect(html).not.toContain('data-coupon="HERFST15"');
    for (const q of ['%', '_', "' or 1=1 --", '<script>x</script>', 'x'.repeat(1000)]) {
      const response = await get(admin.h, `/admin/coupons?q=${encodeURIComponent(q)}`, admin.manager);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain('<script>x');
      expect(text).not.toContain('data-coupon="HERFST15"');
    }
  });
});
