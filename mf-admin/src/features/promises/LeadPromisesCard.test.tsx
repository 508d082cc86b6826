import { render, screen, within } from '@testing-library/react';
import { LeadPromisesCard } from './LeadPromisesCard';

const HOUR_MS = 3600_000;
const arrived = new Date('2027-03-15T14:00:00Z');
const later = (hours: number) => new Date(arrived.getTime() + hours * HOUR_MS);

describe('a lead’s promises on its page (issue #45)', () => {
  it('says each promise’s state, when it is due at the business, and when it was kept and by whom', () => {
    render(
      <LeadPromisesCard
        now={later(30)}
        timeZone="America/Chicago"
        lead={{ promises: { contact: { startedAt: arrived, dueAt: later(24), keptAt: later(3), keptBy: 'sam' }, review: { startedAt: arrived, dueAt: later(48) } } }}
      />,
    );
    const [call, review] = within(screen.getByRole('list', { name: 'Promises' })).getAllByRole('listitem');
    expect(call).toHaveTextContent('Call within 24 hours Kept');
    expect(call).toHaveTextContent('(Mar 16, 2027, 9:00 AM CDT at the business)');
    expect(call).toHaveTextContent(/Kept .+ by sam/);
    expect(review).toHaveTextContent('Review within 24-48 hours Open');
  });

  it('says when a message sent to the applicant kept the call', () => {
    render(<LeadPromisesCard now={later(30)} lead={{ promises: { contact: { startedAt: arrived, dueAt: later(24), keptAt: later(2), keptBy: 'lee', keptWith: 'message' } } }} />);
    const [call] = within(screen.getByRole('list', { name: 'Promises' })).getAllByRole('listitem');
    expect(call).toHaveTextContent(/Kept .+ by lee, with a message sent to the applicant$/);
  });

  it('says so when the lead arrived before promises were clocked', () => {
    render(<LeadPromisesCard lead={{}} />);
    expect(screen.getByRole('region', { name: 'Promises' })).toHaveTextContent('This lead arrived before promises were clocked.');
  });
});
