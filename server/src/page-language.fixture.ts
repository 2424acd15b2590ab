/**
 * The page-language guard (issue 18, "Language and numbers"): what on a page in one store language
 * is another store language's text, or a date or amount the store's locale does not write so.
 * The word lists are built from the storefront's message catalogues: a word one language's texts
 * use and no other language's texts do is that language's own, and must not appear on the others' pages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { locales, type Locale } from '@shop/rules';
import { mergeCatalogues, type Catalogue, type FeatureMessages } from '../../apps/storefront/app/lib/i18n/catalogue.ts';

/** Every storefront feature's texts, merged as the storefront merges them (its `catalogue.server.ts` needs Vite's glob). */
async function storefrontCatalogue(): Promise<Catalogue> {
  const features = new URL('../../apps/storefront/app/features/', import.meta.url);
  const modules: Record<string, FeatureMessages> = {};
  for (const feature of readdirSync(features, { withFileTypes: true })) {
    const file = new URL(`${feature.name}/messages.ts`, features);
    if (!feature.isDirectory() || !existsSync(fileURLToPath(file))) continue;
    modules[feature.name] = ((await import(file.href)) as { messages: FeatureMessages }).messages;
  }
  return mergeCatalogues(modules);
}

const catalogue = await storefrontCatalogue();

/** Words shorter than this say too little about a language ("de", "in", "van", "die"). */
const MIN_WORD_LENGTH = 4;

/**
 * Words of one language's catalogue that are at home in the others too (loan words, names, shop
 * terms every store uses), so their appearance proves nothing.
 */
const SHARED_WORDS = new Set([
  'sale',
  'outlet',
  'newsletter',
  'cookies',
  'cookie',
  'login',
  'account',
  'online',
  'service',
  'shop',
  'shops',
  'store',
  'stores',
  'brand',
  'team',
  'chat',
  'code',
  'ideal',
  'paypal',
  'klarna',
  'visa',
  'mastercard',
  'google',
  'maps',
  'instagram',
  'facebook',
  'linkedin',
  'pinterest',
  'youtube',
  'trusted',
  'thuiswinkel',
  'waarborg',
  'postnl',
  'dhl',
  'arkel',
  'van',
  'sneakers',
  'jeans',
  'boots',
  'polos',
  'shirts',
  'navy',
  'slim',
  'regular',
  'tailored',
  'oxford',
  'merino',
  'tweed',
  'chino',
  'chinos',
  'e-mail',
  'mail',
  'e-mails',
  'info',
  'sandbox',
  'status',
  'total',
  'totaal',
  'minimum',
  'maximum',
  'international',
  'blazer',
  'blazers',
  'details',
  'extra',
  'premium',
  'standard',
  'express',
  'bank',
  'test',
  'items',
  'fast',
  'leer',
  'hotline',
  'webshop',
  // Dutch as well as English ("de complete garderobe"); a parcel point chain's name ("The Read Shop").
  'complete',
  'read',
]);

/** Letters (with accents) and inner hyphens or apostrophes: a word as a shopper reads it. */
const WORD = /\p{L}[\p{L}'’-]*\p{L}/gu;

/** A message's words as a shopper reads them: ICU arguments, plural and select syntax and tags removed. */
function messageWords(text: string): string[] {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(?:^|\s)(?:=\d+|zero|one|two|few|many|other|\w+)\s*\{/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/[{}#]/g, ' ');
  return (plain.match(WORD) ?? []).map((word) => word.toLowerCase());
}

function wordsOf(texts: Record<string, string>): Set<string> {
  const words = new Set<string>();
  for (const text of Object.values(texts)) for (const word of messageWords(text)) if (word.length >= MIN_WORD_LENGTH) words.add(word);
  return words;
}

export type ForeignWords = Record<Locale, ReadonlySet<string>>;

/** Per language, the words only its catalogue uses (less the shared ones). */
export function languageOwnWords(texts: Record<Locale, Record<string, string>> = catalogue): ForeignWords {
  const all = Object.fromEntries(locales.map((locale) => [locale, wordsOf(texts[locale])])) as Record<Locale, Set<string>>;
  return Object.fromEntries(
    locales.map((locale) => {
      const others = locales.filter((other) => other !== locale).map((other) => all[other]);
      const own = [...all[locale]].filter((word) => !SHARED_WORDS.has(word) && others.every((words) => !words.has(word)));
      return [locale, new Set(own)];
    }),
  ) as unknown as ForeignWords;
}

export interface PageFinding {
  problem: 'foreign word' | 'amount format' | 'date format' | 'status';
  text: string;
  /** For a foreign word: the language it belongs to. */
  language?: Locale;
  /** For a foreign word: the words around it on the page, to find it by. */
  context?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * What a shopper reads of a page: its text, the title, and the alt, title, aria-label, placeholder
 * and description attributes; scripts, styles and the loader's data are left out.
 */
export function readableText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(?:meta)\b[^>]*\bname="(?:description)"[^>]*\bcontent="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<[a-z][^>]*?\b(?:alt|title|aria-label|placeholder)="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[\da-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Another store language's own words on a page of `language`. */
export function foreignWordFindings(text: string, language: Locale, own: ForeignWords = languageOwnWords()): PageFinding[] {
  const findings: PageFinding[] = [];
  const seen = new Set<string>();
  // Addresses are names, not words of a language (privacy@vanarkel.example, https://…).
  const words = text.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ');
  for (const match of words.matchAll(WORD)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    for (const other of locales) {
      if (other !== language && own[other].has(lower)) {
        const context = words.slice(Math.max(0, match.index - 40), match.index + word.length + 40).trim();
        findings.push({ problem: 'foreign word', text: word, language: other, context });
      }
    }
  }
  return findings;
}

/**
 * How each store language writes a euro amount: the sign first, Dutch and German with a space,
 * a decimal comma and dots between thousands, English attached with a decimal point; whole euros
 * as `,-` / `.-` or, in running text, without decimals (packages/rules `formatPrice`).
 */
const AMOUNT_FORMATS: Record<Locale, RegExp> = {
  nl: /^-?(?: ?€ )\d{1,3}(?:\.\d{3})*(?:,(?:\d\d|-))?$/,
  de: /^-?(?: ?€ )\d{1,3}(?:\.\d{3})*(?:,(?:\d\d|-))?$/,
  en: /^-?€\d{1,3}(?:,\d{3})*(?:\.(?:\d\d|-))?$/,
};

/** Any euro amount: the sign before or after the number, with or without a space. */
const AMOUNT = /-?\s?€\s?\d+(?:[.,]\d+)*(?:[.,]-)?|\d+(?:[.,]\d+)*(?:[.,]-)?\s?€(?!\s?\d)/g;

export function amountFindings(text: string, language: Locale): PageFinding[] {
  return (text.match(AMOUNT) ?? [])
    .map((amount) => amount.trim().replace(/\s+/g, ' '))
    .filter((amount) => !AMOUNT_FORMATS[language].test(amount))
    .map((amount) => ({ problem: 'amount format' as const, text: amount }));
}

const ENGLISH_MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const GERMAN_MONTHS = 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';

/** Dates no store locale writes: US order anywhere, a German day without its dot, slashes in nl and de. */
const WRONG_DATES: Record<Locale, RegExp[]> = {
  en: [new RegExp(`\\b(?:${ENGLISH_MONTHS}) \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b`, 'g'), /\b\d{1,2}\/(?:1[3-9]|2\d|3[01])\/\d{4}\b/g],
  nl: [new RegExp(`\\b(?:${ENGLISH_MONTHS}) \\d{1,2},? \\d{4}\\b`, 'g'), /\b\d{1,2}\/\d{1,2}\/\d{4}\b/g],
  de: [
    new RegExp(`\\b(?:${ENGLISH_MONTHS}) \\d{1,2},? \\d{4}\\b`, 'g'),
    new RegExp(`\\b\\d{1,2} (?:${GERMAN_MONTHS}) \\d{4}\\b`, 'g'),
    /\b\d{1,2}\/\d{1,2}\/\d{4}\b/g,
  ],
};

export function dateFindings(text: string, language: Locale): PageFinding[] {
  return WRONG_DATES[language].flatMap((pattern) =>
    (text.match(pattern) ?? []).map((date) => ({ problem: 'date format' as const, text: date })),
  );
}

/** Everything wrong with a page's language and formats, for a page of `language`. */
export function pageLanguageFindings(html: string, language: Locale, own: ForeignWords = languageOwnWords()): PageFinding[] {
  const text = readableText(html);
  return [...foreignWordFindings(text, language, own), ...amountFindings(text, language), ...dateFindings(text, language)];
}
