/**
 * Tabletop (in-store) sessions (issue 10, T1–T9): staff open a table of a shop for some hours; the
 * table's device holds a short-lived session that it refreshes while the table is open. Every
 * session of one table opening shares a chain (`chain_id`, the first session's id); a refresh
 * replaces the chain's newest session with a new one. See decision 030.
 */
import { randomBytes } from 'node:crypto';
import { isInStoreSessionId } from '@shop/rules';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { storeLocations } from '../content/tables.ts';
import type { CommandContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { inputError } from '../platform/errors.ts';
import { instoreSessions } from './tables.ts';

export type InStoreStatus = 'OPEN' | 'EXPIRED' | 'CLOSED';

export interface InStoreSession {
  id: string;
  status: InStoreStatus;
  ttlDt: Date;
  chainId: string;
  storeLocationId: number | null;
  tableLabel: string;
  openUntil: Date | null;
  createdAt: Date;
  closedAt: Date | null;
}

type SessionRow = typeof instoreSessions.$inferSelect;

/** How long one device session lives before the device must refresh it (capped at the table's opening). */
export const INSTORE_SESSION_MINUTES = 30;
/** A table is opened for at most this many hours. */
export const INSTORE_MAX_TABLE_HOURS = 24;
/** The opening used when the shop's closing time is not known. */
export const INSTORE_DEFAULT_TABLE_HOURS = 8;
export const INSTORE_TABLE_LABEL_MAX = 40;
/** True when `id` has the shape of a session id (anything else is never looked up). */
export const isSessionId = isInStoreSessionId;

function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** OPEN, EXPIRED (an open session past its ttl) or CLOSED (closed by staff or replaced by a refresh). */
export function sessionStatus(row: Pick<SessionRow, 'status' | 'replacedBy' | 'ttlDt'>, now: Date): InStoreStatus {
  if (row.status !== 'OPEN' || row.replacedBy !== null) return 'CLOSED';
  if (row.ttlDt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}

function sessionView(row: SessionRow, now: Date): InStoreSession {
  return {
    id: row.id,
    status: sessionStatus(row, now),
    ttlDt: row.ttlDt,
    chainId: row.chainId || row.id,
    storeLocationId: row.storeLocationId,
    tableLabel: row.tableLabel,
    openUntil: row.openUntil,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
  };
}

function sessionTtl(now: Date, openUntil: Date | null): Date {
  const ttl = new Date(now.getTime() + INSTORE_SESSION_MINUTES * 60_000);
  return openUntil && openUntil.getTime() < ttl.getTime() ? new Date(openUntil.getTime()) : ttl;
}

const chooseShop = () => inputError('INSTORE_SHOP_REQUIRED', {}, 'Choose a shop.');

/** Trims and checks a table label: 1–40 printable characters. */
export function cleanTableLabel(label: unknown): string {
  if (typeof label !== 'string') throw inputError('INSTORE_TABLE_LABEL_REQUIRED', {}, 'Enter a table label.');
  const trimmed = label.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (trimmed === '') throw inputError('INSTORE_TABLE_LABEL_REQUIRED', {}, 'Enter a table label.');
  if (trimmed.length > INSTORE_TABLE_LABEL_MAX)
    throw inputError(
      'INSTORE_TABLE_LABEL_TOO_LONG',
      { max: INSTORE_TABLE_LABEL_MAX },
      `A table label has at most ${INSTORE_TABLE_LABEL_MAX} characters.`,
    );
  if (/[\p{Cc}\p{Cf}<>]/u.test(trimmed))
    throw inputError('INSTORE_TABLE_LABEL_CHARACTERS', {}, 'A table label may not hold control characters or < >.');
  return trimmed;
}

/** Opens a table: a new chain with one OPEN session, open for `hours` (more than 0, at most 24). */
export async function openTable(
  ctx: CommandContext,
  input: { storeLocationId: number; tableLabel: string; hours: number; staffId: number | null },
): Promise<InStoreSession> {
  const { db } = ctx;
  const now = ctx.now();
  const tableLabel = cleanTableLabel(input.tableLabel);
  if (typeof input.hours !== 'number' || !Number.isFinite(input.hours) || input.hours <= 0 || input.hours > INSTORE_MAX_TABLE_HOURS) {
    throw inputError(
      'INSTORE_TABLE_HOURS',
      { max: INSTORE_MAX_TABLE_HOURS },
      `A table is open for more than 0 and at most ${INSTORE_MAX_TABLE_HOURS} hours.`,
    );
  }
  if (!Number.isSafeInteger(input.storeLocationId) || input.storeLocationId <= 0) throw chooseShop();
  const [location] = await db
    .select({ id: storeLocations.id })
    .from(storeLocations)
    .where(and(eq(storeLocations.id, input.storeLocationId), eq(storeLocations.active, true)));
  if (!location) throw chooseShop();
  const id = newSessionId();
  const openUntil = new Date(now.getTime() + Math.round(input.hours * 3_600_000));
  const [row] = await db
    .insert(instoreSessions)
    .values({
      id,
      status: 'OPEN',
      chainId: id,
      storeLocationId: location.id,
      tableLabel,
      ttlDt: sessionTtl(now, openUntil),
      openUntil,
      openedBy: input.staffId,
      createdAt: now,
    })
    .returning();
  return sessionView(row!, now);
}

/**
 * Closes the table a session belongs to: every session of its chain becomes CLOSED. False when
 * the id is unknown or the table was already closed.
 */
export async function closeTable(ctx: CommandContext, sessionOrChainId: string, staffId: number | null): Promise<boolean> {
  if (!isSessionId(sessionOrChainId)) return false;
  const { db } = ctx;
  const now = ctx.now();
  const chainId = await chainOf(db, sessionOrChainId);
  if (!chainId) return false;
  return db.transaction(async (tx) => {
    // The chain's lock first: a refresh in flight finishes, and the update below (a new snapshot) sees its new session.
    await lockChain(tx, chainId);
    const closed = await tx
      .update(instoreSessions)
      .set({ status: 'CLOSED', closedAt: now, closedBy: staffId })
      .where(and(eq(instoreSessions.chainId, chainId), eq(instoreSessions.status, 'OPEN')))
      .returning({ id: instoreSessions.id });
    return closed.length > 0;
  });
}

/** The session with this id, or null for an unknown or malformed id. */
export async function findSession(ctx: CommandContext, id: string): Promise<InStoreSession | null> {
  if (!isSessionId(id)) return null;
  const [row] = await ctx.db.select().from(instoreSessions).where(eq(instoreSessions.id, id));
  return row ? sessionView(row, ctx.now()) : null;
}

/** True while staff have not closed the table and its opening has not ended. */
function tableOpen(head: SessionRow, now: Date): boolean {
  if (head.status !== 'OPEN') return false;
  return head.openUntil === null || now.getTime() < head.openUntil.getTime();
}

/** The newest session of a chain (the one no refresh replaced). */
async function chainHead(db: DbOrTx, chainId: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(instoreSessions)
    .where(and(eq(instoreSessions.chainId, chainId), isNull(instoreSessions.replacedBy)))
    .orderBy(desc(instoreSessions.createdAt), desc(instoreSessions.id))
    .limit(1);
  return row;
}

/** The chain a session belongs to (its first session's id), or null for an unknown id. */
async function chainOf(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ chainId: instoreSessions.chainId }).from(instoreSessions).where(eq(instoreSessions.id, id));
  return row ? row.chainId || id : null;
}

/**
 * Takes a chain's lock: its first session's row (whose id is the chain's). Every change to a chain
 * (a refresh, closing the table) takes it before any other row of the chain, so changes to one chain
 * run one after another and never wait for each other's rows in opposite orders (a deadlock).
 */
async function lockChain(tx: DbOrTx, chainId: string): Promise<void> {
  await tx.select({ id: instoreSessions.id }).from(instoreSessions).where(eq(instoreSessions.id, chainId)).for('update');
}

/**
 * The session when it still counts for an order: it is OPEN, or it expired or was replaced while
 * its table is still open (the device refreshes it on its next check). Null otherwise, and for
 * unknown or malformed ids.
 */
export async function sessionCountsForOrder(db: DbOrTx, now: Date, id: string): Promise<SessionRow | null> {
  if (!isSessionId(id)) return null;
  const [row] = await db.select().from(instoreSessions).where(eq(instoreSessions.id, id));
  if (!row) return null;
  if (sessionStatus(row, now) === 'OPEN') return row;
  const head = row.replacedBy === null ? row : await chainHead(db, row.chainId || row.id);
  return head && tableOpen(head, now) ? row : null;
}

/**
 * Refreshes a device's session. For an EXPIRED session, or one already replaced, of a table that is
 * still open: the chain's newest session when it is OPEN (so two refreshes at once give one new
 * session), else a new session that replaces it. An OPEN session is returned as it is. For a table
 * closed by staff or past its opening: the session as it is (status EXPIRED or CLOSED, HTTP 410).
 * Null for an unknown or malformed id.
 */
export async function refreshSession(ctx: CommandContext, id: string): Promise<InStoreSession | null> {
  if (!isSessionId(id)) return null;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const chainId = await chainOf(tx, id);
    if (!chainId) return null;
    await lockChain(tx, chainId);
    // Read once the chain is ours: a refresh or a closing that held it before has committed.
    const [row] = await tx.select().from(instoreSessions).where(eq(instoreSessions.id, id));
    if (!row) return null;
    if (sessionStatus(row, now) === 'OPEN') return sessionView(row, now);
    const head = row.replacedBy === null ? row : await chainHead(tx, chainId);
    if (!head || !tableOpen(head, now)) return sessionView(row, now);
    if (sessionStatus(head, now) === 'OPEN') return sessionView(head, now);
    const nextId = newSessionId();
    const [next] = await tx
      .insert(instoreSessions)
      .values({
        id: nextId,
        status: 'OPEN',
        chainId: head.chainId || head.id,
        storeLocationId: head.storeLocationId,
        tableLabel: head.tableLabel,
        ttlDt: sessionTtl(now, head.openUntil),
        openUntil: head.openUntil,
        openedBy: head.openedBy,
        createdAt: now,
      })
      .returning();
    await tx.update(instoreSessions).set({ status: 'CLOSED', replacedBy: nextId, closedAt: now }).where(eq(instoreSessions.id, head.id));
    return sessionView(next!, now);
  });
}

/**
 * The tables for the staff console, newest opening first: one row per chain, its newest session.
 * Without `includeClosed`, only tables still open (not closed by staff, opening not ended).
 */
export async function listTables(
  ctx: CommandContext,
  filter: { storeLocationId?: number | null; includeClosed?: boolean },
): Promise<InStoreSession[]> {
  const now = ctx.now();
  const conditions = [isNull(instoreSessions.replacedBy)];
  if (typeof filter.storeLocationId === 'number') conditions.push(eq(instoreSessions.storeLocationId, filter.storeLocationId));
  if (!filter.includeClosed) {
    conditions.push(eq(instoreSessions.status, 'OPEN'));
    conditions.push(sql`(${instoreSessions.openUntil} is null or ${instoreSessions.openUntil} > ${now})`);
  }
  const rows = await ctx.db
    .select()
    .from(instoreSessions)
    .where(and(...conditions))
    .orderBy(desc(instoreSessions.createdAt), desc(instoreSessions.id))
    .limit(500);
  return rows.map((row) => sessionView(row, now));
}

/** Shop names for sessions' store locations (for badges and the console). */
export async function storeLocationTitles(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storeLocations.id, title: storeLocations.title })
    .from(storeLocations)
    .where(inArray(storeLocations.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/**
 * The address the table's device opens: the shop's checkout with the session service and the
 * session id as query parameters (the checkout's validator takes them over into cookies).
 * `baseUrl` is the session service (absolute, or the shop's own `/instore`).
 */
export function deviceLink(baseUrl: string, sessionId: string, storeBaseUrl: string): string {
  const params = new URLSearchParams({ xsattbaseurl: baseUrl, xsattsessionid: sessionId });
  return `${storeBaseUrl.replace(/\/+$/, '')}/checkout/?${params.toString()}`;
}
