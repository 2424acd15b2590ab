import type { AppLoadContext } from 'react-router';
import type { ShellStoreFieldsFragment } from './graphql/graphql.ts';
import type { ApiClient } from './lib/api.server.ts';

/** What the server hands every loader and action (see server/src/storefront.ts). */
export interface ShopLoadContext {
  api: ApiClient;
  storeCode: string;
  /**
   * The request's store configuration and the store list, from the snapshot the server loads at
   * start and refreshes every minute (M10; decision 057): no page asks the API for them.
   */
  store: ShellStoreFieldsFragment;
  /** nl | en | de: the language of the store's texts. */
  language: 'nl' | 'en' | 'de';
  requestId: string;
  isProduction: boolean;
  /** True when the shopper reached us over https (directly or through a TLS proxy): cookies get `Secure`. */
  secureCookies: boolean;
  /** This response's Content-Security-Policy nonce: every inline script the page writes carries it. */
  cspNonce?: string;
  /**
   * The page is one every shopper gets alike (a catalogue or content page: decision 064): it is
   * rendered as for a guest, the API client carries no login, and nothing personal (cart, login,
   * wishlist) is read or written; the browser asks `/session.json` for those after the page.
   */
  sharedPage?: boolean;
  /** Logs from loaders and actions end up in the server's JSON log with the request id. */
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/**
 * What a page's server function reads of its loader's or action's arguments: the request and the
 * shop's context. Route modules re-export such functions as their `loader` and `action`.
 */
export interface RequestArgs {
  request: Request;
  context: AppLoadContext;
}

declare module 'react-router' {
  // Module augmentation: the load context is exactly the shop's context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
