import { screen, within } from '@testing-library/react';
import { BRAND_NAME, languagesOfPage, menuLabelIn, pageMetaSchema, menuEntrySchema } from '@powernest/domain';
import { EN } from './i18n/en-US';
import { renderInSpanish } from './i18n/renderInSpanish';
import { renderWithProviders } from '../../app-config/jest/renderWithProviders';
import { ABOUT_PAGE, HOME_PAGE, REMOTE_PAGES, SERVICES_PAGE, TESTIMONIALS_PAGE } from './pages';
import RemoteRoutes from './Routes';

// The four translated pages at their Spanish address (/es + path, issue #30).

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  // A missing Spanish text would show English and be reported: none may be.
  expect(warn.mock.calls.filter(([message]) => String(message).startsWith('[i18n]'))).toEqual([]);
  warn.mockRestore();
});

describe('the page manifest', () => {
  it('offers the four pages and their menu entries in Spanish, Contact in English only', () => {
    for (const page of REMOTE_PAGES.pages) expect(pageMetaSchema.safeParse(page).success).toBe(true);
    for (const entry of REMOTE_PAGES.menu) expect(menuEntrySchema.safeParse(entry).success).toBe(true);
    expect(REMOTE_PAGES.pages.filter((page) => languagesOfPage(page).includes('es-US')).map((page) => page.path)).toEqual(['/', '/about', '/services', '/testimonials']);
    expect(REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US'))).toEqual(['Inicio', 'Nosotros', 'Servicios', 'Casos de éxito', 'Get Started']);
  });
});

describe('inicio (/es)', () => {
  it('has the Spanish hero, cards, claims and the value panel, its links under /es but Contact in English', () => {
    renderInSpanish(<RemoteRoutes />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Energía para Estados Unidos' })).toBeInTheDocument();
    expect(screen.getByText('Cero costo, cero responsabilidad')).toBeInTheDocument();
    for (const card of ['Cero costo', 'Cero responsabilidad', 'Soporte completo']) expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    expect(screen.getByText('Revisamos su solicitud en 24-48 horas y nos comunicamos con usted en menos de 24 horas')).toBeInTheDocument();
    expect(screen.getByText('Puede terminar la alianza cuando quiera, con 30 días de aviso y sin penalización')).toBeInTheDocument();
    expect(screen.getByText('$4,000+ GRATIS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más información sobre PowerNest' })).toHaveAttribute('href', '/es/about');
    expect(screen.getByRole('link', { name: 'Solicite en 5 minutos' })).toHaveAttribute('href', '/es/partnership-application');
    // Contact is English only: a plain link to its English page, not /es/contact.
    const contact = screen.getByRole('link', { name: 'Obtenga kioscos GRATIS' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact).toHaveAttribute('hreflang', 'en-US');
    expect(screen.getByRole('img', { name: /kiosco de carga PowerNest/ })).toBeInTheDocument();
  });
});

describe('nosotros (/es/about)', () => {
  it('has its Spanish sections and commitments', async () => {
    renderInSpanish(<RemoteRoutes />, '/about');
    await screen.findByRole('heading', { level: 1, name: 'Sobre PowerNest' });
    for (const title of ['Quiénes somos', 'Nuestra misión', 'Nuestro compromiso', 'Una alianza de confianza']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/No estamos afiliados a ningún fabricante/)).toBeInTheDocument();
    expect(screen.getByText('Atención personalizada, un negocio a la vez')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /fachada de un pequeño negocio/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtenga kioscos GRATIS' })).toHaveAttribute('href', '/contact');
  });
});

describe('servicios (/es/services)', () => {
  it('has the Spanish cards, program and the values formatted for es-US', async () => {
    renderInSpanish(<RemoteRoutes />, '/services');
    await screen.findByRole('heading', { level: 1, name: 'Nuestros servicios' });
    for (const card of ['Kioscos GRATIS', 'Instalación', 'Mantenimiento', 'Cobertura de responsabilidad civil', 'Programa de alianza sin costo', 'Beneficios de la alianza']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText('Instalación profesional, con un valor habitual de $500, realizada en 2-4 horas sin costo para usted.')).toBeInTheDocument();
    expect(screen.getByText('Valor del equipo: $3,000-$5,000')).toBeInTheDocument();
    expect(screen.getByText('Total: $4,000+ GRATIS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicite ahora' })).toHaveAttribute('href', '/es/partnership-application');
  });
});

describe('casos de éxito (/es/testimonials)', () => {
  it('has the Spanish stories, stats and links', async () => {
    renderInSpanish(<RemoteRoutes />, '/testimonials');
    await screen.findByRole('heading', { level: 1, name: 'Casos de éxito' });
    const cafe = screen.getByRole('article', { name: 'Historia de Café Solana' });
    expect(within(cafe).getByText('Restaurante/Cafetería')).toBeInTheDocument();
    expect(within(cafe).getByText('Kiosco instalado en marzo de 2026')).toBeInTheDocument();
    expect(within(cafe).getByRole('list', { name: 'Resultados' })).toBeInTheDocument();
    expect(within(cafe).getByRole('img', { name: 'Calificación: 5 de 5' })).toBeInTheDocument();
    expect(screen.getByText('99.8%')).toBeInTheDocument();
    expect(screen.getByText('de disponibilidad')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Restaurantes y cafeterías' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar ubicaciones' })).toHaveAttribute('href', '/es/find-locations');
    expect(screen.getByRole('link', { name: 'Calcule su retorno de inversión' })).toHaveAttribute('href', '/es/roi-calculator');
  });
});

/** A message's literal runs between its ICU arguments: "Apply in {applyIn}" -> ["Apply in "]. */
function literalRuns(message: string): string[] {
  const runs = [''];
  let depth = 0;
  for (const char of message) {
    if (char === '{') depth += 1;
    if (depth === 0) runs[runs.length - 1] += char;
    else if (char === '{' && depth === 1) runs.push('');
    if (char === '}') depth -= 1;
  }
  return runs;
}

/** Names that read the same in both languages: the brand, the partners' businesses and people. */
const NAMES = new RegExp(`${BRAND_NAME}|Café Solana|Northside Outfitters|Lakeview Family Clinic|Harborview Inn|Russo Auto Care|Glow Beauty Studio`, 'g');

/** Every English text of three words or more that a catalogue message holds. */
const ENGLISH = Object.entries(EN).flatMap(([id, message]) =>
  literalRuns(message)
    .map((run) => run.replace(NAMES, ' ').replace(/\s+/g, ' ').trim())
    .filter((run) => run.split(' ').filter((word) => /[A-Za-z]/.test(word)).length >= 3)
    .map((run) => ({ id, run })),
);

/** The English texts among what a visitor of the rendered page reads or hears: its text, and its parts' labels and alt texts. */
function englishIn(container: HTMLElement) {
  const attributes = [...container.querySelectorAll('[aria-label], [alt], [title]')].flatMap((e) => ['aria-label', 'alt', 'title'].map((a) => e.getAttribute(a) ?? ''));
  const rendered = [container.textContent, ...attributes].join('\n').replace(/\s+/g, ' ');
  return ENGLISH.filter(({ run }) => rendered.includes(run));
}

describe('no English left on a Spanish page', () => {
  it.each([HOME_PAGE, ABOUT_PAGE, SERVICES_PAGE, TESTIMONIALS_PAGE].map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    const { container } = renderInSpanish(<RemoteRoutes />, page.path);
    await screen.findByRole('heading', { level: 1, name: page.translations['es-US'].heading });
    expect(englishIn(container)).toEqual([]);
  });

  it('finds it on the English page (the check itself works)', () => {
    const { container } = renderWithProviders(<RemoteRoutes />, '/');
    expect(englishIn(container).map(({ id }) => id)).toEqual(expect.arrayContaining(['home.tagline', 'home.zeroCost.text', 'offer.claim.review', 'home.kioskImage']));
  });
});
