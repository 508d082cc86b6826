import { randomUUID } from 'node:crypto';
import { StoreConflictError } from '../errors';
import type { NewUser, Role, User, UserFilter, UserStore } from '../ports';
import { clone, compact, foundCopies, foundCopy } from './clone';

type UserRecord = User & { passwordHash?: string };

/** Removes the hash so it never leaves the store with a User. */
function publicUser({ passwordHash: _hash, ...user }: UserRecord): User {
  return clone(user);
}

export class MemoryUserStore implements UserStore {
  private readonly users = new Map<string, UserRecord>();

  async create(input: NewUser): Promise<User> {
    const email = input.email.toLowerCase();
    for (const u of this.users.values()) {
      if (u.email === email) throw new StoreConflictError('email');
      if (input.username && u.username === input.username) throw new StoreConflictError('username');
    }
    const record: UserRecord = compact({
      ...input,
      email,
      id: randomUUID(),
      role: input.role ?? 'user',
      mustChangePassword: input.mustChangePassword ?? false,
      passwordChangeRequired: input.passwordChangeRequired ?? false,
      active: true,
      createdAt: new Date(),
    });
    this.users.set(record.id, record);
    return publicUser(record);
  }

  async get(id: string): Promise<User | null> {
    return foundCopy(this.users, id, publicUser);
  }

  async getMany(ids: readonly string[]): Promise<User[]> {
    return foundCopies(this.users, ids, publicUser);
  }

  async findByEmail(email: string): Promise<User | null> {
    const wanted = email.toLowerCase();
    const u = [...this.users.values()].find((x) => x.email === wanted);
    return u ? publicUser(u) : null;
  }

  async findByUsername(username: string): Promise<User | null> {
    const u = [...this.users.values()].find((x) => x.username === username);
    return u ? publicUser(u) : null;
  }

  async getPasswordHash(id: string): Promise<string | null> {
    return this.users.get(id)?.passwordHash ?? null;
  }

  async setPassword(id: string, passwordHash: string, mustChangePassword: boolean, passwordChangeRequired = false): Promise<void> {
    const u = this.users.get(id);
    if (u) Object.assign(u, { passwordHash, mustChangePassword, passwordChangeRequired });
  }

  async setRole(id: string, role: Role): Promise<void> {
    const u = this.users.get(id);
    if (u) u.role = role;
  }

  async setActive(id: string, active: boolean): Promise<void> {
    const u = this.users.get(id);
    if (u) u.active = active;
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    const u = this.users.get(id);
    if (u) u.lastLogin = at;
  }

  async count(): Promise<number> {
    return this.users.size;
  }

  async list(filter: UserFilter = {}): Promise<User[]> {
    return [...this.users.values()]
      .filter((u) => (!filter.roles || filter.roles.includes(u.role)) && (filter.active === undefined || u.active === filter.active))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map(publicUser);
  }
}
