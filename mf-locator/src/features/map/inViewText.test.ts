import { inViewText } from './inViewText';

describe('inViewText', () => {
  it('counts partners, markers and groups, singular and plural', () => {
    expect(inViewText({ partners: 69, markers: 8, groups: 12 })).toBe('69 partner locations in this view: 8 markers and 12 groups');
    expect(inViewText({ partners: 1, markers: 1, groups: 0 })).toBe('1 partner location in this view: 1 marker');
    expect(inViewText({ partners: 5, markers: 0, groups: 1 })).toBe('5 partner locations in this view: 1 group');
  });

  it('says so when the view has none', () => {
    expect(inViewText({ partners: 0, markers: 0, groups: 0 })).toBe('No partner locations in this view');
  });
});
