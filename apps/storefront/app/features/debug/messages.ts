/** Texts of the debug panel (L19): for the shop's own people, still in the store's language. */
export const messages = {
  nl: {
    'debug.title': 'Debugmodus',
    'debug.store': 'Winkel',
    'debug.breakpoint': 'Schermbreedte',
    'debug.template': 'Paginasjabloon',
    'debug.console': 'Meetgebeurtenissen staan in de console van de browser.',
    'debug.off': 'Debugmodus uitzetten',
  },
  en: {
    'debug.title': 'Debug mode',
    'debug.store': 'Store',
    'debug.breakpoint': 'Screen width',
    'debug.template': 'Page template',
    'debug.console': "Tracking events are written to the browser's console.",
    'debug.off': 'Switch debug mode off',
  },
  de: {
    'debug.title': 'Debugmodus',
    'debug.store': 'Shop',
    'debug.breakpoint': 'Bildschirmbreite',
    'debug.template': 'Seitenvorlage',
    'debug.console': 'Tracking-Ereignisse stehen in der Konsole des Browsers.',
    'debug.off': 'Debugmodus ausschalten',
  },
};
