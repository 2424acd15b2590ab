import { storeLocator } from '@shop/rules';
import type { AppLoadContext } from 'react-router';
import { createIntl } from '../../lib/i18n/intl.tsx';
import { notFound } from '../../lib/not-found.server.ts';
import { skippedBlockReporter, toContentPageData, type ContentPageData } from '../content/content-view.ts';
import { messages } from './messages.ts';
import { StoreLocationQuery, StoreLocatorQuery } from './stores-query.ts';
import { toStoreView, type StoreView } from './stores-view.ts';

/** The spec's page size for the store locator (001 §9; SL4). */

export type LocatorKind = 'stores' | 'brandstores';

/** A locator page: the CMS page's intro and meta (SL7) and the shops in position order. */
export interface StoreLocatorData {
  kind: LocatorKind;
  content: ContentPageData | null;
  stores: StoreView[];
  total: number;
  meta: StoreMeta;
}

/** Head tags: the CMS page's meta_title and meta_description (SL7); a shop's page words its own in the store's language. */
export interface StoreMeta {
  title: string;
  description: string | null;
  robots: string | null;
}

export interface StorePageData {
  store: StoreView;
  meta: StoreMeta;
  /** The locator's name in the breadcrumb trail of the structured data. */
  allStoresLabel: string;
}

/** `/winkels/` lists every active shop, `/brandstores/` the brand stores only (SL1, SL2, SL4, SL7). */
export async function loadStoreLocator(context: AppLoadContext, kind: LocatorKind): Promise<StoreLocatorData> {
  const uid = kind === 'brandstores' ? 'brandstores' : 'winkels';
  const { storeLocations } = await context.api.query(StoreLocatorQuery, {
    uid,
    lang: context.language,
    pageSize: storeLocator.pageSize,
    brandstoresOnly: kind === 'brandstores',
  });
  const content = storeLocations.page
    ? toContentPageData(storeLocations.page, { onSkipBlock: skippedBlockReporter(context.isProduction, uid) })
    : null;
  const intl = createIntl(context.language, messages[context.language]);
  return {
    kind,
    content,
    meta: {
      title:
        content?.meta.title ?? intl.formatMessage({ id: kind === 'brandstores' ? 'stores.brandstores.metaTitle' : 'stores.metaTitle' }),
      description: content?.meta.description ?? null,
      robots: content?.meta.robots ?? null,
    },
    stores: storeLocations.locations.map((location) => toStoreView(location, context.language)),
    total: storeLocations.total,
  };
}

/** `/winkels/{url_key}/`: one active shop; an unknown or closed shop is the 404 page. */
export async function loadStorePage(context: AppLoadContext, urlKey: string): Promise<StorePageData> {
  const key = urlKey.trim().toLowerCase();
  if (key === '' || key.length > storeLocator.maxUrlKeyLength || !/^[a-z0-9-]+$/.test(key)) return notFound(context);
  const { storeLocation } = await context.api.query(StoreLocationQuery, { urlKey: key });
  if (!storeLocation) return notFound(context);
  const store = toStoreView(storeLocation, context.language);
  const intl = createIntl(context.language, messages[context.language]);
  // The shop's title and introduction in the store's language, whichever country the shop is in (SL7).
  const place = { name: store.name, street: store.streetLine, city: storeLocation.city };
  return {
    store,
    meta: {
      title: intl.formatMessage({ id: 'stores.page.metaTitle' }, place),
      description: intl.formatMessage({ id: 'stores.page.intro' }, place),
      robots: null,
    },
    allStoresLabel: intl.formatMessage({ id: 'stores.allStores' }),
  };
}
