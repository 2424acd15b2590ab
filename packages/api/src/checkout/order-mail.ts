/**
 * The order confirmation e-mail, sent once when an order becomes paid (after the transaction that
 * made it paid has committed), in the store's language, with the lines and totals as ordered. Texts
 * in ICU MessageFormat, filled by the shop's one formatter (@shop/rules).
 */
import { centsToEuros, formatMessage, formatPrice, isLocale, type Locale } from '@shop/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { renderMail, storeLink } from '../platform/mail-layout.ts';
import { giftcardOfPairs } from '../cart/giftcard-items.ts';
import { findStoreByCode } from '../store/service.ts';
import { orderHome } from '../store/addresses.ts';
import { postalAddress } from './postal-address.ts';
import { orderItems, orders } from './tables.ts';

export const ORDER_CONFIRMATION_KIND = 'order_confirmation';

export const ORDER_MAIL_TEXTS = {
  nl: {
    subject: 'Bedankt voor je bestelling {number}',
    greeting: 'Beste {name},',
    paid: 'We hebben je betaling ontvangen. Je bestelling {number} wordt nu klaargemaakt.',
    delivery: 'Bezorging: {method}',
    deliverTo: 'Bezorgadres',
    subtotal: 'Subtotaal',
    shipping: 'Verzendkosten',
    discount: 'Korting',
    total: 'Totaal',
    tax: 'Waarvan btw',
    giftCards: 'Betaald met cadeaukaart',
    ecard: 'De e-cadeaukaart sturen we per e-mail naar {to}, met het kaartnummer en de pincode.',
    physical: 'De cadeaukaart komt per post; het kaartnummer en de pincode staan op de kaart.',
    action: 'Bekijk je bestelling',
    footer: 'Heb je een vraag over je bestelling? Beantwoord deze e-mail en vermeld je bestelnummer.',
  },
  en: {
    subject: 'Thank you for your order {number}',
    greeting: 'Dear {name},',
    paid: 'We have received your payment. Your order {number} is now being prepared.',
    delivery: 'Delivery: {method}',
    deliverTo: 'Delivery address',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    tax: 'Of which VAT',
    giftCards: 'Paid with gift card',
    ecard: 'We are e-mailing the e-gift card to {to}, with its card number and PIN.',
    physical: 'The gift card comes by post; its card number and PIN are on the card.',
    action: 'View your order',
    footer: 'A question about your order? Reply to this e-mail and mention your order number.',
  },
  de: {
    subject: 'Danke für deine Bestellung {number}',
    greeting: 'Hallo {name},',
    paid: 'Wir haben deine Zahlung erhalten. Deine Bestellung {number} wird jetzt vorbereitet.',
    delivery: 'Lieferung: {method}',
    deliverTo: 'Lieferadresse',
    subtotal: 'Zwischensumme',
    shipping: 'Versandkosten',
    discount: 'Rabatt',
    total: 'Gesamtbetrag',
    tax: 'Darin enthaltene MwSt.',
    giftCards: 'Mit Geschenkkarte bezahlt',
    ecard: 'Die E-Geschenkkarte senden wir per E-Mail an {to}, mit Kartennummer und PIN.',
    physical: 'Die Geschenkkarte kommt per Post; Kartennummer und PIN stehen auf der Karte.',
    action: 'Bestellung ansehen',
    footer: 'Eine Frage zu deiner Bestellung? Antworte auf diese E-Mail und nenne deine Bestellnummer.',
  },
} as const;

/** Where the mail's button leads: the account's order page for a customer, the confirmation page for a guest. */
export function orderLinkPath(order: { number: string; customerId: number | null }): string {
  const number = encodeURIComponent(order.number);
  return order.customerId != null ? `/customer/orders/${number}/` : `/order-complete/${number}/`;
}

/** Renders and sends the confirmation of a paid order; does nothing for an unknown order. */
export async function sendOrderConfirmation(db: Db, mail: Mailer, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return;
  const [items, store] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    findStoreByCode(db, order.storeCode),
  ]);
  if (!store) return;
  const language: Locale = isLocale(store.language) ? store.language : 'nl';
  const t = ORDER_MAIL_TEXTS[language];
  const money = (cents: number) => formatPrice(centsToEuros(cents), language);
  const address = order.shippingAddress;
  const lineRows = items.map((item) => {
    const options = item.selectedOptions
      .filter((option) => option.code !== 'giftcard_message')
      .map((option) => `${option.label}: ${option.value}`)
      .join(', ');
    return { label: `${item.quantity} × ${item.name}${options ? ` (${options})` : ''}`, value: money(item.rowTotalInclTax) };
  });
  const boughtCards = items.flatMap((item) => {
    const card = giftcardOfPairs(item.selectedOptions);
    return card ? [card] : [];
  });
  const cardNotes = [
    ...new Set(
      boughtCards.map((card) =>
        card.giftcard_type === 'physical'
          ? t.physical
          : formatMessage(language, t.ecard, { to: card.recipient_email ?? card.recipient_name ?? '' }),
      ),
    ),
  ];
  const content = renderMail({
    language,
    subject: formatMessage(language, t.subject, { number: order.number }),
    greeting: formatMessage(language, t.greeting, { name: address.firstname || order.billingAddress.firstname }),
    paragraphs: [
      formatMessage(language, t.paid, { number: order.number }),
      formatMessage(language, t.delivery, { method: `${order.shippingMethod.carrier_title} – ${order.shippingMethod.method_title}` }),
      `${t.deliverTo}:\n${postalAddress(address, language)}`,
      ...cardNotes,
    ],
    rows: [
      ...lineRows,
      { label: t.subtotal, value: money(order.subtotalInclTax) },
      ...(order.discountAmount > 0 ? [{ label: t.discount, value: money(-order.discountAmount) }] : []),
      { label: t.shipping, value: money(order.shippingInclTax) },
      { label: t.total, value: money(order.grandTotal) },
      ...(order.giftCardAmount > 0 ? [{ label: t.giftCards, value: money(-order.giftCardAmount) }] : []),
      { label: t.tax, value: money(order.taxAmount) },
    ],
    action: { label: t.action, href: storeLink(await orderHome(db, order), orderLinkPath(order)) },
    footer: [t.footer],
  });
  await mail.send(db, { kind: ORDER_CONFIRMATION_KIND, storeCode: order.storeCode, to: order.email, ...content });
}

/** Sends the confirmation after the commit; a failure is logged and never undoes the payment's outcome. */
export async function confirmPaidOrder(db: Db, mail: Mailer, orderId: number, log?: Logger): Promise<void> {
  try {
    await sendOrderConfirmation(db, mail, orderId);
  } catch (error) {
    log?.error({ orderId, error: error instanceof Error ? error.message : String(error) }, 'order confirmation could not be sent');
  }
}
