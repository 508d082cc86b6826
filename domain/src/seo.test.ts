import { BRAND_NAME } from './brand';
import { NOT_FOUND_ROUTE, SITE_ROUTES, findRoute, normalizePath, pageMeta } from './routes';
import { buildPageHead, documentTitle, renderPageHeadHtml } from './seo';

describe('route table', () => {
  it('holds every route of the spec, each once', () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/', '/about', '/services', '/contact', '/partnership-process', '/partnership-application',
        '/roi-calculator', '/testimonials', '/find-locations', '/faq', '/email-setup', '/test',
        '/test-simple', '/admin-login', '/admin', '/admin-dashboard', '/admin/login',
      ]),
    );
  });

  it('gives each page to the remote the architecture assigns', () => {
    expect(findRoute('/find-locations')?.owner).toBe('mf-locator');
    expect(findRoute('/faq')?.owner).toBe('mf-partnership');
    expect(findRoute('/testimonials')?.owner).toBe('mf-marketing');
    expect(findRoute('/admin/login')?.owner).toBe('mf-admin');
    expect(findRoute('/test')?.owner).toBe('shell');
  });

  it('treats a trailing slash as the same page and knows nothing else', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/nope')).toBeUndefined();
    expect(() => pageMeta('/nope')).toThrow('/nope');
  });

  it('keeps admin and test pages out of search engines', () => {
    for (const path of ['/admin', '/admin-login', '/admin-dashboard', '/test', '/test-simple', '/email-setup']) {
      expect(findRoute(path)?.index).toBe(false);
    }
    expect(findRoute('/')?.index).toBe(true);
  });
});

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

  it('points aliases at their main page', () => {
    expect(buildPageHead(pageMeta('/admin'), '/admin', 'https://x.test').canonical).toBe('https://x.test/admin-login');
  });

  it('describes the organization on home and about, the service on services', () => {
    const home = buildPageHead(pageMeta('/'), '/', 'https://x.test').jsonLd!;
    expect(home['@type']).toBe('Organization');
    expect(home).toMatchObject({
      name: BRAND_NAME,
      url: 'https://x.test',
      address: { addressCountry: 'US' },
      contactPoint: { contactType: 'customer service', availableLanguage: 'English' },
      areaServed: { name: 'United States' },
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(buildPageHead(pageMeta('/about'), '/about').jsonLd?.['@type']).toBe('Organization');
    expect(buildPageHead(pageMeta('/services'), '/services').jsonLd?.['@type']).toBe('Service');
    expect(buildPageHead(pageMeta('/faq'), '/faq').jsonLd).toBeNull();
  });

  it('renders the 404 page noindex with the requested path as canonical', () => {
    const head = buildPageHead(NOT_FOUND_ROUTE, '/missing', 'https://x.test');
    expect(head.title).toBe('Page Not Found | PowerNest');
    expect(head.meta.find((m) => m.id === 'robots')?.content).toBe('noindex, nofollow');
    expect(head.canonical).toBe('https://x.test/missing');
  });

  it('escapes what it writes into HTML, so a path cannot inject markup', () => {
    const html = renderPageHeadHtml(buildPageHead(NOT_FOUND_ROUTE, '/"><script>alert(1)</script>', 'https://x.test'));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('cannot close the JSON-LD script from inside a string', () => {
    const head = buildPageHead(pageMeta('/'), '/', 'https://x.test/</script><b>');
    const html = renderPageHeadHtml(head);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});
