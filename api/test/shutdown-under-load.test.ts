// What held in the hostile test pass, kept as a test (issue #13): the API stopping (what
// SIGTERM does in main.ts: app.close()) while leads pour in loses no lead it accepted, and
// (issue #25) answers every request it was sent instead of resetting keep-alive connections.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { shortLead } from './fixtures';
import { buildTestApp } from './helper';

type Answer = { status: number; id?: number; connection?: string } | { error: string };

function post(port: number, agent: http.Agent, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/leads', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          try {
            const id = res.statusCode === 201 ? (JSON.parse(text) as { lead: { id: number } }).lead.id : undefined;
            resolve({ status: res.statusCode ?? 0, id, connection: res.headers.connection });
          } catch {
            resolve({ error: 'unreadable answer' });
          }
        });
        res.on('error', (e) => resolve({ error: e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

describe('stopping under load', () => {
  it('answers or refuses every request, and every lead answered 201 is stored once with its two e-mails', async () => {
    const app = await buildTestApp({ LEADS_RATE_LIMIT_MAX: '100000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const answers: Answer[] = [];
    // 16 clients sending one lead after another until the server is gone.
    const clients = Array.from({ length: 16 }, async (_, c) => {
      for (let i = 0; i < 400; i += 1) {
        const answer = await post(port, agent, JSON.stringify({ ...shortLead, businessName: `Load ${c}-${i}`, email: `load.${c}.${i}@example.com` }));
        answers.push(answer);
        // Told to go away (or nobody listens any more): a client tries elsewhere.
        if ('error' in answer || answer.status === 503) return;
      }
    });
    // It stops under load: once forty leads are in, however long that takes on this machine (a
    // fixed 800 ms was twenty leads on a busy one, and the test failed).
    const isAccepted = (a: Answer): a is { status: number; id: number } => 'status' in a && a.status === 201;
    await new Promise<void>((resolve) => {
      const check = () => (answers.filter(isAccepted).length >= 40 ? resolve() : setTimeout(check, 5));
      check();
    });
    const answeredBeforeClose = answers.length;
    const closed = app.close();
    await Promise.all(clients);
    await closed;
    agent.destroy();

    const accepted = answers.filter(isAccepted);
    // Requests were on their way when it began to stop, and got their answers.
    expect(answers.slice(answeredBeforeClose).filter((a) => 'status' in a).length).toBeGreaterThan(0);
    // Every request sent is answered: a 201, or (while closing) a 503 that closes the connection.
    // Only a new connection may be refused once the server has stopped listening; none is reset.
    const errors = answers.filter((a): a is { error: string } => 'error' in a).map((a) => a.error);
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    for (const a of answers) if ('status' in a) expect(a.status === 201 || (a.status === 503 && a.connection === 'close')).toBe(true);
    expect(answers.some((a) => 'status' in a && a.status === 503)).toBe(true);
    const ids = accepted.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(await app.store.leads.get(id)).not.toBeNull();
    for (const id of ids) expect((await app.store.outbox.list({ leadId: id })).map((m) => m.kind).sort()).toEqual(['admin-notification', 'applicant-confirmation']);
    expect(await app.store.leads.count()).toBe(ids.length);
  }, 30_000);
});
