import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, COVERAGE_MESSAGES, LEAD_MESSAGES, LEAD_TEXTS, MAP_LEGEND_OPTIONS, languagesOfPage, menuLabelIn } from '@powernest/domain';
import { FORM_ID_FIELD } from '@powernest/shared-ui';
import { formatMessage } from '@powernest/shared-ui/i18n';
import { failOnMissingTexts } from '../../app-config/jest/i18nHooks';
import { EN } from './i18n/en-US';
import { LIST_PAGE_SIZE } from './data/usePartners';
import { REMOTE_PAGES } from './pages';
import { mountMapPopup } from './testing/locatorMapStandIn';
import { COVERAGE_ANSWERS, MANY, REFUSED_NOTICE, SIGNED_UP_DATA, locatorApiForEachTest, renderLocator, renderLocatorInSpanish as renderPage, spanishWaitingListSubmission as submission } from './testing/locatorFixtures';

// The locator at its Spanish address, /es/find-locations (issue #30): every part of the page,
// with the network stood in for as the other locator tests do.

// OpenLayers cannot draw in jsdom: the real map card is rendered around a stand-in for the map
// itself, its popup and the "in view" status included.
jest.mock('./features/map/useLocatorMap', () => jest.requireActual('./testing/locatorMapStandIn').locatorMapModule);
mountMapPopup();

failOnMissingTexts();

const api = locatorApiForEachTest();

const heading = () => screen.findByRole('heading', { level: 1, name: 'Encuentre ubicaciones de PowerNest' });

describe('the page manifest', () => {
  it('offers the locator and its menu entry in Spanish', () => {
    expect(REMOTE_PAGES.pages.map((page) => languagesOfPage(page))).toEqual([['en-US', 'es-US']]);
    expect(REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US'))).toEqual(['Ubicaciones']);
  });
});

describe('buscar ubicaciones (/es/find-locations)', () => {
  it('has the Spanish hero, filters, count, cards and sidebar, its links and forms under /es', async () => {
    renderPage('/find-locations?view=list');
    await heading();
    expect(screen.getByText('Negocios cerca de usted ofrecen estaciones de carga GRATIS para sus clientes.')).toBeInTheDocument();
    for (const name of ['Buscar la más cercana', 'Usar mi ubicación']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregue su negocio' })).toHaveAttribute('href', '/es/partnership-application');

    const filters = screen.getByRole('search');
    expect(filters).toHaveAttribute('action', '/es/find-locations');
    expect(within(filters).getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Negocio o ciudad');
    expect(within(filters).getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Todos los estados');
    const types = within(filters).getByRole('combobox', { name: 'Tipo de negocio' });
    expect(within(types).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos los tipos de negocio',
      ...Object.values(LEAD_TEXTS['es-US'].options.businessType),
    ]);
    expect(within(filters).getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByText('Se encontraron 4 ubicaciones')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Seattle Beans' });
    expect(within(card).getByText('Hotel/Hospedaje')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('button', { name: 'Ver en el mapa' })).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Sobre la red' });
    expect(within(sidebar).getByRole('link', { name: 'Sugerir una ubicación' })).toHaveAttribute('href', '/es/contact');
    expect(within(sidebar).getByRole('link', { name: 'Quiero ser socio' })).toHaveAttribute('href', '/es/partnership-application');
    expect(within(sidebar).getByText('Socios en total')).toBeInTheDocument();
    expect(within(sidebar).getByRole('list', { name: 'Leyenda del mapa' }).textContent).toContain('Restaurante/Cafetería');
    expect(screen.getByRole('form', { name: '¿Hay un kiosco de carga cerca de usted?' })).toHaveAttribute('action', '/es/find-locations');
  });

  it('counts the filtered results in Spanish', async () => {
    renderPage('/find-locations?q=seattle&view=list');
    expect(await screen.findByText('Se encontró 1 ubicación que coincide con su búsqueda')).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters with a link under /es', async () => {
    renderPage('/find-locations?q=nada+parecido&view=list');
    expect(await screen.findByRole('heading', { name: 'No se encontraron ubicaciones' })).toBeInTheDocument();
    expect(screen.getByText('Se encontraron 0 ubicaciones que coinciden con su búsqueda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Borrar filtros' })).toHaveAttribute('href', '/es/find-locations?view=list');
  });

  it('pages the list with Spanish page links', async () => {
    api.partners = MANY;
    renderPage('/find-locations?view=list');
    expect(await screen.findByText(`Mostrando 1–${LIST_PAGE_SIZE} de ${MANY.length}`)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pages).getByRole('link', { name: 'Ir a la página 2' })).toHaveAttribute('href', '/es/find-locations?view=list&page=2');
    expect(within(pages).getByRole('link', { name: 'Ir a la página siguiente' })).toBeInTheDocument();
  });

  it('says in Spanish that the partners could not be loaded', async () => {
    api.failing = true;
    renderPage();
    expect(await screen.findByText('No pudimos cargar las ubicaciones')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('has the map card, its buttons, its status and a partner\'s popup in Spanish', async () => {
    renderPage('/find-locations?partner=b');
    const map = await screen.findByRole('application', { name: 'Mapa de las ubicaciones de nuestros socios' });
    expect(screen.getByRole('heading', { name: 'Mapa interactivo' })).toBeInTheDocument();
    for (const name of ['Mostrar mi ubicación', 'Ver todas']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const layers = screen.getByRole('group', { name: 'Capa del mapa' });
    expect(within(layers).getAllByRole('button').map((b) => b.textContent)).toEqual(['Satélite', 'Calles', 'Relieve']);
    expect(document.getElementById(map.getAttribute('aria-describedby')!)).toHaveTextContent('3 ubicaciones de socios en esta vista: 1 marcador y 1 grupo');
    const popup = await screen.findByRole('dialog', { name: 'Seattle Beans' });
    expect(within(popup).getByText('Hotel/Hospedaje')).toBeInTheDocument();
    expect(within(popup).getByText('Contacto: Ana Ruiz')).toBeInTheDocument();
    for (const name of ['Llamar', 'Correo']) expect(within(popup).getByRole('link', { name })).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});

describe('the coverage check in Spanish', () => {
  it('answers a covered place, worded from the answer, in es-US miles', async () => {
    api.serve(COVERAGE_ANSWERS.covered);
    renderPage(`/find-locations?place=${encodeURIComponent('Austin, TX')}`);
    expect(await screen.findByText('Buenas noticias: hay un socio de PowerNest a 1 milla de Austin, TX.')).toBeInTheDocument();
  });

  it('answers a place without a partner, offers the waiting list and confirms a sign-up in Spanish', async () => {
    api.serve({ ...COVERAGE_ANSWERS.notCovered, ...COVERAGE_ANSWERS.joined });
    const user = userEvent.setup();
    renderPage('/find-locations?place=59801');
    expect(
      await screen.findByText('Todavía no hay ningún socio de PowerNest a menos de 25 millas de Missoula, MT. El más cercano está a 1,212.5 millas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sea el primer socio en Missoula, MT' })).toHaveAttribute('href', '/es/partnership-application?location=Missoula%2C%20MT');
    const form = screen.getByRole('form', { name: 'Avísenme cuando haya uno' });
    expect(form).toHaveAttribute('action', '/es/find-locations');
    expect(form.querySelector('input[type="hidden"][name="language"]')).toHaveValue('es-US');
    await user.type(within(form).getByRole('textbox', { name: /^Correo electrónico/ }), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Unirme a la lista de espera' }));
    expect(await screen.findByText('Ya está en la lista de espera de Missoula, MT. Le avisaremos por correo electrónico cuando haya un socio en su zona.')).toBeInTheDocument();
    expect(screen.getByText('Lista de espera')).toBeInTheDocument();
  });

  it('answers a coming-soon area in Spanish, its launch date written the Spanish way (issue #44)', async () => {
    const missoula = COVERAGE_ANSWERS.notCovered['GET /api/coverage?place=59801'][1];
    api.serve({ 'GET /api/coverage?place=59801': [200, { ...missoula, outcome: 'coming-soon', serviceArea: { areaName: 'Western Montana', status: 'coming-soon', launchDate: '2027-03-01' } }] });
    renderPage('/find-locations?place=59801');
    expect(await screen.findByText('PowerNest llega a Western Montana el 1 de marzo de 2027. Únase a la lista de espera y le avisaremos por correo electrónico cuando abra.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Avísenme cuando haya uno' })).toBeInTheDocument();
  });

  it('words the API\'s refusal of a place in Spanish', async () => {
    api.serve(COVERAGE_ANSWERS.unknownPlace);
    renderPage(`/find-locations?place=${encodeURIComponent('Atlantis, TX')}`);
    expect(await screen.findByText(/^No encontramos ese lugar/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código postal o ciudad' })).toHaveAttribute('aria-invalid', 'true');
  });

  describe('as plain forms (the site server answers with outcomes and English messages; the page words them in Spanish)', () => {
    it('invalid: the summary and the field message in Spanish', async () => {
      api.serve(COVERAGE_ANSWERS.notCovered);
      renderPage('/find-locations', submission({ fieldErrors: { email: LEAD_MESSAGES.email } }));
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
      expect(within(summary).getByRole('link', { name: LEAD_TEXTS['es-US'].required.email })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('sam@');
      const form = screen.getByRole('form', { name: 'Avísenme cuando haya uno' });
      expect(form.querySelector(`input[name="${FORM_ID_FIELD}"]`)).toHaveValue('waiting-list');
    });

    it('sent: the notice named by the checked area, in Spanish', async () => {
      api.serve(COVERAGE_ANSWERS.notCovered);
      renderPage('/find-locations', submission({ outcome: 'sent', values: { place: '59801' }, data: SIGNED_UP_DATA }));
      expect(await screen.findByText('Ya está en la lista de espera de Missoula, MT. Le avisaremos por correo electrónico cuando haya un socio en su zona.')).toBeInTheDocument();
    });

    it('refused: the title in Spanish and the server\'s fallback in Spanish', async () => {
      renderPage('/find-locations', submission({ outcome: 'refused', notice: REFUSED_NOTICE }));
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('No pudimos agregar su correo a la lista de espera');
      expect(summary).toHaveTextContent(LEAD_TEXTS['es-US'].errorFallback);
    });
  });
});

/** Names that read the same in both languages: the brand, the partners and places of the stand-in data. */
const NAMES = new RegExp(`${BRAND_NAME}|Seattle Beans|Denver Gym|Corner Laundry|Hellgate Books|Ana Ruiz|Congress Ave`, 'g');
/** Words the same in Spanish (the domain's "Hotel/Hospedaje", "Fitness/Gimnasio"; "No"). */
const SAME_IN_SPANISH = new Set(['Hotel', 'Fitness', 'No']);

/** Every text a message holds in English, its values written as digits: "Found {count} ..." -> "Found", "locations". */
function englishRuns(message: string): string[] {
  const names = [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map(([, name]) => name!))];
  return [1, 7].flatMap((n) => formatMessage(message, 'en-US', Object.fromEntries(names.map((name) => [name, n]))).split(/\d+(?:[.,]\d+)?/));
}

/** The English texts the page could show: this remote's catalogue, and the domain's words it shows (business types, messages). */
const ENGLISH = [
  ...Object.entries(EN).map(([id, message]) => ({ id, message })),
  ...Object.entries(LEAD_TEXTS['en-US'].options.businessType).map(([value, message]) => ({ id: `domain businessType ${value}`, message })),
  ...MAP_LEGEND_OPTIONS.map(({ value, label }) => ({ id: `domain legend ${value}`, message: label })),
  { id: 'domain email', message: LEAD_MESSAGES.email },
  { id: 'domain fallback', message: LEAD_TEXTS['en-US'].errorFallback },
].flatMap(({ id, message }) =>
  [...new Set(englishRuns(message).map((run) => run.replace(NAMES, ' ').replace(/\s+/g, ' ').trim()))]
    .filter((run) => /[A-Za-z]/.test(run) && !SAME_IN_SPANISH.has(run))
    .map((run) => ({ id, run, pattern: new RegExp(`(?<![\\p{L}])${run.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u') })),
);

/** The English texts among what a visitor of the rendered page reads or hears: its text, and its parts' labels, tips and placeholders. */
function englishIn(root: HTMLElement) {
  const names = ['aria-label', 'alt', 'title', 'placeholder'];
  const attributes = [...root.querySelectorAll(names.map((a) => `[${a}]`).join(', '))].flatMap((e) => names.map((a) => e.getAttribute(a) ?? ''));
  // Text node by node: the page's texts run together in textContent ("…use.Find Nearest").
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const rendered = [...texts, ...attributes].map((text) => text.replace(NAMES, ' ').replace(/\s+/g, ' ')).join('\n');
  return ENGLISH.filter(({ pattern }) => pattern.test(rendered)).map(({ id, run }) => `${id}: ${run}`);
}

describe('no English left on the Spanish page', () => {
  it.each([
    ['the list', '/find-locations?view=list', undefined],
    ['the map and a popup', '/find-locations?partner=b', undefined],
    ['no results', '/find-locations?q=nada+parecido', undefined],
    ['a place without a partner and the waiting list', '/find-locations?place=59801', undefined],
    ['a refused sign-up', '/find-locations', { outcome: 'invalid', values: { place: '59801', email: '' }, fieldErrors: { email: COVERAGE_MESSAGES.emailRequired } }],
  ] as const)('%s', async (_name, path, formSubmission) => {
    api.serve(COVERAGE_ANSWERS.notCovered);
    renderPage(path, formSubmission && submission(formSubmission));
    await heading();
    await waitFor(() => expect(screen.queryByText(/^Cargando/)).not.toBeInTheDocument());
    await screen.findAllByRole('heading', { level: 3 });
    if (path.includes('place') || formSubmission) await screen.findByRole('form', { name: 'Avísenme cuando haya uno' });
    if (path.includes('partner')) await screen.findByRole('dialog');
    expect(englishIn(document.body)).toEqual([]);
  });

  it('the page links and a place the API does not know', async () => {
    api.partners = MANY;
    api.serve(COVERAGE_ANSWERS.unknownPlace);
    renderPage(`/find-locations?view=list&place=${encodeURIComponent('Atlantis, TX')}`);
    await screen.findByRole('navigation', { name: 'Páginas de resultados' });
    await screen.findByText(/^No encontramos ese lugar/);
    expect(englishIn(document.body)).toEqual([]);
  });

  it('the load error', async () => {
    api.failing = true;
    renderPage();
    await screen.findByRole('button', { name: 'Reintentar' });
    expect(englishIn(document.body)).toEqual([]);
  });

  it('finds it on the English page (the check itself works)', async () => {
    renderLocator('/find-locations?partner=b');
    await screen.findByText('Found 4 locations');
    await screen.findByRole('dialog');
    expect(englishIn(document.body)).toStrictEqual(
      expect.arrayContaining(['page.intro: Businesses near you offer FREE charging stations for customer use.', 'results.found: Found', 'map.inView: partner locations in this view:', 'popup.call: Call', 'domain legend automotive: Auto']),
    );
  });
});
