/** Money and moments as the console shows them, in the staff member's language and the shops' time zone. */
import { formatPrice } from '@shop/rules';
import { SHOP_TIME_ZONE } from './form-values.ts';
import type { ConsoleLanguage } from './messages.ts';

const LOCALES: Record<ConsoleLanguage, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

/** Cents as the shop writes prices ("€ 12,50"). */
export function money(cents: number, lang: ConsoleLanguage): string {
  return formatPrice(cents / 100, lang);
}

/** Date and time ("2 nov. 2026, 10:15"). */
export function moment(at: Date | null | undefined, lang: ConsoleLanguage): string {
  if (!at) return '—';
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** Date only ("2 nov. 2026"). */
export function day(at: Date | null | undefined, lang: ConsoleLanguage): string {
  if (!at) return '—';
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium' }).format(at);
}

/** A percentage from basis points ("12,5 %"). */
export function percent(basisPoints: number, lang: ConsoleLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
