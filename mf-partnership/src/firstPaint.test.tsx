import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders } from '@powernest/shared-ui';
import { FAQ_ITEMS } from './features/faq/faqItems';
import { EN } from './i18n/en-US';
import { FaqPage } from './features/faq/FaqPage';
import { RoiCalculatorPage } from './features/roi/RoiCalculatorPage';

// The server's HTML works before the page's code runs; what the visitor chose or typed in it
// must survive hydration (React keeps the DOM's values; the form reads them back).

const at = (path: string, content: ReactElement) => (
  <MemoryRouter initialEntries={[path]}>
    <AppProviders>{content}</AppProviders>
  </MemoryRouter>
);

/** Puts the server's HTML of `page` in the document, as the browser gets it. */
function serverHtml(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, page: ReactElement) {
  await act(async () => {
    hydrateRoot(container, page, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps a FAQ answer opened before hydration open', async () => {
  const page = at('/faq', <FaqPage />);
  const container = serverHtml(page);
  const question = screen.getByRole('heading', { level: 2, name: EN[`faq.${FAQ_ITEMS[1].id}.question`] }).closest('details')!;
  question.open = true;
  await hydrate(container, page);
  expect(question.isConnected).toBe(true);
  expect(question.open).toBe(true);
});

it('keeps a business type chosen and a number typed before hydration, and shows their results', async () => {
  const page = at('/roi-calculator', <RoiCalculatorPage />);
  const container = serverHtml(page);
  expect(screen.getByRole('heading', { name: 'Select Your Business Type' })).toBeInTheDocument();

  // The visitor acts on the server's HTML: no React yet.
  (screen.getByRole('combobox', { name: 'Business Type' }) as HTMLSelectElement).value = 'retail';
  (screen.getByRole('spinbutton', { name: 'Daily Customers' }) as HTMLInputElement).value = '60';

  await hydrate(container, page);
  expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveValue('retail');
  expect(screen.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue(60);
  expect(screen.getByTestId('roi-monthlyBenefit')).toHaveTextContent('$10,800'); // 60 x $25 x 30 x 24%
  expect(screen.getByRole('slider', { name: 'Daily Customers' })).toHaveAttribute('aria-valuetext', '60 customers per day');
});
