import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@shop/api/testing';
import { consoleForFile, EMPLOYEE, get, post } from './console-fixtures.ts';

const { instoreSessions, staffUsers, storeLocations } = tables;

const admin = consoleForFile();

/** Posts the console's open-a-table form as the staff member whose cookie is given. */
const openTable = (form: Record<string, string>, cookie: string) => post(admin.h, '/admin/tables', form, cookie);

let ownShop: number;
let otherShop: number;

beforeAll(async () => {
  const [member] = await admin.h.t.db.select().from(staffUsers).where(eq(staffUsers.email, EMPLOYEE.email));
  ownShop = member!.storeLocationId!;
  const [other] = await admin.h.t.db
    .select()
    .from(storeLocations)
    .where(and(ne(storeLocations.id, ownShop), eq(storeLocations.active, true)))
    .limit(1);
  otherShop = other!.id;
});

const sessionsCount = async () => (await admin.h.t.db.select().from(instoreSessions)).length;

describe('tables in the console (A21, T1)', () => {
  it('A21: staff open a table of their shop: an OPEN session, the device link and its QR code as inline SVG', async () => {
    const opened = await openTable({ storeLocationId: String(ownShop), tableLabel: ' Tafel  7 ', hours: '3' }, admin.employee);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/admin/tables?notice=tables.notice.opened');
    const [session] = await admin.h.t.db.select().from(instoreSessions).where(eq(instoreSessions.tableLabel, 'Tafel 7'));
    expect(session).toMatchObject({ status: 'OPEN', storeLocationId: ownShop });
    expect(session!.openUntil!.getTime() - session!.createdAt.getTime()).toBe(3 * 3_600_000);
    const page = await get(admin.h, '/admin/tables?notice=tables.notice.opened', admin.employee);
    const html = await page.text();
    expect(html).toContain('De tafel is geopend');
    const link = `${admin.h.base}/checkout/?xsattbaseurl=%2Finstore&amp;xsattsessionid=${session!.id}`;
    expect(html).toContain(`href="${link}"`);
    expect(html).toMatch(/<svg role="img" aria-label="QR-code voor tafel Tafel 7"[^>]*viewBox/);
    expect(html).not.toContain('<script');
    // The dashboard lists it as an open table of the employee's shop.
    expect(await (await get(admin.h, '/admin/', admin.employee)).text()).toContain('Tafel 7');
  });

  it('A21: a table label with HTML is kept as text; an unknown notice is ignored', async () => {
    const before = await sessionsCount();
    const response = await openTable({ storeLocationId: String(ownShop), tableLabel: '<b>x</b>', hours: '2' }, admin.employee);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(await sessionsCount()).toBe(before);
    expect(await (await get(admin.h, '/admin/tables?notice=%3Cscript%3E', admin.employee)).text()).not.toContain('<script');
  });

  it('A21: wrong, missing, hostile and oversized fields come back next to the fields with the values kept, nothing written', async () => {
    const before = await sessionsCount();
    const cases: [Record<string, string>, string[]][] = [
      [{}, ['Kies een winkel.', 'Vul een tafelnaam in.', 'Een heel aantal uren van 1 tot 24.']],
      [{ storeLocationId: String(ownShop), tableLabel: '   ', hours: '2' }, ['Vul een tafelnaam in.']],
      [{ storeLocationId: String(ownShop), tableLabel: 'x'.repeat(41), hours: '2' }, ['Een tafelnaam heeft 1 tot 40 tekens']],
      [{ storeLocationId: String(ownShop), tableLabel: 'T1', hours: '0' }, ['Een heel aantal uren']],
      [{ storeLocationId: String(ownShop), tableLabel: 'T1', hours: '25' }, ['Een heel aantal uren']],
      [{ storeLocationId: String(ownShop), tableLabel: 'T1', hours: '2.5' }, ['Een heel aantal uren']],
      [{ storeLocationId: String(ownShop), tableLabel: 'T1', hours: '1; drop table orders' }, ['Een heel aantal uren']],
      [{ storeLocationId: '999999', tableLabel: 'T1', hours: '2' }, ['Kies een winkel.']],
      [{ storeLocationId: "1' or '1'='1", tableLabel: 'T1', hours: '2' }, ['Kies een winkel.']],
      [
        { storeLocationId: String(ownShop), tableLabel: 'x'.repeat(5000), hours: '9'.repeat(500) },
        ['Een tafelnaam heeft', 'Een heel aantal uren'],
      ],
    ];
    for (const [form, messages] of cases) {
      const response = await openTable(form, admin.employee);
      expect(response.status, JSON.stringify(form).slice(0, 80)).toBe(400);
      const html = await response.text();
      expect(html).toContain('Niet opgeslagen');
      for (const message of messages) expect(html, JSON.stringify(form).slice(0, 80)).toContain(message);
      if (form.tableLabel === 'T1') expect(html).toContain('value="T1"');
      expect(html).toContain('aria-invalid="true"');
      expect(html).not.toMatch(/Error:|at .*\.ts/);
    }
    // A control character is refused for the whole form before any page reads it (decision 037).
    const hostile = await openTable({ storeLocationId: String(ownShop), tableLabel: 'T\u0000', hours: '2' }, admin.employee);
    expect(hostile.status).toBe(400);
    const hostileHtml = await hostile.text();
    expect(hostileHtml).toContain('Onleesbaar verzoek');
    expect(hostileHtml).not.toMatch(/Error:|at .*\.ts/);
    expect(await sessionsCount()).toBe(before);
  });

  it('A21: staff cannot open or close another shop’s tables (403, nothing changed); managers can', async () => {
    const before = await sessionsCount();
    const refused = await openTable({ storeLocationId: String(otherShop), tableLabel: 'Vreemd', hours: '2' }, admin.employee);
    expect(refused.status).toBe(403);
    expect(await sessionsCount()).toBe(before);
    const opened = await openTable({ storeLocationId: String(otherShop), tableLabel: 'Elders 1', hours: '2' }, admin.manager);
    expect(opened.status).toBe(303);
    const [session] = await admin.h.t.db.select().from(instoreSessions).where(eq(instoreSessions.tableLabel, 'Elders 1'));
    expect((await post(admin.h, `/admin/tables/${session!.id}/close`, {}, admin.employee)).status).toBe(403);
    const [still] = await admin.h.t.db.select().from(instoreSessions).where(eq(instoreSessions.id, session!.id));
    expect(still!.status).toBe('OPEN');
    // The employee's list shows only their shop's tables; the manager's shows every shop.
    expect(await (await get(admin.h, '/admin/tables', admin.employee)).text()).not.toContain('Elders 1');
    expect(await (await get(admin.h, '/admin/tables', admin.manager)).text()).toContain('Elders 1');
  });

  it('A21: closing a table closes its sessions, the device link goes, and closing again says so', async () => {
    await openTable({ storeLocationId: String(ownShop), tableLabel: 'Sluit mij', hours: '1' }, admin.employee);
    const [session] = await admin.h.t.db.select().from(instoreSessions).where(eq(instoreSessions.tableLabel, 'Sluit mij'));
    const closed = await post(admin.h, `/admin/tables/${session!.id}/close`, {}, admin.employee);
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/admin/tables?notice=tables.notice.closed');
    const [row] = await admin.h.t.db.select().from(instoreSessions).where(eq(instoreSessions.id, session!.id));
    expect(row!.status).toBe('CLOSED');
    expect(await (await get(admin.h, '/admin/tables', admin.employee)).text()).not.toContain('Sluit mij');
    expect(await (await get(admin.h, '/admin/tables?all=1', admin.employee)).text()).toContain('Sluit mij');
    const again = await post(admin.h, `/admin/tables/${session!.id}/close`, {}, admin.employee);
    expect(again.headers.get('location')).toBe('/admin/tables?notice=tables.notice.alreadyClosed');
    for (const id of ['unknown', 'A'.repeat(22), "x' or 1=1", 'x'.repeat(3000)]) {
      expect((await post(admin.h, `/admin/tables/${encodeURIComponent(id)}/close`, {}, admin.employee)).status).toBe(404);
    }
  });

  it('A21: a table past its opening time leaves the open list', async () => {
    await openTable({ storeLocationId: String(ownShop), tableLabel: 'Kort', hours: '1' }, admin.employee);
    expect(await (await get(admin.h, '/admin/tables', admin.employee)).text()).toContain('Kort');
    admin.h.clock.now = new Date(Date.now() + 61 * 60_000);
    try {
      expect(await (await get(admin.h, '/admin/tables', admin.employee)).text()).not.toContain('>Kort<');
    } finally {
      admin.h.clock.now = new Date();
    }
  });
});
