/** Texts of the customer-service panel a `#chat` link opens (R21). */
export const messages = {
  nl: {
    'service.title': 'Klantenservice',
    'service.intro': 'Heb je een vraag? We helpen je graag, telefonisch of per e-mail.',
    'service.phone': 'Bel ons',
    'service.email': 'Mail ons',
    'service.more': 'Alles over klantenservice',
  },
  en: {
    'service.title': 'Customer service',
    'service.intro': 'Got a question? We are happy to help, by phone or by e-mail.',
    'service.phone': 'Call us',
    'service.email': 'E-mail us',
    'service.more': 'All about customer service',
  },
  de: {
    'service.title': 'Kundenservice',
    'service.intro': 'Hast du eine Frage? Wir helfen dir gern, am Telefon oder per E-Mail.',
    'service.phone': 'Ruf uns an',
    'service.email': 'Schreib uns',
    'service.more': 'Alles zum Kundenservice',
  },
};
