// The board's data (issue #29): one GET /api/leads per open status, under the workspace's filters,
// each capped at BOARD_CARDS_PER_COLUMN (the rest is one link away in the list). Counts come
// with every answer (statusCounts), so a column says how many it holds in all.
import * as z from 'zod/mini';
import { useSWRConfig } from 'swr';
import { adminLeadRow, leadsEndpoint, pathOf, type LeadStatus } from '@powernest/domain';

/** Cards a column shows; the rest are in the list, filtered to that status. */
const BOARD_CARDS_PER_COLUMN = 20;

export type BoardCard = z.output<typeof adminLeadRow>;

/** A row of the list as a card, or null when it cannot be shown (the list says the same for its rows). */
export function cardOf(row: unknown): BoardCard | null {
  const read = z.safeDecode(adminLeadRow, row as z.input<typeof adminLeadRow>);
  return read.success ? read.data : null;
}

/** The API query of one column: the workspace's filters (its status left out), this status, the newest first. */
export function columnParams(filters: Record<string, string>, status: LeadStatus): URLSearchParams {
  const { status: _status, ...rest } = filters;
  return new URLSearchParams({ ...rest, status, pageSize: String(BOARD_CARDS_PER_COLUMN) });
}

/** Reads every list of leads on the page again, the board's columns or the table (after a move, or when a lead arrived or changed). */
export function useReadLeadListsAgain(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const path = pathOf(leadsEndpoint);
  return () => mutate((key) => typeof key === 'string' && (key === path || key.startsWith(`${path}?`)));
}
