import { HOUR_MS } from '../shared/time';
import { promiseReport, promiseReportStart, weekOf } from './promise-report';
import { promisesAfterStatus, promisesAtArrival } from './promises';

describe('the promises report (issue #45)', () => {
  it('weeks start on Monday in the team’s zone', () => {
    expect(weekOf('2027-03-17')).toBe('2027-03-15');
    expect(weekOf('2027-03-15')).toBe('2027-03-15');
    expect(weekOf('2027-03-21')).toBe('2027-03-15');
    // Monday 03:00 UTC is still Sunday in New York: the week before.
    expect(promiseReportStart(new Date('2027-03-15T03:00:00Z'), 'America/New_York')).toBe('2026-12-14');
    expect(promiseReportStart(new Date('2027-03-15T15:00:00Z'), 'America/New_York')).toBe('2026-12-21');
  });

  it('counts per week of arrival and per team member: a kept promise for who kept it, an owed one for the assignee', () => {
    const now = new Date('2027-03-17T13:00:00Z');
    const monday = new Date('2027-03-15T14:00:00Z');
    const lastWeek = new Date('2027-03-10T14:00:00Z');
    const report = promiseReport(
      [
        { createdAt: monday, promises: promisesAfterStatus(promisesAtArrival(monday), 'contacted', new Date(monday.getTime() + 3 * HOUR_MS), 'sam') },
        { createdAt: lastWeek, assignedTo: 'ana', promises: promisesAtArrival(lastWeek) },
        { createdAt: new Date('2026-01-05T14:00:00Z'), promises: promisesAtArrival(new Date('2026-01-05T14:00:00Z')) },
        { createdAt: monday },
      ],
      now,
      'America/New_York',
    );
    expect(report.weeks).toHaveLength(13);
    expect(report.weeks[0]).toMatchObject({ week: '2027-03-15', tallies: { contact: { kept: 1, broken: 0, open: 0 }, review: { kept: 0, broken: 0, open: 1 } } });
    expect(report.weeks[1]).toMatchObject({ week: '2027-03-08', tallies: { contact: { kept: 0, broken: 1, open: 0 }, review: { kept: 0, broken: 1, open: 0 } } });
    expect(report.members.map((m) => [m.member, m.tallies.contact, m.tallies.review])).toEqual([
      ['ana', { kept: 0, broken: 1, open: 0 }, { kept: 0, broken: 1, open: 0 }],
      ['sam', { kept: 1, broken: 0, open: 0 }, { kept: 0, broken: 0, open: 0 }],
      ['unassigned', { kept: 0, broken: 0, open: 0 }, { kept: 0, broken: 0, open: 1 }],
    ]);
  });
});
