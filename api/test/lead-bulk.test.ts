// Bulk actions on the leads workspace (issue #29): POST /api/leads/bulk judges each lead as its
// page would, applies the rest, reports the refused ones; GET /api/leads/ids selects "all matching".
import { BULK_LEADS_MAX, LEAD_BULK_MESSAGES } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { shortLead } from './fixtures';
import { useTestApp } from './helper';

describe('bulk actions on leads', () => {
  const app = useTestApp();
  const make = async (n: number, name = (i: number) => `Bulk Shop ${i}`) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) ids.push((await app().store.leads.create({ ...shortLead, businessName: name(i), email: `bulk${i}@shop.example` }, [])).lead.id);
    return ids;
  };

  it('moves fifty leads at once, refuses the moves the pipeline does not allow one by one, and audits each change', async () => {
    const { cookie } = await login(app());
    const ids = await make(50);
    // Ten were qualified meanwhile: they cannot go back to contacted.
    for (const id of ids.slice(0, 10)) {
      for (const status of ['contacted', 'qualified']) {
        const lead = (await app().store.leads.get(id))!;
        await app().store.leads.update(id, lead.version, { status }, new Date());
      }
    }
    const res = await postJson(app(), '/api/leads/bulk', { ids, status: 'contacted' }, { cookie });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { id: number; ok: boolean; error?: string }[] };
    expect(results.map((r) => r.id)).toEqual(ids);
    expect(results.filter((r) => r.ok)).toHaveLength(40);
    expect(results.filter((r) => !r.ok).map((r) => r.error)).toEqual(Array(10).fill('A lead that is Qualified cannot move to Contacted'));
    for (const id of ids.slice(10)) expect((await app().store.leads.get(id))!.status).toBe('contacted');
    for (const id of ids.slice(0, 10)) expect((await app().store.leads.get(id))!.status).toBe('qualified');
    const audit = (await app().store.auditLog.list()).filter((e) => e.action === 'lead.status');
    expect(audit).toHaveLength(40);
    expect(audit.every((e) => e.userId !== undefined && e.oldValues?.status === 'new' && e.newValues?.status === 'contacted')).toBe(true);
  });

  it('assigns and unassigns; an unknown assignee is refused before anything changes', async () => {
    const { cookie } = await login(app());
    await createStaff(app(), 'sam', 'sales_admin');
    const ids = await make(3);
    const unknown = await postJson(app(), '/api/leads/bulk', { ids, assignedTo: 'nobody' }, { cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ assignedTo: 'No team member has this username' });
    expect((await postJson(app(), '/api/leads/bulk', { ids, assignedTo: 'sam' }, { cookie })).json().results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    for (const id of ids) expect((await app().store.leads.get(id))!.assignedTo).toBe('sam');
    await postJson(app(), '/api/leads/bulk', { ids, assignedTo: null }, { cookie });
    for (const id of ids) expect((await app().store.leads.get(id))!.assignedTo).toBeUndefined();
    expect((await app().store.auditLog.list()).filter((e) => e.action === 'lead.assign')).toHaveLength(6);
  });

  it('assigns the leads whose move is refused, and says per lead what was done (browser audit #8)', async () => {
    const { cookie } = await login(app());
    await createStaff(app(), 'sam', 'sales_admin');
    const ids = await make(3);
    // The first is qualified meanwhile: it cannot go back to contacted.
    for (const status of ['contacted', 'qualified']) {
      const lead = (await app().store.leads.get(ids[0]!))!;
      await app().store.leads.update(ids[0]!, lead.version, { status }, new Date());
    }
    const res = await postJson(app(), '/api/leads/bulk', { ids, status: 'contacted', assignedTo: 'sam' }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: ids[0], ok: false, moved: false, assigned: true, error: 'A lead that is Qualified cannot move to Contacted' },
      { id: ids[1], ok: true, moved: true, assigned: true },
      { id: ids[2], ok: true, moved: true, assigned: true },
    ]);
    const first = (await app().store.leads.get(ids[0]!))!;
    expect(first.status).toBe('qualified');
    expect(first.assignedTo).toBe('sam');
    for (const id of ids.slice(1)) expect(await app().store.leads.get(id)).toMatchObject({ status: 'contacted', assignedTo: 'sam' });
    const audit = await app().store.auditLog.list();
    expect(audit.filter((e) => e.action === 'lead.assign')).toHaveLength(3);
    expect(audit.filter((e) => e.action === 'lead.status')).toHaveLength(2);
  });

  it('reports a lead that is gone, and refuses a selection it cannot take', async () => {
    const { cookie } = await login(app());
    const [id] = await make(1);
    const res = await postJson(app(), '/api/leads/bulk', { ids: [id, 999], status: 'contacted' }, { cookie });
    expect(res.json().results).toEqual([{ id, ok: true, moved: true }, { id: 999, ok: false, moved: false, error: 'Lead not found' }]);
    for (const ids of [[], [id, id], Array.from({ length: BULK_LEADS_MAX + 1 }, (_, i) => i + 1)]) {
      const refused = await postJson(app(), '/api/leads/bulk', { ids, status: 'lost' }, { cookie });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.ids).toBe(LEAD_BULK_MESSAGES.ids);
    }
    const nothing = await postJson(app(), '/api/leads/bulk', { ids: [id] }, { cookie });
    expect(nothing.json().fieldErrors.status).toBe(LEAD_BULK_MESSAGES.nothing);
  });

  it('lists the ids of every lead the filters match for "select all", newest first, at most 1,000', async () => {
    const { cookie } = await login(app());
    const cafes = await make(3, (i) => `Corner Café ${i}`);
    await make(2, (i) => `Book Shop ${i}`);
    const res = await app().inject({ url: '/api/leads/ids?q=cafe', headers: { cookie } });
    expect(res.json()).toEqual({ success: true, ids: [...cafes].reverse(), capped: false });
    await make(BULK_LEADS_MAX - 4);
    const all = (await app().inject({ url: '/api/leads/ids', headers: { cookie } })).json();
    expect(all.ids).toHaveLength(BULK_LEADS_MAX);
    expect(all.capped).toBe(true);
  });
});
