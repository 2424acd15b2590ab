import type { sizeTables } from '../../src/platform/schema.ts';
import { t, type Texts } from '../text.ts';
import { SIZE_RUNS, type SizeRun } from './attributes.ts';
import { categoryByKey, type CategoryTree } from './categories.ts';

type SizeTableRow = typeof sizeTables.$inferInsert;

interface Spec {
  label: Texts;
  values: readonly (string | number)[];
}

const CHEST = t('Borstomvang (cm)', 'Chest (cm)', 'Brustumfang (cm)');
const WAIST = t('Taille (cm)', 'Waist (cm)', 'Taillenumfang (cm)');

const SPECS: Record<SizeRun, Spec[]> = {
  suit: [
    { label: CHEST, values: [88, 92, 96, 100, 104, 108, 112, 116] },
    { label: WAIST, values: [76, 80, 84, 88, 92, 96, 100, 104] },
    {
      label: t('Lichaamslengte (cm)', 'Height (cm)', 'Körpergröße (cm)'),
      values: ['164-170', '168-174', '172-178', '176-182', '178-184', '180-186', '182-188', '184-190'],
    },
  ],
  clothing: [
    { label: CHEST, values: [88, 94, 100, 106, 112, 118, 124] },
    { label: WAIST, values: [76, 82, 88, 94, 100, 106, 112] },
    {
      label: t('Vergelijkbare pakmaat', 'Equivalent suit size', 'Entsprechende Anzuggröße'),
      values: ['44', '46', '48', '50-52', '54', '56', '58'],
    },
  ],
  collar: [
    { label: t('Boordwijdte (cm)', 'Collar (cm)', 'Kragenweite (cm)'), values: [38, 39, 40, 41, 42, 43, 44, 45] },
    { label: CHEST, values: [98, 102, 106, 110, 114, 118, 122, 126] },
    { label: t('Mouwlengte (cm)', 'Sleeve length (cm)', 'Ärmellänge (cm)'), values: [63, 64, 64, 65, 65, 66, 66, 67] },
  ],
  waist: [
    { label: WAIST, values: [76, 79, 81, 84, 86, 91, 97] },
    { label: t('Heupomvang (cm)', 'Hips (cm)', 'Hüftumfang (cm)'), values: [94, 97, 99, 102, 104, 109, 114] },
    { label: t('Binnenbeenlengte (cm)', 'Inside leg (cm)', 'Innenbeinlänge (cm)'), values: [81, 81, 84, 84, 84, 86, 86] },
  ],
  shoe: [
    { label: t('UK-maat', 'UK size', 'UK-Größe'), values: ['5.5', '6.5', '7', '8', '9', '9.5', '10.5', '11'] },
    {
      label: t('Voetlengte (cm)', 'Foot length (cm)', 'Fußlänge (cm)'),
      values: ['24.6', '25.3', '26.0', '26.7', '27.3', '28.0', '28.7', '29.3'],
    },
  ],
  belt: [
    { label: t('Broekmaat', 'Trouser size', 'Hosengröße'), values: ['W30', 'W32', 'W34', 'W36', 'W38', 'W40'] },
    { label: t('Totale lengte (cm)', 'Total length (cm)', 'Gesamtlänge (cm)'), values: [100, 105, 110, 115, 120, 125] },
  ],
};

const TABLES: [category: string, run: SizeRun][] = [
  ['pakken', 'suit'],
  ['colberts', 'suit'],
  ['jassen', 'clothing'],
  ['overhemden', 'collar'],
  ['polos-en-t-shirts', 'clothing'],
  ['truien', 'clothing'],
  ['broeken', 'waist'],
  ['jeans', 'waist'],
  ['schoenen', 'shoe'],
  ['riemen', 'belt'],
];

/**
 * Size tables for the size-table slide-in. `headings` holds, per language, the column headers:
 * the row-label column first, then one column per size.
 */
export function buildSizeTables(tree: CategoryTree): SizeTableRow[] {
  return TABLES.map(([category, run]) => {
    const sizes: readonly string[] = SIZE_RUNS[run];
    return {
      categoryId: categoryByKey(tree, category).id,
      headings: { nl: ['Maat', ...sizes], en: ['Size', ...sizes], de: ['Größe', ...sizes] },
      specs: SPECS[run].map((spec) => ({
        spec_label: spec.label,
        spec_items: sizes.map((size, index) => ({ size, value: String(spec.values[index] ?? '') })),
      })),
    };
  });
}
