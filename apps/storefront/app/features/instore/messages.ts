/** Texts of the in-store (tabletop) badge in checkout, on the confirmation and the customer's order page. */
export const messages = {
  nl: {
    'instore.badge.full': 'Winkelbestelling · {shop} · tafel {table}',
    'instore.badge.table': 'Winkelbestelling · tafel {table}',
  },
  en: {
    'instore.badge.full': 'In-store order · {shop} · table {table}',
    'instore.badge.table': 'In-store order · table {table}',
  },
  de: {
    'instore.badge.full': 'Bestellung im Geschäft · {shop} · Tisch {table}',
    'instore.badge.table': 'Bestellung im Geschäft · Tisch {table}',
  },
};
