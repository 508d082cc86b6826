import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, LEAD_TEXTS, PAGE_FORM_IDS, languagesOfPage, menuEntrySchema, menuLabelIn, pageMetaSchema } from '@powernest/domain';
import { englishFinder } from '../../app-config/jest/englishLeft';
import { failOnMissingTexts } from '../../app-config/jest/i18nHooks';
import { EN } from './i18n/en-US';
import { renderInSpanish, renderWithProviders } from '../../app-config/jest/renderWithProviders';
import { APPLICATION_PAGE, APPLICATION_STATUS_PAGE, FAQ_PAGE, PROCESS_PAGE, REMOTE_PAGES, ROI_CALCULATOR_PAGE } from './pages';
import RemoteRoutes from './Routes';
import { application, serve, statusApi } from './testing/applicationStatusFixtures';

// Every page of the remote at its Spanish address (/es + path, issue #30).

beforeEach(() => sessionStorage.clear());
failOnMissingTexts();

/** The English of the catalogue on a page (the brand reads the same in both languages). */
const englishIn = englishFinder(EN, new RegExp(BRAND_NAME, 'g'));

// A token per page shown: SWR keeps answers by URL for the whole file.
const TOKEN = 'tok_spanish';
const RECEIVED_TOKEN = 'tok_received';

describe('the page manifest', () => {
  it('offers every page and menu entry in Spanish, at the same slug', () => {
    for (const page of REMOTE_PAGES.pages) {
      expect(pageMetaSchema.safeParse(page).success).toBe(true);
      expect(languagesOfPage(page)).toEqual(['en-US', 'es-US']);
    }
    for (const entry of REMOTE_PAGES.menu) expect(menuEntrySchema.safeParse(entry).success).toBe(true);
    expect(REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US'))).toEqual(['Proceso', 'Solicite ahora', 'Calculadora de retorno (ROI)', 'Preguntas frecuentes']);
  });
});

describe('proceso de alianza (/es/partnership-process)', () => {
  it('has the Spanish timeline with the figures for es-US, its links under /es', async () => {
    renderInSpanish(<RemoteRoutes />, PROCESS_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: 'Proceso de alianza' });
    const steps = within(screen.getByRole('list', { name: 'Etapas de la alianza' })).getAllByRole('listitem');
    expect(steps.map((li) => [within(li).getByRole('heading').textContent, within(li).getByTestId('process-duration').textContent])).toEqual([
      ['Paso 1: Envíe su solicitud', '5 minutos'],
      ['Paso 2: Revisión de requisitos', '24 a 48 horas'],
      ['Paso 3: Evaluación del local', '1 a 2 semanas'],
      ['Paso 4: Instalación y puesta en marcha', '2 a 4 horas'],
      ['Paso 5: Alianza activa', 'Permanente'],
    ]);
    expect(screen.getByText('$4,000+ GRATIS')).toBeInTheDocument();
    expect(screen.getByText('Equipo ($3,000-$5,000) e instalación ($500)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comience su solicitud' })).toHaveAttribute('href', '/es/partnership-application');
    expect(screen.getByRole('link', { name: 'Calcule su retorno de inversión' })).toHaveAttribute('href', '/es/roi-calculator');
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact');
  });
});

describe('preguntas frecuentes (/es/faq)', () => {
  it('has the Spanish questions, chips under /es, the count, and the admin dot to the English admin', async () => {
    const user = userEvent.setup();
    renderInSpanish(<RemoteRoutes />, FAQ_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    expect(screen.getByText('Se muestran las 12 preguntas')).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Filtrar preguntas por categoría' })).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual(['Todas', 'Costo', 'Kioscos', 'Responsabilidad', 'Instalación', 'Alianza']);
    expect(chips[1]).toHaveAttribute('href', '/es/faq?category=cost');
    expect(screen.getByRole('heading', { level: 2, name: '¿De verdad el kiosco de carga es gratis para mi negocio?' })).toBeInTheDocument();
    expect(screen.getByText(/con un valor de \$3,000-\$5,000\) y su instalación profesional \(con un valor de \$500\) se entregan sin costo: un valor de más de \$4,000/)).toBeInTheDocument();
    await user.click(chips[3]);
    expect(await screen.findByText('Se muestran 2 preguntas sobre la responsabilidad')).toBeInTheDocument();
    const admin = screen.getByRole('link', { name: 'Acceso para administradores' });
    expect(admin).toHaveAttribute('href', '/admin/login');
    expect(admin).toHaveAttribute('hreflang', 'en-US');
    expect(screen.getByRole('link', { name: 'Vea el proceso' })).toHaveAttribute('href', '/es/partnership-process');
  });
});

describe('calculadora (/es/roi-calculator)', () => {
  it('has Spanish labels and options, numbers and dollars written for es-US, and the GET form on its Spanish path', async () => {
    renderInSpanish(<RemoteRoutes />, `${ROI_CALCULATOR_PAGE.path}?businessType=retail&dailyCustomers=500&averageSpending=200`);
    await screen.findByRole('heading', { level: 1, name: 'Calculadora de retorno (ROI)' });
    const type = screen.getByRole('combobox', { name: 'Tipo de negocio' });
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Elija su tipo de negocio', 'Restaurante/Cafetería', 'Tienda minorista', 'Oficina/Coworking', 'Hotel/Hospedaje', 'Salud/Clínica', 'Taller mecánico', 'Salón de belleza', 'Gimnasio',
    ]);
    expect(type.closest('form')).toHaveAttribute('action', '/es/roi-calculator');
    expect(screen.getByRole('slider', { name: 'Clientes por día' })).toHaveAttribute('aria-valuetext', '500 clientes por día');
    expect(screen.getByTestId('roi-monthlyBenefit')).toHaveTextContent('$720,000');
    expect(screen.getByTestId('roi-revenueIncrease')).toHaveTextContent('+24%');
    expect(screen.getByTestId('roi-competitiveAdvantage')).toHaveTextContent('Moderada');
    expect(screen.getByTestId('roi-basis')).toHaveTextContent('Con base en 500 clientes al día que gastan $200 en promedio.');
    expect(screen.getByTestId('roi-partnershipValue')).toHaveTextContent('$4,000+ GRATIS');
    expect(screen.getByRole('link', { name: 'Lea casos de éxito' })).toHaveAttribute('href', '/es/testimonials');
  });
});

describe('solicitud (/es/partnership-application)', () => {
  it('walks the four steps in Spanish, with the domain\'s option labels, the title and a plain form that stays under /es', async () => {
    const user = userEvent.setup({ delay: null });
    renderInSpanish(<RemoteRoutes />, APPLICATION_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: 'Solicitud de alianza' });
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Paso 1 de 4: Datos del negocio');
    expect(document.title).toBe('Solicitud de alianza – Paso 1 de 4 | PowerNest');
    const form = screen.getByRole('form');
    expect(form).toHaveAttribute('action', '/es/partnership-application');
    expect(form.querySelector('input[name="language"]')).toHaveValue('es-US');
    const type = screen.getByRole('combobox', { name: 'Tipo de negocio' });
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elija una opción', ...Object.values(LEAD_TEXTS['es-US'].options.businessType)]);
    for (const [title, next] of [['Datos de contacto', 'Siguiente paso'], ['Operación del negocio', 'Siguiente paso'], ['Preferencias de la alianza', 'Siguiente paso']]) {
      await user.click(screen.getByRole('button', { name: next }));
      expect(screen.getByRole('heading', { level: 2, name: title })).toHaveFocus();
    }
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Los beneficios de su alianza' })).toBeInTheDocument();
    expect(screen.getByText('Instalación profesional en 2 a 4 horas, sin costo.')).toBeInTheDocument();
  });

  it('shows the Spanish validation message of a required field left empty, and the Spanish summary', async () => {
    const user = userEvent.setup({ delay: null });
    renderInSpanish(<RemoteRoutes />, APPLICATION_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: 'Solicitud de alianza' });
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Siguiente paso' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.getByTestId('wizard-step')).toHaveTextContent('Paso 1 de 4'));
    const required = LEAD_TEXTS['es-US'].required;
    expect(screen.getAllByText(required.businessName).length).toBeGreaterThan(0);
    const summary = screen.getByTestId('wizard-errors');
    expect(within(summary).getByText('Revise 6 campos')).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toContain(`Paso 2 – Persona de contacto: ${required.contactPerson}`);
  });
});

describe('su solicitud (/es/application-status/:token)', () => {
  it('shows the stage, what comes next, the visit and the times in Spanish, by the stage and not the API\'s English', async () => {
    serve(statusApi(application, TOKEN));
    renderInSpanish(<RemoteRoutes />, `/application-status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa actual: Visita al local programada' })).toBeInTheDocument();
    expect(screen.getByText(/Visitaremos su local en el horario que aparece abajo.*toma 2 a 4 horas/)).toBeInTheDocument();
    const visit = screen.getByRole('region', { name: 'La visita a su local' });
    expect(visit).toHaveTextContent(/martes, 1 de diciembre de 2026, 9:00/);
    expect(within(visit).getByRole('button', { name: 'Cancelar la visita' })).toHaveAttribute('value', 'cancel');
    expect(await screen.findByRole('group', { name: 'martes, 1 de diciembre' })).toBeInTheDocument();
    expect(screen.getByText('2 días más')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar mi visita a este horario' })).toHaveAttribute('value', 'move');
  });

  it('after a move, says the visit changed time, in Spanish (issue #40 §6 and review #14), with no English left', async () => {
    const token = 'tok_moved';
    serve(statusApi(application, token));
    const moved = { form: PAGE_FORM_IDS.visit, path: `/es/application-status/${token}`, values: {}, outcome: 'sent' as const, fieldErrors: {}, notice: { title: 'Your site visit is moved', description: 'We now come on …' }, data: { change: 'moved' } };
    const { container } = renderInSpanish(<RemoteRoutes />, `/application-status/${token}`, { formSubmission: moved });
    await screen.findByRole('region', { name: 'La visita a su local' });
    expect(screen.getByText('La visita a su local cambió de horario')).toBeInTheDocument();
    expect(screen.getByText(/^Ahora visitaremos su local el martes, 1 de diciembre de 2026, 9:00/)).toBeInTheDocument();
    expect(screen.queryByText('La visita a su local está reservada')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Avance de la solicitud' })).getByText('Precalificada')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Cambiar mi visita a este horario' });
    expect(englishIn(container)).toEqual([]);
  });

  it('for a visit the team set without a time, reads "Visita por acordar", never as booked (issue #40 §6)', async () => {
    const token = 'tok_arranging';
    serve(statusApi({ ...application, visit: undefined }, token));
    const { container } = renderInSpanish(<RemoteRoutes />, `/application-status/${token}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Etapa actual: Visita por acordar' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Avance de la solicitud' })).getByText('Visita por acordar').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(/programada/)).not.toBeInTheDocument();
    expect(screen.getByText(/Acordaremos con usted por teléfono el horario de la visita a su local/)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Reservar este horario' });
    expect(englishIn(container)).toEqual([]);
  });

  it('for a wrong link, offers a new one in Spanish', async () => {
    serve({});
    renderInSpanish(<RemoteRoutes />, '/application-status/tok_unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeInTheDocument();
    expect(screen.getByText(/los enlaces funcionan durante 180 días/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Envíenme un enlace nuevo' })).toHaveAttribute('method', 'post');
  });
});

describe('no English left on a Spanish page', () => {
  const pages = [
    [PROCESS_PAGE.path, PROCESS_PAGE.translations['es-US'].heading],
    [FAQ_PAGE.path, FAQ_PAGE.translations['es-US'].heading],
    [`${ROI_CALCULATOR_PAGE.path}?businessType=hotel`, ROI_CALCULATOR_PAGE.translations['es-US'].heading],
    [ROI_CALCULATOR_PAGE.path, ROI_CALCULATOR_PAGE.translations['es-US'].heading],
  ] as const;
  it.each(pages)('%s', async (path, heading) => {
    const { container } = renderInSpanish(<RemoteRoutes />, path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(englishIn(container)).toEqual([]);
  });

  it(`${APPLICATION_PAGE.path}, each of its steps`, async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderInSpanish(<RemoteRoutes />, APPLICATION_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: APPLICATION_PAGE.translations['es-US'].heading });
    for (let step = 1; step <= 4; step++) {
      expect(englishIn(container)).toEqual([]);
      if (step < 4) await user.click(screen.getByRole('button', { name: 'Siguiente paso' }));
    }
  });

  it(`${APPLICATION_STATUS_PAGE.path}, and its wrong-link page`, async () => {
    serve(statusApi({ ...application, stage: 'received', stageLabel: 'Received', visit: undefined }, RECEIVED_TOKEN));
    const first = renderInSpanish(<RemoteRoutes />, `/application-status/${RECEIVED_TOKEN}`);
    await screen.findByRole('heading', { level: 2, name: 'Etapa actual: Recibida' });
    await screen.findByRole('button', { name: 'Reservar este horario' });
    expect(englishIn(first.container)).toEqual([]);
    first.unmount();

    serve({});
    const second = renderInSpanish(<RemoteRoutes />, '/application-status/tok_gone');
    await screen.findByRole('heading', { level: 1, name: 'Este enlace no funciona' });
    expect(englishIn(second.container)).toEqual([]);
  });

  it('finds it on the English page (the check itself works)', async () => {
    const { container } = renderWithProviders(<RemoteRoutes />, FAQ_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: FAQ_PAGE.heading });
    expect(englishIn(container).map(({ id }) => id)).toEqual(expect.arrayContaining(['faq.intro', 'faq.cost-free.question', 'faq.more.text']));
  });
});
