/** SPEC §6 roles; `user` is the default. */
export type Role = 'user' | 'admin' | 'super_admin' | 'sales_admin' | 'operations_admin' | 'analytics_user';

/** A stored user (SPEC §3) plus the fields admin login needs (issue 4). */
export interface User {
  id: string;
  name?: string;
  email: string;
  username?: string;
  image?: string;
  role: Role;
  mustChangePassword: boolean;
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
}

export interface UserStore {
  /** Throws StoreConflictError when the e-mail or username is taken. */
  create(user: NewUser): Promise<User>;
  get(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  /** The only way to read a password hash: it never travels with a User. */
  getPasswordHash(id: string): Promise<string | null>;
  setPassword(id: string, passwordHash: string, mustChangePassword: boolean): Promise<void>;
  setRole(id: string, role: Role): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  count(): Promise<number>;
}
