import { LEAD_TEXTS } from './lead-texts';
import { LEAD_HONEYPOT_FIELD } from './lead';
import { leadSchema } from './lead-schema';
import { SAMPLE_SHORT_LEAD } from './sample-lead';

const valid = { ...SAMPLE_SHORT_LEAD };

function fieldErrors(input: unknown): Record<string, string> {
  const result = leadSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

describe('leadSchema (product.md §5)', () => {
  it('accepts the short form', () => {
    expect(leadSchema.parse(valid)).toEqual(valid);
  });

  it('accepts the full form with every optional text', () => {
    const full = {
      ...valid,
      message: 'Hi',
      businessSize: 'small',
      operatingHours: '7am-9pm',
      footTrafficEstimate: 'high',
      decisionMakerTitle: 'Owner',
      currentPainPoints: 'Phones die',
      preferredInstallTimeline: '1-2weeks',
      hasExistingCharging: 'basic',
      customerBase: 'Students',
      businessAddress: '1 Main St',
      website: 'https://bluedoor.example',
    };
    expect(leadSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['businessName', 'Business name is required'],
    ['contactPerson', 'Contact person is required'],
    ['email', 'Invalid email address'],
    ['phone', 'Phone number is required'],
    ['location', 'Location is required'],
    ['businessType', 'Business type is required'],
  ])('%s missing or blank: "%s"', (field, message) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expect(fieldErrors(rest)[field]).toBe(message);
    expect(fieldErrors({ ...valid, [field]: '   ' })[field]).toBe(message);
  });

  it('rejects a malformed e-mail with "Invalid email address"', () => {
    expect(fieldErrors({ ...valid, email: 'dana@' }).email).toBe('Invalid email address');
    expect(fieldErrors({ ...valid, email: { $ne: null } }).email).toBe('Invalid email address');
  });

  it.each([
    ['businessName', 'Blue\u0000Door'],
    ['contactPerson', 'Dana\u001bReyes'],
    ['location', 'Austin,\nTX'],
    ['phone', '555\u007f0100'],
    ['message', 'Hi \uD800 there'],
    ['operatingHours', '9\u0085-5'],
    ['customerBase', 'half \uDC00'],
    ['website', 'x\uFFFE'],
  ])('refuses a control character or a broken character in %s, naming the field (issue #40)', (field, value) => {
    expect(fieldErrors({ ...valid, [field]: value })[field]).toBe(LEAD_TEXTS['en-US'].controlCharacters);
  });

  it('keeps line breaks and tabs in the fields that take several lines, and whole emoji everywhere', () => {
    expect(fieldErrors({ ...valid, message: 'line one\r\n\tline two', businessAddress: '12 Main St\nSuite 4' })).toEqual({});
    expect(fieldErrors({ ...valid, businessName: 'Blue Door Café ☕🙂' })).toEqual({});
  });

  it('trims and turns empty optional fields into undefined', () => {
    const out = leadSchema.parse({ ...valid, businessName: '  Blue Door Café ', message: '', website: '  ' });
    expect(out.businessName).toBe('Blue Door Café');
    expect(out.message).toBeUndefined();
    expect(out.website).toBeUndefined();
  });

  it.each(['id', 'createdAt', 'status', 'assignedTo', 'leadScore', 'lastActivityAt', 'isAdmin'])(
    'refuses the key %s',
    (key) => {
      const result = leadSchema.safeParse({ ...valid, [key]: 'x' });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [key] });
    },
  );

  it(`lets the hidden ${LEAD_HONEYPOT_FIELD} spam trap through validation`, () => {
    expect(leadSchema.parse({ ...valid, [LEAD_HONEYPOT_FIELD]: 'bot' })[LEAD_HONEYPOT_FIELD]).toBe('bot');
  });
});
