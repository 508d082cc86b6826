// A visit booked, moved or cancelled (issue #42) with the process "killed" between its writes:
// the step's e-mails are stored first (held, bound to the visit's new sequence), the visit's one
// write carries the rest (its audit entry, the lead's status move), and any instance's sweep
// finishes what a dead process left. Whatever write failed: no e-mail about a change that did not
// happen, none lost, no place leaked, no lead left half-moved, each audit entry once. On the
// memory store and, with MONGODB_URI, on the MongoDB adapter (FerretDB in CI).
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../src/store';
import { fullLead, jsonHeaders } from './fixtures';
import { bothStores, useAppOn } from './support/both-stores';
import { workerLater } from './support/worker-later';

/** The sweep's view: a step is a dead process's once it is this much older than its write. */
const AFTER_GRACE_MS = 31_000;
/** The held e-mails' view: the hold over. */
const AFTER_HOLD_MS = 61_000;

describe.each(bothStores('powernest_visit_crash'))('a visit change on %s, the process killed between its writes', (_store, env) => {
  let app: FastifyInstance;
  useAppOn(env, async (built) => {
    app = built;
  });
  afterEach(() => jest.restoreAllMocks());

  let applicants = 0;
  /** A TX application from an address of its own, and its status token. */
  async function apply(): Promise<{ token: string; leadId: number }> {
    applicants += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: jsonHeaders,
      payload: JSON.stringify({ ...fullLead, email: `owner.${Date.now()}.${applicants}@shop.example`, businessName: `Crash Shop ${applicants}` }),
      remoteAddress: `10.43.${applicants}.${Math.floor(Math.random() * 250)}`,
    });
    expect(res.statusCode).toBe(201);
    const leadId: number = res.json().lead.id;
    await app.outboxWorker.idle(); // its own e-mails out of the way
    const confirmation = (await app.store.outbox.list({ leadId })).find((m) => m.kind === 'applicant-confirmation')!;
    return { token: decodeURIComponent(new URL(confirmation.templateParams.status_url!).pathname.split('/').pop()!), leadId };
  }
  const slots = async (token: string): Promise<string[]> => (await app.inject({ url: `/api/application/${token}/slots` })).json().slots.map((s: { start: string }) => s.start);
  const visitCall = (method: 'POST' | 'PUT' | 'DELETE', token: string, start?: string) =>
    app.inject({ method, url: `/api/application/${token}/visit`, ...(start === undefined ? {} : { headers: jsonHeaders, payload: JSON.stringify({ start }) }) });
  const mails = async (leadId: number, kind: OutboxMessage['kind']) => (await app.store.outbox.list({ leadId })).filter((m) => m.kind === kind);
  const entries = async (leadId: number, action: string) => (await app.store.auditLog.list({ resourceId: String(leadId) })).filter((e) => e.action === action);
  /** The ids of the lead's e-mails sent so far. */
  const sentIds = async (leadId: number) => new Set((await app.store.outbox.list({ leadId, status: 'sent' })).map((m) => m.id));
  /**
   * What went out since `before` (sentIds), whichever worker sent it (this instance's, woken by
   * the sweep, or another's after the hold), each at most once: the kinds newly sent.
   */
  async function delivered(leadId: number, before: Set<string>): Promise<OutboxMessage['kind'][]> {
    await app.outboxWorker.idle();
    const later = workerLater(app, AFTER_HOLD_MS, []);
    await later.runOnce(100);
    await later.runOnce(100);
    return (await app.store.outbox.list({ leadId, status: 'sent' })).filter((m) => !before.has(m.id)).map((m) => m.kind).sort();
  }
  const sweepLater = () => app.finishVisitSteps(new Date(Date.now() + AFTER_GRACE_MS));
  /** A booking whose write `kill` makes fail once (the process killed there), answered 500; what was sent before it. */
  async function bookKilled(kill: () => unknown) {
    const { token, leadId } = await apply();
    const [slot] = await slots(token);
    const before = await sentIds(leadId);
    kill();
    expect((await visitCall('POST', token, slot)).statusCode).toBe(500);
    return { token, leadId, slot, before };
  }

  it('booked normally: the lead moves, each entry once, the invitation due at once, nothing left to finish', async () => {
    const { token, leadId } = await apply();
    const [slot] = await slots(token);
    expect((await visitCall('POST', token, slot)).statusCode).toBe(201);
    await app.outboxWorker.idle();
    expect((await app.store.leads.get(leadId))!.status).toBe('site_visit_scheduled');
    expect(await entries(leadId, 'lead.visit.booked')).toHaveLength(1);
    expect(await entries(leadId, 'lead.status')).toHaveLength(1);
    expect(await mails(leadId, 'visit-confirmation')).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(await sweepLater()).toBe(0);
  });

  it('killed before the visit was written: no visit, the place free, the lead as it was, and its e-mails deleted unsent', async () => {
    const { token, leadId, slot, before } = await bookKilled(() => jest.spyOn(app.store.visits, 'book').mockRejectedValueOnce(new Error('killed')));
    expect(await app.store.visits.bookedFor(leadId)).toBeNull();
    expect((await app.store.leads.get(leadId))!.status).toBe('new');
    // Held: not due now, so no worker sends them before the hold ends.
    const [held] = await mails(leadId, 'visit-confirmation');
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    expect(await sweepLater()).toBe(0);
    expect(await delivered(leadId, before)).toEqual([]);
    expect(await mails(leadId, 'visit-confirmation')).toEqual([]);
    // The reminder waits for its day (the day before the visit), then finds no visit: deleted unsent.
    const [reminder] = await mails(leadId, 'visit-reminder');
    const sent: OutboxMessage[] = [];
    await workerLater(app, reminder!.nextAttemptAt.getTime() - Date.now() + 1000, sent).runOnce(100);
    expect(sent.filter((m) => m.leadId === leadId)).toEqual([]);
    expect(await mails(leadId, 'visit-reminder')).toEqual([]);
    // The place was never taken: the same time is still offered, and books.
    expect(await slots(token)).toContain(slot);
    expect((await visitCall('POST', token, slot)).statusCode).toBe(201);
  });

  it('killed right after the visit was written: the sweep logs it, moves the lead and sends the invitation, each once', async () => {
    const { leadId, slot, before } = await bookKilled(() => jest.spyOn(app.store.auditLog, 'append').mockRejectedValueOnce(new Error('killed')));
    expect(await app.store.visits.bookedFor(leadId)).toMatchObject({ start: new Date(slot!) });
    expect((await app.store.leads.get(leadId))!.status).toBe('new');

    expect(await sweepLater()).toBe(1);
    expect(await sweepLater()).toBe(0);
    expect((await app.store.leads.get(leadId))!.status).toBe('site_visit_scheduled');
    expect(await entries(leadId, 'lead.visit.booked')).toHaveLength(1);
    expect(await entries(leadId, 'lead.status')).toHaveLength(1);
    expect(await delivered(leadId, before)).toEqual(['visit-confirmation', 'visit-team-notification']);
  });

  it('killed after the lead moved, before its e-mails were released: the sweep releases them; no entry twice', async () => {
    const { leadId, before } = await bookKilled(() => jest.spyOn(app.store.outbox, 'release').mockRejectedValueOnce(new Error('killed')));
    expect((await app.store.leads.get(leadId))!.status).toBe('site_visit_scheduled');

    expect(await sweepLater()).toBe(1);
    expect(await entries(leadId, 'lead.visit.booked')).toHaveLength(1);
    expect(await entries(leadId, 'lead.status')).toHaveLength(1);
    expect(await delivered(leadId, before)).toEqual(['visit-confirmation', 'visit-team-notification']);
  });

  it('a move killed after the visit was written: the sweep deletes the old time\'s reminder, keeps the new one, sends the move once', async () => {
    const { token, leadId } = await apply();
    const [first, second] = await slots(token);
    expect((await visitCall('POST', token, first)).statusCode).toBe(201);
    await app.outboxWorker.idle();
    const [oldReminder] = await mails(leadId, 'visit-reminder');
    const before = await sentIds(leadId);
    jest.spyOn(app.store.auditLog, 'append').mockRejectedValueOnce(new Error('killed'));
    expect((await visitCall('PUT', token, second)).statusCode).toBe(500);
    expect(await app.store.visits.bookedFor(leadId)).toMatchObject({ start: new Date(second!), sequence: 1 });

    expect(await sweepLater()).toBe(1);
    expect(await entries(leadId, 'lead.visit.moved')).toHaveLength(1);
    const reminders = await mails(leadId, 'visit-reminder');
    expect(reminders.map((m) => m.id)).not.toContain(oldReminder!.id);
    expect(reminders).toEqual([expect.objectContaining({ whileVisit: expect.objectContaining({ sequence: 1 }) })]);
    expect(await delivered(leadId, before)).toEqual(['visit-confirmation', 'visit-team-notification']);
  });

  it('a cancellation killed before its write keeps the visit and sends nothing; killed after it, the sweep moves the lead back and sends it once', async () => {
    const { token, leadId } = await apply();
    const [slot] = await slots(token);
    expect((await visitCall('POST', token, slot)).statusCode).toBe(201);
    await app.outboxWorker.idle();

    const before = await sentIds(leadId);

    jest.spyOn(app.store.visits, 'cancel').mockRejectedValueOnce(new Error('killed'));
    expect((await visitCall('DELETE', token)).statusCode).toBe(500);
    expect(await app.store.visits.bookedFor(leadId)).not.toBeNull();
    expect(await delivered(leadId, before)).toEqual([]);
    expect(await mails(leadId, 'visit-cancelled')).toEqual([]);
    expect(await mails(leadId, 'visit-reminder')).toHaveLength(1);

    const beforeCancel = await sentIds(leadId);

    jest.spyOn(app.store.auditLog, 'append').mockRejectedValueOnce(new Error('killed'));
    expect((await visitCall('DELETE', token)).statusCode).toBe(500);
    expect(await app.store.visits.bookedFor(leadId)).toBeNull();
    expect(await sweepLater()).toBe(1);
    expect((await app.store.leads.get(leadId))!.status).toBe('new');
    expect(await entries(leadId, 'lead.visit.cancelled')).toHaveLength(1);
    expect(await mails(leadId, 'visit-reminder')).toEqual([]);
    expect(await delivered(leadId, beforeCancel)).toEqual(['visit-cancelled', 'visit-team-notification']);
  });
});
