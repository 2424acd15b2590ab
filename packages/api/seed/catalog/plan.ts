import { DAY_MS, NEW_ARRIVALS, REFERENCE_DATE } from '../constants.ts';
import { deriveSeed, Random } from '../random.ts';
import { t, type Texts } from '../text.ts';
import { COLOURS, SIZE_RUNS, type Colour, type ColourCode } from './attributes.ts';
import type { BrandNode } from './brands.ts';
import { categoryByKey, type CategoryTree } from './categories.ts';
import { ACCESSORY_MODELS, CONFIGURABLE_MODELS, SIMPLE_PRODUCTS_PER_CATEGORY } from './models.ts';
import type { ModelTemplate } from './model-types.ts';
import type { PlannedProduct } from './plan-types.ts';
import { discounted, SALE_PERCENTAGES, shelfPrice } from './pricing.ts';
import { planBundles } from './plan-bundles.ts';

/** Share of the configurable products per leaf category (relative weights). */
const CONFIGURABLE_WEIGHTS: Record<string, number> = {
  pakken: 8,
  colberts: 9,
  jassen: 9,
  overhemden: 18,
  'polos-en-t-shirts': 10,
  truien: 11,
  broeken: 11,
  jeans: 7,
  sneakers: 6,
  'nette-schoenen': 5,
  boots: 4,
  riemen: 2,
};
/** Categories whose first model comes in seven colours (tile shows 5 swatches and "+2"). */
const SEVEN_COLOUR_CATEGORIES = new Set(['overhemden', 'polos-en-t-shirts', 'truien']);
const COLOUR_COUNTS = [1, 2, 3, 4, 5, 6, 7];
const COLOUR_COUNT_WEIGHTS = [22, 24, 20, 14, 9, 6, 5];

const PROMO_TEXTS: Texts[] = [
  t('2e halve prijs', 'Second item half price', 'Zweites Teil zum halben Preis'),
  t('Online exclusief', 'Online exclusive', 'Online exklusiv'),
  t('Combineer en bespaar', 'Combine and save', 'Kombinieren und sparen'),
];
const SUIT_PROMO = t('Gratis vermaken', 'Free alterations', 'Kostenlose Änderungen');
const SUSTAINABLE_MATERIALS = new Set(['organic-cotton', 'recycled-polyester']);

interface ModelGroup {
  template: ModelTemplate;
  kind: 'configurable' | 'simple';
  brand: BrandNode;
  colours: Colour[];
  sizes: string[];
  price: number;
  /** Days before the reference date the model arrived. */
  age: number;
  /** The model's line name when the range of models, brands and colours is used up (see `distinctModel`). */
  line: string | null;
}

export interface CataloguePlan {
  /** Listed products in id order; children take the ids right after their parent. */
  products: PlannedProduct[];
}

/** Splits `total` over weighted keys (largest remainder), at least one each when there is room. */
function allocate(total: number, weights: Record<string, number>): Map<string, number> {
  const keys = Object.keys(weights);
  const sum = keys.reduce((acc, key) => acc + (weights[key] ?? 0), 0);
  const floor = total >= keys.length ? 1 : 0;
  const rest = total - floor * keys.length;
  const shares = keys.map((key) => ({ key, exact: (rest * (weights[key] ?? 0)) / sum }));
  const counts = new Map(shares.map(({ key, exact }) => [key, floor + Math.floor(exact)]));
  let left = total - [...counts.values()].reduce((a, b) => a + b, 0);
  for (const { key } of [...shares].sort((a, b) => (b.exact % 1) - (a.exact % 1) || a.key.localeCompare(b.key))) {
    if (left-- <= 0) break;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const brandsFor = (brands: BrandNode[], category: string) => brands.filter((b) => b.focus.length === 0 || b.focus.includes(category));

function pickBrand(random: Random, brands: BrandNode[], category: string): BrandNode {
  const candidates = brandsFor(brands, category);
  return random.weighted(
    candidates,
    candidates.map((b) => (b.focus.length === 0 ? 3 : 1)),
  );
}

function sizeRun(random: Random, template: ModelTemplate): string[] {
  if (!template.sizes) return [];
  const run: readonly string[] = SIZE_RUNS[template.sizes];
  const length = random.int(4, Math.min(8, run.length));
  const start = random.int(0, run.length - length);
  return run.slice(start, start + length);
}

function planGroups(
  random: Random,
  category: string,
  count: number,
  kind: ModelGroup['kind'],
  templates: ModelTemplate[],
  brands: BrandNode[],
): ModelGroup[] {
  const groups: ModelGroup[] = [];
  const planned = new Map<string, number>();
  let left = count;
  while (left > 0) {
    const wantSeven = kind === 'configurable' && groups.length === 0 && SEVEN_COLOUR_CATEGORIES.has(category) && left >= 7;
    const pool = wantSeven ? templates.filter((tpl) => tpl.colours.length >= 7) : templates;
    const template = random.pick(pool.length > 0 ? pool : templates);
    const wanted = wantSeven ? 7 : kind === 'simple' ? random.int(1, 4) : random.weighted(COLOUR_COUNTS, COLOUR_COUNT_WEIGHTS);
    const sampled = random.sample(template.colours, Math.min(wanted, left, template.colours.length));
    const { brand, colourCodes, line } = distinctModel(
      template,
      pickBrand(random, brands, category),
      sampled,
      brandsFor(brands, category),
      planned,
    );
    groups.push({
      template,
      kind,
      brand,
      line,
      colours: colourCodes.map((code) => COLOURS[code]),
      sizes: sizeRun(random, template),
      price: shelfPrice(random, template.price),
      age: random.int(0, 364),
    });
    left -= colourCodes.length;
  }
  return groups;
}

/** Line names that tell a repeated model apart ("Suède truckerjack Ashford"): the way fashion ranges name their models. */
const LINE_NAMES = [
  'Ashford',
  'Belmont',
  'Carlton',
  'Delft',
  'Eaton',
  'Haarlem',
  'Kensington',
  'Leiden',
  'Oxley',
  'Radley',
  'Walden',
  'Windsor',
];

function lineName(edition: number): string {
  const name = LINE_NAMES[(edition - 1) % LINE_NAMES.length] as string;
  const round = Math.ceil(edition / LINE_NAMES.length);
  return round > 1 ? `${name} ${round}` : name;
}

/**
 * Keeps two tiles from being the same product twice (one model of one brand in one colour at two
 * prices): a colour the brand already has of this model is swapped for one it has not; when the
 * brand has every colour already, the next brand that lacks one takes the model. When the whole
 * range is used up (a catalogue larger than models × brands × colours), the model comes again
 * under a line name of its own. No random draws here and as many colours as were drawn, so the
 * plan's skus, prices and order stay as they were. `planned` counts, per model, brand and colour,
 * how often it was planned.
 */
function distinctModel(
  template: ModelTemplate,
  drawn: BrandNode,
  sampled: readonly ColourCode[],
  candidates: readonly BrandNode[],
  planned: Map<string, number>,
): { brand: BrandNode; colourCodes: ColourCode[]; line: string | null } {
  const key = (brand: BrandNode, colour: ColourCode) => `${template.name.nl}|${brand.name}|${colour}`;
  for (const brand of [drawn, ...candidates.filter((b) => b !== drawn)]) {
    const free = template.colours.filter((colour) => !planned.has(key(brand, colour)) && !sampled.includes(colour));
    // As many colours as were drawn, so the plan's later draws stay as they were.
    const colourCodes = sampled.map((colour) => (planned.has(key(brand, colour)) ? free.shift() : colour));
    if (!colourCodes.every((colour): colour is ColourCode => colour !== undefined)) continue;
    for (const colour of colourCodes) planned.set(key(brand, colour), 1);
    return { brand, colourCodes, line: null };
  }
  const edition = Math.max(...sampled.map((colour) => planned.get(key(drawn, colour)) ?? 0));
  for (const colour of sampled) planned.set(key(drawn, colour), edition + 1);
  return { brand: drawn, colourCodes: [...sampled], line: lineName(edition) };
}

/** Decides every listed product of the catalogue: ids, skus, models, colours, prices, dates. */
export function planCatalogue(seed: number, productCount: number, tree: CategoryTree, brands: BrandNode[]): CataloguePlan {
  const random = new Random(deriveSeed(seed, 0xca7a));
  const configurableGroups = [...allocate(productCount, CONFIGURABLE_WEIGHTS)].flatMap(([category, count]) =>
    planGroups(
      random,
      category,
      count,
      'configurable',
      CONFIGURABLE_MODELS.filter((m) => m.category === category),
      brands,
    ),
  );
  const simpleGroups = Object.entries(SIMPLE_PRODUCTS_PER_CATEGORY).flatMap(([category, count]) =>
    planGroups(
      random,
      category,
      count,
      'simple',
      ACCESSORY_MODELS.filter((m) => m.category === category),
      brands,
    ),
  );

  const products: PlannedProduct[] = [];
  let nextId = 1;
  let number = 100_000;
  const groups = [...random.shuffle(configurableGroups), ...simpleGroups];
  groups.forEach((group, groupIndex) => {
    const category = categoryByKey(tree, group.template.category);
    const fit = group.template.fits ? random.pick(group.template.fits) : null;
    const material = random.pick(group.template.materials);
    const pattern = random.pick(group.template.patterns);
    const sleeve = group.template.sleeves ? random.pick(group.template.sleeves) : null;
    for (const colour of group.colours) {
      number += random.int(1, 9);
      const onSale = random.chance(0.2);
      const promo = !onSale && random.chance(0.07);
      products.push({
        id: nextId,
        kind: group.kind,
        sku: `VA-${number}`,
        number,
        template: group.template,
        name: null,
        line: group.line,
        category,
        garment: group.template.garment ?? category.garment ?? 'shirt',
        brand: group.brand,
        colour,
        fit,
        material,
        pattern,
        sleeve,
        modelCode: `M${10_000 + groupIndex}`,
        sizes: group.sizes,
        price: group.price,
        specialPrice: onSale ? discounted(group.price, random.pick(SALE_PERCENTAGES)) : null,
        promoText: promo ? (category.key === 'pakken' ? SUIT_PROMO : random.pick(PROMO_TEXTS)) : null,
        sustainable: SUSTAINABLE_MATERIALS.has(material) || group.brand.urlKey === 'waddenwol' || random.chance(0.05),
        merchandisingRank: random.int(1, 9_999),
        createdAt: new Date(REFERENCE_DATE.getTime() - group.age * DAY_MS - random.int(0, 86_399) * 1000),
        isNew: false,
        qtyIncrements: 1,
        bundleSlots: [],
      });
      nextId += 1 + group.sizes.length;
    }
  });

  // One sock product is sold per two pairs, to exercise quantity steps in the cart.
  const socks = products.find((p) => p.category.key === 'sokken');
  if (socks) socks.qtyIncrements = 2;

  const bundles = planBundles(random, products, tree, brands, nextId, number);
  products.push(...bundles);
  nextId += bundles.length;
  number += bundles.length * 5;

  products.push({
    id: nextId,
    kind: 'giftcard',
    sku: 'giftcard',
    number: number + 7,
    template: null,
    name: t('Cadeaukaart', 'Gift card', 'Geschenkkarte'),
    line: null,
    category: categoryByKey(tree, 'accessoires'),
    garment: 'giftcard',
    brand: brands[0] as BrandNode,
    colour: null,
    fit: null,
    material: null,
    pattern: null,
    sleeve: null,
    modelCode: null,
    sizes: [],
    price: 2500,
    specialPrice: null,
    promoText: null,
    sustainable: false,
    merchandisingRank: 5_000,
    createdAt: new Date(REFERENCE_DATE.getTime() - 300 * DAY_MS),
    isNew: false,
    qtyIncrements: 1,
    bundleSlots: [],
  });

  const newest = products
    .filter((p) => p.kind !== 'giftcard')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id)
    .slice(0, NEW_ARRIVALS);
  for (const product of newest) product.isNew = true;
  return { products };
}
