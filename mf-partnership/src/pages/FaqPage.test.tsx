import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tooling/jest/renderWithProviders';
import { FAQ_ITEMS } from '../faq/faqItems';
import RemoteRoutes from '../Routes';

async function renderFaq() {
  const user = userEvent.setup();
  renderWithProviders(<RemoteRoutes />, '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return user;
}

const questionButtons = () => within(screen.getByTestId('faq-list')).getAllByRole('button');
const expanded = () => questionButtons().filter((b) => b.getAttribute('aria-expanded') === 'true');

describe('FAQ page', () => {
  it('has twelve distinct questions covering all five categories', () => {
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(new Set(FAQ_ITEMS.map((i) => i.question)).size).toBe(12);
    expect(new Set(FAQ_ITEMS.map((i) => i.category))).toEqual(new Set(['cost', 'kiosks', 'liability', 'installation', 'partnership']));
  });

  it('lists the twelve questions as accordion buttons, all closed, each heading a region', async () => {
    await renderFaq();
    const buttons = questionButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(FAQ_ITEMS.map((i) => i.question));
    expect(expanded()).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(FAQ_ITEMS.map((i) => i.question)),
    );
  });

  it('opens one answer at a time, and a second click closes it', async () => {
    const user = await renderFaq();
    const [first, second] = questionButtons();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0].question })).toHaveTextContent(FAQ_ITEMS[0].answer);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(expanded()).toHaveLength(1);

    await user.click(second);
    expect(expanded()).toHaveLength(0);
  });

  it('filters by the category chips, "All" first', async () => {
    const user = await renderFaq();
    const chips = within(screen.getByRole('group', { name: 'Filter questions by category' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Cost', 'Kiosks', 'Liability', 'Installation', 'Partnership']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    for (const category of ['cost', 'kiosks', 'liability', 'installation', 'partnership'] as const) {
      const label = category[0].toUpperCase() + category.slice(1);
      await user.click(screen.getByRole('button', { name: label }));
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      const wanted = FAQ_ITEMS.filter((i) => i.category === category).map((i) => i.question);
      expect(questionButtons().map((b) => b.textContent)).toEqual(wanted);
      expect(screen.getByText(`Showing ${wanted.length} questions about ${category}`)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(questionButtons()).toHaveLength(12);
  });

  it('closes an open answer that the filter hides', async () => {
    const user = await renderFaq();
    const costQuestion = FAQ_ITEMS.find((i) => i.category === 'cost')!.question;
    await user.click(screen.getByRole('button', { name: costQuestion }));
    await user.click(screen.getByRole('button', { name: 'Liability' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(expanded()).toHaveLength(0);
  });

  it('links to the application, contact and process pages, and a faint dot to /admin/login', async () => {
    await renderFaq();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership-application');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'See the Process' })).toHaveAttribute('href', '/partnership-process');
    const dot = screen.getByRole('link', { name: 'Admin login' });
    expect(dot).toHaveAttribute('href', '/admin/login');
    expect(dot).toHaveTextContent('·');
  });
});
