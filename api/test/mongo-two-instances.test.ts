// Two API instances on one MongoDB database (MONGODB_URI: FerretDB in CI), as production runs
// them behind a load balancer (issue #42): a change made through either reaches a tab connected
// to the other within a second, a member's live tabs are counted across both, a tab that
// reconnects to the other instance catches up, both drain the one outbox without sending an
// e-mail twice, and a visitor's lead limit is one count whichever instance answers.
import type { FastifyInstance } from 'fastify';
import { MongoClient } from 'mongodb';
import { LIVE_STREAMS_PER_MEMBER, LIVE_STREAMS_REFUSED, SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { login } from './admin-support';
import { jsonHeaders } from './fixtures';
import { buildTestApp } from './helper';
import { openEventStream, type OpenStream } from './support/event-stream';
import { mongoServer } from './support/mongo-server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';

const mongoUri = process.env.MONGODB_URI;

/** MONGODB_URI with a database of this test's own. */
function databaseUri(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}

if (mongoUri) {
  describe(`two API instances on one ${mongoServer.server} database`, () => {
    let smtp: TestSmtpServer;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const bases = new Map<FastifyInstance, string>();
    const streams: OpenStream[] = [];
    const open = async (app: FastifyInstance, headers: Record<string, string>) => {
      const stream = await openEventStream(`${bases.get(app)}/api/admin/events`, headers);
      streams.push(stream);
      return stream;
    };
    const apply = (app: FastifyInstance, businessName: string, email = SAMPLE_SHORT_LEAD.email, remoteAddress = '10.9.0.1') =>
      app.inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, remoteAddress, payload: JSON.stringify({ ...SAMPLE_SHORT_LEAD, businessName, email }) });

    // One database for the file: the first test's instances build its indexes; after each test
    // (its instances closed) every collection is emptied, indexes kept, so the next test's
    // instances start on an empty database with nothing left to build (~1 s a test on FerretDB).
    const databaseName = `powernest_two_${Date.now()}_${process.pid}`;
    let client: MongoClient;
    beforeAll(async () => {
      client = await MongoClient.connect(mongoUri);
    });
    afterAll(async () => {
      await client?.db(databaseName).dropDatabase();
      await client?.close();
    });

    beforeEach(async () => {
      smtp = await startSmtpServer();
      const env = {
        STORE: 'mongo',
        MONGODB_URI: databaseUri(mongoUri, databaseName),
        // One secret for both, as production requires: a session signed by one opens the other.
        JWT_SECRET: 'two-instances-share-this-secret-0123456789',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        // Both workers poll the one outbox (production polls every 5 s; this test waits for it).
        MAIL_POLL_INTERVAL_MS: '200',
      };
      a = await buildTestApp(env);
      b = await buildTestApp(env);
      for (const app of [a, b]) bases.set(app, await app.listen({ port: 0, host: '127.0.0.1' }));
    }, 30_000);
    afterEach(async () => {
      for (const stream of streams.splice(0)) stream.close();
      for (const app of [a, b]) app.server.closeAllConnections();
      await Promise.all([a.close(), b.close()]);
      for (const collection of await client.db(databaseName).collections()) await collection.deleteMany({});
      await smtp.close();
    });

    it('a lead sent through one instance reaches a tab on the other within a second, and a change made through that one the first', async () => {
      const { cookie } = await login(a);
      const onB = await open(b, { cookie });
      const onA = await open(a, { cookie });
      expect((await onB.next()).event).toBe('ready');
      expect((await onA.next()).event).toBe('ready');

      const sent = Date.now();
      const created = await apply(a, 'Blue Door Café');
      expect(created.statusCode).toBe(201);
      const leadId = created.json().lead.id as number;
      const arrived = await onB.next(1_000);
      expect(Date.now() - sent).toBeLessThan(1_000);
      expect(arrived.event).toBe('lead.created');
      expect(JSON.parse(arrived.data).lead).toMatchObject({ id: leadId, businessName: 'Blue Door Café' });
      expect(JSON.parse((await onA.next(1_000)).data).lead.id).toBe(leadId);

      const changedAt = Date.now();
      const assigned = await b.inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ version: 0, assignedTo: 'admin' }) });
      expect(assigned.statusCode).toBe(200);
      const change = await onA.next(1_000);
      expect(Date.now() - changedAt).toBeLessThan(1_000);
      expect(JSON.parse(change.data)).toMatchObject({ lead: { id: leadId, assignedTo: 'admin', version: 1 }, by: 'admin' });
      // Both tabs see the two events with the same ids, in the same order.
      expect((await onB.next(1_000)).id).toBe(change.id);
    });

    it('a tab that reconnects to the other instance with Last-Event-ID gets what it missed, in order', async () => {
      const { cookie } = await login(a);
      const first = await open(a, { cookie });
      await first.next();
      await apply(a, 'First Shop');
      const seen = await first.next(1_000);
      first.close();
      await apply(a, 'Second Shop');
      await apply(b, 'Third Shop', 'third@shop.example');

      const again = await open(b, { cookie, 'last-event-id': seen.id! });
      expect((await again.next()).event).toBe('ready');
      const missed = [await again.next(1_000), await again.next(1_000)].map((e) => JSON.parse(e.data).lead.businessName);
      expect(missed).toEqual(['Second Shop', 'Third Shop']);
      await apply(a, 'Fourth Shop', 'fourth@shop.example');
      expect(JSON.parse((await again.next(1_000)).data).lead.businessName).toBe('Fourth Shop');
    });

    it(`counts a member's live tabs across both instances: ${LIVE_STREAMS_PER_MEMBER} in all, the next refused on either, a closed one frees a place on the other`, async () => {
      const { cookie } = await login(a);
      for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i++) await (await open(i % 2 === 0 ? a : b, { cookie })).next();
      for (const app of [a, b]) {
        const refused = await fetch(`${bases.get(app)}/api/admin/events`, { headers: { accept: 'text/event-stream', cookie } });
        expect(refused.status).toBe(429);
        expect((await refused.json()).error).toBe(LIVE_STREAMS_REFUSED);
      }
      // A tab on A closes: once A has let it go, B takes a new one.
      streams[0]!.close();
      await new Promise<void>((resolve) => {
        const check = () => (a.liveEvents.openStreams < LIVE_STREAMS_PER_MEMBER / 2 ? resolve() : setTimeout(check, 10));
        check();
      });
      expect((await open(b, { cookie })).status).toBe(200);
    });

    it('both drain the one outbox: every e-mail of leads sent through either is delivered once', async () => {
      const sent = await Promise.all(
        Array.from({ length: 12 }, (_, i) => apply(i % 2 === 0 ? a : b, `Shop ${i}`, `owner${i}@shop${i}.example`, `10.9.1.${i}`)),
      );
      expect(sent.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
      const rows = (await a.store.outbox.countByStatus()) as Record<string, number>;
      const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
      await smtp.waitForCount(total, 20_000);
      // Every row sent, each once: as many messages arrived as the outbox holds, one per applicant.
      await new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 10_000;
        const check = async () => {
          const counts = (await a.store.outbox.countByStatus()) as Record<string, number>;
          if (counts.sent === total) return resolve();
          if (Date.now() > deadline) return reject(new Error(`outbox: ${JSON.stringify(counts)}`));
          setTimeout(() => void check(), 50);
        };
        void check();
      });
      expect(smtp.received).toHaveLength(total);
      for (let i = 0; i < 12; i++) expect(smtp.received.filter((m) => m.to.includes(`owner${i}@shop${i}.example`))).toHaveLength(1);
    });

    it("a visitor's lead limit is one count whichever instance answers", async () => {
      const max = 10; // production's LEADS_RATE_LIMIT_MAX
      const answers = [];
      for (let i = 0; i < max + 2; i++) answers.push((await apply(i % 2 === 0 ? a : b, `Limit Shop ${i}`, `limit${i}@shop.example`, '10.9.2.1')).statusCode);
      expect(answers.filter((s) => s === 201)).toHaveLength(max);
      expect(answers.slice(max)).toEqual([429, 429]);
    });
  });
} else {
  describe.skip('two API instances on one database (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
