/**
 * Coupon commands of the staff console (A21, decisions 031 and 041): the list with its use counts,
 * creating a coupon with every rule the `coupons` table holds, blocking and unblocking, and the
 * orders that used one. They take typed values; the console reads and checks its forms itself.
 */
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { CommandContext } from '../platform/context.ts';
import { orders } from '../checkout/tables.ts';
import { stores } from '../store/tables.ts';
import { couponUsages, coupons } from './tables.ts';

/** Codes as the shop stores them: upper case, letters, digits, dash and underscore. */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,63}$/;
/** How many coupons one page of the list shows (newsletter sign-ups each get their own). */
export const COUPON_PAGE_SIZE = 100;

/** Limits of a coupon's rules (the console's form checks them field by field before creating). */
export const COUPON_LIMITS = {
  descriptionLength: 200,
  /** Percentages in basis points: 0,01 % to 100 %. */
  maxPercentBasisPoints: 10_000,
  maxFixedCents: 1_000_000,
  maxMinSubtotalCents: 10_000_000,
  maxUses: 1_000_000,
} as const;

export interface NewCoupon {
  code: string;
  description: string;
  type: 'fixed' | 'percent';
  /** Cents (fixed) or basis points (percent). */
  amount: number;
  minSubtotal: number;
  excludesSale: boolean;
  usageLimit: number | null;
  usesPerCustomer: number | null;
  storeCodes: string[];
  fromDate: Date | null;
  toDate: Date | null;
}

/** Why a coupon was not created: its code exists (two managers, one code: the first wins). */
export type CreateCouponRefusal = 'code_taken';

const whole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/** A coupon the command refuses to store: a caller's mistake (the console checks its form first). */
function invalidCoupon(coupon: NewCoupon): string | null {
  if (!COUPON_CODE.test(coupon.code)) return 'code';
  if (coupon.description.length > COUPON_LIMITS.descriptionLength) return 'description';
  const maxAmount = coupon.type === 'percent' ? COUPON_LIMITS.maxPercentBasisPoints : COUPON_LIMITS.maxFixedCents;
  if (!whole(coupon.amount, 1, maxAmount)) return 'amount';
  if (!whole(coupon.minSubtotal, 0, COUPON_LIMITS.maxMinSubtotalCents)) return 'minSubtotal';
  for (const uses of [coupon.usageLimit, coupon.usesPerCustomer])
    if (uses !== null && !whole(uses, 1, COUPON_LIMITS.maxUses)) return 'uses';
  if (coupon.fromDate && coupon.toDate && coupon.toDate < coupon.fromDate) return 'toDate';
  return null;
}

/** The store codes a coupon may be limited to. */
export async function couponStoreCodes(ctx: CommandContext): Promise<string[]> {
  const rows = await ctx.db.select({ code: stores.code }).from(stores).orderBy(stores.code);
  return rows.map((r) => r.code);
}

/**
 * Creates the coupon, or answers that its code is taken. One statement: when two managers create
 * the same code at once, the database's key lets exactly one insert win.
 */
export async function createCoupon(
  ctx: CommandContext,
  coupon: NewCoupon,
  staffId: number,
): Promise<{ ok: true; code: string } | { ok: false; reason: CreateCouponRefusal }> {
  const invalid = invalidCoupon(coupon);
  if (invalid) throw new RangeError(`coupon not created: its ${invalid} breaks a coupon rule`);
  const inserted = await ctx.db
    .insert(coupons)
    .values({ ...coupon, active: true, timesUsed: 0, createdAt: ctx.now(), changedBy: staffId })
    .onConflictDoNothing({ target: coupons.code })
    .returning({ code: coupons.code });
  if (inserted.length === 0) return { ok: false, reason: 'code_taken' };
  return { ok: true, code: coupon.code };
}

export type CouponRow = typeof coupons.$inferSelect;

/** What a coupon is now, for staff: blocked wins, then outside its dates, then used up. */
export type CouponState = 'active' | 'blocked' | 'scheduled' | 'expired' | 'usedUp';

export function couponState(coupon: CouponRow, now: Date): CouponState {
  if (!coupon.active) return 'blocked';
  if (coupon.fromDate && coupon.fromDate > now) return 'scheduled';
  if (coupon.toDate && coupon.toDate < now) return 'expired';
  if (coupon.usageLimit != null && coupon.timesUsed >= coupon.usageLimit) return 'usedUp';
  return 'active';
}

/** The newest coupons first, optionally those whose code contains `search`; one page. */
export async function listCoupons(ctx: CommandContext, search = '', page = 1): Promise<{ items: CouponRow[]; totalCount: number }> {
  const { db } = ctx;
  const term = search.trim().toUpperCase().slice(0, 64);
  const where = term ? ilike(coupons.code, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), coupons.code)
      .limit(COUPON_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * COUPON_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(where),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}

export async function findCoupon(ctx: CommandContext, code: string): Promise<CouponRow | null> {
  if (code.length > 64) return null;
  const [row] = await ctx.db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row ?? null;
}

/** Blocks (false) or unblocks (true) a coupon; false when there is no such coupon. */
export async function setCouponActive(ctx: CommandContext, code: string, active: boolean, staffId: number): Promise<boolean> {
  if (code.length > 64) return false;
  const changed = await ctx.db
    .update(coupons)
    .set({ active, changedBy: staffId })
    .where(eq(coupons.code, code))
    .returning({ code: coupons.code });
  return changed.length > 0;
}

export interface CouponUse {
  orderNumber: string | null;
  email: string;
  customerId: number | null;
  discount: number;
  createdAt: Date;
  releasedAt: Date | null;
}

/** The orders that took a use of the coupon, newest first (a released use was given back). */
export async function couponUses(ctx: CommandContext, code: string, limit = 200): Promise<CouponUse[]> {
  return ctx.db
    .select({
      orderNumber: orders.number,
      email: couponUsages.email,
      customerId: couponUsages.customerId,
      discount: couponUsages.discount,
      createdAt: couponUsages.createdAt,
      releasedAt: couponUsages.releasedAt,
    })
    .from(couponUsages)
    .leftJoin(orders, eq(orders.id, couponUsages.orderId))
    .where(and(eq(couponUsages.couponCode, code)))
    .orderBy(desc(couponUsages.createdAt), desc(couponUsages.id))
    .limit(limit);
}
