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
  refusedItem: (id: number, why: string) => `Lead #${id}: ${why}`,
  failed: 'Nothing was changed',
  statusOption: (status: string) => leadStatusLabel(status),
} as const;
