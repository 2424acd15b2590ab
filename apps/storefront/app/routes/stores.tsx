import { useEffect } from 'react';
import type { Route } from './+types/stores';
import { cachedLocator, keepLocator } from '../features/stores/locator-cache.ts';
import { StoreLocatorView } from '../features/stores/store-locator.tsx';
import { loadStoreLocator, type StoreLocatorData } from '../features/stores/stores.server.ts';
import { seoMeta } from '../features/seo/seo-meta.ts';
import { storesMeta } from '../features/stores/stores-meta.ts';

/** `/winkels/` (every active shop) and `/brandstores/` (brand stores only): the store locator (SL1–SL7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const brandstores = new URL(request.url).pathname.toLowerCase().startsWith('/brandstores');
  return loadStoreLocator(context, brandstores ? 'brandstores' : 'stores');
}

/** SL5: a second visit in the same session is served from the browser's copy. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const key = new URL(request.url).pathname;
  const kept = cachedLocator<StoreLocatorData>(key);
  if (kept) return kept;
  const fresh = await serverLoader();
  keepLocator(key, fresh);
  return fresh;
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const noindex = /noindex/i.test(data.meta.robots ?? '');
  const breadcrumbs = [{ label: data.content?.title ?? data.meta.title, href: null }];
  return [...storesMeta(data.meta), ...seoMeta({ matches, location }, { writeCanonical: true, noindex, breadcrumbs })];
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  useEffect(() => keepLocator(loaderData.kind === 'brandstores' ? '/brandstores/' : '/winkels/', loaderData), [loaderData]);
  return <StoreLocatorView data={loaderData} />;
}
