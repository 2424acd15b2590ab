import { t, type Texts } from '../text.ts';
import { cookieSettings, richText } from './blocks.ts';
import { pageData, translator, type ContentContext, type SeedDocument } from './document.ts';
import { h2, h3, p, type TextBlock } from './links.ts';

type Section = [heading: Texts, body: Texts];

const COOKIE_SECTIONS: Section[] = [
  [
    t('Wat zijn cookies?', 'What are cookies?', 'Was sind Cookies?'),
    t(
      'Cookies zijn kleine tekstbestanden die bij je bezoek aan onze webshop op je apparaat worden opgeslagen. Ze onthouden bijvoorbeeld je winkelwagen en je taalkeuze.',
      'Cookies are small text files stored on your device when you visit our web shop. They remember, for example, your shopping cart and your language.',
      'Cookies sind kleine Textdateien, die bei deinem Besuch in unserem Onlineshop auf deinem Gerät gespeichert werden. Sie merken sich zum Beispiel deinen Warenkorb und deine Sprache.',
    ),
  ],
  [
    t('Noodzakelijke cookies', 'Necessary cookies', 'Notwendige Cookies'),
    t(
      'Deze cookies zijn nodig om de webshop te laten werken: inloggen, je winkelwagen en het afrekenen. Ze kunnen niet worden uitgeschakeld.',
      'These cookies are needed for the shop to work: signing in, your shopping cart and checkout. They cannot be switched off.',
      'Diese Cookies sind für den Betrieb des Shops nötig: Anmeldung, Warenkorb und Kasse. Sie können nicht deaktiviert werden.',
    ),
  ],
  [
    t('Analytische cookies', 'Analytical cookies', 'Analyse-Cookies'),
    t(
      'Met analytische cookies meten we anoniem hoe bezoekers onze webshop gebruiken, zodat we hem kunnen verbeteren.',
      'Analytical cookies let us measure anonymously how visitors use our shop, so that we can improve it.',
      'Mit Analyse-Cookies messen wir anonym, wie Besucher unseren Shop nutzen, damit wir ihn verbessern können.',
    ),
  ],
  [
    t('Marketingcookies', 'Marketing cookies', 'Marketing-Cookies'),
    t(
      'Marketingcookies worden alleen geplaatst als je daar toestemming voor geeft. Ze zorgen ervoor dat je advertenties ziet die bij je passen.',
      'Marketing cookies are only placed with your consent. They make sure the adverts you see are relevant to you.',
      'Marketing-Cookies setzen wir nur, wenn du zustimmst. Sie sorgen dafür, dass du passende Werbung siehst.',
    ),
  ],
  [
    t('Je voorkeuren aanpassen', 'Changing your preferences', 'Einstellungen ändern'),
    t(
      'Je kunt je keuze altijd aanpassen met de instellingen hieronder. Vragen? Mail naar privacy@vanarkel.example.',
      'You can change your choice at any time with the settings below. Questions? E-mail privacy@vanarkel.example.',
      'Du kannst deine Auswahl jederzeit mit den Einstellungen unten ändern. Fragen? Schreib an privacy@vanarkel.example.',
    ),
  ],
];

const TERMS_SECTIONS: Section[] = [
  [
    t('Artikel 1 – Definities', 'Article 1 – Definitions', 'Artikel 1 – Begriffsbestimmungen'),
    t(
      'In deze voorwaarden wordt verstaan onder Van Arkel: Van Arkel Herenmode B.V., Pieter Cornelisz Hooftstraat 78, 1071 CB Amsterdam, KvK 12345678. Onder klant: iedere natuurlijke persoon die een bestelling plaatst.',
      'In these terms, Van Arkel means Van Arkel Herenmode B.V., Pieter Cornelisz Hooftstraat 78, 1071 CB Amsterdam, Chamber of Commerce 12345678. Customer means any natural person who places an order.',
      'In diesen Bedingungen bezeichnet Van Arkel die Van Arkel Herenmode B.V., Pieter Cornelisz Hooftstraat 78, 1071 CB Amsterdam, Handelsregister 12345678. Kunde ist jede natürliche Person, die eine Bestellung aufgibt.',
    ),
  ],
  [
    t('Artikel 2 – Toepasselijkheid', 'Article 2 – Applicability', 'Artikel 2 – Geltungsbereich'),
    t(
      'Deze voorwaarden gelden voor elk aanbod van Van Arkel en voor elke overeenkomst die via de webshop tot stand komt.',
      'These terms apply to every offer by Van Arkel and to every contract concluded through the web shop.',
      'Diese Bedingungen gelten für jedes Angebot von Van Arkel und für jeden über den Onlineshop geschlossenen Vertrag.',
    ),
  ],
  [
    t('Artikel 3 – Aanbod en prijzen', 'Article 3 – Offer and prices', 'Artikel 3 – Angebot und Preise'),
    t(
      'Alle prijzen zijn in euro en inclusief btw. Kennelijke vergissingen of fouten in het aanbod binden Van Arkel niet.',
      'All prices are in euros and include VAT. Obvious mistakes or errors in the offer do not bind Van Arkel.',
      'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer. Offensichtliche Irrtümer im Angebot binden Van Arkel nicht.',
    ),
  ],
  [
    t('Artikel 4 – Bestellen en betalen', 'Article 4 – Ordering and payment', 'Artikel 4 – Bestellung und Zahlung'),
    t(
      'De overeenkomst komt tot stand zodra je de bestelling hebt afgerond en de betaling is ontvangen. Je betaalt met iDEAL, creditcard, PayPal, Klarna, bankoverschrijving of een cadeaukaart.',
      'The contract is concluded as soon as you have completed your order and payment has been received. You can pay with iDEAL, credit card, PayPal, Klarna, bank transfer or a gift card.',
      'Der Vertrag kommt zustande, sobald du die Bestellung abgeschlossen hast und die Zahlung eingegangen ist. Du bezahlst per Kreditkarte, PayPal, Klarna, Überweisung oder Geschenkkarte.',
    ),
  ],
  [
    t('Artikel 5 – Levering', 'Article 5 – Delivery', 'Artikel 5 – Lieferung'),
    t(
      'Op werkdagen voor 21:00 besteld is in Nederland de volgende dag in huis, behalve op zondag en maandag. Verzending is gratis vanaf € 100.',
      'Orders placed before 9 pm on working days are delivered in the Netherlands the next day, except on Sundays and Mondays.',
      'Bestellungen werden in der Regel innerhalb von zwei bis vier Werktagen geliefert.',
    ),
  ],
  [
    t('Artikel 6 – Herroepingsrecht', 'Article 6 – Right of withdrawal', 'Artikel 6 – Widerrufsrecht'),
    t(
      'Je hebt 30 dagen bedenktijd. Binnen die termijn kun je een artikel ongedragen en met labels retourneren; het aankoopbedrag wordt binnen 14 dagen teruggestort.',
      'You have 30 days to change your mind. Within that period you can return an unworn item with its labels; we refund the purchase price within 14 days.',
      'Du hast 30 Tage Bedenkzeit. Innerhalb dieser Frist kannst du ungetragene Artikel mit Etiketten zurücksenden; den Kaufpreis erstatten wir innerhalb von 14 Tagen.',
    ),
  ],
  [
    t('Artikel 7 – Garantie en klachten', 'Article 7 – Warranty and complaints', 'Artikel 7 – Gewährleistung und Beschwerden'),
    t(
      'Klachten over een artikel kun je binnen twee maanden na ontdekking van het gebrek melden bij onze klantenservice.',
      'Complaints about an item can be reported to our customer service within two months of discovering the defect.',
      'Beanstandungen kannst du innerhalb von zwei Monaten nach Entdeckung des Mangels unserem Kundenservice melden.',
    ),
  ],
  [
    t('Artikel 8 – Cadeaukaarten', 'Article 8 – Gift cards', 'Artikel 8 – Geschenkkarten'),
    t(
      'Een cadeaukaart is twee jaar geldig vanaf de datum van uitgifte en kan niet worden ingewisseld voor contant geld.',
      'A gift card is valid for two years from the date of issue and cannot be exchanged for cash.',
      'Eine Geschenkkarte ist ab Ausstellungsdatum zwei Jahre gültig und kann nicht in bar ausgezahlt werden.',
    ),
  ],
  [
    t('Artikel 9 – Privacy', 'Article 9 – Privacy', 'Artikel 9 – Datenschutz'),
    t(
      'Van Arkel verwerkt persoonsgegevens volgens de Algemene verordening gegevensbescherming, zoals beschreven in onze privacyverklaring.',
      'Van Arkel processes personal data in accordance with the General Data Protection Regulation, as described in our privacy statement.',
      'Van Arkel verarbeitet personenbezogene Daten gemäß der Datenschutz-Grundverordnung, wie in unserer Datenschutzerklärung beschrieben.',
    ),
  ],
  [
    t('Artikel 10 – Toepasselijk recht', 'Article 10 – Governing law', 'Artikel 10 – Anwendbares Recht'),
    t(
      'Op alle overeenkomsten is Nederlands recht van toepassing, onverminderd dwingende bepalingen van het recht van het land waar je woont.',
      'All contracts are governed by Dutch law, without prejudice to mandatory provisions of the law of your country of residence.',
      'Für alle Verträge gilt niederländisches Recht, unbeschadet zwingender Bestimmungen des Rechts deines Wohnsitzlandes.',
    ),
  ],
];

function sections(list: Section[], lang: ContentContext['lang']): TextBlock[] {
  return list.flatMap(([heading, body]) => [h3(heading[lang]), p(body[lang])]);
}

function cookieData(urlKey: string) {
  return (ctx: ContentContext) => {
    const T = translator(ctx.lang);
    return pageData({
      urlKey,
      metaTitle: T('Cookieverklaring | Van Arkel', 'Cookie statement | Van Arkel', 'Cookie-Bestimmungen | Van Arkel'),
      metaDescription: T(
        'Lees welke cookies Van Arkel gebruikt en pas je voorkeuren aan.',
        'Read which cookies Van Arkel uses and change your preferences.',
        'Erfahre, welche Cookies Van Arkel verwendet, und passe deine Einstellungen an.',
      ),
      pageTitle: T('Cookieverklaring', 'Cookie statement', 'Cookie-Bestimmungen'),
      body: [
        richText([h2(T('Cookieverklaring', 'Cookie statement', 'Cookie-Bestimmungen')), ...sections(COOKIE_SECTIONS, ctx.lang)]),
        cookieSettings({
          acceptTitle: T('Alle cookies accepteren', 'Accept all cookies', 'Alle Cookies akzeptieren'),
          acceptDescription: T(
            'Je krijgt de beste winkelervaring met aanbevelingen en advertenties die bij je passen.',
            'You get the best shopping experience with recommendations and adverts that suit you.',
            'Du bekommst das beste Einkaufserlebnis mit passenden Empfehlungen und Anzeigen.',
          ),
          denyTitle: T('Alleen noodzakelijke cookies', 'Necessary cookies only', 'Nur notwendige Cookies'),
          denyDescription: T(
            'We plaatsen alleen de cookies die nodig zijn om de webshop te laten werken.',
            'We only place the cookies needed for the shop to work.',
            'Wir setzen nur die Cookies, die für den Betrieb des Shops nötig sind.',
          ),
        }),
      ],
    });
  };
}

function termsData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return pageData({
    urlKey: 'algemene-voorwaarden',
    metaTitle: T('Algemene voorwaarden | Van Arkel', 'Terms and conditions | Van Arkel', 'AGB | Van Arkel'),
    metaDescription: T(
      'De algemene voorwaarden van Van Arkel voor bestellingen in de webshop.',
      'Van Arkel’s terms and conditions for orders in the web shop.',
      'Die Allgemeinen Geschäftsbedingungen von Van Arkel für Bestellungen im Onlineshop.',
    ),
    pageTitle: T('Algemene voorwaarden', 'Terms and conditions', 'Allgemeine Geschäftsbedingungen'),
    body: [
      richText([
        h2(T('Algemene voorwaarden', 'Terms and conditions', 'Allgemeine Geschäftsbedingungen')),
        p(T('Versie 1 november 2026.', 'Version of 1 November 2026.', 'Fassung vom 1. November 2026.'), [
          T('1 november 2026', '1 November 2026', '1. November 2026'),
          'em',
        ]),
        ...sections(TERMS_SECTIONS, ctx.lang),
      ]),
    ],
  });
}

/** Cookie statements under their three store-specific addresses, and the terms. */
export const LEGAL_DOCUMENTS: SeedDocument[] = [
  { type: 'page', uid: 'cookieverklaring', urlKey: 'cookieverklaring', build: cookieData('cookieverklaring') },
  { type: 'page', uid: 'cookie-statement', urlKey: 'cookie-statement', build: cookieData('cookie-statement') },
  { type: 'page', uid: 'cookie-bestimmungen', urlKey: 'cookie-bestimmungen', build: cookieData('cookie-bestimmungen') },
  { type: 'page', uid: 'algemene-voorwaarden', urlKey: 'algemene-voorwaarden', build: termsData },
];
