import '../shared/zodMini';
import * as z from 'zod/mini';
import { DEVICE_CLASSES } from '../leads/lead-source';
import { endpoint } from './endpoint';

// Where leads come from (issue #45): a lead's source as staff read it, and the sources report.

/** A lead's source as the admin's lead page shows it (lead-source.ts). */
export const leadSourceView = z.object({
  landingPage: z.string(),
  referrerHost: z.optional(z.string()),
  utmSource: z.optional(z.string()),
  utmMedium: z.optional(z.string()),
  utmCampaign: z.optional(z.string()),
  utmTerm: z.optional(z.string()),
  utmContent: z.optional(z.string()),
  device: z.optional(z.enum(DEVICE_CLASSES)),
});

/** What the report's rows are grouped by: source / medium / campaign, the landing page, or the language. */
export const LEAD_SOURCE_GROUPINGS = ['campaign', 'landing', 'language'] as const;
export type LeadSourceGrouping = (typeof LEAD_SOURCE_GROUPINGS)[number];

const tally = {
  /** Page views counted by the site server (docs/lead-sources.md says which count). */
  views: z.int(),
  leads: z.int(),
  /** Leads whose site visit was booked (status site visit scheduled or installed). */
  visitsBooked: z.int(),
  /** Leads qualified or further (qualified, site visit scheduled, installed). */
  qualified: z.int(),
  installed: z.int(),
};

/** One row: its group's fields (those of the grouping asked for) and its counts. */
const leadSourceRow = z.object({
  source: z.optional(z.string()),
  medium: z.optional(z.string()),
  campaign: z.optional(z.string()),
  landingPage: z.optional(z.string()),
  language: z.optional(z.string()),
  ...tally,
});
export type LeadSourceRow = z.output<typeof leadSourceRow>;

/** GET /api/admin/lead-sources: the period's rows, most leads first, and their totals. */
export const leadSourcesResponse = z.object({
  success: z.literal(true),
  by: z.enum(LEAD_SOURCE_GROUPINGS),
  rows: z.array(leadSourceRow),
  totals: z.object(tally),
});
export type LeadSourcesReport = z.output<typeof leadSourcesResponse>;

/** The report (analytics and sales; its query schema, full zod, is joined in lead-sources-query.ts). */
export const leadSourcesEndpoint = endpoint({ method: 'GET', path: '/api/admin/lead-sources', response: leadSourcesResponse });
/** The same rows as a CSV file. */
export const leadSourcesExportEndpoint = endpoint({ method: 'GET', path: '/api/admin/lead-sources.csv' });

/** Leads per page view, or none when no view was counted (a share from 0 to 1, or more when views were missed). */
export function conversionOf(row: { leads: number; views: number }): number | null {
  return row.views > 0 ? row.leads / row.views : null;
}
