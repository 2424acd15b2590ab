/** Texts of the content editor's toolbar (L21). */
export const messages = {
  nl: {
    'preview.toolbar.label': 'Redactie',
    'preview.toolbar.title': 'Voorbeeldmodus',
    'preview.toolbar.draft': 'Concept van {page} bekijken',
    'preview.toolbar.leave': 'Voorbeeldmodus verlaten',
  },
  en: {
    'preview.toolbar.label': 'Editing',
    'preview.toolbar.title': 'Preview mode',
    'preview.toolbar.draft': 'View the draft of {page}',
    'preview.toolbar.leave': 'Leave preview mode',
  },
  de: {
    'preview.toolbar.label': 'Redaktion',
    'preview.toolbar.title': 'Vorschaumodus',
    'preview.toolbar.draft': 'Entwurf von {page} ansehen',
    'preview.toolbar.leave': 'Vorschaumodus verlassen',
  },
};
