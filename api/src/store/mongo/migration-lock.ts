import { hostname } from 'node:os';
import type { Db } from 'mongodb';

/** How long a lock holds without being renewed: a migrator that died frees it after this. */
const LOCK_TTL_MS = 10 * 60_000;

interface LockRecord {
  _id: string;
  holder: string;
  since: Date;
  until: Date;
}

/**
 * One migration run at a time across every machine (several instances deploying at once): a
 * document with a fixed `_id` is the lock, so of two inserts one wins (a duplicate key for the
 * other, on MongoDB and FerretDB alike). The holder renews it while it works; a lock not renewed
 * for LOCK_TTL_MS (its holder died) is taken over. (migrate-mongo's own lock checks, then
 * inserts: two runners can both pass the check; and it needs a TTL index.)
 */
export async function withMigrationLock<T>(db: Db, work: () => Promise<T>, now = () => new Date()): Promise<T> {
  const locks = db.collection<LockRecord>('migration_lock');
  const holder = `${hostname()}:${process.pid}:${Date.now()}`;
  const started = now();
  const lease = () => new Date(now().getTime() + LOCK_TTL_MS);
  try {
    await locks.insertOne({ _id: 'migrations', holder, since: started, until: lease() });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const stale = await locks.findOneAndUpdate({ _id: 'migrations', until: { $lt: started } }, { $set: { holder, since: started, until: lease() } });
    if (!stale) {
      const current = await locks.findOne({ _id: 'migrations' });
      throw new Error(`Another migration is running (${current?.holder ?? 'unknown'}, since ${current?.since.toISOString() ?? '?'}); try again when it ends.`, { cause: error });
    }
  }
  const renew = setInterval(() => void locks.updateOne({ _id: 'migrations', holder }, { $set: { until: lease() } }).catch(() => undefined), LOCK_TTL_MS / 4);
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await locks.deleteOne({ _id: 'migrations', holder });
  }
}
