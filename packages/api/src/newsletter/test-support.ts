/** Test helpers: a real SMTP server that keeps what arrives (`platform/test-mailbox.ts`), and customers with Bearer tokens. */
import { eq } from 'drizzle-orm';
import { customers, customerTokens } from '../customer/tables.ts';
import { hashToken, newToken } from '../customer/auth.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Db } from '../platform/db.ts';
import { silentLogger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { resolveStore } from '../store/service.ts';

export { startTestMailbox, type ReceivedMail, type TestMailbox } from '../platform/test-mailbox.ts';

let customerSequence = 0;

/** A customer row and a valid Bearer token for it (expires in a week unless told otherwise). */
export async function customerWithToken(
  db: Db,
  options: { email?: string; storeCode?: string; expiresAt?: Date } = {},
): Promise<{ id: number; email: string; token: string }> {
  customerSequence += 1;
  const email = options.email ?? `customer${customerSequence}-${newToken().slice(0, 6).toLowerCase()}@example.com`;
  const [row] = await db
    .insert(customers)
    .values({ email, passwordHash: 'not-a-real-hash', firstname: 'Jan', lastname: 'Jansen', storeCode: options.storeCode ?? 'nl' })
    .returning({ id: customers.id });
  const token = newToken();
  await db.insert(customerTokens).values({
    customerId: row!.id,
    tokenHash: hashToken(token),
    expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
  });
  return { id: row!.id, email, token };
}

/** Revokes every token of a customer. */
export async function revokeTokens(db: Db, customerId: number): Promise<void> {
  await db.update(customerTokens).set({ revokedAt: new Date() }).where(eq(customerTokens.customerId, customerId));
}

/** A request context as the API builds it, for calling services directly (as another domain does). */
export async function requestContextFor(
  db: Db,
  mail: Mailer,
  options: { token?: string | null; store?: string; now?: () => Date } = {},
): Promise<RequestContext> {
  const store = await resolveStore(db, options.store ?? 'nl');
  return {
    db,
    store: store!,
    language: store!.language,
    customerToken: options.token ?? null,
    requestId: 'test',
    log: silentLogger,
    loaders: new Map(),
    now: options.now ?? (() => new Date()),
    mail,
  };
}
