// The test's mailbox: a real SMTP server (smtp-server) on the port the site server of this
// project sends to (the project's `metadata.mailbox`: e2e/playwright.config.ts), each message parsed with mailparser. Tests wait for a message
// by recipient and subject, as a person would look in their inbox.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { test } from '../../app-config/playwright/test';

export interface Mailbox {
  /** The first message to `to` whose subject matches, arriving within `timeoutMs` (one already here counts). */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** Every message to `to` so far. */
  to(to: string): ParsedMail[];
  close(): Promise<void>;
}

const addressesOf = (mail: ParsedMail) => [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);

/** The running project's mailbox, opened (in a `beforeAll`). */
export async function openMailbox(): Promise<Mailbox> {
  const port = test.info().project.metadata.mailbox as unknown;
  if (typeof port !== 'number') throw new Error(`Project "${test.info().project.name}" names no mailbox port (metadata.mailbox)`);
  const received: ParsedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const listener of [...listeners]) listener();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const find = (to: string, subject: RegExp) => received.find((m) => addressesOf(m).includes(to.toLowerCase()) && subject.test(m.subject ?? ''));
  return {
    waitFor: (to, subject, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms (${received.length} received: ${received.map((m) => m.subject).join(' | ')})`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    to: (to) => received.filter((m) => addressesOf(m).includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
