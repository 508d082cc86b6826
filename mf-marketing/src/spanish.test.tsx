import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, LEAD_MESSAGES, LEAD_TEXTS, languagesOfPage, leadSuccessNotice, menuLabelIn, optionsIn, pageMetaSchema, menuEntrySchema } from '@powernest/domain';
import { answerEveryRequest as answer, leadCreatedAnswer } from '../../app-config/jest/apiAnswers';
import { englishFinder } from '../../app-config/jest/englishLeft';
import { failOnMissingTexts } from '../../app-config/jest/i18nHooks';
import { EN } from './i18n/en-US';
import { renderInSpanish, renderWithProviders } from '../../app-config/jest/renderWithProviders';
import { ABOUT_PAGE, CONTACT_PAGE, HOME_PAGE, REMOTE_PAGES, SERVICES_PAGE, TESTIMONIALS_PAGE } from './pages';
import RemoteRoutes from './Routes';

// The five pages at their Spanish address (/es + path, issue #30).

failOnMissingTexts();

describe('the page manifest', () => {
  it('offers every page and its menu entry in Spanish', () => {
    for (const page of REMOTE_PAGES.pages) expect(pageMetaSchema.safeParse(page).success).toBe(true);
    for (const entry of REMOTE_PAGES.menu) expect(menuEntrySchema.safeParse(entry).success).toBe(true);
    expect(REMOTE_PAGES.pages.filter((page) => languagesOfPage(page).includes('es-US')).map((page) => page.path)).toEqual(['/', '/about', '/services', '/contact', '/testimonials', '/privacy']);
    expect(REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US'))).toEqual(['Inicio', 'Nosotros', 'Servicios', 'Casos de éxito', 'Comience ahora']);
  });
});

describe('inicio (/es)', () => {
  it('has the Spanish hero, cards, claims and the value panel, its links under /es', () => {
    renderInSpanish(<RemoteRoutes />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Carga para todo Estados Unidos' })).toBeInTheDocument();
    expect(screen.getByText('Costo cero, riesgo cero')).toBeInTheDocument();
    for (const card of ['Cero costo', 'Cero responsabilidad', 'Soporte completo']) expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    expect(screen.getByText('Revisamos su solicitud en un plazo de 24 a 48 horas y nos comunicamos con usted en menos de 24 horas')).toBeInTheDocument();
    expect(screen.getByText('Puede terminar la alianza cuando quiera, con 30 días de aviso y sin penalización')).toBeInTheDocument();
    expect(screen.getByText('$4,000+ GRATIS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más información sobre PowerNest' })).toHaveAttribute('href', '/es/about');
    expect(screen.getByRole('link', { name: 'Solicite en 5 minutos' })).toHaveAttribute('href', '/es/partnership-application');
    expect(screen.getByRole('link', { name: 'Obtenga kioscos GRATIS' })).toHaveAttribute('href', '/es/contact');
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
    expect(screen.getByRole('link', { name: 'Obtenga kioscos GRATIS' })).toHaveAttribute('href', '/es/contact');
  });
});

describe('servicios (/es/services)', () => {
  it('has the Spanish cards, program and the values formatted for es-US', async () => {
    renderInSpanish(<RemoteRoutes />, '/services');
    await screen.findByRole('heading', { level: 1, name: 'Nuestros servicios' });
    for (const card of ['Kioscos GRATIS', 'Instalación', 'Mantenimiento', 'Cobertura de responsabilidad civil', 'Programa de alianza sin costo', 'Beneficios de la alianza']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText('Instalación profesional, con un valor habitual de $500, realizada en 2 a 4 horas sin costo para usted.')).toBeInTheDocument();
    expect(screen.getByText('Valor del equipo: $3,000-$5,000')).toBeInTheDocument();
    expect(screen.getByText('Total: $4,000+ GRATIS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicite ahora' })).toHaveAttribute('href', '/es/partnership-application');
  });
});

describe('contacto (/es/contact)', () => {
  it('has the Spanish heading, panel and form, posting to /es/contact in Spanish', async () => {
    const { container } = renderInSpanish(<RemoteRoutes />, '/contact');
    await screen.findByRole('heading', { level: 1, name: 'Comience hoy mismo' });
    expect(screen.getByText('Cuéntenos sobre su negocio. Le respondemos en menos de 24 horas. El kiosco, su instalación y su mantenimiento no le cuestan nada.')).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Por qué PowerNest' });
    expect(within(panel).getByRole('heading', { name: 'Por qué elegir PowerNest' })).toBeInTheDocument();
    expect(within(panel).getByText('Nos comunicamos con usted en menos de 24 horas')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Solicite su equipo GRATIS' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/es/contact');
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue('es-US');
    for (const label of [/Nombre del negocio/, /Persona de contacto/, /Correo electrónico/, /Número de teléfono/, /Ubicación \(ciudad, estado\)/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const types = screen.getByLabelText(/Tipo de negocio/);
    expect(within(types).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione el tipo de negocio', ...optionsIn('es-US', 'shortBusinessType').map((o) => o.label)]);
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('placeholder', 'Cuéntenos sobre su negocio y sus clientes');
  });

  it('checks the fields with the domain\'s Spanish messages and sends nothing', async () => {
    const fetchMock = answer(201, leadCreatedAnswer());
    renderInSpanish(<RemoteRoutes />, '/contact');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Solicitar equipo GRATIS' }));
    for (const field of Object.keys(LEAD_MESSAGES) as (keyof typeof LEAD_MESSAGES)[]) {
      // Under its field and in the error summary.
      expect(await screen.findAllByText(LEAD_TEXTS['es-US'].required[field])).toHaveLength(2);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lead in Spanish and shows the domain\'s Spanish notice where the form was', async () => {
    const fetchMock = answer(201, leadCreatedAnswer({ adminSent: true, userSent: true }));
    renderInSpanish(<RemoteRoutes />, '/contact');
    const user = userEvent.setup({ delay: null });
    const put = async (label: RegExp | string, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await screen.findByRole('form', { name: 'Solicite su equipo GRATIS' });
    await put(/Nombre del negocio/, 'Café Solana');
    await put(/Persona de contacto/, 'María González');
    await put(/Correo electrónico/, 'maria@cafesolana.com');
    await put(/Número de teléfono/, '512-555-0134');
    await put(/Ubicación/, 'Austin, TX');
    await user.selectOptions(screen.getByLabelText(/Tipo de negocio/), 'Restaurante/Cafetería');
    await user.click(screen.getByRole('button', { name: 'Solicitar equipo GRATIS' }));
    const notice = leadSuccessNotice('contact', { adminSent: true, userSent: true }, 'es-US');
    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent(notice.title);
    expect(shown).toHaveTextContent(notice.description);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ businessName: 'Café Solana', businessType: 'restaurant', language: 'es-US' });
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
    expect(screen.getByRole('link', { name: 'Busque ubicaciones' })).toHaveAttribute('href', '/es/find-locations');
    expect(screen.getByRole('link', { name: 'Calcule su retorno de inversión' })).toHaveAttribute('href', '/es/roi-calculator');
  });
});

/** The English of the catalogue on a page; names that read the same in both languages (the brand, the partners' businesses and people) left out. */
const englishIn = englishFinder(EN, new RegExp(`${BRAND_NAME}|Café Solana|Northside Outfitters|Lakeview Family Clinic|Harborview Inn|Russo Auto Care|Glow Beauty Studio`, 'g'));

describe('no English left on a Spanish page', () => {
  it.each([HOME_PAGE, ABOUT_PAGE, SERVICES_PAGE, CONTACT_PAGE, TESTIMONIALS_PAGE].map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    const { container } = renderInSpanish(<RemoteRoutes />, page.path);
    await screen.findByRole('heading', { level: 1, name: page.translations['es-US'].heading });
    expect(englishIn(container)).toEqual([]);
  });

  it('leaves no English inside the hero illustration: its only name is the page\'s label (the svg is stubbed in jest, so its file is read)', () => {
    const svg = readFileSync(join(__dirname, 'assets/kiosk.svg'), 'utf8');
    expect(svg).not.toMatch(/<title|<desc|aria-label/);
    expect(svg).toMatch(/^<svg[^>]* aria-hidden="true"/);
  });

  it('finds it on the English page (the check itself works)', () => {
    const { container } = renderWithProviders(<RemoteRoutes />, '/');
    expect(englishIn(container).map(({ id }) => id)).toEqual(expect.arrayContaining(['home.tagline', 'home.zeroCost.text', 'offer.claim.review', 'home.kioskImage']));
  });

  it('finds it on the English Contact page', async () => {
    const { container } = renderWithProviders(<RemoteRoutes />, '/contact');
    await screen.findByRole('heading', { level: 1, name: CONTACT_PAGE.heading });
    expect(englishIn(container).map(({ id }) => id)).toEqual(expect.arrayContaining(['contact.intro', 'contact.reason.zeroCost.text', 'contact.next.weContactYou', 'contact.field.messagePlaceholder']));
  });
});

describe('privacidad (/es/privacy, issue #45)', () => {
  it('says in Spanish what is kept about a visit and why', async () => {
    renderInSpanish(<RemoteRoutes />, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'De dónde vino su visita' })).toHaveTextContent('ningún identificador');
    expect(screen.getByRole('region', { name: 'Visitas a las páginas' })).toHaveTextContent('ninguna dirección IP');
  });

  it('is linked from the contact form, in the page’s language', async () => {
    renderInSpanish(<RemoteRoutes />, '/contact');
    expect(await screen.findByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/es/privacy');
  });
});
