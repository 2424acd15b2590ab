/**
 * Reservations expire (decision 035): an order that is not paid within the reservation time gives
 * back what placing it took (stock, the coupon's use, the gift cards' part) through the same path
 * as a payment that expires at the provider. Every API process runs the job; each order is claimed
 * with `FOR UPDATE SKIP LOCKED` on its cart, so two processes never work on the same order and a
 * shopper's own action on the cart (paying, restoring) is never waited for.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { carts } from '../cart/tables.ts';
import type { CommandContext } from '../platform/context.ts';
import type { Db } from '../platform/db.ts';
import type { Logger } from '../platform/logger.ts';
import { applyPaymentOutcome, cancelPendingOrder, RESERVATION_EXPIRED_STATUS } from './order-status.ts';
import { type PaymentRow, orders, payments } from './tables.ts';

/** How often each process looks for expired orders, and by how much a round may come earlier or later. */
export const EXPIRY_INTERVAL_MS = 60_000;
export const EXPIRY_JITTER = 0.2;
/** Orders one round expires at most; what is left waits for the next round. */
export const EXPIRY_BATCH = 100;

export interface ExpiryOptions {
  /** Minutes an unpaid order keeps its reservation (ORDER_RESERVATION_MINUTES, server/src/env.ts). */
  minutes: number;
  /** Orders one round expires at most (EXPIRY_BATCH). */
  batch?: number;
}

/** What a round needs (decision 041): the database (each order is let go in its own transaction) and the clock. */
export type ExpiryContext = CommandContext & { db: Db };

/**
 * Expires one order whose reservation time has passed, in its own transaction: its cart is locked
 * first (as every cart operation does), skipping a cart another process or request holds; then its
 * open payment is marked expired and applied as the provider's outcome. Returns `none` when no
 * order is due, `expired` when this call let one go, `passed` when another got there first.
 */
async function expireOne(db: Db, cutoff: Date, now: Date): Promise<'none' | 'expired' | 'passed'> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ orderId: orders.id })
      .from(orders)
      .innerJoin(carts, eq(carts.id, orders.cartId))
      .where(and(eq(orders.status, 'pending_payment'), lt(orders.createdAt, cutoff)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(1)
      .for('update', { of: carts, skipLocked: true });
    if (!claimed) return 'none';
    const expired = await tx
      .update(payments)
      .set({ status: 'expired', resultCode: null, updatedAt: now })
      .where(and(eq(payments.orderId, claimed.orderId), eq(payments.status, 'open')))
      .returning();
    if (expired.length > 0) {
      for (const payment of expired) await applyPaymentOutcome(tx, payment as PaymentRow, now);
      return 'expired';
    }
    // A pending order without an open payment cannot be paid any more: it is let go all the same.
    if (!(await cancelPendingOrder(tx, claimed.orderId, now))) return 'passed';
    const [order] = await tx.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, claimed.orderId));
    if (order) {
      await tx
        .update(carts)
        .set({ status: RESERVATION_EXPIRED_STATUS, isActive: false, updatedAt: now })
        .where(and(eq(carts.id, order.cartId), eq(carts.status, 'pending_payment')));
    }
    return 'expired';
  });
}

/** One round: expires up to a batch of orders whose reservation time has passed; returns how many. */
export async function expireReservations(ctx: ExpiryContext, options: ExpiryOptions): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - options.minutes * 60_000);
  const batch = options.batch ?? EXPIRY_BATCH;
  let expired = 0;
  for (let round = 0; round < batch; round++) {
    const outcome = await expireOne(ctx.db, cutoff, now);
    if (outcome === 'none') break;
    if (outcome === 'expired') expired++;
  }
  return expired;
}

export interface ReservationExpiryJob {
  /** Runs a round now (tests, and the start); resolves with the number of orders expired. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a running round. */
  stop(): Promise<void>;
}

/**
 * Starts the job in this process: a round after a random part of the interval (so processes
 * started together spread out), then every interval ± the jitter. A failed round is logged and the
 * next one tries again.
 */
export function startReservationExpiry(
  ctx: ExpiryContext & { log: Logger },
  options: ExpiryOptions & { intervalMs?: number },
): ReservationExpiryJob {
  const { log } = ctx;
  const interval = options.intervalMs ?? EXPIRY_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runNow = (): Promise<number> => {
    if (running) return running;
    running = expireReservations(ctx, options)
      .then((count) => {
        if (count > 0) log.info({ count, minutes: options.minutes }, 'unpaid orders expired: their stock is released');
        return count;
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'expiring unpaid orders failed; the next round tries again');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().then(() => schedule(interval * (1 - EXPIRY_JITTER + Math.random() * 2 * EXPIRY_JITTER)));
    }, delay);
    timer.unref();
  };
  schedule(Math.random() * interval);

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
