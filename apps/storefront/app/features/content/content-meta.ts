import type { MetaDescriptor } from 'react-router';
import type { ContentPageData } from './content-view.ts';

/**
 * Head tags of a content page (B2): meta_title, meta_description and meta_robots. Route `meta`
 * functions run in the browser too, so this lives outside the server-only loader module.
 */
export function contentPageMeta(data: ContentPageData): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  if (data.meta.title) tags.push({ title: data.meta.title });
  if (data.meta.description) tags.push({ name: 'description', content: data.meta.description });
  if (data.meta.robots) tags.push({ name: 'robots', content: data.meta.robots });
  return tags;
}
