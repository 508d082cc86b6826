import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { ADMIN_CHECK, openPage, type FakeResponse } from '../../test/harness';

const ZONE = 'America/Chicago';
const LEAD = { id: 42, ...SAMPLE_SHORT_LEAD, state: 'TX', status: 'new', createdAt: '2026-11-20T15:00:00.000Z', lastActivityAt: '2026-11-20T15:00:00.000Z', version: 3 };
// Tuesday 24 November 2026, 9, 10 and 11 AM in Chicago (CST, UTC-6).
const SLOTS = ['2026-11-24T15:00:00.000Z', '2026-11-24T16:00:00.000Z', '2026-11-24T17:00:00.000Z'].map((start) => ({ start, end: new Date(Date.parse(start) + 3600_000).toISOString() }));
const visitAt = (start: string) => ({ start, end: new Date(Date.parse(start) + 3600_000).toISOString(), timeZone: ZONE, canChange: true, changeUntil: new Date(Date.parse(start) - 24 * 3600_000).toISOString() });
const page = (more: object): FakeResponse => ({ status: 200, body: { success: true, lead: LEAD, emails: [], timeline: [{ at: LEAD.createdAt, kind: 'created' }], ...more } });
const visitAnswer = (status: string, visit?: object, emailsQueued = true) => ({ success: true, status, ...(visit ? { visit } : {}), timeZone: ZONE, slots: SLOTS, emailsQueued });
const card = () => screen.getByRole('region', { name: 'Site visit' });
const URL = '/api/leads/42/visit';

describe('the lead’s site visit card', () => {
  it('books a visit for the applicant from the free times, shown at the business’s local time', async () => {
    const user = userEvent.setup();
    let booked: string | null = null;
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () => page(booked ? { visit: visitAt(booked), slots: SLOTS, timeZone: ZONE } : { slots: SLOTS, timeZone: ZONE }),
      [`POST ${URL}`]: (body) => {
        booked = (body as { start: string }).start;
        return { status: 201, body: visitAnswer('site_visit_scheduled', visitAt(booked)) };
      },
    });
    expect(await within(await screen.findByRole('region', { name: 'Site visit' })).findByText('No site visit booked yet.')).toBeInTheDocument();
    const picker = within(card()).getByRole('combobox', { name: 'Visit time' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tuesday, November 24, 2026 at 9:00 AM CST',
      'Tuesday, November 24, 2026 at 10:00 AM CST',
      'Tuesday, November 24, 2026 at 11:00 AM CST',
    ]);
    await user.selectOptions(picker, SLOTS[1]!.start);
    await user.click(within(card()).getByRole('button', { name: 'Book visit' }));
    expect(api.callsTo('POST', URL)[0]!.body).toEqual({ start: SLOTS[1]!.start });
    expect(await within(card()).findByText('Visit booked for Tuesday, November 24, 2026 at 10:00 AM CST. The applicant gets an invitation by e-mail.')).toBeInTheDocument();
    expect(await within(card()).findByText('Booked for Tuesday, November 24, 2026 at 10:00 AM CST')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Move visit' })).toBeInTheDocument();
  });

  it('says when the time was just taken, and offers the times still free', async () => {
    const user = userEvent.setup();
    openPage('/admin/leads/42', {
      'GET /api/leads/42': page({ slots: SLOTS, timeZone: ZONE }),
      [`POST ${URL}`]: { status: 409, body: { success: false, error: 'That time was just taken. Please choose another.', timeZone: ZONE, slots: SLOTS.slice(1) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Book visit' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('The visit was not changedThat time was just taken. Please choose another.');
    expect(within(within(card()).getByRole('combobox', { name: 'Visit time' })).getAllByRole('option')).toHaveLength(2);
  });

  it('marks a visit held once it has begun (issue #45): the lead is changed at the version read, and the card says when and by whom', async () => {
    const user = userEvent.setup();
    let held: object = {};
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () => ({ status: 200, body: { success: true, lead: { ...LEAD, ...held }, emails: [], timeline: [], visit: visitAt(SLOTS[0]!.start), slots: SLOTS, timeZone: ZONE } }),
      'PATCH /api/leads/42': () => {
        held = { visitHeldAt: '2026-11-24T16:30:00.000Z', visitHeldBy: 'sam', version: 4 };
        return { status: 200, body: { success: true, lead: { ...LEAD, ...held } } };
      },
    });
    await user.click(await within(await screen.findByRole('region', { name: 'Site visit' })).findByRole('button', { name: 'Mark visit held' }));
    expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ version: 3, visitHeld: true });
    expect(await within(card()).findByText('Visit held: marked Tuesday, November 24, 2026 at 10:30 AM CST by sam.')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent('Visit marked held.');
    // Held: nothing left to mark, move or cancel.
    for (const name of ['Mark visit held', 'Move visit', 'Cancel visit']) expect(within(card()).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('offers no "Mark visit held" before the visit begins', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': page({ visit: visitAt('2099-03-02T15:00:00.000Z'), slots: SLOTS, timeZone: ZONE }) });
    expect(await within(await screen.findByRole('region', { name: 'Site visit' })).findByRole('button', { name: 'Move visit' })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Mark visit held' })).not.toBeInTheDocument();
  });

  it('moves and cancels a booked visit', async () => {
    const user = userEvent.setup();
    let visit: object | undefined = visitAt(SLOTS[0]!.start);
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () => page({ ...(visit ? { visit } : {}), slots: SLOTS, timeZone: ZONE }),
      [`PUT ${URL}`]: (body) => {
        visit = visitAt((body as { start: string }).start);
        return { status: 200, body: visitAnswer('site_visit_scheduled', visit) };
      },
      [`DELETE ${URL}`]: () => {
        visit = undefined;
        // The log transport: the cancellation is recorded, not sent, and the card says so.
        return { status: 200, body: visitAnswer('new', undefined, false) };
      },
    });
    expect(await screen.findByText('Booked for Tuesday, November 24, 2026 at 9:00 AM CST')).toBeInTheDocument();
    expect(within(card()).getByText(/The applicant can move or cancel it on their status page until Monday, November 23, 2026 at 9:00 AM CST/)).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Move visit' }));
    await user.selectOptions(within(card()).getByRole('combobox', { name: 'Visit time' }), SLOTS[2]!.start);
    await user.click(within(card()).getByRole('button', { name: 'Move to this time' }));
    expect(api.callsTo('PUT', URL)[0]!.body).toEqual({ start: SLOTS[2]!.start });
    expect(await within(card()).findByText('Booked for Tuesday, November 24, 2026 at 11:00 AM CST')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent('Visit moved to Tuesday, November 24, 2026 at 11:00 AM CST. The applicant gets the new time by e-mail.');

    await user.click(within(card()).getByRole('button', { name: 'Cancel visit' }));
    expect(await within(card()).findByText('No site visit booked yet.')).toBeInTheDocument();
    expect(within(card()).getByRole('status')).toHaveTextContent('Visit cancelled. The applicant’s e-mail: Recorded only: the log transport sends nothing.');
  });

  it('shows the visit without actions to a role that may not book', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': page({ visit: visitAt(SLOTS[0]!.start), slots: SLOTS, timeZone: ZONE }) }, { ...ADMIN_CHECK, isAdmin: false, user: { username: 'ana', role: 'analytics_user', mustChangePassword: false } });
    expect(await screen.findByText('Booked for Tuesday, November 24, 2026 at 9:00 AM CST')).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a closed lead cannot book', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': page({ lead: { ...LEAD, status: 'lost' } }) });
    expect(await screen.findByText('No visit can be booked: the lead is closed, or its state (and so its time zone) is not known.')).toBeInTheDocument();
  });
});
