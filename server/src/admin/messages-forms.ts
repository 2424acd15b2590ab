/**
 * The console forms' refusals (forms.ts) in Dutch, English and German, keyed by form and field;
 * `messages.ts` joins them with the console's other texts.
 */

type Texts = Record<'nl' | 'en' | 'de', string>;

export const formMessages = {
  'coupon.code.required': { nl: 'Vul een code in.', en: 'Enter a code.', de: 'Gib einen Code ein.' },
  'coupon.code.invalid': {
    nl: 'Een code heeft 3 tot 64 tekens: letters, cijfers, - en _.',
    en: 'A code has 3 to 64 characters: letters, digits, - and _.',
    de: 'Ein Code hat 3 bis 64 Zeichen: Buchstaben, Ziffern, - und _.',
  },
  'coupon.code.taken': { nl: 'Deze code bestaat al.', en: 'This code already exists.', de: 'Dieser Code existiert bereits.' },
  'coupon.description.invalid': {
    nl: 'Een omschrijving is één regel van hoogstens 200 tekens.',
    en: 'A description is one line of at most 200 characters.',
    de: 'Eine Beschreibung ist eine Zeile mit höchstens 200 Zeichen.',
  },
  'coupon.type.invalid': {
    nl: 'Kies procent of vast bedrag.',
    en: 'Choose percentage or fixed amount.',
    de: 'Wähle Prozent oder festen Betrag.',
  },
  'coupon.amount.required': { nl: 'Vul de korting in.', en: 'Enter the discount.', de: 'Gib den Rabatt ein.' },
  'coupon.amount.fixed': {
    nl: 'Een bedrag van 0,01 tot 10.000 euro, bijvoorbeeld 10 of 12,50.',
    en: 'An amount from 0.01 to 10,000 euro, for example 10 or 12.50.',
    de: 'Ein Betrag von 0,01 bis 10.000 Euro, zum Beispiel 10 oder 12,50.',
  },
  'coupon.amount.percent': {
    nl: 'Een percentage van 0,01 tot 100, bijvoorbeeld 15 of 12,5.',
    en: 'A percentage from 0.01 to 100, for example 15 or 12.5.',
    de: 'Ein Prozentsatz von 0,01 bis 100, zum Beispiel 15 oder 12,5.',
  },
  'coupon.minSubtotal.invalid': {
    nl: 'Een bedrag van 0 tot 100.000 euro, of leeg.',
    en: 'An amount from 0 to 100,000 euro, or empty.',
    de: 'Ein Betrag von 0 bis 100.000 Euro, oder leer.',
  },
  'coupon.uses.invalid': {
    nl: 'Een heel getal van 1 tot 1.000.000, of leeg voor onbeperkt.',
    en: 'A whole number from 1 to 1,000,000, or empty for no limit.',
    de: 'Eine ganze Zahl von 1 bis 1.000.000, oder leer für unbegrenzt.',
  },
  'coupon.storeCodes.invalid': {
    nl: 'Kies winkels uit de lijst.',
    en: 'Choose stores from the list.',
    de: 'Wähle Shops aus der Liste.',
  },
  'coupon.date.invalid': {
    nl: 'Een datum als 2026-12-31, of leeg.',
    en: 'A date such as 2026-12-31, or empty.',
    de: 'Ein Datum wie 2026-12-31, oder leer.',
  },
  'coupon.toDate.beforeFrom': {
    nl: 'De einddatum ligt vóór de begindatum.',
    en: 'The end date is before the start date.',
    de: 'Das Enddatum liegt vor dem Anfangsdatum.',
  },
  'giftcard.amount.required': { nl: 'Vul een bedrag in.', en: 'Enter an amount.', de: 'Gib einen Betrag ein.' },
  'giftcard.amount.invalid': {
    nl: 'Een bedrag van 5 tot 500 euro, bijvoorbeeld 25 of 37,50.',
    en: 'An amount from 5 to 500 euro, for example 25 or 37.50.',
    de: 'Ein Betrag von 5 bis 500 Euro, zum Beispiel 25 oder 37,50.',
  },
  'giftcard.expiresOn.required': {
    nl: 'Vul de laatste geldige dag in.',
    en: 'Enter the last valid day.',
    de: 'Gib den letzten gültigen Tag ein.',
  },
  'giftcard.expiresOn.invalid': { nl: 'Een datum als 2028-12-31.', en: 'A date such as 2028-12-31.', de: 'Ein Datum wie 2028-12-31.' },
  'giftcard.expiresOn.past': {
    nl: 'Deze datum moet na morgen liggen.',
    en: 'This date must be after tomorrow.',
    de: 'Dieses Datum muss nach morgen liegen.',
  },
  'giftcard.expiresOn.tooFar': {
    nl: 'Een kaart is hoogstens 5 jaar geldig.',
    en: 'A card is valid for at most 5 years.',
    de: 'Eine Karte ist höchstens 5 Jahre gültig.',
  },
  'giftcard.number.invalid': {
    nl: 'Vul het kaartnummer in (19 cijfers) of ten minste de laatste 4 cijfers.',
    en: 'Enter the card number (19 digits) or at least its last 4 digits.',
    de: 'Gib die Kartennummer (19 Ziffern) oder mindestens die letzten 4 Ziffern ein.',
  },
  'orders.query.required': {
    nl: 'Vul een ordernummer of e-mailadres in.',
    en: 'Enter an order number or e-mail address.',
    de: 'Gib eine Bestellnummer oder E-Mail-Adresse ein.',
  },
  'orders.query.invalid': {
    nl: 'Een ordernummer (zoals NL123456789) of een e-mailadres.',
    en: 'An order number (such as NL123456789) or an e-mail address.',
    de: 'Eine Bestellnummer (wie NL123456789) oder eine E-Mail-Adresse.',
  },
  'table.shop.invalid': { nl: 'Kies een winkel.', en: 'Choose a shop.', de: 'Wähle eine Filiale.' },
  'table.label.required': { nl: 'Vul een tafelnaam in.', en: 'Enter a table label.', de: 'Gib eine Tischbezeichnung ein.' },
  'table.label.invalid': {
    nl: 'Een tafelnaam heeft 1 tot 40 tekens, zonder < en >.',
    en: 'A table label has 1 to 40 characters, without < and >.',
    de: 'Eine Tischbezeichnung hat 1 bis 40 Zeichen, ohne < und >.',
  },
  'table.hours.invalid': {
    nl: 'Een heel aantal uren van 1 tot 24.',
    en: 'A whole number of hours from 1 to 24.',
    de: 'Eine ganze Zahl von Stunden von 1 bis 24.',
  },
} satisfies Record<`${'coupon' | 'giftcard' | 'orders' | 'table'}.${string}`, Texts>;
