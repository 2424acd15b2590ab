import type { MetaDescriptor } from 'react-router';
import type { PageMeta } from './brand-page.server.ts';

/** Head tags of a brand screen or the overview; filtered listings are not indexed but followed. */
export function brandMeta(meta: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    { property: 'og:title', content: meta.title },
  ];
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex,follow' });
  else if (meta.robots) tags.push({ name: 'robots', content: meta.robots });
  return tags;
}
