import { SHARED_TEXT } from '../../text';

// This feature's texts, with the admin screens' shared ones (product.md §2, §5, §8 texts to the letter).
export const TEXT = {
  ...SHARED_TEXT,
  waitingList: {
    subtitle: (areas: number, waiting: number) => `${areas} ${areas === 1 ? 'area' : 'areas'}, ${waiting} waiting`,
    intro: 'Visitors who found no partner near them. Opening a service area tells those waiting in it by e-mail; an area served otherwise can be marked served here (nobody is e-mailed).',
    table: 'Waiting list by area',
    columns: { area: 'Area', signUps: 'Sign-ups', waiting: 'Waiting', first: 'First sign-up', last: 'Latest sign-up', status: 'Status', actions: 'Actions' },
    entriesTable: (area: string) => `Sign-ups in ${area}`,
    entryColumns: { email: 'E-mail', business: 'Business', zip: 'ZIP code', date: 'Signed up', language: 'Language', priority: 'Priority', status: 'Status' },
    /** An entry's priority (1 to 5): the list reads highest first. */
    priorityLabel: (who: string) => `Priority of ${who}`,
    priorityHint: 'Sign-ups are listed highest priority first (5 is the highest).',
    prioritySaved: (who: string, score: number) => `Priority of ${who} set to ${score}`,
    priorityFailed: 'Priority not changed',
    /** Who an entry is, in a label: its e-mail, else its business, else that it left neither. */
    entryName: (entry: { email?: string; businessName?: string }) => entry.email ?? entry.businessName ?? 'a sign-up without an e-mail',
    /** A served entry: the e-mail that told them (its delivery in the domain's words), or none. */
    told: (day: string, delivery: string) => `Told on ${day} · ${delivery}`,
    servedNoEmail: (day: string) => `Served on ${day}, no e-mail`,
    servedBy: (area: string) => `When ${area} opened`,
    servedByHand: 'Marked served by the team',
    status: { waiting: 'Waiting', served: 'Served' },
    showEntries: (area: string) => `Show sign-ups in ${area}`,
    hideEntries: (area: string) => `Hide sign-ups in ${area}`,
    markServed: 'Mark as served',
    markServedLabel: (area: string) => `Mark ${area} as served`,
    confirm: {
      title: (area: string) => `Mark ${area} as served?`,
      text: (waiting: number) => `${waiting} waiting ${waiting === 1 ? 'sign-up is' : 'sign-ups are'} marked served. Do this once a partner is open there.`,
      cancel: 'Cancel',
    },
    served: (area: string) => `${area} marked as served`,
    notServed: 'Not marked',
    none: 'Nobody is on the waiting list yet.',
    loadFailed: 'Error loading the waiting list',
  },
} as const;
