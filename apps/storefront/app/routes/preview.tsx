import type { Route } from './+types/preview';
import { ContentPageView } from '../features/content/content-page.tsx';
import { loadContentPreview } from '../features/content/preview.server.ts';
import { UTILITY_ROBOTS } from '../features/content/utility-routes.ts';
import { privateHeaders } from '../features/seo/private-page.ts';

/** `/preview/?token=…` (R5, R6): a content page, drafts included, for a valid preview token; otherwise 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPreview(request, context);
}

/** A preview is for its editor only: never kept by a cache. */
export const headers = privateHeaders;

export function meta({ data }: Route.MetaArgs) {
  return [...(data?.meta.title ? [{ title: data.meta.title }] : []), UTILITY_ROBOTS];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
