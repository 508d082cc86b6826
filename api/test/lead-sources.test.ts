// Issue #45 items 4 and 5: a lead carries the source of its visit (the site server's cookie), the
// site server's page-view batches are taken only with its key, and the sources report (and its
// CSV) joins the two for the roles that sell and analyse.
import { LEAD_SOURCE_COOKIE, PAGE_VIEWS_KEY_HEADER, encodeLeadSource, type LeadSource } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { shortLead } from './fixtures';
import { useTestApp } from './helper';
import { pageViewsKeyOf } from '../src/http/page-view-sink';

const SPRING: LeadSource = { landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', device: 'desktop' };
const sourceCookie = (value: string) => ({ cookie: `${LEAD_SOURCE_COOKIE}=${encodeURIComponent(value)}` });
const JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const today = () => new Date().toISOString().slice(0, 10);

describe('where leads come from (issue #45)', () => {
  const app = useTestApp({ JWT_SECRET });
  const storedSource = async (res: { json: () => { lead: { id: number } } }) => (await app().store.leads.get(res.json().lead.id))?.source;
  const sendViews = (counts: unknown, key?: string) => postJson(app(), '/api/site/page-views', { counts }, key ? { [PAGE_VIEWS_KEY_HEADER]: key } : {});

  it('records the visit’s source with the lead, and the device from the request when the landing did not note it', async () => {
    const res = await postJson(app(), '/api/leads', shortLead, sourceCookie(encodeLeadSource(SPRING)));
    expect(res.statusCode).toBe(201);
    expect(await storedSource(res)).toEqual(SPRING);
    // The applicant's answer does not echo it.
    expect(res.json().lead).not.toHaveProperty('source');

    const { device: _device, ...noted } = SPRING;
    const phone = await postJson(app(), '/api/leads', { ...shortLead, email: 'p@example.com' }, { ...sourceCookie(encodeLeadSource(noted)), 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' });
    expect(await storedSource(phone)).toEqual({ ...noted, device: 'phone' });
  });

  it('stores no source from a cookie the site server did not write, and none without a cookie', async () => {
    for (const value of ['l=https://evil.example', `l=/&s=${'x'.repeat(101)}`, 'l=/&s=<b>Spring</b>', 'garbage']) {
      const res = await postJson(app(), '/api/leads', { ...shortLead, email: `${value.length}@example.com` }, sourceCookie(value));
      expect(res.statusCode).toBe(201);
      expect(await storedSource(res)).toBeUndefined();
    }
    expect(await storedSource(await postJson(app(), '/api/leads', { ...shortLead, email: 'none@example.com' }))).toBeUndefined();
  });

  it('takes page-view batches only with the site server’s key', async () => {
    const counts = [{ day: today(), page: '/', language: 'en-US', source: 'newsletter', medium: 'email', campaign: 'spring', views: 3 }];
    expect((await sendViews(counts)).statusCode).toBe(403);
    expect((await sendViews(counts, pageViewsKeyOf('another-secret-of-at-least-thirty-two-chars'))).statusCode).toBe(403);
    expect((await sendViews([{ ...counts[0], views: -1 }], pageViewsKeyOf(JWT_SECRET))).statusCode).toBe(400);
    expect((await sendViews(counts, pageViewsKeyOf(JWT_SECRET))).statusCode).toBe(200);
    expect(await app().store.pageViews.tallies({ by: 'campaign' })).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'spring', views: 3 }]);
  });

  it('reports leads and stages beside the counted views, as JSON and CSV, for sales and analytics only', async () => {
    await sendViews([{ day: today(), page: '/', language: 'en-US', source: 'newsletter', medium: 'email', campaign: 'spring', views: 8 }], pageViewsKeyOf(JWT_SECRET));
    await postJson(app(), '/api/leads', shortLead, sourceCookie(encodeLeadSource(SPRING)));
    await postJson(app(), '/api/leads', { ...shortLead, email: 'x@example.com' });

    await createStaff(app(), 'ana', 'analytics_user');
    await createStaff(app(), 'sam', 'sales_admin');
    await createStaff(app(), 'ops', 'operations_admin');
    const url = `/api/admin/lead-sources?from=${today()}&to=${today()}`;
    for (const who of ['ana', 'sam']) {
      const { cookie } = await login(app(), who, 'staff-password-1');
      const res = await app().inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        by: 'campaign',
        rows: [
          { source: 'newsletter', medium: 'email', campaign: 'spring', views: 8, leads: 1, visitsBooked: 0, qualified: 0, installed: 0 },
          { source: '(direct)', medium: '(none)', campaign: '(none)', views: 0, leads: 1, visitsBooked: 0, qualified: 0, installed: 0 },
        ],
        totals: { views: 8, leads: 2, visitsBooked: 0, qualified: 0, installed: 0 },
      });
    }
    const { cookie } = await login(app(), 'sam', 'staff-password-1');
    const csv = await app().inject({ url: `/api/admin/lead-sources.csv?from=${today()}&to=${today()}&by=campaign`, headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="powernest-lead-sources-campaign-${today()}-to-${today()}.csv"`);
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFSource,Medium,Campaign,Page views,Leads,Conversion (leads per 100 views),Visits booked,Qualified,Installed',
      'newsletter,email,spring,8,1,12.50,0,0,0',
      '(direct),(none),(none),0,1,,0,0,0',
      '',
    ]);
    const byLanguage = await app().inject({ url: '/api/admin/lead-sources?by=language', headers: { cookie } });
    expect(byLanguage.json().rows).toEqual([{ language: 'en-US', views: 8, leads: 2, visitsBooked: 0, qualified: 0, installed: 0 }]);
    expect((await app().inject({ url: '/api/admin/lead-sources?from=2026-12-02&to=2026-12-01', headers: { cookie } })).statusCode).toBe(400);

    const ops = await login(app(), 'ops', 'staff-password-1');
    expect((await app().inject({ url, headers: { cookie: ops.cookie } })).statusCode).toBe(403);
    expect((await app().inject({ url })).statusCode).toBe(401);
  });
});
