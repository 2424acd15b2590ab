import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import { contentPageView, type ContentPageView } from './pages.ts';
import { contentDocuments } from './tables.ts';

/*
 * Content preview (R6): `/preview/?token=…` shows a content page as it stands, drafts included,
 * to whoever holds a token signed with the server secret `PREVIEW_SECRET` (at least 32
 * characters). Without that secret preview is off and every token is refused. A token names one
 * page (uid and language) and an expiry; it is `{payload}.{signature}`, both base64url, the
 * signature an HMAC-SHA256 of the payload. The content tooling mints them with `signPreviewToken`
 * below, with the same secret as the shop.
 */

/** Longer strings are not tokens of the shop; refused before any work. */
export const PREVIEW_TOKEN_MAX_LENGTH = 600;
const MIN_SECRET_LENGTH = 32;
const UID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,127}$/i;
const LANGS = new Set(['nl', 'en', 'de']);

export interface PreviewTarget {
  uid: string;
  lang: string;
}

/** The configured secret, or null when preview is off (unset or too short to be safe). */
export function previewSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  const secret = env.PREVIEW_SECRET;
  return secret && secret.length >= MIN_SECRET_LENGTH ? secret : null;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token that opens the preview of page `uid` in `lang` until `expiresAt`. */
export function signPreviewToken(secret: string, target: PreviewTarget & { expiresAt: Date }): string {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error('PREVIEW_SECRET must be at least 32 characters');
  if (!UID_PATTERN.test(target.uid) || !LANGS.has(target.lang)) throw new Error('unknown page or language');
  const payload = Buffer.from(
    JSON.stringify({ uid: target.uid, lang: target.lang, exp: Math.floor(target.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The page a token opens, or null for a malformed, forged or expired token. */
export function verifyPreviewToken(secret: string, token: string, now: Date): PreviewTarget | null {
  if (token.length === 0 || token.length > PREVIEW_TOKEN_MAX_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { uid, lang, exp } = data as Record<string, unknown>;
  if (typeof uid !== 'string' || !UID_PATTERN.test(uid) || typeof lang !== 'string' || !LANGS.has(lang)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp * 1000 <= now.getTime()) return null;
  return { uid, lang };
}

/**
 * The content page a preview token opens, published or draft (R6), or null when preview is off
 * or the token is not valid. Read straight from the database: drafts are never cached.
 */
export async function getContentPreview(ctx: RequestContext, token: string): Promise<ContentPageView | null> {
  const secret = previewSecret();
  if (!secret) return null;
  const target = verifyPreviewToken(secret, token, ctx.now());
  if (!target) return null;
  const [document] = await ctx.db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.uid, target.uid), eq(contentDocuments.lang, target.lang), eq(contentDocuments.type, 'page')))
    .limit(1);
  return document ? contentPageView(document, ctx.log) : null;
}
