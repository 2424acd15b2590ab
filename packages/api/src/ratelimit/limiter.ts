/**
 * The counters behind RATE_LIMITS (decision 034). On PostgreSQL every process counts in one table
 * (`rate_limits`, one atomic upsert per hit, `rate-limiter-flexible`'s Drizzle store), so a client
 * cannot multiply its share by reaching other workers; with REDIS_URL they count in Redis instead
 * (one Lua script per hit); with the embedded database, which one process owns, in that process's
 * memory. A key over its limit is then refused from memory for the rest of its window without
 * touching the store.
 */
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@shop/rules';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RequestContext } from '../platform/context.ts';
import type { Db } from '../platform/db.ts';
import { RATE_LIMITS, type RateLimitName, type RateLimits, type Window } from './limits.ts';
import { rateLimits } from './tables.ts';

export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS' satisfies ErrorCode;

/** The shop's database: PostgreSQL is shared by every process, the embedded one is owned by one. */
export interface RateLimitStore {
  kind: 'pglite' | 'postgres';
  db: Db;
}

/**
 * The key of a client address: IPv4 as it is (also when written IPv4-mapped), IPv6 by its /64 network,
 * which one subscriber usually holds whole; anything else (a socket without an address) as one key.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** An account as a key: hashed, so the table holds no e-mail addresses and every key has one length. */
function accountKey(account: string): string {
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}

/** The GraphQL error of a refused hit: 429 over HTTP, with the seconds to wait. */
export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new GraphQLError(`Too many requests. Please try again in ${seconds} seconds.`, {
    extensions: {
      code: TOO_MANY_REQUESTS,
      params: { retryAfter: String(seconds) },
      category: 'graphql-input',
      retry_after_seconds: seconds,
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

function limiterFor(
  store: RateLimitStore | null,
  redis: Redis | null,
  keyPrefix: string,
  window: Window,
  cleans: boolean,
): RateLimiterAbstract {
  const options = { keyPrefix, points: window.points, duration: window.seconds };
  const shared = {
    ...options,
    // Once a key is over, the rest of its window is answered from memory: a flood costs no writes.
    inMemoryBlockOnConsumed: window.points + 1,
    // While the store does not answer, each process counts on its own rather than refusing everyone.
    insuranceLimiter: new RateLimiterMemory(options),
  };
  if (redis)
    return new RateLimiterRedis({ ...shared, keyPrefix: `shop:ratelimit:${keyPrefix}`, storeClient: redis, rejectIfRedisNotReady: true });
  if (store?.kind !== 'postgres') return new RateLimiterMemory(options);
  return new RateLimiterDrizzle({
    ...shared,
    storeClient: store.db,
    schema: rateLimits,
    // One limiter deletes rows whose window ended an hour ago, every five minutes.
    clearExpiredByTimeout: cleans,
  });
}

/**
 * Counters for every limit in RATE_LIMITS: in Redis when `redisUrl` is given (REDIS_URL), else in the
 * `rate_limits` table on PostgreSQL, else in memory (the embedded database, or none).
 */
export function createRateLimits(store: RateLimitStore | null, redisUrl?: string | null): RateLimits {
  // No queue while disconnected and one try per command: a hit waits for Redis at most briefly,
  // then the process counts in memory until Redis is back.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }) : null;
  redis?.on('error', () => {
    // Reconnects by itself; meanwhile the insurance limiter counts.
  });
  const limiters = new Map<string, RateLimiterAbstract>();
  let first = true;
  for (const [name, limit] of Object.entries(RATE_LIMITS)) {
    limiters.set(`${name}:address`, limiterFor(store, redis, `${name}:address`, limit.address, first));
    first = false;
    if ('account' in limit) limiters.set(`${name}:account`, limiterFor(store, redis, `${name}:account`, limit.account, false));
  }
  const consume = async (limiter: RateLimiterAbstract | undefined, key: string) => {
    if (!limiter) return;
    try {
      await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooManyRequests(refusal.msBeforeNext / 1000);
      throw refusal;
    }
  };
  return {
    async hit(name, clientAddress, account) {
      if (clientAddress != null) await consume(limiters.get(`${name}:address`), addressKey(clientAddress));
      if (account) await consume(limiters.get(`${name}:account`), accountKey(account));
    },
    async ready(timeoutMs = 5000) {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Counts one hit of `name` for the request's client and account (see RateLimits.hit). */
export async function enforceRateLimit(ctx: RequestContext, name: RateLimitName, account?: string | null): Promise<void> {
  await ctx.rateLimits?.hit(name, ctx.clientAddress ?? null, account);
}
