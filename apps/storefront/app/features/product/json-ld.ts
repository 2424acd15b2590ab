/**
 * Structured data of a product page (schema.org, JSON-LD): the product with its offer and the
 * breadcrumb trail the page shows. Built on the server; the page writes it into a script element.
 */
import type { ProductItem, ProductView } from './product-model.ts';
import { htmlToText } from '../catalog/sanitize-html.ts';

const SCHEMA = 'https://schema.org';
/** Search engines read the first few thousand characters of a description. */
const MAX_DESCRIPTION = 5000;

export type OfferAvailability = 'InStock' | 'OutOfStock' | 'BackOrder';

export interface ProductJsonLdInput {
  /** The product's canonical, absolute address. */
  url: string;
  name: string;
  sku: string;
  ean: string | null;
  brand: string | null;
  /** Absolute image addresses, main image first. */
  images: string[];
  description: string;
  color: string | null;
  /** Euros including VAT; `high` differs from `low` only when variants differ in price. */
  price: { low: number; high: number };
  availability: OfferAvailability;
  /** Sizes of a configurable product: an AggregateOffer over them; null for a single offer. */
  offerCount: number | null;
  /** The visible trail, Home first and the product last, each with an absolute address. */
  breadcrumbs: { name: string; url: string }[];
}

const amount = (euros: number) => euros.toFixed(2);

/** The GTIN property an EAN fits: 13 digits is `gtin13`, other GTIN lengths the generic `gtin`. */
function gtin(ean: string | null): Record<string, string> {
  const digits = ean?.trim() ?? '';
  if (/^\d{13}$/.test(digits)) return { gtin13: digits };
  if (/^(\d{8}|\d{12}|\d{14})$/.test(digits)) return { gtin: digits };
  return {};
}

/** The schema.org graph of a product page: Product with its offer, and the BreadcrumbList. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const common = {
    priceCurrency: 'EUR',
    availability: `${SCHEMA}/${input.availability}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url: input.url,
  };
  const offers =
    input.offerCount !== null
      ? {
          '@type': 'AggregateOffer',
          lowPrice: amount(input.price.low),
          highPrice: amount(input.price.high),
          offerCount: input.offerCount,
          ...common,
        }
      : { '@type': 'Offer', price: amount(input.price.low), ...common };
  const product = {
    '@type': 'Product',
    '@id': `${input.url}#product`,
    name: input.name,
    sku: input.sku,
    ...gtin(input.ean),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.color ? { color: input.color } : {}),
    url: input.url,
    offers,
  };
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return { '@context': SCHEMA, '@graph': [product, breadcrumbs] };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are written as
 * Unicode escapes, so text from the catalogue (a name holding `</script>`) cannot end the element
 * early; so are the line and paragraph separators that older parsers trip on. The result still
 * parses to the same value.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function availabilityOf(item: ProductItem): OfferAvailability {
  if (item.available_soon) return 'BackOrder';
  return item.stock_status === 'IN_STOCK' ? 'InStock' : 'OutOfStock';
}

/** The structured data input of a product page from the API product and its view model. */
export function toProductJsonLdInput(item: ProductItem, view: ProductView, origin: string, homeLabel: string): ProductJsonLdInput {
  const prices = item.price_range;
  const low = prices.minimum_price.final_price.value;
  const high = Math.max(low, prices.maximum_price.final_price.value);
  const description = htmlToText(item.description.html) || htmlToText(item.short_description.html);
  return {
    url: view.meta.canonical,
    name: view.name,
    sku: item.sku,
    ean: item.ean ?? null,
    brand: item.brand,
    images: view.gallery.map((image) => `${origin}${image.src}`),
    description: description.slice(0, MAX_DESCRIPTION),
    color: item.color_label ?? item.color ?? null,
    price: { low, high },
    availability: availabilityOf(item),
    offerCount: 'variants' in item ? item.variants.length : null,
    breadcrumbs: [
      { name: homeLabel, url: `${origin}/` },
      ...view.breadcrumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ? `${origin}${crumb.href}` : view.meta.canonical })),
    ],
  };
}
