import { visitChangeOf, visitNotice } from './application-status';

// The notice after an applicant's visit form (issue #40 §6): which change it was, never "booked" after a move.
describe('visitNotice', () => {
  const application = { visit: { start: new Date('2026-12-01T15:00:00.000Z'), timeZone: 'America/Chicago' } };

  it('says the visit is moved after a move, booked after a booking, cancelled when none is left', () => {
    expect(visitNotice(application, 'moved')).toEqual({
      title: 'Your site visit is moved',
      description: 'We now come on Tuesday, December 1, 2026 at 9:00 AM CST. You can move or cancel it on this page until 24 hours before.',
    });
    expect(visitNotice(application, 'booked').title).toBe('Your site visit is booked');
    expect(visitNotice({}, 'moved').title).toBe('Your site visit is cancelled');
    expect(visitNotice(application, 'cancelled').title).toBe('Your site visit is cancelled');
  });

  it('reads the change from the button pressed, never from other text', () => {
    expect(['book', 'move', 'cancel', 'Your visit is free', undefined].map(visitChangeOf)).toEqual(['booked', 'moved', 'cancelled', 'booked', 'booked']);
  });
});
