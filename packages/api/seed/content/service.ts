import type { Lang } from '../text.ts';
import { html, richText } from './blocks.ts';
import { pageData, translator, type ContentContext, type SeedDocument } from './document.ts';
import { h2, h3, li, p, page, type Link } from './links.ts';

const SERVICE = 'klantenservice';
const SHIPPING = 'klantenservice/verzenden-en-retourneren';
const PAYMENT = 'klantenservice/betalen';

// The Dutch store ships with PostNL; the German and English stores (abroad) with DHL.
const DELIVERY_OPTIONS: Record<Lang, string[]> = {
  nl: [
    'Thuisbezorgd door PostNL: € 4,95, gratis vanaf € 100',
    'Avondbezorging: € 6,95',
    'Ophalen bij een PostNL-punt: € 3,95, gratis vanaf € 100 (voor 17:00 besteld)',
    'Gratis afhalen in een van onze winkels',
  ],
  en: [
    'Home delivery by DHL: €6.95',
    'Collect at a DHL ServicePoint: €4.95',
    'Free collection in our stores in the Netherlands, Belgium and Germany',
  ],
  de: [
    'Lieferung nach Hause mit DHL: € 6,95',
    'Abholung im DHL Paketshop: € 4,95',
    'Kostenlose Abholung in unseren Geschäften in Düsseldorf und Köln',
  ],
};

const PAYMENT_OPTIONS: Record<Lang, string[]> = {
  nl: [
    'iDEAL (alle Nederlandse banken)',
    'Creditcard (Visa, Mastercard)',
    'PayPal',
    'Klarna: achteraf betalen binnen 30 dagen',
    'Bankoverschrijving',
    'Van Arkel cadeaukaart',
  ],
  en: ['Credit card (Visa, Mastercard, American Express)', 'PayPal', 'Klarna: pay within 30 days', 'Bank transfer', 'Van Arkel gift card'],
  de: [
    'Kreditkarte (Visa, Mastercard, American Express)',
    'PayPal',
    'Klarna: Zahlung innerhalb von 30 Tagen',
    'Banküberweisung',
    'Van Arkel Geschenkkarte',
  ],
};

function serviceNavigation(ctx: ContentContext): { title: string; link: Link }[] {
  const T = translator(ctx.lang);
  return [
    { title: T('Klantenservice', 'Customer service', 'Kundenservice'), link: page(SERVICE) },
    { title: T('Verzenden en retourneren', 'Shipping and returns', 'Versand und Rücksendung'), link: page(SHIPPING) },
    { title: T('Betalen', 'Payment', 'Bezahlen'), link: page(PAYMENT) },
    { title: T('Algemene voorwaarden', 'Terms and conditions', 'AGB'), link: page('algemene-voorwaarden') },
  ];
}

function serviceData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  const chat = T('Chat met ons', 'Chat with us', 'Chatte mit uns');
  return pageData({
    urlKey: SERVICE,
    metaTitle: T('Klantenservice | Van Arkel', 'Customer service | Van Arkel', 'Kundenservice | Van Arkel'),
    metaDescription: T(
      'Vragen over je bestelling, maat of retour? De klantenservice van Van Arkel helpt je graag.',
      'Questions about your order, size or return? Van Arkel customer service is happy to help.',
      'Fragen zu Bestellung, Größe oder Rücksendung? Der Kundenservice von Van Arkel hilft gern.',
    ),
    pageTitle: T('Klantenservice', 'Customer service', 'Kundenservice'),
    navigation: serviceNavigation(ctx),
    sortOrder: 1,
    body: [
      richText([
        h2(T('Hoe kunnen we je helpen?', 'How can we help?', 'Wie können wir helfen?')),
        p(
          T(
            `Onze klantenservice is bereikbaar op maandag tot en met zaterdag van 9:00 tot 18:00. ${chat} of bel +31 20 123 4567.`,
            `Our customer service is available Monday to Saturday from 9 am to 6 pm. ${chat} or call +31 20 123 4567.`,
            `Unser Kundenservice ist montags bis samstags von 9 bis 18 Uhr erreichbar. ${chat} oder ruf uns an: +31 20 123 4567.`,
          ),
          [chat, '/klantenservice/#chat'],
        ),
        h3(T('Veelgestelde vragen', 'Frequently asked questions', 'Häufige Fragen')),
        li(T('Wanneer wordt mijn bestelling bezorgd?', 'When will my order be delivered?', 'Wann wird meine Bestellung geliefert?'), [
          T('bezorgd', 'delivered', 'geliefert'),
          `/${SHIPPING}/`,
        ]),
        li(T('Hoe stuur ik een artikel retour?', 'How do I return an item?', 'Wie sende ich einen Artikel zurück?'), [
          T('retour', 'return', 'zurück'),
          `/${SHIPPING}/`,
        ]),
        li(T('Welke betaalmethoden kan ik gebruiken?', 'Which payment methods can I use?', 'Welche Zahlungsarten kann ich nutzen?'), [
          T('betaalmethoden', 'payment methods', 'Zahlungsarten'),
          `/${PAYMENT}/`,
        ]),
        li(T('Kan ik mijn pak laten vermaken?', 'Can I have my suit altered?', 'Kann ich meinen Anzug ändern lassen?'), [
          T('vermaken', 'altered', 'ändern lassen'),
          '/winkels/',
        ]),
      ]),
      html(
        T(
          '<table class="contact"><tr><th>Telefoon</th><td>+31 20 123 4567</td></tr><tr><th>E-mail</th><td><a href="mailto:klantenservice@vanarkel.example">klantenservice@vanarkel.example</a></td></tr><tr><th>Adres</th><td>Pieter Cornelisz Hooftstraat 78, 1071 CB Amsterdam</td></tr></table>',
          '<table class="contact"><tr><th>Phone</th><td>+31 20 123 4567</td></tr><tr><th>E-mail</th><td><a href="mailto:service@vanarkel.example">service@vanarkel.example</a></td></tr><tr><th>Address</th><td>Pieter Cornelisz Hooftstraat 78, 1071 CB Amsterdam, the Netherlands</td></tr></table>',
          '<table class="contact"><tr><th>Telefon</th><td>+31 20 123 4567</td></tr><tr><th>E-Mail</th><td><a href="mailto:kundenservice@vanarkel.example">kundenservice@vanarkel.example</a></td></tr><tr><th>Adresse</th><td>Pieter Cornelisz Hooftstraat 78, 1071 CB Amsterdam, Niederlande</td></tr></table>',
        ),
      ),
    ],
  });
}

function shippingData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return pageData({
    urlKey: SHIPPING,
    metaTitle: T('Verzenden en retourneren | Van Arkel', 'Shipping and returns | Van Arkel', 'Versand und Rücksendung | Van Arkel'),
    metaDescription: T(
      'Bezorgkosten, levertijden en retourneren bij Van Arkel.',
      'Delivery costs, delivery times and returns at Van Arkel.',
      'Versandkosten, Lieferzeiten und Rücksendungen bei Van Arkel.',
    ),
    pageTitle: T('Verzenden en retourneren', 'Shipping and returns', 'Versand und Rücksendung'),
    parent: page(SERVICE),
    navigation: serviceNavigation(ctx),
    sortOrder: 2,
    body: [
      richText([
        h2(T('Verzenden', 'Shipping', 'Versand')),
        p(
          T(
            'Op maandag tot en met vrijdag voor 21:00 besteld, is de volgende dag in huis. Op zondag en maandag bezorgen we niet.',
            'Orders placed Monday to Friday before 9 pm are delivered the next day in the Netherlands. There is no delivery on Sundays and Mondays.',
            'Bestellungen, die montags bis freitags vor 21 Uhr eingehen, werden in den Niederlanden am nächsten Tag geliefert; nach Deutschland dauert es zwei bis vier Werktage.',
          ),
        ),
        ...DELIVERY_OPTIONS[ctx.lang].map((item) => li(item)),
        h2(T('Retourneren', 'Returns', 'Rücksendung')),
        p(
          T(
            'Je hebt 30 dagen bedenktijd. Stuur het artikel ongedragen en met labels terug met het retourlabel uit je account, of breng het naar een van onze winkels.',
            'You have 30 days to change your mind. Send the item back unworn and with its labels using the return label from your account, or bring it to one of our stores.',
            'Du hast 30 Tage Bedenkzeit. Schick den Artikel ungetragen und mit Etiketten mit dem Retourenschein aus deinem Konto zurück oder bring ihn in eines unserer Geschäfte.',
          ),
          [T('account', 'account', 'Konto'), '/customer/'],
        ),
      ]),
    ],
  });
}

function paymentData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return pageData({
    urlKey: PAYMENT,
    metaTitle: T('Betalen | Van Arkel', 'Payment | Van Arkel', 'Bezahlen | Van Arkel'),
    metaDescription: T(
      'Veilig betalen bij Van Arkel met iDEAL, creditcard, PayPal, Klarna of een cadeaukaart.',
      'Pay securely at Van Arkel by credit card, PayPal, Klarna or gift card.',
      'Sicher bezahlen bei Van Arkel per Kreditkarte, PayPal, Klarna oder Geschenkkarte.',
    ),
    pageTitle: T('Betalen', 'Payment', 'Bezahlen'),
    parent: page(SERVICE),
    navigation: serviceNavigation(ctx),
    sortOrder: 3,
    body: [
      richText([
        h2(T('Veilig betalen', 'Secure payment', 'Sicher bezahlen')),
        p(
          T(
            'Alle betalingen verlopen via een beveiligde verbinding. Je kunt betalen met:',
            'All payments go through a secure connection. You can pay with:',
            'Alle Zahlungen laufen über eine sichere Verbindung. Du kannst bezahlen mit:',
          ),
        ),
        ...PAYMENT_OPTIONS[ctx.lang].map((item) => li(item)),
      ]),
    ],
  });
}

/** Customer service with two child pages that point back to it. */
export const SERVICE_DOCUMENTS: SeedDocument[] = [
  { type: 'page', uid: 'klantenservice', urlKey: SERVICE, build: serviceData },
  { type: 'page', uid: 'verzenden-en-retourneren', urlKey: SHIPPING, build: shippingData },
  { type: 'page', uid: 'betalen', urlKey: PAYMENT, build: paymentData },
];
