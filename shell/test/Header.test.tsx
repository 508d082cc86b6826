import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@powernest/shared-ui/router';
import { Header } from '../src/layout/Header';
import { SiteMenuContext, siteMenu } from '../src/layout/navigation';
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

/** The phone menu's toggle: the <summary> of a disclosure (it works before, and without, the page's script). */
const menuToggle = () => screen.getByLabelText('Open menu', { selector: 'summary' });
const disclosureOf = (summary: HTMLElement) => summary.closest('details')!;

describe('Header', () => {
  it('highlights the link of the current page', async () => {
    renderHeader('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('the Partnership dropdown is a disclosure of links: it opens on click and closes when a link is chosen', async () => {
    renderHeader();
    const toggle = await screen.findByText('Partnership', { selector: 'summary' });
    const details = disclosureOf(toggle);
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(details).toHaveAttribute('open');
    const menu = within(details).getByRole('navigation', { name: 'Partnership' });
    expect(within(menu).getAllByRole('link').map((i) => i.textContent)).toEqual(['Process', 'Apply Now', 'ROI Calculator', 'Success Stories']);
    await userEvent.click(within(menu).getByRole('link', { name: 'Apply Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/partnership-application');
    expect(details).not.toHaveAttribute('open');
  });

  it('closes an open menu on Escape and on a tap elsewhere', async () => {
    renderHeader();
    const toggle = await screen.findByText('Partnership', { selector: 'summary' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(disclosureOf(toggle)).not.toHaveAttribute('open');
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId('where'));
    expect(disclosureOf(toggle)).not.toHaveAttribute('open');
  });

  it('opens the phone menu from its toggle, with every entry, and closes it on navigation', async () => {
    renderHeader();
    const toggle = menuToggle();
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Home', 'About', 'Services', 'Process', 'Apply Now', 'ROI Calculator', 'Success Stories', 'Locations', 'FAQ', 'Get Started',
    ]);
    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq');
    expect(disclosureOf(toggle)).not.toHaveAttribute('open');
  });
});

describe('the site menu', () => {
  it('is composed from the remotes\' menu entries in product.md\'s order, the Partnership dropdown in its slot', () => {
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
    await userEvent.click(await screen.findByText('Partnership', { selector: 'summary' }));
    const items = within(screen.getByRole('navigation', { name: 'Partnership' })).getAllByRole('link');
    expect(items.map((i) => i.textContent)).toEqual(['Process', 'Apply Now', 'ROI Calculator', 'Checklist', 'Success Stories']);
  });
});
