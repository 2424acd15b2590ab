/** The newsletter's two e-mails in the store's language: the confirmation link (NL9) and the welcome coupon. */
import { intlTag, storeTimeZone } from '@shop/rules';
import { renderMail, storeLink } from '../platform/mail-layout.ts';
import type { MailMessage } from '../platform/mail.ts';

interface StoreOfMail {
  code: string;
  language: string;
  /** The store's home address (store/addresses.ts), where the links lead. */
  home: string;
  timezone: string;
}

export const CONFIRM_TEXTS = {
  nl: {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    greeting: 'Hallo,',
    paragraphs: [
      'Bedankt voor je aanmelding voor de nieuwsbrief van Van Arkel.',
      'Bevestig je e-mailadres met de knop hieronder. Daarna sturen we je een kortingscode van 10 euro (niet geldig op sale- en actieartikelen).',
    ],
    action: 'Aanmelding bevestigen',
    footer: 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren; je ontvangt dan niets van ons.',
  },
  en: {
    subject: 'Please confirm your newsletter sign-up',
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for signing up for the Van Arkel newsletter.',
      'Please confirm your e-mail address with the button below. We will then send you a 10 euro discount code (not valid on sale and promotion items).',
    ],
    action: 'Confirm sign-up',
    footer: 'Did not sign up? Then simply ignore this e-mail; you will not hear from us.',
  },
  de: {
    subject: 'Bitte bestätige deine Newsletter-Anmeldung',
    greeting: 'Hallo,',
    paragraphs: [
      'Danke, dass du dich für den Newsletter von Van Arkel angemeldet hast.',
      'Bitte bestätige deine E-Mail-Adresse mit der Schaltfläche unten. Danach schicken wir dir einen Rabattcode über 10 Euro (nicht gültig für Sale- und Aktionsartikel).',
    ],
    action: 'Anmeldung bestätigen',
    footer: 'Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail einfach; du hörst nichts mehr von uns.',
  },
} as const;

export const COUPON_TEXTS = {
  nl: {
    subject: '10 euro korting, niet geldig op sale- en actieartikelen',
    greeting: 'Hallo,',
    paragraphs: [
      'Je aanmelding voor de nieuwsbrief is bevestigd. Welkom!',
      'Als bedankje krijg je 10 euro korting op je volgende bestelling met de code hieronder. De code is één keer te gebruiken en niet geldig op sale- en actieartikelen.',
    ],
    code: 'Kortingscode',
    validUntil: 'Geldig tot en met',
    action: 'Naar de winkel',
  },
  en: {
    subject: '10 euro off, not valid on sale and promotion items',
    greeting: 'Hello,',
    paragraphs: [
      'Your newsletter sign-up is confirmed. Welcome!',
      'As a thank-you, here is 10 euro off your next order with the code below. The code can be used once and is not valid on sale and promotion items.',
    ],
    code: 'Discount code',
    validUntil: 'Valid until',
    action: 'Go to the shop',
  },
  de: {
    subject: '10 Euro Rabatt, nicht gültig für Sale- und Aktionsartikel',
    greeting: 'Hallo,',
    paragraphs: [
      'Deine Newsletter-Anmeldung ist bestätigt. Willkommen!',
      'Als Dankeschön bekommst du mit dem Code unten 10 Euro Rabatt auf deine nächste Bestellung. Der Code ist einmal einlösbar und nicht gültig für Sale- und Aktionsartikel.',
    ],
    code: 'Rabattcode',
    validUntil: 'Gültig bis einschließlich',
    action: 'Zum Shop',
  },
} as const;

type Language = keyof typeof CONFIRM_TEXTS;
const languageOf = (store: StoreOfMail): Language => (store.language in CONFIRM_TEXTS ? (store.language as Language) : 'nl');

/** The confirmation e-mail with the link that makes a sign-up SUBSCRIBED (NL9). */
export function confirmationMail(store: StoreOfMail, to: string, code: string): MailMessage {
  const language = languageOf(store);
  const texts = CONFIRM_TEXTS[language];
  const href = storeLink(store.home, `/newsletter/confirm/?code=${encodeURIComponent(code)}`);
  const content = renderMail({
    language,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: [...texts.paragraphs],
    action: { label: texts.action, href },
    footer: [texts.footer],
  });
  return { kind: 'newsletter_confirm', storeCode: store.code, to, ...content };
}

/** The welcome e-mail with the single-use 10-euro coupon (NL8, NL9). */
export function couponMail(store: StoreOfMail, to: string, couponCode: string, validUntil: Date): MailMessage {
  const language = languageOf(store);
  const texts = COUPON_TEXTS[language];
  const until = new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'long', timeZone: storeTimeZone(store.timezone) }).format(
    validUntil,
  );
  const content = renderMail({
    language,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: [...texts.paragraphs],
    rows: [
      { label: texts.code, value: couponCode },
      { label: texts.validUntil, value: until },
    ],
    action: { label: texts.action, href: storeLink(store.home, '/') },
  });
  return { kind: 'newsletter_coupon', storeCode: store.code, to, ...content };
}
