/** A server-side session (product.md §3). Its id is the JWT `jti`, so a token can be revoked. */
export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

export interface SessionStore {
  create(session: { userId: string; expiresAt: Date }): Promise<Session>;
  /** Expired sessions count as absent (MongoDB's TTL index removes them later). */
  get(id: string, now?: Date): Promise<Session | null>;
  delete(id: string): Promise<void>;
  /** Revokes every session of a user, except `exceptId` when given ("sign out other devices"). */
  deleteForUser(userId: string, options?: { exceptId?: string }): Promise<number>;
}
