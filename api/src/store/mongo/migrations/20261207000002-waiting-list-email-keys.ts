import type { Db } from 'mongodb';
import { emailKeyOf } from '../waiting-list';

interface Entry {
  _id: string;
  area?: string;
  email?: string;
  emailKey?: string;
  createdAt: Date;
}

/**
 * Issue #42: one entry per e-mail and area is held by a unique index on { area, emailKey } (the
 * collated index before could not be unique, and simultaneous joins made duplicates). Entries get
 * their key; of duplicates made before, the oldest stays and the others go (they are the same
 * visitor asking again), so the unique index can be built.
 */
export async function up(db: Db): Promise<void> {
  const entries = db.collection<Entry>('waiting_list');
  const seen = new Set<string>();
  for await (const entry of entries.find({}).sort({ createdAt: 1, _id: 1 })) {
    const key = entry.email ? emailKeyOf(entry.email) : `no-email:${entry._id}`;
    const slot = `${entry.area ?? ''}\n${key}`;
    if (seen.has(slot)) {
      await entries.deleteOne({ _id: entry._id });
      continue;
    }
    seen.add(slot);
    if (entry.emailKey !== key) await entries.updateOne({ _id: entry._id }, { $set: { emailKey: key } });
  }
}

/** The keys go (the removed duplicates do not come back: they were the same visitor). */
export async function down(db: Db): Promise<void> {
  await db.collection('waiting_list').updateMany({}, { $unset: { emailKey: '' } });
}
