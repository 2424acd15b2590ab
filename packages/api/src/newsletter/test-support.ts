/** Test helpers: a real SMTP server that keeps what arrives, and customers with Bearer tokens. */
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { customers, customerTokens } from '../customer/tables.ts';
import { hashToken, newToken } from '../customer/auth.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Db } from '../platform/db.ts';
import { silentLogger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import { resolveStore } from '../store/service.ts';

export interface ReceivedMail {
  to: string[];
  /** The message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

export interface TestMailbox {
  smtpUrl: string;
  mails: ReceivedMail[];
  waitFor(to: string, match?: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts a real SMTP server on a free local port. */
export async function startTestMailbox(): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = raw
          .replace(/=\r?\n/g, '')
          .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), decoded });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, match) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && (!match || match.test(mail.decoded)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
