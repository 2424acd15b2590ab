import type { attributeOptions, attributes } from '../../src/platform/schema.ts';
import { t, type Texts } from '../text.ts';

type AttributeRow = typeof attributes.$inferInsert;
type OptionRow = typeof attributeOptions.$inferInsert;

export interface Colour {
  value: string;
  label: Texts;
  /** Six lower-case hex digits, no `#`; also the folder of the product pictures. */
  hex: string;
}

export const COLOURS = {
  navy: { value: 'navy', label: t('Navy', 'Navy', 'Marine'), hex: '1f2a44' },
  black: { value: 'black', label: t('Zwart', 'Black', 'Schwarz'), hex: '151515' },
  white: { value: 'white', label: t('Wit', 'White', 'Weiß'), hex: 'f4f3ef' },
  'light-blue': { value: 'light-blue', label: t('Lichtblauw', 'Light blue', 'Hellblau'), hex: 'a9c4e0' },
  grey: { value: 'grey', label: t('Grijs', 'Grey', 'Grau'), hex: '8d9094' },
  charcoal: { value: 'charcoal', label: t('Antraciet', 'Charcoal', 'Anthrazit'), hex: '3a3c40' },
  beige: { value: 'beige', label: t('Beige', 'Beige', 'Beige'), hex: 'd6c6a5' },
  camel: { value: 'camel', label: t('Camel', 'Camel', 'Camel'), hex: 'b98b5e' },
  brown: { value: 'brown', label: t('Bruin', 'Brown', 'Braun'), hex: '6a4a30' },
  cognac: { value: 'cognac', label: t('Cognac', 'Cognac', 'Cognac'), hex: '9a5527' },
  olive: { value: 'olive', label: t('Olijfgroen', 'Olive', 'Oliv'), hex: '66683b' },
  'dark-green': { value: 'dark-green', label: t('Donkergroen', 'Dark green', 'Dunkelgrün'), hex: '1f4a38' },
  burgundy: { value: 'burgundy', label: t('Bordeaux', 'Burgundy', 'Bordeaux'), hex: '6b1f2e' },
  cream: { value: 'cream', label: t('Crème', 'Cream', 'Creme'), hex: 'eee5d1' },
  pink: { value: 'pink', label: t('Roze', 'Pink', 'Rosa'), hex: 'e6b8c2' },
  indigo: { value: 'indigo', label: t('Indigo', 'Indigo', 'Indigo'), hex: '2b3a64' },
  sand: { value: 'sand', label: t('Zand', 'Sand', 'Sand'), hex: 'c9b793' },
  rust: { value: 'rust', label: t('Roestbruin', 'Rust', 'Rost'), hex: 'a2482a' },
} satisfies Record<string, Colour>;
export type ColourCode = keyof typeof COLOURS;

/** Size ranges; a configurable product sells a run of consecutive sizes from one of them. */
export const SIZE_RUNS = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  suit: ['44', '46', '48', '50', '52', '54', '56', '58'],
  collar: ['38', '39', '40', '41', '42', '43', '44', '45'],
  waist: ['W30', 'W31', 'W32', 'W33', 'W34', 'W36', 'W38'],
  shoe: ['39', '40', '41', '42', '43', '44', '45', '46'],
  belt: ['85', '90', '95', '100', '105', '110'],
} as const;
export type SizeRun = keyof typeof SIZE_RUNS;
export const ONE_SIZE = 'one-size';

export const MATERIALS = {
  wool: {
    label: t('Wol', 'Wool', 'Wolle'),
    composition: t('100% scheerwol', '100% virgin wool', '100% Schurwolle'),
    care: t('Chemisch reinigen', 'Dry clean only', 'Nur chemische Reinigung'),
  },
  merino: {
    label: t('Merinowol', 'Merino wool', 'Merinowolle'),
    composition: t('100% extra fijne merinowol', '100% extra-fine merino wool', '100% extrafeine Merinowolle'),
    care: t('Wolprogramma op 30 °C, liggend drogen', 'Wool cycle at 30 °C, dry flat', 'Wollwaschgang bei 30 °C, liegend trocknen'),
  },
  lambswool: {
    label: t('Lamswol', 'Lambswool', 'Lammwolle'),
    composition: t('100% lamswol', '100% lambswool', '100% Lammwolle'),
    care: t('Handwas op 30 °C, liggend drogen', 'Hand wash at 30 °C, dry flat', 'Handwäsche bei 30 °C, liegend trocknen'),
  },
  cashmere: {
    label: t('Kasjmier', 'Cashmere', 'Kaschmir'),
    composition: t('100% kasjmier', '100% cashmere', '100% Kaschmir'),
    care: t('Handwas op 30 °C of chemisch reinigen', 'Hand wash at 30 °C or dry clean', 'Handwäsche bei 30 °C oder chemische Reinigung'),
  },
  cotton: {
    label: t('Katoen', 'Cotton', 'Baumwolle'),
    composition: t('100% katoen', '100% cotton', '100% Baumwolle'),
    care: t(
      'Wassen op 40 °C, niet in de droger',
      'Machine wash at 40 °C, do not tumble dry',
      'Maschinenwäsche bei 40 °C, nicht in den Trockner',
    ),
  },
  'organic-cotton': {
    label: t('Biologisch katoen', 'Organic cotton', 'Bio-Baumwolle'),
    composition: t('100% biologisch katoen (GOTS)', '100% organic cotton (GOTS)', '100% Bio-Baumwolle (GOTS)'),
    care: t('Wassen op 30 °C, binnenstebuiten', 'Machine wash at 30 °C, inside out', 'Maschinenwäsche bei 30 °C, auf links'),
  },
  linen: {
    label: t('Linnen', 'Linen', 'Leinen'),
    composition: t('100% linnen', '100% linen', '100% Leinen'),
    care: t('Wassen op 30 °C, vochtig strijken', 'Machine wash at 30 °C, iron while damp', 'Maschinenwäsche bei 30 °C, feucht bügeln'),
  },
  silk: {
    label: t('Zijde', 'Silk', 'Seide'),
    composition: t('100% zijde', '100% silk', '100% Seide'),
    care: t('Chemisch reinigen', 'Dry clean only', 'Nur chemische Reinigung'),
  },
  denim: {
    label: t('Denim', 'Denim', 'Denim'),
    composition: t('98% katoen, 2% elastaan', '98% cotton, 2% elastane', '98% Baumwolle, 2% Elasthan'),
    care: t('Binnenstebuiten wassen op 30 °C', 'Wash inside out at 30 °C', 'Auf links bei 30 °C waschen'),
  },
  leather: {
    label: t('Leer', 'Leather', 'Leder'),
    composition: t('Volnerf kalfsleer', 'Full-grain calf leather', 'Vollnarbiges Kalbsleder'),
    care: t('Regelmatig voeden met lederbalsem', 'Feed regularly with leather balm', 'Regelmäßig mit Lederbalsam pflegen'),
  },
  suede: {
    label: t('Suède', 'Suede', 'Veloursleder'),
    composition: t('Suède van kalfsleer', 'Calf suede', 'Kalbsveloursleder'),
    care: t(
      'Borstelen met een suèdeborstel, impregneren',
      'Brush with a suede brush, waterproof regularly',
      'Mit Velourslederbürste bürsten, imprägnieren',
    ),
  },
  'recycled-polyester': {
    label: t('Gerecycled polyester', 'Recycled polyester', 'Recyceltes Polyester'),
    composition: t('100% gerecycled polyester', '100% recycled polyester', '100% recyceltes Polyester'),
    care: t('Wassen op 30 °C, niet strijken', 'Machine wash at 30 °C, do not iron', 'Maschinenwäsche bei 30 °C, nicht bügeln'),
  },
} satisfies Record<string, { label: Texts; composition: Texts; care: Texts }>;
export type MaterialCode = keyof typeof MATERIALS;

export const FITS = {
  slim: t('Slim fit', 'Slim fit', 'Slim Fit'),
  regular: t('Regular fit', 'Regular fit', 'Regular Fit'),
  tailored: t('Tailored fit', 'Tailored fit', 'Tailored Fit'),
} satisfies Record<string, Texts>;
export type FitCode = keyof typeof FITS;

export const PATTERNS = {
  plain: t('Effen', 'Plain', 'Uni'),
  striped: t('Gestreept', 'Striped', 'Gestreift'),
  checked: t('Geruit', 'Checked', 'Kariert'),
  herringbone: t('Visgraat', 'Herringbone', 'Fischgrat'),
  houndstooth: t('Pied-de-poule', 'Houndstooth', 'Hahnentritt'),
  dotted: t('Gestipt', 'Polka dot', 'Gepunktet'),
  paisley: t('Paisley', 'Paisley', 'Paisley'),
  melange: t('Gemêleerd', 'Marl', 'Meliert'),
} satisfies Record<string, Texts>;
export type PatternCode = keyof typeof PATTERNS;

export const SLEEVES = {
  long: t('Lange mouw', 'Long sleeve', 'Langarm'),
  short: t('Korte mouw', 'Short sleeve', 'Kurzarm'),
  'extra-long': t('Extra lange mouw', 'Extra-long sleeve', 'Extra lange Ärmel'),
} satisfies Record<string, Texts>;
export type SleeveCode = keyof typeof SLEEVES;

const ATTRIBUTES: [code: string, label: Texts, type: string, isOpen: boolean][] = [
  ['color', t('Kleur', 'Colour', 'Farbe'), 'swatch', true],
  ['size', t('Maat', 'Size', 'Größe'), 'default', true],
  ['price', t('Prijs', 'Price', 'Preis'), 'range', false],
  ['material', t('Materiaal', 'Material', 'Material'), 'default', false],
  ['fit', t('Pasvorm', 'Fit', 'Passform'), 'default', false],
  ['pattern', t('Dessin', 'Pattern', 'Muster'), 'default', false],
  ['sleeve', t('Mouwlengte', 'Sleeve length', 'Ärmellänge'), 'default', false],
  ['sustainable', t('Duurzaam', 'Sustainable', 'Nachhaltig'), 'boolean', false],
];

/** The filterable attributes, in filter-panel order. */
export function buildAttributes(): AttributeRow[] {
  return ATTRIBUTES.map(([code, label, type, isOpen], index) => ({ code, label, type, position: index + 1, isOpen }));
}

function sizeLabel(size: string): Texts {
  if (size === ONE_SIZE) return t('One size', 'One size', 'Einheitsgröße');
  if (/^\d{2,3}$/.test(size) && Number(size) >= 85) return t(`${size} cm`, `${size} cm`, `${size} cm`);
  return t(size, size, size);
}

/** Orders sizes as a shopper expects: letters by run, numbers by value, waist after numbers. */
function sizeOrder(): string[] {
  const letters = SIZE_RUNS.clothing as readonly string[];
  const numbers = [...new Set([...SIZE_RUNS.collar, ...SIZE_RUNS.suit, ...SIZE_RUNS.shoe, ...SIZE_RUNS.belt])].sort(
    (a, b) => Number(a) - Number(b),
  );
  return [...letters, ...numbers, ...SIZE_RUNS.waist, ONE_SIZE];
}

/** Options of the option-based attributes (sizes shared across runs, e.g. collar 44 and shoe 44). */
export function buildAttributeOptions(): OptionRow[] {
  const rows: OptionRow[] = [];
  const push = (attributeCode: string, entries: [value: string, label: Texts, swatch?: string][]) =>
    entries.forEach(([value, label, swatch], index) =>
      rows.push({ attributeCode, value, label, swatch: swatch ?? null, position: index + 1 }),
    );
  push(
    'color',
    Object.values(COLOURS).map((c): [string, Texts, string] => [c.value, c.label, `#${c.hex}`]),
  );
  push(
    'size',
    sizeOrder().map((size): [string, Texts] => [size, sizeLabel(size)]),
  );
  push(
    'material',
    Object.entries(MATERIALS).map(([code, m]): [string, Texts] => [code, m.label]),
  );
  push('fit', Object.entries(FITS));
  push('pattern', Object.entries(PATTERNS));
  push('sleeve', Object.entries(SLEEVES));
  push('sustainable', [
    ['true', t('Ja', 'Yes', 'Ja')],
    ['false', t('Nee', 'No', 'Nein')],
  ]);
  return rows;
}
