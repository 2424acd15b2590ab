import { toAnalyticsItem, type AnalyticsItem } from '../analytics/ecommerce.ts';
import type { AppLoadContext } from 'react-router';
import { delivery, deliveryMessage } from '@shop/rules';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { messagesFor } from '../../lib/i18n/catalogue.server.ts';
import { notFound } from '../../lib/not-found.server.ts';
import { jsonLdText, productJsonLd, toProductJsonLdInput } from './json-ld.ts';
import { toProductView, type ProductView } from './product-model.ts';
import { ProductTilesQuery } from '../catalog/product-tile-fragment.ts';
import { ProductPageQuery } from './product-query.ts';

/** The product page: the product itself now, the cross-sell tiles when they arrive. */
export interface ProductPageData {
  product: ProductView;
  /** Delivery promise for today, computed on the server so both renders agree. */
  delivery: string | null;
  /** Deferred (STYLE §9): a failure yields an empty list, never a broken page. */
  crossSell: Promise<ProductTileFragment[]>;
  /** schema.org Product and BreadcrumbList, ready for a script element (escaped). */
  jsonLd: string;
  /** The GA4 item for view_item (AN8). */
  analytics: AnalyticsItem;
}

async function loadCrossSell(context: AppLoadContext, skus: string[]): Promise<ProductTileFragment[]> {
  if (skus.length === 0) return [];
  try {
    const result = await context.api.query(ProductTilesQuery, { skus });
    return result.productsBySkus;
  } catch (error) {
    context.log.warn({ err: error, skus }, 'cross-sell products could not be loaded');
    return [];
  }
}

/** Loads a product page by sku (D1, D2); an unknown sku is the 404 page. */
export async function loadProductPage(context: AppLoadContext, sku: string, url: URL): Promise<ProductPageData> {
  const result = await context.api.query(ProductPageQuery, { sku });
  const item = result.products.items[0];
  if (!item) return notFound(context);
  const product = toProductView(item, context.language, url);
  const deliverable = product.availability.kind !== 'sold_out' && product.availability.kind !== 'available_soon';
  return {
    product,
    analytics: toAnalyticsItem({
      sku: item.sku,
      name: item.name,
      brand: item.brand,
      price: item.price_range.minimum_price.final_price.value,
      categories: product.breadcrumbs.slice(0, -1).map((crumb) => crumb.label),
    }),
    // The same rule and store time zone as the selling points (decision 050).
    delivery: deliverable ? deliveryMessage(new Date(), context.language, result.storeConfig.timezone || delivery.timeZone) : null,
    crossSell: loadCrossSell(context, product.crossSellSkus),
    jsonLd: jsonLdText(
      productJsonLd(toProductJsonLdInput(item, product, url.origin, messagesFor(context.language)['shell.breadcrumb.home'] ?? 'Home')),
    ),
  };
}
