// A real SMTP server on 127.0.0.1 (random port) that records what it receives and can refuse
// the first deliveries with a temporary error.
// Parsed with mailparser, as a mail client would: a hand-written MIME reader once took a
// quoted-printable line that began with "--" (a status-link token) for a part boundary.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The decoded text/plain part. */
  text: string;
  /** The whole message as mailparser reads it (subject, html, attachments). */
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Rejected DATA attempts so far. */
  rejected: number;
  /** Resolves when `count` messages have arrived; rejects after `timeoutMs` saying how many did. */
  waitForCount(count: number, timeoutMs: number): Promise<void>;
  /** What `find` finds among the messages, as soon as it finds it; rejects after `timeoutMs` with `missing()`. */
  waitFor<T>(find: (received: readonly ReceivedMail[]) => T | undefined, timeoutMs: number, missing: () => string): Promise<T>;
  close(): Promise<void>;
}

/** Starts a server (on `port`, or a free one); the first `rejectFirst` messages get "451 try again later". */
export async function startSmtpServer(options: { rejectFirst?: number; port?: number } = {}): Promise<TestSmtpServer> {
  const state = { received: [] as ReceivedMail[], rejected: 0 };
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // close() ends the connections still open after this long: a sender's pooled connection
    // (the API's transport keeps one) stays open while idle, and smtp-server would otherwise wait
    // 30 s for it before it calls back (issue #41: a browser project that sends e-mail lost 15-40 s
    // per file to it). Whatever was accepted before is already in `received`.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.rejected < (options.rejectFirst ?? 0)) {
          state.rejected += 1;
          const error = new Error('Mailbox temporarily unavailable, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            state.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              headers: headersOf(parsed),
              text: parsed.text ?? '',
              parsed,
            });
            for (const check of [...waiters]) check();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const waitFor: TestSmtpServer['waitFor'] = (find, timeoutMs, missing) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(missing()));
      }, timeoutMs);
      const check = () => {
        const found = find(state.received);
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get rejected() {
      return state.rejected;
    },
    waitForCount: (count, timeoutMs) =>
      waitFor((received) => (received.length >= count ? true : undefined), timeoutMs, () => `${state.received.length} of ${count} messages arrived within ${timeoutMs} ms`).then(() => undefined),
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers by lower-case name, decoded (addresses as their text, dates as ISO strings). */
function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of parsed.headers) {
    if (typeof value === 'string') headers[key] = value;
    else if (value instanceof Date) headers[key] = value.toISOString();
    else if (value && typeof value === 'object' && 'text' in value) headers[key] = String(value.text);
    else if (value && typeof value === 'object' && 'value' in value) headers[key] = String(value.value);
  }
  return headers;
}

/**
 * A mail server that accepts connections and never says a word (no greeting): the black hole
 * that made POST /api/leads wait 10 s before issue #13.
 */
export async function startSilentSmtpServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const { createServer } = await import('node:net');
  const sockets = new Set<import('node:net').Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
