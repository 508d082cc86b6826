// The production store beside the memory store (issue #42): leads stored one at a time per
// second, and the leads workspace's searches at `count` leads (p50/p95), on the memory store and
// on FerretDB (MongoDB's wire protocol on SQLite, the server CI runs the adapter on), in one run;
// and the index entries one lead insert writes under the leads' indexes today and before #42.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { leadQuerySchema, leadSearchOf, leadSearchWords, leadMatchKeys } from '@powernest/domain';
import type { NewLead, Store } from '../../api/src/store';
import { createMemoryStore } from '../../api/src/store/memory';
import { openMongoStore, type MongoStore } from '../../api/src/store/mongo';
import { mongoose } from '../../api/src/store/mongo/connection';
import { LEAD_QUERIES, leadNetwork, sample } from './leads';
import { percentile } from './stats';

const root = path.resolve(__dirname, '..', '..');

export interface StoreRow {
  store: string;
  /** Leads in the store when the searches ran. */
  count: number;
  leadsPerSecond: number;
  fillSeconds: number;
  queries: { label: string; p50Ms: number; p95Ms: number; total: number }[];
}

export interface StoreBench {
  count: number;
  rows: StoreRow[];
  /** Index entries one lead insert writes, averaged over sample leads: the leads' indexes before #42 and today. */
  indexEntries: { before: number; after: number; indexesBefore: number; indexesAfter: number };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A FerretDB of the bench's own (tooling/ferretdb, built or cached), its data in memory. */
async function startFerretDb(): Promise<{ uri: string; process: ChildProcess; data: string }> {
  const bin = execFileSync('bash', [path.join(root, 'tooling/ferretdb/build.sh')], { encoding: 'utf8' }).trim();
  const data = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'bench-ferretdb-'));
  const port = await freePort();
  const child = spawn(bin, ['-listen', `127.0.0.1:${port}`, '-data', data], { stdio: 'ignore' });
  return { uri: `mongodb://127.0.0.1:${port}`, process: child, data };
}

/**
 * `use` on the MongoDB adapter for a bench: on MONGODB_URI's server, or on a FerretDB of the
 * bench's own (waited for while it starts), in a database of its own, dropped afterwards.
 */
export async function withBenchMongoStore<T>(name: string, use: (store: MongoStore) => Promise<T>): Promise<T> {
  const own = process.env.MONGODB_URI ? null : await startFerretDb();
  let mongo: MongoStore | undefined;
  try {
    const uri = process.env.MONGODB_URI ?? own!.uri;
    for (let attempt = 0; !mongo; attempt++) {
      mongo = await openMongoStore(uri, { dbName: `powernest_bench_${name}_${Date.now()}` }).catch((error: unknown) => {
        if (attempt > 50) throw error;
        return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 200)); // FerretDB starting
      });
    }
    const result = await use(mongo);
    await mongo.connection.dropDatabase();
    return result;
  } finally {
    await mongo?.close();
    own?.process.kill();
    if (own) fs.rmSync(own.data, { recursive: true, force: true });
  }
}

/** Index entries a document adds to an index: one per value of each array field it holds (multikey). */
function entriesOf(indexes: [Record<string, unknown>, Record<string, unknown>][], doc: Record<string, unknown>): number {
  return indexes.reduce((sum, [keys, options]) => {
    const values = Object.keys(keys).map((field) => doc[field]);
    if (options.sparse && values.every((v) => v === undefined)) return sum;
    if (options.partialFilterExpression) return sum; // the partial indexes held only flagged leads
    return sum + values.reduce<number>((n, v) => n * (Array.isArray(v) ? Math.max(1, v.length) : 1), 1);
  }, 0);
}

/** The leads' indexes as the commit before #42 declared them (its leads.ts, read from git). */
async function indexesBefore42(): Promise<[Record<string, unknown>, Record<string, unknown>][]> {
  const base = execFileSync('git', ['log', '--format=%H', '-1', '--grep', 'MongoDB adapter on FerretDB (#42)'], { cwd: root, encoding: 'utf8' }).trim();
  const old = path.join(root, 'api/src/store/mongo/leads.before-42.bench.ts');
  fs.writeFileSync(old, execFileSync('git', ['show', `${base}~1:api/src/store/mongo/leads.ts`], { cwd: root, encoding: 'utf8' }));
  try {
    const { MongoLeadStore } = (await import(old)) as { MongoLeadStore: new (conn: ReturnType<typeof mongoose.createConnection>, outbox: unknown) => { model: { schema: { indexes(): unknown[] } } } };
    const conn = mongoose.createConnection();
    const store = new MongoLeadStore(conn, conn.model('OutboxBefore42', new mongoose.Schema({})));
    const indexes = store.model.schema.indexes() as [Record<string, unknown>, Record<string, unknown>][];
    await conn.close();
    return indexes;
  } finally {
    fs.rmSync(old);
  }
}

async function measure(name: string, store: Store, fill: (leads: NewLead[]) => Promise<void>, count: number, perSecondLeads: number, runs: number): Promise<StoreRow> {
  const network = leadNetwork(count);
  let started = performance.now();
  for (const lead of network.slice(0, perSecondLeads)) await store.leads.create(lead, []);
  const leadsPerSecond = perSecondLeads / ((performance.now() - started) / 1000);
  started = performance.now();
  await fill(network.slice(perSecondLeads));
  const fillSeconds = (performance.now() - started) / 1000;
  const queries: StoreRow['queries'] = [];
  for (const { label, query } of LEAD_QUERIES) {
    const search = leadSearchOf(leadQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    let total = 0;
    const times = await sample(runs, 1, async () => {
      total = (await store.leads.search(search)).total;
    });
    queries.push({ label, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), total });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return { store: name, count, leadsPerSecond, fillSeconds, queries };
}

/**
 * `ferretDbCount`: FerretDB on SQLite decodes every document a sort, a count or an `$in` reads
 * (about 0.15 ms each here, whatever the indexes), so 100,000 leads take ~15 s per search: its
 * row is measured at fewer leads, and says so. It is CI's stand-in for MongoDB's wire protocol,
 * not for its speed.
 */
export async function runStoreBench(options: { count: number; ferretDbCount: number; perSecondLeads: number; runs: number }): Promise<StoreBench> {
  const rows: StoreRow[] = [];
  const memory = createMemoryStore();
  rows.push(await measure('memory', memory, async (leads) => {
    for (const lead of leads) await memory.leads.create(lead, []);
  }, options.count, options.perSecondLeads, options.runs));

  await withBenchMongoStore('store', async (store) => {
    rows.push(await measure(`${store.features.server} (MongoDB adapter)`, store, async (leads) => {
      await store.leads.importMany(leads);
    }, options.ferretDbCount, options.perSecondLeads, options.runs));
  });

  const samples = leadNetwork(100).map((lead) => ({ ...lead, matchKeys: leadMatchKeys(lead), searchWords: leadSearchWords(lead), status: 'new', createdAt: new Date(), _id: 1 }) as Record<string, unknown>);
  const conn = mongoose.createConnection();
  const { MongoLeadStore } = await import('../../api/src/store/mongo/leads');
  const { MongoApplicationLinkStore } = await import('../../api/src/store/mongo/application-links');
  const today = new MongoLeadStore(conn, conn.model('OutboxToday', new mongoose.Schema({})) as never, new MongoApplicationLinkStore(conn).model).model.schema.indexes() as [Record<string, unknown>, Record<string, unknown>][];
  await conn.close();
  const before = await indexesBefore42();
  const average = (indexes: typeof today) => samples.reduce((sum, doc) => sum + entriesOf(indexes, { ...doc, businessNameKey: 'k', locationKey: 'k' }), 0) / samples.length;
  return { count: options.count, rows, indexEntries: { before: average(before), after: average(today), indexesBefore: before.length, indexesAfter: today.length } };
}
