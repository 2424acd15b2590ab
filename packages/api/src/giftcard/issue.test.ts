import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailingShop } from '../checkout/order-fixtures.ts';
import { cartWith, completeCheckout, dataOf, PLACE_ORDER } from '../cart/cart-fixtures.ts';
import { ORDER_CONFIRMATION_KIND } from '../checkout/order-mail.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { orders } from '../checkout/tables.ts';
import { mailOutbox } from '../platform/tables.ts';
import { outboxMails } from '../platform/testing.ts';
import { ECARD_MAIL_KIND, ecardMail, GIFT_CARD_DESK, PRINT_MAIL_KIND } from './card-mail.ts';
import { ACCOUNT, addGiftCardLine, APPLY, makeCard, type GiftCardLine } from './giftcard-fixtures.ts';
import { hashGiftCardPin } from './numbers.ts';
import { issueGiftCardsForOrder } from './redeem.ts';
import { giftCards, giftCardTransactions } from './tables.ts';

const { t, variant, mailbox, mail } = mailingShop({ count: 6, units: 100 });

/** Orders a shirt and the gift card `line`, pays it in the sandbox; returns the order row. */
async function buyAndPay(line: GiftCardLine, store?: string) {
  const cartId = await cartWith(t, variant(), 1, store);
  await addGiftCardLine(t, cartId, line, store);
  await completeCheckout(t, cartId);
  const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId }, store ? { store } : {})).placeOrder;
  const reference = (placed.pay_redirect_url as string).split('/').pop() as string;
  await decideSandboxPayment({ db: t.db, now: t.now, mail }, reference, 'approve');
  const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
  return { order: order!, reference };
}

const cardsOf = (orderId: number) => t.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
const outbox = (kind: string, to: string) => outboxMails(t.db, kind, to);

describe('issuing bought gift cards', () => {
  it('D13, V7: a paid e-card is issued once and mailed to its recipient with a 19-digit number and 6-digit PIN that work', async () => {
    const recipient = 'piet.ecard@example.com';
    const { order, reference } = await buyAndPay({
      type: 'virtual',
      amount: 25,
      senderName: 'Jan',
      recipientName: 'Piet',
      recipientEmail: recipient,
      message: '<b>Veel plezier</b> & tot snel',
    });
    const cards = await cardsOf(order.id);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card).toMatchObject({ kind: 'virtual', balance: 2500, initialBalance: 2500, status: 'active', recipientEmail: recipient });
    expect(card.number).toMatch(/^606436\d{13}$/);
    const years = (card.expiresAt!.getTime() - Date.now()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);
    expect(await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id))).toMatchObject([
      { kind: 'issue', amount: 2500, orderId: order.id },
    ]);

    const received = await mailbox.waitFor(recipient, /Kaartnummer/);
    expect(received.decoded).toContain('Jan stuurt je een Van Arkel cadeaukaart');
    const number = /Kaartnummer: ((?:\d{4} ){4}\d{3})/.exec(received.decoded)?.[1]?.replace(/ /g, '');
    const pin = /Pincode: (\d{6})\b/.exec(received.decoded)?.[1];
    expect(number).toBe(card.number);
    expect(pin).toMatch(/^\d{6}$/);
    expect(card.pinHash).toBe(hashGiftCardPin(pin!));
    expect(received.decoded).toContain('/cadeaukaart/saldo/');
    expect(received.decoded).toContain('&lt;b&gt;Veel plezier&lt;/b&gt; &amp; tot snel');

    const account = dataOf(await t.query(ACCOUNT, { input: { gift_card_code: number, gift_card_pin: pin } })).giftCardAccount;
    expect(account).toMatchObject({ code: `•••••••••••••••${number!.slice(-4)}`, balance: { value: 25 } });

    // Once SMTP took the mail, the outbox keeps it without the PIN.
    const [kept] = await outbox(ECARD_MAIL_KIND, recipient);
    expect(kept?.sentAt).not.toBeNull();
    expect(kept?.textBody).toContain('Pincode: ••••••');
    expect(kept?.textBody).not.toContain(pin);
    expect(kept?.htmlBody).not.toContain(`Pincode: ${pin}`);
    expect(kept?.htmlBody).not.toContain('<b>Veel');

    // Once: the same approval again, or issuing again, adds no card and no mail.
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, reference, 'approve');
    expect(await t.db.transaction((tx) => issueGiftCardsForOrder(tx, order.id, new Date()))).toEqual([]);
    expect(await cardsOf(order.id)).toHaveLength(1);
    expect(await outbox(ECARD_MAIL_KIND, recipient)).toHaveLength(1);
  });

  it('D13: two e-cards on one line are two cards with their own numbers and PINs, each mailed', async () => {
    const recipient = 'twee.ecards@example.com';
    const { order } = await buyAndPay({ type: 'virtual', amount: 10, quantity: 2, recipientEmail: recipient });
    const cards = await cardsOf(order.id);
    expect(cards).toHaveLength(2);
    expect(new Set(cards.map((c) => c.number)).size).toBe(2);
    expect(await outbox(ECARD_MAIL_KIND, recipient)).toHaveLength(2);
  });

  it('D13: the e-card mail is in the store language (de, en); line breaks in names stay out of the subject', () => {
    const card = {
      id: 1,
      orderId: 1,
      number: '6064360000000001234',
      pin: '987654',
      kind: 'virtual' as const,
      amount: 5000,
      expiresAt: new Date('2028-11-26T10:00:00Z'),
      senderName: 'Jan\r\nBcc: x@example.com',
      senderEmail: null,
      recipientName: 'Anna',
      recipientEmail: 'anna@example.com',
      message: null,
    };
    const de = ecardMail(card, 'de', 'Europe/Berlin', 'https://shop.example/?store=de').content;
    expect(de.subject).toBe('Jan Bcc: x@example.com schickt dir eine Van Arkel Geschenkkarte');
    expect(de.text).toContain('Kartennummer: 6064 3600 0000 0001 234\nPIN: 987654\nGültig bis einschließlich: 26. November 2028');
    // The balance page of the German store, on the host it shares with the others (decision 046).
    expect(de.text).toContain('https://shop.example/cadeaukaart/saldo/?store=de');
    const en = ecardMail(card, 'en', 'Europe/Amsterdam', 'https://shop.example/').content;
    expect(en.text).toContain('has sent you a Van Arkel gift card worth');
    expect(en.text).toContain('PIN: 987654');
  });

  it('D13: a physical card is issued without a mail to its recipient; its print job holds number and PIN; the confirmation says it comes by post', async () => {
    const { order } = await buyAndPay({ type: 'physical', amount: 40, recipientName: 'Kees' });
    const [card] = await cardsOf(order.id);
    expect(card).toMatchObject({ kind: 'physical', balance: 4000, recipientEmail: null });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, ECARD_MAIL_KIND))).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining(order.number) }),
    );
    const job = await mailbox.waitFor(GIFT_CARD_DESK, new RegExp(order.number));
    expect(job.decoded).toContain(card!.number.replace(/(\d{4})(?=\d)/g, '$1 '));
    const pin = /Pincode: (\d{6})\b/.exec(job.decoded)?.[1];
    expect(card!.pinHash).toBe(hashGiftCardPin(pin!));
    expect((await outbox(PRINT_MAIL_KIND, GIFT_CARD_DESK)).every((row) => !row.textBody.includes(`Pincode: ${pin}`))).toBe(true);
    const confirmation = await mailbox.waitFor(order.email, new RegExp(`Bedankt voor je bestelling ${order.number}`));
    expect(confirmation.decoded).toContain('De cadeaukaart komt per post; het kaartnummer en de pincode staan op de kaart.');
    expect(await outbox(ORDER_CONFIRMATION_KIND, order.email)).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: `Bedankt voor je bestelling ${order.number}` })]),
    );
  });

  it('CO18, D13: gift cards pay for the shirt but not for the e-card bought with it; once the rest is paid the e-card is issued', async () => {
    const recipient = 'betaald.met.kaart@example.com';
    const cartId = await cartWith(t, variant(1), 1);
    await addGiftCardLine(t, cartId, { type: 'virtual', amount: 15, recipientEmail: recipient });
    await completeCheckout(t, cartId);
    const paying = await makeCard(t.db, 100_000);
    const cart = dataOf(await t.query(APPLY, { input: { cart_id: cartId, gift_card_code: paying.number, gift_card_pin: paying.pin } }))
      .applyGiftCardToCart.cart;
    expect(cart.amount_due).toEqual({ value: 15, currency: 'EUR' });
    const more = await makeCard(t.db, 5000);
    const refused = await t.query(APPLY, { input: { cart_id: cartId, gift_card_code: more.number, gift_card_pin: more.pin } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('GIFT_CARD_FOR_GIFT_CARDS');
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(placed.payment_provider.data).toEqual(expect.arrayContaining([{ key: 'amount', value: '15.00' }]));
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, (placed.pay_redirect_url as string).split('/').pop() as string, 'approve');
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(await cardsOf(order!.id)).toMatchObject([{ kind: 'virtual', balance: 1500 }]);
    await mailbox.waitFor(recipient, /Kaartnummer/);
  });

  it('D13: a cancelled order issues no cards', async () => {
    const cartId = await cartWith(t, variant(0), 1);
    await addGiftCardLine(t, cartId, { type: 'virtual', amount: 20, recipientEmail: 'nooit@example.com' });
    await completeCheckout(t, cartId);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, (placed.pay_redirect_url as string).split('/').pop() as string, 'cancel');
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(await cardsOf(order!.id)).toEqual([]);
    expect(await outbox(ECARD_MAIL_KIND, 'nooit@example.com')).toEqual([]);
  });
});
