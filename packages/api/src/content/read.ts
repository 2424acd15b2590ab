/**
 * Tolerant readers for content JSON: documents are written by editors and older documents differ
 * in shape, so a wrong type reads as absent instead of failing the whole response.
 */

export type JsonObject = Record<string, unknown>;

/** Whether a JSON value is an object (not a list, not null). */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `value`, or an empty one. */
export function record(value: unknown): JsonObject {
  return isRecord(value) ? value : {};
}

/** A string (numbers are written as text), or null. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A trimmed, non-empty string, or null. */
export function filledText(value: unknown): string | null {
  const found = text(value)?.trim();
  return found ? found : null;
}

/** A whole number (numeric text accepted), or null. */
export function integer(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.trunc(number) : null;
}

/** A finite number (numeric text accepted), or null. */
export function decimal(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A boolean; editors' yes/no strings count too. */
export function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (['true', 'yes', 'ja', '1'].includes(lower)) return true;
    if (['false', 'no', 'nee', '0'].includes(lower)) return false;
  }
  return fallback;
}

/** The objects in a list; anything else in it is dropped. */
export function objects(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
