import type { MetaDescriptor } from 'react-router';

/** What a category listing's head tags say. */
export interface CategoryPageMeta {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
}

/** Head tags of a category listing; filtered or searched listings are not indexed but followed. */
export function categoryPageMeta(data: { meta: CategoryPageMeta }): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { tagName: 'link', rel: 'canonical', href: data.meta.canonical },
    { property: 'og:title', content: data.meta.title },
    { property: 'og:type', content: 'website' },
  ];
  if (data.meta.noindex) tags.push({ name: 'robots', content: 'noindex,follow' });
  return tags;
}
