// The store contract: ONE suite per port, run against every adapter (api/test/store-contract.test.ts).
import { auditLogStoreContract } from './audit-log.contract';
import { leadAssignmentStoreContract } from './lead-assignments.contract';
import { leadPromiseStoreContract } from './lead-promises.contract';
import { leadReadStoreContract } from './lead-reads.contract';
import { leadSourceStoreContract } from './lead-sources.contract';
import { leadStoreContract } from './leads.contract';
import { limitStoreContract } from './limits.contract';
import { liveEventStoreContract } from './live-events.contract';
import { outboxStoreContract } from './outbox.contract';
import { partnerStoreContract } from './partners.contract';
import { serviceAreaStoreContract } from './service-areas.contract';
import { sessionStoreContract } from './sessions.contract';
import type { GetStore } from './types';
import { userStoreContract } from './users.contract';
import { visitStoreContract } from './visits.contract';
import { waitingListStoreContract } from './waiting-list.contract';

export type { GetStore } from './types';

export function storeContract(store: GetStore): void {
  leadStoreContract(store);
  leadPromiseStoreContract(store);
  leadReadStoreContract(store);
  outboxStoreContract(store);
  partnerStoreContract(store);
  userStoreContract(store);
  sessionStoreContract(store);
  auditLogStoreContract(store);
  leadAssignmentStoreContract(store);
  serviceAreaStoreContract(store);
  waitingListStoreContract(store);
  limitStoreContract(store);
  liveEventStoreContract(store);
  visitStoreContract(store);
  leadSourceStoreContract(store);
}
