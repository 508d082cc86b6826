import { render } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { PageHeadSync } from './PageHeadSync';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageHeadSync />
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
