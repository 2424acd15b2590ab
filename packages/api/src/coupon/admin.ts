/**
 * Coupons in the staff console (A21, decision 031): the list with its use counts, creating a coupon
 * with every rule the `coupons` table holds, blocking and unblocking, and the orders that used one.
 * Form input is read here (once), so the console only shows the answer; messages are keys the
 * console translates.
 */
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { orders } from '../checkout/tables.ts';
import { stores } from '../store/tables.ts';
import { endOfShopDay, hasControlCharacters, MAX_FIELD_LENGTH, parseEuros, parseShopDate, parseWholeNumber } from '../staff/form-values.ts';
import { couponUsages, coupons } from './tables.ts';

/** Codes as the shop stores them: upper case, letters, digits, dash and underscore. */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,63}$/;
const MAX_FIXED_CENTS = 1_000_000;
const MAX_MIN_SUBTOTAL_CENTS = 10_000_000;
const MAX_USES = 1_000_000;
/** How many coupons one page of the list shows (newsletter sign-ups each get their own). */
export const COUPON_PAGE_SIZE = 100;

export type CouponField =
  | 'code'
  | 'description'
  | 'type'
  | 'amount'
  | 'minSubtotal'
  | 'usageLimit'
  | 'usesPerCustomer'
  | 'storeCodes'
  | 'fromDate'
  | 'toDate';

/** Message keys; the console has a text for each in every language it speaks. */
export type CouponMessage =
  | 'coupon.code.required'
  | 'coupon.code.invalid'
  | 'coupon.code.taken'
  | 'coupon.description.invalid'
  | 'coupon.type.invalid'
  | 'coupon.amount.required'
  | 'coupon.amount.fixed'
  | 'coupon.amount.percent'
  | 'coupon.minSubtotal.invalid'
  | 'coupon.uses.invalid'
  | 'coupon.storeCodes.invalid'
  | 'coupon.date.invalid'
  | 'coupon.toDate.beforeFrom';

export type CouponErrors = Partial<Record<CouponField, CouponMessage>>;

/** The form's fields as typed (strings), so a refused form is shown again with them. */
export interface CouponFormValues {
  code: string;
  description: string;
  type: string;
  amount: string;
  minSubtotal: string;
  excludesSale: boolean;
  usageLimit: string;
  usesPerCustomer: string;
  storeCodes: string[];
  fromDate: string;
  toDate: string;
}

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

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  type: 'percent',
  amount: '',
  minSubtotal: '',
  excludesSale: false,
  usageLimit: '',
  usesPerCustomer: '',
  storeCodes: [],
  fromDate: '',
  toDate: '',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** A posted form (urlencoded body) as the form's values; unknown fields are ignored. */
export function couponFormValues(body: Record<string, unknown>): CouponFormValues {
  return {
    code: text(body.code),
    description: text(body.description),
    type: text(body.type),
    amount: text(body.amount),
    minSubtotal: text(body.minSubtotal),
    excludesSale: body.excludesSale === 'on' || body.excludesSale === 'true',
    usageLimit: text(body.usageLimit),
    usesPerCustomer: text(body.usesPerCustomer),
    storeCodes: texts(body.storeCodes),
    fromDate: text(body.fromDate),
    toDate: text(body.toDate),
  };
}

/** Checks every field; `knownStores` are the store codes a coupon may be limited to. */
export function parseCouponForm(
  values: CouponFormValues,
  knownStores: readonly string[],
): { ok: true; coupon: NewCoupon } | { ok: false; errors: CouponErrors } {
  const errors: CouponErrors = {};
  const tooLong = (s: string) => s.length > MAX_FIELD_LENGTH;

  const code = values.code.trim().toUpperCase();
  if (!code) errors.code = 'coupon.code.required';
  else if (tooLong(values.code) || !COUPON_CODE.test(code)) errors.code = 'coupon.code.invalid';

  const description = values.description.trim();
  if (tooLong(values.description) || hasControlCharacters(description)) errors.description = 'coupon.description.invalid';

  const type = values.type === 'fixed' || values.type === 'percent' ? values.type : null;
  if (!type) errors.type = 'coupon.type.invalid';

  let amount = 0;
  if (!values.amount.trim()) errors.amount = 'coupon.amount.required';
  else {
    const cents = tooLong(values.amount) ? null : parseEuros(values.amount);
    // A percentage is read like an amount: "12,5" → 1250 basis points.
    if (type === 'percent') {
      if (cents === null || cents < 1 || cents > 10_000) errors.amount = 'coupon.amount.percent';
      else amount = cents;
    } else if (cents === null || cents < 1 || cents > MAX_FIXED_CENTS) errors.amount = 'coupon.amount.fixed';
    else amount = cents;
  }

  let minSubtotal = 0;
  if (values.minSubtotal.trim()) {
    const cents = tooLong(values.minSubtotal) ? null : parseEuros(values.minSubtotal);
    if (cents === null || cents > MAX_MIN_SUBTOTAL_CENTS) errors.minSubtotal = 'coupon.minSubtotal.invalid';
    else minSubtotal = cents;
  }

  const uses = (field: 'usageLimit' | 'usesPerCustomer'): number | null => {
    const raw = values[field];
    if (!raw.trim()) return null;
    const value = tooLong(raw) ? null : parseWholeNumber(raw, 1, MAX_USES);
    if (value === null) errors[field] = 'coupon.uses.invalid';
    return value;
  };
  const usageLimit = uses('usageLimit');
  const usesPerCustomer = uses('usesPerCustomer');

  const storeCodes = [...new Set(values.storeCodes)];
  if (storeCodes.length > knownStores.length || storeCodes.some((c) => !knownStores.includes(c)))
    errors.storeCodes = 'coupon.storeCodes.invalid';

  const date = (field: 'fromDate' | 'toDate'): Date | null => {
    const raw = values[field];
    if (!raw.trim()) return null;
    const value = tooLong(raw) ? null : field === 'fromDate' ? parseShopDate(raw) : endOfShopDay(raw);
    if (value === null) errors[field] = 'coupon.date.invalid';
    return value;
  };
  const fromDate = date('fromDate');
  const toDate = date('toDate');
  if (fromDate && toDate && toDate < fromDate) errors.toDate = 'coupon.toDate.beforeFrom';

  if (Object.keys(errors).length > 0 || !type) return { ok: false, errors };
  return {
    ok: true,
    coupon: {
      code,
      description,
      type,
      amount,
      minSubtotal,
      excludesSale: values.excludesSale,
      usageLimit,
      usesPerCustomer,
      storeCodes,
      fromDate,
      toDate,
    },
  };
}

/** The store codes a coupon may be limited to. */
export async function couponStoreCodes(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ code: stores.code }).from(stores).orderBy(stores.code);
  return rows.map((r) => r.code);
}

/**
 * Creates the coupon, or answers that its code is taken. One statement: when two managers create
 * the same code at once, the database's key lets exactly one insert win.
 */
export async function createCoupon(
  db: DbOrTx,
  now: Date,
  coupon: NewCoupon,
  staffId: number,
): Promise<{ ok: true; code: string } | { ok: false; errors: CouponErrors }> {
  const inserted = await db
    .insert(coupons)
    .values({ ...coupon, active: true, timesUsed: 0, createdAt: now, changedBy: staffId })
    .onConflictDoNothing({ target: coupons.code })
    .returning({ code: coupons.code });
  if (inserted.length === 0) return { ok: false, errors: { code: 'coupon.code.taken' } };
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
export async function listCoupons(db: DbOrTx, search = '', page = 1): Promise<{ items: CouponRow[]; totalCount: number }> {
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

export async function findCoupon(db: DbOrTx, code: string): Promise<CouponRow | null> {
  if (code.length > 64) return null;
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row ?? null;
}

/** Blocks (false) or unblocks (true) a coupon; false when there is no such coupon. */
export async function setCouponActive(db: DbOrTx, code: string, active: boolean, staffId: number): Promise<boolean> {
  if (code.length > 64) return false;
  const changed = await db
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
export async function couponUses(db: DbOrTx, code: string, limit = 200): Promise<CouponUse[]> {
  return db
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
