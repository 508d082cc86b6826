import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { ErrorSummary } from './formAnswer';

// GOV.UK's error summary as the forms use it (issue #43 item 5).
describe('ErrorSummary', () => {
  it('names each summary by its own title when two share a page, and announces each by the alert inside it', () => {
    render(
      <MemoryRouter>
        <ErrorSummary title="Your application has problems" fieldErrors={{ email: 'Enter an e-mail address' }} />
        <ErrorSummary title="Could not check this place" description="Try a ZIP code." />
      </MemoryRouter>,
    );
    const first = screen.getByRole('region', { name: 'Your application has problems' });
    const second = screen.getByRole('region', { name: 'Could not check this place' });
    expect(within(first).getByRole('alert')).toHaveTextContent('Enter an e-mail address');
    expect(within(second).getByRole('alert')).toHaveTextContent('Try a ZIP code.');
    const ids = [first, second].map((summary) => summary.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(2);
    for (const summary of [first, second]) expect(summary).not.toHaveAttribute('role', 'alert');
    expect(within(first).getByRole('link', { name: 'Enter an e-mail address' })).toHaveAttribute('href', '#field-email');
  });
});
