import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import RemoteRoutes from '../../Routes';

describe('Partnership process page', () => {
  it('shows the five steps in order with their durations (product.md §2)', async () => {
    renderWithProviders(<RemoteRoutes />, '/partnership-process');
    await screen.findByRole('heading', { level: 1, name: 'Partnership Process' });
    const steps = within(screen.getByRole('list', { name: 'Partnership timeline' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    const read = steps.map((li) => [within(li).getByRole('heading').textContent, within(li).getByTestId('process-duration').textContent]);
    expect(read).toEqual([
      ['Step 1: Submit Application', '5 minutes'],
      ['Step 2: Qualification Review', '24-48 hours'],
      ['Step 3: Site Evaluation', '1-2 weeks'],
      ['Step 4: Installation & Setup', '2-4 hours'],
      ['Step 5: Partnership Active', 'ongoing'],
    ]);
  });

  it('links to the application, contact and ROI calculator', async () => {
    renderWithProviders(<RemoteRoutes />, '/partnership-process');
    await screen.findByRole('heading', { level: 1, name: 'Partnership Process' });
    expect(screen.getByRole('link', { name: 'Start Your Application' })).toHaveAttribute('href', '/partnership-application');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Calculate Your ROI' })).toHaveAttribute('href', '/roi-calculator');
  });
});
