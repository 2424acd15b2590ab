import type * as schema from '../../src/platform/schema.ts';
import { PRODUCT_MEDIA, referenceDay } from '../constants.ts';
import { deriveSeed, Random } from '../random.ts';
import { slugify, t } from '../text.ts';
import { ONE_SIZE } from './attributes.ts';
import type { CategoryTree } from './categories.ts';
import { describeProduct } from './describe.ts';
import type { PlannedProduct } from './plan-types.ts';
import { discounted } from './pricing.ts';

export interface CatalogueRows {
  products: (typeof schema.products.$inferInsert)[];
  images: (typeof schema.productImages.$inferInsert)[];
  categories: (typeof schema.productCategories.$inferInsert)[];
  stock: (typeof schema.stockItems.$inferInsert)[];
  crossSells: (typeof schema.crossSells.$inferInsert)[];
  priceTiers: (typeof schema.priceTiers.$inferInsert)[];
  bundleOptions: (typeof schema.bundleOptions.$inferInsert)[];
}

export interface ExpandContext {
  seed: number;
  tree: CategoryTree;
  /** Ids of listed configurable and simple products per leaf category, for cross-sells. */
  pools: Map<string, number[]>;
}

/** What goes well with what: the added-to-cart pop-up suggests these categories. */
const CROSS_SELL_TARGETS: Record<string, string[]> = {
  pakken: ['overhemden', 'nette-schoenen', 'stropdassen'],
  colberts: ['broeken', 'overhemden', 'sjaals'],
  jassen: ['sjaals', 'truien', 'boots'],
  overhemden: ['stropdassen', 'truien', 'colberts'],
  'polos-en-t-shirts': ['broeken', 'sneakers', 'jeans'],
  truien: ['overhemden', 'broeken', 'sjaals'],
  broeken: ['riemen', 'overhemden', 'nette-schoenen'],
  jeans: ['riemen', 'sneakers', 'polos-en-t-shirts'],
  sneakers: ['sokken', 'jeans', 'polos-en-t-shirts'],
  'nette-schoenen': ['sokken', 'riemen', 'pakken'],
  boots: ['sokken', 'jeans', 'jassen'],
  riemen: ['broeken', 'jeans'],
};
const SALE_LABEL = t('Sale', 'Sale', 'Sale');
const GIFT_CARD_HEX = '1d2b3a';

/** GS1-style EAN-13 with the Dutch 87 prefix; unique because it embeds the row id. */
export function ean13(id: number): string {
  const body = `871${String(id).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Stock of one sellable row: mostly healthy, some low, some sold out or due back soon. */
function stockLevel(random: Random): { qty: number; availableSoonDate: string | null } {
  const roll = random.next();
  if (roll < 0.07) return { qty: 0, availableSoonDate: random.chance(0.35) ? referenceDay(random.int(35, 120)) : null };
  if (roll < 0.15) return { qty: random.int(1, 3), availableSoonDate: null };
  return { qty: random.int(4, 40), availableSoonDate: null };
}

function attributesOf(product: PlannedProduct): Record<string, string | boolean> {
  if (!product.template) return {};
  const attributes: Record<string, string | boolean> = {};
  if (product.material) attributes.material = product.material;
  if (product.fit) attributes.fit = product.fit;
  if (product.pattern) attributes.pattern = product.pattern;
  if (product.sleeve) attributes.sleeve = product.sleeve;
  attributes.sustainable = product.sustainable;
  if (product.modelCode) attributes.model = product.modelCode;
  return attributes;
}

/** Two to four products from the matching categories (picked per category: pools can be huge). */
function crossSellsFor(product: PlannedProduct, random: Random, pools: Map<string, number[]>): number[] {
  const candidates = (CROSS_SELL_TARGETS[product.category.key] ?? []).map((key) => pools.get(key) ?? []).filter((pool) => pool.length > 0);
  if (candidates.length === 0) return [];
  const wanted = random.int(2, 4);
  const linked = new Set<number>();
  for (let attempt = 0; attempt < wanted * 4 && linked.size < wanted; attempt++) {
    const id = random.pick(random.pick(candidates));
    if (id !== product.id) linked.add(id);
  }
  return [...linked];
}

function emptyRows(): CatalogueRows {
  return { products: [], images: [], categories: [], stock: [], crossSells: [], priceTiers: [], bundleOptions: [] };
}

/** Turns planned products into table rows: parents, children, pictures, stock and links. */
export function expandProducts(planned: readonly PlannedProduct[], context: ExpandContext): CatalogueRows {
  const rows = emptyRows();
  const sale = context.tree.byKey.get('sale');
  const fresh = context.tree.byKey.get('nieuw');
  for (const product of planned) {
    const random = new Random(deriveSeed(context.seed, product.id, 0x57c0));
    const texts = describeProduct(product);
    const attributes = attributesOf(product);
    const shared = {
      brandId: product.brand.id,
      name: texts.name,
      promoText: product.promoText ?? {},
      saleLabel: product.specialPrice !== null ? SALE_LABEL : {},
      price: product.price,
      specialPrice: product.specialPrice,
      taxClass: product.kind === 'giftcard' ? 'none' : 'high',
      color: product.colour?.value ?? null,
      attributes,
      isSustainable: product.sustainable,
      merchandisingRank: product.merchandisingRank,
      createdAt: product.createdAt,
    };
    rows.products.push({
      ...shared,
      id: product.id,
      sku: product.sku,
      type: product.kind,
      urlKey: texts.urlKey,
      description: texts.description,
      shortDescription: texts.shortDescription,
      metaTitle: texts.metaTitle,
      metaDescription: texts.metaDescription,
      size: product.kind === 'simple' ? ONE_SIZE : null,
      ean: ean13(product.id),
      isVisible: true,
    });
    product.sizes.forEach((size, index) => {
      const id = product.id + 1 + index;
      rows.products.push({
        ...shared,
        id,
        sku: `${product.sku}-${size}`,
        type: 'simple',
        parentId: product.id,
        urlKey: `${texts.urlKey}-${slugify(size)}`,
        size,
        ean: ean13(id),
        isVisible: false,
      });
      rows.stock.push({ productId: id, ...stockLevel(random) });
    });

    if (product.kind === 'simple') {
      const level = stockLevel(random);
      const steps = product.qtyIncrements;
      rows.stock.push({
        productId: product.id,
        qty: level.qty - (level.qty % steps),
        availableSoonDate: level.availableSoonDate,
        minSaleQty: steps,
        maxSaleQty: 10,
        qtyIncrements: steps,
      });
    } else if (product.kind === 'giftcard') {
      rows.stock.push({ productId: product.id, qty: 99_999 });
    } else if (product.kind === 'bundle') {
      // A bundle is limited by the stock of its parts; its own row only keeps it from blocking.
      rows.stock.push({ productId: product.id, qty: 999 });
    }

    const base = `${PRODUCT_MEDIA}/${product.garment}/${product.colour?.hex ?? GIFT_CARD_HEX}`;
    // No stored label: the API names a picture after the product in the request's store language.
    const label = '';
    rows.images.push(
      { productId: product.id, role: 'image', path: `${base}/front.jpg`, label, position: 0 },
      { productId: product.id, role: 'hover', path: `${base}/back.jpg`, label, position: 0 },
      { productId: product.id, role: 'packshot', path: `${base}/detail.jpg`, label, position: 0 },
      ...['front', 'back', 'detail'].map((view, index) => ({
        productId: product.id,
        role: 'gallery',
        path: `${base}/${view}.jpg`,
        label,
        position: index + 1,
      })),
    );

    const categoryIds = [...product.category.path];
    if (product.specialPrice !== null && sale) categoryIds.push(sale.id);
    if (product.isNew && fresh) categoryIds.push(fresh.id);
    for (const categoryId of categoryIds) rows.categories.push({ productId: product.id, categoryId, position: product.merchandisingRank });

    if (product.kind === 'configurable') {
      const linked = crossSellsFor(product, random, context.pools);
      linked.forEach((linkedProductId, index) => rows.crossSells.push({ productId: product.id, linkedProductId, position: index + 1 }));
    }

    if (product.kind === 'simple' && product.category.key === 'sokken') {
      rows.priceTiers.push({ productId: product.id, quantity: 3, price: discounted(product.price, 15) });
    } else if (product.kind === 'simple' && product.category.key === 'stropdassen') {
      rows.priceTiers.push({ productId: product.id, quantity: 2, price: discounted(product.price, 10) });
    }

    product.bundleSlots.forEach((slot, index) =>
      rows.bundleOptions.push({
        bundleProductId: product.id,
        productId: slot.productId,
        title: slot.title,
        quantity: 1,
        position: index + 1,
        required: true,
      }),
    );
  }
  return rows;
}
