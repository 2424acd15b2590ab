import { signInThrottle } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../cart/cart-fixtures.ts';
import { refusalOf } from '../platform/testing.ts';
import { DEMO_GIFT_CARDS } from '../../seed/index.ts';
import { ACCOUNT, makeCard, refusal } from './giftcard-fixtures.ts';
import { GIFT_CARD_MESSAGES, giftCardMessage } from './messages.ts';
import { giftCards, giftCardTransactions } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

let clock = new Date('2026-11-26T10:00:00Z');
const t = testApiForFile({ products: 10, now: () => clock });

const account = (gift_card_code: unknown, gift_card_pin?: unknown) =>
  t.query(ACCOUNT, { input: gift_card_pin === undefined ? { gift_card_code } : { gift_card_code, gift_card_pin } });

async function refused(code: unknown, pin?: unknown) {
  const response = await account(code, pin);
  expect(response.data?.giftCardAccount ?? null).toBeNull();
  return refusal(response);
}

describe('giftCardAccount', () => {
  it('CO17, V7: the seeded card answers with its masked number, balance and expiry day', async () => {
    const demo = DEMO_GIFT_CARDS[0];
    const found = dataOf(await account(demo.number, demo.pin)).giftCardAccount;
    expect(found).toEqual({
      code: `•••••••••••••••${demo.number.slice(-4)}`,
      balance: { value: 50, currency: 'EUR' },
      expiration_date: '2028-12-31',
    });
    expect(found.code).not.toContain(demo.number.slice(0, 15));
  });

  it('V7: spaces as printed on the card are allowed, around and between the digits', async () => {
    const card = await makeCard(t.db, 1234);
    const spaced = ` ${card.number.replace(/(\d{4})/g, '$1 ')} `;
    expect(dataOf(await account(spaced, ` ${card.pin} `)).giftCardAccount.balance.value).toBe(12.34);
  });

  it('V7, CO17: 18 and 20 digits, letters, dashes, HTML, empty and oversized numbers are an invalid number', async () => {
    const card = await makeCard(t.db, 1000);
    const bad = [
      card.number.slice(0, 18),
      `${card.number}1`,
      `${card.number.slice(0, 18)}a`,
      card.number.replace(/^(\d{4})/, '$1-'),
      '<script>alert(1)</script>',
      "6064365001234567890' or '1'='1",
      '',
      '1'.repeat(100_000),
      '１２３４５６７８９０１２３４５６７８９',
    ];
    for (const number of bad) {
      expect(await refused(number, card.pin)).toEqual({
        message: GIFT_CARD_MESSAGES.GIFT_CARD_INVALID_NUMBER,
        code: 'GIFT_CARD_INVALID_NUMBER',
      });
    }
  });

  it('V7, CO17: a missing PIN asks for it; 5 and 7 digits, letters, HTML and oversized PINs are an invalid PIN', async () => {
    const card = await makeCard(t.db, 1000);
    for (const pin of [undefined, null, '', '   ']) {
      expect(await refused(card.number, pin)).toEqual({
        message: GIFT_CARD_MESSAGES.GIFT_CARD_PIN_REQUIRED,
        code: 'GIFT_CARD_PIN_REQUIRED',
      });
    }
    for (const pin of ['12345', '1234567', '12a456', '<b>1</b>', '9'.repeat(10_000)]) {
      expect(await refused(card.number, pin)).toEqual({ message: GIFT_CARD_MESSAGES.GIFT_CARD_INVALID_PIN, code: 'GIFT_CARD_INVALID_PIN' });
    }
  });

  it('CO17: an unknown number and a wrong PIN get the same answer', async () => {
    const card = await makeCard(t.db, 1000, { pin: '111111' });
    const wrongPin = await refused(card.number, '111112');
    const unknown = await refused('6064360000000000000', '111111');
    expect(wrongPin).toEqual({ message: GIFT_CARD_MESSAGES.GIFT_CARD_NOT_FOUND, code: 'GIFT_CARD_NOT_FOUND' });
    expect(unknown).toEqual(wrongPin);
  });

  it('CO17: inactive, blocked and expired cards say so, but only with the right PIN', async () => {
    const inactive = DEMO_GIFT_CARDS[3];
    const blocked = DEMO_GIFT_CARDS[4];
    const expired = await makeCard(t.db, 1000, { expiresAt: new Date(clock.getTime() - 1000) });
    for (const card of [inactive, blocked, expired]) {
      expect(await refused(card.number, card.pin)).toEqual({ message: GIFT_CARD_MESSAGES.GIFT_CARD_INACTIVE, code: 'GIFT_CARD_INACTIVE' });
      expect((await refused(card.number, card.pin === '000000' ? '000001' : '000000')).code).toBe('GIFT_CARD_NOT_FOUND');
    }
  });

  it('seeded cards each have their issue row, and the ledger of every card adds up to its balance', async () => {
    const cards = await t.db.select().from(giftCards);
    const ledger = await t.db.select().from(giftCardTransactions);
    for (const demo of DEMO_GIFT_CARDS) {
      const card = cards.find((c) => c.number === demo.number)!;
      expect(ledger.filter((row) => row.giftCardId === card.id)).toMatchObject([{ kind: 'issue', amount: demo.balance }]);
    }
    for (const card of cards) {
      expect(ledger.filter((row) => row.giftCardId === card.id).reduce((sum, row) => sum + row.amount, 0)).toBe(card.balance);
    }
  });

  it('CO17: an empty card still shows its balance of 0', async () => {
    const empty = DEMO_GIFT_CARDS[2];
    expect(dataOf(await account(empty.number, empty.pin)).giftCardAccount.balance).toEqual({ value: 0, currency: 'EUR' });
  });

  it('V7: ten wrong PINs in ten minutes lock the number for ten minutes, even for the right PIN; then it opens again', async () => {
    const start = new Date('2026-11-27T09:00:00Z');
    clock = start;
    const card = await makeCard(t.db, 2000, { pin: '424242' });
    for (let i = 0; i < 10; i++) {
      clock = new Date(start.getTime() + i * 30_000);
      expect((await refused(card.number, String(100000 + i))).code).toBe('GIFT_CARD_NOT_FOUND');
    }
    clock = new Date(start.getTime() + 5 * 60_000);
    const locked = await refused(card.number, '424242');
    // The English text names the lock's own minutes, the same the code's parameter carries.
    expect(locked).toEqual({ message: 'Too many tries for this gift card number. Try again in 10 minutes.', code: 'GIFT_CARD_LOCKED' });
    expect(refusalOf(await account(card.number, '424242')).params).toEqual({ minutes: String(signInThrottle.lockMinutes) });
    // The lock is the same for a number that does not exist, so it tells nothing about validity.
    clock = start;
    for (let i = 0; i < 10; i++) await refused('6064369999999999999', String(200000 + i));
    expect(await refused('6064369999999999999', '424242')).toEqual(locked);

    clock = new Date(start.getTime() + 9 * 30_000 + 10 * 60_000 - 1000);
    expect((await refused(card.number, '424242')).code).toBe('GIFT_CARD_LOCKED');
    clock = new Date(start.getTime() + 9 * 30_000 + 10 * 60_000 + 1000);
    expect(dataOf(await account(card.number, '424242')).giftCardAccount.balance.value).toBe(20);
    clock = new Date('2026-11-26T10:00:00Z');
  });

  it('V7: a right PIN does not clear the count, so interleaving it buys no extra guesses', async () => {
    const start = new Date('2026-11-28T09:00:00Z');
    clock = start;
    const card = await makeCard(t.db, 2000, { pin: '515151' });
    for (let i = 0; i < 9; i++) await refused(card.number, String(300000 + i));
    expect(dataOf(await account(card.number, '515151')).giftCardAccount.balance.value).toBe(20);
    expect((await refused(card.number, '515151')).code).toBe('GIFT_CARD_LOCKED');
    clock = new Date('2026-11-26T10:00:00Z');
  });
});

describe('gift card messages', () => {
  it("the English texts take the refusal's own numbers: the lock's minutes and the most cards a cart takes", () => {
    expect(giftCardMessage('GIFT_CARD_LOCKED', { minutes: 3 })).toBe('Too many tries for this gift card number. Try again in 3 minutes.');
    expect(giftCardMessage('GIFT_CARD_LIMIT', { max: 2 })).toBe('At most 2 gift cards can be applied to a cart.');
    expect(giftCardMessage('GIFT_CARD_INVALID_NUMBER')).toBe('The gift card number must be 19 digits.');
  });
});
