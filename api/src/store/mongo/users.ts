import type { Connection } from 'mongoose';
import type { NewUser, Role, User, UserFilter, UserStore } from '../ports';
import { MongoCollectionStore, type StoredAs } from './collection-store';
import { conflictAsStoreError, Schema, toEntity, trusted, uuidId } from './connection';

type UserRecord = StoredAs<User> & { passwordHash?: string };

const ROLES: Role[] = ['user', 'admin', 'super_admin', 'sales_admin', 'operations_admin', 'analytics_user'];

const schema = new Schema<UserRecord>(
  {
    _id: uuidId,
    name: { type: String, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    username: { type: String, trim: true },
    image: { type: String },
    role: { type: String, enum: ROLES, required: true, default: 'user' },
    // Never returned by a query unless asked for by name (getPasswordHash).
    passwordHash: { type: String, select: false },
    mustChangePassword: { type: Boolean, required: true, default: false },
    passwordChangeRequired: { type: Boolean, default: false },
    // Users stored before deactivation existed have no field: toUser reads them as active.
    active: { type: Boolean, default: true },
    createdAt: { type: Date, required: true, default: Date.now },
    lastLogin: { type: Date },
  },
  { collection: 'users' },
);
schema.index({ email: 1 }, { unique: true });
// Sparse: users without a username (most) are not in it. (A partial index would say the same;
// FerretDB has none.)
schema.index({ username: 1 }, { unique: true, sparse: true });
// The team list: staff roles, oldest first.
schema.index({ role: 1, createdAt: 1, _id: 1 });

/** A lean document -> a User, with the defaults of fields older documents lack (lean skips schema defaults). */
function toUser(doc: unknown): User {
  const user = toEntity<User>(doc);
  return { ...user, active: user.active !== false, passwordChangeRequired: user.passwordChangeRequired === true };
}

export class MongoUserStore extends MongoCollectionStore<UserRecord> implements UserStore {
  constructor(conn: Connection) {
    super(conn, 'User', schema);
  }

  async create(input: NewUser): Promise<User> {
    // The field taken, when the server does not name it (FerretDB): the e-mail, or else the username.
    const taken = async () => ((await this.model.exists({ email: input.email.trim().toLowerCase() })) ? 'email' : 'username');
    const doc = await conflictAsStoreError(() => this.model.create(input), taken);
    const { passwordHash: _hash, ...user } = doc.toObject();
    return toUser(user);
  }

  async get(id: string): Promise<User | null> {
    const doc = await this.model.findById(id).lean();
    return doc ? toUser(doc) : null;
  }

  async getMany(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const docs = await this.model.find({ _id: trusted({ $in: [...ids] }) }).lean();
    const byId = new Map(docs.map((doc) => [String(doc._id), toUser(doc)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async findByEmail(email: string): Promise<User | null> {
    const doc = await this.model.findOne({ email: email.toLowerCase() }).lean();
    return doc ? toUser(doc) : null;
  }

  async findByUsername(username: string): Promise<User | null> {
    const doc = await this.model.findOne({ username }).lean();
    return doc ? toUser(doc) : null;
  }

  async getPasswordHash(id: string): Promise<string | null> {
    const doc = await this.model.findById(id).select('+passwordHash').lean();
    return doc?.passwordHash ?? null;
  }

  async setPassword(id: string, passwordHash: string, mustChangePassword: boolean, passwordChangeRequired = false): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { passwordHash, mustChangePassword, passwordChangeRequired } });
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { role } }, { runValidators: true });
  }

  async setActive(id: string, active: boolean): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { active } });
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { lastLogin: at } });
  }

  async count(): Promise<number> {
    return this.model.countDocuments({});
  }

  async list(filter: UserFilter = {}): Promise<User[]> {
    const query: Record<string, unknown> = {};
    if (filter.roles) query.role = trusted({ $in: [...filter.roles] });
    // Documents without the field are active.
    if (filter.active !== undefined) query.active = filter.active ? trusted({ $ne: false }) : false;
    const docs = await this.model.find(query).sort({ createdAt: 1, _id: 1 }).lean();
    return docs.map(toUser);
  }
}
