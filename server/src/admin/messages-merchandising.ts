/**
 * The console's texts of the staff-set order page (`/admin/merchandising`, decision 056) in Dutch,
 * English and German; `messages.ts` holds them with the others.
 */

type Texts = Record<'nl' | 'en' | 'de', string>;

export const merchandisingTexts = {
  'merchandising.category.invalid': {
    nl: 'Kies een categorie uit de lijst.',
    en: 'Choose a category from the list.',
    de: 'Wähle eine Kategorie aus der Liste.',
  },
  'merchandising.profile.invalid': {
    nl: 'Een volgorde heet 1 tot 40 tekens: kleine letters, cijfers, - en _.',
    en: 'An order is named with 1 to 40 characters: lower-case letters, digits, - and _.',
    de: 'Eine Reihenfolge heißt 1 bis 40 Zeichen: Kleinbuchstaben, Ziffern, - und _.',
  },
  'merchandising.sku.required': { nl: 'Vul een artikelnummer in.', en: 'Enter an SKU.', de: 'Gib eine Artikelnummer ein.' },
  'merchandising.sku.unknown': {
    nl: 'Geen zichtbaar artikel met dit artikelnummer.',
    en: 'No listed product has this SKU.',
    de: 'Kein sichtbarer Artikel hat diese Artikelnummer.',
  },
  'merchandising.sku.notListed': {
    nl: 'Dit artikel staat niet in deze categorie.',
    en: 'This product is not in this category.',
    de: 'Dieser Artikel ist nicht in dieser Kategorie.',
  },
  'merchandising.sku.notPinned': {
    nl: 'Dit artikel staat niet vast in deze volgorde.',
    en: 'This product is not pinned in this order.',
    de: 'Dieser Artikel ist in dieser Reihenfolge nicht fixiert.',
  },
  'merchandising.sku.tooMany': {
    nl: 'Er staan al 100 artikelen vast; maak er eerst een los.',
    en: '100 products are pinned already; unpin one first.',
    de: 'Es sind schon 100 Artikel fixiert; löse zuerst einen.',
  },
  'merchandising.position.invalid': {
    nl: 'Een positie is een heel getal van 1 tot 100.',
    en: 'A position is a whole number from 1 to 100.',
    de: 'Eine Position ist eine ganze Zahl von 1 bis 100.',
  },
  'merchandising.intent.invalid': {
    nl: 'Kies wat er met het artikel moet gebeuren.',
    en: 'Choose what to do with the product.',
    de: 'Wähle, was mit dem Artikel geschehen soll.',
  },

  'nav.merchandising': { nl: 'Volgorde', en: 'Product order', de: 'Reihenfolge' },
  'merchandising.title': { nl: 'Volgorde per categorie', en: 'Product order per category', de: 'Reihenfolge je Kategorie' },
  'merchandising.intro': {
    nl: 'Zet artikelen vast bovenaan de sortering "Aanbevolen" van een categorie. Vastgezette artikelen die op voorraad zijn komen eerst, op hun positie; de rest volgt op de vaste rangorde. Uitverkochte artikelen blijven achteraan.',
    en: 'Pin products to the top of a category\'s "Recommended" sort. Pinned products in stock come first, at their positions; the rest follow in the usual rank. Sold-out products stay at the end.',
    de: 'Fixiere Artikel oben in der Sortierung „Empfohlen“ einer Kategorie. Fixierte Artikel, die vorrätig sind, kommen zuerst, an ihrer Position; der Rest folgt in der üblichen Rangfolge. Ausverkaufte Artikel bleiben am Ende.',
  },
  'merchandising.choose': { nl: 'Categorie en volgorde kiezen', en: 'Choose category and order', de: 'Kategorie und Reihenfolge wählen' },
  'merchandising.field.category': { nl: 'Categorie', en: 'Category', de: 'Kategorie' },
  'merchandising.field.profile': { nl: 'Volgorde (naam)', en: 'Order (name)', de: 'Reihenfolge (Name)' },
  'merchandising.field.profileHint': {
    nl: 'Bijvoorbeeld default of winter. Een nieuwe naam begint een nieuwe volgorde.',
    en: 'For example default or winter. A new name starts a new order.',
    de: 'Zum Beispiel default oder winter. Ein neuer Name beginnt eine neue Reihenfolge.',
  },
  'merchandising.show': { nl: 'Tonen', en: 'Show', de: 'Anzeigen' },
  'merchandising.chooseCategory': { nl: '— kies een categorie —', en: '— choose a category —', de: '— wähle eine Kategorie —' },
  'merchandising.profiles': { nl: 'Volgordes van deze categorie', en: 'Orders of this category', de: 'Reihenfolgen dieser Kategorie' },
  'merchandising.active': {
    nl: 'De winkel toont nu de volgorde "{profile}".',
    en: 'The shop now shows the order "{profile}".',
    de: 'Der Shop zeigt jetzt die Reihenfolge „{profile}“.',
  },
  'merchandising.editing': {
    nl: 'Je bewerkt de volgorde "{profile}".',
    en: 'You are editing the order "{profile}".',
    de: 'Du bearbeitest die Reihenfolge „{profile}“.',
  },
  'merchandising.activeBadge': { nl: 'in de winkel', en: 'in the shop', de: 'im Shop' },
  'merchandising.activate': {
    nl: 'Volgorde "{profile}" in de winkel tonen',
    en: 'Show the order "{profile}" in the shop',
    de: 'Reihenfolge „{profile}“ im Shop zeigen',
  },
  'merchandising.pinned.title': { nl: 'Vastgezet', en: 'Pinned', de: 'Fixiert' },
  'merchandising.pinned.empty': {
    nl: 'Nog niets vastgezet: de categorie volgt de vaste rangorde.',
    en: 'Nothing pinned yet: the category follows the usual rank.',
    de: 'Noch nichts fixiert: Die Kategorie folgt der üblichen Rangfolge.',
  },
  'merchandising.preview.title': {
    nl: 'Zo ziet de klant de eerste {count} artikelen',
    en: 'The first {count} products as a shopper sees them',
    de: 'So sieht die Kundschaft die ersten {count} Artikel',
  },
  'merchandising.preview.total': {
    nl: '{count} artikelen in deze categorie',
    en: '{count} products in this category',
    de: '{count} Artikel in dieser Kategorie',
  },
  'merchandising.col.position': { nl: 'Positie', en: 'Position', de: 'Position' },
  'merchandising.col.sku': { nl: 'Artikelnummer', en: 'SKU', de: 'Artikelnummer' },
  'merchandising.col.name': { nl: 'Naam', en: 'Name', de: 'Name' },
  'merchandising.col.stock': { nl: 'Voorraad', en: 'Stock', de: 'Bestand' },
  'merchandising.col.pinned': { nl: 'Vast op', en: 'Pinned at', de: 'Fixiert auf' },
  'merchandising.col.actions': { nl: 'Acties', en: 'Actions', de: 'Aktionen' },
  'merchandising.inStock': { nl: 'op voorraad', en: 'in stock', de: 'vorrätig' },
  'merchandising.soldOut': { nl: 'uitverkocht', en: 'sold out', de: 'ausverkauft' },
  'merchandising.pin': { nl: 'Vastzetten', en: 'Pin', de: 'Fixieren' },
  'merchandising.pinSku': { nl: '{sku} vastzetten', en: 'Pin {sku}', de: '{sku} fixieren' },
  'merchandising.up': { nl: '{sku} omhoog', en: 'Move {sku} up', de: '{sku} nach oben' },
  'merchandising.down': { nl: '{sku} omlaag', en: 'Move {sku} down', de: '{sku} nach unten' },
  'merchandising.unpin': { nl: '{sku} losmaken', en: 'Unpin {sku}', de: '{sku} lösen' },
  'merchandising.moveTo': { nl: 'Nieuwe positie van {sku}', en: 'New position of {sku}', de: 'Neue Position von {sku}' },
  'merchandising.move': { nl: 'Verplaatsen', en: 'Move', de: 'Verschieben' },
  'merchandising.add.title': { nl: 'Artikel vastzetten', en: 'Pin a product', de: 'Artikel fixieren' },
  'merchandising.field.sku': { nl: 'Artikelnummer', en: 'SKU', de: 'Artikelnummer' },
  'merchandising.field.position': { nl: 'Positie', en: 'Position', de: 'Position' },
  'merchandising.field.positionHint': { nl: 'Leeg: achteraan.', en: 'Empty: at the end.', de: 'Leer: ans Ende.' },
  'merchandising.notice.saved': {
    nl: 'De volgorde is opgeslagen.',
    en: 'The order has been saved.',
    de: 'Die Reihenfolge ist gespeichert.',
  },
  'merchandising.notice.activated': {
    nl: 'De winkel toont nu deze volgorde.',
    en: 'The shop now shows this order.',
    de: 'Der Shop zeigt jetzt diese Reihenfolge.',
  },
} satisfies Record<string, Texts>;
