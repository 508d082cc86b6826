// Helpers for the admin API tests: sign in, and make staff users with any role.
import type { FastifyInstance } from 'fastify';
import type { Role } from '../src/store';
import { jsonHeaders } from './fixtures';
import { TEST_ADMIN } from './helper';

export interface SignedIn {
  token: string;
  /** "pn_admin=<token>", ready for a Cookie header. */
  cookie: string;
  setCookie: string;
  body: Record<string, unknown>;
}

export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, headers: { ...jsonHeaders, ...headers }, payload: JSON.stringify(payload), remoteAddress });
}

export async function login(app: FastifyInstance, username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password): Promise<SignedIn> {
  const res = await postJson(app, '/api/admin/login', { username, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const setCookie = String(res.headers['set-cookie']);
  return { token: res.json().token, cookie: setCookie.split(';')[0]!, setCookie, body: res.json() };
}

/** A user who can sign in through the admin login, with the given role. */
export async function createStaff(app: FastifyInstance, username: string, role: Role, password = 'staff-password-1'): Promise<{ id: string; password: string }> {
  const user = await app.store.users.create({
    username,
    email: `${username}@staff.example`,
    role,
    passwordHash: await app.adminAuth.hashPassword(password),
  });
  return { id: user.id, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
