// The applicant's status page and self-booked site visit (issue #28), through the API as the
// status page calls it: the link from the confirmation e-mail, the slots, booking, moving,
// cancelling, a taken slot, and what a wrong token reveals (nothing).
import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_STAGE_LABELS, VISIT_MESSAGES, VISIT_TEXTS, formatVisitTime } from '@powernest/domain';
import { renderMessage } from '../src/mail/render';
import { fullLead, jsonHeaders } from './fixtures';
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
  // The page in the lead's language (issue #30): /es/… for a Spanish lead.
  const prefix = (overrides as { language?: string }).language === 'es-US' ? '/es' : '';
  expect(url.pathname).toMatch(new RegExp(`^${prefix}/application-status/[A-Za-z0-9_-]{43}$`));
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
    expect(Object.keys(application).sort()).toEqual(['businessName', 'canBook', 'contact', 'nextStep', 'nextStepBy', 'promises', 'reached', 'receivedAt', 'stage', 'stageLabel', 'timeZone']);
    expect(application.reached).toEqual(['received']);
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

  it.each([
    ['El Paso, TX', 'America/Denver'],
    ['79901', 'America/Denver'],
    ['Pensacola, FL', 'America/Chicago'],
    ['Boise, ID', 'America/Boise'],
    ['Austin, TX', 'America/Chicago'],
  ])('a business in %s gets its slots in %s: the zone comes from its place, not its state (issue #40)', async (location, zone) => {
    const { token } = await apply(app(), { location });
    expect((await slots(app(), token)).json().timeZone).toBe(zone);
  });

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

  it('a booking straight from "received" reaches the visit stage without ticking "contacted" or "qualified" (issue #40); the team’s call does', async () => {
    const { token, leadId } = await apply(app());
    const { slots: offered } = (await slots(app(), token)).json();
    const booked = await visit(app(), token, 'POST', offered[0].start);
    expect(booked.json().application).toMatchObject({ stage: 'site_visit_scheduled', reached: ['received', 'site_visit_scheduled'] });
    expect((await app().store.leads.get(leadId))!.status).toBe('site_visit_scheduled');

    // Another applicant the team called and qualified first: every stage it went through is ticked.
    const called = await apply(app(), { email: 'second@example.com' });
    const { cookie } = await login(app());
    for (const to of ['contacted', 'qualified']) {
      const lead = await app().store.leads.get(called.leadId);
      const moved = await app().inject({ method: 'PATCH', url: `/api/leads/${called.leadId}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ version: lead!.version, status: to }) });
      expect(moved.statusCode).toBe(200);
    }
    expect((await status(app(), called.token)).json().application).toMatchObject({ stage: 'qualified', reached: ['received', 'contacted', 'qualified'] });
  });

  it('a move to the visit’s own time changes nothing: no e-mail, no new SEQUENCE (issue #40)', async () => {
    const { token, leadId } = await apply(app());
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    const before = (await app().store.outbox.list({ leadId })).length;
    const same = await visit(app(), token, 'PUT', offered[0].start);
    expect(same.statusCode).toBe(200);
    expect(same.json().application.visit.start).toBe(offered[0].start);
    expect((await app().store.outbox.list({ leadId })).length).toBe(before);
    expect((await app().store.visits.bookedFor(leadId))!.sequence).toBe(0);
  });

  it('mails one inbox at most 8 visit e-mails a day (issue #40): past that the visit still changes and the team is told, the applicant is not mailed', async () => {
    const { token, leadId } = await apply(app());
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    for (let i = 1; i <= 8; i++) expect((await visit(app(), token, 'PUT', offered[i % 2 === 0 ? 0 : 1].start)).statusCode).toBe(200);
    const toApplicant = (await app().store.outbox.list({ leadId })).filter((m) => m.kind === 'visit-confirmation');
    expect(toApplicant).toHaveLength(8);
    expect((await emailsOf(app(), leadId, 'visit-team-notification'))).toHaveLength(9);
    expect((await app().store.visits.bookedFor(leadId))!.start.toISOString()).toBe(offered[0].start);
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

  it('counts the 3 links a day per inbox, not per spelling (issue #40): plus tags, dots and googlemail.com buy no more', async () => {
    const spellings = ['victim+1@gmail.com', 'v.ictim+2@gmail.com', 'victim+3@googlemail.com', 'vic.tim+4@gmail.com', 'VICTIM+5@gmail.com', 'victim+6@googlemail.com', 'v.i.c.t.i.m+7@gmail.com', 'victim+8@gmail.com'];
    const leads: number[] = [];
    for (const email of spellings) {
      const res = await postJson(app(), '/api/leads', { ...fullLead, email });
      expect(res.statusCode).toBe(201);
      leads.push(res.json().lead.id);
    }
    for (const email of spellings) expect((await postJson(app(), '/api/application-link', { email })).statusCode).toBe(200);
    const sent = (await Promise.all(leads.map((id) => emailsOf(app(), id, 'status-link')))).flat();
    expect(sent).toHaveLength(3);
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
    const cancellations = await emailsOf(app(), leadId, 'visit-cancelled');
    expect(cancellations).toHaveLength(1);
    // A closed application is not invited to book again, through a link or by phone (issue #40).
    expect(cancellations[0]!.templateParams.text).not.toMatch(/another time|book|status page|application-status/i);
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

describe('a Spanish lead’s e-mails (issue #30)', () => {
  const app = useTestApp();
  const spanish = { language: 'es-US', email: 'rosa@panaderia.example', businessName: 'Panadería Rosa', contactPerson: 'Rosa Díaz', phone: '(555) 777-4321' };
  /** "martes, 16 de marzo de 2027, 9:00 a.m. CDT": the visit's start as Intl writes it in Spanish, at the business's time. */
  const spanishTime = (iso: string, timeZone = 'America/Chicago') =>
    `${new Intl.DateTimeFormat('es-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso))}, ${new Intl.DateTimeFormat('es-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso))}`;
  const statusUrlIn = (text: string) => /(https?:\/\/\S+\/application-status\/[A-Za-z0-9_-]+)/.exec(text)![1]!;
  const tokenOf = (url: string) => url.split('/').pop()!;

  it('sends the status link in Spanish, to the Spanish status page; an English lead’s stays English', async () => {
    const es = await apply(app(), spanish);
    const en = await apply(app());
    await postJson(app(), '/api/application-link', { email: spanish.email });
    await postJson(app(), '/api/application-link', { email: fullLead.email });

    const [sent] = await emailsOf(app(), es.leadId, 'status-link');
    expect(sent!.templateParams).toMatchObject({ subject: 'PowerNest: el enlace a su solicitud', language: 'es-US' });
    expect(sent!.templateParams.text).toMatch(/^Hola, Rosa:\n\nEste es el enlace para consultar el estado de su solicitud para Panadería Rosa/);
    expect(sent!.templateParams.text).toContain('El equipo de PowerNest');
    const url = new URL(statusUrlIn(sent!.templateParams.text!));
    expect(url.pathname).toMatch(/^\/es\/application-status\/[A-Za-z0-9_-]{43}$/);
    expect((await status(app(), tokenOf(url.pathname))).statusCode).toBe(200);
    expect(renderMessage(sent!).html).toContain('<html lang="es-US">');

    const [english] = await emailsOf(app(), en.leadId, 'status-link');
    expect(english!.templateParams.subject).toBe('PowerNest: the link to your application');
    expect(english!.templateParams.text).toMatch(/^Hi .+,\n\nHere is the link to see where your application/);
    expect(new URL(statusUrlIn(english!.templateParams.text!)).pathname).toMatch(/^\/application-status\//);
    expect(renderMessage(english!).html).toContain('<html lang="en-US">');
  });

  it('books the visit in Spanish: a Spanish date, the /es status page, the invitation’s words in Spanish; the team’s notice stays English', async () => {
    const { token, leadId } = await apply(app(), spanish);
    const { slots: offered } = (await slots(app(), token)).json();
    expect((await visit(app(), token, 'POST', offered[0].start)).statusCode).toBe(201);
    const when = spanishTime(offered[0].start);
    expect(when).toMatch(/^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2}/);

    const [invitation] = await emailsOf(app(), leadId, 'visit-confirmation');
    expect(invitation!.templateParams.subject).toBe(`PowerNest: visita a su local reservada para el ${when}`);
    const text = invitation!.templateParams.text!;
    expect(text).toContain(`Hola, Rosa:\n\nLa visita a Panadería Rosa está reservada para el ${when} (dura una hora)`);
    expect(text).toContain('Puede cambiarla o cancelarla hasta 24 horas antes');
    expect(new URL(statusUrlIn(text)).pathname).toBe(`/es/application-status/${token}`);
    const vevent = new ICAL.Component(ICAL.parse(invitation!.templateParams.ics!)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('Visita de PowerNest a su local');
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(`/es/application-status/${token}`);
    expect(String(vevent.getFirstPropertyValue('description'))).toContain('Para cambiarla o cancelarla (hasta 24 horas antes)');

    const [reminder] = await emailsOf(app(), leadId, 'visit-reminder');
    expect(reminder!.templateParams.subject).toBe(`Recordatorio: la visita de PowerNest a su local es mañana, ${when}`);
    expect(reminder!.templateParams.text).toContain(`/es/application-status/${token}`);

    const [notice] = await emailsOf(app(), leadId, 'visit-team-notification');
    const englishWhen = formatVisitTime(new Date(offered[0].start), 'America/Chicago');
    expect(notice!.templateParams.subject).toBe(`Site visit booked: Panadería Rosa, ${englishWhen}`);
    expect(notice!.templateParams.text).toContain('The applicant booked their site visit.');

    // Moved and cancelled, in Spanish too.
    await visit(app(), token, 'PUT', offered[2].start);
    const moved = (await emailsOf(app(), leadId, 'visit-confirmation')).find((m) => m.templateParams.subject!.includes('cambió'));
    expect(moved!.templateParams.subject).toBe(`PowerNest: su visita cambió al ${spanishTime(offered[2].start)}`);
    await visit(app(), token, 'DELETE');
    const [cancellation] = await emailsOf(app(), leadId, 'visit-cancelled');
    expect(cancellation!.templateParams.subject).toBe(`PowerNest: visita a su local cancelada (${spanishTime(offered[2].start)})`);
    expect(cancellation!.templateParams.text).toContain(`/es/application-status/${token}`);
    expect(cancellation!.templateParams.ics).toContain('METHOD:CANCEL');
  });

  it('refuses a Spanish applicant in Spanish: a time not offered, a second booking, a taken time; the API’s link answer is the domain’s', async () => {
    const ES = VISIT_TEXTS['es-US'];
    const { token } = await apply(app(), spanish);
    const notOffered = await visit(app(), token, 'POST', new Date(Date.now() + 24 * HOUR_MS).toISOString());
    expect(notOffered.json()).toMatchObject({ error: ES.notOffered, fieldErrors: { start: ES.notOffered } });
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    expect((await visit(app(), token, 'POST', offered[1].start)).json()).toEqual({ success: false, error: ES.alreadyBooked });
    expect(ES.alreadyBooked).not.toBe(VISIT_MESSAGES.alreadyBooked);

    // Another applicant takes the only place of a slot meanwhile: this one is told in Spanish.
    const other = await apply(app(), { ...spanish, email: 'otra@panaderia.example' });
    expect((await visit(app(), other.token, 'POST', offered[2].start)).statusCode).toBe(201);
    const taken = await visit(app(), token, 'PUT', offered[2].start);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(ES.taken);

    const link = await postJson(app(), '/api/application-link', { email: spanish.email });
    expect(link.json()).toEqual({ success: true, message: VISIT_MESSAGES.linkRequested });
  });

  it('an English lead’s visit e-mails stay English, with the English status page', async () => {
    const { token, leadId } = await apply(app());
    const { slots: offered } = (await slots(app(), token)).json();
    await visit(app(), token, 'POST', offered[0].start);
    const when = formatVisitTime(new Date(offered[0].start), 'America/Chicago');
    const [invitation] = await emailsOf(app(), leadId, 'visit-confirmation');
    expect(invitation!.templateParams.subject).toBe(`PowerNest site visit booked: ${when}`);
    expect(invitation!.templateParams.text).toContain(`Your site visit for ${fullLead.businessName} is booked for ${when} (one hour)`);
    expect(new URL(statusUrlIn(invitation!.templateParams.text!)).pathname).toBe(`/application-status/${token}`);
    const vevent = new ICAL.Component(ICAL.parse(invitation!.templateParams.ics!)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('PowerNest site visit');
  });

  it('tells a Spanish lead in Spanish that its kiosk is installed, or its application closed', async () => {
    const { cookie } = await login(app());
    const installed = await apply(app(), spanish);
    const closed = await apply(app(), { ...spanish, email: 'luis@tienda.example', businessName: 'Tienda Luis', phone: '(555) 777-9876' });
    const move = async (leadId: number, status: string) => {
      const lead = (await app().store.leads.get(leadId))!;
      const res = await app().inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ version: lead.version, status }) });
      expect(res.statusCode).toBe(200);
    };
    for (const next of ['contacted', 'qualified', 'site_visit_scheduled', 'installed']) await move(installed.leadId, next);
    await move(closed.leadId, 'lost');

    const [done] = await emailsOf(app(), installed.leadId, 'status-update');
    expect(done!.templateParams.subject).toBe('PowerNest: su kiosco está instalado');
    expect(done!.templateParams.text).toContain('Su kiosco está instalado.');
    expect(done!.templateParams.text).toContain('Puede ver el estado de su solicitud con el enlace de su correo de confirmación.');
    const [note] = await emailsOf(app(), closed.leadId, 'status-update');
    expect(note!.templateParams.subject).toBe('PowerNest: su solicitud está cerrada');
    expect(note!.templateParams.text).toMatch(/^Hola, Rosa:\n\nEsta solicitud está cerrada\./);
    expect(note!.templateParams.text).not.toMatch(/lost|your|status page/i);
  });

  it('an admin’s fresh link for a Spanish lead opens the Spanish status page', async () => {
    const { cookie } = await login(app());
    const { leadId } = await apply(app(), spanish);
    expect((await app().inject({ method: 'POST', url: `/api/leads/${leadId}/status-link`, headers: { cookie } })).statusCode).toBe(200);
    const [sent] = await emailsOf(app(), leadId, 'status-link');
    expect(sent!.templateParams.subject).toBe('PowerNest: el enlace a su solicitud');
    const url = new URL(statusUrlIn(sent!.templateParams.text!));
    expect(url.pathname).toMatch(/^\/es\/application-status\//);
    expect((await status(app(), tokenOf(url.pathname))).statusCode).toBe(200);
  });
});
