import type { RequestContext } from '../platform/context.ts';
import { attributeCatalog, brandById, childrenOf, imagesOf, priceTiersOf, productsOfModel } from './loaders.ts';
import { discountPercent, euros, finalPriceCents, localize } from './localize.ts';
import type { ImageRow, ProductRow } from './rows.ts';
import { sizesSummaryOf } from './stock.ts';

/** Shown when a product has no picture at all, so `image` can stay non-null as in Magento. */
export const PLACEHOLDER_IMAGE = '/media/catalog/product/placeholder.jpg';

export interface ImageView {
  url: string;
  label: string;
  position: number;
}

export interface MoneyView {
  value: number;
  currency: 'EUR';
}

export interface PriceView {
  regular_price: MoneyView;
  final_price: MoneyView;
  discount: { amount_off: number; percent_off: number };
}

const money = (cents: number): MoneyView => ({ value: euros(cents), currency: 'EUR' });

/** A price pair in Magento's ProductPrice shape. */
export function priceView(regularCents: number, finalCents: number): PriceView {
  return {
    regular_price: money(regularCents),
    final_price: money(finalCents),
    discount: { amount_off: euros(Math.max(0, regularCents - finalCents)), percent_off: discountPercent(regularCents, finalCents) },
  };
}

/** A product's pictures; a child without its own pictures shows its parent's. */
export async function productImages(ctx: RequestContext, product: ProductRow): Promise<ImageRow[]> {
  const own = await imagesOf(ctx).load(product.id);
  if (own.length > 0 || product.parentId == null) return own;
  return imagesOf(ctx).load(product.parentId);
}

function imageView(image: ImageRow, fallbackLabel: string): ImageView {
  return { url: image.path, label: image.label || fallbackLabel, position: image.position };
}

/** The picture with `role`, or null. */
export async function productImage(
  ctx: RequestContext,
  product: ProductRow,
  role: 'image' | 'hover' | 'packshot',
): Promise<ImageView | null> {
  const found = (await productImages(ctx, product)).find((i) => i.role === role);
  return found ? imageView(found, productName(product, ctx.language)) : null;
}

/** The main picture: role `image`, else the first one, else the placeholder (never null, as in Magento). */
export async function productMainImage(ctx: RequestContext, product: ProductRow): Promise<ImageView> {
  const images = await productImages(ctx, product);
  const name = productName(product, ctx.language);
  const found = images.find((i) => i.role === 'image') ?? images[0];
  return found ? imageView(found, name) : { url: PLACEHOLDER_IMAGE, label: name, position: 0 };
}

/** The gallery: pictures with role `gallery` when there are any, else every picture; each path once. */
export async function productGallery(ctx: RequestContext, product: ProductRow): Promise<ImageView[]> {
  const name = productName(product, ctx.language);
  return (await galleryImages(ctx, product)).map((image) => imageView(image, name));
}

/** The gallery's pictures: those of role `gallery` when there are any, else all; each path once. */
export async function galleryImages(ctx: RequestContext, product: ProductRow): Promise<ImageRow[]> {
  const images = await productImages(ctx, product);
  const gallery = images.some((i) => i.role === 'gallery') ? images.filter((i) => i.role === 'gallery') : images;
  const seen = new Set<string>();
  return gallery.filter((i) => !seen.has(i.path) && seen.add(i.path));
}

export function productName(product: ProductRow, language: string): string {
  return localize(product.name, language) ?? product.sku;
}

/** Lowest and highest price over the sellable rows (the children of a configurable). */
export async function productPriceRange(
  ctx: RequestContext,
  product: ProductRow,
): Promise<{ minimum_price: PriceView; maximum_price: PriceView }> {
  const rows = product.type === 'configurable' ? await childrenOf(ctx).load(product.id) : [];
  const priced = rows.length > 0 ? rows : [product];
  const sorted = [...priced].sort((a, b) => finalPriceCents(a) - finalPriceCents(b));
  const low = sorted[0] ?? product;
  const high = sorted[sorted.length - 1] ?? product;
  return { minimum_price: priceView(low.price, finalPriceCents(low)), maximum_price: priceView(high.price, finalPriceCents(high)) };
}

export async function productPriceTiers(ctx: RequestContext, product: ProductRow) {
  const tiers = await priceTiersOf(ctx).load(product.id);
  return tiers.map((tier) => {
    const price = priceView(product.price, tier.price);
    return { quantity: tier.quantity, final_price: price.final_price, discount: price.discount };
  });
}

export async function productBrand(ctx: RequestContext, product: ProductRow) {
  return product.brandId == null ? null : brandById(ctx).load(product.brandId);
}

/** The colour value: the product's own, or for a configurable its first child's. */
export async function productColor(ctx: RequestContext, product: ProductRow): Promise<string | null> {
  if (product.color) return product.color;
  if (product.type !== 'configurable') return null;
  return (await sizesSummaryOf(ctx).load(product.id)).color;
}

/** The localized label of an attribute option value, or the value itself when it has no option. */
export async function optionLabel(ctx: RequestContext, code: string, value: string | null): Promise<string | null> {
  if (value == null) return null;
  const catalog = await attributeCatalog(ctx);
  const option = catalog.options.get(`${code}:${value}`);
  return option ? (localize(option.label, ctx.language) ?? value) : value;
}

/** Other colours of the same garment: configurables that share the `model` attribute. */
export async function relatedProducts(ctx: RequestContext, product: ProductRow) {
  const model = product.attributes.model;
  if (typeof model !== 'string' || model === '') return [];
  const [siblings, catalog] = await Promise.all([productsOfModel(ctx).load(model), attributeCatalog(ctx)]);
  return siblings
    .filter((p) => p.id !== product.id)
    .map((p) => {
      const option = p.color ? catalog.options.get(`color:${p.color}`) : undefined;
      return {
        sku: p.sku,
        color: option ? localize(option.label, ctx.language) : p.color,
        color_code: option?.swatch ?? null,
        urlKey: p.urlKey,
      };
    });
}
