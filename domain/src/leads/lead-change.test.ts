import { LEAD_MESSAGES } from './lead';
import { LEAD_CHANGE_MESSAGES, LEAD_EDIT_FIELDS, leadChangeSchema, leadDetailsSchema } from './lead-change';

const errors = (body: unknown) => {
  const result = leadChangeSchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('PATCH /api/leads/:id corrections (issue #29): the public form’s rules and messages', () => {
  it('takes every field of both forms but the applicant’s message', () => {
    expect(LEAD_EDIT_FIELDS).toContain('email');
    expect(LEAD_EDIT_FIELDS).toContain('website');
    expect(LEAD_EDIT_FIELDS).not.toContain('message');
    expect(errors({ version: 1, message: 'Hi' })).toMatchObject({ '': expect.stringContaining('message') });
  });

  it('trims what it keeps, refuses an empty required field or a bad e-mail with the form’s message', () => {
    expect(leadChangeSchema.parse({ version: 1, email: ' dana@bluedoor.example ', businessName: ' Blue Door ' })).toEqual({ version: 1, email: 'dana@bluedoor.example', businessName: 'Blue Door' });
    expect(errors({ version: 1, email: 'not-an-address', businessName: ' ', phone: null })).toEqual({
      email: LEAD_MESSAGES.email,
      businessName: LEAD_MESSAGES.businessName,
      phone: LEAD_MESSAGES.phone,
    });
    expect(errors({ version: 1, businessType: 'constructor' })).toEqual({ businessType: 'Choose a business type from the list' });
  });

  it('clears an optional field with null or empty text; nothing to change is refused', () => {
    expect(leadChangeSchema.parse({ version: 1, website: '', businessSize: null })).toEqual({ version: 1, website: null, businessSize: null });
    expect(errors({ version: 1 })).toEqual({ status: LEAD_CHANGE_MESSAGES.nothing });
  });

  it('the form checks the same fields the same way', () => {
    const result = leadDetailsSchema.safeParse({ businessName: 'Blue Door', contactPerson: 'Dana', email: 'x', phone: '512', location: 'Austin, TX', businessType: 'restaurant', website: '' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['email', LEAD_MESSAGES.email]]);
  });
});
