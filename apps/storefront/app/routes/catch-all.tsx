import type { Route } from './+types/catch-all';
import { contentPageMeta } from '../features/content/content-meta.ts';
import { ContentPageView } from '../features/content/content-page.tsx';
import { categoryPageMeta } from '../features/catalog/category-page-meta.ts';
import { CategoryPageView } from '../features/catalog/category-page.tsx';
import { productPageMeta } from '../features/product/product-page-meta.ts';
import { ProductPageView } from '../features/product/product-page.tsx';
import { loadPageByPath } from '../features/shell/page-route.server.ts';

/** `/{slug(.*)}`: content pages, category listings and products (`/{url_key}.html`), spec 000 §2. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPageByPath(request, context);
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
