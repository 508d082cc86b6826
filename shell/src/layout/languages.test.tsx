import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import type { PageMeta, SiteManifest } from '@powernest/domain';
import { Header } from './Header';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { SiteMenuContext, siteMenu } from './navigation';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { TEST_SITE } from '../../test/fixtures/site';

// The frame in each language (issue #30): TEST_SITE with Home and About offered in Spanish, their
// menu labels translated; FAQ stays English only.
const spanish = (page: PageMeta, heading: string): PageMeta => ({ ...page, translations: { 'es-US': { title: heading, heading, description: heading } } });
const [marketing, partnership, ...others] = TEST_SITE.remotes;
const SITE: SiteManifest = {
  ...TEST_SITE,
  remotes: [
    {
      ...marketing,
      pages: marketing.pages.map((page) => (page.path === '/' ? spanish(page, 'Carga para todo Estados Unidos') : page.path === '/about' ? spanish(page, 'Sobre PowerNest') : page)),
      menu: marketing.menu.map((entry) => (entry.to === '/about' ? { ...entry, translations: { 'es-US': { label: 'Quiénes somos' } } } : entry)),
    },
    { ...partnership, menu: partnership.menu.map((entry) => (entry.to === '/faq' ? { ...entry, translations: { 'es-US': { label: 'Preguntas frecuentes' } } } : entry)) },
    ...others,
  ],
};

/** The frame's parts at a path: `/es/…` is mounted as the site server and the browser mount it, under the basename /es. */
function renderAt(path: string, ui: React.ReactNode, site = SITE) {
  const spanishPage = path === '/es' || path.startsWith('/es/');
  return render(
    <MemoryRouter basename={spanishPage ? '/es' : undefined} initialEntries={[path]}>
      <SiteMenuContext.Provider value={siteMenu(site.remotes)}>{ui}</SiteMenuContext.Provider>
    </MemoryRouter>,
  );
}

const mainNav = (name: string) => screen.findByRole('navigation', { name });

/** The switcher to /about in `language`: named in that language, a plain link through /language. */
function expectSwitcher(link: HTMLElement, text: string, language: string) {
  expect(link).toHaveTextContent(text);
  expect(link).toHaveAttribute('href', `/language?to=${language}&page=%2Fabout`);
  expect(link).toHaveAttribute('hreflang', language);
  expect(link).toHaveAttribute('lang', language);
}

describe('the header in Spanish', () => {
  it('speaks Spanish, keeps translated pages under /es and sends the others to their English page', async () => {
    renderAt('/es/about', <Header />);
    expect(screen.getByRole('link', { name: 'Inicio de PowerNest' })).toHaveAttribute('href', '/es');
    expect(screen.getByLabelText('Abrir menú', { selector: 'summary' })).toBeInTheDocument();
    const nav = await mainNav('Principal');
    expect(within(nav).getByText('Alianzas', { selector: 'summary' })).toBeInTheDocument();

    const about = within(nav).getByRole('link', { name: 'Quiénes somos' });
    expect(about).toHaveAttribute('href', '/es/about');
    expect(about).toHaveAttribute('aria-current', 'page');
    // FAQ has no Spanish page: its Spanish label leads to the English address, a full page load out of /es.
    const faq = within(nav).getByRole('link', { name: 'Preguntas frecuentes' });
    expect(faq).toHaveAttribute('href', '/faq');
    expect(faq).toHaveAttribute('hreflang', 'en-US');
    // An entry without a Spanish label keeps its English one.
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  });

  it('offers the page in English, in English', async () => {
    renderAt('/es/about', <Header />);
    const nav = await mainNav('Principal');
    expectSwitcher(within(nav).getByRole('link', { name: 'View this page in English' }), 'English', 'en-US');
    const phoneMenu = screen.getByRole('navigation', { name: 'Menú móvil', hidden: true });
    expect(within(phoneMenu).getByRole('link', { name: 'View this page in English', hidden: true })).toHaveAttribute('href', '/language?to=en-US&page=%2Fabout');
  });
});

describe('the header in English', () => {
  it('offers a page translated into Spanish in Spanish', async () => {
    renderAt('/about', <Header />);
    const nav = await mainNav('Main');
    expectSwitcher(within(nav).getByRole('link', { name: 'Ver esta página en español' }), 'Español', 'es-US');
    // English menus stay router links, English labels.
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('hreflang');
  });

  it('offers no switch on a page that is English only, nor on the 404 page', async () => {
    for (const path of ['/faq', '/no-such-page']) {
      const { unmount } = renderAt(path, <Header />);
      await mainNav('Main');
      expect(screen.queryByRole('link', { name: /español/i, hidden: true })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('the rest of the frame in Spanish', () => {
  it('the footer: its columns, labels and words', () => {
    renderAt('/es/about', <Footer />);
    const company = screen.getByRole('navigation', { name: 'Empresa' });
    expect(within(company).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('href', '/es/about');
    expect(within(company).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('navigation', { name: 'Alianzas' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Contacto' })).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/Distribuidor independiente; sin afiliación/)).toBeInTheDocument();
    // The site's one word for the kiosks (Spanish review #11): "kioscos de baterías portátiles para celulares", never "quioscos".
    expect(screen.getByText(/distribuidor independiente de kioscos de baterías portátiles para celulares, sin costo ni responsabilidad para los pequeños negocios/)).toBeInTheDocument();
    expect(screen.getByText(/sin afiliación con ningún fabricante de kioscos\./)).toBeInTheDocument();
    expect(screen.queryByText(/quioscos/)).not.toBeInTheDocument();
  });

  it('the skip link and the 404 page', async () => {
    renderAt('/es/no-existe', <><SkipLink /><NotFoundPage /></>);
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('heading', { level: 1, name: '404: Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  });

  it('the 404 page leads to the English home page when the home page has no Spanish one', () => {
    renderAt('/es/no-existe', <NotFoundPage />, TEST_SITE);
    const home = screen.getByRole('link', { name: 'Volver al inicio' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('hreflang', 'en-US');
  });

  it('a section that cannot be loaded', () => {
    render(<RemoteUnavailable onRetry={() => undefined} language="es-US" />);
    expect(screen.getByText('Esta sección no está disponible en este momento')).toBeInTheDocument();
  });
});

it('the English frame says what it always said', async () => {
  renderAt('/', <><SkipLink /><Header /><Footer /></>);
  expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'PowerNest home' })).toHaveAttribute('href', '/');
  expect(await mainNav('Main')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
  expect(screen.getByText(/Independent distributor; not affiliated with any kiosk manufacturer\./)).toBeInTheDocument();
  expect(screen.getByText(/^PowerNest is an independent distributor/)).toBeInTheDocument();
});
