/**
 * The part of ICU MessageFormat the shop's texts use: `{name}` arguments, `plural` (with `=N`
 * exact matches and `#`) and `select`, with ICU apostrophe quoting. The one message formatter of
 * the storefront, the staff console and the e-mails (decision 045). The browser gets this instead
 * of a full ICU library (decision 014); the storefront's `format.test.ts` and the console's
 * `messages.test.ts` check every text against the reference implementation (intl-messageformat),
 * so a text that needs more syntax fails the tests instead of rendering wrongly.
 */
import { pluralOf, writeWholeNumber } from './digits.ts';
import type { Locale } from './locales.ts';

/** The BCP 47 tag a store language's texts, numbers and dates are formatted in. */
export function intlTag(locale: Locale): string {
  return { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' }[locale];
}

type Part = string | { arg: string } | { arg: string; kind: 'plural' | 'select'; options: Record<string, Part[]> } | { pound: true };

export type MessageValues = Record<string, string | number | boolean | null | undefined>;

class MessageSyntaxError extends Error {
  constructor(text: string, at: number, problem: string) {
    super(`${problem} at ${at} in message "${text}"`);
  }
}

/** Parses a message; `inPlural` makes `#` the formatted number. */
function parse(text: string, start: number, inPlural: boolean, nested: boolean): { parts: Part[]; end: number } {
  const parts: Part[] = [];
  let literal = '';
  let i = start;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === "'") {
      const next = text[i + 1];
      if (next === "'") {
        literal += "'";
        i += 2;
        continue;
      }
      if (next === '{' || next === '}' || (inPlural && next === '#')) {
        const close = text.indexOf("'", i + 1);
        const stop = close === -1 ? text.length : close;
        literal += text.slice(i + 1, stop).replaceAll("''", "'");
        i = stop + 1;
        continue;
      }
    }
    if (char === '}' && nested) break;
    if (char === '#' && inPlural) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push({ pound: true });
      i += 1;
      continue;
    }
    if (char === '{') {
      if (literal) parts.push(literal);
      literal = '';
      const placeholder = parsePlaceholder(text, i + 1);
      parts.push(placeholder.part);
      i = placeholder.end;
      continue;
    }
    literal += char;
    i += 1;
  }
  if (literal) parts.push(literal);
  return { parts, end: i };
}

function parsePlaceholder(text: string, start: number): { part: Part; end: number } {
  const head = /^\s*([\w.]+)\s*(?:,\s*(plural|select)\s*,)?\s*/.exec(text.slice(start));
  if (!head) throw new MessageSyntaxError(text, start, 'Expected an argument name');
  const arg = head[1] as string;
  let i = start + head[0].length;
  if (!head[2]) {
    if (text[i] !== '}') throw new MessageSyntaxError(text, i, 'Unsupported argument format');
    return { part: { arg }, end: i + 1 };
  }
  const kind = head[2] as 'plural' | 'select';
  const options: Record<string, Part[]> = {};
  for (;;) {
    const selector = /^\s*(=?[\w-]+)\s*\{/.exec(text.slice(i));
    if (!selector) break;
    const branch = parse(text, i + selector[0].length, kind === 'plural', true);
    if (text[branch.end] !== '}') throw new MessageSyntaxError(text, branch.end, 'Unclosed option');
    options[selector[1] as string] = branch.parts;
    i = branch.end + 1;
  }
  const close = /^\s*\}/.exec(text.slice(i));
  if (!close || !options.other) throw new MessageSyntaxError(text, i, `Expected options with "other" in ${kind}`);
  return { part: { arg, kind, options }, end: i + close[0].length };
}

/**
 * Parsed texts kept at most: every catalogue's texts fit many times over. A text past the bound is
 * parsed each time it is formatted, so the memory stays flat whatever text a caller passes.
 */
export const MESSAGE_CACHE_MAX = 5_000;

const compiled = new Map<string, Part[]>();

function compile(text: string): Part[] {
  let parts = compiled.get(text);
  if (!parts) {
    parts = parse(text, 0, false, false).parts;
    if (compiled.size < MESSAGE_CACHE_MAX) compiled.set(text, parts);
  }
  return parts;
}

/** Parsed texts held (for the bound's test). */
export function messageCacheSize(): number {
  return compiled.size;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(locale: string, value: number): string {
  const known = pluralOf(locale, value);
  if (known) return known;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

/** `Intl.NumberFormat` per locale and options, kept because constructing one is slow. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as the store's locale writes it in full ("28 november 2026", "28 November 2026" in en-GB,
 * "28. November 2026"): every date a shopper reads goes through here, so no page shows US order.
 */
export function formatLongDate(date: Date, locale: Locale, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = longDateFormats.get(key);
  if (!format)
    longDateFormats.set(
      key,
      (format = new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone })),
    );
  return format.format(date);
}

function render(parts: Part[], locale: string, values: MessageValues, count: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) out += count === null ? '#' : (writeWholeNumber(locale, count) ?? numberFormat(locale).format(count));
    else if (!('kind' in part)) {
      const value = values[part.arg];
      out += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    } else if (part.kind === 'plural') {
      const value = Number(values[part.arg]);
      const branch = part.options[`=${value}`] ?? part.options[pluralCategory(locale, value)] ?? part.options.other ?? [];
      out += render(branch, locale, values, value);
    } else {
      const branch = part.options[String(values[part.arg])] ?? part.options.other ?? [];
      out += render(branch, locale, values, count);
    }
  }
  return out;
}

/** Formats one message text in a locale (a BCP 47 tag such as `nl-NL`). Throws on syntax it does not know. */
export function formatMessageText(locale: string, text: string, values: MessageValues = {}): string {
  return render(compile(text), locale, values, null);
}

/** Formats the text of a store language (`nl`, `en`, `de`) in that language's BCP 47 tag. */
export function formatMessage(locale: Locale, text: string, values: MessageValues = {}): string {
  return formatMessageText(intlTag(locale), text, values);
}
