import { SAMPLE_SHORT_LEAD, type LeadSource, type PageViewCount } from '@powernest/domain';
import type { GetStore } from './types';

const SPRING: LeadSource = { landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', utmTerm: 'kiosk', device: 'phone' };
const view = (day: string, rest: Partial<PageViewCount> = {}): PageViewCount => ({
  day,
  page: '/',
  language: 'en-US',
  source: 'newsletter',
  medium: 'email',
  campaign: 'spring',
  views: 1,
  ...rest,
});
const byViews = <T extends { views: number }>(rows: T[]) => [...rows].sort((a, b) => b.views - a.views || JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Where leads come from (issue #45): the page-view counters and the leads' side of the sources report. */
export function leadSourceStoreContract(store: GetStore): void {
  describe('PageViewStore', () => {
    it('adds each batch to one counter per day, page, language and source', async () => {
      await store().pageViews.add([view('2026-11-01', { views: 3 }), view('2026-11-01', { page: '/about' }), view('2026-11-02', { language: 'es-US' })]);
      await store().pageViews.add([view('2026-11-01', { views: 2 }), view('2026-11-03', { source: 'google.com', medium: 'referral', campaign: '(none)', views: 7 })]);
      await store().pageViews.add([]);

      expect(byViews(await store().pageViews.tallies({ by: 'campaign' }))).toEqual([
        { source: 'google.com', medium: 'referral', campaign: '(none)', views: 7 },
        { source: 'newsletter', medium: 'email', campaign: 'spring', views: 7 },
      ]);
      expect(byViews(await store().pageViews.tallies({ by: 'landing', fromDay: '2026-11-01', toDay: '2026-11-02' }))).toEqual([
        { landingPage: '/', views: 6 },
        { landingPage: '/about', views: 1 },
      ]);
      expect(byViews(await store().pageViews.tallies({ by: 'language', fromDay: '2026-11-02' }))).toEqual([
        { language: 'en-US', views: 7 },
        { language: 'es-US', views: 1 },
      ]);
      expect(await store().pageViews.tallies({ by: 'campaign', fromDay: '2026-12-01' })).toEqual([]);
    });
  });

  describe('LeadStore.sourceTallies', () => {
    it('keeps a lead’s source and counts its group and the stages it reached, in the period', async () => {
      const { lead: stored } = await store().leads.create({ ...SAMPLE_SHORT_LEAD, source: SPRING }, []);
      expect((await store().leads.get(stored.id))?.source).toEqual(SPRING);
      const { lead: installed } = await store().leads.create({ ...SAMPLE_SHORT_LEAD, email: 'b@example.com', language: 'es-US', source: { ...SPRING, landingPage: '/about' } }, []);
      await store().leads.update(installed.id, installed.version, { status: 'installed' }, new Date());
      const { lead: qualified } = await store().leads.create({ ...SAMPLE_SHORT_LEAD, email: 'c@example.com', source: { landingPage: '/faq', referrerHost: 'google.com' } }, []);
      await store().leads.update(qualified.id, qualified.version, { status: 'qualified' }, new Date());
      await store().leads.create({ ...SAMPLE_SHORT_LEAD, email: 'd@example.com' }, []);

      const since = new Date(Date.now() - 60_000);
      const before = new Date(Date.now() + 60_000);
      const byLeads = <T extends { leads: number; qualified: number }>(rows: T[]) => [...rows].sort((a, b) => b.leads - a.leads || b.qualified - a.qualified || JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(byLeads(await store().leads.sourceTallies({ by: 'campaign', since, before }))).toEqual([
        { source: 'newsletter', medium: 'email', campaign: 'spring', leads: 2, visitsBooked: 1, qualified: 1, installed: 1 },
        { source: 'google.com', medium: 'referral', campaign: '(none)', leads: 1, visitsBooked: 0, qualified: 1, installed: 0 },
        { source: '(direct)', medium: '(none)', campaign: '(none)', leads: 1, visitsBooked: 0, qualified: 0, installed: 0 },
      ]);
      expect(byLeads(await store().leads.sourceTallies({ by: 'landing' }))).toEqual([
        { landingPage: '/about', leads: 1, visitsBooked: 1, qualified: 1, installed: 1 },
        { landingPage: '/faq', leads: 1, visitsBooked: 0, qualified: 1, installed: 0 },
        { landingPage: '(unknown)', leads: 1, visitsBooked: 0, qualified: 0, installed: 0 },
        { landingPage: '/', leads: 1, visitsBooked: 0, qualified: 0, installed: 0 },
      ]);
      expect(byLeads(await store().leads.sourceTallies({ by: 'language' }))).toEqual([
        { language: 'en-US', leads: 3, visitsBooked: 0, qualified: 1, installed: 0 },
        { language: 'es-US', leads: 1, visitsBooked: 1, qualified: 1, installed: 1 },
      ]);
      expect(await store().leads.sourceTallies({ by: 'campaign', before: since })).toEqual([]);
    });
  });
}
