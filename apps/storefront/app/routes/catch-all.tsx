import type { Route } from './+types/catch-all';
import { contentPageMeta } from '../features/content/content-meta.ts';
import { ContentPageView } from '../features/content/content-page.tsx';
import { categoryPageMeta } from '../features/catalog/category-page-meta.ts';
import { CategoryPageView } from '../features/catalog/category-page.tsx';
import { productPageMeta } from '../features/product/product-page-meta.ts';
import { ProductPageView } from '../features/product/product-page.tsx';
import { seoMeta, withSeoMeta } from '../features/seo/seo-meta.ts';
import { loadPageByPath } from '../features/shell/page-route.server.ts';

/** `/{slug(.*)}`: content pages, category listings and products (`/{url_key}.html`), spec 000 §2. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPageByPath(request, context);
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const page = { matches, location };
  switch (data.kind) {
    case 'product':
      // The product page writes its own BreadcrumbList with the Product.
      return withSeoMeta(page, productPageMeta(data.product), { canonical: data.product.product.meta.canonical, writeCanonical: false });
    case 'category': {
      const { meta, breadcrumbs } = data.category;
      return withSeoMeta(page, categoryPageMeta(data.category), {
        canonical: meta.canonical,
        writeCanonical: false,
        noindex: meta.noindex,
        breadcrumbs,
      });
    }
    case 'content': {
      const noindex = /noindex/i.test(data.content.meta.robots ?? '');
      return [...contentPageMeta(data.content), ...seoMeta(page, { writeCanonical: true, noindex, breadcrumbs: data.content.breadcrumb })];
    }
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
