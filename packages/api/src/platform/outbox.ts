/**
 * Reading the mail outbox (`mail_outbox`, written by mail.ts): the development server's outbox page
 * lists what the shop kept and shows one mail. Reads only; sending stays with the mailer.
 */
import { desc, eq } from 'drizzle-orm';
import type { CommandContext } from './context.ts';
import { mailOutbox } from './tables.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The newest mails first, at most `limit`. */
export async function listOutboxMails(ctx: Pick<CommandContext, 'db'>, limit: number): Promise<OutboxMail[]> {
  return ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** One mail by its id, or null for an unknown one. */
export async function findOutboxMail(ctx: Pick<CommandContext, 'db'>, id: number): Promise<OutboxMail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}
