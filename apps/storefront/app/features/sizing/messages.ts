/** Texts of the size advice on the product page (L23). */
export const messages = {
  nl: {
    'sizing.advice': 'Ons maatadvies: {size}, de maat die je eerder koos.',
  },
  en: {
    'sizing.advice': 'Our size advice: {size}, the size you chose before.',
  },
  de: {
    'sizing.advice': 'Unsere Größenempfehlung: {size}, die Größe, die du zuletzt gewählt hast.',
  },
};
