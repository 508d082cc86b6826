import { FULL_LEAD_EXTRA_FIELDS, SHORT_LEAD_FIELDS } from '@powernest/domain';
import { translator } from '@powernest/shared-ui/i18n';
import { PARTNERSHIP_TEXT } from '../../i18n';
import { STEP_COUNT, WIZARD_STEPS, stepOfField, stepTitle } from './steps';

const english = translator(PARTNERSHIP_TEXT, 'en-US');

describe('wizard steps', () => {
  it('are the four steps of product.md §2', () => {
    expect(STEP_COUNT).toBe(4);
    expect(WIZARD_STEPS.map((s) => stepTitle(s, english))).toEqual(['Business Information', 'Contact Details', 'Business Operations', 'Partnership Preferences']);
  });

  it('ask for every field of the full form exactly once', () => {
    const asked = WIZARD_STEPS.flatMap((s) => s.fields.map((f) => f.name));
    expect([...asked].sort()).toEqual([...SHORT_LEAD_FIELDS, ...FULL_LEAD_EXTRA_FIELDS].sort());
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('know which step holds a field', () => {
    expect(stepOfField('businessName')).toBe(1);
    expect(stepOfField('email')).toBe(2);
    expect(stepOfField('currentPainPoints')).toBe(3);
    expect(stepOfField('message')).toBe(4);
    expect(stepOfField('referralCode')).toBeUndefined();
  });
});
