// Issue "Every lead gets through" item 3: every role × every admin route, derived from the routes
// the app registers and the role table they name, so a new route cannot be forgotten.
import { ADMIN_ROUTE_ROLES, NOT_AUTHORISED_FOR_ROLE, ROLES, STAFF_ROLES, accessOf, roleMay, type UserRole } from '@powernest/domain';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaff, login, postJson } from './admin-support';
import { DOCS_PATH } from '../src/http/openapi';
import { buildApp } from '../src/app';
import { buildTestApp, testConfig } from './helper';

/** Routes anyone may call: the public site's, and signing in and out. Any other /api route must name a row of the table. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/leads',
  'GET /api/partners',
  'GET /api/partners/map/:z/:x/:y',
  'GET /api/partners/stats',
  'GET /api/partners/:id',
  'GET /api/user/me',
  'POST /api/admin/login',
  'GET /api/admin/check',
  'POST /api/admin/logout',
  'GET /api/coverage',
  'GET /api/service-areas',
  'POST /api/waiting-list',
  // An applicant's status page: its secret token is the key (issue #28).
  'GET /api/application/:token',
  'GET /api/application/:token/slots',
  'POST /api/application/:token/visit',
  'PUT /api/application/:token/visit',
  'DELETE /api/application/:token/visit',
  'POST /api/application-link',
  'GET /auth/logout',
  // The API's description (issue #43); its reference page's routes are Swagger UI's, below.
  'GET /api/openapi.json',
  // The site server's page-view batches (issue #45): refused without its key, whoever asks.
  'POST /api/site/page-views',
]);
const isPublic = (route: string) => PUBLIC_ROUTES.has(route) || route.startsWith(`GET ${DOCS_PATH}`);

/** A concrete URL for a route pattern: every parameter gets a value of the right shape that matches nothing. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (['z', 'x', 'y', 'id', 'emailId'].includes(name) ? '999999' : 'nowhere'));

let app: FastifyInstance;
const cookies = new Map<UserRole, string>();

beforeAll(async () => {
  app = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', LOGIN_IP_RATE_LIMIT_MAX: '1000' });
  cookies.set('super_admin', (await login(app)).cookie);
  for (const role of ROLES.filter((r) => r !== 'super_admin')) {
    const { password } = await createStaff(app, `staff-${role.replace(/_/g, '-')}`, role);
    // A `user` has no admin area, but may hold a password: it signs in and is refused everywhere.
    cookies.set(role, (await login(app, `staff-${role.replace(/_/g, '-')}`, password)).cookie);
  }
});
afterAll(() => app.close());

const guarded = () => app.adminAuth.routes.filter((r) => r.method !== 'HEAD' && r.routeRoles);

/** The README's role table: every guarded route and the roles that may use it, as the code says. */
function roleTable(): string {
  const short: Record<UserRole, string> = { user: 'user', super_admin: 'super', admin: 'admin', sales_admin: 'sales', operations_admin: 'ops', analytics_user: 'analytics' };
  const staff = STAFF_ROLES.map((role) => short[role]);
  const rows = guarded()
    .map((r) => ({ route: `${r.method} ${r.url}`, may: STAFF_ROLES.map((role) => (roleMay(role, r.routeRoles!, accessOf(r.method)) ? '✓' : '')) }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return [`| route | ${staff.join(' | ')} |`, `|---|${staff.map(() => ':-:').join('|')}|`, ...rows.map((r) => `| \`${r.route}\` | ${r.may.join(' | ')} |`)].join('\n');
}

it('the README’s role table is the code’s (issue #40: one role table)', () => {
  const readme = path.join(__dirname, '..', 'README.md');
  const text = readFileSync(readme, 'utf8');
  const table = `<!-- role-table:start -->\n${roleTable()}\n<!-- role-table:end -->`;
  const written = text.replace(/<!-- role-table:start -->[\s\S]*<!-- role-table:end -->/, table);
  if (process.env.UPDATE_DOCS === '1') writeFileSync(readme, written);
  expect(text).toContain(table);
});

it('GET /api/leads/ids answers only those who work the leads, as the bulk action it serves', async () => {
  for (const role of STAFF_ROLES) {
    const res = await app.inject({ url: '/api/leads/ids', headers: { cookie: cookies.get(role)! } });
    expect([role, res.statusCode]).toEqual([role, ['super_admin', 'admin', 'sales_admin'].includes(role) ? 200 : 403]);
  }
});

describe('the role matrix', () => {
  it('knows every route: each is public or names a row of ADMIN_ROUTE_ROLES', () => {
    const rows = Object.values(ADMIN_ROUTE_ROLES) as unknown[];
    const unguarded = app.adminAuth.routes.filter((r) => r.method !== 'HEAD' && !r.routeRoles).map((r) => `${r.method} ${r.url}`);
    expect(unguarded.filter((route) => !isPublic(route))).toEqual([]);
    for (const route of guarded()) expect(rows).toContain(route.routeRoles);
    // The admin area is there to be checked: dozens of routes, not a broken listing.
    expect(guarded().length).toBeGreaterThan(15);
  });

  it('gives no admin route to a `user`, and change-password to every staff role', () => {
    for (const route of guarded()) expect(roleMay('user', route.routeRoles!, accessOf(route.method))).toBe(false);
    for (const role of STAFF_ROLES) expect(roleMay(role, ADMIN_ROUTE_ROLES.changePassword, 'change')).toBe(true);
  });

  it('answers each role on each admin route as the table says: 403 with the reason, or past the role check', async () => {
    const mismatches: string[] = [];
    for (const route of guarded()) {
      for (const role of ROLES) {
        const allowed = roleMay(role, route.routeRoles!, accessOf(route.method));
        const res = await app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          // As the admin UI asks (JSON): the live events stream then answers 406 past the role check instead of streaming forever.
          headers: { cookie: cookies.get(role)!, 'content-type': 'application/json', accept: 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        const refused = res.statusCode === 403 && res.json().error === NOT_AUTHORISED_FOR_ROLE;
        if (refused === allowed || res.statusCode === 401) mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        // Every answer of an admin route, whatever it is, is private: the guard marks it (issue #43: was written in each route).
        if (res.headers['cache-control'] !== 'no-store') mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode} cache-control ${String(res.headers['cache-control'])}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses at start-up a guard given as a preHandler (it would run after validation: a 400 telling a refused role the body\'s rules)', async () => {
    const wrong = await buildApp(testConfig(), { logger: false });
    expect(() => wrong.get('/api/wrongly-guarded', { preHandler: wrong.adminAuth.require(ADMIN_ROUTE_ROLES.leads) }, async () => ({}))).toThrow('give adminAuth.require(...) as preValidation, not preHandler');
    await wrong.close();
  });
});

describe('every staff role on its temporary password', () => {
  it.each(STAFF_ROLES.map((role) => [role]))('%s signs in, replaces it, and then opens the dashboard', async (role) => {
    const admin = await login(app);
    const username = `new-${role.replace(/_/g, '-')}`;
    const added = await postJson(app, '/api/team', { username, name: 'New Member', email: `${username}@powernest.example`, role }, { cookie: admin.cookie });
    expect(added.statusCode).toBe(201);
    const { temporaryPassword } = added.json();
    const member = await login(app, username, temporaryPassword);
    expect(member.body.user).toMatchObject({ role, passwordChangeRequired: true });

    const changed = await postJson(
      app,
      '/api/admin/change-password',
      { currentPassword: temporaryPassword, newPassword: 'amber kettle orbit 71 lanterns', confirmPassword: 'amber kettle orbit 71 lanterns' },
      { cookie: member.cookie },
    );
    expect([changed.statusCode, changed.json().success]).toEqual([200, true]);
    expect((await app.inject({ url: '/api/analytics', headers: { cookie: member.cookie } })).statusCode).toBe(200);
  });
});
