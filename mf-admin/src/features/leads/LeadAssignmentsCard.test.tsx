// A lead's assignment history on its page (issue #43 §6), and giving it to a member with why.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { openPage, type FakeResponse } from '../../test/harness';

const LEAD = { id: 42, ...SAMPLE_SHORT_LEAD, status: 'contacted', assignedTo: 'admin', createdAt: '2026-11-20T15:00:00.000Z', lastActivityAt: '2026-11-20T15:00:00.000Z', version: 3 };
const ASSIGNMENTS = [
  { assignedTo: 'sam', assignedBy: 'admin', assignedAt: '2026-11-20T16:00:00.000Z', status: 'replaced', notes: 'Speaks Spanish' },
  { assignedTo: 'admin', assignedBy: 'boss', assignedAt: '2026-11-21T09:00:00.000Z', status: 'active' },
];
const answer = (more: object): FakeResponse => ({ status: 200, body: { success: true, lead: LEAD, emails: [], timeline: [], ...more } });
const member = (username: string, role: string, active = true) => ({ id: `id-${username}`, username, email: `${username}@powernest.example`, role, active, mustChangePassword: false, createdAt: '2026-03-01T10:00:00.000Z' });
const TEAM: FakeResponse = { status: 200, body: { success: true, members: [member('admin', 'admin'), member('sam', 'sales_admin'), member('gone', 'sales_admin', false), member('plain', 'user')] } };

it('lists who has had the lead, by whom, why, and how each assignment ended', async () => {
  openPage('/admin/leads/42', { 'GET /api/leads/42': answer({ assignments: ASSIGNMENTS }), 'GET /api/team': TEAM });
  const card = await screen.findByRole('region', { name: 'Assignments' });
  expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^sam, assigned by admin on .*Speaks SpanishReassigned$/),
    expect.stringMatching(/^admin, assigned by boss on .*Has it now$/),
  ]);
});

it('says a lead was never assigned, also when the API is older than this page and sends no history', async () => {
  openPage('/admin/leads/42', { 'GET /api/leads/42': answer({}), 'GET /api/team': TEAM });
  expect(await screen.findByRole('region', { name: 'Assignments' })).toHaveTextContent('Never assigned.');
});

it('gives the lead to an active team member with a note: one PATCH with the version read', async () => {
  const user = userEvent.setup();
  const api = openPage('/admin/leads/42', {
    'GET /api/leads/42': answer({ assignments: ASSIGNMENTS }),
    'GET /api/team': TEAM,
    'PATCH /api/leads/42': { status: 200, body: { success: true, lead: { ...LEAD, assignedTo: 'sam', version: 4 } } },
  });
  const card = await screen.findByRole('region', { name: 'Assignments' });
  const select = within(card).getByRole('combobox', { name: 'Assign to' });
  // The one who has it, inactive members and plain users are not offered.
  await within(select).findByRole('option', { name: 'sam' });
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a team member', 'sam']);
  expect(within(card).getByRole('button', { name: 'Assign' })).toBeDisabled();
  await user.selectOptions(select, 'sam');
  await user.type(within(card).getByRole('textbox', { name: 'Why them (optional)' }), 'Knows the owner');
  await user.click(within(card).getByRole('button', { name: 'Assign' }));
  expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ assignedTo: 'sam', assignmentNote: 'Knows the owner', version: 3 });
});
