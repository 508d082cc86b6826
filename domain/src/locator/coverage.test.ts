import { COVERAGE_MESSAGES, areaKey, firstPartnerPath, parsePlace } from './coverage';
import { LEAD_HONEYPOT_FIELD } from '../leads/lead';
import { coverageQuerySchema, waitingListSignupSchema } from './waiting-list';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('coverage places', () => {
  it('reads a ZIP code (ZIP+4 too) or "City, ST", and nothing else', () => {
    expect(parsePlace(' 78701 ')).toEqual({ kind: 'zip', zip: '78701' });
    expect(parsePlace('78701-1234')).toEqual({ kind: 'zip', zip: '78701' });
    expect(parsePlace('san antonio, tx')).toEqual({ kind: 'city', city: 'san antonio', state: 'TX' });
    expect(parsePlace('Boise ID')).toEqual({ kind: 'city', city: 'Boise', state: 'ID' });
    for (const text of ['', 'Austin', '1234', 'Austin, XX', '12, TX']) expect(parsePlace(text)).toBeNull();
  });

  it('keys an area as "City, ST" whatever the case and spacing', () => {
    expect(areaKey('  SAN   antonio ', 'tx')).toBe('San Antonio, TX');
    expect(areaKey('winston-salem', 'NC')).toBe('Winston-Salem, NC');
  });

  it('links the first-partner application with the place', () => {
    expect(firstPartnerPath('Missoula, MT')).toBe('/partnership-application?location=Missoula%2C%20MT');
  });
});

describe('the coverage and sign-up schemas', () => {
  it('requires a known shape of place', () => {
    expect(fieldErrors(coverageQuerySchema.safeParse({ place: ' ' }))).toEqual({ place: COVERAGE_MESSAGES.placeRequired });
    expect(fieldErrors(coverageQuerySchema.safeParse({ place: 'Atlantis' }))).toEqual({ place: COVERAGE_MESSAGES.placeNotFound });
    expect(coverageQuerySchema.parse({ place: ' 59801 ' })).toEqual({ place: '59801' });
  });

  it('requires an e-mail for a sign-up, takes a business name and the honeypot, refuses other fields', () => {
    expect(fieldErrors(waitingListSignupSchema.safeParse({ place: 'Boise, ID' }))).toEqual({ email: COVERAGE_MESSAGES.emailRequired });
    expect(fieldErrors(waitingListSignupSchema.safeParse({ place: 'Boise, ID', email: 'nope' }))).toEqual({ email: 'Invalid email address' });
    expect(waitingListSignupSchema.parse({ place: 'Boise, ID', email: ' a@example.com ', businessName: 'Shop', [LEAD_HONEYPOT_FIELD]: '' })).toEqual({
      place: 'Boise, ID',
      email: 'a@example.com',
      businessName: 'Shop',
      [LEAD_HONEYPOT_FIELD]: '',
    });
    expect(waitingListSignupSchema.safeParse({ place: 'Boise, ID', email: 'a@example.com', status: 'served' }).success).toBe(false);
  });
});
