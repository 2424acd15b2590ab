import { rememberSize, sizeAdvice, sizing, SIZING_SESSION_ID } from '@shop/rules';
import { storedArray } from '../../lib/stored-list.ts';
import { readCookie } from '../consent/consent.ts';

/**
 * The sizing service as the storefront sees it (L22, L23; decision 053). Our own implementation
 * sits behind it; a vendor's would replace this one object.
 */
export interface SizingService {
  /** A new session id from the service. */
  startSession(): Promise<string>;
  /** The size to advise for a model offered in `sizes`, or null. */
  advise(sizes: readonly string[]): string | null;
  /** The shopper chose `size`: it counts for later advice. */
  remember(size: string): void;
}

function history(): string[] {
  try {
    return storedArray(localStorage.getItem(sizing.historyKey)).filter((entry): entry is string => typeof entry === 'string');
  } catch {
    return [];
  }
}

/** The shop's own sizing service: sessions from `GET /sizing/session`, advice from the shopper's size history in this browser. */
export const ownSizingService: SizingService = {
  async startSession() {
    const response = await fetch(sizing.sessionPath, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { id?: unknown };
    if (!response.ok || typeof body.id !== 'string' || !SIZING_SESSION_ID.test(body.id))
      throw new Error(`no sizing session (${response.status})`);
    return body.id;
  },
  advise: (sizes) => sizeAdvice(history(), sizes),
  remember(size) {
    try {
      localStorage.setItem(sizing.historyKey, JSON.stringify(rememberSize(history(), size)));
    } catch {
      // Without storage there is no history, and no advice: nothing else changes.
    }
  },
};

/** The session id in the sizing cookie, when it holds one. */
export function sizingSessionId(cookieHeader: string): string | null {
  const id = readCookie(cookieHeader, sizing.cookie.name);
  return id && SIZING_SESSION_ID.test(id) ? id : null;
}

/** The cookie that keeps a session id (30 days, path /, readable by the page's script). */
export function sizingSessionCookie(id: string, secure: boolean): string {
  return `${sizing.cookie.name}=${id}; Max-Age=${sizing.cookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
