// Versioned MongoDB migrations (migrate-mongo): each file in store/mongo/migrations runs once,
// recorded in the `changelog` collection, instead of a scan at every start-up.
//
//   MONGODB_URI=mongodb://localhost:27017/powernest npm run migrate -w api           # apply
//   MONGODB_URI=… npm run migrate -w api -- status                                    # list
import path from 'node:path';

async function main(): Promise<void> {
  const url = process.env.MONGODB_URI;
  if (!url) throw new Error('MONGODB_URI is not set: there is no MongoDB to migrate');
  // ESM-only package: imported at run time (tsx runs this file).
  const migrate = await import('migrate-mongo');
  migrate.config.set({
    mongodb: { url, options: {} },
    migrationsDir: path.join(__dirname, 'store/mongo/migrations'),
    changelogCollectionName: 'changelog',
    lockCollectionName: 'changelog_lock',
    lockTtl: 0,
    migrationFileExtension: '.ts',
    useFileHash: false,
    moduleSystem: 'commonjs',
  });
  const { db, client } = await migrate.database.connect();
  try {
    if (process.argv[2] === 'status') {
      for (const row of await migrate.status(db)) console.log(`${row.fileName}: ${String(row.appliedAt)}`);
    } else {
      const applied = await migrate.up(db, client);
      console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Nothing to migrate.');
    }
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
