// Versioned MongoDB migrations (migrate-mongo): each file in store/mongo/migrations runs once,
// recorded in the `changelog` collection, then the indexes are made the declared ones
// (store/mongo/indexes.ts). One run at a time across machines (store/mongo/migration-lock.ts).
// Production instances do not build indexes as they start: run this before a new version starts.
//
//   MONGODB_URI=mongodb://localhost:27017/powernest npm run migrate -w api           # apply, then sync indexes
//   MONGODB_URI=… npm run migrate -w api -- status                                    # list
//   MONGODB_URI=… npm run migrate -w api -- down [--all]                              # undo the last (or every) migration
import path from 'node:path';
import type { Db } from 'mongodb';
import { withMigrationLock } from './store/mongo/migration-lock';

async function main(): Promise<void> {
  const url = process.env.MONGODB_URI;
  if (!url) throw new Error('MONGODB_URI is not set: there is no MongoDB to migrate');
  const [command = 'up', flag] = process.argv.slice(2);
  // ESM-only package: imported at run time (tsx runs this file).
  const migrate = await import('migrate-mongo');
  migrate.config.set({
    mongodb: { url, options: {} },
    migrationsDir: path.join(__dirname, 'store/mongo/migrations'),
    changelogCollectionName: 'changelog',
    // migrate-mongo's own lock is off: withMigrationLock holds ours.
    lockTtl: 0,
    migrationFileExtension: '.ts',
    useFileHash: false,
    moduleSystem: 'commonjs',
  });
  const { db, client } = await migrate.database.connect();
  try {
    if (command === 'status') {
      for (const row of await migrate.status(db)) console.log(`${row.fileName}: ${String(row.appliedAt)}`);
      return;
    }
    await withMigrationLock(db as Db, async () => {
      if (command === 'down') {
        for (;;) {
          const undone = await migrate.down(db, client);
          if (undone.length === 0) break;
          console.log(`Undone: ${undone.join(', ')}`);
          if (flag !== '--all') break;
        }
        return;
      }
      if (command !== 'up') throw new Error(`Unknown command "${command}": up, down [--all] or status`);
      const applied = await migrate.up(db, client);
      console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Nothing to migrate.');
      // After the data changes: a unique index can need them (the waiting list's e-mail keys).
      const { openMongoStore } = await import('./store/mongo');
      const store = await openMongoStore(url, { indexes: 'sync' });
      await store.close();
      console.log('Indexes: as declared.');
    });
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
