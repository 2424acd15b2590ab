import { hashGiftCardPin } from '../../src/giftcard/numbers.ts';
import type { coupons, giftCards, giftCardTransactions } from '../../src/platform/schema.ts';

type CouponRow = typeof coupons.$inferInsert;
type GiftCardRow = typeof giftCards.$inferInsert;
type GiftCardTransactionRow = typeof giftCardTransactions.$inferInsert;

/**
 * Coupon codes of the demo shop: a working pair, one with a minimum, one with few uses left, one
 * expired and one switched off (listed in the README).
 */
export function buildCoupons(): CouponRow[] {
  return [
    {
      code: 'WELKOM10',
      description: 'Nieuwsbriefkorting: € 10 korting, niet geldig op sale- en actieartikelen',
      type: 'fixed',
      amount: 1000,
      excludesSale: true,
      usesPerCustomer: 1,
    },
    { code: 'HERFST15', description: 'Herfstactie: 15% korting op de hele collectie', type: 'percent', amount: 1500 },
    {
      code: 'KOSTUUM25',
      description: '€ 25 korting vanaf € 150, eenmaal per klant',
      type: 'fixed',
      amount: 2500,
      minSubtotal: 15_000,
      usesPerCustomer: 1,
    },
    {
      code: 'EERSTE5',
      description: 'Openingsactie: 20% korting voor de eerste 5 bestellingen',
      type: 'percent',
      amount: 2000,
      usageLimit: 5,
      usesPerCustomer: 1,
    },
    {
      code: 'ZOMER20',
      description: 'Zomeractie 2026 (verlopen)',
      type: 'percent',
      amount: 2000,
      fromDate: new Date('2026-06-01T00:00:00Z'),
      toDate: new Date('2026-08-31T21:59:59Z'),
    },
    {
      code: 'PERSONEEL25',
      description: 'Personeelskorting (uitgeschakeld)',
      type: 'percent',
      amount: 2500,
      active: false,
    },
  ];
}

/** Gift cards with PINs known to testers; the PIN itself is never stored. */
export const DEMO_GIFT_CARDS = [
  { number: '6064365001234567890', pin: '123456', balance: 5000, status: 'active' },
  { number: '6064365009876543210', pin: '654321', balance: 2500, status: 'active' },
  { number: '6064365005555555555', pin: '111111', balance: 0, status: 'active' },
  { number: '6064365001111111111', pin: '222222', balance: 7500, status: 'inactive' },
  { number: '6064365002222222222', pin: '333333', balance: 10000, status: 'blocked' },
] as const;

export { hashGiftCardPin };

/** Gift card rows for `DEMO_GIFT_CARDS`. */
export function buildGiftCards(): GiftCardRow[] {
  return DEMO_GIFT_CARDS.map((card) => ({
    number: card.number,
    pinHash: hashGiftCardPin(card.pin),
    balance: card.balance,
    initialBalance: card.balance,
    currency: 'EUR',
    status: card.status,
    expiresAt: new Date('2028-12-31T22:59:59Z'),
    createdAt: new Date('2026-03-15T10:00:00Z'),
  }));
}

/** The `issue` row of each seeded card: a card's balance is the sum of its ledger rows. */
export function buildGiftCardIssues(cards: { id: number; amount: number; createdAt: Date }[]): GiftCardTransactionRow[] {
  return cards.map((card) => ({ giftCardId: card.id, kind: 'issue', amount: card.amount, createdAt: card.createdAt }));
}
