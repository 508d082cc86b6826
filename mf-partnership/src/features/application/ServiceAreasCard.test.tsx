// "Now serving …" beside the application (issue #44), from the areas the API lists, in the page's language.
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import { ServiceAreasCard } from './ServiceAreasCard';

const AREAS = [
  { areaName: 'Boise', state: 'ID', city: 'Boise', kind: 'city', status: 'active' },
  { areaName: 'Austin Metro', state: 'TX', city: 'Austin', kind: 'city', status: 'active' },
  { areaName: 'Denver Metro', state: 'CO', city: 'Denver', kind: 'city', status: 'coming-soon', launchDate: '2027-03-01' },
];

/** The card with a cache of its own: each test's answer is asked for. */
const card = (
  <SWRConfig value={{ provider: () => new Map() }}>
    <ServiceAreasCard />
  </SWRConfig>
);

function answer(areas: object[]) {
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string) => (url === '/api/service-areas' ? { ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ success: true, areas }) } : { ok: false, status: 404, statusText: '', text: async () => '{}' })),
  });
}

it('names the areas served and those coming, with their dates', async () => {
  answer(AREAS);
  renderWithProviders(card, '/partnership-application');
  expect(await screen.findByRole('heading', { name: 'Where PowerNest serves' })).toBeInTheDocument();
  expect(screen.getByText('Now serving Boise (ID) and Austin Metro (TX).')).toBeInTheDocument();
  expect(screen.getByText('Coming soon: Denver Metro (CO), March 1, 2027.')).toBeInTheDocument();
});

it('says it in Spanish on the Spanish page', async () => {
  answer(AREAS);
  renderWithProviders(card, '/partnership-application', { language: 'es-US' });
  expect(await screen.findByText('Ya damos servicio en Boise (ID) y Austin Metro (TX).')).toBeInTheDocument();
  expect(screen.getByText('Próximamente: Denver Metro (CO), 1 de marzo de 2027.')).toBeInTheDocument();
});

it('shows nothing while there are no areas', async () => {
  answer([]);
  renderWithProviders(card, '/partnership-application');
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Where PowerNest serves' })).not.toBeInTheDocument());
});
