import { redirect, type AppLoadContext } from 'react-router';
import { loadCategoryPage } from '../catalog/category-page.server.ts';
import { loadContentPage } from '../content/content-page.server.ts';
import { loadProductPage } from '../product/product-page.server.ts';
import { notFound } from '../../lib/not-found.server.ts';
import { RouteQuery } from './route-query.ts';

/** Paths longer than this are not addresses of the shop. */
const MAX_PATH_LENGTH = 1024;

/**
 * `/{slug(.*)}`: asks the API what a path is (content page, category listing, product
 * `/{url_key}.html` or brand, spec 000 §2) and loads that page. Kept out of the route module so
 * the GraphQL documents stay on the server and out of the browser's bundle.
 */
export async function loadPageByPath(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  // Data requests (`/x.data`) reach the loader without the page's trailing slash (the server has
  // already redirected documents to it), so it is put back before asking the API what the path is.
  const path = url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  if (path.length > MAX_PATH_LENGTH) return notFound(context);
  const { route } = await context.api.query(RouteQuery, { url: path });
  if (!route) return notFound(context);
  if (route.redirect_code === 301) throw redirect(route.relative_url + url.search, 301);
  switch (route.__typename) {
    case 'SimpleProduct':
    case 'ConfigurableProduct':
    case 'BundleProduct':
    case 'GiftCardProduct':
      return { kind: 'product' as const, product: await loadProductPage(context, route.sku, url) };
    case 'CategoryTree':
      return { kind: 'category' as const, category: await loadCategoryPage(context, route.url_path, url) };
    case 'CmsPage':
      return { kind: 'content' as const, content: await loadContentPage(context, route.identifier) };
    case 'RoutableUrl':
      throw redirect(route.relative_url + url.search, 301);
  }
}
