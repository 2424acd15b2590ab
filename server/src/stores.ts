import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { cookies, STORE_QUERY_PARAM, type StoreAddressInput } from '@shop/rules';

/** A store as routing reads it from the store configuration (store-configuration.ts). */
export interface StoreSummary {
  store_code: string;
  language: string;
  base_url: string;
  /** The https address, when the store configures one apart from base_url. */
  secure_base_url?: string | null;
  is_default_store: boolean;
}

/** The locale cookie (CK3; decision 010): the store chosen with the language switcher. */
export const STORE_COOKIE = cookies.locale.name;
const STORE_COOKIE_MAX_AGE_MS = cookies.locale.maxAgeSeconds * 1000;

/** The stores as the address rules take them (decision 046): default store first, secure address preferred. */
export function storeAddressInputs(stores: readonly StoreSummary[]): StoreAddressInput[] {
  return [...stores]
    .sort((a, b) => Number(b.is_default_store) - Number(a.is_default_store))
    .map((store) => ({ code: store.store_code, baseUrl: store.secure_base_url || store.base_url }));
}

/** The path that selects a store (spec 000 §2 language switcher): /nl/, /en/ (also gb), /{code}/. */
function storeForSwitchPath(path: string, stores: StoreSummary[]): StoreSummary | undefined {
  const match = /^\/([a-z]{2})\/?$/.exec(path);
  if (!match) return undefined;
  return stores.find((s) => s.store_code === match[1]);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The store a page's `?store={code}` names (decision 046: stores sharing a host), if it is one. */
function storeForQuery(req: Request, stores: StoreSummary[]): StoreSummary | undefined {
  const value = (req.query as Record<string, unknown>)[STORE_QUERY_PARAM];
  return typeof value === 'string' ? stores.find((s) => s.store_code === value) : undefined;
}

function rememberStore(req: Request, res: Response, code: string): void {
  res.cookie(STORE_COOKIE, code, {
    maxAge: STORE_COOKIE_MAX_AGE_MS,
    path: '/',
    sameSite: 'lax',
    // Cookies are Secure whenever the shopper came over https (CK1); plain http is local use.
    secure: req.protocol === 'https',
  });
}

/**
 * The store a request shows, without side effects: the switch path `/{code}/`, a page's
 * `?store={code}`, the store cookie, the one store whose base_url host is this host, the default store.
 */
export function storeOfRequest(req: Request, list: StoreSummary[]): StoreSummary | undefined {
  const fromCookie = parseCookies(req.get('cookie') ?? '')[STORE_COOKIE];
  // req.host: the Host header, or X-Forwarded-Host from a proxy TRUST_PROXY names.
  const hostStores = list.filter((s) => hostOf(s.base_url) === req.host);
  return (
    storeForSwitchPath(req.path, list) ??
    storeForQuery(req, list) ??
    list.find((s) => s.store_code === fromCookie) ??
    (hostStores.length === 1 ? hostStores[0] : undefined) ??
    list.find((s) => s.is_default_store) ??
    list[0]
  );
}

/**
 * Chooses the store for each storefront request (storeOfRequest): `/{code}/` sets the store cookie
 * (365 days) and redirects home (M6); a page's `?store={code}` (the address of a store on a host it
 * shares, decision 046) shows that store and remembers it.
 */
export function storeSelection(stores: () => Promise<StoreSummary[]>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const list = await stores();
      const chosen = storeForSwitchPath(req.path, list);
      if (chosen) {
        rememberStore(req, res, chosen.store_code);
        res.redirect(302, '/');
        return;
      }
      const fromQuery = storeForQuery(req, list);
      if (fromQuery && fromQuery.store_code !== parseCookies(req.get('cookie') ?? '')[STORE_COOKIE]) {
        rememberStore(req, res, fromQuery.store_code);
      }
      const store = storeOfRequest(req, list);
      res.locals.storeCode = store?.store_code ?? 'nl';
      res.locals.language = store?.language ?? 'nl';
      next();
    } catch (error) {
      next(error);
    }
  };
}
