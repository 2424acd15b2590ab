import DataLoader from 'dataloader';
import { and, eq, inArray, or } from 'drizzle-orm';
import { contentAddressTag, contentTag } from '@shop/rules';
import { loader, tagRead, type RequestContext } from '../platform/context.ts';
import { cachedReference, referenceCacheOf } from '../platform/reference-cache.ts';
import { contentDocuments } from './tables.ts';

export type ContentDocument = typeof contentDocuments.$inferSelect;

const TABLES = ['content_documents'] as const;

const uidKey = (uid: string, lang: string) => `content:uid:${lang}:${uid}`;
const urlKey = (type: string, key: string, lang: string) => `content:url:${lang}:${type}:${key}`;

/*
 * Documents are reference data: held in the database's reference cache until content_documents
 * changes. Misses are held too, since addresses come from visitors; the cache's size bound keeps a
 * flood of unknown addresses from growing it without end.
 */

interface DocumentKey {
  uid: string;
  lang: string;
}

/**
 * Documents missing from the cache, read per request in one statement: the shell's layout,
 * navigation and footer ask at the same moment, so a cold page (after an edit) reads content once.
 */
const uncachedDocuments = (ctx: RequestContext) =>
  loader(
    ctx,
    'content:documents',
    () =>
      new DataLoader<DocumentKey, ContentDocument | null, string>(
        async (keys) => {
          const cache = referenceCacheOf(ctx.db);
          const stamp = cache?.stamp(TABLES);
          const byLang = new Map<string, string[]>();
          for (const { uid, lang } of keys) byLang.set(lang, [...(byLang.get(lang) ?? []), uid]);
          const rows = await ctx.db
            .select()
            .from(contentDocuments)
            .where(
              and(
                eq(contentDocuments.published, true),
                or(...[...byLang].map(([lang, uids]) => and(eq(contentDocuments.lang, lang), inArray(contentDocuments.uid, uids)))),
              ),
            );
          return keys.map(({ uid, lang }) => {
            const row = rows.find((r) => r.uid === uid && r.lang === lang) ?? null;
            if (cache && stamp) cache.store(uidKey(uid, lang), TABLES, row, stamp);
            return row;
          });
        },
        { cacheKeyFn: ({ uid, lang }) => uidKey(uid, lang) },
      ),
  );

/** Published documents by uid in one language, keyed by uid; missing ones are absent. */
export async function findDocuments(ctx: RequestContext, uids: readonly string[], lang: string): Promise<Map<string, ContentDocument>> {
  const cache = referenceCacheOf(ctx.db);
  const found = new Map<string, ContentDocument>();
  const missing: DocumentKey[] = [];
  // A page that asked for a document, found or not, is dropped when it changes (cache tags, decision 063).
  tagRead(ctx, ...new Set(uids.map(contentTag)));
  for (const uid of new Set(uids)) {
    const hit = cache?.lookup<ContentDocument | null>(uidKey(uid, lang));
    if (!hit) missing.push({ uid, lang });
    else if (hit.value) found.set(uid, hit.value);
  }
  if (missing.length === 0) return found;
  const rows = await uncachedDocuments(ctx).loadMany(missing);
  for (const row of rows) {
    if (row instanceof Error) throw row;
    if (row) found.set(row.uid, row);
  }
  return found;
}

/** One published document by uid and language, or null. */
export async function findDocument(ctx: RequestContext, uid: string, lang: string): Promise<ContentDocument | null> {
  return (await findDocuments(ctx, [uid], lang)).get(uid) ?? null;
}

/** The published routable document of `type` at `urlKey` (no slashes at the ends), or null. */
export function findDocumentByUrl(ctx: RequestContext, type: string, key: string, lang: string): Promise<ContentDocument | null> {
  tagRead(ctx, contentAddressTag(type, key));
  return cachedReference(ctx.db, urlKey(type, key, lang), TABLES, async () => {
    const [row] = await ctx.db
      .select()
      .from(contentDocuments)
      .where(
        and(
          eq(contentDocuments.urlKey, key),
          eq(contentDocuments.lang, lang),
          eq(contentDocuments.type, type),
          eq(contentDocuments.published, true),
        ),
      )
      .orderBy(contentDocuments.id)
      .limit(1);
    return row ?? null;
  });
}
