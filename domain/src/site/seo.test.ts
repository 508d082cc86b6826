import { BRAND_NAME } from './brand';
import type { PageMeta } from '../contract/pageManifest';
import { NOT_FOUND_PAGE } from './notFoundPage';
import { buildPageHead, documentTitle, renderPageHeadHtml } from './seo';

// Pages as remotes declare them in their page manifests.
const PAGES: Record<string, PageMeta> = {
  '/': { path: '/', title: 'Free Phone Charger Kiosks for Small Businesses', heading: 'Powering America', description: 'Free kiosks.', keywords: ['kiosk'], index: true, structuredData: 'Organization' },
  '/about': { path: '/about', title: 'About Us', heading: 'About PowerNest', description: 'Independent.', keywords: [], index: true, structuredData: 'Organization' },
  '/services': { path: '/services', title: 'Services', heading: 'Our Services', description: 'Installation and liability coverage.', keywords: ['installation'], index: true, structuredData: 'Service' },
  '/faq': { path: '/faq', title: 'FAQ', heading: 'Frequently Asked Questions', description: 'Answers.', keywords: [], index: true },
  '/admin': { path: '/admin', title: 'Admin Login', heading: 'Admin Login', description: '', keywords: [], index: false, canonicalPath: '/admin-login' },
  '/admin/leads/:id': { path: '/admin/leads/:id', title: 'Lead', heading: 'Lead', description: '', keywords: [], index: false },
};
const pageMeta = (path: string) => PAGES[path];

describe('page head', () => {
  it('titles pages "<page title> | PowerNest"', () => {
    expect(documentTitle('FAQ')).toBe(`FAQ | ${BRAND_NAME}`);
    expect(buildPageHead(pageMeta('/about'), '/about', 'https://x.test').title).toBe('About Us | PowerNest');
  });

  it('carries description, keywords, robots, Open Graph, Twitter card and canonical', () => {
    const head = buildPageHead(pageMeta('/services'), '/services', 'https://x.test');
    const meta = Object.fromEntries(head.meta.map((m) => [m.id, m.content]));
    expect(meta.description).toMatch(/liability coverage/);
    expect(meta.keywords).toContain('installation');
    expect(meta.robots).toBe('index, follow');
    expect(meta['og:title']).toBe('Services | PowerNest');
    expect(meta['og:url']).toBe('https://x.test/services');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(head.canonical).toBe('https://x.test/services');
  });

  it('points aliases at their main page, and a pattern\'s page at its own address', () => {
    expect(buildPageHead(pageMeta('/admin'), '/admin', 'https://x.test').canonical).toBe('https://x.test/admin-login');
    expect(buildPageHead(pageMeta('/admin/leads/:id'), '/admin/leads/42/', 'https://x.test').canonical).toBe('https://x.test/admin/leads/42');
  });

  it('takes the Open Graph type from the page, website by default', () => {
    const ogType = (page: PageMeta) => buildPageHead(page, page.path).meta.find((m) => m.id === 'og:type')?.content;
    expect(ogType(pageMeta('/faq'))).toBe('website');
    expect(ogType({ ...pageMeta('/faq'), openGraph: { type: 'article' } })).toBe('article');
  });

  it('describes the organization on home and about, the service on services', () => {
    const home = buildPageHead(pageMeta('/'), '/', 'https://x.test').jsonLd!;
    expect(home['@type']).toBe('Organization');
    expect(home).toMatchObject({
      name: BRAND_NAME,
      url: 'https://x.test',
      address: { addressCountry: 'US' },
      contactPoint: { contactType: 'customer service', availableLanguage: ['English', 'Spanish'] },
      areaServed: { name: 'United States' },
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(buildPageHead(pageMeta('/about'), '/about').jsonLd?.['@type']).toBe('Organization');
    // In the page's language, down to the country's name (Spanish copy review 4).
    expect(buildPageHead(pageMeta('/'), '/es', 'https://x.test', 'es-US').jsonLd).toMatchObject({ areaServed: { name: 'Estados Unidos' } });
    expect(buildPageHead(pageMeta('/services'), '/services').jsonLd?.['@type']).toBe('Service');
    expect(buildPageHead(pageMeta('/faq'), '/faq').jsonLd).toBeNull();
  });

  it('renders the 404 page noindex with the requested path as canonical', () => {
    const head = buildPageHead(NOT_FOUND_PAGE, '/missing', 'https://x.test');
    expect(head.title).toBe('Page Not Found | PowerNest');
    expect(head.meta.find((m) => m.id === 'robots')?.content).toBe('noindex, nofollow');
    expect(head.canonical).toBe('https://x.test/missing');
  });

  it('escapes what it writes into HTML, so a path cannot inject markup', () => {
    const html = renderPageHeadHtml(buildPageHead(NOT_FOUND_PAGE, '/"><script>alert(1)</script>', 'https://x.test'));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('cannot close the JSON-LD script from inside a string', () => {
    const head = buildPageHead(pageMeta('/'), '/', 'https://x.test/</script><b>');
    const html = renderPageHeadHtml(head);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('writes a translated page in its language: texts, canonical, alternates, og:locale (issue #30)', () => {
    const about: PageMeta = {
      ...pageMeta('/about')!,
      translations: { 'es-US': { title: 'Quiénes somos', heading: 'Acerca de PowerNest', description: 'Distribuidor independiente.' } },
    };
    const head = buildPageHead(about, '/about', 'https://x.test', 'es-US');
    expect(head).toMatchObject({ lang: 'es-US', title: 'Quiénes somos | PowerNest', canonical: 'https://x.test/es/about' });
    expect(head.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://x.test/about' },
      { hreflang: 'es-US', href: 'https://x.test/es/about' },
      { hreflang: 'x-default', href: 'https://x.test/about' },
    ]);
    expect(head.meta).toEqual(expect.arrayContaining([{ key: 'name', id: 'description', content: 'Distribuidor independiente.' }, { key: 'property', id: 'og:locale', content: 'es_US' }, { key: 'property', id: 'og:locale:alternate', content: 'en_US' }]));
    expect(head.jsonLd).toMatchObject({ inLanguage: 'es-US' });
    // No English left for search engines and link previews (issue #40).
    expect(head.meta.find((m) => m.id === 'og:image:alt')!.content).toBe('PowerNest: kioscos de carga gratis para pequeños negocios');
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/distributor|kiosks|small businesses/);
    // A page nobody may index names no alternates.
    expect(buildPageHead(NOT_FOUND_PAGE, '/nope', 'https://x.test').alternates).toEqual([]);
  });
});
