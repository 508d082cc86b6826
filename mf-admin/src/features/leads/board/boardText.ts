import { LEAD_STATUS_LABELS, leadStatusLabel, type LeadStatus } from '@powernest/domain';

export const BOARD_TEXT = {
  board: 'Leads board',
  list: 'List',
  boardTab: 'Board',
  viewLabel: 'How the leads are shown',
  column: (status: LeadStatus, count: number | undefined) => `${LEAD_STATUS_LABELS[status]}${count === undefined ? '' : ` (${count.toLocaleString('en-US')})`}`,
  closingHeading: 'Close a lead',
  closingHint: 'Drop a card here to mark it installed, lost or a duplicate.',
  empty: 'No leads here.',
  cards: (status: LeadStatus) => `${LEAD_STATUS_LABELS[status]} leads`,
  /** On a target the lifted card may not be dropped on, while it is dragged. */
  cannotDropHere: (from: string) => `Not allowed from ${leadStatusLabel(from)}`,
  showAll: (count: number) => `All ${count.toLocaleString('en-US')} in the list`,
  unassigned: 'Unassigned',
  move: 'Move',
  moveLabel: (name: string) => `Move ${name}`,
  age: (ago: string) => `${ago} ago`,
  unreadable: 'Error displaying lead data',
  loadFailed: 'This column could not be loaded.',
  moved: (name: string, status: string) => `${name} moved to ${leadStatusLabel(status)}`,
  moveFailed: 'Not moved',
  notAllowed: (from: string, to: string) =>
    `${leadStatusLabel(from)} cannot move to ${leadStatusLabel(to)}: a lead moves one step along the pipeline, or to Lost or Duplicate.`,
  // Read to screen-reader users while they move a card with the keyboard (dnd-kit's live region).
  instructions: 'To move a lead, press space or enter on its Move button, choose a column with the left and right arrow keys, and press space or enter again to drop it. Escape cancels.',
  pickedUp: (name: string) => `Picked up ${name}.`,
  over: (name: string, target: string) => `${name} is over ${target}.`,
  droppedOn: (name: string, target: string) => `${name} dropped on ${target}.`,
  cancelled: (name: string) => `Move of ${name} cancelled.`,
} as const;
