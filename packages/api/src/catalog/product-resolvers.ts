import type {
  BundleProductResolvers,
  ConfigurableProductResolvers,
  GiftCardProductResolvers,
  SimpleProductResolvers,
} from '../platform/generated/resolvers.ts';
import { productTag } from '@shop/rules';
import { tagRead, type RequestContext } from '../platform/context.ts';
import { categoriesOf, childrenOf, crossSellsOf, stockOf } from './loaders.ts';
import { discountPercent, finalPriceCents, localize, toUid } from './localize.ts';
import { bundleItems, configurableOptions, configurableVariants, GIFT_CARD, productSizeTable } from './product-detail.ts';
import {
  optionLabel,
  productBrand,
  productColor,
  productGallery,
  productImage,
  productMainImage,
  productName,
  productPriceRange,
  productPriceTiers,
  relatedProducts,
} from './product-view.ts';
import type { ProductRow } from './rows.ts';
import { stockSummary } from './stock.ts';

/** Below this many units Magento's only_x_left_in_stock reports the number (a scarcity hint). */
export const LOW_STOCK_THRESHOLD = 5;
const DEFAULT_STOCK_ITEM = { qty_increments: 1, min_sale_qty: 1, max_sale_qty: 10 };

async function stockItem(ctx: RequestContext, product: ProductRow) {
  const source = product.type === 'configurable' ? (await childrenOf(ctx).load(product.id))[0] : product;
  const row = source ? await stockOf(ctx).load(source.id) : null;
  return row ? { qty_increments: row.qtyIncrements, min_sale_qty: row.minSaleQty, max_sale_qty: row.maxSaleQty } : DEFAULT_STOCK_ITEM;
}

/** The gift-wrap line of a product (CA4): its `gift_wrap_payoff` attribute when that is a text. */
function giftWrapPayoff(product: ProductRow): string | null {
  const value = product.attributes.gift_wrap_payoff;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

type SharedProductResolvers = Omit<SimpleProductResolvers, 'size' | 'size_label' | 'sku_size' | 'sku_size_label'>;

/** Fields every product type shares, before `tagged`. */
const sharedFields: SharedProductResolvers = {
  uid: (p) => toUid(p.id),
  name: (p, _args, ctx) => productName(p, ctx.language),
  url_key: (p) => p.urlKey,
  url_suffix: () => '.html',
  type_id: (p) => p.type,
  brand: async (p, _args, ctx) => (await productBrand(ctx, p))?.name ?? null,
  brand_url_key: async (p, _args, ctx) => (await productBrand(ctx, p))?.urlKey ?? null,
  image: (p, _args, ctx) => productMainImage(ctx, p),
  small_image: (p, _args, ctx) => productMainImage(ctx, p),
  thumbnail: (p, _args, ctx) => productMainImage(ctx, p),
  hover_image: (p, _args, ctx) => productImage(ctx, p, 'hover'),
  packshot_image: (p, _args, ctx) => productImage(ctx, p, 'packshot'),
  media_gallery: (p, _args, ctx) => productGallery(ctx, p),
  description: (p, _args, ctx) => ({ html: localize(p.description, ctx.language) ?? '' }),
  short_description: (p, _args, ctx) => ({ html: localize(p.shortDescription, ctx.language) ?? '' }),
  meta_title: (p, _args, ctx) => localize(p.metaTitle, ctx.language),
  meta_description: (p, _args, ctx) => localize(p.metaDescription, ctx.language),
  price_range: (p, _args, ctx) => productPriceRange(ctx, p),
  price_tiers: (p, _args, ctx) => productPriceTiers(ctx, p),
  stock_status: async (p, _args, ctx) => ((await stockSummary(ctx, p)).inStock ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  stock_left: async (p, _args, ctx) => (await stockSummary(ctx, p)).qty,
  only_x_left_in_stock: async (p, _args, ctx) => {
    const { qty } = await stockSummary(ctx, p);
    return qty > 0 && qty <= LOW_STOCK_THRESHOLD ? qty : null;
  },
  stockItem: (p, _args, ctx) => stockItem(ctx, p),
  available_soon: async (p, _args, ctx) => (await stockSummary(ctx, p)).availableSoon,
  color: (p, _args, ctx) => productColor(ctx, p),
  color_label: async (p, _args, ctx) => optionLabel(ctx, 'color', await productColor(ctx, p)),
  sale_label: (p, _args, ctx) => localize(p.saleLabel, ctx.language),
  promo_text: (p, _args, ctx) => localize(p.promoText, ctx.language),
  discount: (p) => discountPercent(p.price, finalPriceCents(p)),
  sustainable: (p) => p.isSustainable,
  product_is_gift_wrap: (p) => p.attributes.is_gift_wrap === true,
  item_gift_wrap_payoff: (p) => giftWrapPayoff(p),
  categories: (p, _args, ctx) => categoriesOf(ctx).load(p.parentId ?? p.id),
  crosssell_products: (p, _args, ctx) => crossSellsOf(ctx).load(p.id),
  related_product_list: (p, _args, ctx) => relatedProducts(ctx, p),
  size_table: (p, _args, ctx) => productSizeTable(ctx, p),
};

/**
 * Each field notes the product it was read from as a cache tag (decision 063), so a page that shows
 * a product (its own, a variant, a bundle's part, a cross-sell) is purged when that product changes.
 */
function tagged(fields: SharedProductResolvers): SharedProductResolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [name, resolve] of Object.entries(fields) as [string, (...args: unknown[]) => unknown][]) {
    wrapped[name] = (product: ProductRow, args: unknown, ctx: RequestContext, info: unknown) => {
      tagRead(ctx, productTag(product.id));
      return resolve(product, args, ctx, info);
    };
  }
  return wrapped as SharedProductResolvers;
}

/** Fields every product type shares; spread into each type because interfaces do not pass resolvers on. */
const productFields = tagged(sharedFields);

export const simpleProductResolvers: SimpleProductResolvers = {
  ...productFields,
  size: (p) => p.size,
  size_label: (p, _args, ctx) => optionLabel(ctx, 'size', p.size),
  sku_size: (p) => p.size,
  sku_size_label: (p, _args, ctx) => optionLabel(ctx, 'size', p.size),
  // The gift card is its own product type here (D11), so no variant is a gift card.
  giftcard_type: () => null,
  giftcard_type_label: () => null,
  giftcard_value: () => null,
  giftcard_value_label: () => null,
};

export const configurableProductResolvers: ConfigurableProductResolvers = {
  ...productFields,
  configurable_options: (p, _args, ctx) => configurableOptions(ctx, p),
  variants: (p, _args, ctx) => configurableVariants(ctx, p),
};

export const bundleProductResolvers: BundleProductResolvers = {
  ...productFields,
  items: (p, _args, ctx) => bundleItems(ctx, p),
};

export const giftCardProductResolvers: GiftCardProductResolvers = {
  ...productFields,
  giftcard_amounts: () => [...GIFT_CARD.amounts],
  allow_open_amount: () => GIFT_CARD.allowOpenAmount,
  open_amount_min: () => GIFT_CARD.openAmountMin,
  open_amount_max: () => GIFT_CARD.openAmountMax,
  giftcard_types: () => [...GIFT_CARD.types],
};

const TYPE_NAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  giftcard: 'GiftCardProduct',
} as const;

/** The GraphQL type of a product row, by its type column (unknown types read as simple). */
export function productTypeName(product: ProductRow): (typeof TYPE_NAMES)[keyof typeof TYPE_NAMES] {
  return TYPE_NAMES[product.type as keyof typeof TYPE_NAMES] ?? 'SimpleProduct';
}
