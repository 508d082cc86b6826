import '../zodMini';
import * as z from 'zod/mini';
import { isoDate } from './wire';

const optional = z.optional(z.string());

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
  status: z.string(),
  createdAt: isoDate,
});

/** POST /api/leads (201). `emails`: the first delivery attempt of each e-mail (SPEC §7/§8); the toasts depend on it. */
export const leadCreatedResponse = z.object({
  success: z.literal(true),
  lead: leadView,
  emails: z.object({ adminSent: z.boolean(), userSent: z.boolean() }),
});
export type LeadCreated = z.output<typeof leadCreatedResponse>;

/** A lead as the admin views read it (SPEC §3). */
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
  createdAt: isoDate,
});
export type AdminLeadRow = z.output<typeof adminLeadRow>;

/** The page around the rows: which one, how many in all, and how many per status. */
const leadsPage = {
  success: z.literal(true),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Counts per status under the same filters, the status filter left out (the workspace's tabs). */
  statusCounts: z.record(z.string(), z.int()),
};

/** GET /api/leads (admins): one page of leads, filtered and sorted (issue #12). */
export const adminLeadsResponse = z.object({ ...leadsPage, leads: z.array(adminLeadRow) });

/**
 * The same answer as the admin table reads it: the page is checked, each row is judged on its
 * own when it is shown (SPEC §2: a row that cannot be shown says "Error displaying lead data"
 * and the rest of the table stands).
 */
export const adminLeadsList = z.object({ ...leadsPage, leads: z.array(z.unknown()) });
export type AdminLeadsResult = z.output<typeof adminLeadsList>;
