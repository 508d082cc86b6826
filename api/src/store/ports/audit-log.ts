import type { AuditKey, AuditSearch } from '@powernest/domain';
import type { KeysetPage } from '../keyset';

export interface AuditEntry {
  id: string;
  userId: string;
  userRole: string;
  action: string;
  resourceType: string;
  resourceId?: string;
  oldValues?: Record<string, unknown>;
  newValues?: Record<string, unknown>;
  ipAddress?: string;
  userAgent?: string;
  timestamp: Date;
}

/**
 * An entry to append. `id` given (an ascendingId chosen ahead): appended once however often it is
 * written, so a step finished again after a crash (a visit's: VisitStep) logs it once.
 */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'timestamp'> & { id?: string; timestamp?: Date };

export interface AuditFilter {
  userId?: string;
  resourceType?: string;
  /** One resource (with its type): a lead's timeline. */
  resourceId?: string;
  limit?: number;
}

/**
 * One page of an audit search (newest first: timestamp, then id, descending), the keys of the
 * older (`next`) and newer (`prev`) pages, and the matches counted up to LIST_COUNT_MAX.
 */
export interface AuditSearchResult extends KeysetPage<AuditEntry, AuditKey> {
  total: number;
  totalCapped: boolean;
}

export interface AuditLogStore {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first. */
  list(filter?: AuditFilter): Promise<AuditEntry[]>;
  /** The audit log page (issue #12): filtered by who, what and when, newest first, a keyset page (issue #27). */
  search(search: AuditSearch): Promise<AuditSearchResult>;
}
