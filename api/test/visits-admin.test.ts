// The team's side of site visits (issue #28), through the API as mf-admin calls it: the
// availability admins set (the applicants' slots follow it), the visits of the coming days, and a
// visit booked, moved and cancelled for the applicant from the lead's page, with the e-mails.
import type { FastifyInstance } from 'fastify';
import { NOT_AUTHORISED_FOR_ROLE, VISIT_MESSAGES } from '@powernest/domain';
import { AVAILABILITY_MESSAGES, DEFAULT_AVAILABILITY, type Availability } from '@powernest/domain/visits';
import { fullLead, jsonHeaders } from './fixtures';
import { createStaff, login, postJson } from './admin-support';
import { useTestApp } from './helper';

const ZONE = 'America/Chicago';
const localDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

let applicants = 0;
/** A fresh application (a TX business) and its status token. */
async function apply(app: FastifyInstance): Promise<{ token: string; leadId: number }> {
  applicants += 1;
  const res = await postJson(app, '/api/leads', { ...fullLead, email: `owner${applicants}@shop.example`, businessName: `Shop ${applicants}`, phone: `(555) 700-${String(1000 + applicants)}` });
  expect(res.statusCode).toBe(201);
  const leadId: number = res.json().lead.id;
  const confirmation = (await app.store.outbox.list({ leadId })).find((m) => m.kind === 'applicant-confirmation')!;
  return { token: decodeURIComponent(new URL(confirmation.templateParams.status_url!).pathname.split('/').pop()!), leadId };
}

const send = (app: FastifyInstance, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie, ...(payload === undefined ? {} : jsonHeaders) }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
const slotsOf = async (app: FastifyInstance, token: string): Promise<{ start: string }[]> => (await app.inject({ url: `/api/application/${token}/slots` })).json().slots;
const emailsOf = async (app: FastifyInstance, leadId: number, kind: string) => (await app.store.outbox.list({ leadId })).filter((m) => m.kind === kind);

describe('the availability (/api/admin/availability)', () => {
  const app = useTestApp();

  it('answers the default until an admin sets it, then the hours set; audit-logged', async () => {
    const { cookie } = await login(app());
    const first = await send(app(), 'GET', '/api/admin/availability', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, availability: DEFAULT_AVAILABILITY, isDefault: true });

    const saturdays: Availability = { ...DEFAULT_AVAILABILITY, weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, sat: [{ start: '10:00', end: '12:00' }] }, visitsPerSlot: 3 };
    const saved = await send(app(), 'PUT', '/api/admin/availability', cookie, saturdays);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, availability: saturdays, isDefault: false });
    expect((await send(app(), 'GET', '/api/admin/availability', cookie)).json()).toEqual({ success: true, availability: saturdays, isDefault: false });
    const [entry] = await app().store.auditLog.list({ resourceType: 'availability' });
    expect(entry).toMatchObject({ action: 'visits.availability', userRole: 'super_admin', oldValues: { isDefault: true }, newValues: { visitsPerSlot: 3 } });
  });

  it('refuses an invalid availability with field errors, and keeps what was set', async () => {
    const { cookie } = await login(app());
    const bad = { ...DEFAULT_AVAILABILITY, weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, mon: [{ start: '9:00', end: '17:00' }] }, blockedDates: ['2027-02-30'], visitsPerSlot: 0 };
    const res = await send(app(), 'PUT', '/api/admin/availability', cookie, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ 'weeklyHours.mon.0.start': AVAILABILITY_MESSAGES.time, 'blockedDates.0': AVAILABILITY_MESSAGES.date, visitsPerSlot: AVAILABILITY_MESSAGES.visitsPerSlot });
    expect((await send(app(), 'GET', '/api/admin/availability', cookie)).json().isDefault).toBe(true);
  });

  it('drives the applicants’ slots: a blocked date has none, and a slot takes two visits at capacity 2', async () => {
    const { cookie } = await login(app());
    const a = await apply(app());
    const offered = await slotsOf(app(), a.token);
    const firstDay = localDate(offered[0]!.start);
    expect((await send(app(), 'PUT', '/api/admin/availability', cookie, { ...DEFAULT_AVAILABILITY, blockedDates: [firstDay], visitsPerSlot: 2 })).statusCode).toBe(200);
    const now = await slotsOf(app(), a.token);
    expect(now.map((s) => localDate(s.start))).not.toContain(firstDay);

    const slot = now[0]!.start;
    const b = await apply(app());
    const c = await apply(app());
    for (const who of [a, b]) expect((await app().inject({ method: 'POST', url: `/api/application/${who.token}/visit`, headers: jsonHeaders, payload: JSON.stringify({ start: slot }) })).statusCode).toBe(201);
    const third = await app().inject({ method: 'POST', url: `/api/application/${c.token}/visit`, headers: jsonHeaders, payload: JSON.stringify({ start: slot }) });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(VISIT_MESSAGES.taken);
  });
});

describe('the visits of the coming days (/api/admin/visits)', () => {
  const app = useTestApp();

  it('lists booked visits from now, soonest first, with the lead, contact and zone; refuses days beyond 31', async () => {
    const { cookie } = await login(app());
    const a = await apply(app());
    const b = await apply(app());
    const offered = await slotsOf(app(), a.token);
    await app().inject({ method: 'POST', url: `/api/application/${a.token}/visit`, headers: jsonHeaders, payload: JSON.stringify({ start: offered[2]!.start }) });
    await app().inject({ method: 'POST', url: `/api/application/${b.token}/visit`, headers: jsonHeaders, payload: JSON.stringify({ start: offered[0]!.start }) });

    const res = await send(app(), 'GET', '/api/admin/visits?days=31', cookie);
    expect(res.statusCode).toBe(200);
    const { visits, days } = res.json();
    expect(days).toBe(31);
    expect(visits.map((v: { leadId: number }) => v.leadId)).toEqual([b.leadId, a.leadId]);
    expect(visits[0]).toMatchObject({ start: offered[0]!.start, timeZone: ZONE, businessName: (await app().store.leads.get(b.leadId))!.businessName, contactPerson: fullLead.contactPerson, email: (await app().store.leads.get(b.leadId))!.email });
    // Seven days by default: a visit two business days ahead may or may not fall in it, never one beyond.
    const week = (await send(app(), 'GET', '/api/admin/visits', cookie)).json();
    expect(week.days).toBe(7);
    for (const v of week.visits) expect(Date.parse(v.start)).toBeLessThan(Date.now() + 7 * 24 * 3600_000);
    expect((await send(app(), 'GET', '/api/admin/visits?days=32', cookie)).statusCode).toBe(400);
  });
});

describe('the lead’s site visit, from the lead’s page (/api/leads/:id/visit)', () => {
  const app = useTestApp();

  it('shows the slots, books, moves (even within 24 hours) and cancels for the applicant, with the e-mails and the timeline', async () => {
    const { cookie } = await login(app());
    const { leadId, token } = await apply(app());
    const page = (await send(app(), 'GET', `/api/leads/${leadId}`, cookie)).json();
    expect(page.visit).toBeUndefined();
    expect(page.timeZone).toBe(ZONE);
    expect(page.slots.length).toBeGreaterThan(20);
    const [first, , third] = page.slots as { start: string }[];

    const booked = await send(app(), 'POST', `/api/leads/${leadId}/visit`, cookie, { start: first!.start });
    expect(booked.statusCode).toBe(201);
    // The test app's mail transport is `log`: the answer says the applicant is not e-mailed.
    expect(booked.json()).toMatchObject({ status: 'site_visit_scheduled', visit: { start: first!.start, timeZone: ZONE }, emailsQueued: false });
    expect(await emailsOf(app(), leadId, 'visit-confirmation')).toHaveLength(1);
    const [notice] = await emailsOf(app(), leadId, 'visit-team-notification');
    expect(notice!.templateParams.text).toContain("from the lead's page");
    // The applicant's page shows it too.
    expect((await app().inject({ url: `/api/application/${token}` })).json().application.visit.start).toBe(first!.start);

    // Within 24 hours the applicant may no longer move it; the team still may.
    const visit = (await app().store.visits.bookedFor(leadId))!;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'], now: visit.start.getTime() - 3600_000 });
    try {
      expect((await app().inject({ method: 'DELETE', url: `/api/application/${token}/visit` })).json().error).toBe(VISIT_MESSAGES.tooLate);
    } finally {
      jest.useRealTimers();
    }
    const moved = await send(app(), 'PUT', `/api/leads/${leadId}/visit`, cookie, { start: third!.start });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().visit.start).toBe(third!.start);
    expect((await emailsOf(app(), leadId, 'visit-reminder')).map((m) => m.templateParams.subject)).toHaveLength(1);

    const cancelled = await send(app(), 'DELETE', `/api/leads/${leadId}/visit`, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'new' });
    expect(cancelled.json().visit).toBeUndefined();
    expect(await emailsOf(app(), leadId, 'visit-cancelled')).toHaveLength(1);
    expect(await emailsOf(app(), leadId, 'visit-reminder')).toEqual([]);

    const audit = await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(leadId) });
    expect(audit.filter((e) => e.action.startsWith('lead.visit.')).map((e) => [e.action, e.userRole])).toEqual([
      ['lead.visit.cancelled', 'super_admin'],
      ['lead.visit.moved', 'super_admin'],
      ['lead.visit.booked', 'super_admin'],
    ]);
    const timeline: { kind: string; text?: string; by?: string; from?: string; to?: string }[] = (await send(app(), 'GET', `/api/leads/${leadId}`, cookie)).json().timeline;
    const visitEvents = timeline.filter((e) => e.kind === 'visit');
    expect(visitEvents.map((e) => [e.text, e.by])).toEqual([
      ['booked', 'admin'],
      ['moved', 'admin'],
      ['cancelled', 'admin'],
    ]);
    expect(visitEvents[1]!.to).toMatch(/ at \d{1,2}:00 (AM|PM) C[DS]T$/);
    expect(timeline.filter((e) => e.kind === 'status').map((e) => [e.from, e.to])).toEqual([
      ['new', 'site_visit_scheduled'],
      ['site_visit_scheduled', 'new'],
    ]);
  });

  it('writes the applicant’s own changes to the timeline the same way', async () => {
    const { cookie } = await login(app());
    const { leadId, token } = await apply(app());
    const offered = await slotsOf(app(), token);
    await app().inject({ method: 'POST', url: `/api/application/${token}/visit`, headers: jsonHeaders, payload: JSON.stringify({ start: offered[0]!.start }) });
    await app().inject({ method: 'PUT', url: `/api/application/${token}/visit`, headers: jsonHeaders, payload: JSON.stringify({ start: offered[1]!.start }) });
    await app().inject({ method: 'DELETE', url: `/api/application/${token}/visit` });
    const timeline: { kind: string; text?: string; by?: string }[] = (await send(app(), 'GET', `/api/leads/${leadId}`, cookie)).json().timeline;
    expect(timeline.filter((e) => e.kind === 'visit').map((e) => [e.text, e.by])).toEqual([
      ['booked', 'applicant'],
      ['moved', 'applicant'],
      ['cancelled', 'applicant'],
    ]);
  });

  it('answers a taken slot with 409 and the free slots; a slot not offered with 400; no slots for a closed lead', async () => {
    const { cookie } = await login(app());
    const a = await apply(app());
    const b = await apply(app());
    const [first, second] = (await send(app(), 'GET', `/api/leads/${a.leadId}`, cookie)).json().slots as { start: string }[];
    expect((await send(app(), 'POST', `/api/leads/${a.leadId}/visit`, cookie, { start: first!.start })).statusCode).toBe(201);
    const taken = await send(app(), 'POST', `/api/leads/${b.leadId}/visit`, cookie, { start: first!.start });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: VISIT_MESSAGES.taken, timeZone: ZONE });
    expect(taken.json().slots[0].start).toBe(second!.start);
    const notOffered = await send(app(), 'POST', `/api/leads/${b.leadId}/visit`, cookie, { start: new Date(Date.now() + 3600_000).toISOString() });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().fieldErrors).toEqual({ start: VISIT_MESSAGES.notOffered });
    expect((await send(app(), 'DELETE', `/api/leads/${b.leadId}/visit`, cookie)).json().error).toBe(VISIT_MESSAGES.noVisit);
    expect((await send(app(), 'POST', '/api/leads/999999/visit', cookie, { start: first!.start })).statusCode).toBe(404);

    const lead = (await app().store.leads.get(b.leadId))!;
    await app().store.leads.update(b.leadId, lead.version, { status: 'lost' }, new Date());
    const closed = (await send(app(), 'GET', `/api/leads/${b.leadId}`, cookie)).json();
    expect(closed.slots).toBeUndefined();
    expect((await send(app(), 'POST', `/api/leads/${b.leadId}/visit`, cookie, { start: second!.start })).json().error).toBe(VISIT_MESSAGES.closed);
  });

  it('writes a Spanish lead’s e-mails in Spanish when the team books (issue #30): no link, where to find it; the team’s notice in English', async () => {
    const { cookie } = await login(app());
    const res = await postJson(app(), '/api/leads', { ...fullLead, language: 'es-US', email: 'rosa@panaderia.example', businessName: 'Panadería Rosa', phone: '(555) 700-9999' });
    const leadId: number = res.json().lead.id;
    const [first] = (await send(app(), 'GET', `/api/leads/${leadId}`, cookie)).json().slots as { start: string }[];
    expect((await send(app(), 'POST', `/api/leads/${leadId}/visit`, cookie, { start: first!.start })).statusCode).toBe(201);
    const [invitation] = await emailsOf(app(), leadId, 'visit-confirmation');
    expect(invitation!.templateParams.subject).toMatch(/^PowerNest: visita a su local reservada para el [a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}, /);
    expect(invitation!.templateParams.text).toContain('Puede cambiarla o cancelarla hasta 24 horas antes, con el enlace de su correo de confirmación.');
    const [notice] = await emailsOf(app(), leadId, 'visit-team-notification');
    expect(notice!.templateParams.subject).toMatch(/^Site visit booked: Panadería Rosa, [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at /);
    expect(notice!.templateParams.text).toContain("from the lead's page");
  });
});

describe('who may', () => {
  const app = useTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', LOGIN_IP_RATE_LIMIT_MAX: '1000' });
  const as = async (role: 'sales_admin' | 'operations_admin' | 'analytics_user') => {
    const { password } = await createStaff(app(), `staff-${role.replace(/_/g, '-')}`, role);
    return (await login(app(), `staff-${role.replace(/_/g, '-')}`, password)).cookie;
  };

  it('lets sales and operations staff book for an applicant and read the hours, but only admins change them; analytics only reads', async () => {
    const sales = await as('sales_admin');
    const analytics = await as('analytics_user');
    const ops = await as('operations_admin');
    const { leadId } = await apply(app());
    const [slot] = (await send(app(), 'GET', `/api/leads/${leadId}`, sales)).json().slots as { start: string }[];

    const refused = await send(app(), 'POST', `/api/leads/${leadId}/visit`, analytics, { start: slot!.start });
    expect([refused.statusCode, refused.json().error]).toEqual([403, NOT_AUTHORISED_FOR_ROLE]);
    expect((await send(app(), 'POST', `/api/leads/${leadId}/visit`, sales, { start: slot!.start })).statusCode).toBe(201);
    expect((await send(app(), 'DELETE', `/api/leads/${leadId}/visit`, ops)).statusCode).toBe(200);
    const [entry] = (await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(leadId) })).filter((e) => e.action === 'lead.visit.cancelled');
    expect(entry!.userRole).toBe('operations_admin');

    for (const cookie of [sales, ops, analytics]) {
      expect((await send(app(), 'GET', '/api/admin/availability', cookie)).statusCode).toBe(200);
      expect((await send(app(), 'GET', '/api/admin/visits', cookie)).statusCode).toBe(200);
      const put = await send(app(), 'PUT', '/api/admin/availability', cookie, DEFAULT_AVAILABILITY);
      expect([put.statusCode, put.json().error]).toEqual([403, NOT_AUTHORISED_FOR_ROLE]);
    }
  });
});
