import { languagesOfPage, menuLabelIn, pageIn, pathInLanguage, splitLanguage } from './languages';
import type { PageMeta } from './pageManifest';

const page: PageMeta = { path: '/about', title: 'About Us', heading: 'About PowerNest', description: 'Who we are', keywords: ['kiosk'], index: true };
const spanish: PageMeta = { ...page, translations: { 'es-US': { title: 'Quiénes somos', heading: 'Acerca de PowerNest', description: 'Quiénes somos' } } };

it('reads the language from the path prefix, and writes paths in a language', () => {
  expect(splitLanguage('/es/about')).toEqual({ language: 'es-US', path: '/about' });
  expect(splitLanguage('/es')).toEqual({ language: 'es-US', path: '/' });
  expect(splitLanguage('/espresso-bars')).toEqual({ language: 'en-US', path: '/espresso-bars' });
  expect(splitLanguage('/about')).toEqual({ language: 'en-US', path: '/about' });
  expect([pathInLanguage('/about', 'es-US'), pathInLanguage('/', 'es-US'), pathInLanguage('/about', 'en-US')]).toEqual(['/es/about', '/es', '/about']);
});

it('offers a page in the languages its manifest translates it into, its texts in each', () => {
  expect(languagesOfPage(page)).toEqual(['en-US']);
  expect(languagesOfPage(spanish)).toEqual(['en-US', 'es-US']);
  expect(pageIn(spanish, 'es-US')).toMatchObject({ path: '/about', title: 'Quiénes somos', heading: 'Acerca de PowerNest', keywords: ['kiosk'] });
  expect(pageIn(page, 'es-US').title).toBe('About Us');
  const entry = { label: 'About', to: '/about', group: 'main' as const, order: 20, translations: { 'es-US': { label: 'Nosotros' } } };
  expect([menuLabelIn(entry, 'es-US'), menuLabelIn(entry, 'en-US'), menuLabelIn({ ...entry, translations: undefined }, 'es-US')]).toEqual(['Nosotros', 'About', 'About']);
});
