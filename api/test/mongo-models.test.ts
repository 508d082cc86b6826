// Checks of the MongoDB adapter that need no server: model definitions, indexes and the query
// hardening. (Behaviour against a real MongoDB is covered by the store contract when
// MONGODB_URI is set.)
import { MongoApplicationLinkStore } from '../src/store/mongo/application-links';
import { MONGODB_FEATURES } from '../src/store/mongo/server-features';
import { MongoAuditLogStore } from '../src/store/mongo/audit-log';
import { mongoose, trusted } from '../src/store/mongo/connection';
import { MongoLeadStore } from '../src/store/mongo/leads';
import { outboxModel } from '../src/store/mongo/outbox';
import { MongoPartnerStore } from '../src/store/mongo/partners';
import { MongoSessionStore } from '../src/store/mongo/sessions';
import { MongoUserStore } from '../src/store/mongo/users';

describe('MongoDB models (no server needed)', () => {
  const conn = mongoose.createConnection(); // never connected: only schemas and casting are used
  const outbox = outboxModel(conn);
  const leads = new MongoLeadStore(conn, outbox, new MongoApplicationLinkStore(conn).model);
  const partners = new MongoPartnerStore(conn, MONGODB_FEATURES);
  const users = new MongoUserStore(conn);
  const sessions = new MongoSessionStore(conn);
  afterAll(() => conn.close());

  const indexes = (model: { schema: { indexes(): unknown[] } }) => model.schema.indexes() as [Record<string, unknown>, Record<string, unknown>][];

  it('indexes partner locations as 2dsphere GeoJSON points', () => {
    expect(indexes(partners.model)).toContainEqual([{ location: '2dsphere' }, expect.anything()]);
  });

  it('makes user e-mail and username unique', () => {
    const userIndexes = indexes(users.model);
    expect(userIndexes).toContainEqual([{ email: 1 }, expect.objectContaining({ unique: true })]);
    expect(userIndexes).toContainEqual([{ username: 1 }, expect.objectContaining({ unique: true })]);
  });

  it('indexes the team list and each audit log page filter in time order, ending with the _id tiebreaker (every query: mongo-index-coverage.test.ts)', () => {
    expect(indexes(users.model)).toContainEqual([{ role: 1, createdAt: 1, _id: 1 }, expect.anything()]);
    const audit = new MongoAuditLogStore(conn);
    for (const index of [{ timestamp: -1, _id: -1 }, { userId: 1, timestamp: -1, _id: -1 }, { action: 1, timestamp: -1, _id: -1 }, { resourceType: 1, timestamp: -1, _id: -1 }]) {
      expect(indexes(audit.model)).toContainEqual([index, expect.anything()]);
    }
  });

  it('defaults new users to active, without a temporary password; the team query casts', () => {
    const doc = new users.model({ email: 'kim@example.com' });
    expect(doc.active).toBe(true);
    expect(doc.passwordChangeRequired).toBe(false);
    expect(() => users.model.find({ role: trusted({ $in: ['admin'] }), active: trusted({ $ne: false }) }).cast(users.model)).not.toThrow();
  });

  it('expires sessions with a TTL index on expiresAt', () => {
    expect(indexes(sessions.model)).toContainEqual([{ expiresAt: 1 }, expect.objectContaining({ expireAfterSeconds: 0 })]);
  });

  it('keeps password hashes out of queries unless selected', () => {
    expect(users.model.schema.path('passwordHash').options.select).toBe(false);
  });

  it('applies the product.md §3 lead defaults and requirements', () => {
    const doc = new leads.model({ _id: 1 });
    expect(doc.status).toBe('new');
    expect(doc.leadScore).toBe(0);
    expect(doc.createdAt).toBeInstanceOf(Date);
    const error = doc.validateSync();
    expect(Object.keys(error!.errors).sort()).toEqual(['businessName', 'businessType', 'contactPerson', 'email', 'location', 'phone']);
  });

  it('neutralises operator injection in filters (sanitizeFilter)', () => {
    expect(mongoose.sanitizeFilter({ email: { $ne: null } })).toEqual({ email: { $eq: { $ne: null } } });
    expect(mongoose.sanitizeFilter({ nextAttemptAt: mongoose.trusted({ $lte: 1 }) }).nextAttemptAt).toMatchObject({ $lte: 1 });
  });

  it('throws on filters over unknown fields (strictQuery: throw)', () => {
    expect(() => users.model.find({ isAdmin: true }).cast(users.model)).toThrow(/isAdmin/);
    expect(() => users.model.find({ email: 'a@b.example' }).cast(users.model)).not.toThrow();
    expect(() => leads.model.find({ 'pendingOutbox._id': mongoose.trusted({ $exists: true }) }).cast(leads.model)).not.toThrow();
  });
});
