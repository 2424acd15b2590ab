/**
 * Tolerant readers for block JSON (000 §3): editors' documents differ in shape, so a wrong type
 * reads as absent instead of breaking the page.
 */
import { normalizeLink, readYesNo } from '@shop/rules';
import type { ImageView, Whitespace, Spacing } from './types.ts';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The objects in a list; anything else is dropped. */
export function objects(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * A trimmed text; structured text (a list of `{ text }` blocks) is joined by line breaks.
 * Empty or missing reads as ''.
 */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value))
    return objects(value)
      .map((block) => text(block.text))
      .filter(Boolean)
      .join('\n');
  return '';
}

/** A boolean; editors' yes/no strings count too. */
export function flag(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return readYesNo(value) ?? fallback;
  return fallback;
}

/** One of the allowed values (case-insensitive), else the fallback. */
export function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const wanted = text(value).toLowerCase();
  return allowed.find((option) => option === wanted) ?? fallback;
}

/**
 * The address a link points at, with the shop's link rules applied (R19), or null. The API gives
 * links a resolved `href`; a bare string or a `{ url }` counts too.
 */
export function href(value: unknown): string | null {
  const raw = typeof value === 'string' ? value : isRecord(value) ? text(value.href) || text(value.url) : '';
  return raw === '' ? null : normalizeLink(raw);
}

/** An image `{ url, alt, dimensions: { width, height } }`, or null without a url. */
export function image(value: unknown, fallbackAlt = ''): ImageView | null {
  if (typeof value === 'string') return value.trim() ? { src: value.trim(), alt: fallbackAlt, width: 0, height: 0 } : null;
  if (!isRecord(value)) return null;
  const src = text(value.url);
  if (!src) return null;
  const dimensions = isRecord(value.dimensions) ? value.dimensions : {};
  const size = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : 0);
  return { src, alt: text(value.alt) || fallbackAlt, width: size(dimensions.width), height: size(dimensions.height) };
}

/** A CSS colour from the editor, or null when it is not a plain colour (no style injection). */
export function colour(value: unknown): string | null {
  const raw = text(value);
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(raw)) return raw;
  if (/^[0-9a-f]{6}$/i.test(raw)) return `#${raw}`;
  return /^[a-z]{3,20}$/i.test(raw) ? raw.toLowerCase() : null;
}

const WHITESPACES: readonly Whitespace[] = ['none', 'small', 'medium', 'large'];

/**
 * The block's spacing (B4): mobile_whitespace and desktop_whitespace, or one `whitespace` for
 * both; medium when the editor set nothing.
 */
export function spacing(primary: Json): Spacing {
  const both = choice(primary.whitespace, WHITESPACES, 'medium');
  return {
    mobile: choice(primary.mobile_whitespace, WHITESPACES, both),
    desktop: choice(primary.desktop_whitespace, WHITESPACES, both),
  };
}

/** The number in a layout name such as "3-columns", within bounds. */
export function columnCount(value: unknown, fallback: number, max = 4): number {
  const found = Number(/(\d+)/.exec(text(value))?.[1]);
  return Number.isInteger(found) && found >= 1 ? Math.min(found, max) : fallback;
}
