import type { BrandNode } from '../catalog/brands.ts';
import type { CategoryTree } from '../catalog/categories.ts';
import type { Lang } from '../text.ts';
import type { Slice } from './blocks.ts';
import type { ContentImage, Link } from './links.ts';

/** What content builders may refer to: the catalogue that was just written. */
export interface ContentContext {
  lang: Lang;
  tree: CategoryTree;
  brands: BrandNode[];
  /** Skus of visible configurable products with stock, best ranked first. */
  featuredSkus: string[];
  /** A product picture per leaf category key (first product of that category). */
  categoryImages: Map<string, ContentImage>;
}

/** One content document, built once per language. */
export interface SeedDocument {
  type: string;
  uid: string;
  urlKey: string | null;
  build: (context: ContentContext) => Record<string, unknown> | unknown[];
}

export interface PageSpec {
  urlKey: string | null;
  metaTitle: string;
  metaDescription: string;
  pageTitle: string;
  robots?: string;
  parent?: Link | null;
  navigation?: { title: string; link: Link }[];
  sortOrder?: number;
  logoColor?: 'dark' | 'light';
  body: Slice[];
}

/** The data of a routable content page (home, service pages, brand pages …). */
export function pageData(spec: PageSpec): Record<string, unknown> {
  return {
    meta_title: spec.metaTitle,
    meta_description: spec.metaDescription,
    meta_robots: spec.robots ?? 'index,follow',
    url_key: spec.urlKey,
    page_title: spec.pageTitle,
    logo_color: spec.logoColor ?? 'dark',
    parent_page: spec.parent ?? null,
    navigation_list: (spec.navigation ?? []).map((item) => ({ navigation_title: item.title, navigation_item: item.link })),
    sort_order_in_hierarchy: spec.sortOrder ?? 0,
    body: spec.body,
  };
}

/** `T('nl text', 'en text', 'de text')` picks the text of one language. */
export function translator(lang: Lang): (nl: string, en: string, de: string) => string {
  return (nl, en, de) => ({ nl, en, de })[lang];
}
