// The applicant's status page and self-booked site visit (issue #28), through the API as the
// status page calls it: the link from the confirmation e-mail, the slots, booking, moving,
// cancelling, a taken slot, and what a wrong token reveals (nothing).
import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_STAGE_LABELS, VISIT_MESSAGES } from '@powernest/domain';
import { fullLead } from './fixtures';
import { login, postJson } from './admin-support';
import { useTestApp } from './helper';

const HOUR_MS = 3600_000;

/** Sends an application and returns the status link's token from its confirmation e-mail. */
async function apply(app: FastifyInstance, overrides: object = {}): Promise<{ token: string; leadId: number }> {
  const res = await postJson(app, '/api/leads', { ...fullLead, ...overrides });
  expect(res.statusCode).toBe(201);
  const leadId: number = res.json().lead.id;
  const [confirmation] = await app.store.outbox.list({ leadId }).then((all) => all.filter((m) => m.kind === 'applicant-confirmation'));
  const url = new URL(confirmation!.templateParams.status_url!);
  expect(url.pathname).toMatch(/^\/application-status\/[A-Za-z0-9_-]{43}$/);
  return { token: decodeURIComponent(url.pathname.split('/').pop()!), leadId };
}

const status = (app: FastifyInstance, token: string) => app.inject({ url: `/api/application/${token}` });
const slots = (app: FastifyInstance, token: string) => app.inject({ url: `/api/application/${token}/slots` });
const visit = (app: FastifyInstance, token: string, method: 'POST' | 'PUT' | 'DELETE', start?: string) =>
  app.inject({ method, url: `/api/application/${token}/visit`, ...(start ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ start }) } : {}) });
const emailsOf = async (app: FastifyInstance, leadId: number, kind: string) => (await app.store.outbox.list({ leadId })).filter((m) => m.kind === kind);

describe('an applicant’s status page', () => {
  const app = useTestApp();

  it('opens from the confirmation e-mail’s link and shows the stage, and nothing else of the lead', async () => {
    const { token } = await apply(app());
    const res = await status(app(), token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const { application } = res.json();
    expect(application).toMatchObject({ businessName: fullLead.businessName, stage: 'received', stageLabel: 'Received', canBook: true });
    expect(application.nextStep).toContain('24 hours');
    expect(Object.keys(application).sort()).toEqual(['businessName', 'canBook', 'contact', 'nextStep', 'nextStepBy', 'receivedAt', 'stage', 'stageLabel', 'timeZone']);
    expect(JSON.stringify(application)).not.toContain(fullLead.email);
  });

  it('answers a wrong, shortened or other-lead token with the same 404', async () => {
    const { token } = await apply(app());
    const wrong = [token.slice(0, -1), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x', '%00'];
    for (const t of wrong) {
      const res = await status(app(), t);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'This link is not valid or has expired' });
      expect((await slots(app(), t)).statusCode).toBe(404);
    }
  });

  it('follows the pipeline: what an admin changes shows at once, and a closed application reads "Closed"', async () => {
    const { token, leadId } = await apply(app());
    const lead = (await app().store.leads.get(leadId))!;
    await app().store.leads.update(leadId, lead.version, { status: 'duplicate' }, new Date());
    const { application } = (await status(app(), token)).json();
    expect(application).toMatchObject({ stage: 'closed', stageLabel: APPLICATION_STAGE_LABELS.closed, canBook: false });
    expect((await slots(app(), token)).json().slots).toEqual([]);
  });
});

describe('booking the site visit', () => {
  const app = useTestApp();

  it('offers one-hour slots in the business’s time zone, books one, invites with an .ics in local time and reminds 24 hours before', async () => {
    const { token, leadId } = await apply(app());
    const offered = (await slots(app(), token)).json();
    expect(offered.timeZone).toBe('America/Chicago');
    expect(offered.slots.length).toBeGreaterThan(20);
    const [first] = offered.slots;
    expect(Date.parse(first.end) - Date.parse(first.start)).toBe(HOUR_MS);
    // Two business days ahead at least: never tomorrow.
    expect(Date.parse(first.start) - Date.now()).toBeGreaterThan(24 * HOUR_MS);

    const booked = await visit(app(), token, 'POST', first.start);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().application).toMatchObject({ stage: 'site_visit_scheduled', visit: { start: first.start, timeZone: 'America/Chicago', canChange: true } });
    expect((await app().store.leads.get(leadId))!.status).toBe('site_visit_scheduled');

    const [invitation] = await emailsOf(app(), leadId, 'visit-confirmation');
    const calendar = new ICAL.Component(ICAL.parse(invitation!.templateParams.ics!));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Chicago');
    const event = new ICAL.Event(vevent);
    const localHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hour12: false }).format(new Date(first.start)));
    expect(event.startDate.hour).toBe(localHour);
    expect(event.startDate.toJSDate().toISOString()).toBe(first.start);
    expect(await emailsOf(app(), leadId, 'visit-team-notification')).toHaveLength(1);
    const [reminder] = await emailsOf(app(), leadId, 'visit-reminder');
    expect(reminder!.nextAttemptAt.getTime()).toBe(Date.parse(first.start) - 24 * HOUR_MS);
    // The timeline and the audit log say who moved the lead.
    const audit = await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(leadId) });
    expect(audit[0]).toMatchObject({ userId: 'applicant', action: 'lead.status', newValues: { status: 'site_visit_scheduled' } });
  });

  it('gives a taken slot to one applicant only: the second gets 409 with the times still free', async () => {
    const a = await apply(app());
    const b = await apply(app(), { email: 'sam@corner.example', businessName: 'Corner Shop', phone: '(555) 777-1234' });
    const { slots: offered } = (await slots(app(), a.token)).json();
    expect((await visit(app(), a.token, 'POST', offered[0].start)).statusCode).toBe(201);
    const second = await visit(app(), b.token, 'POST', offered[0].start);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(VISIT_MESSAGES.taken);
    expect(second.json().slots.map((s: { start: string }) => s.start)).not.toContain(offered[0].start);
    expect(second.json().slots[0].start).toBe(offered[1].start);
  });

  it('refuses a time that is not offered (400 naming the field), and a second booking (409)', async () => {
    const { token } = await apply(app());
    const tomorrow = new Date(Date.now() + 24 * HOUR_MS).toISOString();
    const res = await visit(app(), token, 'POST', tomorrow);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ start: VISIT_MESSAGES.notOffered });
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    expect((await visit(app(), token, 'POST', offered[1].start)).json()).toEqual({ success: false, error: VISIT_MESSAGES.alreadyBooked });
  });

  it('moves the visit (the update keeps the event, a higher SEQUENCE; the old reminder is dropped) and cancels it (status back)', async () => {
    const { token, leadId } = await apply(app());
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    const moved = await visit(app(), token, 'PUT', offered[3].start);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().application.visit.start).toBe(offered[3].start);
    const reminders = await emailsOf(app(), leadId, 'visit-reminder');
    expect(reminders.map((m) => m.nextAttemptAt.getTime())).toEqual([Date.parse(offered[3].start) - 24 * HOUR_MS]);
    const invitations = (await emailsOf(app(), leadId, 'visit-confirmation')).map((m) => new ICAL.Component(ICAL.parse(m.templateParams.ics!)).getFirstSubcomponent('vevent')!);
    expect(new Set(invitations.map((e) => e.getFirstPropertyValue('uid'))).size).toBe(1);
    expect(invitations.map((e) => Number(e.getFirstPropertyValue('sequence'))).sort()).toEqual([0, 1]);
    // The first slot is free again.
    expect((await slots(app(), token)).json().slots[0].start).toBe(offered[0].start);

    const cancelled = await visit(app(), token, 'DELETE');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().application).toMatchObject({ stage: 'received' });
    expect(cancelled.json().application.visit).toBeUndefined();
    expect(await emailsOf(app(), leadId, 'visit-reminder')).toEqual([]);
    const [cancellation] = await emailsOf(app(), leadId, 'visit-cancelled');
    expect(cancellation!.templateParams.ics).toContain('METHOD:CANCEL');
  });
});

describe('asking for a new link', () => {
  const app = useTestApp();

  it('answers the same for a known and an unknown address; the known one gets a new link and the old stops working', async () => {
    const { token, leadId } = await apply(app());
    const known = await postJson(app(), '/api/application-link', { email: fullLead.email.toUpperCase() });
    const unknown = await postJson(app(), '/api/application-link', { email: 'nobody@nowhere.example' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const [sent] = await emailsOf(app(), leadId, 'status-link');
    const fresh = /\/application-status\/([A-Za-z0-9_-]+)/.exec(sent!.templateParams.text!)![1]!;
    expect((await status(app(), fresh)).statusCode).toBe(200);
    expect((await status(app(), token)).statusCode).toBe(404);
  });

  it('sends at most 3 links a day to one address, answering the same each time', async () => {
    const { leadId } = await apply(app());
    for (let i = 0; i < 5; i++) expect((await postJson(app(), '/api/application-link', { email: fullLead.email })).statusCode).toBe(200);
    expect(await emailsOf(app(), leadId, 'status-link')).toHaveLength(3);
  });
});

describe('what the team does shows on the applicant’s side', () => {
  const app = useTestApp();
  const change = async (leadId: number, cookie: string, status: string) => {
    const lead = (await app().store.leads.get(leadId))!;
    return app().inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ version: lead.version, status }) });
  };

  it('closing an application cancels its booked visit (place free, reminder dropped, cancellation sent) and tells the applicant', async () => {
    const { cookie } = await login(app());
    const { token, leadId } = await apply(app());
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    expect((await change(leadId, cookie, 'lost')).statusCode).toBe(200);
    expect((await status(app(), token)).json().application).toMatchObject({ stage: 'closed', canBook: false });
    expect(await app().store.visits.bookedFor(leadId)).toBeNull();
    expect(await emailsOf(app(), leadId, 'visit-reminder')).toEqual([]);
    expect(await emailsOf(app(), leadId, 'visit-cancelled')).toHaveLength(1);
    // The audit log says who cancelled it: the staff member who closed the application.
    const audit = await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(leadId) });
    expect(audit.filter((e) => e.action === 'lead.visit.cancelled').map((e) => e.userRole)).toEqual(['super_admin']);
    const [note] = await emailsOf(app(), leadId, 'status-update');
    expect(note!.templateParams.subject).toContain('is closed');
    expect(note!.templateParams.text).not.toMatch(/lost/i);
  });

  it('an installed application sends one short e-mail; other moves send none', async () => {
    const { cookie } = await login(app());
    const { leadId } = await apply(app());
    for (const next of ['contacted', 'qualified', 'site_visit_scheduled']) expect((await change(leadId, cookie, next)).statusCode).toBe(200);
    expect(await emailsOf(app(), leadId, 'status-update')).toEqual([]);
    await change(leadId, cookie, 'installed');
    expect((await emailsOf(app(), leadId, 'status-update')).map((m) => m.templateParams.subject)).toEqual([expect.stringContaining('is installed')]);
  });

  it('an admin sends a fresh link from the lead page: the old one stops working', async () => {
    const { cookie } = await login(app());
    const { token, leadId } = await apply(app());
    const res = await app().inject({ method: 'POST', url: `/api/leads/${leadId}/status-link`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sentTo: fullLead.email });
    expect((await status(app(), token)).statusCode).toBe(404);
    const [sent] = await emailsOf(app(), leadId, 'status-link');
    expect((await status(app(), /\/application-status\/([A-Za-z0-9_-]+)/.exec(sent!.templateParams.text!)![1]!)).statusCode).toBe(200);
    expect((await app().inject({ method: 'POST', url: `/api/leads/${leadId}/status-link` })).statusCode).toBe(401);
  });
});
