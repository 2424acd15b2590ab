import { brandPath, formatPrice, productPath, sumPrices, type Locale } from '@shop/rules';
import type { ProductPageQuery } from '../../graphql/graphql.ts';
import { imageSrcSet, imageUrl } from '../../lib/images.ts';
import { productBreadcrumbs, productCategoryHref, type Crumb } from '../catalog/breadcrumbs-model.ts';
import { toSwatch, type TileSwatch } from '../catalog/product-tile-model.ts';
import { htmlToText, sanitizeHtml } from '../catalog/sanitize-html.ts';
import {
  findVariant,
  isSelectionComplete,
  optionViews,
  outOfStockSelectedOption,
  readSelectedOptions,
  type ConfigurableOptionLike,
  type SizeChoice,
  type VariantLike,
} from './variant-selection.ts';
import type { Availability } from './availability.ts';
import { toAddToCartView, type AddToCartView } from './add-to-cart-model.ts';
import { bundlePartSurcharge } from './bundle-price.ts';
import { toGiftcardView, type GiftcardView } from './giftcard-model.ts';

export type ProductItem = ProductPageQuery['products']['items'][number];

/** "Only N left" shows from this stock level down. */
export const LOW_STOCK_THRESHOLD = 3;
const MAIN_IMAGE = { w: 800, h: 960 };
const THUMB_IMAGE = { w: 104, h: 125 };

export interface GalleryImage {
  /** The image path as the API gives it. */
  path: string;
  src: string;
  srcSet: string;
  thumbSrc: string;
  thumbSrcSet: string;
  alt: string;
  width: number;
  height: number;
}

export interface BundleItemView {
  optionId: number;
  title: string;
  quantity: number;
  name: string;
  href: string;
  image: string | null;
  sizes: SizeChoice | null;
  availability: Availability;
  /** What the chosen size adds to the bundle's price, in euros, as the API gives it (D10; decision 040). */
  surcharge: number;
}

/** What the product page renders, apart from the deferred cross-sell tiles. */
export interface ProductView {
  sku: string;
  name: string;
  brand: string | null;
  brandHref: string | null;
  breadcrumbs: Crumb[];
  categoryHref: string | null;
  gallery: GalleryImage[];
  price: { final: string; regular: string | null; discountPercent: number | null; saleLabel: string | null; promoText: string | null };
  colours: TileSwatch[];
  colourLabel: string | null;
  sizes: SizeChoice | null;
  availability: Availability;
  descriptionHtml: string;
  shortDescriptionHtml: string;
  sustainable: boolean;
  sizeTable: { headings: string[]; rows: { label: string; cells: string[] }[] } | null;
  bundle: BundleItemView[] | null;
  giftcard: GiftcardView | null;
  crossSellSkus: string[];
  /** Null for gift cards, which cannot be added here. */
  addToCart: AddToCartView | null;
  meta: { title: string; description: string; image: string | null; canonical: string };
}

function gallery(item: ProductItem): GalleryImage[] {
  const images = [...item.media_gallery].sort((a, b) => a.position - b.position);
  if (images.length === 0 && item.image.url) images.push({ ...item.image, position: 0 });
  const seen = new Set<string>();
  return images
    .filter((image) => image.url && !seen.has(image.url) && seen.add(image.url))
    .map((image) => ({
      path: image.url,
      src: imageUrl(image.url, { ...MAIN_IMAGE, fit: 'cover' }),
      srcSet: imageSrcSet(image.url, [400, 600, 800, 1000, 1200], MAIN_IMAGE),
      thumbSrc: imageUrl(image.url, { ...THUMB_IMAGE, fit: 'cover' }),
      thumbSrcSet: imageSrcSet(image.url, [104, 208], THUMB_IMAGE),
      alt: image.label || [item.brand, item.name].filter(Boolean).join(' '),
      width: MAIN_IMAGE.w,
      height: MAIN_IMAGE.h,
    }));
}

function stockAvailability(stockStatus: string, stockLeft: number | null | undefined): Availability {
  if (stockStatus !== 'IN_STOCK') return { kind: 'sold_out' };
  if (typeof stockLeft === 'number' && stockLeft > 0 && stockLeft <= LOW_STOCK_THRESHOLD) return { kind: 'low', count: stockLeft };
  return { kind: 'in_stock' };
}

interface Configurable {
  configurable_options: ConfigurableOptionLike[];
  variants: (VariantLike & { product: { stock_left: number | null } })[];
}

function hasOptions(product: object): product is Configurable {
  return 'configurable_options' in product && 'variants' in product;
}

/** Size choice and availability of a configurable product, from the address (D6–D8). */
function choose(product: Configurable, params: URLSearchParams, prefix: string, fallback: Availability) {
  const selected = readSelectedOptions(product.configurable_options, params, prefix);
  const options = optionViews(product.configurable_options, product.variants, selected);
  const complete = isSelectionComplete(product.configurable_options, selected);
  const variant = complete ? findVariant(product.variants, selected) : null;
  const soldOutCode = outOfStockSelectedOption(options);
  const soldOutSelected = options.find((option) => option.code === soldOutCode)?.values.find((value) => value.selected)?.label ?? null;
  const availability: Availability = variant
    ? stockAvailability(variant.product.stock_status, variant.product.stock_left)
    : fallback.kind === 'sold_out' || fallback.kind === 'available_soon' || options.length === 0
      ? fallback
      : { kind: 'choose' };
  const sizes: SizeChoice | null =
    options.length > 0 ? { prefix, options, soldOutSelected, variantSku: variant?.product.sku ?? null } : null;
  return { sizes, availability };
}

/** A short description that only repeats the description's opening is left out. */
function repeatsIntro(short: string, description: string): boolean {
  const intro = htmlToText(short);
  return intro !== '' && htmlToText(description).startsWith(intro);
}

function sizeTable(item: ProductItem): ProductView['sizeTable'] {
  const table = item.size_table;
  if (!table || table.specs.length === 0) return null;
  const sizes = table.table_headings.slice(1);
  return {
    headings: table.table_headings,
    rows: table.specs.map((spec) => ({
      label: spec.spec_label,
      cells: sizes.map((size) => spec.spec_items.find((entry) => entry.size === size)?.value ?? ''),
    })),
  };
}

/** Shapes the API product into the page's view model; `url` carries the chosen sizes. */
export function toProductView(item: ProductItem, locale: Locale, url: URL): ProductView {
  const params = url.searchParams;
  const final = item.price_range.minimum_price.final_price.value;
  const regular = item.price_range.minimum_price.regular_price.value;
  const onSale = regular > final;
  const breadcrumbs = productBreadcrumbs(
    item.categories.map((category) => ({ label: category.name, path: category.url_path, level: category.level })),
    item.name,
  );
  const base: Availability = item.available_soon ? { kind: 'available_soon' } : stockAvailability(item.stock_status, item.stock_left);
  const own = hasOptions(item) ? choose(item, params, '', base) : { sizes: null, availability: base };
  // related_product_list holds the model's other colours; the product's own colour leads the row.
  const ownSwatch = hasOptions(item)
    ? item.configurable_options.find((option) => option.attribute_code === 'color')?.values[0]?.swatch_data?.value
    : null;
  const colours =
    item.related_product_list.length > 0
      ? [
          { sku: item.sku, color: item.color_label ?? item.color, color_code: ownSwatch ?? null, urlKey: item.url_key },
          ...item.related_product_list.filter((related) => related.sku !== item.sku),
        ]
      : [];
  const images = gallery(item);
  const bundle: BundleItemView[] | null =
    item.__typename === 'BundleProduct'
      ? [...item.items]
          .sort((a, b) => a.position - b.position)
          .flatMap((slot) => slot.options.slice(0, 1).map((option) => ({ slot, option })))
          .map(({ slot, option }) => {
            const fallback = stockAvailability(option.product.stock_status, option.product.stock_left);
            const prefix = `item-${slot.option_id}-`;
            const chosen = hasOptions(option.product)
              ? choose(option.product, params, prefix, fallback)
              : { sizes: null, availability: fallback };
            return {
              optionId: slot.option_id,
              title: slot.title,
              quantity: option.quantity,
              name: option.product.name,
              href: productPath(option.product.url_key),
              image: option.product.image.url ? imageUrl(option.product.image.url, { w: 160, h: 192, fit: 'cover' }) : null,
              ...chosen,
              surcharge: bundlePartSurcharge(option, chosen.sizes?.variantSku ?? null),
            };
          })
      : null;
  const withExtra = (amount: number) => sumPrices([amount, ...(bundle ?? []).map((part) => part.surcharge)]);

  return {
    sku: item.sku,
    name: item.name,
    brand: item.brand,
    brandHref: item.brand_url_key ? brandPath(item.brand_url_key) : null,
    breadcrumbs,
    categoryHref: productCategoryHref(breadcrumbs),
    gallery: images,
    price: {
      // A bundle's price follows the sizes chosen where they are priced apart (D10).
      final: formatPrice(withExtra(final), locale),
      regular: onSale ? formatPrice(withExtra(regular), locale) : null,
      discountPercent: onSale && item.discount > 0 ? item.discount : null,
      saleLabel: item.sale_label?.trim() || null,
      promoText: item.promo_text?.trim() || null,
    },
    colours: colours.map((related) => toSwatch(related, item.sku)),
    colourLabel: item.color_label ?? item.color,
    sizes: own.sizes,
    availability: own.availability,
    descriptionHtml: sanitizeHtml(item.description.html),
    shortDescriptionHtml: repeatsIntro(item.short_description.html, item.description.html) ? '' : sanitizeHtml(item.short_description.html),
    sustainable: item.sustainable,
    sizeTable: sizeTable(item),
    bundle,
    giftcard: item.__typename === 'GiftCardProduct' ? toGiftcardView(item, locale) : null,
    crossSellSkus: item.crosssell_products.map((product) => product.sku),
    addToCart: toAddToCartView(
      { sku: item.sku, typename: item.__typename, sizes: own.sizes, availability: own.availability, bundle },
      params,
    ),
    meta: {
      title: item.meta_title?.trim() || [item.brand, item.name].filter(Boolean).join(' '),
      description:
        item.meta_description?.trim() || (htmlToText(item.short_description.html) || htmlToText(item.description.html)).slice(0, 300),
      image: images[0] ? `${url.origin}${imageUrl(images[0].path, { w: 1200, h: 1440, fit: 'cover' })}` : null,
      canonical: `${url.origin}${productPath(item.url_key)}`,
    },
  };
}
