import type { ApiClient } from './lib/api.server.ts';

/** What the server hands every loader and action (see server/src/storefront.ts). */
export interface ShopLoadContext {
  api: ApiClient;
  storeCode: string;
  /** nl | en | de: the language of the store's texts. */
  language: 'nl' | 'en' | 'de';
  requestId: string;
  isProduction: boolean;
  /** Logs from loaders and actions end up in the server's JSON log with the request id. */
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}
