import { sql, type SQL } from 'drizzle-orm';
import type { Localized } from './tables.ts';

/** Languages tried in turn: the store's, then English, then Dutch (the shop's source language). */
export function languageChain(language: string): string[] {
  return [...new Set([language, 'en', 'nl'])];
}

/** The text in the store's language, falling back to English then Dutch; null when all are empty. */
export function localize(text: Localized | null | undefined, language: string): string | null {
  if (!text) return null;
  for (const lang of languageChain(language)) {
    const value = text[lang];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** SQL for a localized jsonb column with the same fallback as `localize`. */
export function localizedSql(column: SQL, language: string): SQL {
  const parts = languageChain(language).map((lang) => sql`nullif(${column} ->> (${lang}::text), '')`);
  return sql`coalesce(${sql.join(parts, sql`, `)})`;
}

/** Magento's uid: the base64 of the entity id (or of a typed path for option values). */
export function toUid(value: string | number): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

/** Reads a Magento uid back; null when it is not valid base64 text. */
export function fromUid(uid: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return decoded === '' ? null : decoded;
}

/** Cents to euros for the API's Float money fields. */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Percentage off the regular price, rounded; 0 when not discounted. */
export function discountPercent(regularCents: number, finalCents: number): number {
  if (regularCents <= 0 || finalCents >= regularCents) return 0;
  return Math.round(((regularCents - finalCents) / regularCents) * 100);
}

/** The price a shopper pays: the special price when it is lower than the regular one. */
export function finalPriceCents(product: { price: number; specialPrice: number | null }): number {
  return product.specialPrice != null && product.specialPrice < product.price ? product.specialPrice : product.price;
}
