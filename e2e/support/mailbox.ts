import { SMTPServer } from 'smtp-server';

/** One e-mail as the shop's SMTP hand-over delivered it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for finding links. */
  decoded: string;
}

/** The port the shop under test sends its mail to (`SMTP_URL` in playwright.config.ts). */
export const mailPort = (appPort: number) => appPort + 1000;

/**
 * A real SMTP server on the port the shop sends to, keeping what arrives; journeys start it before
 * the step that sends mail and stop it afterwards.
 */
export async function startMailbox(
  port: number,
): Promise<{ mails: ReceivedMail[]; waitFor(to: string, match?: RegExp): Promise<ReceivedMail>; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw, decoded });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    async waitFor(to, match) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && (!match || match.test(mail.decoded)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
