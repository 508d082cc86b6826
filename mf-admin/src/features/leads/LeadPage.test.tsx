import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { ADMIN_CHECK, currentToast, resetToasts, type FakeResponse, openPage } from '../../test/harness';

const LEAD = {
  id: 42,
  ...SAMPLE_SHORT_LEAD,
  footTrafficEstimate: 'very-high',
  businessSize: 'small',
  status: 'new',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastActivityAt: '2026-11-20T15:00:00.000Z',
  version: 3,
};
const EMAILS = [
  { id: 'm1', kind: 'admin-notification', to: 'ops@powernest.example', status: 'sent', delivery: 'delivered', attempts: 1, sentAt: '2026-11-20T15:00:02.000Z' },
  { id: 'm2', kind: 'applicant-confirmation', to: 'dana@bluedoor.example', status: 'failed', delivery: 'failed', attempts: 5, lastError: 'Mailbox unavailable' },
];
const TIMELINE = [
  { at: '2026-11-20T15:00:00.000Z', kind: 'created' },
  { at: '2026-11-20T15:00:02.000Z', kind: 'email', text: 'admin-notification', to: 'ops@powernest.example', delivery: 'delivered' },
  { at: '2026-11-21T09:30:00.000Z', kind: 'note', by: 'sam', text: 'Left a voicemail.' },
];
const answer = (lead: object = LEAD, timeline: object[] = TIMELINE, more: object = {}): FakeResponse => ({ status: 200, body: { success: true, lead, emails: EMAILS, timeline, ...more } });

beforeEach(() => resetToasts());

/** The lead's page, where someone else changed the lead to `theirs` just before this admin's PATCH (409). */
function openWithConflict(theirs: object) {
  let conflicted = false;
  return openPage('/admin/leads/42', {
    'GET /api/leads/42': () => (conflicted ? answer(theirs) : answer()),
    'PATCH /api/leads/42': () => {
      conflicted = true;
      return { status: 409, body: { success: false, error: 'Someone else changed this lead meanwhile.', lead: theirs } };
    },
  });
}

describe('a lead’s page (/admin/leads/:id)', () => {
  it('shows the business, every field given, the estimate, both e-mails and the timeline', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': answer() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Door Café' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Business size').nextSibling).toHaveTextContent('Small (11-50 employees)');
    expect(within(details).getByText('Business type').nextSibling).toHaveTextContent('Restaurant/Café');
    expect(within(details).queryByText('Website')).not.toBeInTheDocument(); // not given
    expect(screen.getByRole('region', { name: 'Revenue estimate' })).toHaveTextContent(/Monthly\$[\d,]+Annual\$[\d,]+/);
    const emails = screen.getByRole('region', { name: 'E-mails' });
    expect(emails).toHaveTextContent('Team notification');
    expect(emails).toHaveTextContent('dana@bluedoor.example · Failed · 5 attempts · Mailbox unavailable');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Lead received'),
      expect.stringContaining('Team notification to ops@powernest.example · Delivered'),
      expect.stringMatching(/sam · Note.*Left a voicemail\./),
    ]);
    expect(screen.getByText('Not contacted yet')).toBeInTheDocument();
  });

  it('says exactly what happened to each e-mail: recorded only by the log transport, retrying with the next try', async () => {
    const nextTry = new Date(2026, 10, 21, 9, 30); // local time, as the page shows it
    const emails = [
      { id: 'm3', kind: 'admin-notification', to: 'ops@powernest.example', status: 'sent', delivery: 'recorded', attempts: 1, sentAt: '2026-11-20T15:00:02.000Z' },
      { id: 'm4', kind: 'applicant-confirmation', to: 'dana@bluedoor.example', status: 'pending', delivery: 'retrying', attempts: 2, lastError: 'SMTP 451: try later', nextAttemptAt: nextTry.toISOString() },
    ];
    const timeline = [
      { at: '2026-11-20T15:00:00.000Z', kind: 'created' },
      { at: '2026-11-20T15:00:02.000Z', kind: 'email', text: 'admin-notification', to: 'ops@powernest.example', delivery: 'recorded' },
      { at: '2026-11-20T15:00:03.000Z', kind: 'email', text: 'applicant-confirmation', to: 'dana@bluedoor.example', delivery: 'retrying', nextAttemptAt: nextTry.toISOString() },
    ];
    openPage('/admin/leads/42', { 'GET /api/leads/42': answer(LEAD, timeline, { emails }) });
    const card = await screen.findByRole('region', { name: 'E-mails' });
    expect(card).toHaveTextContent('ops@powernest.example · Recorded only: the log transport sends nothing · 1 attempt');
    expect(card).toHaveTextContent('dana@bluedoor.example · Retrying (next try at Nov 21, 9:30 AM) · 2 attempts · SMTP 451: try later');
    expect(card).not.toHaveTextContent('Delivered');
    const events = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(events[1]).toContain('Team notification to ops@powernest.example · Recorded only: the log transport sends nothing');
    expect(events[2]).toContain('Applicant confirmation to dana@bluedoor.example · Retrying (next try at Nov 21, 9:30 AM)');
    expect(events.join(' ')).not.toMatch(/sent|Delivered/);
  });

  it('moves it along with the version it read, showing the change at once', async () => {
    const user = userEvent.setup();
    let resolve: (r: FakeResponse) => void = () => undefined;
    let contacted = false;
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () => (contacted ? answer({ ...LEAD, status: 'contacted', version: 4 }) : answer()),
      'PATCH /api/leads/42': () =>
        new Promise<FakeResponse>((r) => {
          resolve = r;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move to Contacted' }));
    // Optimistic: the new status shows before the server answers.
    expect(within(screen.getByRole('region', { name: 'Pipeline' })).getByText('Contacted')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ status: 'contacted', version: 3 });
    // The next move waits for this one's answer (it needs the new version).
    expect(screen.getByRole('button', { name: 'Move to Qualified' })).toBeDisabled();
    contacted = true;
    resolve({ status: 200, body: { success: true, lead: { ...LEAD, status: 'contacted', version: 4 } } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to Qualified' })).toBeEnabled());
  });

  it('someone else was first: says so and shows the lead as it now is', async () => {
    const user = userEvent.setup();
    const theirs = { ...LEAD, status: 'lost', version: 4, assignedTo: 'sam' };
    openWithConflict(theirs);
    await user.click(await screen.findByRole('button', { name: 'Move to Contacted' }));
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Not changed', description: 'Someone else changed this lead meanwhile.', variant: 'destructive' }));
    const pipeline = screen.getByRole('region', { name: 'Pipeline' });
    expect(await within(pipeline).findByText('Lost')).toBeInTheDocument();
    expect(within(pipeline).getByText('Assignee: sam')).toBeInTheDocument();
    expect(within(pipeline).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('adds a note and empties the field', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': answer(),
      'POST /api/leads/42/notes': { status: 201, body: { success: true, note: { at: '2026-11-22T10:00:00.000Z', kind: 'note', by: 'admin', text: 'Visit booked.' } } },
    });
    const field = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.type(field, '  Visit booked.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(api.callsTo('POST', '/api/leads/42/notes')[0]!.body).toEqual({ text: 'Visit booked.' });
  });

  it('an unknown lead says so, with the way back', async () => {
    openPage('/admin/leads/7', { 'GET /api/leads/7': { status: 404, body: { success: false, error: 'Lead not found' } } });
    expect(await screen.findByText('Lead not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute('href', '/admin/leads');
  });

  it('links a possible duplicate, says what they share, and closes it as a duplicate in one action', async () => {
    const user = userEvent.setup();
    const earlier = { id: 7, businessName: 'Blue Door Coffee', contactPerson: 'Dana Reyes', location: 'Austin, TX', status: 'contacted', createdAt: '2026-11-01T10:00:00.000Z', matchedOn: ['email', 'phone'] };
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': answer({ ...LEAD, duplicateOf: 7 }, TIMELINE, { matches: [earlier] }),
      'PATCH /api/leads/42': { status: 200, body: { success: true, lead: { ...LEAD, duplicateOf: 7, status: 'duplicate', version: 4 } } },
    });
    const card = await screen.findByRole('region', { name: 'Possible duplicates' });
    expect(within(card).getByRole('link', { name: 'Lead #7: Blue Door Coffee' })).toHaveAttribute('href', '/admin/leads/7');
    expect(card).toHaveTextContent('Matched on same e-mail, same phone');
    await user.click(within(card).getByRole('button', { name: 'Mark as duplicate of #7' }));
    expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ status: 'duplicate', version: 3 });
  });

  it('makes an installed lead a partner: the city’s position by default, or one entered when the API asks for it', async () => {
    const user = userEvent.setup();
    let converted = false;
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () => answer({ ...LEAD, status: 'installed', state: 'TX' }, TIMELINE, converted ? { partner: { id: 'p1', status: 'active' } } : {}),
      'POST /api/leads/42/partner': (body) => {
        if ((body as { latitude?: number }).latitude === undefined) {
          return { status: 400, body: { success: false, error: 'No position', fieldErrors: { latitude: 'No position is known for Austin, TX: enter its latitude and longitude' } } };
        }
        converted = true;
        return { status: 201, body: { success: true, partner: { id: 'p1', businessName: LEAD.businessName, businessType: LEAD.businessType, address: 'Austin, TX', city: 'Austin', state: 'TX', contactPerson: LEAD.contactPerson, phone: LEAD.phone, email: LEAD.email, latitude: 30.27, longitude: -97.74, status: 'active', leadId: 42, createdAt: '2026-11-22T10:00:00.000Z' } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make partner' });
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    // The lead gave a location ("Austin, TX"), no street address: the field starts empty (issue #25).
    expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Make partner' }));
    expect(await within(dialog).findByText('No position is known for Austin, TX: enter its latitude and longitude')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/leads/42/partner')[0]!.body).toEqual({ city: 'Austin', state: 'TX', businessType: LEAD.businessType });

    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '1200 Congress Ave');
    await user.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '30.27');
    await user.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), '-97.74');
    await user.click(within(dialog).getByRole('button', { name: 'Make partner' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Blue Door Café is now a partner'));
    expect(api.callsTo('POST', '/api/leads/42/partner')[1]!.body).toMatchObject({ address: '1200 Congress Ave', latitude: 30.27, longitude: -97.74 });
    const partner = await screen.findByRole('region', { name: 'Partner' });
    expect(await within(partner).findByText('This lead is a partner (Active).')).toBeInTheDocument();
  });

  it('does not offer Make partner to a sales_admin, who may not change partners (browser audit #4)', async () => {
    const api = openPage(
      '/admin/leads/42',
      { 'GET /api/leads/42': answer({ ...LEAD, status: 'installed', state: 'TX' }, TIMELINE) },
      { isAuthenticated: true, isAdmin: false, user: { username: 'sam', role: 'sales_admin', mustChangePassword: false } },
    );
    const partner = await screen.findByRole('region', { name: 'Partner' });
    expect(within(partner).getByText('Installed and not yet a partner: an admin or operations admin makes it one.')).toBeInTheDocument();
    expect(within(partner).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/leads/42/partner')).toHaveLength(0);
  });

  // A delivered e-mail is a success; through the log transport it is recorded only, not delivered.
  it.each([
    ['delivered', 'Applicant confirmation: Delivered', 'success'],
    ['recorded', 'Applicant confirmation: Recorded only: the log transport sends nothing', 'default'],
  ])('sends a failed e-mail again (%s)', async (delivery, title, variant) => {
    const user = userEvent.setup();
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': answer(),
      'POST /api/leads/42/emails/m2/resend': { status: 201, body: { success: true, email: { ...EMAILS[1], id: 'm3', status: 'sent', delivery, attempts: 1 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send the applicant confirmation again' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title, variant }));
    expect(api.callsTo('POST', '/api/leads/42/emails/m2/resend')).toHaveLength(1);
  });

  // Issue #28: a fresh link to the applicant's status page; an old status-link e-mail is never sent again.
  it.each([
    [true, 'A fresh status link is queued for dana@bluedoor.example; the old link no longer works.', 'success'],
    [false, 'A fresh status link was made for dana@bluedoor.example (the old one no longer works), but not sent: Recorded only: the log transport sends nothing.', 'default'],
  ])('sends the applicant a fresh status link (queued: %s)', async (queued, title, variant) => {
    const user = userEvent.setup();
    const oldLink = { id: 'm4', kind: 'status-link', to: 'dana@bluedoor.example', status: 'sent', delivery: 'delivered', attempts: 1 };
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': { status: 200, body: { success: true, lead: LEAD, emails: [oldLink, ...EMAILS], timeline: TIMELINE } },
      'POST /api/leads/42/status-link': { status: 200, body: { success: true, sentTo: 'dana@bluedoor.example', queued } },
    });
    const emails = await screen.findByRole('region', { name: 'E-mails' });
    expect(within(emails).queryByRole('button', { name: 'Send the status link again' })).not.toBeInTheDocument();
    await user.click(within(emails).getByRole('button', { name: 'Send a fresh status link' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title, variant }));
    expect(api.callsTo('POST', '/api/leads/42/status-link')).toHaveLength(1);
  });

  // Issue #29: reach the applicant in one click.
  it('calls and writes to the applicant from the header and the details, and copies the number or the address', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': answer({ ...LEAD, phone: '(512) 555-0101' }) });
    const user = userEvent.setup();
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const contact = await screen.findByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'Call (512) 555-0101' })).toHaveAttribute('href', 'tel:+15125550101');
    expect(within(contact).getByRole('link', { name: 'E-mail dana@bluedoor.example' })).toHaveAttribute('href', 'mailto:dana@bluedoor.example');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'Call (512) 555-0101' })).toHaveAttribute('href', 'tel:+15125550101');
    expect(within(details).getByRole('link', { name: 'E-mail dana@bluedoor.example' })).toHaveAttribute('href', 'mailto:dana@bluedoor.example');

    await user.click(within(contact).getByRole('button', { name: 'Copy Phone' }));
    expect(writeText).toHaveBeenLastCalledWith('(512) 555-0101');
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Copied!', description: 'Phone copied to the clipboard.', variant: 'success' }));
    await user.click(within(contact).getByRole('button', { name: 'Copy Email' }));
    expect(writeText).toHaveBeenLastCalledWith('dana@bluedoor.example');
    await waitFor(() => expect(currentToast()?.description).toBe('Email copied to the clipboard.'));
  });

  it('says so when the browser refuses to copy', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': answer() });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy Phone' }));
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Copy Failed', description: 'Please copy manually', variant: 'destructive' }));
  });

  describe('correcting its details (issue #29)', () => {
    const editDialog = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(await screen.findByRole('button', { name: 'Edit details' }));
      return screen.findByRole('dialog', { name: 'Edit details' });
    };

    it('sends only what changed at the version read, and says "Saved" only once the API answered', async () => {
      const user = userEvent.setup();
      let resolve: (r: FakeResponse) => void = () => undefined;
      let saved = false;
      const fixed = { ...LEAD, email: 'dana@bluedoor-cafe.example', website: undefined, version: 4 };
      const api = openPage('/admin/leads/42', {
        'GET /api/leads/42': () =>
          saved ? answer(fixed, [...TIMELINE, { at: '2026-11-22T10:00:00.000Z', kind: 'edit', by: 'admin', text: 'email, website' }]) : answer({ ...LEAD, website: 'https://old.example' }),
        'PATCH /api/leads/42': () =>
          new Promise<FakeResponse>((r) => {
            resolve = r;
          }),
      });
      const dialog = await editDialog(user);
      const email = within(dialog).getByRole('textbox', { name: /^Email/ });
      expect(email).toHaveValue('dana@bluedoor.example');
      expect(within(dialog).getByRole('combobox', { name: /^Business size/ })).toHaveValue('small');
      await user.clear(email);
      await user.type(email, '  dana@bluedoor-cafe.example ');
      await user.clear(within(dialog).getByRole('textbox', { name: /^Website/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(api.callsTo('PATCH', '/api/leads/42')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ version: 3, email: 'dana@bluedoor-cafe.example', website: null });
      // Nothing said before the answer.
      expect(currentToast()).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Edit details' })).toBeInTheDocument();

      saved = true;
      resolve({ status: 200, body: { success: true, lead: fixed } });
      await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Saved', variant: 'success' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit details' })).not.toBeInTheDocument());
      const details = screen.getByRole('region', { name: 'Details' });
      expect(await within(details).findByRole('link', { name: 'E-mail dana@bluedoor-cafe.example' })).toBeInTheDocument();
      expect(within(details).queryByText('Website')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('10:00 AM · adminDetails corrected: Email, Website');
    });

    it('checks the fields as the public form does, before anything is sent', async () => {
      const user = userEvent.setup();
      const api = openPage('/admin/leads/42', { 'GET /api/leads/42': answer() });
      const dialog = await editDialog(user);
      await user.clear(within(dialog).getByRole('textbox', { name: /^Business name/ }));
      await user.clear(within(dialog).getByRole('textbox', { name: /^Email/ }));
      await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'dana@');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Business name is required')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Invalid email address');
      expect(api.callsTo('PATCH', '/api/leads/42')).toHaveLength(0);
    });

    it('shows the API’s refusal of a field under that field, and stays open', async () => {
      const user = userEvent.setup();
      openPage('/admin/leads/42', {
        'GET /api/leads/42': answer(),
        'PATCH /api/leads/42': { status: 400, body: { success: false, error: 'Validation failed', fieldErrors: { phone: 'Phone number is required' } } },
      });
      const dialog = await editDialog(user);
      await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), ' x');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Phone number is required'));
      expect(currentToast()).toMatchObject({ title: 'Not saved', variant: 'destructive' });
      expect(screen.getByRole('dialog', { name: 'Edit details' })).toBeInTheDocument();
    });

    it('someone else changed the lead first: says so in the form, keeps what was typed, and the page shows their change', async () => {
      const user = userEvent.setup();
      const theirs = { ...LEAD, contactPerson: 'Dana R. Reyes', version: 4 };
      openWithConflict(theirs);
      const dialog = await editDialog(user);
      await user.clear(within(dialog).getByRole('textbox', { name: /^Phone/ }));
      await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '512-555-0199');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else changed this lead meanwhile.');
      expect(within(dialog).getByRole('textbox', { name: /^Phone/ })).toHaveValue('512-555-0199');
      expect(currentToast()?.title).toBe('Not saved');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const details = await screen.findByRole('region', { name: 'Details' });
      expect(await within(details).findByText('Dana R. Reyes')).toBeInTheDocument();
    });

    it('is offered only to roles that may change leads', async () => {
      openPage('/admin/leads/42', { 'GET /api/leads/42': answer() }, { ...ADMIN_CHECK, user: { ...ADMIN_CHECK.user, role: 'analytics_user' } });
      expect(await screen.findByRole('region', { name: 'Details' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    });
  });
});
