import { formatPrice, images, productPath, type Locale } from '@shop/rules';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { imageSrcSet, imageUrl } from '../../lib/images.ts';

export interface TileImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface TileSwatch {
  sku: string;
  href: string;
  label: string;
  /** A CSS colour, or null when the API has no code for it. */
  colour: string | null;
  current: boolean;
}

/** What a product tile renders (C23, C24); prices already formatted for the store's language. */
export interface ProductTileView {
  sku: string;
  href: string;
  name: string;
  brand: string | null;
  image: TileImage | null;
  hoverImage: TileImage | null;
  price: string;
  /** Only when higher than the final price: shown struck through. */
  regularPrice: string | null;
  discountPercent: number | null;
  saleLabel: string | null;
  promoText: string | null;
  availableSoon: boolean;
  soldOut: boolean;
  /** Shown as the shop's own sustainability mark; the description is its label. */
  sustainable: { logo: string | null; description: string | null } | null;
  swatches: TileSwatch[];
  /** Colours beyond the first five, shown as "+N" (C24). */
  moreSwatches: number;
  /** GA4 item for the productClick event (AN6, AN8). */
  analyticsItem: { item_id: string; item_name: string; item_brand?: string; price: number; quantity: 1 };
}

function tileImage(path: string | null | undefined): TileImage | null {
  if (!path) return null;
  const { width, height } = images.tile;
  return {
    // 416 is the spec's tile size (000 §9): what a browser without srcset shows.
    src: imageUrl(path, { w: width, h: height, fit: 'cover' }),
    srcSet: imageSrcSet(path, [...images.tileWidths], { w: width, h: height }),
    width,
    height,
  };
}

/** Colour codes arrive as `1f2a44`, `#1f2a44` or a CSS name; anything else is dropped. */
export function swatchColour(code: string | null | undefined): string | null {
  if (!code) return null;
  const trimmed = code.trim();
  if (/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(trimmed)) return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return /^[a-z]+$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}

type RelatedColour = ProductTileFragment['related_product_list'][number];

/** One colour of a model as a swatch linking to its product (C24, D4); `current` marks the one shown. */
export function toSwatch(
  related: { sku: string; urlKey: string; color?: string | null; color_code?: string | null },
  currentSku: string,
): TileSwatch {
  return {
    sku: related.sku,
    href: productPath(related.urlKey),
    label: related.color ?? related.sku,
    colour: swatchColour(related.color_code),
    current: related.sku === currentSku,
  };
}

/**
 * Every colour of the model: the tile's own first (when its code is known), then the others
 * (C24). A model in one colour has no swatches at all.
 */
function modelColours(product: ProductTileFragment, colourCodes: ReadonlyMap<string, string> | null): RelatedColour[] {
  const others = product.related_product_list.filter((related) => related.urlKey !== '');
  if (others.length === 0 || others.some((related) => related.sku === product.sku)) return others;
  const ownCode = product.color ? colourCodes?.get(product.color.trim().toLowerCase()) : undefined;
  if (!ownCode) return others;
  return [{ sku: product.sku, color: product.color, color_code: ownCode, urlKey: product.urlKey }, ...others];
}

/**
 * Shapes an API listing item into what the tile shows; `colourCodes` (colour name → code, from the
 * listing's colour filter) lets the tile show its own colour among the swatches.
 */
export function toProductTileView(
  product: ProductTileFragment,
  locale: Locale,
  colourCodes: ReadonlyMap<string, string> | null = null,
): ProductTileView {
  const onSale = product.regularPrice > product.price;
  const colours = modelColours(product, colourCodes);
  const shown = colours.slice(0, images.swatchesShown);
  const sustainable =
    product.expectedsustain || product.sustainability_logo
      ? { logo: product.sustainability_logo, description: product.sustainability_description }
      : null;
  return {
    sku: product.sku,
    href: productPath(product.urlKey),
    name: product.name,
    brand: product.brand,
    image: tileImage(product.image),
    hoverImage: tileImage(product.hover_image),
    price: formatPrice(product.price, locale),
    regularPrice: onSale ? formatPrice(product.regularPrice, locale) : null,
    discountPercent: onSale && product.discount > 0 ? product.discount : null,
    saleLabel: product.sale_label?.trim() || null,
    promoText: product.promo_text?.trim() || null,
    availableSoon: product.availability.includes('available_soon'),
    soldOut: !product.inStock,
    sustainable,
    swatches: shown.map((related) => toSwatch(related, product.sku)),
    moreSwatches: colours.length - shown.length,
    analyticsItem: {
      item_id: product.sku,
      item_name: product.name,
      ...(product.brand ? { item_brand: product.brand } : {}),
      price: product.price,
      quantity: 1,
    },
  };
}
