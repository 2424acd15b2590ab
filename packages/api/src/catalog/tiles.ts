import { productTag } from '@shop/rules';
import { tagRead, type RequestContext } from '../platform/context.ts';
import type { ProductListItem } from '../platform/generated/resolvers.ts';
import { categoriesOf } from './loaders.ts';
import { discountPercent, euros, finalPriceCents, localize } from './localize.ts';
import { optionLabel, productBrand, productColor, productImage, productMainImage, productName, relatedProducts } from './product-view.ts';
import type { ProductRow } from './rows.ts';
import { loadProductGraph } from './product-graph.ts';
import { stockSummary, type StockSummary } from './stock.ts';

/** A listing tile (spec 001 §3 Product list item; C22), as the API returns it. */
export type ProductListItemView = ProductListItem;

/** The mark shown on tiles of sustainable products. */
export const SUSTAINABILITY_LOGO = '/media/icons/sustainable.svg';
const SUSTAINABILITY_TEXT = {
  nl: 'Gemaakt van duurzamere materialen',
  en: 'Made with more sustainable materials',
  de: 'Aus nachhaltigeren Materialien gefertigt',
};

/** in_stock, or why not: available_soon when a date is known, else out_of_stock. */
export function availability(stock: StockSummary): string[] {
  if (stock.inStock) return ['in_stock'];
  return stock.availableSoon ? ['available_soon'] : ['out_of_stock'];
}

/** One tile; relations load through the request's DataLoaders, so a page of tiles costs a few queries. */
export async function productTile(ctx: RequestContext, product: ProductRow): Promise<ProductListItemView> {
  // A tile shows its product's price and stock: the page is purged when they change (decision 063).
  tagRead(ctx, productTag(product.id));
  const [image, hover, packshot, brand, colorValue, stock, related, categories] = await Promise.all([
    productMainImage(ctx, product),
    productImage(ctx, product, 'hover'),
    productImage(ctx, product, 'packshot'),
    productBrand(ctx, product),
    productColor(ctx, product),
    stockSummary(ctx, product),
    relatedProducts(ctx, product),
    categoriesOf(ctx).load(product.id),
  ]);
  const finalPrice = finalPriceCents(product);
  return {
    id: product.id,
    sku: product.sku,
    urlKey: product.urlKey,
    type: product.type,
    brand: brand?.name ?? null,
    image: image.url,
    hover_image: hover?.url ?? null,
    packshot_image: packshot?.url ?? null,
    name: productName(product, ctx.language),
    ean: product.ean,
    price: euros(finalPrice),
    regularPrice: euros(product.price),
    color: await optionLabel(ctx, 'color', colorValue),
    availability: availability(stock),
    inStock: stock.inStock,
    discount: discountPercent(product.price, finalPrice),
    sale_label: localize(product.saleLabel, ctx.language),
    promo_text: localize(product.promoText, ctx.language),
    sustainability_logo: product.isSustainable ? SUSTAINABILITY_LOGO : null,
    sustainability_description: product.isSustainable ? localize(SUSTAINABILITY_TEXT, ctx.language) : null,
    expectedsustain: product.isSustainable,
    short_description: localize(product.shortDescription, ctx.language),
    related_product_list: related,
    categories: categories.map((c) => ({
      id: c.id,
      name: localize(c.name, ctx.language) ?? c.urlKey,
      level: c.level,
      url_path: c.urlPath,
    })),
  };
}

/** Tiles for product ids, in the order given; ids that no longer exist are skipped. One statement for all. */
export async function tilesByIds(ctx: RequestContext, ids: readonly number[]): Promise<ProductListItemView[]> {
  const found = await loadProductGraph(ctx, ids, 'listItem');
  const rows = ids.map((id) => found.get(id)).filter((p): p is ProductRow => p != null);
  return Promise.all(rows.map((row) => productTile(ctx, row)));
}
