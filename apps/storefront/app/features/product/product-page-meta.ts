import type { MetaDescriptor } from 'react-router';
import type { ProductView } from './product-model.ts';

/** Head tags of a product page: title, description, og:image and the canonical address. */
export function productPageMeta(data: { product: Pick<ProductView, 'meta'> }): MetaDescriptor[] {
  const { meta } = data.product;
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: meta.canonical },
  ];
  if (meta.image) tags.push({ property: 'og:image', content: meta.image });
  return tags;
}
