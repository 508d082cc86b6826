// A status change and the e-mail it sends the applicant (issue #42), with the process "killed"
// between the two writes: the e-mail is stored first, held, and released once the lead's change is
// written. Whatever step failed, the applicant gets the e-mail exactly when the change happened:
// killed before the change, nothing is sent (the worker finds the lead not closed when the hold
// ends and deletes it); killed after it, the e-mail goes once when the hold ends. On the memory
// store and, with MONGODB_URI, on the MongoDB adapter (FerretDB in CI).
import type { FastifyInstance } from 'fastify';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import type { OutboxMessage } from '../src/store';
import { login } from './admin-support';
import { jsonHeaders } from './fixtures';
import { bothStores, useAppOn } from './support/both-stores';
import { workerLater } from './support/worker-later';

describe.each(bothStores('powernest_status_crash'))('a status change and its e-mail on %s, the process killed between them', (_store, env) => {
  let app: FastifyInstance;
  let cookie = '';
  useAppOn(env, async (built) => {
    app = built;
    ({ cookie } = await login(app));
  });
  afterEach(() => jest.restoreAllMocks());

  const newLead = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify({ ...SAMPLE_SHORT_LEAD, email: `owner.${Date.now()}.${Math.random()}@shop.example` }), remoteAddress: `10.42.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
    expect(res.statusCode).toBe(201);
    return res.json().lead.id as number;
  };
  const close = (id: number, version = 0) => app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ version, status: 'lost' }) });
  const statusEmails = async (id: number) => (await app.store.outbox.list({ leadId: id })).filter((m) => m.kind === 'status-update');

  it('closed normally: the e-mail is due at once, sent once', async () => {
    const id = await newLead();
    expect((await close(id)).statusCode).toBe(200);
    await app.outboxWorker.idle();
    const [mail] = await statusEmails(id);
    expect(mail).toMatchObject({ status: 'sent', whileLeadStatus: 'lost' });
  });

  it('killed after the e-mail was stored, before the lead was closed: the lead stays open and nothing is ever sent', async () => {
    const id = await newLead();
    jest.spyOn(app.store.leads, 'update').mockRejectedValueOnce(new Error('killed'));
    expect((await close(id)).statusCode).toBe(500);
    expect((await app.store.leads.get(id))!.status).toBe('new');
    // Held: not due now, so no worker sends it before the hold ends.
    const [held] = await statusEmails(id);
    expect(held).toMatchObject({ status: 'pending', whileLeadStatus: 'lost' });
    expect(held!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    const sent: OutboxMessage[] = [];
    await workerLater(app, 61_000, sent).runOnce(100);
    expect(sent.filter((m) => m.leadId === id)).toEqual([]);
    expect(await statusEmails(id)).toEqual([]);
  });

  it('killed after the lead was closed, before its e-mail was released: the e-mail goes once when the hold ends', async () => {
    const id = await newLead();
    jest.spyOn(app.store.outbox, 'release').mockRejectedValueOnce(new Error('killed'));
    expect((await close(id)).statusCode).toBe(500);
    expect((await app.store.leads.get(id))!.status).toBe('lost');

    const sent: OutboxMessage[] = [];
    const later = workerLater(app, 61_000, sent);
    await later.runOnce(100);
    await later.runOnce(100);
    expect(sent.filter((m) => m.leadId === id && m.kind === 'status-update')).toHaveLength(1);
    expect(await statusEmails(id)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('refused as stale (someone changed the lead first): no e-mail is left behind', async () => {
    const id = await newLead();
    expect((await app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ version: 0, status: 'contacted' }) })).statusCode).toBe(200);
    expect((await close(id, 0)).statusCode).toBe(409);
    expect(await statusEmails(id)).toEqual([]);
  });
});
