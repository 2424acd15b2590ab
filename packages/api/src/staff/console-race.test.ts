import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, type NewCoupon } from '../coupon/admin.ts';
import { coupons } from '../coupon/tables.ts';
import { giftCards, giftCardTransactions } from '../giftcard/tables.ts';
import { issueGiftCard, setGiftCardBlocked } from '../giftcard/admin.ts';
import { createTestApi, type TestApi } from '../platform/testing.ts';
import { onPostgres } from '../platform/test-file-api.ts';

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a race.
describe.skipIf(!onPostgres)('console writes at the same moment (PostgreSQL; set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)', () => {
  let t: TestApi;
  const ctx = () => ({ db: t.db, now: () => new Date() });

  beforeAll(async () => {
    t = await createTestApi({ products: 5 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('A21: two managers creating the same coupon code at once: one wins, the other is told the code is taken', async () => {
    for (let round = 0; round < 5; round++) {
      const code = `GELIJK${round}`;
      const make = (amount: number) => {
        const coupon: NewCoupon = {
          code,
          description: '',
          type: 'percent',
          amount,
          minSubtotal: 0,
          excludesSale: false,
          usageLimit: null,
          usesPerCustomer: null,
          storeCodes: ['nl'],
          fromDate: null,
          toDate: null,
        };
        return createCoupon(ctx(), coupon, 1);
      };
      const results = await Promise.all([make(1000), make(2000)]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'code_taken' }]);
      const rows = await t.db.select().from(coupons).where(eq(coupons.code, code));
      expect(rows).toHaveLength(1);
    }
  });

  it('A21: twenty cards issued at once each get their own number and one issue transaction', async () => {
    const cards = await Promise.all(
      Array.from({ length: 20 }, () => issueGiftCard(ctx(), { amount: 2500, expiresAt: new Date(Date.now() + 86_400_000 * 400) }, 1)),
    );
    expect(new Set(cards.map((c) => c.number)).size).toBe(20);
    for (const card of cards) {
      const transactions = await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id));
      expect(transactions).toHaveLength(1);
    }
  });

  it('A21: blocking and unblocking a card at once leave it in one of the two states, never half-changed', async () => {
    const card = await issueGiftCard(ctx(), { amount: 1000, expiresAt: new Date(Date.now() + 86_400_000 * 400) }, 1);
    const results = await Promise.all([setGiftCardBlocked(ctx(), card.id, true, 1), setGiftCardBlocked(ctx(), card.id, false, 2)]);
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(['active', 'blocked']).toContain(row!.status);
    expect(results[0]).toBe(true);
  });
});
