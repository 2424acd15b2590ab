import { addDays, isoDate, startOfZonedDay } from '@shop/rules';
import type { PromoBanner } from '../platform/generated/resolvers.ts';
import { toContentLink } from './links.ts';
import { filledText, text, type JsonObject } from './read.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A window boundary as epoch ms: undefined when absent (open-ended), NaN when unreadable.
 * Editors often pick a date without a time; it is read in the store's time zone, and an end date
 * counts as a whole day (a banner "to 31 May" still shows on 31 May).
 */
export function windowBoundary(value: unknown, edge: 'from' | 'to', timeZone: string): number | undefined {
  const raw = filledText(value);
  if (!raw) return undefined;
  const dateOnly = DATE_ONLY.exec(raw);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    const date = isoDate(year, month, day);
    // The end of a day is the start of the next one (not +24 h, which a DST day does not last).
    return startOfZonedDay(edge === 'from' ? date : addDays(date, 1), timeZone).getTime();
  }
  return Date.parse(raw);
}

/** Whether the banner is shown (P5): it has text and now lies after from and before to. */
export function isPromoBannerActive(data: JsonObject, now: Date, timeZone: string): boolean {
  if (!filledText(data.text)) return false;
  const from = windowBoundary(data.from, 'from', timeZone);
  const to = windowBoundary(data.to, 'to', timeZone);
  // An unreadable boundary hides the banner rather than showing it forever.
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  const at = now.getTime();
  return (from === undefined || from < at) && (to === undefined || at < to);
}

/** The promo banner document as the API returns it, with `active` for the given moment. */
export function promoBanner(data: JsonObject, now: Date, timeZone: string): PromoBanner {
  return {
    text: text(data.text) ?? '',
    link: toContentLink(data.link),
    from: filledText(data.from),
    to: filledText(data.to),
    promo_banner_color: filledText(data.promo_banner_color),
    active: isPromoBannerActive(data, now, timeZone),
  };
}
