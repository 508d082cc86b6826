import {
  ADMIN_ROUTE_ROLES,
  LEAD_CHANGE_MESSAGES,
  LEAD_EDIT_FIELDS,
  VISIT_MESSAGES,
  calendarDateIn,
  canMoveLead,
  formatVisitTime,
  leadVisitBookRoute,
  leadVisitCancelRoute,
  leadVisitMoveRoute,
  leadChangeRoute,
  leadMatchKeys,
  leadNoteRoute,
  leadRoute,
  leadStatusLabel,
  sharedMatchKinds,
  statusLinkRoute,
  type LeadEdits,
  type LeadEvent,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditEntry, Lead, OutboxMessage } from '../../store';
import { endpointRoute } from '../../http/endpointRoute';
import type { AppConfig } from '../../config';
import { sendLeadEmails } from '../../application/lead-emails';
import { assigneeProblem, leadChanged, updateLead } from '../../application/lead-changes';
import { memberName, memberNameOf } from '../../auth/member-name';
import { issueStatusLink } from '../../application/status-link';
import { visitBooking, type VisitActor } from '../../application/visit-booking';
import { statusLinkEmail } from '../../mail/application-emails';
import { emailEventOf, leadEmailViewOf } from '../../mail/delivery-view';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'Lead not found';
const CHANGED_MEANWHILE = 'Someone else changed this lead meanwhile. It now shows their change; try yours again if it still applies.';
/** The most possible duplicates a lead's page lists. */
const MATCHES_LIMIT = 20;
/** The most audit entries a lead's page shows (notes included). */
const TIMELINE_LIMIT = 500;

function refusedMove(lead: Lead, to: string): string {
  return `A lead that is ${leadStatusLabel(lead.status)} cannot move to ${leadStatusLabel(to)}`;
}

/** A visit's start as an audit entry keeps it (`start`, `timeZone`), at the business's local time. */
function visitTime(values: Record<string, unknown>): string | undefined {
  const { start, timeZone } = values;
  if (typeof start !== 'string' || typeof timeZone !== 'string' || Number.isNaN(Date.parse(start))) return undefined;
  try {
    return formatVisitTime(new Date(start), timeZone);
  } catch {
    return start;
  }
}

/** The lead's history, oldest first: created, its e-mails, and the team's changes and notes. */
function timelineOf(lead: Lead, emails: LeadEvent[], audit: AuditEntry[], usernames: Map<string, string>): LeadEvent[] {
  const by = (entry: AuditEntry) => usernames.get(entry.userId) ?? entry.userId;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const events: LeadEvent[] = [{ at: lead.createdAt, kind: 'created' }, ...emails];
  // The log lists newest first; oldest first keeps two changes of one request in their order.
  for (const entry of [...audit].reverse()) {
    const before = entry.oldValues ?? {};
    const after = entry.newValues ?? {};
    if (entry.action === 'lead.status') events.push({ at: entry.timestamp, kind: 'status', by: by(entry), from: text(before.status), to: text(after.status) });
    else if (entry.action === 'lead.assign') events.push({ at: entry.timestamp, kind: 'assignment', by: by(entry), from: text(before.assignedTo), to: text(after.assignedTo) });
    else if (entry.action === 'lead.note') events.push({ at: entry.timestamp, kind: 'note', by: by(entry), text: text(after.text) });
    else if (entry.action.startsWith('lead.visit.')) events.push({ at: entry.timestamp, kind: 'visit', by: by(entry), text: entry.action.slice('lead.visit.'.length), from: visitTime(before), to: visitTime(after) });
    else if (entry.action === 'lead.edit') events.push({ at: entry.timestamp, kind: 'edit', by: by(entry), text: Object.keys(after).join(', ') });
    else if (entry.action === 'lead.follow-up') events.push({ at: entry.timestamp, kind: 'follow-up', by: by(entry), from: text(before.followUpAt), to: text(after.followUpAt), text: text(after.followUpNote) });
    else if (entry.action === 'lead.partner') events.push({ at: entry.timestamp, kind: 'partner', by: by(entry), to: [after.city, after.state].filter(Boolean).join(', ') });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * A lead and what the team does with it (issue #12): its page (every field, e-mail delivery,
 * timeline), status and assignee changes with optimistic locking, and append-only notes.
 * Every change is written to the audit log, which the timeline is read from. Its site visit
 * (issue #28): shown with the slots it may book, and booked, moved or cancelled for the applicant
 * under the applicant's rules and with the same e-mails (../../application/visit-booking.ts).
 */
const leadPageRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const admins = app.adminAuth.require(ADMIN_ROUTE_ROLES.leads);
  const visitWorkers = app.adminAuth.require(ADMIN_ROUTE_ROLES.visits);
  const visits = visitBooking(app, config);
  /** 409 with the lead as it now is, so the page shows the other change. */
  const changedMeanwhile = (lead: Lead) => app.httpErrors.createError(409, CHANGED_MEANWHILE, { body: { lead } });

  /** The answer to a visit change: the lead's status and visit as they now are, and the slots. */
  async function visitAnswer(leadId: number) {
    const now = new Date();
    const lead = await leadFor(leadId);
    const visit = await app.store.visits.bookedFor(lead.id);
    return {
      success: true as const,
      status: lead.status,
      ...(visit ? { visit: visits.viewOf(visit, now) } : {}),
      ...(await visits.offeredSlots(lead, now, visit)),
      emailsQueued: app.outboxWorker.expectsDelivery(),
    };
  }

  const staff = (request: FastifyRequest): VisitActor => ({ by: 'team', userId: request.admin!.user.id, userRole: request.admin!.user.role, username: memberName(request) });

  async function leadFor(id: number): Promise<Lead> {
    const lead = await app.store.leads.get(id);
    if (!lead) throw app.httpErrors.notFound(NOT_FOUND);
    return lead;
  }

  /** Usernames of the people in these audit entries (ids are what the log keeps). */
  async function usernamesOf(entries: AuditEntry[]): Promise<Map<string, string>> {
    const ids = [...new Set(entries.map((e) => e.userId))];
    const users = await app.store.users.getMany(ids);
    return new Map(users.flatMap((u) => (u.username ? [[u.id, u.username] as [string, string]] : [])));
  }

  endpointRoute(app, leadRoute, { preValidation: admins }, async (request) => {
    const lead = await leadFor(request.params.id);
    const now = new Date();
    const [emails, audit, partner, similar, visit, assignments] = await Promise.all([
      app.store.outbox.list({ leadId: lead.id }),
      app.store.auditLog.list({ resourceType: 'lead', resourceId: String(lead.id), limit: TIMELINE_LIMIT }),
      app.store.partners.getByLead(lead.id),
      app.store.leads.matches(lead, MATCHES_LIMIT),
      app.store.visits.bookedFor(lead.id),
      app.store.leadAssignments.listForLead(lead.id),
    ]);
    const transport = app.outboxWorker.transportName;
    const emailEvents = emails.map((m: OutboxMessage) => emailEventOf(m, transport)).filter((e): e is LeadEvent => e !== null);
    const timeline = timelineOf(lead, emailEvents, audit, await usernamesOf(audit));
    const keys = leadMatchKeys(lead);
    const matches = similar.map((other) => ({ ...other, matchedOn: sharedMatchKinds(keys, leadMatchKeys(other)) }));
    return {
      success: true as const,
      lead,
      emails: emails.map((m) => leadEmailViewOf(m, transport)),
      timeline,
      assignments: assignments.map(({ assignedTo, assignedBy, assignedAt, status, notes }) => ({ assignedTo, assignedBy, assignedAt, status, ...(notes ? { notes } : {}) })),
      matches,
      ...(partner ? { partner: { id: partner.id, status: partner.status } } : {}),
      ...(visit ? { visit: visits.viewOf(visit, now) } : {}),
      ...(visits.mayBook(lead) ? await visits.offeredSlots(lead, now, visit) : {}),
    };
  });

  endpointRoute(app, leadChangeRoute, { preValidation: admins }, async (request) => {
    const { version, status, assignedTo, assignmentNote, followUpAt, followUpNote, visitHeld, ...fields } = request.body;
    const current = await leadFor(request.params.id);
    if (current.version !== version) throw changedMeanwhile(current);
    // The site visit held (issue #45): once, and only a booked visit that has begun.
    const heldVisit = visitHeld ? await app.store.visits.bookedFor(current.id) : null;
    if (visitHeld) {
      const refusal = current.visitHeldAt ? LEAD_CHANGE_MESSAGES.visitAlreadyHeld : !heldVisit ? LEAD_CHANGE_MESSAGES.noVisit : heldVisit.start > new Date() ? LEAD_CHANGE_MESSAGES.visitNotBegun : null;
      if (refusal) throw app.httpErrors.createError(409, refusal, { body: { lead: current } });
    }
    // The next follow-up (issue #29): only what changes; a new date is today or later in the team's zone.
    const followUp = {
      followUpAt: followUpAt !== undefined && (followUpAt ?? undefined) !== current.followUpAt ? followUpAt : undefined,
      followUpNote: followUpNote !== undefined && (followUpNote ?? undefined) !== current.followUpNote ? followUpNote : undefined,
    };
    if (followUp.followUpAt && followUp.followUpAt < calendarDateIn(new Date(), config.mail.timeZone)) {
      throw app.httpErrors.createError(400, LEAD_CHANGE_MESSAGES.followUpPast, { body: { fieldErrors: { followUpAt: LEAD_CHANGE_MESSAGES.followUpPast } } });
    }
    const followUpChanged = followUp.followUpAt !== undefined || followUp.followUpNote !== undefined;
    if (status !== undefined && status !== current.status && !canMoveLead(current.status, status)) {
      throw app.httpErrors.createError(409, refusedMove(current, status), { body: { lead: current } });
    }
    if (assignedTo) {
      const problem = await assigneeProblem(app, assignedTo);
      if (problem) throw app.httpErrors.createError(400, problem, { body: { fieldErrors: { assignedTo: problem } } });
    }
    // Corrections (issue #29): only the fields whose value changes (null clears an optional one).
    const edits: LeadEdits = {};
    for (const field of LEAD_EDIT_FIELDS) {
      const value = fields[field];
      if (value !== undefined && (value ?? undefined) !== current[field]) edits[field] = value;
    }
    const edited = Object.keys(edits) as (keyof LeadEdits)[];
    const changes = {
      status: status !== undefined && status !== current.status ? status : undefined,
      assignedTo: assignedTo !== undefined && (assignedTo ?? undefined) !== current.assignedTo ? assignedTo : undefined,
      ...(edited.length > 0 ? { fields: edits } : {}),
      ...followUp,
      ...(visitHeld ? { visitHeld } : {}),
    };
    if (changes.status === undefined && changes.assignedTo === undefined && !changes.fields && !followUpChanged && !visitHeld) return { success: true as const, lead: current };

    const result = await updateLead(app, config.mail, current, version, { ...changes, by: memberName(request) });
    if (result.outcome === 'not-found') throw app.httpErrors.notFound(NOT_FOUND);
    if (result.outcome === 'conflict') throw changedMeanwhile(result.lead);
    const who = { resourceType: 'lead', resourceId: String(current.id) };
    if (edited.length > 0) {
      const values = (lead: Lead) => Object.fromEntries(edited.map((field) => [field, lead[field] ?? null]));
      await app.adminAuth.auditAction(request, { ...who, action: 'lead.edit', oldValues: values(current), newValues: values(result.lead) });
    }
    // Audited, told to the applicant, and seen at once on every open workspace and board (issue #29).
    await leadChanged(app, visits, request, { before: current, after: result.lead, status: changes.status, assignedTo: changes.assignedTo, assignmentNote });
    // On the timeline with the visit's other steps ("held", at the visit's local time).
    if (heldVisit) await app.adminAuth.auditAction(request, { ...who, action: 'lead.visit.held', newValues: { start: heldVisit.start.toISOString(), timeZone: heldVisit.timeZone } });
    if (followUpChanged) {
      const values = (lead: Lead) => ({ followUpAt: lead.followUpAt ?? null, followUpNote: lead.followUpNote ?? null });
      await app.adminAuth.auditAction(request, { ...who, action: 'lead.follow-up', oldValues: values(current), newValues: values(result.lead) });
    }
    return { success: true as const, lead: result.lead };
  });

  // A fresh status-page link for the applicant (issue #28): the old one stops working.
  endpointRoute(app, statusLinkRoute, { preValidation: admins }, async (request) => {
    const lead = await leadFor(request.params.id);
    const now = new Date();
    const url = await issueStatusLink(app.store, lead, config.mail.siteOrigin, now);
    await sendLeadEmails(app, [statusLinkEmail(lead, url, config.mail)], lead.id, now);
    await app.adminAuth.auditAction(request, { resourceType: 'lead', resourceId: String(lead.id), action: 'lead.status-link', newValues: { sentTo: lead.email } });
    return { success: true as const, sentTo: lead.email, queued: app.outboxWorker.expectsDelivery() };
  });

  // The lead's site visit, booked, moved or cancelled by the team for the applicant (issue #28):
  // the applicant's rules and e-mails (the team's notice says the team did it), but the team may
  // change a visit even within 24 hours of it (visit-booking.ts). 409 with the free slots when the
  // chosen one was just taken.
  const slotTaken = (reply: FastifyReply, taken: { timeZone: string; slots: { start: Date; end: Date }[] }) =>
    reply.code(409).send({ success: false as const, error: VISIT_MESSAGES.taken, timeZone: taken.timeZone, slots: taken.slots });

  endpointRoute(app, leadVisitBookRoute, { preValidation: visitWorkers }, async (request, reply) => {
    const lead = await leadFor(request.params.id);
    const change = await visits.book(request, lead, request.body.start, staff(request));
    if (change.outcome === 'taken') return slotTaken(reply, change);
    return reply.code(201).send(await visitAnswer(lead.id));
  });

  endpointRoute(app, leadVisitMoveRoute, { preValidation: visitWorkers }, async (request, reply) => {
    const lead = await leadFor(request.params.id);
    const change = await visits.move(request, lead, request.body.start, staff(request));
    if (change.outcome === 'taken') return slotTaken(reply, change);
    return visitAnswer(lead.id);
  });

  endpointRoute(app, leadVisitCancelRoute, { preValidation: visitWorkers }, async (request) => {
    const lead = await leadFor(request.params.id);
    await visits.cancel(request, lead, staff(request));
    return visitAnswer(lead.id);
  });

  endpointRoute(app, leadNoteRoute, { preValidation: admins }, async (request, reply) => {
    const lead = await leadFor(request.params.id);
    const principal = request.admin!;
    const at = new Date();
    await app.store.auditLog.append({
      userId: principal.user.id,
      userRole: principal.user.role,
      action: 'lead.note',
      resourceType: 'lead',
      resourceId: String(lead.id),
      newValues: { text: request.body.text },
      ipAddress: request.ip,
      timestamp: at,
    });
    const note: LeadEvent = { at, kind: 'note', by: memberNameOf(principal.user), text: request.body.text };
    return reply.code(201).send({ success: true as const, note });
  });
};

export default routePlugin(leadPageRoutes);
