import type { AppLoadContext } from 'react-router';
import { readRequestedSkus } from './recently-viewed.ts';
import { ProductTilesQuery } from '../catalog/product-tile-fragment.ts';

/**
 * `GET /recently-viewed.json?skus=A,B`: the tiles of the recently viewed products, in the order
 * asked, unknown skus left out (RV4). Bad input is a 400 with a message; an API failure a 503 with
 * an empty list, which the page shows as no block at all.
 */
export async function recentlyViewedResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const asked = readRequestedSkus(new URL(request.url).searchParams);
  if ('problem' in asked) return Response.json({ products: [], error: asked.problem }, { status: 400 });
  if (asked.skus.length === 0) return Response.json({ products: [] });
  try {
    const result = await context.api.query(ProductTilesQuery, { skus: asked.skus });
    return Response.json({ products: result.productsBySkus });
  } catch (error) {
    context.log.warn({ err: error, count: asked.skus.length }, 'recently viewed products could not be loaded');
    return Response.json({ products: [], error: 'The products could not be loaded.' }, { status: 503 });
  }
}
