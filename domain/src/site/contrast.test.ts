import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { BUSINESS_TYPES, MARKER_STYLES } from '../shared/enums';
import { COMPETITIVE_ADVANTAGE_STYLES } from '../money/roi';

const round = (n: number) => Math.round(n * 100) / 100;

describe('WCAG contrast', () => {
  it('computes the ratios WCAG gives for known pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(round(contrastRatio('#777777', '#FFFFFF'))).toBe(4.48); // the classic just-fails grey
    expect(contrastRatio('#2563EB', '#FFFFFF')).toBe(contrastRatio('#FFFFFF', '#2563EB'));
    expect(() => contrastRatio('orange', '#FFFFFF')).toThrow();
  });

  // Badges (list cards), legend swatches and map markers draw the style's text colour on its fill.
  it.each(BUSINESS_TYPES)('the %s badge and marker reach 4.5:1', (type) => {
    const { hex, text } = MARKER_STYLES[type];
    expect(contrastRatio(hex, text)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it.each(Object.keys(COMPETITIVE_ADVANTAGE_STYLES) as (keyof typeof COMPETITIVE_ADVANTAGE_STYLES)[])(
    'the ROI "%s" chip reaches 4.5:1',
    (level) => {
      const { hex, text } = COMPETITIVE_ADVANTAGE_STYLES[level];
      expect(contrastRatio(hex, text)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    },
  );
});
