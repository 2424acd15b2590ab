import type { Route } from './+types/home';
import { contentPageMeta } from '../features/content/content-meta.ts';
import { loadContentPage } from '../features/content/content-page.server.ts';
import { HomePageView } from '../features/content/content-page.tsx';
import { seoMeta } from '../features/seo/seo-meta.ts';

/** The home page: the content page of uid `home` (R4). */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, 'home') };
}

/** The home template (000 §2), kept as layout state (K1). */
export const handle = { template: 'home' };

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const noindex = /noindex/i.test(data.page.meta.robots ?? '');
  return [...contentPageMeta(data.page), ...seoMeta({ matches, location }, { writeCanonical: true, noindex, home: true })];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePageView data={loaderData.page} />;
}
