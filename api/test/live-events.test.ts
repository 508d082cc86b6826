// GET /api/admin/events (issue #29): the admin area's live events, read over a real socket as a
// browser tab would: a new lead and a change arrive at once, a reconnecting tab catches up, the
// streams are bounded, and closing the server ends them.
import type { FastifyInstance } from 'fastify';
import { LIVE_STREAMS_PER_MEMBER, LIVE_STREAMS_REFUSED, SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { createStaff, login } from './admin-support';
import { jsonHeaders } from './fixtures';
import { buildTestApp } from './helper';
import { openEventStream, type OpenStream } from './support/event-stream';

describe('live events (GET /api/admin/events)', () => {
  let app: FastifyInstance;
  let base: string;
  const streams: OpenStream[] = [];
  const open = async (headers: Record<string, string>) => {
    const stream = await openEventStream(`${base}/api/admin/events`, headers);
    streams.push(stream);
    return stream;
  };
  const apply = (businessName: string, state = 'TX') =>
    app.inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify({ ...SAMPLE_SHORT_LEAD, businessName, location: `Austin, ${state}` }) });

  beforeEach(async () => {
    app = await buildTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    // The test's own keep-alive sockets would make graceful-close wait its 5 s.
    app.server.closeAllConnections();
    await app.close();
  });

  it('needs a staff session', async () => {
    const res = await fetch(`${base}/api/admin/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
  });

  it('sends a new lead and a change made by the team the moment they happen, with who changed it', async () => {
    const { cookie } = await login(app);
    const stream = await open({ cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect((await stream.next()).event).toBe('ready');

    const created = await apply('Blue Door Café');
    const leadId = created.json().lead.id as number;
    const arrived = await stream.next();
    expect(arrived.event).toBe('lead.created');
    expect(JSON.parse(arrived.data)).toEqual({ lead: expect.objectContaining({ id: leadId, businessName: 'Blue Door Café', location: 'Austin, TX', status: 'new', version: 0 }) });

    // The team books the visit for the applicant: the lead moves to "site visit scheduled".
    const page = (await app.inject({ url: `/api/leads/${leadId}`, headers: { cookie } })).json();
    const booked = await app.inject({ method: 'POST', url: `/api/leads/${leadId}/visit`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ start: page.slots[0].start }) });
    expect(booked.statusCode).toBe(201);
    const changed = await stream.next();
    expect(changed.event).toBe('lead.updated');
    expect(JSON.parse(changed.data)).toMatchObject({ lead: { id: leadId, status: 'site_visit_scheduled', version: 1 }, by: 'admin' });

    // Assigned from the lead's page (PATCH): the same.
    const assigned = await app.inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ version: 1, assignedTo: 'admin' }) });
    expect(assigned.statusCode).toBe(200);
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ lead: { id: leadId, assignedTo: 'admin', version: 2 }, by: 'admin' });
  });

  it('a tab that reconnects with Last-Event-ID gets what it missed, in order', async () => {
    const { cookie } = await login(app);
    const first = await open({ cookie });
    await first.next();
    await apply('First Shop');
    const seen = await first.next();
    first.close();

    await apply('Second Shop');
    await apply('Third Shop');
    const again = await open({ cookie, 'last-event-id': seen.id! });
    expect((await again.next()).event).toBe('ready');
    const missed = [await again.next(), await again.next()].map((e) => JSON.parse(e.data).lead.businessName);
    expect(missed).toEqual(['Second Shop', 'Third Shop']);
    await apply('Fourth Shop');
    expect(JSON.parse((await again.next()).data).lead.businessName).toBe('Fourth Shop');
  });

  it(`keeps at most ${LIVE_STREAMS_PER_MEMBER} tabs live per member, and says why it refuses another`, async () => {
    const { cookie } = await login(app);
    for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i++) await (await open({ cookie })).next();
    const refused = await fetch(`${base}/api/admin/events`, { headers: { accept: 'text/event-stream', cookie } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(LIVE_STREAMS_REFUSED);
    // A closed tab frees its place.
    streams[0]!.close();
    await new Promise<void>((resolve) => {
      const check = () => (app.liveEvents.openStreams < LIVE_STREAMS_PER_MEMBER ? resolve() : setTimeout(check, 10));
      check();
    });
    expect((await open({ cookie })).status).toBe(200);
  });

  describe('a revoked session loses its streams within a second (issue #40)', () => {
    /** How long after `revoke` the stream ended: the recheck runs every second. */
    async function endsAfter(stream: OpenStream, revoke: () => Promise<unknown>): Promise<number> {
      await stream.next();
      const revoked = Date.now();
      await revoke();
      await stream.ended;
      return Date.now() - revoked;
    }

    it('signing out ends the tab’s stream; no lead arrives on it afterwards', async () => {
      const { cookie } = await login(app);
      const stream = await open({ cookie });
      const took = await endsAfter(stream, () => app.inject({ method: 'POST', url: '/api/admin/logout', headers: { ...jsonHeaders, cookie }, payload: '{}' }));
      expect(took).toBeLessThan(2_000);
      await apply('After Sign-out Café');
      await expect(stream.next(500)).rejects.toThrow();
    });

    it('deactivating a member ends their streams; another member’s stay open', async () => {
      const { cookie: admin } = await login(app);
      const staff = await createStaff(app, 'adam', 'sales_admin');
      const { cookie } = await login(app, 'adam', staff.password);
      const theirs = await open({ cookie });
      const mine = await open({ cookie: admin });
      await mine.next();
      const patch = () => app.inject({ method: 'PATCH', url: `/api/team/${staff.id}`, headers: { ...jsonHeaders, cookie: admin }, payload: JSON.stringify({ active: false }) });
      expect(await endsAfter(theirs, patch)).toBeLessThan(2_000);
      await apply('Still Live Café');
      expect((await mine.next()).event).toBe('lead.created');
    });

    it('a password change ends the streams of the member’s other sessions', async () => {
      const staff = await createStaff(app, 'bea', 'sales_admin');
      const first = await login(app, 'bea', staff.password);
      const second = await login(app, 'bea', staff.password);
      const stream = await open({ cookie: first.cookie });
      const change = () =>
        app.inject({ method: 'POST', url: '/api/admin/change-password', headers: { ...jsonHeaders, cookie: second.cookie }, payload: JSON.stringify({ currentPassword: staff.password, newPassword: 'a-new-and-long-passphrase-9', confirmPassword: 'a-new-and-long-passphrase-9' }) });
      expect(await endsAfter(stream, change)).toBeLessThan(2_000);
    });
  });

  it('closing the server ends every stream at once instead of waiting for the tabs to leave', async () => {
    const { cookie } = await login(app);
    const stream = await open({ cookie });
    await stream.next();
    const started = Date.now();
    await app.close();
    await stream.ended;
    // graceful-close would wait up to 5 s for a client that never leaves.
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
