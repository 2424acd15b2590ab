import type { Route } from './+types/home';
import { contentPageMeta } from '../features/content/content-meta.ts';
import { loadContentPage } from '../features/content/content-page.server.ts';
import { HomePageView } from '../features/content/content-page.tsx';

/** The home page: the content page of uid `home` (R4). */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, 'home') };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? contentPageMeta(data.page) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePageView data={loaderData.page} />;
}
