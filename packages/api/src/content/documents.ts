import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import type { Db } from '../platform/db.ts';
import { contentDocuments } from './tables.ts';

export type ContentDocument = typeof contentDocuments.$inferSelect;

/** Content changes rarely; a short per-process cache spares the database on every page view. */
const CACHE_MS = 30_000;
/** Addresses come from visitors, so misses are cached too; past this size the cache starts over. */
const CACHE_MAX_ENTRIES = 5_000;

interface CacheEntry {
  at: number;
  document: ContentDocument | null;
}

let caches = new WeakMap<Db, Map<string, CacheEntry>>();

/** Forgets every cached document (after editing content, and in tests). */
export function clearContentCache(): void {
  caches = new WeakMap();
}

function cacheFor(db: Db): Map<string, CacheEntry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

function cached(db: Db, key: string): CacheEntry | undefined {
  const entry = cacheFor(db).get(key);
  return entry && Date.now() - entry.at < CACHE_MS ? entry : undefined;
}

function remember(db: Db, key: string, document: ContentDocument | null): void {
  const cache = cacheFor(db);
  if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
  cache.set(key, { at: Date.now(), document });
}

const uidKey = (uid: string, lang: string) => `uid:${lang}:${uid}`;

/** Published documents by uid in one language, keyed by uid; missing ones are absent. */
export async function findDocuments(ctx: RequestContext, uids: readonly string[], lang: string): Promise<Map<string, ContentDocument>> {
  const found = new Map<string, ContentDocument>();
  const missing: string[] = [];
  for (const uid of uids) {
    const entry = cached(ctx.db, uidKey(uid, lang));
    if (!entry) missing.push(uid);
    else if (entry.document) found.set(uid, entry.document);
  }
  if (missing.length > 0) {
    const rows = await ctx.db
      .select()
      .from(contentDocuments)
      .where(and(inArray(contentDocuments.uid, missing), eq(contentDocuments.lang, lang), eq(contentDocuments.published, true)));
    for (const uid of missing) {
      const row = rows.find((r) => r.uid === uid) ?? null;
      remember(ctx.db, uidKey(uid, lang), row);
      if (row) found.set(uid, row);
    }
  }
  return found;
}

/** One published document by uid and language, or null. */
export async function findDocument(ctx: RequestContext, uid: string, lang: string): Promise<ContentDocument | null> {
  return (await findDocuments(ctx, [uid], lang)).get(uid) ?? null;
}

/** The published routable document of `type` at `urlKey` (no slashes at the ends), or null. */
export async function findDocumentByUrl(ctx: RequestContext, type: string, urlKey: string, lang: string): Promise<ContentDocument | null> {
  const key = `url:${lang}:${type}:${urlKey}`;
  const entry = cached(ctx.db, key);
  if (entry) return entry.document;
  const [row] = await ctx.db
    .select()
    .from(contentDocuments)
    .where(
      and(
        eq(contentDocuments.urlKey, urlKey),
        eq(contentDocuments.lang, lang),
        eq(contentDocuments.type, type),
        eq(contentDocuments.published, true),
      ),
    )
    .orderBy(contentDocuments.id)
    .limit(1);
  remember(ctx.db, key, row ?? null);
  return row ?? null;
}
