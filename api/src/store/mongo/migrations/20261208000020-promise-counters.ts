import type { LeadPromises } from '@powernest/domain';
import type { Db } from 'mongodb';
import { MongoPromiseCounters, PROMISE_COUNTER_COLLECTIONS } from '../promise-counters';

/**
 * Issue #45: the dashboard's promise card reads counters per arrival day and the promises still
 * owed (promise-counters.ts), kept by each change of a lead from now on; this builds them from the
 * leads stored before. Counter changes a crash left on a lead are dropped first: its promises as
 * stored hold them already.
 */
export async function up(db: Db): Promise<void> {
  const leads = db.collection<{ _id: number; createdAt: Date; promises?: LeadPromises }>('leads');
  await leads.updateMany({ pendingTalliesAt: { $exists: true } }, { $unset: { pendingTallies: '', pendingTalliesAt: '' } });
  const counters = new MongoPromiseCounters(db.collection(PROMISE_COUNTER_COLLECTIONS.counters), db.collection(PROMISE_COUNTER_COLLECTIONS.owed));
  await counters.rebuild(leads.find({ promises: { $exists: true } }, { projection: { createdAt: 1, promises: 1 } }));
}

/** The counters go; the code before this tallied the leads themselves. */
export async function down(db: Db): Promise<void> {
  await db.collection('leads').updateMany({ pendingTalliesAt: { $exists: true } }, { $unset: { pendingTallies: '', pendingTalliesAt: '' } });
  for (const name of Object.values(PROMISE_COUNTER_COLLECTIONS)) await db.collection(name).deleteMany({});
}
