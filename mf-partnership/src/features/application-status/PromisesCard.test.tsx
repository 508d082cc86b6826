import { screen, within } from '@testing-library/react';
import { renderInSpanish, renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import RemoteRoutes from '../../Routes';
import { application, serve, statusApi } from '../../testing/applicationStatusFixtures';

// The offer's promises on the applicant's page (issue #45): named, in their language and their
// business's time zone (Chicago here), kept or honestly missed.
const promises = [
  // Applied Friday Nov 27 9:00 AM CST; called 3 hours later.
  { kind: 'contact', dueAt: '2026-11-28T15:00:00.000Z', keptAt: '2026-11-27T18:02:00.000Z', state: 'kept' },
  { kind: 'review', dueAt: '2026-11-29T15:00:00.000Z', state: 'broken' },
  { kind: 'siteVisit', dueAt: '2026-12-11T15:00:00.000Z', state: 'open' },
];
let token = 0;
const open = (language: 'en-US' | 'es-US') => {
  const t = `tok_promises_${++token}`;
  serve(statusApi({ ...application, promises }, t));
  (language === 'es-US' ? renderInSpanish : renderWithProviders)(<RemoteRoutes />, `/application-status/${t}`);
};
const items = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);

describe('the applicant’s promises (issue #45)', () => {
  it('in English: the call kept with its time, a missed review said plainly, the visit still to come', async () => {
    open('en-US');
    const region = await screen.findByRole('region', { name: 'Our promises to you' });
    expect(items(region)).toEqual([
      'KeptWe promised to call you by Saturday, November 28, 2026 at 9:00 AM CST. We called on Friday, November 27, 2026 at 12:02 PM CST.',
      'MissedWe promised to review your application by Sunday, November 29, 2026 at 9:00 AM CST. We did not keep this promise. We are sorry; if we have not reached you yet, please call us.',
      'In progressWe will visit your site by Friday, December 11, 2026 at 9:00 AM CST.',
    ]);
  });

  it('in Spanish, every word and date', async () => {
    open('es-US');
    const region = await screen.findByRole('region', { name: 'Nuestras promesas' });
    const [call, review] = items(region);
    expect(call).toBe('CumplidaPrometimos llamarle a más tardar el sábado, 28 de noviembre de 2026, 9:00 a.m. CST. Le llamamos el viernes, 27 de noviembre de 2026, 12:02 p.m. CST.');
    expect(review).toContain('No cumplimos esta promesa.');
  });

  it('a call promise kept by a message of the team says it was written, not called, in both languages', async () => {
    const t = `tok_promises_${++token}`;
    serve(statusApi({ ...application, promises: [{ ...promises[0], keptWith: 'message' }] }, t));
    renderWithProviders(<RemoteRoutes />, `/application-status/${t}`);
    expect(items(await screen.findByRole('region', { name: 'Our promises to you' }))).toEqual([
      'KeptWe promised to call you by Saturday, November 28, 2026 at 9:00 AM CST. We wrote to you on Friday, November 27, 2026 at 12:02 PM CST.',
    ]);
  });

  it('en español, el mensaje: «Le escribimos»', async () => {
    const t = `tok_promises_${++token}`;
    serve(statusApi({ ...application, promises: [{ ...promises[0], keptWith: 'message' }] }, t));
    renderInSpanish(<RemoteRoutes />, `/application-status/${t}`);
    const [call] = items(await screen.findByRole('region', { name: 'Nuestras promesas' }));
    expect(call).toBe('CumplidaPrometimos llamarle a más tardar el sábado, 28 de noviembre de 2026, 9:00 a.m. CST. Le escribimos el viernes, 27 de noviembre de 2026, 12:02 p.m. CST.');
  });
});
