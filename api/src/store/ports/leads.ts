import type { LeadFields, LeadSearch } from '@powernest/domain';
import type { NewOutboxMessage, OutboxMessage } from './outbox';

/** A stored lead (SPEC §3). Optional texts are absent rather than empty. */
export interface Lead extends LeadFields {
  id: number;
  status: string;
  assignedTo?: string;
  /** The US state read from the location when stored ("Austin, TX" -> TX), for the state filter. */
  state?: string;
  leadScore: number;
  lastActivityAt: Date;
  createdAt: Date;
}

/** What a client may supply; the store sets id, status, leadScore and the dates. */
export type NewLead = Omit<Lead, 'id' | 'status' | 'assignedTo' | 'state' | 'leadScore' | 'lastActivityAt' | 'createdAt'>;

/** One page of a lead search, the number of all matches, and the matches per status. */
export interface LeadSearchResult {
  items: Lead[];
  total: number;
  /** Counted without the status filter: how many leads each status tab would show. */
  statusCounts: Record<string, number>;
}

export interface LeadStore {
  /**
   * Stores a lead together with the e-mails it triggers, so a lead is never kept without
   * its outbox messages (or the reverse). The messages get the new lead's id.
   */
  create(lead: NewLead, outbox: NewOutboxMessage[]): Promise<{ lead: Lead; outbox: OutboxMessage[] }>;
  get(id: number): Promise<Lead | null>;
  /** Newest first. */
  list(options?: { limit?: number }): Promise<Lead[]>;
  /** The admins' leads workspace: filters, sort (ties: newest id first) and a page. */
  search(search: LeadSearch): Promise<LeadSearchResult>;
  count(filter?: { since?: Date; status?: string }): Promise<number>;
  countByStatus(): Promise<Record<string, number>>;
}
