import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { useText, type Catalogues } from './index';

const EN = { heading: 'Find a partner', count: '{n, plural, one {# partner} other {# partners}} in {state}', only: 'Only in English' } as const;
const CATALOGUES: Catalogues<typeof EN> = { 'en-US': EN, 'es-US': { heading: 'Encuentre un socio', count: '{n, plural, one {# socio} other {# socios}} en {state}' } };

function Page() {
  const t = useText(CATALOGUES);
  return (
    <p>
      {t('heading')} / {t('count', { n: 1200, state: 'TX' })} / {t('only')}
    </p>
  );
}

it('reads the language from the router basename (/es), with ICU plurals and numbers in it', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <MemoryRouter basename="/es" initialEntries={['/es/find-locations']}>
      <Page />
    </MemoryRouter>,
  );
  // A missing Spanish text falls back to English and is reported, never shown as its id.
  expect(screen.getByText('Encuentre un socio / 1200 socios en TX / Only in English'.replace('1200', (1200).toLocaleString('es-US')))).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[i18n] no es-US text for "only": English shown');
  warn.mockRestore();
});

it('is English at the site root', () => {
  render(
    <MemoryRouter initialEntries={['/find-locations']}>
      <Page />
    </MemoryRouter>,
  );
  expect(screen.getByText('Find a partner / 1,200 partners in TX / Only in English')).toBeInTheDocument();
});
