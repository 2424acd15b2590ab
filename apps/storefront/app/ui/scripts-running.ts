/**
 * The attribute the client entry sets on the document element in the task in which React takes the
 * page over (`hydrateRoot` attaches React's event handlers to the document there and then).
 *
 * A control that works only with scripts (a tile's quick view button) is drawn by the server and
 * hidden by the stylesheet until this attribute is set: it appears as soon as a tap on it reaches
 * React, which then finishes hydrating the page at once and handles the tap, and it needs no render
 * after hydration to appear (decision 067: 36 tiles each rendering their button again was a third of
 * the listing's effects task). Without scripts it never appears; the tile's link leads to the
 * product page.
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

/** Marks the document as taken over by React; call right before `hydrateRoot`. */
export function markScriptsRunning(): void {
  document.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, '');
}
