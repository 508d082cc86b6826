import type { Db } from 'mongodb';

/**
 * Issue #29: the workspace's status-led indexes gained `followUpAt` (the "Due" lists). Mongoose
 * builds the new ones on start and never drops an index, so the old ones (a status-led key with
 * the search words but no follow-up date) would stay beside them, costing every write. This drops
 * them; a second run finds none.
 */
export async function up(db: Db): Promise<void> {
  const leads = db.collection('leads');
  for (const index of await leads.listIndexes().toArray()) {
    const keys = Object.keys(index.key as Record<string, unknown>);
    if (keys[0] === 'status' && keys.includes('searchWords') && !keys.includes('followUpAt')) await leads.dropIndex(index.name as string);
  }
}

/** The old indexes serve nothing the new ones do not: nothing to rebuild. */
export async function down(): Promise<void> {}
