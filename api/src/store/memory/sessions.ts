import { randomUUID } from 'node:crypto';
import type { Session, SessionStore } from '../ports';
import { clone } from './clone';

export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, Session>();

  async create(input: { userId: string; expiresAt: Date }): Promise<Session> {
    const session: Session = { id: randomUUID(), userId: input.userId, expiresAt: input.expiresAt, createdAt: new Date() };
    this.sessions.set(session.id, clone(session));
    return session;
  }

  async get(id: string, now = new Date()): Promise<Session | null> {
    const s = this.sessions.get(id);
    if (!s) return null;
    if (s.expiresAt <= now) {
      this.sessions.delete(id); // what MongoDB's TTL index does, eventually
      return null;
    }
    return clone(s);
  }

  async delete(id: string): Promise<void> {
    this.sessions.delete(id);
  }

  async deleteForUser(userId: string, options: { exceptId?: string } = {}): Promise<number> {
    let n = 0;
    for (const [id, s] of this.sessions) {
      if (s.userId === userId && id !== options.exceptId) {
        this.sessions.delete(id);
        n += 1;
      }
    }
    return n;
  }
}
