import { NO_PROMISE_DUE } from '@powernest/domain';
import type { Db } from 'mongodb';
import { fillMissingField } from '../backfill';

/**
 * Issue #45: the desk sorts and filters by `promiseDueAt`, the next promise's due time. Leads
 * stored before promises were clocked have none and are given none (what was done for them then
 * is not known: domain promises.ts, promiseFieldsAfterChange); they get NO_PROMISE_DUE, so they
 * sort after every lead that owes one instead of before them.
 */
export async function up(db: Db): Promise<void> {
  await fillMissingField<{ _id: number; promiseDueAt?: Date }>(db, 'leads', 'promiseDueAt', { _id: 1 }, () => NO_PROMISE_DUE);
}

/** The field goes; the code before this never read it. */
export async function down(db: Db): Promise<void> {
  await db.collection('leads').updateMany({}, { $unset: { promiseDueAt: '' } });
}
