import { screen, within } from '@testing-library/react';
import { openPage } from '../../test/harness';

const tally = (kept: number, broken: number, open: number) => ({ kept, broken, open });
const none = { contact: tally(0, 0, 0), review: tally(0, 0, 0), siteVisit: tally(0, 0, 0) };

describe('the promises report (issue #45)', () => {
  it('shows per week (from Monday) and per team member what was kept, broken and open', async () => {
    openPage('/admin/promises', {
      'GET /api/analytics/promises/report': {
        status: 200,
        body: {
          success: true,
          timeZone: 'America/New_York',
          weeks: [
            { week: '2027-03-15', tallies: { contact: tally(8, 2, 1), review: tally(5, 0, 3), siteVisit: tally(0, 0, 0) } },
            { week: '2027-03-08', tallies: none },
          ],
          members: [
            { member: 'sam', tallies: { ...none, contact: tally(8, 1, 0) } },
            { member: 'unassigned', tallies: { ...none, contact: tally(0, 1, 1) } },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promises kept' })).toBeInTheDocument();
    const weeks = await screen.findByRole('table', { name: 'Per week' });
    const text = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(text(weeks)).toEqual([
      ['Week of', 'Call within 24 hours', 'Review within 24-48 hours', 'Site visit within 1-2 weeks'],
      ['Mar 15, 2027', '8 kept, 2 broken, 1 open · 80% kept', '5 kept, 0 broken, 3 open · 100% kept', 'none'],
      ['Mar 8, 2027', 'none', 'none', 'none'],
    ]);
    const members = screen.getByRole('table', { name: 'Per team member' });
    expect(text(members).map((row) => row.slice(0, 2))).toEqual([
      ['Team member', 'Call within 24 hours'],
      ['sam', '8 kept, 1 broken, 0 open · 89% kept'],
      ['Unassigned', '0 kept, 1 broken, 1 open · 0% kept'],
    ]);
    expect(screen.getByText('Weeks in America/New_York.')).toBeInTheDocument();
  });
});
