import type { AuditSearch } from '@powernest/domain';

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

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'timestamp'> & { timestamp?: Date };

export interface AuditFilter {
  userId?: string;
  resourceType?: string;
  /** One resource (with its type): a lead's timeline. */
  resourceId?: string;
  limit?: number;
}

/** One page of an audit search (newest first) and the number of all matches. */
export interface AuditSearchResult {
  items: AuditEntry[];
  total: number;
}

export interface AuditLogStore {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first. */
  list(filter?: AuditFilter): Promise<AuditEntry[]>;
  /** The audit log page (issue #12): filtered by who, what and when, newest first, paged. */
  search(search: AuditSearch): Promise<AuditSearchResult>;
}
