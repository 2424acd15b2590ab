/**
 * The product detail slide-in (quick view, D15): what it shows of a product, and the address of
 * the storefront resource route that sends it.
 */
import { productPath } from '@shop/rules';
import type { AddToCartView } from './add-to-cart-model.ts';
import type { GalleryImage, ProductItem, ProductView } from './product-model.ts';
import type { SizeChoice } from './variant-selection.ts';
import type { Availability } from './availability.ts';

export const QUICK_VIEW_PATH = '/quick-view.json';

export interface QuickView {
  sku: string;
  name: string;
  brand: string | null;
  /** The product page. */
  href: string;
  image: GalleryImage | null;
  price: ProductView['price'];
  sizes: SizeChoice | null;
  availability: Availability;
  /**
   * Null where the slide-in cannot add the product: a bundle (a size per part) and a gift card
   * (amount and recipient) are chosen on their own page.
   */
  addToCart: AddToCartView | null;
  sizeTable: ProductView['sizeTable'];
}

/** The answer of the resource route: the product, or why there is none. */
export type QuickViewAnswer = { product: QuickView } | { error: string };

/** Shapes the product page's view model into the slide-in's. */
export function toQuickView(item: ProductItem, view: ProductView): QuickView {
  const choosesOnPage = item.__typename === 'BundleProduct' || item.__typename === 'GiftCardProduct';
  return {
    sku: view.sku,
    name: view.name,
    brand: view.brand,
    href: productPath(item.url_key),
    image: view.gallery[0] ?? null,
    price: view.price,
    sizes: choosesOnPage ? null : view.sizes,
    availability: view.availability,
    addToCart: choosesOnPage ? null : view.addToCart,
    sizeTable: choosesOnPage ? null : view.sizeTable,
  };
}

/** Option parameters a quick view request may carry (the page's own `size=M`), nothing else. */
const OPTION_PARAM = /^[a-z_]{1,40}$/;

/** The resource route address for a product and the options chosen so far. */
export function quickViewUrl(sku: string, options: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams({ sku });
  for (const [name, value] of options) if (name !== 'sku' && OPTION_PARAM.test(name)) params.append(name, value);
  return `${QUICK_VIEW_PATH}?${params.toString()}`;
}

/** The chosen options of a request, as the product page's address would carry them. */
export function quickViewOptions(params: URLSearchParams): URLSearchParams {
  const options = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== 'sku' && OPTION_PARAM.test(name) && value.length <= 100) options.append(name, value);
  }
  return options;
}
