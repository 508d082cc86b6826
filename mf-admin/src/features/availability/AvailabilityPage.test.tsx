import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, openPage } from '../../test/harness';

const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];
const DEFAULT = {
  weeklyHours: { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE, sat: [], sun: [] },
  blockedDates: ['2027-12-24'],
  visitsPerSlot: 1,
};
const URL = '/api/admin/availability';
const answer = (availability: object = DEFAULT, isDefault = true) => ({ status: 200, body: { success: true, availability, isDefault } });

describe('the availability page (/admin/availability)', () => {
  it('shows the hours, edits them and says "Saved" only once the API answered 200', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const api = openPage('/admin/availability', {
      [`GET ${URL}`]: answer(),
      [`PUT ${URL}`]: (body) => new Promise((resolve) => (release = () => resolve(answer(body as object, false)))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
    expect(screen.getByText('The default hours: nobody has set any yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Availability' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('group', { name: 'Saturday' })).getByText('Closed')).toBeInTheDocument();

    // Saturday morning, Monday's hours shortened, a second Monday range removed again.
    await user.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    const satFrom = screen.getByRole('textbox', { name: 'Saturday, hours 1: from' });
    const satTo = screen.getByRole('textbox', { name: 'Saturday, hours 1: to' });
    await user.clear(satFrom);
    await user.type(satFrom, '10:00');
    await user.clear(satTo);
    await user.type(satTo, '12:00');
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(screen.getByRole('textbox', { name: 'Monday, hours 2: from' })).toHaveValue('17:00');
    await user.click(screen.getByRole('button', { name: 'Remove Monday hours 2' }));
    expect(screen.queryByRole('textbox', { name: 'Monday, hours 2: from' })).not.toBeInTheDocument();
    // A blocked date added, another removed; two visits per slot.
    await user.type(screen.getByLabelText('Date to block'), '2027-11-25');
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    await user.click(screen.getByRole('button', { name: 'Unblock 2027-12-24' }));
    const perSlot = screen.getByRole('textbox', { name: 'Visits per slot' });
    await user.clear(perSlot);
    await user.type(perSlot, '2');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', URL)[0]!.body).toEqual({
      weeklyHours: { ...DEFAULT.weeklyHours, sat: [{ start: '10:00', end: '12:00' }] },
      blockedDates: ['2027-11-25'],
      visitsPerSlot: 2,
    });
    release!();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('The hours applicants book site visits in')).toBeInTheDocument();
    // Any edit after it: no longer "Saved".
    await user.click(screen.getByRole('button', { name: 'Add hours on Sunday' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows the API’s field errors at their fields, and no "Saved"', async () => {
    const user = userEvent.setup();
    openPage('/admin/availability', {
      [`GET ${URL}`]: answer(),
      [`PUT ${URL}`]: {
        status: 400,
        body: {
          success: false,
          error: 'Times are HH:MM on the 24-hour clock (00:00 to 24:00)',
          fieldErrors: {
            'weeklyHours.tue.0.start': 'Times are HH:MM on the 24-hour clock (00:00 to 24:00)',
            'weeklyHours.wed': 'The ranges of a day must not overlap',
            visitsPerSlot: 'Visits per slot must be a whole number from 1 to 20',
          },
        },
      },
    });
    const tueFrom = await screen.findByRole('textbox', { name: 'Tuesday, hours 1: from' });
    await user.clear(tueFrom);
    await user.type(tueFrom, '9:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The hours were not saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tuesday, hours 1: from' })).toHaveAccessibleDescription('Times are HH:MM on the 24-hour clock (00:00 to 24:00)');
    expect(within(screen.getByRole('group', { name: 'Wednesday' })).getByRole('alert')).toHaveTextContent('The ranges of a day must not overlap');
    expect(screen.getByRole('textbox', { name: 'Visits per slot' })).toHaveAccessibleDescription('Visits per slot must be a whole number from 1 to 20');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows the hours read-only to a role that may not change them', async () => {
    openPage('/admin/availability', { [`GET ${URL}`]: answer() }, { ...ADMIN_CHECK, isAdmin: false, user: { username: 'sam', role: 'sales_admin', mustChangePassword: false } });
    expect(await screen.findByText('Only admins change the hours, blocked dates and visits per slot.')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Monday, hours 1: from' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
  it('takes the date to block from a date input and checks it before it is listed (browser audit #7)', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/availability', { [`GET ${URL}`]: answer() });
    const field = await screen.findByLabelText('Date to block');
    expect(field).toHaveAttribute('type', 'date');
    const blocked = () => within(screen.getByRole('list', { name: 'Blocked dates' })).getAllByRole('listitem').map((li) => li.firstChild!.textContent);

    // What the audit typed: not a date the input takes, so nothing is listed and the field says why.
    await user.type(field, '12/03/2026');
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(field).toHaveAccessibleDescription('Pick a full date to block (day, month and year)');
    expect(blocked()).toEqual(['2027-12-24']);

    // The date already blocked: said, not listed twice.
    await user.clear(field);
    await user.type(field, '2027-12-24');
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(field).toHaveAccessibleDescription('2027-12-24 is already blocked');

    await user.clear(field);
    await user.type(field, '2027-11-25');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Block date' }));
    expect(blocked()).toEqual(['2027-11-25', '2027-12-24']);
    expect(field).toHaveValue('');
    expect(api.callsTo('PUT', URL)).toHaveLength(0);
  });
});
