/**
 * Staff sign-in for the console under /admin/ (A21, decision 031). Staff accounts live apart from
 * customers (`staff_users`), passwords are argon2id like customers' (the same hashing code), failed
 * sign-ins are throttled per `staff:{email}` like customers' (10 in 10 minutes lock for 10 minutes),
 * and a sign-in gives a 256-bit token of which only the SHA-256 is kept (`staff_sessions`).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { maxLengths, passwordSchema } from '@shop/rules';
import type { CommandContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { hashToken, newToken } from '../customer/auth.ts';
import { hashPassword, verifyPassword } from '../customer/passwords.ts';
import { clearSignInAttempts, countThrottledAttempt } from '../customer/throttle.ts';
import { staffSessions, staffUsers } from './tables.ts';

/** How long a console sign-in lasts: one working day, so a tablet left in a shop signs out overnight. */
export const STAFF_SESSION_HOURS = 12;
/** Longest e-mail address and password looked at; longer ones fail without touching the database. */
export const MAX_EMAIL_LENGTH = maxLengths.email;
export const MAX_PASSWORD_LENGTH = 1024;

export type StaffRole = 'staff' | 'manager';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The shop the member works in; null: every shop. */
  storeLocationId: number | null;
}

/** The throttle key of a staff sign-in (never meets a customer's address: a colon is not in one). */
export function staffThrottleKey(email: string): string {
  return `staff:${normalizeEmail(email)}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function asRole(role: string): StaffRole {
  return role === 'manager' ? 'manager' : 'staff';
}

const memberColumns = {
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  storeLocationId: staffUsers.storeLocationId,
};

function toMember(row: { id: number; email: string; name: string; role: string; storeLocationId: number | null }): StaffMember {
  return { ...row, role: asRole(row.role) };
}

export interface NewStaffMember {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  storeLocationId: number | null;
}

/** Creates a staff account; the password must follow the shop's password rule (V4). */
export async function createStaffMember(ctx: CommandContext, input: NewStaffMember): Promise<StaffMember> {
  const { db } = ctx;
  if (!passwordSchema.safeParse(input.password).success) throw new RangeError('the staff password does not follow the password rule (V4)');
  const email = normalizeEmail(input.email);
  if (!email.includes('@') || email.length > MAX_EMAIL_LENGTH) throw new RangeError('a staff e-mail address is needed');
  const [row] = await db
    .insert(staffUsers)
    .values({
      email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      storeLocationId: input.storeLocationId,
    })
    .returning(memberColumns);
  if (!row) throw new Error('staff account not created');
  return toMember(row);
}

export type SignInResult = { ok: true; token: string; member: StaffMember; expiresAt: Date } | { ok: false };

/**
 * Signs a staff member in. Unknown address, wrong password, inactive account and a locked address
 * all answer `{ ok: false }` alike; every attempt is counted before the password is checked.
 */
export async function signInStaff(ctx: CommandContext, email: string, password: string): Promise<SignInResult> {
  const { db } = ctx;
  const now = ctx.now();
  const address = normalizeEmail(email);
  if (!address || address.length > MAX_EMAIL_LENGTH || !password || password.length > MAX_PASSWORD_LENGTH) {
    // Still as slow as a real check, so a malformed attempt tells nothing either.
    await verifyPassword(null, 'x');
    return { ok: false };
  }
  const key = staffThrottleKey(address);
  const allowed = await countThrottledAttempt(db, key, now);
  const [user] = await db
    .select({ ...memberColumns, passwordHash: staffUsers.passwordHash, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.email, address))
    .limit(1);
  if (!allowed) {
    await verifyPassword(null, password);
    return { ok: false };
  }
  const matches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !matches || !user.active) return { ok: false };
  await clearSignInAttempts(db, key);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId: user.id, expiresAt, createdAt: now });
  return { ok: true, token, member: toMember(user), expiresAt };
}

/** The signed-in staff member a console token belongs to: unrevoked, unexpired, account active. */
export async function staffForToken(ctx: CommandContext, token: string | undefined | null): Promise<StaffMember | null> {
  const { db } = ctx;
  const now = ctx.now();
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select(memberColumns)
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffUsers.active, true),
      ),
    )
    .limit(1);
  return row ? toMember(row) : null;
}

/** Revokes every open console session of a member (a new password, a switched-off account). */
async function revokeAllSessions(db: DbOrTx, now: Date, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Gives a member a new password (V4) and signs them out everywhere; false for an unknown address. */
export async function setStaffPassword(ctx: CommandContext, email: string, password: string): Promise<boolean> {
  const { db } = ctx;
  const now = ctx.now();
  if (!passwordSchema.safeParse(password).success) throw new RangeError('the staff password does not follow the password rule (V4)');
  const [row] = await db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(staffUsers.email, normalizeEmail(email)))
    .returning({ id: staffUsers.id });
  if (!row) return false;
  await revokeAllSessions(db, now, row.id);
  return true;
}

/** Switches an account on or off; switching off ends its sessions. False for an unknown address. */
export async function setStaffActive(ctx: CommandContext, email: string, active: boolean): Promise<boolean> {
  const { db } = ctx;
  const now = ctx.now();
  const [row] = await db
    .update(staffUsers)
    .set({ active })
    .where(eq(staffUsers.email, normalizeEmail(email)))
    .returning({ id: staffUsers.id });
  if (!row) return false;
  if (!active) await revokeAllSessions(db, now, row.id);
  return true;
}

/** Every staff account, for the command line. */
export async function listStaff(ctx: CommandContext): Promise<(StaffMember & { active: boolean })[]> {
  const { db } = ctx;
  const rows = await db
    .select({ ...memberColumns, active: staffUsers.active })
    .from(staffUsers)
    .orderBy(staffUsers.email);
  return rows.map((row) => ({ ...toMember(row), active: row.active }));
}

/** Signs out: the token stops working at once (its row is kept, revoked, for the record). */
export async function signOutStaff(ctx: CommandContext, token: string | undefined | null): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  if (!token || token.length > 100) return;
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}
