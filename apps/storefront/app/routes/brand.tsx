import type { Route } from './+types/brand';
import { brandMeta } from '../features/catalog/brand/brand-meta.ts';
import { loadBrandOverview, loadBrandPage } from '../features/catalog/brand/brand-page.server.ts';
import { BrandOverviewView, BrandPageView } from '../features/catalog/brand/brand-page.tsx';
import { withSeoMeta } from '../features/seo/seo-meta.ts';

/** `/merken/{slug}` and `/brands/{slug}`: one brand screen (R8, R9); without a slug, the brand overview. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = (params['*'] ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  if (slug === '') return { kind: 'overview' as const, overview: await loadBrandOverview(context, url) };
  return { kind: 'brand' as const, brand: await loadBrandPage(context, slug, url) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const { meta, breadcrumbs } = data.kind === 'brand' ? data.brand : data.overview;
  const noindex = meta.noindex || /noindex/i.test(meta.robots ?? '');
  return withSeoMeta({ matches, location }, brandMeta(meta), { canonical: meta.canonical, writeCanonical: false, noindex, breadcrumbs });
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'brand' ? <BrandPageView data={loaderData.brand} /> : <BrandOverviewView data={loaderData.overview} />;
}
