// Issue #13's login findings: unlimited attempts from one IP with a new username each time, a
// flood that queued hashes until the site stalled, and limits each API process kept alone.
import crypto from 'node:crypto';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@powernest/domain';
import { buildApp } from '../src';
import { login, postJson } from './admin-support';
import type { MemoryLimitStore } from '../src/store/memory/limits';
import { TEST_ADMIN, buildTestApp, testConfig } from './helper';

describe('login limits per source, whatever the username', () => {
  it('refuses the attempt after LOGIN_IP_RATE_LIMIT_MAX from one IP, before hashing anything; other IPs go on', async () => {
    const app = await buildTestApp({ LOGIN_IP_RATE_LIMIT_MAX: '5' });
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await postJson(app, '/api/admin/login', { username: `made-up-${i}`, password: 'x' }, {}, '203.0.113.5'));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      scrypt.mockClear();
      const refused = await postJson(app, '/api/admin/login', { username: 'made-up-6', password: 'x' }, {}, '203.0.113.5');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes\.$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(scrypt).not.toHaveBeenCalled();
      // Not even the right password gets through from there until the window ends; elsewhere it does.
      expect((await postJson(app, '/api/admin/login', TEST_ADMIN, {}, '203.0.113.5')).statusCode).toBe(429);
      expect((await postJson(app, '/api/admin/login', TEST_ADMIN, {}, '203.0.113.6')).statusCode).toBe(200);
    } finally {
      scrypt.mockRestore();
      await app.close();
    }
  });

  it('answers a flood 429 at once instead of queueing hashes (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE)', async () => {
    // A real cost, so each hash takes a while; one at a time, one waiting.
    const app = await buildTestApp({ PASSWORD_HASH_COST: '16384', PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
    try {
      const flood = await Promise.all(
        Array.from({ length: 8 }, (_, i) => postJson(app, '/api/admin/login', { username: `flood-${i}`, password: 'x' }, {}, `198.51.100.${i + 1}`)),
      );
      const codes = flood.map((r) => r.statusCode).sort();
      expect(codes).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
      const busy = flood.find((r) => r.statusCode === 429)!;
      expect(busy.json()).toEqual({ success: false, error: 'Too many sign-in attempts right now. Please try again in a moment.' });
      expect(busy.headers['retry-after']).toBe('1');
      // Once the flood has passed, sign-in works as before.
      expect((await postJson(app, '/api/admin/login', TEST_ADMIN, {}, '198.51.100.99')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe('the hashing queue’s fair share (issue #40)', () => {
  it('one address’s burst of 30 sign-ins leaves room for another address’s sign-in, at the default queue', async () => {
    // A real cost, so the burst is still running when the other sign-in arrives.
    const app = await buildTestApp({ PASSWORD_HASH_COST: '16384' });
    try {
      const burst = Array.from({ length: 30 }, (_, i) => postJson(app, '/api/admin/login', { username: `burst-${i}`, password: 'x' }, {}, '198.51.100.7'));
      // The first answer to the burst (a refusal) means the attempts before it are hashing or waiting.
      await Promise.race(burst);
      const mine = await postJson(app, '/api/admin/login', TEST_ADMIN, {}, '203.0.113.44');
      const theirs = await Promise.all(burst);
      expect(mine.statusCode).toBe(200);
      // The burst got a few places and was refused the rest at once.
      expect(theirs.filter((r) => r.statusCode === 429).length).toBeGreaterThan(20);
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe('limits kept in the store, shared by every API instance', () => {
  it('a lock started through one instance holds on another with the same store, and so does the per-IP count', async () => {
    const env = { LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_IP_RATE_LIMIT_MAX: '6' };
    const first = await buildTestApp(env);
    const second = await buildApp(testConfig(env), { logger: false, store: first.store });
    await second.ready();
    try {
      for (let i = 0; i < 3; i += 1) await postJson(first, '/api/admin/login', { username: 'admin', password: `wrong-${i}` }, {}, '192.0.2.10');
      const locked = await postJson(second, '/api/admin/login', TEST_ADMIN, {}, '192.0.2.10');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ retryAfter: expect.any(Number) });
      // Attempts 5 and 6 on the second instance, 7 on the first: over the per-IP budget of 6.
      await postJson(second, '/api/admin/login', { username: 'x1', password: 'x' }, {}, '192.0.2.10');
      await postJson(second, '/api/admin/login', { username: 'x2', password: 'x' }, {}, '192.0.2.10');
      expect((await postJson(first, '/api/admin/login', { username: 'x3', password: 'x' }, {}, '192.0.2.10')).json().error).toMatch(/^Too many requests/);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('counts leads per IP across instances (LEADS_RATE_LIMIT_MAX)', async () => {
    const env = { LEADS_RATE_LIMIT_MAX: '2' };
    const first = await buildTestApp(env);
    const second = await buildApp(testConfig(env), { logger: false, store: first.store });
    await second.ready();
    const lead = { businessName: 'Shared Café', contactPerson: 'Sam', email: 'sam@example.com', phone: '555-0100', location: 'Austin, TX', businessType: 'restaurant' };
    try {
      expect((await postJson(first, '/api/leads', lead, {}, '192.0.2.20')).statusCode).toBe(201);
      expect((await postJson(second, '/api/leads', lead, {}, '192.0.2.20')).statusCode).toBe(201);
      expect((await postJson(first, '/api/leads', lead, {}, '192.0.2.20')).statusCode).toBe(429);
      expect((await postJson(second, '/api/leads', lead, {}, '192.0.2.21')).statusCode).toBe(201);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('the first admin on the start-up password (issue #13: the forced change is enforced by the API)', () => {
  it('may only check, change the password and sign out until the password is changed', async () => {
    const app = await buildTestApp({ ADMIN_PASSWORD_MUST_CHANGE: '' });
    try {
      const { cookie, body } = await login(app);
      expect(body.user).toMatchObject({ mustChangePassword: true, passwordChangeRequired: true });
      for (const url of ['/api/leads', '/api/analytics', '/api/admin/email-status', '/api/team', '/api/audit-log', '/api/admin/partners']) {
        const res = await app.inject({ url, headers: { cookie } });
        expect([url, res.statusCode, res.json().error]).toEqual([url, 403, PASSWORD_CHANGE_REQUIRED_MESSAGE]);
      }
      expect((await app.inject({ url: '/api/admin/check', headers: { cookie } })).json()).toMatchObject({ isAuthenticated: true });

      const changed = await postJson(app, '/api/admin/change-password', { currentPassword: TEST_ADMIN.password, newPassword: 'Harbor-lantern-92', confirmPassword: 'Harbor-lantern-92' }, { cookie });
      expect(changed.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/leads', headers: { cookie } })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/admin/check', headers: { cookie } })).json().user).toEqual({ username: 'admin', role: 'super_admin', mustChangePassword: false });
    } finally {
      await app.close();
    }
  });

  it('cannot be waived in production (ADMIN_PASSWORD_MUST_CHANGE=false is refused)', () => {
    expect(() => testConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x', JWT_SECRET: 'x'.repeat(32), ADMIN_PASSWORD_MUST_CHANGE: 'false' })).toThrow(
      /ADMIN_PASSWORD_MUST_CHANGE: may not be false when NODE_ENV=production/,
    );
  });
});

describe('one client cannot crowd out the others (issue #25)', () => {
  it('a flood of sign-ins with new usernames from one address adds a bounded number of counters; a lock elsewhere holds', async () => {
    const app = await buildTestApp({ LOGIN_LOCKOUT_THRESHOLD: '3' });
    try {
      const limits = app.store.limits as MemoryLimitStore;
      // Someone else's lock, from their own address.
      for (let i = 0; i < 3; i += 1) await postJson(app, '/api/admin/login', { username: 'admin', password: 'wrong' }, {}, '192.0.2.80');
      expect((await postJson(app, '/api/admin/login', TEST_ADMIN, {}, '192.0.2.80')).statusCode).toBe(429);
      const before = limits.size;

      const flood = [];
      for (let i = 0; i < 600; i += 1) flood.push((await postJson(app, '/api/admin/login', { username: `made-up-${i}`, password: 'x' }, {}, '203.0.113.9')).statusCode);
      expect(flood.filter((s) => s === 429).length).toBeGreaterThan(500);
      // Per username: a rate counter and a failure counter for each try within the address's budget.
      expect(limits.size - before).toBeLessThanOrEqual(2 * 30 + 1);
      expect((await postJson(app, '/api/admin/login', TEST_ADMIN, {}, '192.0.2.80')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
