import { zonedParts } from '@shop/rules';
import type { PromoBanner } from '../platform/generated/resolvers.ts';
import { toContentLink } from './links.ts';
import { filledText, text, type JsonObject } from './read.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (ms). */
function zoneOffset(at: number, timeZone: string): number {
  const wall = zonedParts(new Date(at), timeZone);
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallMs - Math.floor(at / 1000) * 1000;
}

/** Midnight at the start of a calendar day in `timeZone`, as epoch ms. */
function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  const first = utcMidnight - zoneOffset(utcMidnight, timeZone);
  // Around a DST switch the offset at the guess can differ from the offset at the result.
  return utcMidnight - zoneOffset(first, timeZone);
}

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
    // The end of a day is the start of the next one (not +24 h, which a DST day does not last).
    return startOfDay(year, month, edge === 'from' ? day : day + 1, timeZone);
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
