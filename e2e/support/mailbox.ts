import { startTestMailbox, type TestMailbox } from '@shop/api/mailbox';

/** The port the shop under test sends its mail to (`SMTP_URL` in playwright.config.ts). */
export const mailPort = (appPort: number) => appPort + 1000;

/**
 * A real SMTP server on the port the shop sends to, keeping what arrives; journeys start it before
 * the step that sends mail and stop it afterwards.
 */
export function startMailbox(port: number): Promise<TestMailbox> {
  return startTestMailbox({ port, waitMs: 15_000 });
}
