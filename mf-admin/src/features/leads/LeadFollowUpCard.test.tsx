import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_CHANGE_MESSAGES, SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { ADMIN_CHECK, type FakeResponse, openPage, resetToasts } from '../../test/harness';

const LEAD = {
  id: 42,
  ...SAMPLE_SHORT_LEAD,
  status: 'contacted',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastActivityAt: '2026-11-20T15:00:00.000Z',
  version: 3,
};
const answer = (lead: object = LEAD, timeline: object[] = [{ at: '2026-11-20T15:00:00.000Z', kind: 'created' }]): FakeResponse => ({
  status: 200,
  body: { success: true, lead, emails: [], timeline },
});
const card = () => screen.findByRole('region', { name: 'Follow-up' });

beforeEach(() => resetToasts());

describe('the lead page’s follow-up (issue #29)', () => {
  it('saves a date and a note with the version read, and says "Saved" only once the API has answered', async () => {
    const user = userEvent.setup();
    let saved = false;
    let answerPatch: (r: FakeResponse) => void = () => undefined;
    const stored = { ...LEAD, version: 4, followUpAt: '2027-03-12', followUpNote: 'Ask about the second site' };
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () =>
        saved ? answer(stored, [{ at: '2026-11-20T15:00:00.000Z', kind: 'created' }, { at: '2026-11-22T10:00:00.000Z', kind: 'follow-up', by: 'admin', to: '2027-03-12', text: 'Ask about the second site' }]) : answer(),
      'PATCH /api/leads/42': () =>
        new Promise<FakeResponse>((resolve) => {
          answerPatch = resolve;
        }),
    });
    const region = await card();
    await user.type(within(region).getByLabelText('Follow-up date'), '2027-03-12');
    await user.type(within(region).getByRole('textbox', { name: 'What to follow up on' }), 'Ask about the second site');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/leads/42')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ version: 3, followUpAt: '2027-03-12', followUpNote: 'Ask about the second site' });
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled();

    saved = true;
    answerPatch({ status: 200, body: { success: true, lead: stored } });
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByText('Follow-up set for Fri, Mar 12, 2027: Ask about the second site')).toBeInTheDocument();
  });

  it('shows the refusal, on the date when the API names it, and never "Saved"', async () => {
    const user = userEvent.setup();
    openPage('/admin/leads/42', {
      'GET /api/leads/42': answer(),
      'PATCH /api/leads/42': { status: 400, body: { success: false, error: LEAD_CHANGE_MESSAGES.followUpPast, fieldErrors: { followUpAt: LEAD_CHANGE_MESSAGES.followUpPast } } },
    });
    const region = await card();
    await user.type(within(region).getByLabelText('Follow-up date'), '2020-01-01');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(`Not saved: ${LEAD_CHANGE_MESSAGES.followUpPast}`);
    expect(within(region).getByLabelText('Follow-up date')).toHaveAccessibleDescription(LEAD_CHANGE_MESSAGES.followUpPast);
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('clears the date and the note', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': answer({ ...LEAD, followUpAt: '2027-03-12', followUpNote: 'Call back' }),
      'PATCH /api/leads/42': { status: 200, body: { success: true, lead: { ...LEAD, version: 4 } } },
    });
    const region = await card();
    expect(within(region).getByLabelText('Follow-up date')).toHaveValue('2027-03-12');
    await user.click(within(region).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/leads/42')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/leads/42')[0]!.body).toEqual({ version: 3, followUpAt: null, followUpNote: null });
    expect(await within(region).findByText('Saved')).toBeInTheDocument();
  });

  it('is read-only for a role that does not change leads', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': answer({ ...LEAD, followUpAt: '2027-03-12', followUpNote: 'Call back' }) }, { ...ADMIN_CHECK, user: { ...ADMIN_CHECK.user, role: 'operations_admin' } });
    const region = await card();
    expect(region).toHaveTextContent('Fri, Mar 12, 2027');
    expect(region).toHaveTextContent('Call back');
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
