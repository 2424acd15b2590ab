import { redirect } from 'react-router';
import type { Route } from './+types/catch-all';
import { RouteQuery } from '../features/shell/route-query.ts';
import { loadContentPage } from '../features/content/content-page.server.ts';
import { contentPageMeta } from '../features/content/content-meta.ts';
import { ContentPageView } from '../features/content/content-page.tsx';
import { loadCategoryPage } from '../features/catalog/category-page.server.ts';
import { categoryPageMeta } from '../features/catalog/category-page-meta.ts';
import { CategoryPageView } from '../features/catalog/category-page.tsx';
import { loadProductPage } from '../features/product/product-page.server.ts';
import { productPageMeta } from '../features/product/product-page-meta.ts';
import { ProductPageView } from '../features/product/product-page.tsx';
import { notFound } from '../lib/not-found.server.ts';

/** Paths longer than this are not addresses of the shop. */
const MAX_PATH_LENGTH = 1024;

/** `/{slug(.*)}`: content pages, category listings and products (`/{url_key}.html`), spec 000 §2. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Data requests (`/x.data`) reach the loader without the page's trailing slash (the server has
  // already redirected documents to it), so it is put back before asking the API what the path is.
  const path = url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  if (path.length > MAX_PATH_LENGTH) return notFound(context);
  const { route } = await context.api.query(RouteQuery, { url: path });
  if (!route) return notFound(context);
  if (route.redirect_code === 301) throw redirect(route.relative_url + url.search, 301);
  switch (route.type) {
    case 'PRODUCT':
      return { kind: 'product' as const, product: await loadProductPage(context, route.id, url) };
    case 'CATEGORY':
      return { kind: 'category' as const, category: await loadCategoryPage(context, route.id, url) };
    case 'CMS_PAGE':
      return { kind: 'content' as const, content: await loadContentPage(context, route.id) };
    case 'BRAND':
      throw redirect(route.relative_url + url.search, 301);
  }
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  switch (data.kind) {
    case 'product':
      return productPageMeta(data.product);
    case 'category':
      return categoryPageMeta(data.category);
    case 'content':
      return contentPageMeta(data.content);
  }
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'product':
      return <ProductPageView data={loaderData.product} />;
    case 'category':
      return <CategoryPageView data={loaderData.category} />;
    case 'content':
      return <ContentPageView data={loaderData.content} />;
  }
}
