import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@powernest/shared-ui/router';
import { Header } from '../src/layout/Header';
import { SiteMenuContext, siteMenu, useNavigationStore } from '../src/layout/navigation';
import { TEST_SITE } from './fixtures/site';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteMenuContext.Provider value={siteMenu(TEST_SITE.remotes)}>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </SiteMenuContext.Provider>
    </MemoryRouter>,
  );
}

describe('Header', () => {
  beforeEach(() => useNavigationStore.setState({ openDropdown: null, mobileMenuOpen: false }));

  it('highlights the link of the current page', async () => {
    renderHeader('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('toggles the Partnership dropdown on click and closes it when a link is chosen', async () => {
    renderHeader();
    const toggle = await screen.findByRole('button', { name: 'Partnership' });
    await userEvent.click(toggle);
    const menu = await screen.findByRole('menu'); // its code loads on first open
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Process',
      'Apply Now',
      'ROI Calculator',
      'Success Stories',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Apply Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/partnership-application');
    expect(useNavigationStore.getState().openDropdown).toBeNull();
  });

  it('keeps at most one dropdown open', () => {
    useNavigationStore.getState().toggleDropdown('partnership');
    useNavigationStore.getState().toggleDropdown('mobile-partnership');
    expect(useNavigationStore.getState().openDropdown).toBe('mobile-partnership');
    useNavigationStore.getState().toggleDropdown('mobile-partnership');
    expect(useNavigationStore.getState().openDropdown).toBeNull();
  });

  it('opens the full-screen menu from the toggle and closes it on navigation', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq');
    expect(useNavigationStore.getState().mobileMenuOpen).toBe(false);
  });
});

describe('the site menu', () => {
  it('is composed from the remotes\' menu entries in the spec\'s order, the Partnership dropdown in its slot', () => {
    const menu = siteMenu(TEST_SITE.remotes);
    expect(menu.leading.map((m) => m.label)).toEqual(['Home', 'About', 'Services']);
    expect(menu.partnership.map((m) => m.label)).toEqual(['Process', 'Apply Now', 'ROI Calculator', 'Success Stories']);
    expect(menu.trailing.map((m) => m.label)).toEqual(['Locations', 'FAQ']);
    expect(menu.cta).toEqual({ label: 'Get Started', to: '/contact' });
  });

  it('shows a menu entry a redeployed remote adds, without a shell release', async () => {
    const [marketing, ...others] = TEST_SITE.remotes;
    const withChecklist = [{ ...marketing, menu: [...marketing.menu, { label: 'Checklist', to: '/partnership-checklist', group: 'partnership' as const, order: 35 }] }, ...others];
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteMenuContext.Provider value={siteMenu(withChecklist)}>
          <Header />
        </SiteMenuContext.Provider>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Partnership' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Process', 'Apply Now', 'ROI Calculator', 'Checklist', 'Success Stories']);
  });
});
