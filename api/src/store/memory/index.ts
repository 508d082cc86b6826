import type { Store } from '../ports';
import { MemoryApplicationLinkStore } from './application-links';
import { MemoryAuditLogStore } from './audit-log';
import { MemoryLeadAssignmentStore } from './lead-assignments';
import { MemoryLeadReadStore } from './lead-reads';
import { MemoryLeadStore } from './leads';
import { MemoryLimitStore } from './limits';
import { MemoryLiveEventStore, MemoryLiveStreamStore } from './live-events';
import { MemoryOutboxStore } from './outbox';
import { MemoryPageViewStore } from './page-views';
import { MemoryPartnerStore } from './partners';
import { MemoryServiceAreaStore } from './service-areas';
import { MemorySessionStore } from './sessions';
import { MemoryUserStore } from './users';
import { MemoryVisitStore } from './visits';
import { MemoryWaitingListStore } from './waiting-list';

/** Everything in process memory: for development and tests. Data ends with the process. */
export function createMemoryStore(): Store {
  const outbox = new MemoryOutboxStore();
  const applicationLinks = new MemoryApplicationLinkStore();
  const leads = new MemoryLeadStore(outbox, applicationLinks);
  return {
    kind: 'memory',
    leads,
    leadReads: new MemoryLeadReadStore(leads),
    outbox,
    partners: new MemoryPartnerStore(),
    users: new MemoryUserStore(),
    sessions: new MemorySessionStore(),
    auditLog: new MemoryAuditLogStore(),
    leadAssignments: new MemoryLeadAssignmentStore(),
    serviceAreas: new MemoryServiceAreaStore(),
    waitingList: new MemoryWaitingListStore(),
    applicationLinks,
    visits: new MemoryVisitStore(),
    limits: new MemoryLimitStore(),
    liveEvents: new MemoryLiveEventStore(),
    liveStreams: new MemoryLiveStreamStore(),
    pageViews: new MemoryPageViewStore(),
    ping: async () => {},
    close: async () => {},
  };
}
