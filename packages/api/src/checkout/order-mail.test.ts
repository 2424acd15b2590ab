import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailingShop, placedCart } from './order-fixtures.ts';
import { ADD_CONFIGURABLE, completeCheckout, dataOf, PLACE_ORDER } from '../cart/cart-fixtures.ts';
import { newCustomer } from '../cart/customer-cart-fixtures.ts';
import { outboxMails } from '../platform/testing.ts';
import { ORDER_CONFIRMATION_KIND } from './order-mail.ts';
import { decideSandboxPayment } from './payment-provider.ts';
import { orderItems, orders } from './tables.ts';

const { t, variant, mailbox, mail } = mailingShop({ count: 8, units: 50 });

async function placeGuestOrder(quantity = 2) {
  const { placed, reference } = await placedCart(t, variant(), quantity);
  return { number: placed.order.order_number as string, reference };
}

const confirmationsOf = (number: string) =>
  mailbox.mails.filter((m) => m.decoded.includes(`Subject: Bedankt voor je bestelling ${number}`));

const outboxRows = (to: string) => outboxMails(t.db, ORDER_CONFIRMATION_KIND, to);

describe('order confirmation e-mail', () => {
  it("CO16: a paid guest order is confirmed by e-mail over SMTP, in the store's language, with lines, totals and a link", async () => {
    const { number, reference } = await placeGuestOrder(2);
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, reference, 'approve');
    const received = await mailbox.waitFor('jan@example.com', new RegExp(number));
    const [order] = await t.db.select().from(orders).where(eq(orders.number, number));
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));

    expect(received.decoded).toContain(`Subject: Bedankt voor je bestelling ${number}`);
    expect(received.decoded).toContain('Beste Jan,');
    expect(received.decoded).toContain(`2 × ${item!.name}`);
    const euros = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',').replace(/,00$/, ',-')}`;
    expect(received.decoded).toContain(`Totaal: ${euros(order!.grandTotal)}`);
    expect(received.decoded).toContain('Damrak 12 B');
    expect(received.decoded).toMatch(new RegExp(`https?://[^\\s"]+/order-complete/${number}/`));
    expect(received.decoded).toContain('<html lang="nl">');
    expect(await outboxRows('jan@example.com').then((rows) => rows.filter((r) => r.subject.includes(number)))).toEqual([
      expect.objectContaining({ sentAt: expect.any(Date), error: null }),
    ]);
  });

  it('CO16: the outcome arriving twice, or twice at the same moment, sends one e-mail; a cancelled payment sends none', async () => {
    const once = await placeGuestOrder(1);
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, once.reference, 'approve');
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, once.reference, 'approve');
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, once.reference, 'cancel');
    expect(confirmationsOf(once.number)).toHaveLength(1);

    const raced = await placeGuestOrder(1);
    await Promise.all([
      decideSandboxPayment({ db: t.db, now: t.now, mail }, raced.reference, 'approve'),
      decideSandboxPayment({ db: t.db, now: t.now, mail }, raced.reference, 'approve'),
      decideSandboxPayment({ db: t.db, now: t.now, mail }, raced.reference, 'approve'),
    ]);
    expect(confirmationsOf(raced.number)).toHaveLength(1);

    const cancelled = await placeGuestOrder(1);
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, cancelled.reference, 'cancel');
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, cancelled.reference, 'approve');
    expect(confirmationsOf(cancelled.number)).toHaveLength(0);
    const subjects = (await outboxRows('jan@example.com')).map((row) => row.subject);
    expect(subjects.filter((s) => s.includes(raced.number) || s.includes(once.number))).toHaveLength(2);
    expect(subjects.filter((s) => s.includes(cancelled.number))).toHaveLength(0);
  });

  it("A16: a customer's confirmation goes to the account's e-mail and links to the order in the account", async () => {
    const customer = await newCustomer(t.db, 'mail');
    const cartId = dataOf(await t.query('query { customerCart { id } }', {}, { token: customer.token })).customerCart.id as string;
    const v = variant();
    dataOf(
      await t.query(
        ADD_CONFIGURABLE,
        { input: { cart_id: cartId, cart_items: [{ parent_sku: v.parentSku, data: { sku: v.sku, quantity: 1 } }] } },
        { token: customer.token },
      ),
    );
    await completeCheckout(t, cartId, customer.token);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId }, { token: customer.token })).placeOrder;
    const number = placed.order.order_number as string;
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, (placed.pay_redirect_url as string).split('/').pop() as string, 'approve');
    const received = await mailbox.waitFor(customer.email, new RegExp(number));
    expect(received.decoded).toMatch(new RegExp(`https?://[^\\s"]+/customer/orders/${number}/`));
  });
});
