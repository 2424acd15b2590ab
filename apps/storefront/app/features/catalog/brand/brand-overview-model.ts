import { brandPath } from '@shop/rules';

export interface BrandEntry {
  name: string;
  href: string;
  count: number;
}

export interface BrandGroup {
  /** A capital letter, or `#` for names starting with anything else. */
  letter: string;
  brands: BrandEntry[];
}

interface BrandOption {
  key: string;
  label: string;
  count: number;
}

function initial(name: string): string {
  const letter = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

/**
 * The brand overview (R8): every brand with products, grouped by initial and sorted by name in
 * the store language; `#` (digits, signs) comes first.
 */
export function toBrandGroups(options: readonly BrandOption[], locale: string): BrandGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const groups = new Map<string, BrandEntry[]>();
  for (const option of [...options].filter((o) => o.count > 0).sort((a, b) => collator.compare(a.label, b.label))) {
    const letter = initial(option.label);
    const list = groups.get(letter) ?? [];
    list.push({ name: option.label, href: brandPath(option.key), count: option.count });
    groups.set(letter, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
    .map(([letter, brands]) => ({ letter, brands }));
}
