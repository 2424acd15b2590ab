import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseInStoreBaseUrls, parseInStoreCorsOrigins, parseStoreBaseUrls } from '@shop/rules';
import { parseTrustProxy } from './proxy-trust.ts';
import { DEFAULT_PAGE_CACHE_BYTES } from './page-cache.ts';

/** More processes than this on one machine only adds memory and connection pressure. */
const MAX_WORKERS = 64;

/** Comma-separated http(s) origins without a path (CORS allow-lists), checked at start; unset: none. */
function originList() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseInStoreCorsOrigins(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'not a list of origins' });
        return z.NEVER;
      }
    });
}

const schema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Cap on the resized-image cache in DATA_DIR/media-cache, in MB for all processes together. */
  MEDIA_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  /**
   * PostgreSQL; unset: the embedded database in DATA_DIR (one process only). A storefront-only process
   * opens no pool on it: one listening connection for its page cache's change feed (decision 063).
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis for the rate limits' counts (decision 034); unset: PostgreSQL, or memory with the embedded database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Storefront-only processes send their GraphQL requests here instead of answering them in process. */
  API_URL: z.url().optional(),
  /**
   * all | api | storefront: which parts this process serves. A storefront needs API_URL, and keeps a
   * page cache only with DATABASE_URL (the embedded database is one process's).
   */
  SHOP_ROLE: z.enum(['all', 'api', 'storefront']).default('all'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Redirect http and www. addresses to https without www (R24); on behind a TLS-terminating proxy. */
  CANONICAL_HTTPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The proxies whose X-Forwarded-For/-Proto/-Host count (decision 037): unset, none: forwarding
   * headers are ignored; `loopback`, addresses or CIDR ranges (comma-separated), or a hop count.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'not a list of proxies' });
        return z.NEVER;
      }
    }),
  /**
   * Each store's public address (decision 046): `nl=https://vanarkel.nl,de=https://vanarkel.de`;
   * written into the stores table at start. A store without one is served on the address a request reached.
   */
  STORE_BASE_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseStoreBaseUrls(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'not a list of store addresses' });
        return z.NEVER;
      }
    }),
  /** Where the shop's e-mail goes (smtp://user:pass@host:587 or smtps://…); without it mail stays in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of the shop's e-mail. */
  MAIL_FROM: z.string().min(3).default('Van Arkel <service@vanarkel.example>'),
  /** Minutes an unpaid order holds its stock before the expiry job lets it go (decision 035). */
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Seconds to finish in-flight requests after SIGTERM. */
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).max(600).default(20),
  /**
   * Tabletop session services a device may name in `xsattbaseurl` (T9): comma-separated absolute
   * http(s) urls or paths on the shop's own origin; default the shop's own `/instore`.
   */
  INSTORE_BASE_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseInStoreBaseUrls(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'not a list of urls' });
        return z.NEVER;
      }
    }),
  /**
   * Storefront origins that may read /instore answers from another origin (CORS), when the session
   * service runs apart from the shop; default none (same origin).
   */
  INSTORE_CORS_ORIGINS: originList(),
  /**
   * Origins whose pages may call /graphql from another origin (CORS), e.g. a PWA Studio storefront on
   * its own domain: comma-separated, no path; default none (same origin only, decision 032).
   */
  GRAPHQL_CORS_ORIGINS: originList(),
  /**
   * Where listings and searches are answered (decision 068): `memory`, a copy of the listing read
   * model in each API process, loaded in the background at start (PostgreSQL answers until it is
   * in); `postgres`, one statement per question on the database.
   */
  SEARCH_ENGINE: z.enum(['memory', 'postgres']).default('memory'),
  /** The most the search engine's copy may take per process, in MiB; a larger read model is answered by PostgreSQL. */
  SEARCH_MEMORY_MB: z.coerce.number().int().min(1).max(65_536).default(512),
  /**
   * The page cache (decision 063): `off` renders every page; on by default in every process that serves
   * pages and hears the database's change feed (a storefront-only process through DATABASE_URL).
   */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** The page cache's room in bytes per process; 0 switches it off. */
  PAGE_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(16 * 1024 ** 3)
    .default(DEFAULT_PAGE_CACHE_BYTES),
  /**
   * A CDN's or proxy's purge address: changed cache tags are sent there (decision 063) by the processes
   * that keep pages, after they dropped their own copies; unset, no purges. Not used by SHOP_ROLE=api.
   */
  PURGE_URL: z.url().optional(),
  /** PURGE (Varnish, nginx) or POST (most CDN APIs). */
  PURGE_METHOD: z.enum(['PURGE', 'POST']).default('PURGE'),
  /** The header that carries the tags, space-separated: `xkey` for Varnish xkey, `Surrogate-Key` for Fastly-style APIs. */
  PURGE_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')
    .default('xkey'),
  /** Worker processes sharing the port (PostgreSQL only); `auto` is one per core. */
  WEB_CONCURRENCY: z
    .string()
    .default('1')
    .refine((value) => value === 'auto' || (/^[1-9]\d*$/.test(value) && Number(value) <= MAX_WORKERS), {
      error: `must be a whole number from 1 to ${MAX_WORKERS}, or auto`,
    })
    .transform((value) => (value === 'auto' ? Math.min(availableParallelism(), MAX_WORKERS) : Number(value))),
});

export type Env = z.infer<typeof schema>;

/** Parses the environment once, at start; a bad value stops the start with the variable's name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) {
    if (result.data.SHOP_ROLE === 'storefront' && !result.data.API_URL) {
      throw new EnvError(['API_URL: required when SHOP_ROLE=storefront']);
    }
    if (result.data.CANONICAL_HTTPS && result.data.TRUST_PROXY === false) {
      // The shop itself speaks plain http: only a trusted proxy can say the shopper came over https.
      throw new EnvError(['CANONICAL_HTTPS: needs TRUST_PROXY (the TLS proxy), or every request looks like http and is redirected again']);
    }
    return result.data;
  }
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
  }
}

/** Where the shop can be opened: `localhost` when bound to every interface. */
export function shownAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown}:${port}`;
}
