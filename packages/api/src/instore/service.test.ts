import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLocations } from '../content/tables.ts';
import { createTestApi, type TestApi } from '../platform/testing.ts';
import {
  closeTable,
  deviceLink,
  findSession,
  INSTORE_SESSION_MINUTES,
  listTables,
  openTable,
  refreshSession,
  sessionCountsForOrder,
} from './service.ts';
import { instoreSessions } from './tables.ts';
import { onPostgres } from '../platform/test-file-api.ts';

const T0 = new Date('2026-03-02T09:00:00.000Z');
const minutes = (m: number) => new Date(T0.getTime() + m * 60_000);

let t: TestApi;
/** The command context at a moment of the test's clock. */
const at = (moment: Date) => ({ db: t.db, now: () => moment });
let shopId: number;
let otherShopId: number;

beforeAll(async () => {
  t = await createTestApi({ products: 5 });
  const shops = await t.db.select({ id: storeLocations.id }).from(storeLocations).where(eq(storeLocations.active, true)).limit(2);
  shopId = shops[0]!.id;
  otherShopId = shops[1]?.id ?? shops[0]!.id;
});

afterAll(async () => {
  await t?.close();
});

function open(hours = 2, tableLabel = 'Tafel 1', storeLocationId = shopId) {
  return openTable(at(T0), { storeLocationId, tableLabel, hours, staffId: null });
}

describe('tabletop sessions with a fixed clock', () => {
  it('T8: opening a table gives an OPEN session of its own chain, 128-bit url-safe id, ttl 30 minutes', async () => {
    const session = await open();
    expect(session.status).toBe('OPEN');
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(session.chainId).toBe(session.id);
    expect(session.ttlDt.toISOString()).toBe(minutes(INSTORE_SESSION_MINUTES).toISOString());
    expect(session.openUntil?.toISOString()).toBe(minutes(120).toISOString());
    expect(session.tableLabel).toBe('Tafel 1');
    expect(session.closedAt).toBeNull();
  });

  it('T8: the ttl is capped at the end of the table opening', async () => {
    const session = await open(0.25);
    expect(session.ttlDt.toISOString()).toBe(minutes(15).toISOString());
  });

  it('T2: status OPEN before the ttl, EXPIRED at and after it', async () => {
    const session = await open();
    expect((await findSession(at(minutes(29)), session.id))?.status).toBe('OPEN');
    expect((await findSession(at(minutes(30)), session.id))?.status).toBe('EXPIRED');
    expect((await findSession(at(minutes(90)), session.id))?.status).toBe('EXPIRED');
  });

  it('T2: unknown, malformed, hostile and oversized ids are not found (and never looked up)', async () => {
    for (const id of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      '',
      'short',
      "x' or 1=1 --",
      '<script>alert(1)</script>',
      'a'.repeat(10_000),
      '../../etc',
    ]) {
      expect(await findSession(at(T0), id)).toBeNull();
      expect(await refreshSession(at(T0), id)).toBeNull();
      expect(await closeTable(at(T0), id, null)).toBe(false);
    }
  });

  it('T6: refreshing an EXPIRED session gives a new OPEN session of the same chain; the old one is CLOSED', async () => {
    const first = await open();
    const next = await refreshSession(at(minutes(31)), first.id);
    expect(next).not.toBeNull();
    expect(next!.id).not.toBe(first.id);
    expect(next!.status).toBe('OPEN');
    expect(next!.chainId).toBe(first.id);
    expect(next!.ttlDt.toISOString()).toBe(minutes(61).toISOString());
    expect((await findSession(at(minutes(31)), first.id))?.status).toBe('CLOSED');
    const [row] = await t.db.select().from(instoreSessions).where(eq(instoreSessions.id, first.id));
    expect(row?.replacedBy).toBe(next!.id);
  });

  it('T6: refreshing a replaced session again gives the chain newest session, not another one', async () => {
    const first = await open();
    const next = await refreshSession(at(minutes(31)), first.id);
    const again = await refreshSession(at(minutes(32)), first.id);
    expect(again?.id).toBe(next!.id);
    // Once the newest one expired too, the old id refreshes the chain once more.
    const third = await refreshSession(at(minutes(70)), first.id);
    expect(third?.id).not.toBe(next!.id);
    expect(third?.status).toBe('OPEN');
    expect((await findSession(at(minutes(70)), next!.id))?.status).toBe('CLOSED');
  });

  it('T6: refreshing an OPEN session returns it unchanged', async () => {
    const session = await open();
    const same = await refreshSession(at(minutes(5)), session.id);
    expect(same?.id).toBe(session.id);
    expect(same?.ttlDt.toISOString()).toBe(session.ttlDt.toISOString());
  });

  it('T8: after the table opening ends, refresh gives nothing new (the session stays EXPIRED)', async () => {
    const session = await open(1);
    const late = await refreshSession(at(minutes(60)), session.id);
    expect(late?.id).toBe(session.id);
    expect(late?.status).toBe('EXPIRED');
    expect(await t.db.select().from(instoreSessions).where(eq(instoreSessions.chainId, session.id))).toHaveLength(1);
  });

  it('T8: closing a table closes every session of the chain; refresh then gives nothing new', async () => {
    const first = await open();
    const next = await refreshSession(at(minutes(31)), first.id);
    expect(await closeTable(at(minutes(35)), first.id, null)).toBe(true);
    expect((await findSession(at(minutes(35)), next!.id))?.status).toBe('CLOSED');
    expect((await findSession(at(minutes(35)), next!.id))?.closedAt?.toISOString()).toBe(minutes(35).toISOString());
    const after = await refreshSession(at(minutes(36)), next!.id);
    expect(after?.id).toBe(next!.id);
    expect(after?.status).toBe('CLOSED');
    expect(await refreshSession(at(minutes(36)), first.id)).toMatchObject({ id: first.id, status: 'CLOSED' });
    expect(await closeTable(at(minutes(37)), next!.id, null)).toBe(false);
  });

  it('T8: a session counts for an order while OPEN, or expired while its table is open; not after closing', async () => {
    const first = await open();
    expect(await sessionCountsForOrder(t.db, minutes(10), first.id)).not.toBeNull();
    expect(await sessionCountsForOrder(t.db, minutes(45), first.id)).not.toBeNull();
    await refreshSession(at(minutes(46)), first.id);
    expect(await sessionCountsForOrder(t.db, minutes(47), first.id)).not.toBeNull();
    expect(await sessionCountsForOrder(t.db, minutes(121), first.id)).toBeNull();
    await closeTable(at(minutes(50)), first.id, null);
    expect(await sessionCountsForOrder(t.db, minutes(51), first.id)).toBeNull();
    expect(await sessionCountsForOrder(t.db, minutes(51), 'nope')).toBeNull();
  });

  it('T8: wrong, hostile and oversized table input is refused with a clear message and nothing is stored', async () => {
    const before = (await t.db.select().from(instoreSessions)).length;
    const cases: [Partial<Parameters<typeof openTable>[1]>, RegExp][] = [
      [{ tableLabel: '' }, /Enter a table label/],
      [{ tableLabel: '   ' }, /Enter a table label/],
      [{ tableLabel: 'x'.repeat(41) }, /at most 40 characters/],
      [{ tableLabel: '<b>1</b>' }, /control characters or < >/],
      [{ tableLabel: 'a\u0000b' }, /control characters/],
      [{ hours: 0 }, /hours/],
      [{ hours: 25 }, /hours/],
      [{ hours: Number.NaN }, /hours/],
      [{ storeLocationId: 999_999 }, /Choose a shop/],
      [{ storeLocationId: -1 }, /Choose a shop/],
    ];
    for (const [change, message] of cases) {
      await expect(
        openTable(at(T0), { storeLocationId: shopId, tableLabel: 'Tafel 2', hours: 2, staffId: null, ...change }),
      ).rejects.toThrow(message);
    }
    expect(await t.db.select().from(instoreSessions)).toHaveLength(before);
  });

  it('T8: listTables shows each open table once with its newest session, by shop; closed ones only on request', async () => {
    const a = await open(3, 'List A', otherShopId);
    const b = await open(3, 'List B', otherShopId);
    const bNext = await refreshSession(at(minutes(40)), b.id);
    await closeTable(at(minutes(41)), a.id, null);
    const open_ = await listTables(at(minutes(42)), { storeLocationId: otherShopId });
    const labels = open_.filter((s) => s.tableLabel.startsWith('List ')).map((s) => [s.tableLabel, s.id]);
    expect(labels).toEqual([['List B', bNext!.id]]);
    const all = await listTables(at(minutes(42)), { storeLocationId: otherShopId, includeClosed: true });
    expect(
      all
        .filter((s) => s.tableLabel.startsWith('List '))
        .map((s) => s.tableLabel)
        .sort(),
    ).toEqual(['List A', 'List B']);
    // Past their opening, tables leave the open list.
    expect((await listTables(at(minutes(200)), { storeLocationId: otherShopId })).filter((s) => s.tableLabel.startsWith('List '))).toEqual(
      [],
    );
  });

  it('T3: the device link opens the checkout with the service and the session as query parameters', () => {
    expect(deviceLink('/instore', 'AbC_-12345678901234567', 'https://shop.example/')).toBe(
      'https://shop.example/checkout/?xsattbaseurl=%2Finstore&xsattsessionid=AbC_-12345678901234567',
    );
    expect(deviceLink('https://tables.example/instore', 'x&y', 'https://shop.example')).toBe(
      'https://shop.example/checkout/?xsattbaseurl=https%3A%2F%2Ftables.example%2Finstore&xsattsessionid=x%26y',
    );
  });
});

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a race.
describe.skipIf(!onPostgres)('tabletop refresh races (PostgreSQL; set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)', () => {
  it('T6: ten refreshes of one expired session at once give one new session, returned to every call', async () => {
    const first = await open();
    const results = await Promise.all(Array.from({ length: 10 }, () => refreshSession(at(minutes(31)), first.id)));
    const ids = new Set(results.map((r) => r?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBe(first.id);
    const chain = await t.db.select().from(instoreSessions).where(eq(instoreSessions.chainId, first.id));
    expect(chain).toHaveLength(2);
  });

  it('T6: refreshing the old and the new id of a chain at once still gives one newest session', async () => {
    const first = await open();
    const second = await refreshSession(at(minutes(31)), first.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refreshSession(at(minutes(65)), i % 2 === 0 ? first.id : second!.id)),
    );
    expect(new Set(results.map((r) => r?.id)).size).toBe(1);
    const heads = (await t.db.select().from(instoreSessions).where(eq(instoreSessions.chainId, first.id))).filter(
      (r) => r.replacedBy === null,
    );
    expect(heads).toHaveLength(1);
  });

  it('T8: closing a table while it is refreshed leaves no open session in the chain', async () => {
    const first = await open();
    await Promise.all([
      ...Array.from({ length: 5 }, () => refreshSession(at(minutes(31)), first.id)),
      closeTable(at(minutes(31)), first.id, null),
    ]);
    const chain = await t.db.select().from(instoreSessions).where(eq(instoreSessions.chainId, first.id));
    expect(chain.filter((r) => r.status === 'OPEN')).toHaveLength(0);
  });
});
