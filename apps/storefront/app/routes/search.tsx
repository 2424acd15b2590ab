import type { Route } from './+types/search';
import { searchPageMeta } from '../features/search/search-page-meta.ts';
import { loadSearchPage } from '../features/search/search-page.server.ts';
import { SearchPageView } from '../features/search/search-page.tsx';

/** `/zoeken/?q={term}`: search results (R7, S17); without q a search prompt (S18). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(context, new URL(request.url));
}

export function meta({ data }: Route.MetaArgs) {
  return data ? searchPageMeta(data) : [];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPageView data={loaderData} />;
}
