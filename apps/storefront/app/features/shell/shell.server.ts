import type { AppLoadContext } from 'react-router';
import { ShellQuery } from './shell-query.ts';
import { toShellView, type ShellSource, type ShellView } from './shell-view.ts';

/** One year format per zone: every page asks, and constructing an Intl format costs more than using it. */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar year at `now` in the store's time zone (the copyright line turns over at local midnight). */
export function yearIn(now: Date, timeZone = 'Europe/Amsterdam'): number {
  try {
    let format = yearFormats.get(timeZone);
    if (!format) yearFormats.set(timeZone, (format = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' })));
    return Number(format.format(now));
  } catch {
    return now.getUTCFullYear();
  }
}

/**
 * The root loader's data: the store from the server's store configuration (`context.store`, loaded
 * at start: M10), the content in one API request. Layout and navigation failures are only logged
 * (000 §8; E7): the page then renders with a minimal shell (logo, search, account, cart, no menus)
 * that still follows the store.
 */
export async function loadShell(context: AppLoadContext, now = new Date()): Promise<ShellView> {
  let source: ShellSource = { ...context.store };
  try {
    source = { ...source, ...(await context.api.query(ShellQuery, { lang: context.language })) };
  } catch (error) {
    context.log.warn({ err: error }, 'shell content could not be loaded; rendering without menus');
  }
  return toShellView(source, {
    language: context.language,
    storeCode: context.storeCode,
    year: yearIn(now, source.storeConfig?.timezone),
    now,
  });
}
