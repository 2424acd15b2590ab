/**
 * The store configuration (M10; decision 057): one query without variables (the storefront's
 * `StoreConfiguration` document, so the fields a page reads are asked in one place), asked when the
 * server starts, answers every store's configuration (`availableStores`, each a whole `storeConfig`), the
 * default store's `storeConfig` and the countries. Routing (stores.ts), public addresses and every
 * page's shell read this snapshot; no page request asks for it again. It is asked anew every
 * minute in the background, so every process shows a change staff make within a minute; a failed
 * refresh keeps the snapshot it has.
 */
import type { Logger } from 'pino';
import { createApiClient, type ApiTransport } from '@shop/api/client';
import { StoreConfigurationDocument, type StoreConfigurationQuery } from '@shop/storefront/documents';
import type { StoreSummary } from './stores.ts';

export type StoreConfigurationAnswer = StoreConfigurationQuery;
type StoreConfigFields = StoreConfigurationAnswer['availableStores'][number];

/**
 * What a page's loaders get of the snapshot (the storefront's `context.store`): its store's
 * configuration and the store list, the storefront's `ShellStoreFields`. The
 * countries stay with the snapshot: they are named in the default store's language, and the pages
 * with an address form ask their store's with the page (decision 057).
 */
export interface StoreOfRequest {
  storeConfig: StoreConfigFields;
  availableStores: StoreConfigFields[];
}

/** How old a snapshot may get before it is asked anew; every process agrees within this time. */
export const STORE_CONFIGURATION_REFRESH_MS = 60_000;
/** Waits between attempts while the API cannot answer at start: doubling from the first to the last. */
export const STORE_CONFIGURATION_RETRY_MS = { first: 500, max: 30_000 };

/** The API answered no store configuration yet: pages answer 503 until it does. */
export class StoreConfigurationUnavailable extends Error {
  readonly status = 503;
  constructor() {
    super('store configuration not loaded yet');
    this.name = 'StoreConfigurationUnavailable';
  }
}

export interface StoreConfiguration {
  /** Settles when the first snapshot is in (it keeps trying until then, unless stopped). */
  readonly ready: Promise<void>;
  /** The snapshot, or null while the first answer has not come. */
  current(): StoreConfigurationAnswer | null;
  /** The stores for routing; rejects with a 503 while the first answer has not come. */
  stores(): Promise<StoreSummary[]>;
  /** The snapshot as a page in `storeCode` reads it; throws a 503 while the first answer has not come. */
  forStore(storeCode: string): StoreOfRequest;
  stop(): void;
}

export interface StoreConfigurationOptions {
  transport: ApiTransport;
  log: Logger;
  refreshMs?: number;
  retryMs?: { first: number; max: number };
}

/** Asks the store configuration now, again after failures (with backoff) and every `refreshMs` after. */
export function startStoreConfiguration(options: StoreConfigurationOptions): StoreConfiguration {
  const { transport, log, refreshMs = STORE_CONFIGURATION_REFRESH_MS, retryMs = STORE_CONFIGURATION_RETRY_MS } = options;
  const client = createApiClient({ transport, storeCode: null });
  let snapshot: StoreConfigurationAnswer | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const load = async (reason: 'start' | 'refresh') => {
    const started = Date.now();
    const answer = await client.query(StoreConfigurationDocument);
    snapshot = answer;
    log.info(
      { reason, stores: answer.availableStores.length, countries: answer.countries.length, ms: Date.now() - started },
      'store configuration loaded',
    );
  };

  const later = (ms: number, run: () => void) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    // A waiting refresh never keeps the process alive.
    timer.unref();
  };

  const refresh = () => {
    load('refresh')
      .catch((error: unknown) => log.warn({ err: error }, 'store configuration could not be refreshed; keeping the one loaded'))
      .finally(() => later(refreshMs, refresh));
  };

  const ready = new Promise<void>((resolve) => {
    const attempt = (wait: number) => {
      if (stopped) return resolve();
      load('start').then(
        () => {
          resolve();
          later(refreshMs, refresh);
        },
        (error: unknown) => {
          log.warn({ err: error, retryInMs: wait }, 'store configuration could not be loaded at start; pages answer 503 until it is');
          later(wait, () => attempt(Math.min(wait * 2, retryMs.max)));
        },
      );
    };
    attempt(retryMs.first);
  });

  const loaded = (): StoreConfigurationAnswer => {
    if (!snapshot) throw new StoreConfigurationUnavailable();
    return snapshot;
  };

  return {
    ready,
    current: () => snapshot,
    stores: () => {
      try {
        return Promise.resolve(loaded().availableStores);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    forStore(storeCode) {
      const { availableStores, storeConfig } = loaded();
      const own =
        availableStores.find((store) => store.store_code === storeCode) ??
        availableStores.find((store) => store.store_code === storeConfig.code) ??
        availableStores[0];
      if (!own) throw new StoreConfigurationUnavailable();
      return { storeConfig: own, availableStores };
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
