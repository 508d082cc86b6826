import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { ADMIN_CHECK, type FakeResponse, openPage } from '../../test/harness';

// Issue #29 part 7: "Write to the applicant" on the lead's page.
const LEAD = { id: 42, ...SAMPLE_SHORT_LEAD, status: 'contacted', createdAt: '2026-11-20T15:00:00.000Z', lastActivityAt: '2026-11-20T15:00:00.000Z', version: 3 };
const leadAnswer = (more: object = {}): FakeResponse => ({ status: 200, body: { success: true, lead: LEAD, emails: [], timeline: [{ at: '2026-11-20T15:00:00.000Z', kind: 'created' }], ...more } });
const TEMPLATES: FakeResponse = {
  status: 200,
  body: {
    success: true,
    to: 'dana@bluedoor.example',
    language: 'en-US',
    templates: [
      { id: 'first-contact', label: 'First contact', subject: 'PowerNest: your charging kiosk for Blue Door Café', text: 'Hi Dana,\n\nMay I call you this week?' },
      { id: 'visit-reminder', label: 'Visit reminder', subject: 'Reminder: your PowerNest site visit', text: 'Hi Dana,\n\nA reminder of the site visit.' },
      { id: 'missing-information', label: 'Missing information', subject: 'PowerNest: a few details', text: 'Hi Dana,\n\nWe need a few details.' },
    ],
  },
};
const sentAnswer = (delivery: string, more: object = {}): FakeResponse => ({
  status: 201,
  body: { success: true, queued: delivery === 'queued' || delivery === 'delivered', email: { id: 'm9', kind: 'team-message', to: 'dana@bluedoor.example', status: delivery === 'queued' ? 'pending' : 'sent', delivery, attempts: delivery === 'queued' ? 0 : 1, ...more } },
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Write to the applicant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Write to the applicant' });
  await within(dialog).findByRole('textbox', { name: /Subject/ });
  return { user, dialog };
}
const subject = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Subject/ });
const text = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Message/ });

describe('writing to the applicant from the lead’s page', () => {
  it('fills the first template, sends it as edited and says it is queued; the page reads the lead again', async () => {
    let sent = false;
    const api = openPage('/admin/leads/42', {
      'GET /api/leads/42': () => leadAnswer(sent ? { timeline: [{ at: '2026-11-20T15:00:00.000Z', kind: 'created' }, { at: '2026-11-22T10:00:00.000Z', kind: 'email', text: 'team-message', to: 'dana@bluedoor.example', by: 'admin', subject: 'About your kiosk', delivery: 'delivered' }] } : {}),
      'GET /api/leads/42/message': TEMPLATES,
      'POST /api/leads/42/message': () => {
        sent = true;
        return sentAnswer('queued');
      },
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('To dana@bluedoor.example, in English: the lead’s language.');
    expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveValue('first-contact');
    expect(subject(dialog)).toHaveValue('PowerNest: your charging kiosk for Blue Door Café');
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nMay I call you this week?');

    await user.clear(subject(dialog));
    await user.type(subject(dialog), 'About your kiosk');
    await user.type(text(dialog), ' Tuesday works for us.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Queued for dana@bluedoor.example');
    expect(dialog).not.toHaveTextContent(/\bsent\b/i);
    expect(api.callsTo('POST', '/api/leads/42/message')[0]!.body).toEqual({ template: 'first-contact', subject: 'About your kiosk', text: 'Hi Dana,\n\nMay I call you this week? Tuesday works for us.' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page read the lead again: the message is on its timeline, with who wrote it and its subject.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    await waitFor(() => expect(timeline).toHaveTextContent('Message from the team to dana@bluedoor.example: “About your kiosk” · Delivered'));
    expect(timeline).toHaveTextContent('admin');
  });

  it('under the log transport says it was recorded only, never sent', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': leadAnswer(), 'GET /api/leads/42/message': TEMPLATES, 'POST /api/leads/42/message': sentAnswer('recorded') });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const outcome = await within(dialog).findByRole('status');
    expect(outcome).toHaveTextContent('Recorded only: the log transport sends nothing. Nothing went to dana@bluedoor.example.');
    expect(outcome).not.toHaveTextContent(/Queued|Delivered/);
  });

  it('another template replaces an untouched text at once, and asks before replacing an edited one', async () => {
    const api = openPage('/admin/leads/42', { 'GET /api/leads/42': leadAnswer(), 'GET /api/leads/42/message': TEMPLATES, 'POST /api/leads/42/message': sentAnswer('delivered') });
    const { user, dialog } = await openDialog();
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    await user.selectOptions(template, 'visit-reminder');
    expect(subject(dialog)).toHaveValue('Reminder: your PowerNest site visit');
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nA reminder of the site visit.');

    await user.type(text(dialog), ' See you Tuesday.');
    await user.selectOptions(template, 'missing-information');
    expect(within(dialog).getByText('Replace your subject and message with the “Missing information” template?')).toBeInTheDocument();
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nA reminder of the site visit. See you Tuesday.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my text' }));
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nA reminder of the site visit. See you Tuesday.');

    await user.selectOptions(template, 'first-contact');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(subject(dialog)).toHaveValue('PowerNest: your charging kiosk for Blue Door Café');
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nMay I call you this week?');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Delivered to dana@bluedoor.example');
    expect(api.callsTo('POST', '/api/leads/42/message')[0]!.body).toMatchObject({ template: 'first-contact' });
  });

  it('a refusal keeps everything typed and shows the server’s reason', async () => {
    let answer: FakeResponse = { status: 429, body: { success: false, error: 'This applicant’s inbox has had 20 messages from the team in the last day, the most allowed.' } };
    const api = openPage('/admin/leads/42', { 'GET /api/leads/42': leadAnswer(), 'GET /api/leads/42/message': TEMPLATES, 'POST /api/leads/42/message': () => answer });
    const { user, dialog } = await openDialog();
    await user.type(text(dialog), ' One more thing.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not sent: This applicant’s inbox has had 20 messages from the team in the last day, the most allowed.');
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nMay I call you this week? One more thing.');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    // A field the server refused: its reason under it, the text still there.
    answer = { status: 400, body: { success: false, error: 'Validation failed', fieldErrors: { subject: 'The subject must be one line, without line breaks' } } };
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('The subject must be one line, without line breaks')).toBeInTheDocument();
    expect(text(dialog)).toHaveValue('Hi Dana,\n\nMay I call you this week? One more thing.');
    expect(api.callsTo('POST', '/api/leads/42/message')).toHaveLength(2);
  });

  it('checks the subject before sending: an empty one is not sent', async () => {
    const api = openPage('/admin/leads/42', { 'GET /api/leads/42': leadAnswer(), 'GET /api/leads/42/message': TEMPLATES });
    const { user, dialog } = await openDialog();
    await user.clear(subject(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a subject')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/leads/42/message')).toHaveLength(0);
  });

  it('is offered only to roles that change leads', async () => {
    openPage('/admin/leads/42', { 'GET /api/leads/42': leadAnswer() }, { ...ADMIN_CHECK, user: { ...ADMIN_CHECK.user, username: 'ana', role: 'analytics_user' } });
    expect(await screen.findByRole('heading', { level: 1, name: LEAD.businessName })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write to the applicant' })).not.toBeInTheDocument();
  });
});
