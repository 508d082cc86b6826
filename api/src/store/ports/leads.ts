import type { LeadFields } from '@powernest/domain';
import type { NewOutboxMessage, OutboxMessage } from './outbox';

/** A stored lead (SPEC §3). Optional texts are absent rather than empty. */
export interface Lead extends LeadFields {
  id: number;
  status: string;
  assignedTo?: string;
  leadScore: number;
  lastActivityAt: Date;
  createdAt: Date;
}

/** What a client may supply; the store sets id, status, leadScore and the dates. */
export type NewLead = Omit<Lead, 'id' | 'status' | 'assignedTo' | 'leadScore' | 'lastActivityAt' | 'createdAt'>;

export interface LeadStore {
  /**
   * Stores a lead together with the e-mails it triggers, so a lead is never kept without
   * its outbox messages (or the reverse). The messages get the new lead's id.
   */
  create(lead: NewLead, outbox: NewOutboxMessage[]): Promise<{ lead: Lead; outbox: OutboxMessage[] }>;
  get(id: number): Promise<Lead | null>;
  /** Newest first. */
  list(options?: { limit?: number }): Promise<Lead[]>;
  count(filter?: { since?: Date; status?: string }): Promise<number>;
  countByStatus(): Promise<Record<string, number>>;
}
