/** product.md §6 roles; `user` is the default. */
export type Role = 'user' | 'admin' | 'super_admin' | 'sales_admin' | 'operations_admin' | 'analytics_user';

/** A stored user (product.md §3) plus the fields admin login needs (issue 4). */
export interface User {
  id: string;
  name?: string;
  email: string;
  username?: string;
  image?: string;
  role: Role;
  mustChangePassword: boolean;
  /**
   * On a temporary password a super admin gave (issue #12): nothing but a password change is
   * allowed until the user picks their own. (mustChangePassword alone only warns: the first admin.)
   */
  passwordChangeRequired: boolean;
  /** false: deactivated — cannot sign in, and no session of theirs opens anything. Stored users without the field are active. */
  active: boolean;
  createdAt: Date;
  lastLogin?: Date;
}

export interface NewUser {
  name?: string;
  email: string;
  username?: string;
  image?: string;
  role?: Role;
  passwordHash?: string;
  mustChangePassword?: boolean;
  passwordChangeRequired?: boolean;
}

/** Which users a list holds. */
export interface UserFilter {
  /** Only these roles (the team: every role but `user`). */
  roles?: readonly Role[];
  /** Only active (true) or only deactivated (false) users. */
  active?: boolean;
}

export interface UserStore {
  /** Throws StoreConflictError when the e-mail or username is taken. */
  create(user: NewUser): Promise<User>;
  get(id: string): Promise<User | null>;
  /** The users with these ids, in the ids' order (unknown ids left out): one read, not one per id. */
  getMany(ids: readonly string[]): Promise<User[]>;
  findByEmail(email: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  /** The only way to read a password hash: it never travels with a User. */
  getPasswordHash(id: string): Promise<string | null>;
  /** A new password; passwordChangeRequired (default false) makes it a temporary one. */
  setPassword(id: string, passwordHash: string, mustChangePassword: boolean, passwordChangeRequired?: boolean): Promise<void>;
  setRole(id: string, role: Role): Promise<void>;
  /** Deactivates (false) or reactivates (true) a user. */
  setActive(id: string, active: boolean): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  count(): Promise<number>;
  /** Users matching the filter, oldest first (then by id). Never a password hash. */
  list(filter?: UserFilter): Promise<User[]>;
}
