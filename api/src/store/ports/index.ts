// The store is a set of ports, one per aggregate; `memory/` and `mongo/` implement them all.
import type { ApplicationLinkStore } from './application-links';
import type { AuditLogStore } from './audit-log';
import type { LeadAssignmentStore } from './lead-assignments';
import type { LeadReadStore } from './lead-reads';
import type { LeadStore } from './leads';
import type { LimitStore } from './limits';
import type { LiveEventStore, LiveStreamStore } from './live-events';
import type { OutboxStore } from './outbox';
import type { PageViewStore } from './page-views';
import type { PartnerStore } from './partners';
import type { ServiceAreaStore } from './service-areas';
import type { SessionStore } from './sessions';
import type { UserStore } from './users';
import type { VisitStore } from './visits';
import type { WaitingListStore } from './waiting-list';

export type * from './application-links';
export type * from './audit-log';
export type * from './lead-assignments';
export type * from './lead-reads';
export type * from './leads';
export type * from './limits';
export type * from './live-events';
export type * from './outbox';
export type * from './page-views';
export type * from './partners';
export type * from './service-areas';
export type * from './sessions';
export type * from './users';
export type * from './visits';
export type * from './waiting-list';

export interface Store {
  readonly kind: 'memory' | 'mongo';
  leads: LeadStore;
  /** Many leads at once (issue #29): the audit log's names, the dashboard's possible duplicates. */
  leadReads: LeadReadStore;
  outbox: OutboxStore;
  partners: PartnerStore;
  users: UserStore;
  sessions: SessionStore;
  auditLog: AuditLogStore;
  leadAssignments: LeadAssignmentStore;
  serviceAreas: ServiceAreaStore;
  waitingList: WaitingListStore;
  applicationLinks: ApplicationLinkStore;
  visits: VisitStore;
  /** Counters of the rate limits and lockouts, shared by every API instance. */
  limits: LimitStore;
  /** The admin area's live events and open streams, shared by every API instance. */
  liveEvents: LiveEventStore;
  liveStreams: LiveStreamStore;
  /** Page views per day, page, language and source (issue #45): the sources report's denominators. */
  pageViews: PageViewStore;
  /** Resolves when the store answers (used by health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
