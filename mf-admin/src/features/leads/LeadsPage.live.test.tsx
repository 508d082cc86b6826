import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_CHECK, adminLead, fakeApi, leadsPageAnswer, renderAt } from '../../test/harness';
import { installFakeEventSource } from '../../test/fakeEventSource';

// Issue #29: the workspace takes new and changed leads from the live stream, without reloading
// or polling; rows say what happened; a background tab counts new leads in its title.

const stream = installFakeEventSource();
const liveLead = (id: number, extra: Record<string, unknown> = {}) => ({ lead: { id, businessName: `Business ${id}`, location: 'Austin, TX', status: 'new', version: 0, createdAt: '2026-03-04T15:00:00.000Z', ...extra } });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the leads workspace, live', () => {
  afterEach(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    document.title = '';
  });

  it('shows a lead that arrives, marked as just arrived, and one someone else changed, marked with who', async () => {
    let leads = [adminLead(1)];
    const api = fakeApi({ 'GET /api/admin/check': { status: 200, body: ADMIN_CHECK }, 'GET /api/leads': () => leadsPageAnswer(leads) });
    renderAt('/admin/leads');
    expect(await screen.findByText('Business 1')).toBeInTheDocument();
    expect(stream().url).toBe('/api/admin/events');
    stream().send('ready');

    leads = [adminLead(2), adminLead(1)];
    stream().send('lead.created', liveLead(2));
    expect(await screen.findByText('Business 2')).toBeInTheDocument();
    expect(within(row('Business 2')).getByText('Just arrived')).toBeInTheDocument();

    // Changed by sam: marked. Changed by me (admin): read again, not marked.
    leads = [adminLead(2), adminLead(1, { status: 'contacted' })];
    stream().send('lead.updated', { ...liveLead(1, { status: 'contacted', version: 1 }), by: 'sam' });
    expect(await within(row('Business 1')).findByText('Changed by sam')).toBeInTheDocument();
    expect(await within(row('Business 1')).findByText('Contacted')).toBeInTheDocument();
    const reads = api.callsTo('GET', '/api/leads').length;
    stream().send('lead.updated', { ...liveLead(2, { status: 'contacted', version: 1 }), by: 'admin' });
    await waitFor(() => expect(api.callsTo('GET', '/api/leads').length).toBe(reads + 1));
    expect(within(row('Business 2')).queryByText(/Changed by/)).not.toBeInTheDocument();
  });

  it('reads many events that come together (a bulk move) once', async () => {
    const api = fakeApi({ 'GET /api/admin/check': { status: 200, body: ADMIN_CHECK }, 'GET /api/leads': leadsPageAnswer([adminLead(1)]) });
    renderAt('/admin/leads');
    await screen.findByText('Business 1');
    const before = api.callsTo('GET', '/api/leads').length;
    for (let id = 10; id < 60; id++) stream().send('lead.updated', { ...liveLead(id, { status: 'contacted', version: 1 }), by: 'sam' });
    await waitFor(() => expect(api.callsTo('GET', '/api/leads').length).toBe(before + 1));
  });

  it('counts the leads that arrive while the tab is in the background in its title, and clears it on return', async () => {
    fakeApi({ 'GET /api/admin/check': { status: 200, body: ADMIN_CHECK }, 'GET /api/leads': leadsPageAnswer([adminLead(1)]) });
    document.title = 'Leads | PowerNest';
    renderAt('/admin/leads');
    await screen.findByText('Business 1');
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    stream().send('lead.created', liveLead(2));
    stream().send('lead.created', liveLead(3));
    await waitFor(() => expect(document.title).toBe('(2) Leads | PowerNest'));
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(document.title).toBe('Leads | PowerNest'));
  });
});
