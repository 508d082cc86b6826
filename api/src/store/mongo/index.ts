import type { Connection } from 'mongoose';
import type { Store } from '../ports';
import { MongoApplicationLinkStore } from './application-links';
import { MongoAuditLogStore } from './audit-log';
import { connect } from './connection';
import { MongoLeadAssignmentStore } from './lead-assignments';
import { MongoLeadReadStore } from './lead-reads';
import { MongoLeadStore } from './leads';
import { MongoLimitStore } from './limits';
import { MongoOutboxStore, outboxModel } from './outbox';
import { MongoPartnerStore } from './partners';
import { MongoServiceAreaStore } from './service-areas';
import { MongoSessionStore } from './sessions';
import { MongoUserStore } from './users';
import { MongoVisitStore } from './visits';
import { MongoWaitingListStore } from './waiting-list';

export interface MongoStore extends Store {
  readonly connection: Connection;
}

/** Connects, builds every model and waits for its indexes (unique, 2dsphere, TTL). */
export async function openMongoStore(uri: string, options: { dbName?: string } = {}): Promise<MongoStore> {
  const connection = await connect(uri, options);
  const outbox = outboxModel(connection);
  const leads = new MongoLeadStore(connection, outbox);
  const store: MongoStore = {
    kind: 'mongo',
    connection,
    leads,
    leadReads: new MongoLeadReadStore(connection),
    outbox: new MongoOutboxStore(outbox, () => leads.relay()),
    partners: new MongoPartnerStore(connection),
    users: new MongoUserStore(connection),
    sessions: new MongoSessionStore(connection),
    auditLog: new MongoAuditLogStore(connection),
    leadAssignments: new MongoLeadAssignmentStore(connection),
    serviceAreas: new MongoServiceAreaStore(connection),
    waitingList: new MongoWaitingListStore(connection),
    applicationLinks: new MongoApplicationLinkStore(connection),
    visits: new MongoVisitStore(connection),
    limits: new MongoLimitStore(connection),
    async ping() {
      await connection.db!.admin().ping();
    },
    async close() {
      await connection.close();
    },
  };
  // Data changes (the old start-up backfills) are versioned migrations, run once: `npm run migrate`.
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
  return store;
}
