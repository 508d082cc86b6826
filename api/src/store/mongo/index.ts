import type { Connection } from 'mongoose';
import type { Store } from '../ports';
import { MongoApplicationLinkStore } from './application-links';
import { MongoAuditLogStore } from './audit-log';
import { connect } from './connection';
import { missingIndexes, sweepExpired, syncIndexes } from './indexes';
import { serverFeatures, type ServerFeatures } from './server-features';
import { MongoLeadAssignmentStore } from './lead-assignments';
import { MongoLeadReadStore } from './lead-reads';
import { MongoLeadStore } from './leads';
import { MongoLimitStore } from './limits';
import { MongoLiveEventStore, MongoLiveStreamStore } from './live-events';
import { MongoOutboxStore, outboxModel } from './outbox';
import { MongoPageViewStore } from './page-views';
import { MongoPartnerStore } from './partners';
import { MongoServiceAreaStore } from './service-areas';
import { MongoSessionStore } from './sessions';
import { MongoUserStore } from './users';
import { MongoVisitStore } from './visits';
import { MongoWaitingListStore } from './waiting-list';

export interface MongoStore extends Store {
  readonly connection: Connection;
  // The adapters themselves, for tests that reach their collections (fault injection).
  readonly leads: MongoLeadStore;
  readonly outbox: MongoOutboxStore;
  readonly applicationLinks: MongoApplicationLinkStore;
  readonly pageViews: MongoPageViewStore;
  /** What the server can do that the adapter depends on (MongoDB: all of it; FerretDB: less). */
  readonly features: ServerFeatures;
}

export interface OpenMongoOptions {
  dbName?: string;
  /**
   * `sync`: make the indexes the declared ones now (tests, development). `check` (production):
   * refuse to start while one is missing; `npm run migrate` builds them, once, under its lock.
   */
  indexes?: 'sync' | 'check';
}

/** Connects and builds every model; its indexes synced or checked (OpenMongoOptions). */
export async function openMongoStore(uri: string, options: OpenMongoOptions = {}): Promise<MongoStore> {
  const connection = await connect(uri, options);
  const features = await serverFeatures(connection.db!);
  const outbox = outboxModel(connection);
  const applicationLinks = new MongoApplicationLinkStore(connection);
  const leads = new MongoLeadStore(connection, outbox, applicationLinks.model);
  const liveEvents = new MongoLiveEventStore(connection);
  // The capped collection exists before the first event (an insert would make a plain one).
  await liveEvents.model.init();
  const store: MongoStore = {
    kind: 'mongo',
    connection,
    features,
    leads,
    leadReads: new MongoLeadReadStore(connection),
    outbox: new MongoOutboxStore(outbox, () => leads.relay()),
    partners: new MongoPartnerStore(connection, features),
    users: new MongoUserStore(connection),
    sessions: new MongoSessionStore(connection),
    auditLog: new MongoAuditLogStore(connection),
    leadAssignments: new MongoLeadAssignmentStore(connection),
    serviceAreas: new MongoServiceAreaStore(connection),
    waitingList: new MongoWaitingListStore(connection),
    applicationLinks,
    visits: new MongoVisitStore(connection),
    limits: new MongoLimitStore(connection),
    liveEvents,
    liveStreams: new MongoLiveStreamStore(connection),
    pageViews: new MongoPageViewStore(connection),
    async ping() {
      await connection.db!.admin().ping();
    },
    async close() {
      stopSweep();
      await connection.close();
    },
  };
  // Data changes (the old start-up backfills) are versioned migrations, run once: `npm run migrate`.
  if ((options.indexes ?? 'sync') === 'sync') await syncIndexes(connection, features);
  else {
    const missing = await missingIndexes(connection, features);
    if (missing.length > 0) {
      await connection.close();
      throw new Error(`The database lacks ${missing.length} index(es) (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): run \`npm run migrate -w api\` before starting the API.`);
    }
  }
  const stopSweep = features.ttlIndexes ? () => undefined : sweepExpired(connection);
  return store;
}
