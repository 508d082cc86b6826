// The test's mailbox: a real SMTP server on the port the site server of this project sends to (the
// project's `metadata.mailbox`: e2e/playwright.config.ts), each message parsed with mailparser.
// Tests wait for a message by recipient and subject, as a person would look in their inbox.
import type { ParsedMail } from 'mailparser';
import { startSmtpServer, type ReceivedMail } from '../../api/test/support/smtp-server';
import { test } from '../../app-config/playwright/test';

export interface Mailbox {
  /** The first message to `to` whose subject matches, arriving within `timeoutMs` (one already here counts). */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Every message to `to` so far. */
  to(to: string): ParsedMail[];
  close(): Promise<void>;
}

const sentTo = (to: string) => (mail: ReceivedMail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase());

/** The running project's mailbox, opened (in a `beforeAll`). */
export async function openMailbox(): Promise<Mailbox> {
  const port = test.info().project.metadata.mailbox as unknown;
  if (typeof port !== 'number') throw new Error(`Project "${test.info().project.name}" names no mailbox port (metadata.mailbox)`);
  // The API's tests' SMTP server (api/test/support), on the port this project's site server sends to.
  const server = await startSmtpServer({ port });
  return {
    waitFor: (to, subject, timeoutMs = 15_000) =>
      server.waitFor(
        (received) => received.find((mail) => sentTo(to)(mail) && subject.test(mail.parsed.subject ?? ''))?.parsed,
        timeoutMs,
        () => `no e-mail to ${to} matching ${subject} within ${timeoutMs} ms (${server.received.length} received: ${server.received.map((m) => m.parsed.subject).join(' | ')})`,
      ),
    to: (to) => server.received.filter(sentTo(to)).map((mail) => mail.parsed),
    close: () => server.close(),
  };
}
