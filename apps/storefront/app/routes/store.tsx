import type { Route } from './+types/store';
import { StorePageView } from '../features/stores/store-locator.tsx';
import { loadStorePage } from '../features/stores/stores.server.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { storesMeta } from '../features/stores/stores-meta.ts';

/** `/winkels/{url_key}/`: one shop's page with its title and introduction in the store's language (SL7). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStorePage(context, params.slug ?? '');
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const breadcrumbs = [
    { label: data.allStoresLabel, href: '/winkels/' },
    { label: data.store.name, href: null },
  ];
  return [...storesMeta(data.meta), ...seoMeta({ matches, location }, { writeCanonical: true, breadcrumbs })];
}

export default function Store({ loaderData }: Route.ComponentProps) {
  return <StorePageView data={loaderData} />;
}
