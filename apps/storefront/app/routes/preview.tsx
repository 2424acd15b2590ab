import { data } from 'react-router';
import type { Route } from './+types/preview';
import { ContentPageView } from '../features/content/content-page.tsx';
import { loadContentPreview } from '../features/content/preview.server.ts';
import { previewCookie } from '../features/preview/preview-cookie.ts';
import { UTILITY_ROBOTS } from '../features/content/utility-routes.ts';
import { privateHeaders } from '../features/seo/private-page.ts';

/**
 * `/preview/?token=…` (R5, R6): a content page, drafts included, for a valid preview token; otherwise
 * 404. A valid token also switches preview mode on: the preview cookie brings the editor's toolbar (L21).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadContentPreview(request, context);
  const cookie = previewCookie(new URL(request.url).searchParams.get('token') ?? '', new Date(), context.secureCookies);
  return data(page, cookie ? { headers: { 'set-cookie': cookie } } : undefined);
}

/** A preview is for its editor only: never kept by a cache. */
export const headers = privateHeaders;

export function meta({ data }: Route.MetaArgs) {
  return [...(data?.meta.title ? [{ title: data.meta.title }] : []), UTILITY_ROBOTS];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
