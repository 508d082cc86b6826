import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { partnerSavedResponse } from './partners';
import { errorResponse, isoDate, keysetPageFields } from './wire';
import { LEAD_MATCH_KINDS } from '../leads/lead-duplicates';
import { DELIVERY_STATES, EMAIL_KINDS } from '../email/delivery';
import { visitSlot, visitView } from './application';
import { leadSourceView } from './lead-sources';

const optional = z.optional(z.string());

/** One promise to a lead (domain promises.ts: LeadPromise). */
const leadPromiseView = z.object({ startedAt: isoDate, dueAt: isoDate, keptAt: z.optional(isoDate), keptBy: optional, keptWith: z.optional(z.literal('message')), closedAt: z.optional(isoDate) });
/** A lead's promises by kind (PROMISE_KINDS). */
export const leadPromisesView = z.object({ contact: z.optional(leadPromiseView), review: z.optional(leadPromiseView), siteVisit: z.optional(leadPromiseView) });

/** A stored lead as its sender sees it in the answer (internal fields stay out). */
export const leadView = z.object({
  id: z.int(),
  businessName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  businessType: z.string(),
  message: optional,
  businessSize: optional,
  operatingHours: optional,
  footTrafficEstimate: optional,
  decisionMakerTitle: optional,
  currentPainPoints: optional,
  preferredInstallTimeline: optional,
  hasExistingCharging: optional,
  customerBase: optional,
  businessAddress: optional,
  website: optional,
  /** The page's language when it was sent (issue #30); absent on leads from before. */
  language: optional,
  status: z.string(),
  createdAt: isoDate,
});

/** POST /api/leads (201). `emails`: the first delivery attempt of each e-mail (product.md §7/§8); the toasts depend on it. */
export const leadCreatedResponse = z.object({
  success: z.literal(true),
  lead: leadView,
  emails: z.object({ adminSent: z.boolean(), userSent: z.boolean() }),
});
export type LeadCreated = z.output<typeof leadCreatedResponse>;

/** A lead as the admin views read it (product.md §3). */
export const adminLeadRow = z.object({
  id: z.int(),
  businessName: z.string(),
  contactPerson: z.string(),
  location: z.string(),
  email: z.string(),
  phone: z.string(),
  businessType: z.string(),
  status: z.string(),
  assignedTo: optional,
  /** The earliest lead it looked like when it arrived (a possible duplicate). */
  duplicateOf: z.optional(z.int()),
  /** The next follow-up's date in the team's zone, `YYYY-MM-DD` (issue #29). */
  followUpAt: optional,
  /** The page's language when it was sent (issue #30). */
  language: optional,
  /** The service area PowerNest served at its location when it arrived (issue #44); absent: elsewhere. */
  serviceArea: optional,
  createdAt: isoDate,
  /** The version a change from the list or the board sends (PATCH /api/leads/:id). */
  version: z.int(),
  /** When the next promise still owed falls due (issue #45; NO_PROMISE_DUE: none owed). */
  promiseDueAt: z.optional(isoDate),
});
export type AdminLeadRow = z.output<typeof adminLeadRow>;

/** The page around the rows: its cursors, how many match in all (keysetPageFields), and how many per status. */
const leadsPage = {
  success: z.literal(true),
  ...keysetPageFields,
  /** Counts per status under the same filters, the status filter left out (the workspace's tabs). */
  statusCounts: z.record(z.string(), z.int()),
};

/** GET /api/leads (admins): one page of leads, filtered and sorted (issue #12), paged by cursor (issue #27). */
export const adminLeadsResponse = z.object({ ...leadsPage, leads: z.array(adminLeadRow) });

/**
 * The same answer as the admin table reads it: the page is checked, each row is judged on its
 * own when it is shown (product.md §2: a row that cannot be shown says "Error displaying lead data"
 * and the rest of the table stands).
 */
export const adminLeadsList = z.object({ ...leadsPage, leads: z.array(z.unknown()) });
export type AdminLeadsResult = z.output<typeof adminLeadsList>;

/** A lead as its own admin page reads it: every field of both forms, and what the team did. */
export const adminLeadDetail = z.object({
  ...leadView.shape,
  assignedTo: optional,
  state: optional,
  /** Bumped by every change: PATCH sends the version it saw, and a newer one answers 409. */
  version: z.int(),
  lastActivityAt: isoDate,
  /** When the lead first moved to contacted (speed to lead). */
  firstContactedAt: z.optional(isoDate),
  duplicateOf: z.optional(z.int()),
  /** The next follow-up (issue #29): its date in the team's zone (`YYYY-MM-DD`) and note. */
  followUpAt: optional,
  followUpNote: optional,
  /** The offer's promises to the lead (issue #45): started, due, kept (by whom) or closed. */
  promises: z.optional(leadPromisesView),
  /** When the next promise still owed falls due (NO_PROMISE_DUE: none owed). */
  promiseDueAt: z.optional(isoDate),
  /** When a team member marked the site visit held, and who (it keeps the site-visit promise). */
  visitHeldAt: z.optional(isoDate),
  visitHeldBy: optional,
  /** Where it came from (issue #45): the visit's landing page, referring host, utm_* and device; absent on leads from before. */
  source: z.optional(leadSourceView),
});
export type AdminLeadDetail = z.output<typeof adminLeadDetail>;

/** One of the two e-mails a lead triggers, and how its delivery went. */
export const leadEmailView = z.object({
  id: z.string(),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  /** What an admin is told (DELIVERY_STATE_TEXT): delivered, queued, retrying, failed or recorded. */
  delivery: z.enum(DELIVERY_STATES),
  attempts: z.int(),
  lastError: optional,
  /** When a retrying message is tried next. */
  nextAttemptAt: z.optional(isoDate),
  sentAt: z.optional(isoDate),
});
export type LeadEmailView = z.output<typeof leadEmailView>;

/** What happened to a lead, oldest first: from the lead itself, its e-mails and the audit log. */
export const leadEventView = z.object({
  at: isoDate,
  kind: z.enum(['created', 'status', 'assignment', 'note', 'email', 'partner', 'visit', 'edit', 'follow-up']),
  /** Who did it (a username; `applicant` for the applicant on their status page), absent for the system. */
  by: optional,
  /**
   * status: old -> new; assignment: old -> new (absent = unassigned); note: its text; email: its
   * kind, `to` its recipient; visit: `text` booked, moved or cancelled, `from` -> `to` its local
   * start ("Tuesday, March 16, 2027 at 9:00 AM CDT"; `from` for a move or a cancellation);
   * edit: `text` the corrected fields' names, comma-separated ("email, phone"; issue #29);
   * follow-up: its date `from` -> `to` (`YYYY-MM-DD`, absent = none), `text` the new note (issue #29).
   */
  from: optional,
  to: optional,
  text: optional,
  /** email: a message the team wrote (issue #29): its subject (`by` who wrote it). */
  subject: optional,
  /** email: what happened to it at `at` (delivered, recorded, retrying or failed). */
  delivery: z.optional(z.enum(DELIVERY_STATES)),
  nextAttemptAt: z.optional(isoDate),
});
export type LeadEvent = z.output<typeof leadEventView>;

/** Another lead that looks like this one, earlier or later, and what they share. */
export const leadMatchView = z.extend(z.pick(adminLeadRow, { id: true, businessName: true, contactPerson: true, location: true, status: true, createdAt: true }), {
  matchedOn: z.array(z.enum(LEAD_MATCH_KINDS)),
});
export type LeadMatch = z.output<typeof leadMatchView>;

/**
 * How a lead's assignment ended (the `leadAssignments` record): `active` while the member still
 * has it; `replaced` by another member; `unassigned`; `closed` with the lead (installed, lost or
 * a duplicate).
 */
export const LEAD_ASSIGNMENT_STATUSES = ['active', 'replaced', 'unassigned', 'closed'] as const;
export type LeadAssignmentStatus = (typeof LEAD_ASSIGNMENT_STATUSES)[number];

/** One assignment of a lead: who has (had) it, who gave it, when, why, and how it ended. */
export const leadAssignmentView = z.object({
  assignedTo: z.string(),
  assignedBy: z.string(),
  assignedAt: isoDate,
  status: z.enum(LEAD_ASSIGNMENT_STATUSES),
  notes: optional,
});
export type LeadAssignmentView = z.output<typeof leadAssignmentView>;

/** The partner an installed lead became (issue #12). */
export const leadPartnerLink = z.object({ id: z.string(), status: z.string() });

/** GET /api/leads/:id (admins). */
export const adminLeadResponse = z.object({
  success: z.literal(true),
  lead: adminLeadDetail,
  emails: z.array(leadEmailView),
  timeline: z.array(leadEventView),
  /**
   * Who has had the lead, oldest first (from the lead page, the board and bulk actions); absent
   * from an API older than the admin remote reading it.
   */
  assignments: z.optional(z.array(leadAssignmentView)),
  /** Possible duplicates, oldest first. */
  matches: z.optional(z.array(leadMatchView)),
  partner: z.optional(leadPartnerLink),
  /** The booked site visit (issue #28), if any. */
  visit: z.optional(visitView),
  /** While the lead may book (open, its state known): the slots a visit may be booked or moved to, in `timeZone`. */
  slots: z.optional(z.array(visitSlot)),
  /** The business's IANA zone (its state's), when known. */
  timeZone: z.optional(z.string()),
});
export type AdminLeadResult = z.output<typeof adminLeadResponse>;

/** PATCH /api/leads/:id (200): the lead after the change. */
export const leadUpdatedResponse = z.object({ success: z.literal(true), lead: adminLeadDetail });

/** 409 to a PATCH: the move is not allowed, or someone changed the lead first (its current state). */
export const leadConflictResponse = z.object({ success: z.literal(false), error: z.string(), lead: adminLeadDetail });

/** POST /api/leads/:id/emails/:emailId/resend (201): the new message, after its first attempt. */
export const leadEmailResentResponse = z.object({ success: z.literal(true), email: leadEmailView });

/** POST /api/leads/:id/notes (201). */
export const leadNoteAddedResponse = z.object({ success: z.literal(true), note: leadEventView });

// The endpoints (their request schemas, full zod, are joined in ../lead-schema.ts,
// ../lead-query-schema.ts, ../lead-change.ts and ../partner-admin.ts for the API).

/** POST /api/leads (public): a lead from the contact form or the application. */
export const leadCreateEndpoint = endpoint({ method: 'POST', path: '/api/leads', status: 201, response: leadCreatedResponse });
/** GET /api/leads (admin roles): a page of the leads workspace (the workspace decodes its rows lazily: adminLeadsList). */
export const leadsEndpoint = endpoint({ method: 'GET', path: '/api/leads', response: adminLeadsResponse });
/** GET /api/leads/export.csv (admin roles): the workspace's leads as a CSV download (no JSON answer). */
export const leadExportEndpoint = endpoint({ method: 'GET', path: '/api/leads/export.csv' });
/** GET /api/leads/:id (admin roles): the lead's page. */
export const leadEndpoint = endpoint({ method: 'GET', path: '/api/leads/:id', response: adminLeadResponse, errors: { 404: errorResponse } });
/** PATCH /api/leads/:id (admin roles): status, assignee, corrected fields and/or the next follow-up, at the version read (409 with the lead as it now is; 400 with fieldErrors). */
export const leadChangeEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/leads/:id',
  response: leadUpdatedResponse,
  errors: { 400: errorResponse, 404: errorResponse, 409: leadConflictResponse },
});
/** POST /api/leads/:id/notes (admin roles). */
export const leadNoteEndpoint = endpoint({ method: 'POST', path: '/api/leads/:id/notes', status: 201, response: leadNoteAddedResponse, errors: { 404: errorResponse } });
/** POST /api/leads/:id/emails/:emailId/resend (admin roles). */
export const leadEmailResendEndpoint = endpoint({
  method: 'POST',
  path: '/api/leads/:id/emails/:emailId/resend',
  status: 201,
  response: leadEmailResentResponse,
  errors: { 404: errorResponse, 409: errorResponse },
});
/** POST /api/leads/:id/partner (admin roles): an installed lead becomes a partner. */
export const leadPartnerEndpoint = endpoint({
  method: 'POST',
  path: '/api/leads/:id/partner',
  status: 201,
  response: partnerSavedResponse,
  errors: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
});
