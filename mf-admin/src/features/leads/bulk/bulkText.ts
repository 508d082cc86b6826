import { BULK_LEADS_MAX, leadStatusLabel } from '@powernest/domain';

const count = (n: number) => n.toLocaleString('en-US');
const leads = (n: number) => `${count(n)} ${n === 1 ? 'lead' : 'leads'}`;

export const BULK_TEXT = {
  bar: 'Bulk actions',
  selected: (n: number) => `${leads(n)} selected`,
  selectAllMatching: (n: number) => `Select all ${leads(n)} matching`,
  selectingAll: 'Selecting…',
  capped: `Only the newest ${count(BULK_LEADS_MAX)} were selected: a bulk action takes at most that many. Narrow the filters for the rest.`,
  clear: 'Clear selection',
  exportSelected: (n: number) => `Export ${n === 1 ? 'it' : `these ${count(n)}`} (CSV)`,
  assign: 'Assign to',
  unassign: 'Nobody (unassign)',
  move: 'Move to',
  choose: 'Choose…',
  apply: 'Apply',
  applying: 'Applying…',
  done: (ok: number, refused: number) => (refused === 0 ? `${leads(ok)} changed` : `${leads(ok)} changed, ${leads(refused)} not`),
  /** Both asked at once: how many leads each part reached, as the API reported it per lead. */
  doneBoth: (assigned: number, assignee: string | null, moved: number, status: string) =>
    `${leads(assigned)} ${assignee === null ? 'unassigned' : `assigned to ${assignee}`}, ${leads(moved)} moved to ${leadStatusLabel(status)}`,
  refusedItem: (id: number, why: string) => `Lead #${id}: ${why}`,
  /** A lead whose move was refused but whose assignment was done. */
  refusedButAssigned: (id: number, why: string, assignee: string | null) =>
    `Lead #${id}: ${why} (${assignee === null ? 'unassigned' : `assigned to ${assignee}`} all the same)`,
  failed: 'Nothing was changed',
  statusOption: (status: string) => leadStatusLabel(status),
} as const;
