import { expect, test } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';

// Issue #13 finding 2: behind the site server's proxy the API saw every visitor as one (10 leads
// per 10 minutes for the whole site), and a forged X-Forwarded-For escaped every limit and wrote
// any IP into the audit log. Here the API and the site server run as docker-compose runs them
// (LEADS_RATE_LIMIT_MAX=3); the test sends X-Forwarded-For as the load balancer in front would.
test.describe.configure({ mode: 'serial' });

const lead = (n: string) => ({
  businessName: `Compose Café ${n}`,
  contactPerson: 'Casey',
  email: `casey.${n}@example.com`,
  phone: '(555) 010-0177',
  location: 'Austin, TX',
  businessType: 'restaurant',
});

test('each visitor has a lead budget of their own, and a forged X-Forwarded-For does not buy more', async ({ request }) => {
  const from = (chain: string, n: string) => request.post('/api/leads', { data: lead(n), headers: { 'x-forwarded-for': chain } });
  // Visitor A uses up the budget of 3 ...
  for (let i = 0; i < 3; i++) expect((await from('203.0.113.10', `a${i}`)).status()).toBe(201);
  expect((await from('203.0.113.10', 'a3')).status()).toBe(429);
  // ... inventing earlier hops changes nothing: the load balancer's entry (the last) counts ...
  expect((await from('6.6.6.6, 203.0.113.10', 'a4')).status()).toBe(429);
  expect((await from('1.1.1.1, 2.2.2.2, 203.0.113.10', 'a5')).status()).toBe(429);
  // ... and visitor B, through the same proxies, still has a whole budget.
  expect((await from('203.0.113.20', 'b0')).status()).toBe(201);
});

test('the audit log records the visitor address, not one the client made up', async ({ request }) => {
  const attempt = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: 'not-the-password' },
    headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.77' },
  });
  expect(attempt.status()).toBe(401);
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN, headers: { 'x-forwarded-for': '192.0.2.5' } });
  expect(login.status()).toBe(200);
  const log = await request.get('/api/audit-log?action=admin.login_failed');
  expect(log.status()).toBe(200);
  const [entry] = (await log.json()).entries;
  expect(entry).toMatchObject({ action: 'admin.login_failed', ipAddress: '198.51.100.77' });
  const signIns = (await (await request.get('/api/audit-log?action=admin.login')).json()).entries;
  expect(signIns[0].ipAddress).toBe('192.0.2.5');
});
