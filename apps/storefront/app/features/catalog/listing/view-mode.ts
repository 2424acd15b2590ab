import { useCallback } from 'react';
import { useBrowserStore } from '../../../ui/browser-store.ts';
import { catalogue } from '@shop/rules';

/** C10, C11: grid (the default) or large (fewer, bigger tiles per row). */
export type ViewMode = (typeof catalogue.viewModes)[number];

/** Session storage key of the chosen view: kept for the session, never in the address (C11). */
export const VIEW_MODE_KEY = 'shop:listing-view';

/** The attribute on the listing that the stylesheet reads. */
export const VIEW_MODE_ATTRIBUTE = 'data-view';

/** A stored value as a view mode; anything unknown is the default grid (C10). */
export function parseViewMode(value: unknown): ViewMode {
  return (catalogue.viewModes as readonly unknown[]).includes(value) ? (value as ViewMode) : catalogue.defaultView;
}

/**
 * Runs while the page is parsed, before the first paint: a shopper who chose "large" does not see
 * the grid first and then the jump (no layout shift). It sets the attribute on its parent element.
 */
export const VIEW_MODE_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(VIEW_MODE_KEY)})==="large")document.currentScript.parentElement.setAttribute(${JSON.stringify(VIEW_MODE_ATTRIBUTE)},"large")}catch(e){}`;

const listeners = new Set<() => void>();

/** A choice made while session storage refuses writes (private mode): it lasts until the page reloads. */
let unstoredChoice: ViewMode | null = null;

function readStoredViewMode(): ViewMode {
  if (unstoredChoice) return unstoredChoice;
  try {
    return parseViewMode(window.sessionStorage.getItem(VIEW_MODE_KEY));
  } catch {
    return catalogue.defaultView;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const defaultViewMode = () => catalogue.defaultView;

/** The view mode of this tab's session and a setter; the server and hydration render the default. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = useBrowserStore(subscribe, readStoredViewMode, defaultViewMode);
  const setMode = useCallback((next: ViewMode) => {
    try {
      window.sessionStorage.setItem(VIEW_MODE_KEY, next);
      unstoredChoice = null;
    } catch {
      unstoredChoice = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, setMode];
}
