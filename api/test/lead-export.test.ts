import { login, postJson } from './admin-support';
import { shortLead } from './fixtures';
import { useTestApp } from './helper';

/** The CSV's lines, without the byte order mark. */
const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

describe('GET /api/leads/export.csv', () => {
  const app = useTestApp();

  it('streams the filtered leads as CSV, quoted by RFC 4180, with formulas neutralised', async () => {
    await postJson(app(), '/api/leads', { ...shortLead, businessName: '=HYPERLINK("http://evil.example","Click")', location: 'Austin, TX' });
    await postJson(app(), '/api/leads', { ...shortLead, businessName: 'Portland Books', location: 'Portland, OR' });
    await postJson(app(), '/api/leads', { ...shortLead, businessName: 'Dallas "Best" Deli', location: 'Dallas, TX', message: 'Two\nlines' });
    const { cookie } = await login(app());
    const res = await app().inject({ url: '/api/leads/export.csv?state=TX&sort=businessName&pageSize=1', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="powernest-leads-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.body.startsWith('\uFEFFID,Received,Status,Assignee,Business name,Contact person,Email,Phone,Location,Business type,')).toBe(true);
    const rows = res.body.replace(/^\uFEFF/, '').split('\r\n');
    // Sorted by business name (pageSize ignored): the quoted formula sorts by its text, the deli's message keeps its line break.
    expect(rows[1]).toMatch(/^\d+,\d{4}-\d\d-\d\dT[^,]+,New,,"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",Dana Reyes,/);
    expect(rows[1]).toContain(',"Austin, TX",restaurant,');
    expect(res.body).toContain(',"Dallas ""Best"" Deli",');
    expect(res.body).toContain('"Two\nlines"');
    expect(res.body).not.toContain('Portland Books');
  });

  it('has no row cap: every match, however many', async () => {
    for (let i = 0; i < 1234; i += 1) await app().store.leads.create({ ...shortLead, businessName: `Lead ${i}` }, []);
    const { cookie } = await login(app());
    const res = await app().inject({ url: '/api/leads/export.csv', headers: { cookie } });
    expect(lines(res.body)).toHaveLength(1 + 1234);
    expect(lines(res.body)[1]).toContain('Lead 1233'); // newest first, as the workspace
  });

  it('exports a hand-picked selection (ids), in the asked order; a bad selection is refused with the reason', async () => {
    const ids: number[] = [];
    for (const name of ['Cedar Cafe', 'Aspen Gym', 'Birch Books', 'Not Picked']) ids.push((await app().store.leads.create({ ...shortLead, businessName: name }, [])).lead.id);
    const { cookie } = await login(app());
    const res = await app().inject({ url: `/api/leads/export.csv?sort=businessName&ids=${ids.slice(0, 3).join(',')}`, headers: { cookie } });
    expect(lines(res.body).slice(1).map((row) => row.split(',')[4])).toEqual(['Aspen Gym', 'Birch Books', 'Cedar Cafe']);
    const [entry] = await app().store.auditLog.list({ resourceType: 'lead' });
    expect(entry).toMatchObject({ action: 'lead.export', newValues: { filters: expect.objectContaining({ ids: ids.slice(0, 3) }) } });
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    for (const bad of ['0', '1,,2', 'x', tooMany]) {
      const refused = await app().inject({ url: `/api/leads/export.csv?ids=${bad}`, headers: { cookie } });
      expect([refused.statusCode, refused.json().fieldErrors]).toEqual([400, { ids: 'ids must be 1 to 1,000 lead ids separated by commas' }]);
    }
  });

  it('needs an admin session and valid filters; each export is in the audit log', async () => {
    expect((await app().inject({ url: '/api/leads/export.csv' })).statusCode).toBe(401);
    const { cookie } = await login(app());
    const bad = await app().inject({ url: '/api/leads/export.csv?state=ZZ', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    await app().inject({ url: '/api/leads/export.csv?q=cafe', headers: { cookie } });
    const [entry] = await app().store.auditLog.list({ resourceType: 'lead' });
    expect(entry).toMatchObject({ action: 'lead.export', newValues: { filters: expect.objectContaining({ q: 'cafe' }) } });
  });

  it('a HEAD request (a link checker, a browser probing the download) is answered without an audit entry', async () => {
    const { cookie } = await login(app());
    const head = await app().inject({ method: 'HEAD', url: '/api/leads/export.csv', headers: { cookie } });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'text/csv; charset=utf-8', '']);
    expect(await app().store.auditLog.list({ resourceType: 'lead' })).toEqual([]);
  });
});
