import { SHARED_TEXT, listCountTexts } from '../../text';

// This feature's texts, with the admin screens' shared ones (product.md §2, §5, §8 texts to the letter).
export const TEXT = {
  ...SHARED_TEXT,
  audit: {
    ...listCountTexts('entry', 'entries'),
    filters: 'Filter the audit log',
    who: 'Who',
    everyone: 'Everyone',
    what: 'What',
    allActions: 'All actions',
    from: 'From',
    to: 'To',
    clearFilters: 'Clear filters',
    table: 'Audit log',
    columns: { time: 'Time', who: 'Who', action: 'Action', resource: 'Resource', details: 'Changes' },
    unknownUser: 'Unknown user',
    system: 'System',
    /** The applicant, from their status page (a visit booked, moved or cancelled). */
    applicant: 'Applicant',
    lead: (id: string) => `Lead #${id}`,
    partner: (id: string) => `Partner ${id}`,
    user: (id: string) => `Member ${id}`,
    /** After the id of a lead, partner or member no longer stored. */
    deleted: '(deleted)',
    pager: { rowsPerPage: 'Entries per page', pages: 'Audit log pages', first: 'Newest', prev: 'Newer', next: 'Older' },
    backToNewest: 'Go to the newest entries',
    none: 'Nothing was recorded for these filters.',
    loadFailed: 'Error loading the audit log',
    badFilter: 'These filters cannot be used',
  },
} as const;
