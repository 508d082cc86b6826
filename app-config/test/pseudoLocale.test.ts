/** @jest-environment jsdom */
// The formatter alone (the entry's index brings the router).
import { formatMessage } from '../../shared-ui/src/i18n/messages';
import { pseudoCatalogue, unmarkedTexts } from '../jest/pseudoLocale';

it('marks every message, ICU values and plurals still working', () => {
  const pseudo = pseudoCatalogue({ count: '{n, plural, one {# partner} other {# partners}}' });
  expect(formatMessage(pseudo.count, 'es-US', { n: 2 })).toBe('⟦2 partners⟧');
});

it('finds the texts no catalogue wrote, in text and in attributes, and lets the allowed ones pass', () => {
  document.body.innerHTML = `
    <main>
      <h1>⟦Find a location⟧</h1>
      <p>Hard-coded words</p>
      <p>PowerNest · 24/7</p>
      <p>Café Solana</p>
      <input placeholder="Search here">
      <button aria-label="⟦Close⟧">×</button>
    </main>`;
  expect(unmarkedTexts(document.body, ['PowerNest', 'Café Solana'])).toEqual(['Hard-coded words', '[placeholder] Search here']);
});
