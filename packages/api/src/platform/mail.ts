import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from './db.ts';
import { silentLogger, type Logger } from './logger.ts';
import { mailOutbox } from './tables.ts';

/** One e-mail the shop sends (password reset, welcome, order confirmation, newsletter). */
export interface MailMessage {
  /** welcome | password_reset | order_confirmation | newsletter_confirm | newsletter_coupon | … */
  kind: string;
  storeCode: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Keeps the message in the outbox, then hands it to SMTP when one is configured. Never throws for
   * a delivery problem: the failure is logged and kept on the outbox row. Call it after the
   * transaction that caused the mail has committed.
   */
  send(db: Db, message: MailMessage): Promise<{ id: number; sent: boolean }>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; without it mail stays in the outbox. */
  smtpUrl?: string | null;
  /** The sender, e.g. `Van Arkel <service@vanarkel.example>`. */
  from?: string;
  log?: Logger;
}

export const DEFAULT_MAIL_FROM = 'Van Arkel <service@vanarkel.example>';

/** The shop's mailer: outbox first, then SMTP through nodemailer when `smtpUrl` is set. */
export function createMailer(options: MailerOptions = {}): Mailer {
  const log = options.log ?? silentLogger;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: message.kind,
          storeCode: message.storeCode,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        log.info({ mailId: id, kind: message.kind }, 'mail kept in the outbox (no SMTP_URL)');
        return { id, sent: false };
      }
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
        return { id, sent: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.error({ mailId: id, kind: message.kind, error }, 'mail could not be handed to SMTP');
        await db
          .update(mailOutbox)
          .set({ error: error.slice(0, 1000) })
          .where(eq(mailOutbox.id, id));
        return { id, sent: false };
      }
    },
  };
}
