import { translator } from '@powernest/shared-ui/i18n';
import { LOCATOR_TEXT } from '../../i18n';
import { inViewText } from './inViewText';

const en = translator(LOCATOR_TEXT, 'en-US');
const es = translator(LOCATOR_TEXT, 'es-US');

describe('inViewText', () => {
  it('counts partners, markers and groups, singular and plural', () => {
    expect(inViewText({ partners: 69, markers: 8, groups: 12 }, en)).toBe('69 partner locations in this view: 8 markers and 12 groups');
    expect(inViewText({ partners: 1, markers: 1, groups: 0 }, en)).toBe('1 partner location in this view: 1 marker');
    expect(inViewText({ partners: 5, markers: 0, groups: 1 }, en)).toBe('5 partner locations in this view: 1 group');
  });

  it('says so when the view has none', () => {
    expect(inViewText({ partners: 0, markers: 0, groups: 0 }, en)).toBe('No partner locations in this view');
  });

  it('says it in Spanish, with es-US digits', () => {
    expect(inViewText({ partners: 1069, markers: 8, groups: 1 }, es)).toBe('1,069 ubicaciones de socios en esta vista: 8 marcadores y 1 grupo');
    expect(inViewText({ partners: 1, markers: 1, groups: 0 }, es)).toBe('1 ubicación de socio en esta vista: 1 marcador');
    expect(inViewText({ partners: 0, markers: 0, groups: 0 }, es)).toBe('No hay ubicaciones de socios en esta vista');
  });
});
