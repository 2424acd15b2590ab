import type { AppLoadContext } from 'react-router';
import { productPath } from '@shop/rules';
import { isSku } from './recently-viewed.ts';
import { toProductView } from './product-model.ts';
import { ProductPageQuery } from './product-query.ts';
import { quickViewOptions, toQuickView, type QuickViewAnswer } from './quick-view-model.ts';

const json = (body: QuickViewAnswer, status = 200) => Response.json(body, { status });

/**
 * `GET /quick-view.json?sku=…&size=…`: the product of the slide-in (D15) with the chosen sizes
 * applied as on its page. An unknown sku is a 404 with D2's message; bad input a 400; an API
 * failure a 503, all as JSON the slide-in turns into a message.
 */
export async function quickViewResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const sku = url.searchParams.get('sku')?.trim() ?? '';
  if (!isSku(sku)) return json({ error: 'Ask for a product with ?sku= and its sku.' }, 400);
  try {
    const result = await context.api.query(ProductPageQuery, { sku });
    const item = result.products.items[0];
    if (!item) return json({ error: `No product found with sku ${sku}` }, 404);
    const options = quickViewOptions(url.searchParams).toString();
    const page = new URL(`${productPath(item.url_key)}${options ? `?${options}` : ''}`, url.origin);
    return json({ product: toQuickView(item, toProductView(item, context.language, page)) });
  } catch (error) {
    context.log.warn({ err: error, sku }, 'quick view product could not be loaded');
    return json({ error: 'The product could not be loaded.' }, 503);
  }
}
