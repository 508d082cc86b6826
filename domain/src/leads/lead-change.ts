import '../shared/zod';
import * as z from 'zod';
import { LEAD_STATUSES } from './pipeline';
import { LEAD_MESSAGES } from './lead';
import { FULL_LEAD_EXTRA_FIELDS, SHORT_LEAD_FIELDS } from './lead-fields';
import { leadSchema } from './lead-schema';
import { FOLLOW_UP_NOTE_MAX_LENGTH, isCalendarDate } from './follow-up';
import { withRequest } from '../api/endpoint';
import { leadChangeEndpoint, leadEmailResendEndpoint, leadEndpoint, leadNoteEndpoint } from '../api/leads';

// What an admin may change on a lead (issue #12): PATCH /api/leads/:id and its notes.

export const LEAD_NOTE_MAX_LENGTH = 2000;
/** Why a lead went to a member ("Speaks Spanish", "Knows the owner"), kept with the assignment. */
export const ASSIGNMENT_NOTE_MAX_LENGTH = 500;

export const LEAD_CHANGE_MESSAGES = {
  version: 'version must be the whole number the lead was read with',
  status: `status must be one of ${LEAD_STATUSES.join(', ')}`,
  assignedTo: 'assignedTo must be a username (at most 100 characters), or null to unassign',
  nothing: 'Send a status, an assignee, a field to correct, a follow-up or the visit held',
  visitHeld: 'visitHeld must be true: the site visit took place',
  noVisit: 'This lead has no booked site visit to mark held',
  visitNotBegun: 'The site visit can be marked held once it has begun',
  visitAlreadyHeld: 'The site visit is already marked held',
  followUpAt: 'followUpAt must be a date written YYYY-MM-DD, or null to clear it',
  followUpPast: "Choose today or a later date for the follow-up (in the team's time zone)",
  followUpNote: `followUpNote must be text of at most ${FOLLOW_UP_NOTE_MAX_LENGTH} characters, or null to clear it`,
  note: `A note needs some text (at most ${LEAD_NOTE_MAX_LENGTH} characters)`,
  assignmentNote: `assignmentNote must be text of at most ${ASSIGNMENT_NOTE_MAX_LENGTH} characters, sent with an assignee`,
  id: 'Lead id must be a whole number',
} as const;

/**
 * The lead's own fields the team may correct (issue #29: a typo in the e-mail must not stay
 * forever): every field of both forms but the applicant's own message.
 */
export type LeadEditField = Exclude<(typeof SHORT_LEAD_FIELDS)[number] | (typeof FULL_LEAD_EXTRA_FIELDS)[number], 'message'>;
export const LEAD_EDIT_FIELDS: readonly LeadEditField[] = [...SHORT_LEAD_FIELDS, ...FULL_LEAD_EXTRA_FIELDS].filter((f): f is LeadEditField => f !== 'message');
/** The fields a lead always has (the form's required ones, each with its product.md §5 message). */
const REQUIRED = Object.fromEntries(Object.keys(LEAD_MESSAGES).map((f) => [f, true])) as Record<keyof typeof LEAD_MESSAGES, true>;

/** The "Edit details" form: the lead schema's own fields, rules and messages (the public forms'). */
export const leadDetailsSchema = leadSchema.pick(Object.fromEntries(LEAD_EDIT_FIELDS.map((f) => [f, true])) as Record<LeadEditField, true>);
/** What the form holds (every field text) and what it sends after its checks (trimmed; an empty optional field undefined). */
export type LeadDetailsValues = z.input<typeof leadDetailsSchema>;
export type LeadDetails = z.output<typeof leadDetailsSchema>;

/** Each optional field of a change: absent keeps it, null or empty text clears it. */
function clearable<S extends Record<string, z.ZodType>>(shape: S): { [K in keyof S]: z.ZodOptional<z.ZodType<z.output<S[K]> | null, z.input<S[K]> | null>> } {
  return Object.fromEntries(
    Object.entries(shape).map(([field, schema]) => [field, z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional()]),
  ) as never;
}

/** Empty text is no value: null (clears). */
const emptyAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * PATCH /api/leads/:id: the version the client read, and the new status, assignee, corrected
 * fields (the required ones cannot be emptied; the optional ones can, with null or "") and/or
 * next follow-up (issue #29: its date in the team's zone and a note; null or "" clears either),
 * and/or the booked site visit marked held (issue #45: once it has begun; it keeps the site-visit promise).
 */
export const leadChangeSchema = z
  .strictObject({
    version: z.int({ error: LEAD_CHANGE_MESSAGES.version }).min(0, LEAD_CHANGE_MESSAGES.version),
    status: z.enum(LEAD_STATUSES, { error: LEAD_CHANGE_MESSAGES.status }).optional(),
    assignedTo: z
      .string({ error: LEAD_CHANGE_MESSAGES.assignedTo })
      .trim()
      .min(1, LEAD_CHANGE_MESSAGES.assignedTo)
      .max(100, LEAD_CHANGE_MESSAGES.assignedTo)
      .nullable()
      .optional(),
    /** Kept with the assignment this change makes (only with an assignee). */
    assignmentNote: z
      .preprocess(emptyAsNull, z.string({ error: LEAD_CHANGE_MESSAGES.assignmentNote }).trim().max(ASSIGNMENT_NOTE_MAX_LENGTH, LEAD_CHANGE_MESSAGES.assignmentNote).nullable())
      .optional(),
    ...leadDetailsSchema.pick(REQUIRED).partial().shape,
    ...clearable(leadDetailsSchema.omit(REQUIRED).shape),
    followUpAt: z
      .preprocess(emptyAsNull, z.string({ error: LEAD_CHANGE_MESSAGES.followUpAt }).trim().refine(isCalendarDate, LEAD_CHANGE_MESSAGES.followUpAt).nullable())
      .optional(),
    followUpNote: z
      .preprocess(emptyAsNull, z.string({ error: LEAD_CHANGE_MESSAGES.followUpNote }).trim().max(FOLLOW_UP_NOTE_MAX_LENGTH, LEAD_CHANGE_MESSAGES.followUpNote).nullable())
      .optional(),
    visitHeld: z.literal(true, { error: LEAD_CHANGE_MESSAGES.visitHeld }).optional(),
  })
  .refine((change) => change.assignmentNote == null || (change.assignedTo !== undefined && change.assignedTo !== null), {
    message: LEAD_CHANGE_MESSAGES.assignmentNote,
    path: ['assignmentNote'],
  })
  .refine((change) => change.status !== undefined || change.assignedTo !== undefined || change.followUpAt !== undefined || change.followUpNote !== undefined || change.visitHeld !== undefined || LEAD_EDIT_FIELDS.some((f) => change[f] !== undefined), {
    message: LEAD_CHANGE_MESSAGES.nothing,
    path: ['status'],
  });
export type LeadChange = z.infer<typeof leadChangeSchema>;
/** The corrected fields of a change: a new value, or null to clear an optional one. */
export type LeadEdits = Partial<Record<LeadEditField, string | null>>;

/** POST /api/leads/:id/notes. */
export const leadNoteSchema = z.strictObject({
  text: z.string({ error: LEAD_CHANGE_MESSAGES.note }).trim().min(1, LEAD_CHANGE_MESSAGES.note).max(LEAD_NOTE_MAX_LENGTH, LEAD_CHANGE_MESSAGES.note),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The :id of /api/leads/:id. */
export const leadIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,9}$/, LEAD_CHANGE_MESSAGES.id).transform(Number),
});

/** One e-mail of one lead: /api/leads/:id/emails/:emailId. */
export const leadEmailParams = z.strictObject({
  ...leadIdParams.shape,
  emailId: z.string().min(1).max(100),
});

// The API's routes: each endpoint (api/leads.ts) with the schemas its requests are checked with.
export const leadRoute = withRequest(leadEndpoint, { params: leadIdParams });
export const leadChangeRoute = withRequest(leadChangeEndpoint, { params: leadIdParams, body: leadChangeSchema });
export const leadNoteRoute = withRequest(leadNoteEndpoint, { params: leadIdParams, body: leadNoteSchema });
export const leadEmailResendRoute = withRequest(leadEmailResendEndpoint, { params: leadEmailParams });
