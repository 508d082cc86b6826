import { render } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { findPage, type PageMeta } from '@powernest/domain';
import { PageHeadSync } from './PageHeadSync';

// Two remotes' pages, as the shell hands them over from the composed site.
const about: PageMeta = { path: '/about', title: 'About Us', heading: 'About PowerNest', description: 'Independent.', keywords: [], index: true, structuredData: 'Organization' };
const faq: PageMeta = { path: '/faq', title: 'FAQ', heading: 'FAQ', description: 'Answers about cost, kiosks, liability and installation.', keywords: [], index: true };
const remote = (pages: PageMeta[]) => ({ name: 'r', folder: 'r', entry: '', version: '1', contract: '*', pages, menu: [] });
const pageOf = (pathname: string) => findPage([remote([about]), remote([faq])], [], pathname)?.page;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageHeadSync pageOf={pageOf} />
    </MemoryRouter>,
  );
}

describe('PageHeadSync', () => {
  it('sets title, meta, canonical and JSON-LD of the current route, replacing the old ones', () => {
    renderAt('/about');
    expect(document.title).toBe('About Us | PowerNest');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toContain('Organization');

    renderAt('/faq');
    expect(document.title).toBe('FAQ | PowerNest');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/faq$/);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/cost, kiosks, liability/);
  });

  it('marks unknown paths as the noindex 404 page', () => {
    renderAt('/nowhere');
    expect(document.title).toBe('Page Not Found | PowerNest');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
