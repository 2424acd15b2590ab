/**
 * The checkout's tabletop session check (000 §4, T3–T7, T9), without React: on start and then every
 * 1000 ms it asks the session service about the device's session. OPEN keeps it (cookies until its
 * ttlDt, the cart flagged by the server); EXPIRED or CLOSED refreshes it and keeps the new one the
 * same way; anything else deletes both cookies and clears the cart's flag. A service that cannot be
 * reached (network error, 5xx, timeout) changes nothing: the next tick asks again (T8). Only
 * services on the allow-list are ever asked (T9). Everything it touches comes in as `deps`, so the
 * tests drive it with a fake clock and a fake fetch.
 */
import { allowedInStoreBase, cookies, isInStoreSessionId, timings } from '@shop/rules';

export interface InStoreSessionRef {
  /** The service's base url as the allow-list spells it (absolute, or a path on the shop's origin). */
  base: string;
  id: string;
}

export interface ValidatorResponse {
  status: number;
  json(): Promise<unknown>;
}

export interface ValidatorDeps {
  fetch(url: string): Promise<ValidatorResponse>;
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string, expires: Date): void;
  deleteCookie(name: string): void;
  /** Asks the shop's server to flag the cart for this session (it checks the session itself). */
  flagCart(sessionId: string): void;
  /** Asks the shop's server to clear the cart's flag. */
  unflagCart(): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * The session a checkout page starts with (T3): `xsattbaseurl` and `xsattsessionid` from the query
 * when the base is allowed, otherwise the cookies (their base allowed too); null without one.
 */
export function startingSession(
  search: string,
  readCookie: (name: string) => string | null,
  allowed: readonly string[],
  origin: string,
): InStoreSessionRef | null {
  const query = new URLSearchParams(search);
  const queryBase = allowedInStoreBase(query.get('xsattbaseurl'), allowed, origin);
  const queryId = query.get('xsattsessionid');
  if (queryBase && isInStoreSessionId(queryId)) return { base: queryBase, id: queryId };
  const cookieBase = allowedInStoreBase(readCookie(cookies.inStoreBaseUrl.name), allowed, origin);
  const cookieId = readCookie(cookies.inStoreOrder.name);
  if (cookieBase && isInStoreSessionId(cookieId)) return { base: cookieBase, id: cookieId };
  return null;
}

type Outcome = { kind: 'open'; id: string; ttl: Date } | { kind: 'refresh' } | { kind: 'other' } | { kind: 'unreachable' };

function parseTtl(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function readJson(response: ValidatorResponse): Promise<Record<string, unknown> | null> {
  try {
    const body = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class InStoreValidator {
  private session: InStoreSessionRef | null;
  private timer: unknown = null;
  private inFlight = false;
  /** The session the cart was last asked to be flagged for: asked once per session, not every second. */
  private flaggedFor: string | null;
  private written: string | null = null;

  constructor(
    private readonly deps: ValidatorDeps,
    start: InStoreSessionRef | null,
    /** The session the cart is already flagged for on the server, when known. */
    cartFlaggedFor: string | null = null,
  ) {
    this.session = start;
    this.flaggedFor = cartFlaggedFor;
  }

  /** The session being checked, or null once it was dropped. */
  get current(): InStoreSessionRef | null {
    return this.session;
  }

  /** Checks now, then every 1000 ms (000 §9) until stopped or the session is dropped. */
  start(): void {
    if (!this.session || this.timer !== null) return;
    void this.tick();
    this.timer = this.deps.setInterval(() => void this.tick(), timings.instorePollMs);
  }

  stop(): void {
    if (this.timer !== null) this.deps.clearInterval(this.timer);
    this.timer = null;
  }

  /** One check; a check still waiting for its answer makes the next tick skip. */
  async tick(): Promise<void> {
    const session = this.session;
    if (!session || this.inFlight) return;
    this.inFlight = true;
    try {
      const outcome = await this.check(session, `/sessions/${encodeURIComponent(session.id)}`, true);
      if (outcome.kind === 'refresh') {
        this.apply(session, await this.check(session, `/sessions/${encodeURIComponent(session.id)}/refresh`, false));
      } else {
        this.apply(session, outcome);
      }
    } finally {
      this.inFlight = false;
    }
  }

  private async check(session: InStoreSessionRef, path: string, withStatus: boolean): Promise<Outcome> {
    let response: ValidatorResponse;
    try {
      response = await this.deps.fetch(`${session.base}${path}`);
    } catch {
      return { kind: 'unreachable' };
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) return { kind: 'unreachable' };
    if (response.status !== 200) return { kind: 'other' };
    const body = await readJson(response);
    if (!body) return { kind: 'unreachable' };
    const ttl = parseTtl(body.ttlDt);
    const id = typeof body.id === 'string' && isInStoreSessionId(body.id) ? body.id : null;
    if (!withStatus) return id && ttl ? { kind: 'open', id, ttl } : { kind: 'other' };
    if (body.status === 'OPEN') return ttl ? { kind: 'open', id: session.id, ttl } : { kind: 'other' };
    if (body.status === 'EXPIRED' || body.status === 'CLOSED') return { kind: 'refresh' };
    return { kind: 'other' };
  }

  private apply(session: InStoreSessionRef, outcome: Outcome): void {
    if (outcome.kind === 'unreachable') return;
    if (outcome.kind === 'open') {
      this.keep({ base: session.base, id: outcome.id }, outcome.ttl);
      return;
    }
    // Any other answer (T7), a refused refresh (410) included: forget the session everywhere.
    this.session = null;
    this.stop();
    this.deps.deleteCookie(cookies.inStoreOrder.name);
    this.deps.deleteCookie(cookies.inStoreBaseUrl.name);
    this.written = null;
    this.flaggedFor = null;
    this.deps.unflagCart();
  }

  private keep(session: InStoreSessionRef, ttl: Date): void {
    this.session = session;
    const stamp = `${session.base} ${session.id} ${ttl.toISOString()}`;
    if (this.written !== stamp) {
      this.deps.writeCookie(cookies.inStoreOrder.name, session.id, ttl);
      this.deps.writeCookie(cookies.inStoreBaseUrl.name, session.base, ttl);
      this.written = stamp;
    }
    if (this.flaggedFor !== session.id) {
      this.flaggedFor = session.id;
      this.deps.flagCart(session.id);
    }
  }
}
