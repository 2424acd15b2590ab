/**
 * The console's texts in Dutch, English and German (decision 031): the shops' staff are Dutch,
 * Belgian and German. Every text the console shows has a key here; `{name}` placeholders are
 * filled by `t`.
 */
import type { CouponMessage } from '../../../packages/api/src/coupon/admin.ts';
import type { GiftCardMessage } from '../../../packages/api/src/giftcard/admin.ts';
import type { OrderLookupMessage } from '../../../packages/api/src/staff/orders.ts';

export const CONSOLE_LANGUAGES = ['nl', 'en', 'de'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

type Texts = Record<ConsoleLanguage, string>;

const formMessages = {
  'coupon.code.required': { nl: 'Vul een code in.', en: 'Enter a code.', de: 'Geben Sie einen Code ein.' },
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
    de: 'Wählen Sie Prozent oder festen Betrag.',
  },
  'coupon.amount.required': { nl: 'Vul de korting in.', en: 'Enter the discount.', de: 'Geben Sie den Rabatt ein.' },
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
    de: 'Wählen Sie Shops aus der Liste.',
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
  'giftcard.amount.required': { nl: 'Vul een bedrag in.', en: 'Enter an amount.', de: 'Geben Sie einen Betrag ein.' },
  'giftcard.amount.invalid': {
    nl: 'Een bedrag van 5 tot 500 euro, bijvoorbeeld 25 of 37,50.',
    en: 'An amount from 5 to 500 euro, for example 25 or 37.50.',
    de: 'Ein Betrag von 5 bis 500 Euro, zum Beispiel 25 oder 37,50.',
  },
  'giftcard.expiresOn.required': {
    nl: 'Vul de laatste geldige dag in.',
    en: 'Enter the last valid day.',
    de: 'Geben Sie den letzten gültigen Tag ein.',
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
    de: 'Geben Sie die Kartennummer (19 Ziffern) oder mindestens die letzten 4 Ziffern ein.',
  },
  'orders.query.required': {
    nl: 'Vul een ordernummer of e-mailadres in.',
    en: 'Enter an order number or e-mail address.',
    de: 'Geben Sie eine Bestellnummer oder E-Mail-Adresse ein.',
  },
  'orders.query.invalid': {
    nl: 'Een ordernummer (zoals NL123456789) of een e-mailadres.',
    en: 'An order number (such as NL123456789) or an e-mail address.',
    de: 'Eine Bestellnummer (wie NL123456789) oder eine E-Mail-Adresse.',
  },
  'table.shop.invalid': { nl: 'Kies een winkel.', en: 'Choose a shop.', de: 'Wählen Sie eine Filiale.' },
  'table.label.required': { nl: 'Vul een tafelnaam in.', en: 'Enter a table label.', de: 'Geben Sie eine Tischbezeichnung ein.' },
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
} satisfies Record<CouponMessage | GiftCardMessage | OrderLookupMessage | `table.${string}`, Texts>;

const pageTexts = {
  'console.name': { nl: 'Van Arkel winkelconsole', en: 'Van Arkel shop console', de: 'Van Arkel Filialkonsole' },
  'nav.label': { nl: 'Console', en: 'Console', de: 'Konsole' },
  'nav.skip': { nl: 'Naar de inhoud', en: 'Skip to content', de: 'Zum Inhalt' },
  'nav.dashboard': { nl: 'Overzicht', en: 'Overview', de: 'Übersicht' },
  'nav.tables': { nl: 'Tafels', en: 'Tables', de: 'Tische' },
  'nav.orders': { nl: 'Bestellingen', en: 'Orders', de: 'Bestellungen' },
  'nav.coupons': { nl: 'Kortingscodes', en: 'Coupons', de: 'Gutscheincodes' },
  'nav.giftcards': { nl: 'Cadeaukaarten', en: 'Gift cards', de: 'Geschenkkarten' },
  'nav.signedInAs': { nl: 'Aangemeld als {name} ({role})', en: 'Signed in as {name} ({role})', de: 'Angemeldet als {name} ({role})' },
  'nav.logout': { nl: 'Afmelden', en: 'Sign out', de: 'Abmelden' },
  'role.staff': { nl: 'medewerker', en: 'staff', de: 'Mitarbeiter' },
  'role.manager': { nl: 'manager', en: 'manager', de: 'Manager' },
  'lang.label': { nl: 'Taal', en: 'Language', de: 'Sprache' },
  'lang.apply': { nl: 'Wijzig taal', en: 'Change language', de: 'Sprache ändern' },
  'lang.nl': { nl: 'Nederlands', en: 'Nederlands', de: 'Nederlands' },
  'lang.en': { nl: 'English', en: 'English', de: 'English' },
  'lang.de': { nl: 'Deutsch', en: 'Deutsch', de: 'Deutsch' },
  'form.errorSummary': {
    nl: 'Niet opgeslagen: verbeter de velden met een melding.',
    en: 'Not saved: correct the fields with a message.',
    de: 'Nicht gespeichert: Korrigieren Sie die Felder mit einer Meldung.',
  },
  'form.optional': { nl: '(optioneel)', en: '(optional)', de: '(optional)' },
  'common.yes': { nl: 'ja', en: 'yes', de: 'ja' },
  'common.no': { nl: 'nee', en: 'no', de: 'nein' },
  'common.none': { nl: '—', en: '—', de: '—' },
  'common.unlimited': { nl: 'onbeperkt', en: 'no limit', de: 'unbegrenzt' },
  'common.allStores': { nl: 'alle winkels', en: 'all stores', de: 'alle Shops' },
  'common.back': { nl: 'Terug', en: 'Back', de: 'Zurück' },
  'common.search': { nl: 'Zoeken', en: 'Search', de: 'Suchen' },
  'giftcards.recent': { nl: 'Laatst uitgegeven', en: 'Issued lately', de: 'Zuletzt ausgegeben' },
  'common.results': { nl: '{count} gevonden', en: '{count} found', de: '{count} gefunden' },
  'common.nothingFound': { nl: 'Niets gevonden.', en: 'Nothing found.', de: 'Nichts gefunden.' },

  'login.title': { nl: 'Aanmelden', en: 'Sign in', de: 'Anmelden' },
  'login.intro': {
    nl: 'Voor medewerkers van Van Arkel. Klantaccounts werken hier niet.',
    en: 'For Van Arkel staff. Customer accounts do not work here.',
    de: 'Für Mitarbeiter von Van Arkel. Kundenkonten funktionieren hier nicht.',
  },
  'login.email': { nl: 'E-mailadres', en: 'E-mail address', de: 'E-Mail-Adresse' },
  'login.password': { nl: 'Wachtwoord', en: 'Password', de: 'Passwort' },
  'login.submit': { nl: 'Aanmelden', en: 'Sign in', de: 'Anmelden' },
  'login.failed': {
    nl: 'Aanmelden is niet gelukt. Controleer uw e-mailadres en wachtwoord. Na 10 mislukte pogingen is aanmelden 10 minuten niet mogelijk.',
    en: 'Signing in did not work. Check your e-mail address and password. After 10 failed attempts, signing in is blocked for 10 minutes.',
    de: 'Die Anmeldung hat nicht funktioniert. Prüfen Sie E-Mail-Adresse und Passwort. Nach 10 Fehlversuchen ist die Anmeldung 10 Minuten gesperrt.',
  },
  'login.signedOut': { nl: 'U bent afgemeld.', en: 'You have signed out.', de: 'Sie haben sich abgemeldet.' },

  'dashboard.title': { nl: 'Overzicht', en: 'Overview', de: 'Übersicht' },
  'dashboard.welcome': { nl: 'Welkom, {name}.', en: 'Welcome, {name}.', de: 'Willkommen, {name}.' },
  'dashboard.openTables': { nl: 'Open tafels', en: 'Open tables', de: 'Offene Tische' },
  'dashboard.openTablesOf': { nl: 'Open tafels in {shop}', en: 'Open tables in {shop}', de: 'Offene Tische in {shop}' },
  'dashboard.noTables': { nl: 'Er zijn geen open tafels.', en: 'There are no open tables.', de: 'Es gibt keine offenen Tische.' },
  'dashboard.quickLinks': { nl: 'Snel naar', en: 'Quick links', de: 'Schnellzugriff' },
  'dashboard.link.tables': { nl: 'Een tafel openen of sluiten', en: 'Open or close a table', de: 'Einen Tisch öffnen oder schließen' },
  'dashboard.link.orders': { nl: 'Een bestelling opzoeken', en: 'Look up an order', de: 'Eine Bestellung suchen' },
  'dashboard.link.giftcards': { nl: 'Saldo van een cadeaukaart', en: 'Gift card balance', de: 'Guthaben einer Geschenkkarte' },
  'dashboard.link.coupons': { nl: 'Kortingscodes beheren', en: 'Manage coupons', de: 'Gutscheincodes verwalten' },

  'tables.title': { nl: 'Tafels', en: 'Tables', de: 'Tische' },
  'tables.open.title': { nl: 'Tafel openen', en: 'Open a table', de: 'Tisch öffnen' },
  'tables.open.shop': { nl: 'Winkel', en: 'Shop', de: 'Filiale' },
  'tables.open.label': { nl: 'Tafel', en: 'Table', de: 'Tisch' },
  'tables.open.labelHint': {
    nl: 'Bijvoorbeeld 4 of Paskamer 2.',
    en: 'For example 4 or Fitting room 2.',
    de: 'Zum Beispiel 4 oder Kabine 2.',
  },
  'tables.open.hours': { nl: 'Open voor (uren)', en: 'Open for (hours)', de: 'Geöffnet für (Stunden)' },
  'tables.open.submit': { nl: 'Tafel openen', en: 'Open table', de: 'Tisch öffnen' },
  'tables.list.title': { nl: 'Open tafels', en: 'Open tables', de: 'Offene Tische' },
  'tables.list.titleAll': { nl: 'Tafels van de laatste tijd', en: 'Recent tables', de: 'Tische der letzten Zeit' },
  'tables.list.showAll': { nl: 'Ook gesloten tafels tonen', en: 'Show closed tables too', de: 'Auch geschlossene Tische zeigen' },
  'tables.list.showOpen': { nl: 'Alleen open tafels tonen', en: 'Show open tables only', de: 'Nur offene Tische zeigen' },
  'tables.list.none': { nl: 'Er zijn geen open tafels.', en: 'There are no open tables.', de: 'Es gibt keine offenen Tische.' },
  'tables.col.shop': { nl: 'Winkel', en: 'Shop', de: 'Filiale' },
  'tables.col.table': { nl: 'Tafel', en: 'Table', de: 'Tisch' },
  'tables.col.status': { nl: 'Status', en: 'Status', de: 'Status' },
  'tables.col.ttl': { nl: 'Sessie geldig tot', en: 'Session valid until', de: 'Sitzung gültig bis' },
  'tables.col.openUntil': { nl: 'Open tot', en: 'Open until', de: 'Geöffnet bis' },
  'tables.col.device': { nl: 'Link voor het apparaat', en: 'Device link', de: 'Link für das Gerät' },
  'tables.col.actions': { nl: 'Acties', en: 'Actions', de: 'Aktionen' },
  'tables.status.OPEN': { nl: 'Open', en: 'Open', de: 'Offen' },
  'tables.status.EXPIRED': {
    nl: 'Open (sessie wordt vernieuwd)',
    en: 'Open (session being renewed)',
    de: 'Offen (Sitzung wird erneuert)',
  },
  'tables.status.CLOSED': { nl: 'Gesloten', en: 'Closed', de: 'Geschlossen' },
  'tables.status.ENDED': { nl: 'Openingstijd voorbij', en: 'Opening time over', de: 'Öffnungszeit vorbei' },
  'tables.qr': { nl: 'QR-code voor tafel {table}', en: 'QR code for table {table}', de: 'QR-Code für Tisch {table}' },
  'tables.close': { nl: 'Tafel {table} sluiten', en: 'Close table {table}', de: 'Tisch {table} schließen' },
  'tables.notice.opened': {
    nl: 'De tafel is geopend. Scan de QR-code met het apparaat of open de link erop.',
    en: 'The table is open. Scan the QR code with the device or open the link on it.',
    de: 'Der Tisch ist geöffnet. Scannen Sie den QR-Code mit dem Gerät oder öffnen Sie dort den Link.',
  },
  'tables.notice.closed': { nl: 'De tafel is gesloten.', en: 'The table is closed.', de: 'Der Tisch ist geschlossen.' },
  'tables.notice.alreadyClosed': {
    nl: 'Deze tafel was al gesloten.',
    en: 'This table was already closed.',
    de: 'Dieser Tisch war bereits geschlossen.',
  },

  'orders.title': { nl: 'Bestellingen', en: 'Orders', de: 'Bestellungen' },
  'orders.query': { nl: 'Ordernummer of e-mailadres', en: 'Order number or e-mail address', de: 'Bestellnummer oder E-Mail-Adresse' },
  'orders.col.number': { nl: 'Order', en: 'Order', de: 'Bestellung' },
  'orders.col.date': { nl: 'Datum', en: 'Date', de: 'Datum' },
  'orders.col.email': { nl: 'E-mail', en: 'E-mail', de: 'E-Mail' },
  'orders.col.status': { nl: 'Status', en: 'Status', de: 'Status' },
  'orders.col.payment': { nl: 'Betaling', en: 'Payment', de: 'Zahlung' },
  'orders.col.total': { nl: 'Totaal', en: 'Total', de: 'Summe' },
  'orders.col.instore': { nl: 'In de winkel', en: 'In-store', de: 'In der Filiale' },
  'orders.col.giftcards': { nl: 'Cadeaukaarten', en: 'Gift cards', de: 'Geschenkkarten' },
  'orders.col.coupon': { nl: 'Kortingscode', en: 'Coupon', de: 'Gutscheincode' },
  'orders.status.pending_payment': { nl: 'wacht op betaling', en: 'awaiting payment', de: 'wartet auf Zahlung' },
  'orders.status.processing': { nl: 'in behandeling', en: 'processing', de: 'in Bearbeitung' },
  'orders.status.canceled': { nl: 'geannuleerd', en: 'cancelled', de: 'storniert' },
  'orders.status.complete': { nl: 'afgerond', en: 'complete', de: 'abgeschlossen' },
  'payments.status.open': { nl: 'open', en: 'open', de: 'offen' },
  'payments.status.paid': { nl: 'betaald', en: 'paid', de: 'bezahlt' },
  'payments.status.cancelled': { nl: 'geannuleerd', en: 'cancelled', de: 'abgebrochen' },
  'payments.status.refused': { nl: 'geweigerd', en: 'refused', de: 'abgelehnt' },
  'payments.status.expired': { nl: 'verlopen', en: 'expired', de: 'abgelaufen' },
  'payments.status.refunded': { nl: 'terugbetaald', en: 'refunded', de: 'erstattet' },
  'orders.instore': {
    nl: 'In de winkel · {shop} · tafel {table}',
    en: 'In-store · {shop} · table {table}',
    de: 'In der Filiale · {shop} · Tisch {table}',
  },
  'orders.web': { nl: 'webbestelling', en: 'web order', de: 'Webbestellung' },
  'orders.detail.title': { nl: 'Bestelling {number}', en: 'Order {number}', de: 'Bestellung {number}' },
  'orders.detail.summary': { nl: 'Gegevens', en: 'Details', de: 'Angaben' },
  'orders.detail.store': { nl: 'Webwinkel', en: 'Store', de: 'Shop' },
  'orders.detail.shipTo': { nl: 'Bezorgen aan', en: 'Ship to', de: 'Lieferung an' },
  'orders.detail.shipping': { nl: 'Verzending', en: 'Shipping', de: 'Versand' },
  'orders.detail.paymentMethod': { nl: 'Betaalwijze', en: 'Payment method', de: 'Zahlungsart' },
  'orders.detail.subtotal': { nl: 'Subtotaal', en: 'Subtotal', de: 'Zwischensumme' },
  'orders.detail.discount': { nl: 'Korting', en: 'Discount', de: 'Rabatt' },
  'orders.detail.tax': { nl: 'Waarvan btw', en: 'Of which VAT', de: 'Davon MwSt.' },
  'orders.detail.giftcardPaid': { nl: 'Betaald met cadeaukaart', en: 'Paid by gift card', de: 'Mit Geschenkkarte bezahlt' },
  'orders.detail.lines': { nl: 'Artikelen', en: 'Items', de: 'Artikel' },
  'orders.detail.sku': { nl: 'Artikelnummer', en: 'SKU', de: 'Artikelnummer' },
  'orders.detail.name': { nl: 'Artikel', en: 'Item', de: 'Artikel' },
  'orders.detail.qty': { nl: 'Aantal', en: 'Quantity', de: 'Menge' },
  'orders.detail.rowTotal': { nl: 'Bedrag', en: 'Amount', de: 'Betrag' },
  'orders.detail.payments': { nl: 'Betalingen', en: 'Payments', de: 'Zahlungen' },
  'orders.detail.noPayments': { nl: 'Geen betalingen.', en: 'No payments.', de: 'Keine Zahlungen.' },
  'orders.detail.provider': { nl: 'Aanbieder', en: 'Provider', de: 'Anbieter' },
  'orders.detail.method': { nl: 'Methode', en: 'Method', de: 'Methode' },
  'orders.detail.amount': { nl: 'Bedrag', en: 'Amount', de: 'Betrag' },
  'orders.detail.resultCode': { nl: 'Resultaatcode', en: 'Result code', de: 'Ergebniscode' },
  'orders.detail.updated': { nl: 'Laatst gewijzigd', en: 'Last changed', de: 'Zuletzt geändert' },
  'orders.detail.giftcards': { nl: 'Cadeaukaarten', en: 'Gift cards', de: 'Geschenkkarten' },
  'orders.detail.card': { nl: 'Kaart', en: 'Card', de: 'Karte' },
  'orders.detail.kind': { nl: 'Soort', en: 'Kind', de: 'Art' },

  'coupons.title': { nl: 'Kortingscodes', en: 'Coupons', de: 'Gutscheincodes' },
  'coupons.search': { nl: 'Code bevat', en: 'Code contains', de: 'Code enthält' },
  'coupons.col.code': { nl: 'Code', en: 'Code', de: 'Code' },
  'coupons.col.discount': { nl: 'Korting', en: 'Discount', de: 'Rabatt' },
  'coupons.col.rules': { nl: 'Voorwaarden', en: 'Rules', de: 'Bedingungen' },
  'coupons.col.used': { nl: 'Gebruikt / limiet', en: 'Used / limit', de: 'Benutzt / Limit' },
  'coupons.col.perCustomer': { nl: 'Per klant', en: 'Per customer', de: 'Pro Kunde' },
  'coupons.col.valid': { nl: 'Geldig', en: 'Valid', de: 'Gültig' },
  'coupons.col.status': { nl: 'Status', en: 'Status', de: 'Status' },
  'coupons.col.actions': { nl: 'Acties', en: 'Actions', de: 'Aktionen' },
  'coupons.active': { nl: 'actief', en: 'active', de: 'aktiv' },
  'coupons.blocked': { nl: 'geblokkeerd', en: 'blocked', de: 'gesperrt' },
  'coupons.scheduled': { nl: 'nog niet geldig', en: 'not yet valid', de: 'noch nicht gültig' },
  'coupons.expired': { nl: 'verlopen', en: 'expired', de: 'abgelaufen' },
  'coupons.usedUp': { nl: 'opgebruikt', en: 'used up', de: 'aufgebraucht' },
  'coupons.block': { nl: '{code} blokkeren', en: 'Block {code}', de: '{code} sperren' },
  'coupons.unblock': { nl: '{code} deblokkeren', en: 'Unblock {code}', de: '{code} entsperren' },
  'coupons.minSubtotalRule': { nl: 'vanaf {amount}', en: 'from {amount}', de: 'ab {amount}' },
  'coupons.excludesSaleRule': { nl: 'niet op sale', en: 'not on sale items', de: 'nicht auf Sale-Artikel' },
  'coupons.from': { nl: 'vanaf {date}', en: 'from {date}', de: 'ab {date}' },
  'coupons.to': { nl: 't/m {date}', en: 'until {date}', de: 'bis {date}' },
  'coupons.always': { nl: 'altijd', en: 'always', de: 'immer' },
  'coupons.range': { nl: '{from}–{to} van {total}', en: '{from}–{to} of {total}', de: '{from}–{to} von {total}' },
  'coupons.pages': { nl: 'Pagina’s met kortingscodes', en: 'Pages of coupons', de: 'Seiten mit Gutscheincodes' },
  'coupons.previous': { nl: 'Vorige pagina', en: 'Previous page', de: 'Vorherige Seite' },
  'coupons.next': { nl: 'Volgende pagina', en: 'Next page', de: 'Nächste Seite' },
  'coupons.create.title': { nl: 'Kortingscode aanmaken', en: 'Create a coupon', de: 'Gutscheincode anlegen' },
  'coupons.field.code': { nl: 'Code', en: 'Code', de: 'Code' },
  'coupons.field.description': { nl: 'Omschrijving', en: 'Description', de: 'Beschreibung' },
  'coupons.field.type': { nl: 'Soort korting', en: 'Kind of discount', de: 'Rabattart' },
  'coupons.type.percent': { nl: 'Procent van de artikelen', en: 'Percentage of the items', de: 'Prozent der Artikel' },
  'coupons.type.fixed': { nl: 'Vast bedrag van de bestelling', en: 'Fixed amount off the order', de: 'Fester Betrag der Bestellung' },
  'coupons.field.amount': { nl: 'Korting (procent of euro)', en: 'Discount (percent or euro)', de: 'Rabatt (Prozent oder Euro)' },
  'coupons.field.minSubtotal': { nl: 'Minimaal subtotaal (euro)', en: 'Minimum subtotal (euro)', de: 'Mindestzwischensumme (Euro)' },
  'coupons.field.excludesSale': {
    nl: 'Niet geldig op sale- en actieartikelen',
    en: 'Not valid on sale and promotion items',
    de: 'Nicht gültig für Sale- und Aktionsartikel',
  },
  'coupons.field.usageLimit': { nl: 'Totaal aantal keer te gebruiken', en: 'Total uses allowed', de: 'Gesamtzahl der Nutzungen' },
  'coupons.field.usesPerCustomer': { nl: 'Aantal keer per klant', en: 'Uses per customer', de: 'Nutzungen pro Kunde' },
  'coupons.field.storeCodes': {
    nl: 'Alleen in deze webwinkels (geen keuze: alle)',
    en: 'Only in these stores (none chosen: all)',
    de: 'Nur in diesen Shops (keine Auswahl: alle)',
  },
  'coupons.field.fromDate': { nl: 'Geldig vanaf', en: 'Valid from', de: 'Gültig ab' },
  'coupons.field.toDate': { nl: 'Geldig tot en met', en: 'Valid until', de: 'Gültig bis einschließlich' },
  'coupons.create.submit': { nl: 'Kortingscode aanmaken', en: 'Create coupon', de: 'Gutscheincode anlegen' },
  'coupons.notice.created': {
    nl: 'Kortingscode {code} is aangemaakt.',
    en: 'Coupon {code} has been created.',
    de: 'Gutscheincode {code} wurde angelegt.',
  },
  'coupons.notice.blocked': { nl: 'De kortingscode is geblokkeerd.', en: 'The coupon is blocked.', de: 'Der Gutscheincode ist gesperrt.' },
  'coupons.notice.unblocked': {
    nl: 'De kortingscode is weer actief.',
    en: 'The coupon is active again.',
    de: 'Der Gutscheincode ist wieder aktiv.',
  },
  'coupons.detail.title': { nl: 'Kortingscode {code}', en: 'Coupon {code}', de: 'Gutscheincode {code}' },
  'coupons.detail.uses': { nl: 'Gebruik', en: 'Uses', de: 'Nutzungen' },
  'coupons.detail.noUses': { nl: 'Nog niet gebruikt.', en: 'Not used yet.', de: 'Noch nicht benutzt.' },
  'coupons.detail.customer': { nl: 'Klantaccount', en: 'Customer account', de: 'Kundenkonto' },
  'coupons.detail.guest': { nl: 'gast', en: 'guest', de: 'Gast' },
  'coupons.detail.released': { nl: 'Teruggegeven op', en: 'Given back on', de: 'Zurückgegeben am' },

  'giftcards.title': { nl: 'Cadeaukaarten', en: 'Gift cards', de: 'Geschenkkarten' },
  'giftcards.search': {
    nl: 'Kaartnummer (of de laatste cijfers)',
    en: 'Card number (or its last digits)',
    de: 'Kartennummer (oder die letzten Ziffern)',
  },
  'giftcards.col.number': { nl: 'Kaartnummer', en: 'Card number', de: 'Kartennummer' },
  'giftcards.col.balance': { nl: 'Saldo', en: 'Balance', de: 'Guthaben' },
  'giftcards.col.initial': { nl: 'Beginsaldo', en: 'Initial balance', de: 'Anfangsguthaben' },
  'giftcards.col.status': { nl: 'Status', en: 'Status', de: 'Status' },
  'giftcards.col.kind': { nl: 'Soort', en: 'Kind', de: 'Art' },
  'giftcards.col.expires': { nl: 'Geldig tot en met', en: 'Valid until', de: 'Gültig bis' },
  'giftcards.col.actions': { nl: 'Acties', en: 'Actions', de: 'Aktionen' },
  'giftcards.status.active': { nl: 'actief', en: 'active', de: 'aktiv' },
  'giftcards.status.inactive': { nl: 'nog niet actief', en: 'not active yet', de: 'noch nicht aktiv' },
  'giftcards.status.blocked': { nl: 'geblokkeerd', en: 'blocked', de: 'gesperrt' },
  'giftcards.kind.physical': { nl: 'kaart', en: 'physical card', de: 'Karte' },
  'giftcards.kind.virtual': { nl: 'e-card', en: 'e-card', de: 'E-Card' },
  'giftcards.kind.manual': { nl: 'uitgegeven in de console', en: 'issued in the console', de: 'in der Konsole ausgegeben' },
  'giftcards.details': { nl: 'Details van {number}', en: 'Details of {number}', de: 'Details zu {number}' },
  'giftcards.block': { nl: 'Kaart blokkeren', en: 'Block card', de: 'Karte sperren' },
  'giftcards.unblock': { nl: 'Kaart deblokkeren', en: 'Unblock card', de: 'Karte entsperren' },
  'giftcards.create.title': { nl: 'Cadeaukaart uitgeven', en: 'Issue a gift card', de: 'Geschenkkarte ausgeben' },
  'giftcards.field.amount': { nl: 'Bedrag (euro, 5 tot 500)', en: 'Amount (euro, 5 to 500)', de: 'Betrag (Euro, 5 bis 500)' },
  'giftcards.field.expiresOn': { nl: 'Laatste geldige dag', en: 'Last valid day', de: 'Letzter gültiger Tag' },
  'giftcards.create.submit': { nl: 'Cadeaukaart uitgeven', en: 'Issue gift card', de: 'Geschenkkarte ausgeben' },
  'giftcards.issued.title': { nl: 'Cadeaukaart uitgegeven', en: 'Gift card issued', de: 'Geschenkkarte ausgegeben' },
  'giftcards.issued.once': {
    nl: 'Noteer de pincode nu: die wordt niet bewaard en is hierna nergens meer te zien.',
    en: 'Write the PIN down now: it is not kept and cannot be shown again.',
    de: 'Notieren Sie die PIN jetzt: Sie wird nicht gespeichert und ist danach nirgends mehr zu sehen.',
  },
  'giftcards.issued.number': { nl: 'Kaartnummer', en: 'Card number', de: 'Kartennummer' },
  'giftcards.issued.pin': { nl: 'Pincode', en: 'PIN', de: 'PIN' },
  'giftcards.issued.balance': { nl: 'Saldo', en: 'Balance', de: 'Guthaben' },
  'giftcards.issued.expires': { nl: 'Geldig tot en met', en: 'Valid until', de: 'Gültig bis' },
  'giftcards.issued.next': { nl: 'Naar de kaart', en: 'Go to the card', de: 'Zur Karte' },
  'giftcards.notice.blocked': { nl: 'De kaart is geblokkeerd.', en: 'The card is blocked.', de: 'Die Karte ist gesperrt.' },
  'giftcards.notice.unblocked': { nl: 'De kaart is weer actief.', en: 'The card is active again.', de: 'Die Karte ist wieder aktiv.' },
  'giftcards.notice.unchanged': {
    nl: 'Er is niets gewijzigd: de kaart had die status al niet meer.',
    en: 'Nothing changed: the card was no longer in that state.',
    de: 'Nichts geändert: Die Karte hatte diesen Status nicht mehr.',
  },
  'giftcards.transactions': { nl: 'Transacties', en: 'Transactions', de: 'Transaktionen' },
  'giftcards.noTransactions': { nl: 'Geen transacties.', en: 'No transactions.', de: 'Keine Transaktionen.' },
  'giftcards.tx.kind': { nl: 'Soort', en: 'Kind', de: 'Art' },
  'giftcards.tx.amount': { nl: 'Bedrag', en: 'Amount', de: 'Betrag' },
  'giftcards.tx.order': { nl: 'Bestelling', en: 'Order', de: 'Bestellung' },
  'giftcards.tx.staff': { nl: 'Medewerker', en: 'Staff', de: 'Mitarbeiter' },
  'giftcards.tx.issue': { nl: 'uitgifte', en: 'issue', de: 'Ausgabe' },
  'giftcards.tx.redeem': { nl: 'besteed', en: 'redeemed', de: 'eingelöst' },
  'giftcards.tx.refund': { nl: 'teruggestort', en: 'refunded', de: 'erstattet' },
  'giftcards.tx.adjust': { nl: 'correctie', en: 'adjustment', de: 'Korrektur' },

  'error.403.title': { nl: 'Niet toegestaan', en: 'Not allowed', de: 'Nicht erlaubt' },
  'error.403.text': {
    nl: 'Uw account mag dit niet doen. Er is niets gewijzigd.',
    en: 'Your account may not do this. Nothing has been changed.',
    de: 'Ihr Konto darf das nicht. Es wurde nichts geändert.',
  },
  'error.csrf.text': {
    nl: 'Dit formulier kwam niet van deze console en is niet verwerkt. Open de pagina opnieuw en probeer het nog eens.',
    en: 'This form did not come from this console and was not processed. Open the page again and try once more.',
    de: 'Dieses Formular stammt nicht aus dieser Konsole und wurde nicht verarbeitet. Öffnen Sie die Seite erneut und versuchen Sie es noch einmal.',
  },
  'error.404.title': { nl: 'Niet gevonden', en: 'Not found', de: 'Nicht gefunden' },
  'error.404.text': {
    nl: 'Deze pagina of dit gegeven bestaat niet.',
    en: 'This page or record does not exist.',
    de: 'Diese Seite oder dieser Eintrag existiert nicht.',
  },
  'error.400.title': { nl: 'Onleesbaar verzoek', en: 'Unreadable request', de: 'Unlesbare Anfrage' },
  'error.400.text': {
    nl: 'Het formulier kon niet worden gelezen (te groot of beschadigd). Er is niets gewijzigd.',
    en: 'The form could not be read (too large or damaged). Nothing has been changed.',
    de: 'Das Formular konnte nicht gelesen werden (zu groß oder beschädigt). Es wurde nichts geändert.',
  },
  'error.500.title': { nl: 'Er ging iets mis', en: 'Something went wrong', de: 'Etwas ist schiefgelaufen' },
  'error.500.text': {
    nl: 'Probeer het over een moment opnieuw. Noem deze code als u het meldt: {id}',
    en: 'Please try again in a moment. Mention this code when you report it: {id}',
    de: 'Bitte versuchen Sie es gleich noch einmal. Nennen Sie diesen Code, wenn Sie es melden: {id}',
  },
  'error.home': { nl: 'Naar het overzicht', en: 'Go to the overview', de: 'Zur Übersicht' },
} satisfies Record<string, Texts>;

export const messages = { ...formMessages, ...pageTexts };
export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** The text for `key` in `lang`, with `{name}` placeholders filled. */
export function t(lang: ConsoleLanguage, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = messages[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The console's language: the staff member's choice (cookie), else the console language the
 * browser prefers most (`preferred`: Express's `req.acceptsLanguages(...CONSOLE_LANGUAGES)`, which
 * weighs Accept-Language's q-values), else Dutch.
 */
export function chooseLanguage(cookieValue: string | undefined, preferred: string | false): ConsoleLanguage {
  if (isConsoleLanguage(cookieValue)) return cookieValue;
  return isConsoleLanguage(preferred) ? preferred : 'nl';
}
