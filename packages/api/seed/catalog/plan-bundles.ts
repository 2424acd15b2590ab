import { DAY_MS, REFERENCE_DATE } from '../constants.ts';
import type { Random } from '../random.ts';
import { t, type Texts } from '../text.ts';
import type { BrandNode } from './brands.ts';
import { categoryByKey, type CategoryTree, type Garment } from './categories.ts';
import type { PlannedProduct } from './plan-types.ts';
import { discounted } from './pricing.ts';

interface BundleKind {
  count: number;
  category: string;
  garment: Garment;
  first: (p: PlannedProduct) => boolean;
  second: (p: PlannedProduct) => boolean;
  titles: [Texts, Texts];
  name: (colour: Texts) => Texts;
}

const configurableIn = (category: string, garment?: Garment) => (p: PlannedProduct) =>
  p.kind === 'configurable' && p.category.key === category && (!garment || p.garment === garment);

const KINDS: BundleKind[] = [
  {
    count: 4,
    category: 'pakken',
    garment: 'suit',
    first: configurableIn('colberts'),
    second: configurableIn('broeken', 'trousers'),
    titles: [t('Colbert', 'Blazer', 'Sakko'), t('Pantalon', 'Trousers', 'Hose')],
    name: (c) =>
      t(
        `Pak compleet: ${c.nl.toLowerCase()} colbert + pantalon`,
        `Complete suit: ${c.en.toLowerCase()} blazer + trousers`,
        `Komplettanzug: Sakko in ${c.de} + Hose`,
      ),
  },
  {
    count: 2,
    category: 'overhemden',
    garment: 'shirt',
    first: configurableIn('overhemden'),
    second: configurableIn('broeken', 'trousers'),
    titles: [t('Overhemd', 'Shirt', 'Hemd'), t('Pantalon', 'Trousers', 'Hose')],
    name: (c) =>
      t(
        `Kantoorset: ${c.nl.toLowerCase()} overhemd + pantalon`,
        `Office set: ${c.en.toLowerCase()} shirt + trousers`,
        `Büro-Set: Hemd in ${c.de} + Hose`,
      ),
  },
  {
    count: 2,
    category: 'polos-en-t-shirts',
    garment: 'polo',
    first: configurableIn('polos-en-t-shirts', 'polo'),
    second: configurableIn('broeken', 'chinos'),
    titles: [t('Polo', 'Polo', 'Polo'), t('Chino', 'Chinos', 'Chino')],
    name: (c) =>
      t(
        `Weekendset: ${c.nl.toLowerCase()} polo + chino`,
        `Weekend set: ${c.en.toLowerCase()} polo + chinos`,
        `Wochenend-Set: Polo in ${c.de} + Chino`,
      ),
  },
];

/** About eight bundles of two configurable products each, priced 10% below their parts. */
export function planBundles(
  random: Random,
  products: PlannedProduct[],
  tree: CategoryTree,
  brands: BrandNode[],
  firstId: number,
  lastNumber: number,
): PlannedProduct[] {
  const bundles: PlannedProduct[] = [];
  for (const kind of KINDS) {
    const firsts = products.filter(kind.first);
    const seconds = products.filter(kind.second);
    if (firsts.length === 0 || seconds.length === 0) continue;
    for (const first of random.sample(firsts, kind.count)) {
      const sameColour = seconds.filter((p) => p.colour?.value === first.colour?.value);
      const second = random.pick(sameColour.length > 0 ? sameColour : seconds);
      const colour = first.colour;
      const number = lastNumber + 5 * (bundles.length + 1);
      bundles.push({
        ...first,
        id: firstId + bundles.length,
        kind: 'bundle',
        sku: `VA-${number}`,
        number,
        template: null,
        name: kind.name(colour?.label ?? t('', '', '')),
        category: categoryByKey(tree, kind.category),
        garment: kind.garment,
        brand: brands[0] as BrandNode,
        modelCode: null,
        sizes: [],
        price: discounted(first.price + second.price, 10),
        specialPrice: null,
        promoText: t('Voordeelset', 'Value set', 'Vorteilsset'),
        sustainable: false,
        merchandisingRank: random.int(1, 500),
        createdAt: new Date(REFERENCE_DATE.getTime() - random.int(10, 200) * DAY_MS),
        isNew: false,
        qtyIncrements: 1,
        bundleSlots: [
          { productId: first.id, title: kind.titles[0] },
          { productId: second.id, title: kind.titles[1] },
        ],
      });
    }
  }
  return bundles;
}
