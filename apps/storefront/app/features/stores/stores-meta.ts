import type { MetaDescriptor } from 'react-router';
import type { StoreMeta } from './stores.server.ts';

/** Head tags of the locator pages and a shop's page (SL7); route `meta` runs in the browser too. */
export function storesMeta(meta: StoreMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: meta.title }];
  if (meta.description) tags.push({ name: 'description', content: meta.description });
  if (meta.robots) tags.push({ name: 'robots', content: meta.robots });
  return tags;
}
