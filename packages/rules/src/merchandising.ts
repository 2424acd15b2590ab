/**
 * The staff-set order of a category (checklist C27, decision 056). A category's products can be
 * pinned to positions under a named order profile (`sequenceProfile`, e.g. "default" or "winter");
 * the category's active profile is the one its page uses. `merchandiserSortKey` names the rule the
 * "recommended" sort follows: `position` (the pins first, the rest by the staff rank) or `rank`
 * (the staff rank alone, pins left out).
 */

export const merchandisingSortKeys = ['position', 'rank'] as const;
export type MerchandisingSortKey = (typeof merchandisingSortKeys)[number];

export const merchandising = {
  /** The profile every category starts with. */
  defaultProfile: 'default',
  sortKeys: merchandisingSortKeys,
  defaultSortKey: 'position',
  /** Longest profile name or sort key. */
  nameMaxLength: 40,
  /** Products one category may pin under one profile. */
  maxPinned: 100,
} as const satisfies { defaultSortKey: MerchandisingSortKey; [key: string]: unknown };

/** A profile name or sort key: lower-case letters, digits, - and _, starting with a letter or digit. */
export const MERCHANDISING_NAME = new RegExp(`^[a-z0-9][a-z0-9_-]{0,${merchandising.nameMaxLength - 1}}$`);

/**
 * Reads a profile name or sort key as a client sends it: trimmed and lower-cased; empty or missing
 * is `null` (the default applies); anything a name cannot be (too long, other characters) is `false`.
 */
export function readMerchandisingName(value: string | null | undefined): string | null | false {
  if (value == null) return null;
  const name = value.trim().toLowerCase();
  if (name === '') return null;
  return MERCHANDISING_NAME.test(name) ? name : false;
}

export function isMerchandisingSortKey(value: unknown): value is MerchandisingSortKey {
  return typeof value === 'string' && (merchandisingSortKeys as readonly string[]).includes(value);
}
