import type { NextFunction, Request, Response } from 'express';
import { isLoopbackHostname } from '@shop/rules';
import type { StoreSummary } from './stores.ts';

/**
 * The one place that decides the shop's public address for a request (decision 037): redirects,
 * canonical and alternate links, structured data, sitemaps and robots.txt all take it from here,
 * never from a header a client can choose.
 *
 * - The request's own address (`req.protocol://req.host`: the Host header, or X-Forwarded-* from a
 *   proxy TRUST_PROXY names) is used only when a store's base URL names that host.
 * - A host no store names gets the default store's configured address, once a store names a public
 *   (not loopback) address.
 * - The demo names only `localhost`: there the request's own address is used, and a page for a
 *   host that is neither configured nor loopback is answered `private, no-store`, so no shared
 *   cache keeps a page that links to an address a client made up.
 */
export interface PublicOrigin {
  /** Scheme, host and port, no slash: `https://shop.example`. */
  origin: string;
  /** False when the address came from an unknown host: the answer must not be shared by caches. */
  recognised: boolean;
  /** Every address a store names (base and secure base URL). */
  configured: readonly string[];
  /** Whether a store names an address that is not loopback: then no address is taken from a request. */
  configuredPublic: boolean;
}

const LOCALS_KEY = 'publicOrigin';

/** The origin of an http(s) address, or null for anything else. */
export function httpOrigin(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: addresses only this machine reaches. */
export const isLoopbackHost = isLoopbackHostname;

/**
 * The request's own address, or null when the host cannot be part of an address (`[::1`, `a b`,
 * `a/b`): such a request names no page of ours.
 */
export function requestOrigin(req: Request): string | null {
  const host = (req.host ?? '').toLowerCase();
  // A path, query, fragment, user or space in it would move the address somewhere else.
  if (host === '' || /[/\\?#@\s]/.test(host)) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The address the connection truly reached: this socket's own address and port (plain http). */
export function socketOrigin(req: Request): string | null {
  const address = req.socket?.localAddress;
  const port = req.socket?.localPort;
  if (!address || !port) return null;
  const host = address.replace(/^::ffff:/i, '');
  try {
    return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
  } catch {
    return null;
  }
}

/** Whether this request came from a proxy TRUST_PROXY names (then its X-Forwarded-* count). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const peer = req.socket?.remoteAddress;
  return typeof trust === 'function' && typeof peer === 'string' && trust(peer, 0);
}

/**
 * The request's own address when the shop can vouch for it (decision 046), else null: as a proxy
 * TRUST_PROXY names says it, or, reached directly, a Host that names the port the connection reached
 * and its address (that IP, or a loopback name on a loopback connection). A made-up Host is no
 * address of ours, however the request carries it.
 */
export function vouchedOrigin(req: Request): string | null {
  const own = requestOrigin(req);
  if (!own) return null;
  if (fromTrustedProxy(req)) return own;
  const socket = socketOrigin(req);
  if (!socket) return null;
  const asked = new URL(own);
  const reached = new URL(socket);
  if (asked.protocol !== 'http:' || (asked.port || '80') !== (reached.port || '80')) return null;
  if (asked.hostname === reached.hostname) return own;
  return isLoopbackHost(asked.hostname) && isLoopbackHost(reached.hostname) ? own : null;
}

/** Where a request reached the shop: its vouched address, else the socket's own (never a made-up Host). */
export function reachedOrigin(req: Request): { origin: string; vouched: boolean } | null {
  const vouched = vouchedOrigin(req);
  if (vouched) return { origin: vouched, vouched: true };
  const socket = socketOrigin(req);
  return socket ? { origin: socket, vouched: false } : null;
}

interface ConfiguredAddresses {
  /** Every origin a store names, secure first. */
  all: string[];
  /** Whether one of them is not loopback. */
  anyPublic: boolean;
  /** The default store's public origin (secure first), else the first public one. */
  fallback: string | null;
}

/** The stores' addresses, worked out once per list (the store directory keeps one list a minute). */
const configuredCache = new WeakMap<readonly StoreSummary[], ConfiguredAddresses>();

function configuredAddresses(stores: readonly StoreSummary[]): ConfiguredAddresses {
  const cached = configuredCache.get(stores);
  if (cached) return cached;
  const originsOf = (list: readonly StoreSummary[]) =>
    list.flatMap((store) => [httpOrigin(store.secure_base_url), httpOrigin(store.base_url)]).filter((o): o is string => o !== null);
  const isPublic = (origin: string) => !isLoopbackHost(new URL(origin).hostname);
  const all = [...new Set(originsOf(stores))];
  const defaultFirst = [...stores].sort((a, b) => Number(b.is_default_store) - Number(a.is_default_store));
  const result = { all, anyPublic: all.some(isPublic), fallback: originsOf(defaultFirst).find(isPublic) ?? null };
  configuredCache.set(stores, result);
  return result;
}

/**
 * The decision for one request's own address, given the stores' configured base URLs. `reached` is
 * where the connection truly arrived (reachedOrigin); by default the own address, vouched for when loopback.
 */
export function decideOrigin(
  own: string,
  stores: readonly StoreSummary[],
  reached: { origin: string; vouched: boolean } = { origin: own, vouched: isLoopbackHost(new URL(own).hostname) },
): PublicOrigin {
  const { all: configured, anyPublic: configuredPublic, fallback } = configuredAddresses(stores);
  const ownUrl = new URL(own);
  const sameHost = configured.filter((origin) => new URL(origin).host === ownUrl.host);
  if (sameHost.length > 0) {
    // The scheme the shopper used when it is configured, else the secure one.
    const origin = sameHost.find((o) => o === own) ?? sameHost.find((o) => o.startsWith('https:')) ?? sameHost[0]!;
    return { origin, recognised: true, configured, configuredPublic };
  }
  if (configuredPublic) return { origin: fallback ?? own, recognised: true, configured, configuredPublic };
  // No store names a public address (the demo): the address the request reached, if ours (decision 046).
  return { origin: reached.origin, recognised: reached.vouched, configured, configuredPublic };
}

/** The decision made for this request, when the middleware ran. */
export function publicOriginOf(res: Response): PublicOrigin | undefined {
  return res.locals[LOCALS_KEY] as PublicOrigin | undefined;
}

/**
 * Decides the public address of every storefront request; a Host that cannot be part of an
 * address answers 400 with the shop's error page.
 */
export function publicOrigins(stores: () => Promise<readonly StoreSummary[]>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const own = requestOrigin(req);
    if (!own) return next(Object.assign(new Error('malformed host'), { status: 400 }));
    try {
      res.locals[LOCALS_KEY] = decideOrigin(own, await stores(), reachedOrigin(req) ?? undefined);
      next();
    } catch (error) {
      next(error);
    }
  };
}
