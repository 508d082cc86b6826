import { SHARED_TEXT } from '../../text';

// This feature's texts, with the admin screens' shared ones (SPEC §2, §5, §8 texts to the letter).
export const TEXT = {
  ...SHARED_TEXT,
  waitingList: {
    subtitle: (areas: number, waiting: number) => `${areas} ${areas === 1 ? 'area' : 'areas'}, ${waiting} waiting`,
    intro: 'Visitors who found no partner near them. Once a partner opens in an area, mark it served.',
    table: 'Waiting list by area',
    columns: { area: 'Area', signUps: 'Sign-ups', waiting: 'Waiting', first: 'First sign-up', last: 'Latest sign-up', status: 'Status', actions: 'Actions' },
    entriesTable: (area: string) => `Sign-ups in ${area}`,
    entryColumns: { email: 'E-mail', business: 'Business', zip: 'ZIP code', date: 'Signed up', status: 'Status' },
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
