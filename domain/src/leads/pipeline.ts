// The lead pipeline (issue #12): one status list, its labels and the moves allowed between
// them. The API refuses any other move; the admin views offer only these.

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'site_visit_scheduled', 'installed', 'lost', 'duplicate'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  site_visit_scheduled: 'Site visit scheduled',
  installed: 'Installed',
  lost: 'Lost',
  duplicate: 'Duplicate',
};

/** Leads someone still works on, from first call to the site visit. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'qualified', 'site_visit_scheduled'] as const satisfies readonly LeadStatus[];
/** In progress: the dashboard's "Active Status" (product.md §3 analytics `leadsByStatus.active`). */
export const ACTIVE_LEAD_STATUSES = ['contacted', 'qualified', 'site_visit_scheduled'] as const satisfies readonly LeadStatus[];
/** Lost or duplicate leads can be reopened (back to new); an installed lead is a partner now. */
export const REOPENABLE_LEAD_STATUSES = ['lost', 'duplicate'] as const satisfies readonly LeadStatus[];

const FORWARD: Readonly<Record<LeadStatus, LeadStatus | null>> = {
  new: 'contacted',
  contacted: 'qualified',
  qualified: 'site_visit_scheduled',
  site_visit_scheduled: 'installed',
  installed: null,
  lost: null,
  duplicate: null,
};

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Where a lead in `from` may go next, in the order the admin views offer them. */
export function nextLeadStatuses(from: string): LeadStatus[] {
  if (!isLeadStatus(from)) return ['new']; // a status this version does not know: back into the pipeline
  if ((REOPENABLE_LEAD_STATUSES as readonly string[]).includes(from)) return ['new'];
  const forward = FORWARD[from];
  if (forward === null) return [];
  return [forward, 'lost', 'duplicate'];
}

export function canMoveLead(from: string, to: string): boolean {
  return (nextLeadStatuses(from) as string[]).includes(to);
}

export function leadStatusLabel(status: string): string {
  return isLeadStatus(status) ? LEAD_STATUS_LABELS[status] : status;
}
