/**
 * `@shop/api/mailbox`: a real SMTP server that keeps what arrives, for the API's tests (on a free
 * port, handed to the mailer as `smtpUrl`) and the journeys (on the port the shop under test sends to).
 */
import { SMTPServer } from 'smtp-server';

/** One e-mail as the shop's SMTP hand-over delivered it. */
export interface ReceivedMail {
  to: string[];
  /** The message with quoted-printable soft breaks and escapes undone (as UTF-8), for finding links and texts. */
  decoded: string;
}

export interface TestMailbox {
  smtpUrl: string;
  mails: ReceivedMail[];
  /** The first mail to `to` (matching `match`), waiting for it up to the mailbox's `waitMs`. */
  waitFor(to: string, match?: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks, and runs of `=XX` escapes read as UTF-8 bytes. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** Starts the mailbox on `port` (a free one when left out) on 127.0.0.1. */
export async function startTestMailbox(options: { port?: number; waitMs?: number } = {}): Promise<TestMailbox> {
  const waitMs = options.waitMs ?? 10_000;
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const decoded = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), decoded });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, match) {
      const deadline = Date.now() + waitMs;
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
