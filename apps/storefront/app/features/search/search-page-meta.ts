import type { MetaDescriptor } from 'react-router';
import type { SearchPageData } from './search-page.server.ts';

/** Head tags of `/zoeken/`: the title names the query; no search page is indexed (S18), its links are followed. */
export function searchPageMeta(data: SearchPageData): MetaDescriptor[] {
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex,follow' },
    { tagName: 'link', rel: 'canonical', href: data.meta.canonical },
  ];
}
