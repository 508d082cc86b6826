// The leads workspace and the partners list page by cursor (issue #27), as a client sees them
// through the API: every row once forward and back while rows arrive between requests, the
// filters and sort kept by the cursors, and a cursor the list did not write refused.
import { CURSOR_MESSAGE, LEAD_SORTS, auditCursor } from '@powernest/domain';
import type { NewPartner } from '../src/store';
import { login } from './admin-support';
import { shortLead } from './fixtures';
import { useTestApp } from './helper';

interface Page<Row> {
  rows: Row[];
  next?: string;
  prev?: string;
  total: number;
}

type LeadRow = { id: number; businessName: string; location: string };
type PartnerRow = { id: string; businessName: string; status: string; state: string };

describe('keyset paging of the admin lists (issue #27)', () => {
  const app = useTestApp();
  let cookie: string;
  beforeEach(async () => {
    ({ cookie } = await login(app()));
  });

  async function get<Row>(url: string, rowsKey: 'leads' | 'partners'): Promise<Page<Row>> {
    const res = await app().inject({ url, headers: { cookie } });
    expect([res.statusCode, url]).toEqual([200, url]);
    const body = res.json();
    return { rows: body[rowsKey], next: body.next, prev: body.prev, total: body.total };
  }

  /**
   * Walks a list to its end through `next`, calling `meanwhile` between requests, then back to
   * its start through `prev`: the ids seen each way.
   */
  async function walk<Row extends { id: number | string }>(base: string, rowsKey: 'leads' | 'partners', meanwhile: () => Promise<unknown>) {
    const url = (cursor?: string) => (cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base);
    const forward: Row[] = [];
    let page = await get<Row>(url(), rowsKey);
    expect(page.prev).toBeUndefined();
    for (;;) {
      forward.push(...page.rows);
      await meanwhile();
      if (!page.next) break;
      page = await get<Row>(url(page.next), rowsKey);
    }
    const back: Row[] = [];
    let up = page;
    while (up.prev) {
      up = await get<Row>(url(up.prev), rowsKey);
      back.unshift(...up.rows);
    }
    return { forward, back, last: page };
  }

  const leadNames = ['Cafe', 'café', 'Bakery', 'Zulu Bar', 'CAFE', 'Diner', 'Alamo Tires'];

  it.each(LEAD_SORTS)('leads, sort=%s with a state filter: every lead once each way while leads arrive, the filter kept', async (sort) => {
    for (const businessName of leadNames) await app().store.leads.create({ ...shortLead, businessName, location: 'Austin, TX' }, []);
    await app().store.leads.create({ ...shortLead, businessName: 'Portland Books', location: 'Portland, OR' }, []);
    const base = `/api/leads?state=TX&sort=${encodeURIComponent(sort)}&pageSize=2`;
    const before = (await get<LeadRow>(`/api/leads?state=TX&sort=${encodeURIComponent(sort)}&pageSize=100`, 'leads')).rows.map((l) => l.id);
    expect(before).toHaveLength(leadNames.length);

    let n = 0;
    const { forward, back, last } = await walk<LeadRow>(base, 'leads', async () => {
      // Someone applies between the admin's requests, in Texas and elsewhere.
      await app().store.leads.create({ ...shortLead, businessName: n % 2 ? 'CAFÉ' : 'Alpha', location: 'Dallas, TX' }, []);
      await app().store.leads.create({ ...shortLead, businessName: 'Cafe', location: `Town ${n++}, OR` }, []);
    });
    const ids = forward.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => before.includes(id))).toEqual(before);
    expect(forward.every((l) => l.location.endsWith(', TX'))).toBe(true);
    const now = (await get<LeadRow>(`/api/leads?state=TX&sort=${encodeURIComponent(sort)}&pageSize=100`, 'leads')).rows.map((l) => l.id);
    expect(ids).toEqual(now.filter((id) => ids.includes(id)));
    expect(back.map((l) => l.id)).toEqual(now.slice(0, now.indexOf(last.rows[0]!.id)));
  });

  it('leads: an edited cursor, one of another sort or of another list answers 400 with CURSOR_MESSAGE', async () => {
    for (const businessName of leadNames) await app().store.leads.create({ ...shortLead, businessName }, []);
    const { next } = await get<LeadRow>('/api/leads?sort=businessName&pageSize=2', 'leads');
    expect(next).toEqual(expect.any(String));
    const edited = `${next!.slice(0, 5)}${next![5] === 'A' ? 'B' : 'A'}${next!.slice(6)}`;
    const foreign = auditCursor.encode({ direction: 'next', key: [Date.now(), 'e1'] });
    for (const url of [
      `/api/leads?sort=businessName&pageSize=2&cursor=${encodeURIComponent(edited)}`,
      `/api/leads?sort=businessName&pageSize=2&cursor=${encodeURIComponent(next!.slice(0, -1))}`,
      `/api/leads?sort=-businessName&pageSize=2&cursor=${encodeURIComponent(next!)}`,
      `/api/leads?sort=businessName&pageSize=2&cursor=${encodeURIComponent(foreign)}`,
    ]) {
      const res = await app().inject({ url, headers: { cookie } });
      expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { cursor: CURSOR_MESSAGE }]);
    }
    // The same cursor, untouched, still opens its page.
    expect((await get<LeadRow>(`/api/leads?sort=businessName&pageSize=2&cursor=${encodeURIComponent(next!)}`, 'leads')).rows).toHaveLength(2);
  });

  const partner = (over: Partial<NewPartner>): NewPartner => ({
    businessName: 'Twin Café',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    businessType: 'restaurant',
    contactPerson: 'Maria Garcia',
    email: 'maria@twin.example',
    phone: '(512) 555-0100',
    latitude: 30.2672,
    longitude: -97.7431,
    ...over,
  });

  it('partners, filtered by status: every partner once each way while partners are added, the filter kept', async () => {
    for (const [i, city] of ['Austin', 'Dallas', 'Austin', 'El Paso', 'Austin'].entries()) {
      await app().store.partners.create(partner({ city, status: i === 3 ? 'active' : 'inactive' }));
      await app().store.partners.create(partner({ city, status: 'active', businessName: `Shop ${i}` }));
    }
    const all = (await get<PartnerRow>('/api/admin/partners?status=inactive&pageSize=100', 'partners')).rows.map((p) => p.id);
    expect(all).toHaveLength(4);
    let n = 0;
    const { forward, back, last } = await walk<PartnerRow>('/api/admin/partners?status=inactive&pageSize=1', 'partners', () =>
      app().store.partners.create(partner({ city: n++ % 2 ? 'Austin' : 'Abilene', status: 'inactive' })),
    );
    const ids = forward.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => all.includes(id))).toEqual(all);
    expect(forward.every((p) => p.status === 'inactive')).toBe(true);
    const now = (await get<PartnerRow>('/api/admin/partners?status=inactive&pageSize=100', 'partners')).rows.map((p) => p.id);
    expect(ids).toEqual(now.filter((id) => ids.includes(id)));
    expect(back.map((p) => p.id)).toEqual(now.slice(0, now.indexOf(last.rows[0]!.id)));
  });

  it('partners: an edited cursor answers 400 with CURSOR_MESSAGE; the first page has no prev, the last no next', async () => {
    for (const city of ['Austin', 'Dallas', 'Houston']) await app().store.partners.create(partner({ city }));
    const first = await get<PartnerRow>('/api/admin/partners?pageSize=2', 'partners');
    expect(first).toMatchObject({ total: 3, prev: undefined, next: expect.any(String) });
    const edited = first.next!.replace(/\.[0-9a-z]+$/, '.0');
    const res = await app().inject({ url: `/api/admin/partners?pageSize=2&cursor=${encodeURIComponent(edited)}`, headers: { cookie } });
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { cursor: CURSOR_MESSAGE }]);
    const second = await get<PartnerRow>(`/api/admin/partners?pageSize=2&cursor=${encodeURIComponent(first.next!)}`, 'partners');
    expect(second).toMatchObject({ total: 3, next: undefined, prev: expect.any(String) });
    expect(second.rows.map((p) => p.id)).not.toContain(first.rows[0]!.id);
  });
});
