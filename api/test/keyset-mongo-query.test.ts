// What the MongoDB adapters send for keyset pages (issue #27), checked without a server: the
// audit log's older and newer pages and the CSV export's batches (the store contract runs the
// same walks against a real MongoDB when MONGODB_URI is set).
import { MongoApplicationLinkStore } from '../src/store/mongo/application-links';
import { mongoose } from '../src/store/mongo/connection';
import { keysetQuery } from '../src/store/mongo/keyset';
import { MongoAuditLogStore } from '../src/store/mongo/audit-log';
import { outboxModel } from '../src/store/mongo/outbox';
import { MongoLeadStore } from '../src/store/mongo/leads';
import { textSortKey } from '@powernest/domain';

type AnyQuery = InstanceType<typeof mongoose.Query> & { op?: string };

/** An operator the adapter marks trusted (sanitizeFilter leaves it alone). */
const t = <T extends object>(operator: T): T => mongoose.trusted(operator) as T;

describe('MongoDB keyset reads (no server needed)', () => {
  const conn = mongoose.createConnection(); // never connected
  afterAll(() => conn.close());
  afterEach(() => jest.restoreAllMocks());

  /** Records each find (filter as sent: sanitized and cast, sort, limit) and answers the given batches in turn. */
  function recordFinds(batches: unknown[][]) {
    const finds: { filter: unknown; sort: unknown; limit: unknown }[] = [];
    jest.spyOn(mongoose.Query.prototype, 'exec').mockImplementation(function (this: AnyQuery) {
      if (this.op !== 'find') return Promise.resolve(0) as never;
      this.cast(this.model); // throws on a value that does not cast (strictQuery: throw)
      const options = this.getOptions() as { sort?: unknown; limit?: unknown };
      finds.push({ filter: mongoose.sanitizeFilter({ ...this.getFilter() }), sort: options.sort, limit: options.limit });
      return Promise.resolve(batches.shift() ?? []) as never;
    });
    return finds;
  }

  it('reads after a key in the order, or before it against the order, with trusted operators only', () => {
    expect(keysetQuery(['timestamp', -1], undefined)).toEqual({ filter: {}, sort: { timestamp: -1, _id: -1 } });
    const at = new Date('2026-03-01T12:00:00Z');
    const older = keysetQuery(['timestamp', -1], { direction: 'next', key: [at, 'e1'] });
    expect(older).toEqual({ filter: { $or: [{ timestamp: t({ $lt: at }) }, { timestamp: at, _id: t({ $lt: 'e1' }) }] }, sort: { timestamp: -1, _id: -1 } });
    const newer = keysetQuery(['timestamp', -1], { direction: 'prev', key: [at, 'e1'] });
    expect(newer).toEqual({ filter: { $or: [{ timestamp: t({ $gt: at }) }, { timestamp: at, _id: t({ $gt: 'e1' }) }] }, sort: { timestamp: 1, _id: 1 } });
    // sanitizeFilter keeps the adapter's operators (trusted) as they are.
    expect(mongoose.sanitizeFilter({ ...older.filter })).toEqual(older.filter);
    expect(keysetQuery(['businessName', 1], { direction: 'next', key: ['Cafe', 7] }).filter).toEqual({ $or: [{ businessName: t({ $gt: 'Cafe' }) }, { businessName: 'Cafe', _id: t({ $gt: 7 }) }] });
  });

  it('the audit log: a newer page is read nearest first and shown newest first, with a cursor each way', async () => {
    const audit = new MongoAuditLogStore(conn);
    const row = (id: string, minute: number) => ({ _id: id, timestamp: new Date(Date.UTC(2026, 2, 1, 12, minute)), userId: 'u1', userRole: 'admin', action: 'lead.note', resourceType: 'lead' });
    // Newer than (12:05, e5): e6, e7, e8 (one more than the page: a newer page follows); then the way back exists.
    const finds = recordFinds([[row('e6', 6), row('e7', 7), row('e8', 8)], [row('e5', 5)]]);
    const page = await audit.search({ action: 'lead.note', position: { direction: 'prev', key: [Date.UTC(2026, 2, 1, 12, 5), 'e5'] }, limit: 2 });
    expect(page.items.map((e) => e.id)).toEqual(['e7', 'e6']);
    expect(page.prev).toEqual([Date.UTC(2026, 2, 1, 12, 7), 'e7']);
    expect(page.next).toEqual([Date.UTC(2026, 2, 1, 12, 6), 'e6']);
    const at5 = new Date(Date.UTC(2026, 2, 1, 12, 5));
    const at6 = new Date(Date.UTC(2026, 2, 1, 12, 6));
    expect(finds).toEqual([
      { filter: { action: 'lead.note', $or: [{ timestamp: t({ $gt: at5 }) }, { timestamp: at5, _id: t({ $gt: 'e5' }) }] }, sort: { timestamp: 1, _id: 1 }, limit: 3 },
      { filter: { action: 'lead.note', $or: [{ timestamp: t({ $lt: at6 }) }, { timestamp: at6, _id: t({ $lt: 'e6' }) }] }, sort: { timestamp: -1, _id: -1 }, limit: 1 },
    ]);
  });

  it('the CSV export: each batch starts after the last lead of the one before, and a short batch ends it', async () => {
    const leads = new MongoLeadStore(conn, outboxModel(conn), new MongoApplicationLinkStore(conn).model);
    const lead = (id: number, businessName: string) => ({ _id: id, businessName, businessNameKey: textSortKey(businessName), contactPerson: 'A', email: 'a@b.example', phone: '1', location: 'Austin, TX', businessType: 'cafe', status: 'new', createdAt: new Date(0) });
    const finds = recordFinds([[lead(4, 'Bakery'), lead(1, 'Cafe')], [lead(2, 'café')]]);
    const seen: number[] = [];
    for await (const l of leads.each({ sort: 'businessName', status: 'new' }, 2)) seen.push(l.id);
    expect(seen).toEqual([4, 1, 2]);
    expect(finds).toEqual([
      // Names in the order of their stored sort keys (textSortKey: "Cafe" and "café" are equal).
      { filter: { status: 'new' }, sort: { businessNameKey: 1, _id: 1 }, limit: 2 },
      { filter: { status: 'new', $or: [{ businessNameKey: t({ $gt: 'cafe' }) }, { businessNameKey: 'cafe', _id: t({ $gt: 1 }) }] }, sort: { businessNameKey: 1, _id: 1 }, limit: 2 },
    ]);
  });
});
