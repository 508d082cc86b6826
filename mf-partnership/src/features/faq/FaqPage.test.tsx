import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import { translator } from '@powernest/shared-ui/i18n';
import { PARTNERSHIP_TEXT } from '../../i18n';
import { partnershipFigures } from '../../i18n/figures';
import { FAQ_ITEMS as ITEMS, faqTexts } from './faqItems';
import RemoteRoutes from '../../Routes';

/** The twelve items with their English question and answer. */
const FAQ_ITEMS = ITEMS.map((item) => ({ ...item, ...faqTexts(item, translator(PARTNERSHIP_TEXT, 'en-US'), partnershipFigures('en-US')) }));

async function renderFaq(path = '/faq') {
  const user = userEvent.setup();
  renderWithProviders(<RemoteRoutes />, path);
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return user;
}

const list = () => screen.getByTestId('faq-list');
/** Each question is a native disclosure: a <details> whose <summary> holds the question's heading. */
const disclosures = () => Array.from(list().querySelectorAll('details'));
const summaryOf = (question: string) => within(list()).getByRole('heading', { level: 2, name: question }).closest('summary')!;
const open = () => disclosures().filter((d) => d.open);
const chips = () => within(screen.getByRole('group', { name: 'Filter questions by category' })).getAllByRole('link');

describe('FAQ page', () => {
  it('has twelve distinct questions covering all five categories', () => {
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(new Set(FAQ_ITEMS.map((i) => i.question)).size).toBe(12);
    expect(new Set(FAQ_ITEMS.map((i) => i.category))).toEqual(new Set(['cost', 'kiosks', 'liability', 'installation', 'partnership']));
  });

  it('lists the twelve questions as native disclosures, all closed, each question a level-2 heading', async () => {
    await renderFaq();
    expect(disclosures()).toHaveLength(12);
    expect(disclosures().map((d) => d.querySelector('summary h2')?.textContent)).toEqual(FAQ_ITEMS.map((i) => i.question));
    expect(open()).toHaveLength(0);
    // React leaves `open` to the browser: no attribute in the markup, so hydration never resets it.
    expect(list().innerHTML).not.toMatch(/\sopen(=|\s|>)/);
    // The browser keeps one answer open at a time within the group.
    expect(disclosures().every((d) => d.getAttribute('name') === 'faq')).toBe(true);
  });

  it('opens one answer at a time, and a second click closes it', async () => {
    const user = await renderFaq();
    const [first, second] = FAQ_ITEMS;
    await user.click(summaryOf(first.question));
    const firstDetails = summaryOf(first.question).parentElement as HTMLDetailsElement;
    expect(firstDetails.open).toBe(true);
    expect(within(firstDetails).getByText(first.answer)).toBeVisible();

    await user.click(summaryOf(second.question));
    expect((summaryOf(second.question).parentElement as HTMLDetailsElement).open).toBe(true);
    expect(firstDetails.open).toBe(false);
    expect(open()).toHaveLength(1);

    await user.click(summaryOf(second.question));
    expect(open()).toHaveLength(0);
  });

  it('filters by the category chips, links to the page with its query, "All" first', async () => {
    const user = await renderFaq();
    expect(chips().map((c) => c.textContent)).toEqual(['All', 'Cost', 'Kiosks', 'Liability', 'Installation', 'Partnership']);
    expect(chips().map((c) => c.getAttribute('href'))).toEqual([
      '/faq',
      '/faq?category=cost',
      '/faq?category=kiosks',
      '/faq?category=liability',
      '/faq?category=installation',
      '/faq?category=partnership',
    ]);
    expect(chips()[0]).toHaveAttribute('aria-current', 'page');

    for (const category of ['cost', 'kiosks', 'liability', 'installation', 'partnership'] as const) {
      const label = category[0].toUpperCase() + category.slice(1);
      await user.click(screen.getByRole('link', { name: label }));
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      const wanted = FAQ_ITEMS.filter((i) => i.category === category).map((i) => i.question);
      expect(within(list()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(wanted);
      expect(screen.getByText(`Showing ${wanted.length} questions about ${category}`)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(disclosures()).toHaveLength(12);
  });

  it('reads the category from the address, so the server renders a filtered list', async () => {
    await renderFaq('/faq?category=liability');
    expect(within(list()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      FAQ_ITEMS.filter((i) => i.category === 'liability').map((i) => i.question),
    );
    expect(screen.getByRole('link', { name: 'Liability' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows every question for an unknown category', async () => {
    await renderFaq('/faq?category=%3Cscript%3E');
    expect(disclosures()).toHaveLength(12);
    expect(screen.getByText('Showing all 12 questions')).toBeInTheDocument();
  });

  it('closes an open answer that the filter hides', async () => {
    const user = await renderFaq();
    const costQuestion = FAQ_ITEMS.find((i) => i.category === 'cost')!.question;
    await user.click(summaryOf(costQuestion));
    await user.click(screen.getByRole('link', { name: 'Liability' }));
    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(open()).toHaveLength(0);
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
