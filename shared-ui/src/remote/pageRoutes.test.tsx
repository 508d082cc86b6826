import { render, screen } from '@testing-library/react';
import { MemoryRouter, Routes } from '@powernest/shared-ui/router';
import type { PageMeta } from '@powernest/domain';
import { pageRoutes } from './pageRoutes';

const page = (path: string, extra: Partial<PageMeta> = {}): PageMeta => ({ path, title: path, heading: path, description: '', keywords: [], index: true, ...extra });
const HOME = page('/');
const LOGIN = page('/login');
const PAGES = [HOME, LOGIN, page('/sign-in', { canonicalPath: '/login' })];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{pageRoutes(PAGES, [[HOME, <h1 key="h">Home</h1>], [LOGIN, <h1 key="l">Log in</h1>]])}</Routes>
    </MemoryRouter>,
  );
}

describe('pageRoutes', () => {
  it('draws each page of pages.ts with its element', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('draws an alias with its canonical page', () => {
    renderAt('/sign-in');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('refuses a page that has no element', () => {
    expect(() => pageRoutes([page('/lost')], [[HOME, <p key="h" />]])).toThrow('/lost is in pages.ts, but Routes gives it no element');
  });
});
