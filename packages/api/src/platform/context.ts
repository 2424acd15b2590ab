import type DataLoader from 'dataloader';
import type { Db, DbOrTx } from './db.ts';
import type { StoreRow } from '../store/service.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import type { RateLimits } from '../ratelimit/limits.ts';

/** Everything a resolver or service needs to know about the request (STYLE §3). */
// A type alias (not an interface) so it satisfies Yoga's Record<string, any> context constraint.
export type RequestContext = {
  db: Db;
  store: StoreRow;
  /** nl | en | de: the language of the store's texts. */
  language: string;
  /** The raw Bearer token, when one was sent. */
  customerToken: string | null;
  requestId: string;
  log: Logger;
  /** Per-request DataLoaders, created lazily by the domains that need them. */
  loaders: Map<string, DataLoader<unknown, unknown>>;
  now: () => Date;
  /** The shop's e-mail (outbox, then SMTP); send after the causing transaction committed. */
  mail: Mailer;
  /**
   * The origin the shop's server decided this request reached (decision 046): where the links of a
   * store without a public address of its own lead. Null or absent: the store's configured address.
   */
  publicOrigin?: string | null;
  /** The client's IP address (Express's `req.ip`); null for the server's own calls in process. */
  clientAddress?: string | null;
  /** Hits per client address and account (ratelimit/limits.ts); absent: nothing is limited. */
  rateLimits?: RateLimits;
  /**
   * Where the request's cache tags go (decision 063): what the answer was read from (products,
   * listings), for the page cache that asked. Absent: nobody collects.
   */
  cacheTags?: Set<string> | undefined;
};

/** Notes that the answer was read from what `tags` name (`@shop/rules` productTag, categoryTag …). */
export function tagRead(ctx: Pick<RequestContext, 'cacheTags'>, ...tags: string[]): void {
  const collector = ctx.cacheTags;
  if (collector) for (const tag of tags) collector.add(tag);
}

/**
 * What a command needs of the request: the database and the clock. A resolver passes its whole
 * context; the staff console, the command line and the tabletop service build one of their own
 * (`{ db, now }`; inside a transaction, `{ db: tx, now }`), so every caller runs the same commands.
 */
export interface CommandContext {
  db: DbOrTx;
  now: () => Date;
}

/** Returns the request's DataLoader for `key`, creating it on first use. */
export function loader<K, V>(ctx: RequestContext, key: string, create: () => DataLoader<K, V>): DataLoader<K, V> {
  // A key names one loader, which its domain always creates with the same key and value types.
  let found = ctx.loaders.get(key) as DataLoader<K, V> | undefined;
  if (!found) {
    found = create();
    ctx.loaders.set(key, found);
  }
  return found;
}
