/**
 * What browser storage holds for a list (recently viewed, recent searches): the parsed array, or an
 * empty one for anything else (nothing stored, hand-edited, another app's data). Each caller keeps
 * only the entries it can use.
 */
export function storedArray(raw: string | null | undefined): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
