import { foundLocationsText } from '@powernest/domain';
import { translator } from '@powernest/shared-ui/i18n';
import { EN } from './en-US';
import { ES } from './es-US';
import { LOCATOR_TEXT, numberIn } from './index';

it('has a Spanish text for every English one, and none English has not', () => {
  expect(Object.keys(ES).sort()).toEqual(Object.keys(EN).sort());
});

it('counts the results in the domain\'s English words, and in Spanish with es-US digits', () => {
  const en = translator(LOCATOR_TEXT, 'en-US');
  for (const count of [0, 1, 2, 1234]) {
    expect(en('results.found', { count })).toBe(foundLocationsText(count, false));
    expect(en('results.foundMatching', { count })).toBe(foundLocationsText(count, true));
  }
  const es = translator(LOCATOR_TEXT, 'es-US');
  expect(es('results.found', { count: 1 })).toBe('Se encontró 1 ubicación');
  expect(es('results.found', { count: 1234 })).toBe('Se encontraron 1,234 ubicaciones');
  expect(es('results.foundMatching', { count: 0 })).toBe('Se encontraron 0 ubicaciones que coinciden con su búsqueda');
  expect(es('list.showing', { first: 1, last: 20, total: 1234 })).toBe('Mostrando 1–20 de 1,234');
});

it('writes numbers on their own as the English page always has, and for es-US by Intl', () => {
  expect(numberIn('en-US')(1234)).toBe('1234');
  expect(numberIn('es-US')(1234)).toBe(new Intl.NumberFormat('es-US').format(1234));
});
