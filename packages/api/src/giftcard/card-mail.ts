/**
 * The mails of newly issued gift cards, sent after the transaction that issued them committed: an
 * e-card goes to its recipient with the number and PIN; a card sent by post goes as a print job to
 * the shop's gift card desk, which prints number and PIN on the card. The PIN exists in clear only
 * in these mails: once SMTP has taken a mail, its outbox copy keeps the PIN masked. The recipient's
 * texts are ICU MessageFormat, filled by the shop's one formatter (@shop/rules).
 */
import { centsToEuros, formatMessage, formatPrice, intlTag, isLocale, storeTimeZone, type Locale } from '@shop/rules';
import { eq } from 'drizzle-orm';
import { postalAddress } from '../checkout/postal-address.ts';
import { orders } from '../checkout/tables.ts';
import type { Db } from '../platform/db.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { renderMail, storeLink } from '../platform/mail-layout.ts';
import { mailOutbox } from '../platform/tables.ts';
import { findStoreByCode } from '../store/service.ts';
import { orderHome } from '../store/addresses.ts';
import type { IssuedGiftCard } from './redeem.ts';

export const ECARD_MAIL_KIND = 'gift_card_ecard';
export const PRINT_MAIL_KIND = 'gift_card_print';
/** Where print jobs for cards sent by post go (the shop's gift card desk). */
export const GIFT_CARD_DESK = 'cadeaukaarten@vanarkel.example';
/** The storefront's balance-check page. */
export const BALANCE_PAGE = '/cadeaukaart/saldo/';

export const GIFT_CARD_MAIL_TEXTS = {
  nl: {
    subject: '{sender} stuurt je een Van Arkel cadeaukaart',
    greeting: 'Beste {name},',
    gift: '{sender} heeft je een Van Arkel cadeaukaart van {amount} gestuurd.',
    message: 'Bericht van {sender}:',
    number: 'Kaartnummer',
    pin: 'Pincode',
    valid: 'Geldig tot en met',
    howTo:
      'Betaal met je cadeaukaart in onze webshop: vul bij het afrekenen in de stap Betalen het kaartnummer en de pincode in. Een deel van het saldo gebruiken mag; de rest blijft op de kaart staan.',
    keep: 'Bewaar deze e-mail goed: wie het kaartnummer en de pincode kent, kan de kaart gebruiken.',
    action: 'Bekijk je saldo',
  },
  en: {
    subject: '{sender} sent you a Van Arkel gift card',
    greeting: 'Dear {name},',
    gift: '{sender} has sent you a Van Arkel gift card worth {amount}.',
    message: 'Message from {sender}:',
    number: 'Card number',
    pin: 'PIN',
    valid: 'Valid until',
    howTo:
      'Pay with your gift card in our web shop: at checkout, enter the card number and PIN in the Payment step. You may use part of the balance; the rest stays on the card.',
    keep: 'Keep this e-mail safe: anyone who knows the card number and PIN can use the card.',
    action: 'Check your balance',
  },
  de: {
    subject: '{sender} schickt dir eine Van Arkel Geschenkkarte',
    greeting: 'Hallo {name},',
    gift: '{sender} hat dir eine Van Arkel Geschenkkarte über {amount} geschickt.',
    message: 'Nachricht von {sender}:',
    number: 'Kartennummer',
    pin: 'PIN',
    valid: 'Gültig bis einschließlich',
    howTo:
      'Bezahle mit deiner Geschenkkarte in unserem Webshop: Gib im Schritt Bezahlen die Kartennummer und die PIN ein. Du kannst einen Teil des Guthabens verwenden; der Rest bleibt auf der Karte.',
    keep: 'Bewahre diese E-Mail gut auf: Wer Kartennummer und PIN kennt, kann die Karte verwenden.',
    action: 'Guthaben abfragen',
  },
} as const;

/** The number as printed: groups of four digits. */
export function printedNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Names go into a subject line: no line breaks or other control characters, and not endless. */
function oneLine(text: string | null, fallback: string): string {
  const clean = (text ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  return clean === '' ? fallback : clean.slice(0, 80);
}

function dayOf(date: Date, language: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'long', timeZone: storeTimeZone(timeZone) }).format(date);
}

const MASKED_PIN = '••••••';

/** Sends one mail; once SMTP has it, the outbox copy keeps the PIN masked. */
async function sendWithPin(db: Db, mail: Mailer, message: Parameters<Mailer['send']>[1], pinLine: string, maskedLine: string) {
  const { id, sent } = await mail.send(db, message);
  if (!sent) return;
  await db
    .update(mailOutbox)
    .set({ textBody: message.text.split(pinLine).join(maskedLine), htmlBody: message.html?.split(pinLine).join(maskedLine) ?? null })
    .where(eq(mailOutbox.id, id));
}

/** The e-card mail to its recipient, in the order's store language. */
export function ecardMail(card: IssuedGiftCard, language: Locale, timeZone: string, home: string) {
  const t = GIFT_CARD_MAIL_TEXTS[language];
  const sender = oneLine(card.senderName, 'Van Arkel');
  const amount = formatPrice(centsToEuros(card.amount), language);
  const pinLine = `${t.pin}: ${card.pin}`;
  const content = renderMail({
    language,
    subject: formatMessage(language, t.subject, { sender }),
    greeting: formatMessage(language, t.greeting, { name: oneLine(card.recipientName, '') }).replace(' ,', ','),
    paragraphs: [
      formatMessage(language, t.gift, { sender, amount }),
      ...(card.message ? [`${formatMessage(language, t.message, { sender })}\n${card.message}`] : []),
      `${t.number}: ${printedNumber(card.number)}\n${pinLine}\n${t.valid}: ${dayOf(card.expiresAt, language, timeZone)}`,
      t.howTo,
    ],
    action: { label: t.action, href: storeLink(home, BALANCE_PAGE) },
    footer: [t.keep],
  });
  return { content, pinLine, maskedLine: `${t.pin}: ${MASKED_PIN}` };
}

/** The print job for a card sent by post (for the shop's own desk, in Dutch). */
function printMail(card: IssuedGiftCard, order: typeof orders.$inferSelect, timeZone: string) {
  const address = order.shippingAddress;
  const pinLine = `Pincode: ${card.pin}`;
  const content = renderMail({
    language: 'nl',
    subject: `Cadeaukaart drukken en versturen voor bestelling ${order.number}`,
    paragraphs: [
      `Druk deze cadeaukaart met kaartnummer en pincode en stuur hem mee met bestelling ${order.number}.`,
      `Kaartnummer: ${printedNumber(card.number)}\n${pinLine}\nBedrag: ${formatPrice(centsToEuros(card.amount), 'nl')}\nGeldig tot en met: ${dayOf(card.expiresAt, 'nl', timeZone)}`,
      `Voor: ${oneLine(card.recipientName, '-')}\nVan: ${oneLine(card.senderName, '-')}${card.message ? `\nBericht:\n${card.message}` : ''}`,
      `Verzenden naar:\n${postalAddress(address, 'nl')}`,
    ],
  });
  return { content, pinLine, maskedLine: `Pincode: ${MASKED_PIN}` };
}

/**
 * Sends the mails of the cards just issued (after the commit). A failure is logged and never undoes
 * the payment; the outbox keeps the mail so the shop can deliver it again.
 */
export async function sendIssuedGiftCardMails(db: Db, mail: Mailer, issued: readonly IssuedGiftCard[], log?: Logger): Promise<void> {
  if (issued.length === 0) return;
  const orderIds = [...new Set(issued.map((card) => card.orderId))];
  for (const orderId of orderIds) {
    try {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      const store = order ? await findStoreByCode(db, order.storeCode) : undefined;
      if (!order || !store) continue;
      const language: Locale = isLocale(store.language) ? store.language : 'nl';
      for (const card of issued.filter((c) => c.orderId === orderId)) {
        if (card.kind === 'virtual' && card.recipientEmail) {
          const { content, pinLine, maskedLine } = ecardMail(card, language, store.timezone, await orderHome(db, order));
          await sendWithPin(
            db,
            mail,
            { kind: ECARD_MAIL_KIND, storeCode: order.storeCode, to: card.recipientEmail, ...content },
            pinLine,
            maskedLine,
          );
        } else {
          const { content, pinLine, maskedLine } = printMail(card, order, store.timezone);
          await sendWithPin(
            db,
            mail,
            { kind: PRINT_MAIL_KIND, storeCode: order.storeCode, to: GIFT_CARD_DESK, ...content },
            pinLine,
            maskedLine,
          );
        }
      }
    } catch (error) {
      log?.error({ orderId, error: error instanceof Error ? error.message : String(error) }, 'gift card mail could not be sent');
    }
  }
}
