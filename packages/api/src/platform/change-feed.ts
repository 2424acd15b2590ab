/**
 * Change notices for in-process caches: triggers on the reference tables (migration 0003) send
 * `pg_notify('shop_changed', '<table>')`, triggers on the catalogue (migration 0011) send the cache
 * tags of what changed (`#p:12 c:3`, decision 063), and every process listens. PostgreSQL delivers a notice
 * when the writing transaction commits, to every session listening on that database, so several
 * processes on one database learn of a change within milliseconds.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pRetry from 'p-retry';
import pg from 'pg';
import { parseTagNotice } from '@shop/rules';

export const CHANGE_CHANNEL = 'shop_changed';
/** Payloads with this prefix are the feed's own markers (see `sync`), not table names. */
const MARKER_PREFIX = '~sync:';
const SYNC_TIMEOUT_MS = 5_000;

/** What a cache needs to hear from the feed. */
export interface ChangeSubscriber {
  /** Rows of `table` changed (the payload of the notice). */
  changed(table: string): void;
  /** Rows that pages tagged with `tags` show changed (a `#…` notice, decision 063). */
  tagged?(tags: string[]): void;
  /** The connection is lost: notices may be missed until `listening` is called again. */
  lost(): void;
  /** Listening (again): anything read before may be stale. */
  listening(): void;
}

export interface ChangeFeed {
  /** True while notices are being received. */
  readonly listening: boolean;
  /** Times the feed listened again after losing its connection. */
  readonly reconnects: number;
  /** The server process of the listening connection (PostgreSQL), for diagnostics. */
  readonly backendPid: number | null;
  /** Adds a subscriber (told at once if the feed already listens); returns its removal. */
  subscribe(subscriber: ChangeSubscriber): () => void;
  /**
   * Resolves once every change committed before the call has reached the subscribers: a marker
   * notice is sent and awaited, and notices arrive in commit order.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresFeedOptions {
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`, each randomised up to twice as long. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often the idle connection is checked, so a silently dead one is noticed. */
  heartbeatMs?: number;
  /**
   * How long one attempt may take to connect and listen: a server that accepts but never answers
   * (a black-holed address, a stalled proxy) is an attempt that failed, not a start that waits.
   * 0: no limit.
   */
  connectTimeoutMs?: number;
}

/** One attempt to connect and listen may take this long (`PostgresFeedOptions.connectTimeoutMs`). */
export const FEED_CONNECT_TIMEOUT_MS = 5_000;

/** Subscribers, status and sync markers, shared by both databases' feeds. */
abstract class FeedBase implements ChangeFeed {
  readonly #subscribers = new Set<ChangeSubscriber>();
  readonly #markers = new Map<string, () => void>();
  readonly #markerPrefix = `${MARKER_PREFIX}${randomBytes(6).toString('hex')}:`;
  #markerCount = 0;
  #listening = false;
  #everListened = false;
  reconnects = 0;
  backendPid: number | null = null;

  get listening(): boolean {
    return this.#listening;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    if (this.#listening) subscriber.listening();
    return () => this.#subscribers.delete(subscriber);
  }

  async sync(): Promise<void> {
    const marker = `${this.#markerPrefix}${++this.#markerCount}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve, reject) => {
      this.#markers.set(marker, resolve);
      timer = setTimeout(() => {
        this.#markers.delete(marker);
        reject(new Error(`No change notice arrived within ${SYNC_TIMEOUT_MS} ms`));
      }, SYNC_TIMEOUT_MS);
    });
    try {
      await this.sendNotice(marker);
      await arrived;
    } finally {
      clearTimeout(timer);
      this.#markers.delete(marker);
    }
  }

  abstract close(): Promise<void>;
  protected abstract sendNotice(payload: string): Promise<void>;

  protected receive(payload: string): void {
    if (payload.startsWith(MARKER_PREFIX)) {
      this.#markers.get(payload)?.();
      return;
    }
    const tags = parseTagNotice(payload);
    for (const subscriber of this.#subscribers) {
      if (tags === null) subscriber.changed(payload);
      else subscriber.tagged?.(tags);
    }
  }

  protected setListening(): void {
    if (this.#everListened) this.reconnects += 1;
    this.#everListened = true;
    this.#listening = true;
    for (const subscriber of this.#subscribers) subscriber.listening();
    // Whatever was committed before is now irrelevant: subscribers have just started over.
    for (const resolve of this.#markers.values()) resolve();
  }

  protected setLost(): void {
    if (!this.#listening) return;
    this.#listening = false;
    for (const subscriber of this.#subscribers) subscriber.lost();
  }
}

class PgliteFeed extends FeedBase {
  readonly client: PGlite;
  #unlisten: (() => Promise<void>) | null = null;

  constructor(client: PGlite) {
    super();
    this.client = client;
  }

  async start(): Promise<void> {
    // PGlite runs in this process and calls back before the writing statement's promise resolves.
    this.#unlisten = await this.client.listen(CHANGE_CHANNEL, (payload) => this.receive(payload));
    this.setListening();
  }

  protected override async sendNotice(payload: string): Promise<void> {
    await this.client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
  }

  override async close(): Promise<void> {
    this.setLost();
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    if (unlisten && !this.client.closed) await unlisten().catch(() => undefined);
  }
}

/** One dedicated connection (not a pool client: LISTEN belongs to a session), reconnecting with backoff (p-retry). */
class PostgresFeed extends FeedBase {
  readonly #url: string;
  readonly #backoffMs: number;
  readonly #maxBackoffMs: number;
  readonly #heartbeatMs: number;
  readonly #connectTimeoutMs: number;
  #client: pg.Client | null = null;
  #closed = false;
  /** Stops the reconnection attempts on close. */
  readonly #stop = new AbortController();
  #reconnecting: Promise<void> | null = null;
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(url: string, options: PostgresFeedOptions) {
    super();
    this.#url = url;
    this.#backoffMs = options.backoffMs ?? 100;
    this.#maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.#heartbeatMs = options.heartbeatMs ?? 15_000;
    this.#connectTimeoutMs = options.connectTimeoutMs ?? FEED_CONNECT_TIMEOUT_MS;
  }

  /** Resolves after the first attempt; when it fails, the feed keeps trying in the background. */
  async start(): Promise<void> {
    await this.#connect().catch(() => this.#reconnect());
    this.#heartbeat = setInterval(() => void this.#check(), this.#heartbeatMs);
    this.#heartbeat.unref();
  }

  protected override async sendNotice(payload: string): Promise<void> {
    const client = this.#client;
    if (!client) throw new Error('The change feed is reconnecting');
    await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
  }

  override async close(): Promise<void> {
    this.#closed = true;
    this.#stop.abort();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = null;
    this.setLost();
    if (client) await client.end().catch(() => undefined);
  }

  /** One attempt to connect and listen; throws when it fails. */
  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#url,
      keepAlive: true,
      application_name: 'shop-change-feed',
      connectionTimeoutMillis: this.#connectTimeoutMs,
      // LISTEN and the backend's pid answer at once on a server that answers at all.
      query_timeout: this.#connectTimeoutMs,
    });
    this.#client = client;
    client.on('error', () => this.#drop(client));
    client.on('end', () => this.#drop(client));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) this.receive(message.payload ?? '');
    });
    let pid: number | null;
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      pid = rows[0]?.pid ?? null;
    } catch (error) {
      this.#forget(client);
      throw error;
    }
    // Closed while connecting: this connection is nobody's any more.
    if (this.#client !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    this.backendPid = pid;
    this.setListening();
  }

  /** Forgets a broken connection and connects anew; late events of old connections are ignored. */
  #drop(client: pg.Client): void {
    if (this.#forget(client)) this.#reconnect();
  }

  /** Forgets `client` when it is the current connection; returns whether it was. */
  #forget(client: pg.Client): boolean {
    if (this.#client !== client) return false;
    this.#client = null;
    this.backendPid = null;
    this.setLost();
    client.end().catch(() => undefined);
    return true;
  }

  /**
   * Connects again with exponential backoff, randomised so many processes do not reconnect in
   * lockstep after a server restart, until it listens again or the feed is closed.
   */
  #reconnect(): void {
    if (this.#closed || this.#reconnecting) return;
    this.#reconnecting = pRetry(() => this.#connect(), {
      retries: Infinity,
      factor: 2,
      minTimeout: this.#backoffMs,
      maxTimeout: this.#maxBackoffMs,
      randomize: true,
      unref: true,
      signal: this.#stop.signal,
    })
      .catch(() => undefined)
      .finally(() => {
        this.#reconnecting = null;
        // Lost again in the moment between listening and here: start over.
        if (!this.#client && !this.#closed) this.#reconnect();
      });
  }

  /** A connection that no longer answers (e.g. a half-open TCP connection) is replaced. */
  async #check(): Promise<void> {
    const client = this.#client;
    if (!client || !this.listening) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timed out')), Math.max(1_000, this.#heartbeatMs / 2));
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch {
      this.#drop(client);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Listens on an embedded database. */
export async function listenPglite(client: PGlite): Promise<ChangeFeed> {
  const feed = new PgliteFeed(client);
  await feed.start();
  return feed;
}

/** Listens on a PostgreSQL server through its own connection. */
export async function listenPostgres(url: string, options: PostgresFeedOptions = {}): Promise<ChangeFeed> {
  const feed = new PostgresFeed(url, options);
  await feed.start();
  return feed;
}
